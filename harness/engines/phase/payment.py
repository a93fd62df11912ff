"""The action's `payment` (the mana from the pool that pays the total cost, CR 601.2h) in phase: pool mana is
pinned to the payment with `SpendPoolMana` before phase pays, and what phase spent is compared with it."""

from __future__ import annotations

from collections import Counter
from typing import Any

from harness.engines.phase.vocabulary import COLORS, PhaseRefusal, PhaseUnsupported, pool_text


def pips_for(units: list[dict[str, Any]], payment: str) -> list[int]:
    """The pool units (phase's `pip_id`s) that make up `payment` (`{C}{C}`); a refusal when the pool doesn't
    hold that mana (CR 601.2h: the cost is paid with mana the player has)."""
    free = list(units)
    pips: list[int] = []
    for letter in _letters(payment):
        unit = next((u for u in free if u.get("color") == COLORS[letter]), None)
        if unit is None:
            raise PhaseRefusal(f"the mana pool holds no more {{{letter}}} to pay with", "601.2h")
        free.remove(unit)
        pips.append(unit["pip_id"])
    return pips


def spent(before: list[dict[str, Any]], after: list[dict[str, Any]]) -> str:
    """The mana that left the pool, as mana symbols."""
    left = {u["pip_id"] for u in after}
    return pool_text({"mana": [u for u in before if u["pip_id"] not in left]})


def added(before: list[dict[str, Any]], after: list[dict[str, Any]]) -> str:
    """The mana that came into the pool, as mana symbols."""
    had = {u["pip_id"] for u in before}
    return pool_text({"mana": [u for u in after if u["pip_id"] not in had]})


def check_named_mana(named: str, fixed: set[str] | None, produced: str) -> None:
    """CR 106.7: the type of mana an action names for a mana ability must be one the ability could produce. When
    phase asks no colour, the ability has one answer: its fixed production when phase's ability says it, else the
    mana phase added (what the ability could produce with replacement effects applied). Naming another type is
    refused rather than dropped; an ability that adds nothing (an undefined type, 106.5) has nothing to refuse."""
    could = fixed if fixed is not None else set(_letters(produced))
    if could and not set(_letters(named)) <= could:
        shown = "".join(f"{{{c}}}" for c in sorted(could))
        raise PhaseRefusal(f"the ability can't produce {named}: it produces {shown}", "106.7")


def same_mana(a: str, b: str) -> bool:
    """The same mana symbols, in any order."""
    return Counter(_letters(a)) == Counter(_letters(b))


def check_spent(paid: str, payment: str) -> None:
    """Phase pays pinned mana first and takes the rest from the pool itself: when it spent anything else, the
    payment named did not pay the total cost exactly (CR 601.2h)."""
    if not same_mana(paid, payment):
        raise PhaseRefusal(f"{payment} doesn't pay the total cost exactly (phase paid {paid or 'nothing'})", "601.2h")


def check_activation_paid(paid: str, payment: str) -> None:
    """Phase pays an activation cost from the pool by itself, with no prompt to pin mana to: the payment named
    is honoured only when phase happened to spend that mana; otherwise phase can't be told to."""
    if not same_mana(paid, payment):
        raise PhaseUnsupported(
            f"paying an activation cost with chosen mana: phase pays it from the pool itself (it spent "
            f"{paid or 'nothing'}, not {payment})"
        )


def _letters(mana: str) -> list[str]:
    return [s.strip("{}") for s in mana.replace("}", "} ").split()]

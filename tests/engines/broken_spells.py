"""Broken engines for casting spells and their costs (CR 601, 118.7), each misreading one rule as an engine author
might: a spell counts as cast only once it has resolved (601.2i); a generic cost reduction larger than the generic
part goes on into the coloured mana (118.7a); a division left unannounced is made by the engine, as evenly as it
can, instead of being refused (601.2d). Each is caught where tests/test_broken_review.py expects."""

from __future__ import annotations

from typing import Any

from reference_engine import casting, costs, targets
from reference_engine.criteria import fits
from reference_engine.mana import ManaCost

from .broken import BrokenAdapter


def _cast_once_resolved(game: Any, player: str, spells: Any, source: Any) -> bool:
    """A spell still on the stack is not yet counted among the spells cast this turn (601.2i broken: it became cast
    once its costs were paid)."""
    return any(
        obj.zone != "stack" and fits(game, obj, spells, player, source, lambda chars=chars: chars)
        for obj, chars in game.player(player).spells_cast
    )


def _reduction_eats_colour(cost: ManaCost, amount: int) -> ManaCost:
    """A generic reduction larger than the generic part reduces the coloured components too (118.7a broken: it
    reduces only the generic component)."""
    left = amount - cost.generic
    typed = []
    for kind, n in cost.typed:
        taken = min(n, max(0, left))
        left -= taken
        if n - taken:
            typed.append((kind, n - taken))
    return ManaCost(max(0, cost.generic - amount), tuple(typed), cost.hybrid, cost.x, cost.phyrexian)


def _division_made_by_the_engine(effects: Any, chosen: list[Any], division: list[int]) -> list[int]:
    """A spell cast with several targets and no division announced gets one chosen by the engine, as even as it can
    be (601.2d broken: the caster announces the division as the spell is cast)."""
    total = next((e["damage_divided"] for e in effects if "damage_divided" in e), None)
    if total is not None and not division and chosen:
        n = len(chosen)
        division = [total // n + (1 if i < total % n else 0) for i in range(n)]
    return targets.announce_division(effects, chosen, division)


class CastOnlyOnceResolved(BrokenAdapter):
    """ "The first spell you cast each turn" counts only spells that have left the stack: a spell still on the stack
    isn't cast yet, so the next one is still the first."""

    name = "cast-only-once-resolved"
    rules = ("601.2i",)  # the CR rules it breaks
    target = "reference_engine.costs._cast_before"
    replacement = staticmethod(_cast_once_resolved)


class ReductionEatsColour(BrokenAdapter):
    """A cost reduction of {N} takes N mana off the cost, the coloured mana too once the generic part is gone."""

    name = "reduction-eats-colour"
    rules = ("118.7a",)  # the CR rules it breaks
    target = "reference_engine.mana.ManaCost.reduce_generic"
    replacement = staticmethod(_reduction_eats_colour)


class DivisionMadeByTheEngine(BrokenAdapter):
    """A spell that divides damage among several targets, cast without a division, is given one as even as the
    engine can make it, instead of the caster's announcement being required."""

    name = "division-made-by-the-engine"
    rules = ("601.2d",)  # the CR rules it breaks
    target = "reference_engine.casting.announce_division"
    replacement = staticmethod(_division_made_by_the_engine)


# the functions replaced exist, under the names patched
assert costs._cast_before and ManaCost.reduce_generic and casting.announce_division is targets.announce_division

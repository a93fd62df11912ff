"""Wrong engines for loyalty abilities (CR 606), each misreading one rule as an engine author might: loyalty abilities
resolve as they are activated, like mana abilities (606.1 broken); any number of a permanent's loyalty abilities a
turn (606.3 broken); loyalty abilities at instant speed (606.3 broken); the loyalty counters change as the ability
resolves, not as its cost is paid (606.4 broken); a negative cost with too few loyalty counters (606.6 broken); a
negative cost that needs more loyalty counters than it removes (606.6 broken). Each is caught where
tests/test_broken_loyalty.py expects."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from reference_engine import abilities, loyalty, priority, resolution, stack
from reference_engine.continuous import Effect

from .broken import BrokenAdapter
from .broken_emerge import PatchingAdapter


def _is_loyalty(entry: Any) -> bool:
    return entry.ability is not None and getattr(entry.ability, "is_loyalty", False)


def _push_resolving_loyalty(game: Any, entry: Any) -> None:
    """A loyalty ability resolves as it is activated (606.1 broken: it is an activated ability, and uses the stack)."""
    if _is_loyalty(entry):
        resolution.resolve(game, entry, then=lambda: None)
        return
    stack.push(game, entry)


def _remember_only(game: Any, perm: Any, cost: int) -> None:
    """Activating a loyalty ability puts on or removes no counter (606.4 broken: that is its cost)."""
    game.effects.append(Effect(frozenset(), until="end_of_turn", data={"loyalty_activated": perm.oid}))


def _counters_as_it_resolves(resolve: Callable[..., None]) -> Callable[..., None]:
    """The loyalty counters are put on or removed as the ability resolves (606.4 broken)."""

    def resolving(game: Any, entry: Any, then: Callable[[], None]) -> None:
        perm = entry.source
        if _is_loyalty(entry) and perm is not None and game.on_battlefield(perm):
            perm.counters = {**perm.counters, "loyalty": perm.counters.get("loyalty", 0) + entry.ability.cost.loyalty}
        resolve(game, entry, then)

    return resolving


class LoyaltyResolvesAtOnce(BrokenAdapter):
    """Loyalty abilities don't use the stack: they resolve as they are activated (606.1)."""

    name = "loyalty-resolves-at-once"
    rules = ("606.1",)  # the CR rules it breaks
    target = "reference_engine.abilities.push"
    replacement = staticmethod(_push_resolving_loyalty)


class LoyaltyAbilitiesUnlimited(BrokenAdapter):
    """A permanent's loyalty abilities can be activated any number of times a turn (606.3)."""

    name = "loyalty-abilities-unlimited"
    rules = ("606.3",)  # the CR rules it breaks
    target = "reference_engine.loyalty.activated_this_turn"
    replacement = staticmethod(lambda game, perm: False)


class LoyaltyAtInstantSpeed(BrokenAdapter):
    """Loyalty abilities can be activated whenever their controller has priority (606.3)."""

    name = "loyalty-at-instant-speed"
    rules = ("606.3",)  # the CR rules it breaks
    target = "reference_engine.loyalty._can_activate_now"
    replacement = staticmethod(lambda game, player: True)


class LoyaltyPaidAsItResolves(PatchingAdapter):
    """The loyalty counters change as the ability resolves, an effect rather than a cost (606.4)."""

    name = "loyalty-paid-as-it-resolves"
    rules = ("606.4",)  # the CR rules it breaks
    patches = (
        ("reference_engine.abilities.pay_loyalty", _remember_only),
        ("reference_engine.priority.resolve", _counters_as_it_resolves(priority.resolve)),
    )


class NegativeLoyaltyUnchecked(BrokenAdapter):
    """A negative loyalty cost can be paid with fewer loyalty counters than it removes (606.6)."""

    name = "negative-loyalty-unchecked"
    rules = ("606.6",)  # the CR rules it breaks
    target = "reference_engine.loyalty._enough_loyalty"
    replacement = staticmethod(lambda perm, cost: True)


class LoyaltyMustExceedCost(BrokenAdapter):
    """A negative loyalty cost needs more loyalty counters than it removes (606.6: at least that many)."""

    name = "loyalty-must-exceed-cost"
    rules = ("606.6",)  # the CR rules it breaks
    target = "reference_engine.loyalty._enough_loyalty"
    replacement = staticmethod(lambda perm, cost: cost >= 0 or perm.counters.get("loyalty", 0) > -cost)


# the functions these engines replace
assert abilities.push and abilities.pay_loyalty and priority.resolve
assert loyalty.activated_this_turn and loyalty._can_activate_now and loyalty._enough_loyalty

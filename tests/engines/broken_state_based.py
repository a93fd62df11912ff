"""Broken engines for state-based actions (CR 704) and the rules they carry out, each misreading one rule as an
engine author might: an Aura that is also a creature stays attached (303.4d); an Aura whose permanent is gone stays
(704.5m); +1/+1 and -1/-1 counters never cancel, or all of them cancel (704.5q); a creature with toughness 0 stays
(704.5f), or stays when it has indestructible (702.12b); the check is made once and not repeated (704.3). Each is
caught where tests/test_broken_review.py expects."""

from __future__ import annotations

from typing import Any

from reference_engine import priority, state_based
from reference_engine.choices import LegendChoice, ask
from reference_engine.continuous import characteristics

from .broken import BrokenAdapter

_AURA_UNATTACHED = state_based._aura_unattached
_TOUGHNESS_ZERO = state_based._toughness_zero
_CHECK = state_based.check_state_based_actions


def _enchanted(game: Any, perm: Any) -> Any:
    return game.objects.get(perm.attached_to) if perm.attached_to is not None else None


def _creature_aura_stays(game: Any, perm: Any, grants: Any) -> bool:
    """An Aura that is also a creature stays on the permanent it enchants (303.4d broken: it can't enchant
    anything, so it goes to the graveyard)."""
    chars = characteristics(game, perm, grants)
    if chars.is_a("Creature") and "Aura" in chars.subtypes:
        enchanted = _enchanted(game, perm)
        return enchanted is None or enchanted.zone != "battlefield"
    return _AURA_UNATTACHED(game, perm, grants)


def _gone_object_keeps_aura(game: Any, perm: Any, grants: Any) -> bool:
    """An Aura goes only when the permanent it is on is illegal for it; an Aura whose object left the battlefield
    stays (704.5m broken: "attached to an illegal object or player, or not attached to an object or player")."""
    enchanted = _enchanted(game, perm)
    if perm.attached_to is not None and (enchanted is None or enchanted.zone != "battlefield"):
        return False
    return _AURA_UNATTACHED(game, perm, grants)


def _cancel_every_counter(perms: list[Any]) -> bool:
    """A permanent with both kinds of counters loses all of them (704.5q broken: N of each, N the smaller)."""
    cancelled = False
    for perm in perms:
        if perm.counters.get("+1/+1", 0) and perm.counters.get("-1/-1", 0):
            perm.counters["+1/+1"] = perm.counters["-1/-1"] = 0
            cancelled = True
    return cancelled


def _indestructible_survives_zero(game: Any, perm: Any, grants: Any) -> bool:
    """Indestructible saves a creature with toughness 0 (702.12b broken: it only ignores lethal damage, 704.5g;
    704.5f puts the creature into the graveyard without destroying it)."""
    return _TOUGHNESS_ZERO(game, perm, grants) and not characteristics(game, perm, grants).indestructible


def _settle_checking_once(game: Any, then: Any) -> None:
    """`priority.settle` with one check of state-based actions, not repeated when that check performed any (704.3
    broken: the check is repeated until none is performed)."""
    legends = state_based.unchosen_legends(game)
    if legends:
        ask(game, LegendChoice(legends[0].controller, legends, lambda kept: priority._keep(game, kept, then)))
        return
    _CHECK(game)
    if game.over:
        return
    if not game.pending_triggers:
        then()
        return
    priority.put_triggers_on_stack(game, lambda: _settle_checking_once(game, then))


class CreatureAuraStaysAttached(BrokenAdapter):
    """An Aura that became a creature (e.g. by Karn's Touch or Opalescence) is treated like any Aura attached to a
    legal permanent, as if 303.4d only forbade casting it."""

    name = "creature-aura-stays-attached"
    rules = ("303.4d",)  # the CR rules it breaks
    target = "reference_engine.state_based._aura_unattached"
    replacement = staticmethod(_creature_aura_stays)


class AuraOfAGoneObjectStays(BrokenAdapter):
    """704.5m read as "attached to an illegal object" only: an Aura whose permanent left the battlefield stays,
    attached to nothing."""

    name = "aura-of-a-gone-object-stays"
    rules = ("704.5m",)  # the CR rules it breaks
    target = "reference_engine.state_based._aura_unattached"
    replacement = staticmethod(_gone_object_keeps_aura)


class CountersNeverCancel(BrokenAdapter):
    """No 704.5q: +1/+1 and -1/-1 counters stay side by side, as if they were unrelated kinds."""

    name = "counters-never-cancel"
    rules = ("704.5q",)  # the CR rules it breaks
    target = "reference_engine.state_based._cancel_counters"
    replacement = staticmethod(lambda perms: False)


class CountersAllCancel(BrokenAdapter):
    """704.5q read as "the counters are removed": every +1/+1 and -1/-1 counter goes, not N of each."""

    name = "counters-all-cancel"
    rules = ("704.5q",)  # the CR rules it breaks
    target = "reference_engine.state_based._cancel_counters"
    replacement = staticmethod(_cancel_every_counter)


class ZeroToughnessStays(BrokenAdapter):
    """No 704.5f: a creature with toughness 0 or less stays until something destroys it."""

    name = "zero-toughness-stays"
    rules = ("704.5f",)  # the CR rules it breaks
    target = "reference_engine.state_based._toughness_zero"
    replacement = staticmethod(lambda game, perm, grants: False)


class IndestructibleSurvivesZeroToughness(BrokenAdapter):
    """Indestructible read as "can't be put into the graveyard by a state-based action" (702.12b): a 0-toughness
    indestructible creature stays."""

    name = "indestructible-survives-zero-toughness"
    rules = ("702.12b", "704.5f")  # the CR rules it breaks
    target = "reference_engine.state_based._toughness_zero"
    replacement = staticmethod(_indestructible_survives_zero)


class ChecksStateOnce(BrokenAdapter):
    """State-based actions are checked once as a player would receive priority and not again when that check
    performed some: what the first check's results call for waits (704.3)."""

    name = "checks-state-once"
    rules = ("704.3",)  # the CR rules it breaks
    target = "reference_engine.priority.settle"
    replacement = staticmethod(_settle_checking_once)


# the functions replaced exist, under the names patched
assert priority.settle and priority._keep and priority.check_state_based_actions is _CHECK
assert state_based._cancel_counters and state_based.unchosen_legends

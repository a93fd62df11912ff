"""Broken engines for priority and when players may act (CR 117, 603.2a, 605.3, 800.4j), each misreading one rule as
an engine author might: a mana ability can be activated without priority, since it doesn't use the stack (605.3a);
a mana ability uses the stack like other activated abilities (605.3b); nothing triggers while a spell is being cast,
when nobody may act (603.2a); the active player who left the game still receives priority (800.4j). Each is caught
where tests/test_broken_review.py expects."""

from __future__ import annotations

from typing import Any
from unittest import mock

from reference_engine import abilities, casting, engine, priority, reversal, triggers

from .broken_emerge import PatchingAdapter

_ACTIVATE = abilities.activate
_EMIT = triggers.emit
#: the modules that import `triggers.emit` by name (but `casting`, which emits the cast itself as it ends, 601.2i)
_EMITTERS = ("triggers", "effects_tokens", "hidden_discard", "resolution", "steps", "tapping", "zone_changes")


def _mana_abilities_without_priority(game: Any, player: str, ref: str, index: Any, **options: Any) -> None:
    """A mana ability is activated whether or not its controller holds priority (605.3a broken: whenever they have
    priority, or are asked to pay, or a rule or effect asks for a mana payment)."""
    ability = abilities.find_ability(game.resolve_ref(ref), index)
    if not ability.is_mana_ability or options.get("during_payment"):
        _ACTIVATE(game, player, ref, index, **options)
        return
    with mock.patch("reference_engine.abilities.require_priority", lambda game, player: None):
        _ACTIVATE(game, player, ref, index, **options)


def _mana_ability_on_the_stack(game: Any, player: str, ref: str, index: Any, **options: Any) -> None:
    """A mana ability activated while its controller holds priority goes on the stack and waits (605.3b broken: it
    doesn't use the stack, it resolves at once)."""
    ability = abilities.find_ability(game.resolve_ref(ref), index)
    if options.get("during_payment") or not ability.is_mana_ability:
        _ACTIVATE(game, player, ref, index, **options)
        return
    with (
        mock.patch("reference_engine.abilities.find_ability", lambda obj, index: ability),
        mock.patch("reference_engine.vocabulary.Activated.is_mana_ability", property(lambda self: False)),
    ):
        _ACTIVATE(game, player, ref, index, **options)


def _no_trigger_while_casting(game: Any, event: Any) -> None:
    """Nothing triggers while a spell is being cast (603.2a broken: triggered abilities trigger even when no player
    may cast spells or activate abilities)."""
    if game.casting is None:
        _EMIT(game, event)


def _leaver_receives(game: Any, player: str) -> None:
    """`player` receives priority even if they left the game (800.4j broken: the next player in turn order does)."""
    game.priority = player
    game.passes = 0


class ManaAbilitiesWithoutPriority(PatchingAdapter):
    """Mana abilities don't use the stack, so the engine lets a player activate them at any time, holding priority
    or not: Bob taps his land for mana while Alice is casting a spell or holds priority."""

    name = "mana-abilities-without-priority"
    rules = ("605.3a",)  # the CR rules it breaks
    patches = tuple(
        (f"reference_engine.{module}.activate", _mana_abilities_without_priority)
        for module in ("abilities", "casting", "engine", "reversal")
    )


class ManaAbilitiesUseTheStack(PatchingAdapter):
    """A mana ability activated with priority, Sol Ring's too, goes on the stack and waits for the players to pass
    like other activated abilities, instead of resolving at once (while a cost is paid, it resolves at once)."""

    name = "mana-abilities-use-the-stack"
    rules = ("605.3b",)  # the CR rules it breaks
    patches = tuple(
        (f"reference_engine.{module}.activate", _mana_ability_on_the_stack)
        for module in ("abilities", "casting", "engine", "reversal")
    )


class NoTriggerWhileCasting(PatchingAdapter):
    """While a spell is being cast nobody may act, so the engine lets nothing trigger: a land tapped for mana to pay
    for the spell triggers nothing."""

    name = "no-trigger-while-casting"
    rules = ("603.2a",)  # the CR rules it breaks
    patches = tuple((f"reference_engine.{module}.emit", _no_trigger_while_casting) for module in _EMITTERS)


class LeaverKeepsPriority(PatchingAdapter):
    """The active player who left the game still receives priority after a spell or ability resolves, instead of
    the next player in turn order."""

    name = "leaver-keeps-priority"
    rules = ("800.4j",)  # the CR rules it breaks
    patches = (("reference_engine.priority._receive", _leaver_receives),)


# the functions replaced exist, under the names patched
assert casting.activate is engine.activate is reversal.activate is _ACTIVATE and casting.emit is _EMIT
assert priority._receive and abilities.require_priority

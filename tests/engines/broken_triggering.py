"""Broken engines for the CR-rules scenarios (features/rules/), each with one rule broken: nothing triggers "at
the beginning of" a step (CR 603.2b); every player's upkeep is "your upkeep"; nothing triggers an additional time
(603.2d); a cast triggers each ability twice (603.2c); a spell's instructions are followed last to first
(608.2c); an instant or sorcery goes to the graveyard before its instructions are followed (608.2n); permanents
know nothing of the spell they were (400.7d); an intervening "if" clause is not checked again as the ability
resolves (608.2a); spells can't find the creature their cost sacrificed (400.7j); a creature exiled instead of
dying still triggers "when this creature dies" (603.2h); an ability that triggered on a zone change can't find the
new object its source became (400.7e); a colour in an effect's filter matches only objects of that colour alone
(608.2j); with "each player discards", each player discards as soon as they have chosen, or the players choose
in the reverse of APNAP order (608.2e)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any
from unittest import mock

from reference_engine import criteria, effects, resolution
from reference_engine.choices import CardChoice, ask
from reference_engine.continuous import characteristics
from reference_engine.effects import run
from reference_engine.game import Event
from reference_engine.objects import GameObject
from reference_engine.triggers import emit
from reference_engine.zone_changes import discard, enter_battlefield, put_into_graveyard

from .broken import BrokenAdapter

_RESOLVE_SPELL = resolution._resolve_spell


def _every_players_step(game: Any) -> None:
    """The step begins for each player: "your upkeep" abilities trigger in every upkeep (603.2b broken)."""
    for player in game.players:
        emit(game, Event("step_begins", player, None, {"step": game.step}))


def _emit_cast_twice(game: Any, event: Event) -> None:
    """One cast is taken for two trigger events (603.2c broken)."""
    emit(game, event)
    if event.kind == "cast":
        emit(game, event)


def _last_to_first(ctx: Any, effects: tuple[dict[str, Any], ...]) -> bool:
    """Instructions followed from the last to the first (608.2c broken)."""
    return run(ctx, tuple(reversed(effects)))


def _graveyard_first(game: Any, entry: Any, then: Any) -> None:
    """An untargeted instant or sorcery goes to the graveyard as it starts to resolve (608.2n broken)."""
    spell = entry.obj
    if not entry.targets and any(characteristics(game, spell).is_a(t) for t in ("Instant", "Sorcery")):
        game.move(spell, "graveyard")
    _RESOLVE_SPELL(game, entry, then)


def _enters_as_new(game: Any, obj: Any, controller: str, **spell: Any) -> Any:
    """A resolving permanent spell enters knowing neither its X nor its kicker (400.7d broken)."""
    return enter_battlefield(game, obj, controller)


class NoBeginningOfStepTriggers(BrokenAdapter):
    name = "no-beginning-of-step-triggers"
    target = "reference_engine.steps._begins"
    replacement = staticmethod(lambda game: None)


class EveryUpkeepIsYours(BrokenAdapter):
    name = "every-upkeep-is-yours"
    rules = ("603.2b",)  # the CR rules it breaks
    target = "reference_engine.steps._begins"
    replacement = staticmethod(_every_players_step)


class CastTriggersTwice(BrokenAdapter):
    name = "cast-triggers-twice"
    rules = ("603.2c",)  # the CR rules it breaks
    target = "reference_engine.casting.emit"
    replacement = staticmethod(_emit_cast_twice)


class InstructionsLastToFirst(BrokenAdapter):
    name = "instructions-last-to-first"
    rules = ("608.2c",)  # the CR rules it breaks
    target = "reference_engine.resolution.run"
    replacement = staticmethod(_last_to_first)


class SpellToGraveyardFirst(BrokenAdapter):
    name = "spell-to-graveyard-first"
    rules = ("608.2n",)  # the CR rules it breaks
    target = "reference_engine.resolution._resolve_spell"
    replacement = staticmethod(_graveyard_first)


class PermanentForgetsItsSpell(BrokenAdapter):
    name = "permanent-forgets-its-spell"
    rules = ("400.7d",)  # the CR rules it breaks
    target = "reference_engine.resolution.enter_battlefield"
    replacement = staticmethod(_enters_as_new)


class InterveningIfCheckedOnce(BrokenAdapter):
    name = "intervening-if-checked-once"
    target = "reference_engine.resolution.condition_holds"
    replacement = staticmethod(lambda game, ability, controller, source: True)


class CostMovedObjectLost(BrokenAdapter):
    name = "cost-moved-object-lost"
    target = "reference_engine.casting._remember_sacrifices"
    replacement = staticmethod(lambda game, spell, sacrificed: None)


class NoAdditionalTriggers(BrokenAdapter):
    name = "no-additional-triggers"
    target = "reference_engine.triggers._times"
    replacement = staticmethod(lambda game, event, source: 1)


def _dies_even_if_exiled(game: Any, obj: Any) -> Any:
    """A creature leaving the battlefield for its graveyard "dies" even when it is exiled instead (603.2h
    broken)."""
    was_creature = obj.zone == "battlefield" and characteristics(game, obj).is_a("Creature")
    snapshot = GameObject(**{**obj.__dict__, "counters": obj.counters.copy()})
    new = put_into_graveyard(game, obj)
    if was_creature and (new is None or new.zone != "graveyard"):
        emit(game, Event("dies", snapshot.controller, snapshot))
    return new


class ReplacedEventStillTriggers(BrokenAdapter):
    name = "replaced-event-still-triggers"
    rules = ("603.2h",)  # the CR rules it breaks
    target = "reference_engine.zone_changes.put_into_graveyard"
    replacement = staticmethod(_dies_even_if_exiled)


class NewObjectNotFound(BrokenAdapter):
    """The effect verbs are looked up in a table, so the table's entry is the one replaced."""

    name = "new-object-not-found"

    @contextmanager
    def _broken(self) -> Iterator[None]:
        with mock.patch.dict(effects._VERBS, {"return_itself": lambda ctx, e: None}):
            yield


class OnlyMonocoloredMatchesAColor(BrokenAdapter):
    """A filter's colour is checked as the object's only colour (608.2j broken)."""

    name = "only-monocolored-matches-a-color"
    rules = ("608.2j",)  # the CR rules it breaks

    @contextmanager
    def _broken(self) -> Iterator[None]:
        def exact(chars: Any, value: str, source: Any) -> bool:
            return tuple(chars.colors) == (criteria._color(value, source),)

        with mock.patch.dict(criteria._CHARACTERISTIC_CHECKS, {"color": exact}):
            yield


def _each_discards(at_once: bool, apnap: bool) -> Any:
    """"Each player discards N cards" with the choices' order or the simultaneous discard broken (608.2e)."""

    def verb(ctx: Any, e: dict[str, Any]) -> None:
        picks = [{} for _ in range(e["each_player_discards"])]
        players = ctx.game.apnap() if apnap else ctx.game.apnap()[::-1]
        chosen: list[Any] = []

        def ask_from(i: int) -> bool:
            for j in range(i, len(players)):
                hand = ctx.game.zone_objects("hand", players[j])
                choice = CardChoice(players[j], "discard", hand, picks, ctx.source, answered(j))
                if not choice.nothing_to_choose(ctx.game):
                    ask(ctx.game, choice)
                    return False
            for card in chosen:
                discard(ctx.game, card)
            return True

        def answered(j: int) -> Any:
            def complete(cards: list[Any]) -> None:
                ctx.game.pending_choice = None
                if at_once:
                    chosen.extend(cards)
                else:
                    for card in cards:
                        discard(ctx.game, card)
                if ask_from(j + 1):
                    ctx.data["after_choice"]()

            return complete

        ask_from(0)

    return verb


class EachDiscardsAsSoonAsChosen(BrokenAdapter):
    name = "each-discards-as-soon-as-chosen"
    rules = ("608.2e", "608.2f")  # the CR rules it breaks: each discard processed alone, not simultaneously

    @contextmanager
    def _broken(self) -> Iterator[None]:
        with mock.patch.dict(effects._VERBS, {"each_player_discards": _each_discards(at_once=False, apnap=True)}):
            yield


class NonactivePlayerChoosesFirst(BrokenAdapter):
    name = "nonactive-player-chooses-first"
    rules = ("608.2e",)  # the CR rules it breaks: the choices not made in APNAP order

    @contextmanager
    def _broken(self) -> Iterator[None]:
        with mock.patch.dict(effects._VERBS, {"each_player_discards": _each_discards(at_once=True, apnap=False)}):
            yield

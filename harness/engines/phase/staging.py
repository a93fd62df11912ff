"""A staged cast (CR 601.2) in phase: the cast stops where phase waits for the mana payment, no other action is
taken meanwhile, and `continue_cast` takes it up again.

Phase's one stop inside a cast is its `ManaPayment` prompt: the choices are made (601.2b-e, an emerge sacrifice
chosen but not yet paid) and the total cost is locked in (601.2f). `choices_made` and `total_cost_determined`
stop there; `paying` stops there once the action's mana abilities are activated (601.2g). Phase has no stop
between announcing the spell (601.2a) and its choices, so `announced` is unsupported."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from harness.engines.phase.game import PhaseGame
from harness.engines.phase.prompts import Answers
from harness.engines.phase.vocabulary import PhaseRefusal, PhaseUnsupported

STAGES = ("announced", "choices_made", "total_cost_determined", "paying")


@dataclass
class StagedCast:
    answers: Answers
    snapshot: dict[str, Any]  # the game from before the cast, reloaded when a later stage of it is refused
    stage: str


def check_stop(stop: str | None) -> None:
    if stop == "announced":
        raise PhaseUnsupported("stopping a cast once it is announced (CR 601.2a): phase's only stop is the payment")


def stopped(a: PhaseGame, answers: Answers, snapshot: dict[str, Any]) -> None:
    """Keep the cast the action stopped; a stop phase never reached isn't ignored."""
    if not answers.stopped:
        raise PhaseUnsupported(f"stopping the cast ({answers.stop}): phase asked for no mana payment to stop at")
    a.staged = StagedCast(answers, snapshot, str(answers.stop))


def guard(a: PhaseGame, act: dict[str, Any]) -> bool:
    """While a spell is being cast no player may take actions (CR 601.2) except its caster activating mana
    abilities while paying (601.2g). Phase, waiting for the payment, decides on casts, activations, land plays and
    choices (True: an action under way while the cast is stopped); passing is refused here, since phase would take
    a pass at that point as the payment."""
    staged: StagedCast | None = a.staged
    if staged is None or act["kind"] == "continue_cast":
        return False
    who = a.name_of_seat(staged.answers.seat)
    if act["kind"] in ("pass", "resolve", "advance"):
        raise PhaseRefusal(f"{who} is casting a spell: no player may take actions until it is paid for", "601.2")
    if act["kind"] == "activate" and staged.stage != "paying" and a.seat(act["player"]) == staged.answers.seat:
        raise PhaseUnsupported(
            f"an activation before the stopped cast is being paid ({staged.stage}): phase's only stop in a cast is "
            "the payment itself (CR 601.2g)"
        )
    return True


def refused_mid_cast(a: PhaseGame, act: dict[str, Any], exc: PhaseRefusal) -> PhaseRefusal:
    """Phase refuses another player's action while it waits for the caster's payment: the cast under way is
    what forbids it (CR 601.2). The caster's own refusals keep their rule."""
    staged: StagedCast = a.staged
    if a.seats.get(act.get("player", "")) == staged.answers.seat:
        return exc
    who = a.name_of_seat(staged.answers.seat)
    return PhaseRefusal(f"{who} is casting a spell, so phase refused: {exc}", "601.2")


def continue_cast(a: PhaseGame, act: dict[str, Any]) -> None:
    """Take the stopped cast up again: to a later stop, or through the payment to the end (CR 601.2g-i). When a
    step of it is refused, the game goes back to before the cast."""
    staged: StagedCast | None = a.staged
    if staged is None:
        raise PhaseRefusal(f"{act['player']} is casting no spell")
    answers, stop = staged.answers, act.get("stop")
    if a.seat(act["player"]) != answers.seat:
        raise PhaseRefusal(f"{a.name_of_seat(answers.seat)} is casting the spell, not {act['player']}", "601.2")
    if stop is not None and STAGES.index(stop) <= STAGES.index(staged.stage):
        raise PhaseRefusal(f"the cast is already past {stop}")
    try:
        if stop == "total_cost_determined":
            staged.stage = stop
            return
        answers.events += answers.activate_mana_sources()["events"]
        if stop == "paying":
            staged.stage = stop
            return
        a.staged = None
        answers.stop, answers.stopped = None, False
        answers.run(answers.pay(), cast=True)
        a.last_paid[answers.seat] = answers.cost or "{0}"
    except (PhaseRefusal, PhaseUnsupported):
        a.game = a.call(a.engine.load_game, staged.snapshot)
        a.staged = None
        raise

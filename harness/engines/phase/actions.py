"""The protocol's actions as phase `GameAction`s (CR 601 casting, 602 activating, 117 priority, 500 turns)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from harness.engines.phase import staging
from harness.engines.phase.game import PhaseGame
from harness.engines.phase.payment import check_activation_paid, spent
from harness.engines.phase.prompts import Answers
from harness.engines.phase.refusals import land_cast_rule
from harness.engines.phase.vocabulary import (
    MAX_PASSES,
    STEPS,
    TARGET_PROMPTS,
    ZONES,
    PhaseRefusal,
    PhaseUnsupported,
    ability_index,
    trigger_order,
)


# -- actions --------------------------------------------------------------------------------------------------
def _cast(a: PhaseGame, act: dict[str, Any]) -> None:
    """CR 601.2: CastSpell in phase's manual payment mode, then phase's prompts answered from the action."""
    seat = a.seat(act["player"])
    wanted_zone = act.get("from")
    card = a.obj(act["card"], wanted_zone)
    if wanted_zone and ZONES.get(card["zone"]) != wanted_zone:
        raise PhaseRefusal(f"{card['name']} is not in the {wanted_zone}")
    if act.get("choices"):
        raise PhaseUnsupported("cast with a choice made up front (e.g. a colour): phase asks for it on resolution")
    alternative = list(act.get("alternative") or [])
    if len(alternative) > 1:
        raise PhaseRefusal("only one alternative cost can be applied to a spell", "118.9a")
    staging.check_stop(act.get("stop"))
    snapshot = a.call(a.game.state) if act.get("stop") else None
    request = {"object_id": card["id"], "card_id": card.get("card_id", card["id"]), "targets": []}
    request["payment_mode"] = {"type": "Manual"}
    try:
        result = a.apply(seat, {"type": "CastSpell", "data": request})
    except PhaseRefusal as exc:
        raise PhaseRefusal(str(exc), land_cast_rule(exc.rule, card.get("card_types") or {})) from exc
    answers = Answers(a, seat, act, card["id"])
    answers.run(result, cast=True)
    if snapshot is not None:
        staging.stopped(a, answers, snapshot)
        return
    a.last_paid[seat] = answers.cost or "{0}"


def _activate(a: PhaseGame, act: dict[str, Any]) -> None:
    """CR 602.2 / 605: ActivateAbility with the index of the ability in phase's object."""
    seat = a.seat(act["player"])
    o = a.obj(act["object"])
    if o.get("zone") != "Battlefield":
        raise PhaseRefusal(f"{o['name']} is not on the battlefield")
    index = ability_index(o.get("abilities", []), act.get("ability", 1))
    before = a.pool(seat)
    result = a.apply(seat, {"type": "ActivateAbility", "data": {"source_id": o["id"], "ability_index": index}})
    Answers(a, seat, act, o["id"]).run(result, cast=False, until="ManaPayment" if a.staged else "Priority")
    if act.get("payment"):
        check_activation_paid(spent(before, a.pool(seat)), act["payment"])



def _play_land(a: PhaseGame, act: dict[str, Any]) -> None:
    seat = a.seat(act["player"])
    card = a.obj(act["card"])
    a.apply(seat, {"type": "PlayLand", "data": {"object_id": card["id"], "card_id": card.get("card_id", card["id"])}})


def _pass(a: PhaseGame, act: dict[str, Any]) -> None:
    a.apply(a.seat(act["player"]), {"type": "PassPriority"})


def _resolve(a: PhaseGame, act: dict[str, Any]) -> None:
    """CR 117.4: all players pass in succession; the top of the stack resolves."""
    stack = a.call(a.game.stack)
    if not stack:
        raise PhaseRefusal("the stack is empty", "117.4")
    top = stack[-1]["id"]
    for passes in range(len(a.seats) + 1):
        waiting = a.waiting()
        if waiting.get("type") != "Priority" and passes == 0:
            # a choice is pending before anyone passed: phase is asked, and refuses the pass
            a.apply((waiting.get("data") or {}).get("player", 0), {"type": "PassPriority"})
        if waiting.get("type") != "Priority":
            return  # a choice during resolution: the scenario answers it
        a.apply(waiting["data"]["player"], {"type": "PassPriority"})
        if all(e["id"] != top for e in a.call(a.game.stack)):
            return
    raise PhaseRefusal("the top of the stack did not resolve after every player passed")


def _choose(a: PhaseGame, act: dict[str, Any]) -> None:
    """Answer phase's pending prompt: targets (`ChooseTarget`, CR 603.3d), the order of triggered abilities
    (`OrderTriggers`, 603.3b) or cards (`SelectCards`, 608.2d)."""
    seat = a.seat(act["player"])
    waiting = a.waiting()
    kind, data = waiting.get("type"), waiting.get("data") or {}
    if data.get("player") != seat or kind == "Priority":
        raise PhaseRefusal(f"{act['player']} has no choice to make", "117.1")
    cards = [a.obj(r)["id"] for r in act.get("cards") or []]
    players = [a.seat(p) for p in act.get("players") or []]
    if kind in TARGET_PROMPTS:
        targets: list[dict[str, int] | None] = [{"Player": p} for p in players] + [{"Object": c} for c in cards]
        for target in targets or [None]:  # choosing nothing: phase says whether the target may be skipped
            a.apply(seat, {"type": "ChooseTarget", "data": {"target": target}})
    elif players:
        raise PhaseUnsupported(f"choosing a player when phase asks for {kind}")
    elif kind == "OrderTriggers":
        order = trigger_order(data.get("triggers") or [], cards)
        a.apply(seat, {"type": "OrderTriggers", "data": {"order": order}})
    else:
        a.apply(seat, {"type": "SelectCards", "data": {"cards": cards}})


def _advance(a: PhaseGame, act: dict[str, Any]) -> None:
    """All players pass with an empty stack until the step (or the next turn's precombat main phase)."""
    to = act.get("to", "next_turn")
    target = STEPS.get("precombat_main" if to == "next_turn" else to)
    if target is None:
        raise PhaseRefusal(f"unknown step {to!r}")
    if a.call(a.game.stack):
        raise PhaseRefusal("the stack is not empty", "500.2")
    start = a.call(lambda: a.game.turn)
    moved = False
    for _ in range(MAX_PASSES):
        if (
            moved
            and a.call(lambda: a.game.phase) == target
            and (to != "next_turn" or a.call(lambda: a.game.turn) > start)
        ):
            return
        waiting = a.waiting()
        kind, data = waiting.get("type"), waiting.get("data") or {}
        if kind == "Priority":
            a.apply(data["player"], {"type": "PassPriority"})
        elif kind == "DeclareAttackers":
            a.apply(data["player"], {"type": "DeclareAttackers", "data": {"attacks": []}})
        elif kind == "DeclareBlockers":
            a.apply(data["player"], {"type": "DeclareBlockers", "data": {"assignments": []}})
        elif kind == "GameOver":
            return  # the game ended on the way: a state to observe (CR 104.1)
        else:
            raise PhaseUnsupported(f"advance: phase asks for {kind} on the way")
        moved = True
    raise PhaseRefusal(f"the game did not reach {to} within {MAX_PASSES} passes")


def perform(a: PhaseGame, act: dict[str, Any]) -> None:
    """One protocol action; once the game is over, no player can take one (CR 104.1)."""
    if a.waiting().get("type") == "GameOver":
        raise PhaseRefusal("the game is over", "104.1")
    mid_cast = staging.guard(a, act)
    try:
        ACTIONS[act["kind"]](a, act)
    except PhaseRefusal as exc:
        if not mid_cast:
            raise
        raise staging.refused_mid_cast(a, act, exc) from exc


ACTIONS: dict[str, Callable[[PhaseGame, dict[str, Any]], None]] = {
    "cast": _cast,
    "activate": _activate,
    "play_land": _play_land,
    "pass": _pass,
    "resolve": _resolve,
    "choose": _choose,
    "continue_cast": staging.continue_cast,
    "advance": _advance,
}



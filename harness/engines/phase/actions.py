"""The protocol's actions as phase `GameAction`s (CR 601 casting, 602 activating, 117 priority, 500 turns)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from harness.engines.phase import combat, staging
from harness.engines.phase.game import PhaseGame
from harness.engines.phase.payment import added, check_activation_paid, check_named_mana, spent
from harness.engines.phase.prompts import Answers
from harness.engines.phase.refusals import land_cast_rule
from harness.engines.phase.vocabulary import (
    MAX_PASSES,
    PHASE_STEPS,
    STEPS,
    TARGET_PROMPTS,
    ZONES,
    PhaseRefusal,
    PhaseUnsupported,
    ability_index,
    fixed_production,
    trigger_order,
)
from harness.engines.phase.waiting import READ, unread


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
    if act.get("division"):
        raise PhaseUnsupported("cast with a division among its targets announced up front (CR 601.2d)")
    if act.get("adventure"):
        raise PhaseUnsupported("casting an adventurer card as an Adventure (CR 715.3)")
    if act.get("offspring"):
        raise PhaseUnsupported("paying an offspring cost (CR 702.175a)")
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
    abilities = o.get("abilities", [])
    index = ability_index(abilities, act.get("ability", 1))
    before = a.pool(seat)
    result = a.apply(seat, {"type": "ActivateAbility", "data": {"source_id": o["id"], "ability_index": index}})
    answers = Answers(a, seat, act, o["id"])
    answers.run(result, cast=False, until="ManaPayment" if a.staged else "Priority")
    if act.get("mana") and not answers.colour_chosen and abilities[index].get("is_mana_ability"):
        check_named_mana(act["mana"], fixed_production(abilities[index]), added(before, a.pool(seat)))
    if act.get("payment"):
        check_activation_paid(spent(before, a.pool(seat)), act["payment"])


def _play_land(a: PhaseGame, act: dict[str, Any]) -> None:
    seat = a.seat(act["player"])
    card = a.obj(act["card"])
    a.apply(seat, {"type": "PlayLand", "data": {"object_id": card["id"], "card_id": card.get("card_id", card["id"])}})


def _pass(a: PhaseGame, act: dict[str, Any]) -> None:
    a.apply(a.seat(act["player"]), {"type": "PassPriority"})


def _declare_none(a: PhaseGame) -> None:
    """A declaration phase asks for and the scenario doesn't make, acting otherwise, is made as none, as the
    reference takes a player who acts without declaring (508.1, 509.1: turn-based actions, before the active
    player gets priority)."""
    for _ in _DECLARATIONS:
        waiting = a.waiting()
        if waiting.get("type") not in _DECLARATIONS:
            return
        _advance_once(a, waiting["type"], waiting.get("data") or {})


def _resolve(a: PhaseGame, act: dict[str, Any]) -> None:
    """CR 117.4: all players pass in succession; the top of the stack resolves."""
    stack = a.call(a.game.stack)
    if not stack:
        raise PhaseRefusal("the stack is empty", "117.4")
    top = stack[-1]["id"]
    for passes in range(len(a.seats) + 1):
        waiting = a.waiting()
        if waiting.get("type") in _MAY_PROMPTS and passes == 0:
            raise PhaseUnsupported(f"phase asks for {waiting['type']} before the stack resolves: no step decides it")
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
    (`OrderTriggers`, 603.3b), cards (`SelectCards`, 608.2d) or a division of combat damage
    (`AssignCombatDamage`, 510.1c)."""
    if act.get("modes"):
        raise PhaseUnsupported("the adapter can't announce the mode of a modal triggered ability (CR 603.3c)")
    if "x" in act:
        raise PhaseUnsupported("the adapter can't choose the X of an offer to pay {X} (CR 107.3f)")
    if "accept" in act:
        raise PhaseUnsupported("the adapter can't answer a yes-or-no choice or an offer to pay (CR 608.2d, 608.2g)")
    if "color" in act:
        raise PhaseUnsupported("the adapter can't choose a colour as a permanent enters (CR 614.12a)")
    if "words" in act:
        raise PhaseUnsupported("the adapter can't choose the words a text-changing effect replaces (CR 612.1)")
    seat = a.seat(act["player"])
    waiting = a.waiting()
    kind, data = waiting.get("type"), waiting.get("data") or {}
    if data.get("player") != seat or kind == "Priority":
        raise PhaseRefusal(f"{act['player']} has no choice to make", "117.1")
    if "assignment" in act:  # how a creature's combat damage is divided (510.1c, 702.19b)
        if kind != "AssignCombatDamage":
            raise PhaseRefusal(f"{act['player']} has no combat damage to assign", "510.1c")
        combat.assign(a, seat, data, act["assignment"])
        return
    cards = [a.obj(r)["id"] for r in act.get("cards") or []]
    players = [a.seat(p) for p in act.get("players") or []]
    if kind in TARGET_PROMPTS:
        targets: list[dict[str, int] | None] = [{"Player": p} for p in players] + [{"Object": c} for c in cards]
        for target in targets or [None]:  # choosing nothing: phase says whether the target may be skipped
            a.apply(seat, {"type": "ChooseTarget", "data": {"target": target}})
    elif players:
        raise PhaseUnsupported(f"choosing a player when phase asks for {kind}")
    elif kind == "ChooseLegend":  # the legend rule: the one permanent to keep (CR 704.5j)
        a.apply(seat, {"type": "ChooseLegend", "data": {"keep": cards[0] if len(cards) == 1 else None}})
    elif kind == "OrderTriggers":
        order = trigger_order(data.get("triggers") or [], cards)
        a.apply(seat, {"type": "OrderTriggers", "data": {"order": order}})
    elif kind == "OptionalEffectChoice":  # "you may [do it to that card]": the card chosen, or nothing (608.2d)
        a.apply(seat, {"type": "DecideOptionalEffect", "data": {"accept": bool(cards)}})
    elif kind in _MAY_PROMPTS:
        raise PhaseUnsupported(f"answering phase's {kind} with cards")
    elif kind in READ:  # cards chosen while resolving (608.2d), or discarded to hand size (514.1)
        a.apply(seat, {"type": "SelectCards", "data": {"cards": cards}})
    else:  # a state the adapter doesn't read (a replacement effect's order, say) is one it can't answer either
        raise unread(kind)


def _advance(a: PhaseGame, act: dict[str, Any]) -> None:
    """All players pass with an empty stack until the step (or the next turn's precombat main phase), as the
    reference does: the game stays where a triggered ability goes on the stack or a choice waits (500.2). The
    declaration phase asks for as the step advanced to begins is left to the scenario (508.1, 509.1: turn-based
    actions, before priority); those of steps on the way are made as none, so an advance past the declare
    attackers step to a step it skips is refused (508.8)."""
    to = act.get("to", "next_turn")
    target = STEPS.get("precombat_main" if to == "next_turn" else to)
    if target is None:
        raise PhaseRefusal(f"unknown step {to!r}")
    if a.call(a.game.stack):
        raise PhaseRefusal("the stack is not empty", "500.2")
    start = (*_step(a), combat.first_strike_step(a))
    moved = left = False  # left: the game has gone on from the step it was in (to its next turn's, if the same)
    for _ in range(MAX_PASSES):
        waiting = a.waiting()
        kind, data = waiting.get("type"), waiting.get("data") or {}
        if kind == "GameOver" or (moved and _stays(a, kind)):
            return  # the game ended on the way (CR 104.1), or it stays in this step (500.2)
        left = left or _step(a) != start[:2] or _leaves_first_strike_step(a, start, target)
        if left and _step(a)[1] == target and (to != "next_turn" or _step(a)[0] > start[0]):
            if kind in _DECLARATIONS and STEPS.get(to) != kind:
                _advance_once(a, kind, data)  # the step's declaration is the scenario's; others' are none
            return
        if kind == "DeclareAttackers" and target in ("DeclareBlockers", "CombatDamage"):
            raise PhaseRefusal("no creature attacks: the declare blockers and combat damage steps are skipped", "508.8")
        events = _advance_once(a, kind, data)
        moved = True
        _check_not_passed_by(a, target, events)
    raise PhaseRefusal(f"the game did not reach {to} within {MAX_PASSES} passes")


_DECLARATIONS = ("DeclareAttackers", "DeclareBlockers")


def _leaves_first_strike_step(a: PhaseGame, start: tuple[Any, ...], target: str) -> bool:
    """Phase stays in `CombatDamage` for both combat damage steps (CR 510.4): an advance to combat damage from the
    first of them goes on to the second."""
    return target == "CombatDamage" and bool(start[2]) and not combat.first_strike_step(a)
_MAY_PROMPTS = ("OptionalEffectChoice", "CastOffer")  # phase's yes/no decisions: "you may ...", madness (702.35a)


def _step(a: PhaseGame) -> tuple[int, str]:
    """The turn number and the step phase is in."""
    return a.call(lambda: a.game.turn), a.call(lambda: a.game.phase)


def _stays(a: PhaseGame, kind: str | None) -> bool:
    """A triggered ability on the stack, or a choice other than the declarations: players can't pass with an
    empty stack any more, so the game stays in this step (500.2)."""
    return kind not in ("Priority", *_DECLARATIONS) or bool(a.call(a.game.stack))


def _advance_once(a: PhaseGame, kind: str | None, data: dict[str, Any]) -> list[dict[str, Any]]:
    """One pass, or no attackers / no blockers declared; the events phase reports for it."""
    if kind == "Priority":
        result = a.apply(data["player"], {"type": "PassPriority"})
    elif kind == "DeclareAttackers":
        result = a.apply(data["player"], {"type": "DeclareAttackers", "data": {"attacks": []}})
        combat.mark_declared(a, kind, data["player"])
    elif kind == "DeclareBlockers":
        result = a.apply(data["player"], {"type": "DeclareBlockers", "data": {"assignments": []}})
        combat.mark_declared(a, kind, data["player"])
    else:  # a choice waits before anyone passed: phase is asked, and refuses the pass
        result = a.apply(data.get("player", 0), {"type": "PassPriority"})
    return result.get("events", [])


def _check_not_passed_by(a: PhaseGame, target: str, events: list[dict[str, Any]]) -> None:
    """Phase gives no priority in the untap and cleanup steps (502.4, 514.3) and goes on through them within one
    pass: when it entered the step advanced to and left it again, it can't be stopped there (the action is
    atomic: the game goes back to before the advance)."""
    entered = any(e.get("type") == "PhaseChanged" and (e.get("data") or {}).get("phase") == target for e in events)
    if entered and a.call(lambda: a.game.phase) != target and a.waiting().get("type") != "GameOver":
        raise PhaseUnsupported(
            f"advancing to {PHASE_STEPS.get(target, target)}: phase gives no priority there and goes on through "
            "the step within the same pass, so it can't be stopped in it"
        )


def perform(a: PhaseGame, act: dict[str, Any]) -> None:
    """One protocol action; once the game is over, no player can take one (CR 104.1)."""
    if a.waiting().get("type") == "GameOver":
        raise PhaseRefusal("the game is over", "104.1")
    mid_cast = staging.guard(a, act)
    if act["kind"] not in combat.DECLARATIONS:
        _declare_none(a)  # a player who acts without declaring declared none (508.1, 509.1)
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
    "declare_attackers": combat.declare_attackers,
    "declare_blockers": combat.declare_blockers,
}

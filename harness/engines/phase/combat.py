"""Combat through phase (CR 506-511): the protocol's declarations become phase's `DeclareAttackers` and
`DeclareBlockers` actions, and who attacks and blocks is read back from the combat in phase's exported state.

Phase asks for the declarations as prompts (`WaitingFor::DeclareAttackers`, `DeclareBlockers`) when the step
begins, before any player has priority, as 508.1 and 509.1 make them turn-based actions."""

from __future__ import annotations

import re
from typing import Any

from harness.engines.phase.game import PhaseGame
from harness.engines.phase.vocabulary import PHASE_STEPS, PhaseRefusal, PhaseUnsupported

DECLARATIONS = {"declare_attackers": "DeclareAttackers", "declare_blockers": "DeclareBlockers"}
_RULES = {"declare_attackers": "508.1", "declare_blockers": "509.1"}
_VERBS = {"declare_attackers": "attack", "declare_blockers": "block"}


def _declared(a: PhaseGame, kind: str, seat: int) -> bool:
    """Whether phase asked `seat` for this declaration this turn and got it (phase records a declaration of none
    it made itself, having found no creature able to, as it records one it was given)."""
    return (a.call(lambda: a.game.turn), DECLARATIONS[kind], seat) in a.declared


def mark_declared(a: PhaseGame, prompt: str, seat: int) -> None:
    """Phase's `prompt` (`DeclareAttackers`, `DeclareBlockers`) was answered for `seat` this turn."""
    a.declared.add((a.call(lambda: a.game.turn), prompt, seat))


def _prompt(a: PhaseGame, kind: str, player: str, named: bool) -> int | None:
    """The seat of `player`, whom phase asks for this declaration now; refused otherwise: the declaration is made
    as its step begins (508.1, 509.1), by the active player (508.1) or a defending player (509.1). None when phase
    skipped the prompt in its step as no creature could be declared: declaring none is then done already, and
    naming one is refused without a rule (phase doesn't say why none can)."""
    seat = a.seat(player)
    waiting = a.waiting()
    if waiting.get("type") != DECLARATIONS[kind]:
        step = PHASE_STEPS.get(a.call(lambda: a.game.phase), "another step")
        if step == kind and not _declared(a, kind, seat):
            if named:
                raise PhaseRefusal(f"phase found none of {player}'s creatures able to {_VERBS[kind]}")
            return None
        raise PhaseRefusal(f"no {kind.replace('_', ' ')} is asked for in {step}", _RULES[kind])
    if (waiting.get("data") or {}).get("player") != seat:
        raise PhaseRefusal(f"{player} doesn't declare {kind.split('_')[1]} now", _RULES[kind])
    return seat


# Phase's refusals of a declaration that name no rule, read in the declaration's context: the rule it applies
_ATTACKING = ((re.compile(r"^ObjectId\(\d+\) is tapped$"), "508.1a"),)  # an attacker must be untapped
_BLOCKING = (
    (re.compile(r"^ObjectId\(\d+\) is tapped$"), "509.1a"),  # a blocker must be untapped
    (re.compile(r"^ObjectId\(\d+\) can't block$"), "509.1b"),  # a restriction on blocking
    (re.compile(r"^ObjectId\(\d+\) must be blocked by \d+ or more creatures$"), "509.1b"),  # (menace: 702.111b)
)


def _declare(a: PhaseGame, seat: int, action: dict[str, Any], rules: tuple[tuple[re.Pattern[str], str], ...]) -> None:
    try:
        a.apply(seat, action)
    except PhaseRefusal as exc:
        rule = exc.rule or next((r for pattern, r in rules if pattern.match(str(exc))), None)
        raise PhaseRefusal(str(exc), rule) from exc
    mark_declared(a, action["type"], seat)


def declare_attackers(a: PhaseGame, act: dict[str, Any]) -> None:
    """CR 508.1: each creature named attacks the player or planeswalker named (phase's `Planeswalker` attack target,
    508.1b); phase checks the declaration (508.1a-d), asks for the costs to attack, which are paid (508.1h-j), and
    taps the attackers (508.1f)."""
    seat = _prompt(a, "declare_attackers", act["player"], bool(act["attackers"]))
    if seat is None:
        return
    attacks = [[a.obj(e["attacker"])["id"], _attack_target(a, e["defender"])] for e in act["attackers"]]
    _declare(a, seat, {"type": "DeclareAttackers", "data": {"attacks": attacks, "bands": []}}, _ATTACKING)
    if a.waiting().get("type") == "CombatTaxPayment":  # costs to attack (508.1h), paid as the declaration says
        try:
            a.apply(seat, {"type": "PayCombatTax", "data": {"accept": True}})
        except PhaseRefusal as exc:  # "Cannot pay mana cost": here the cost to attack (508.1j)
            raise PhaseRefusal(str(exc), "508.1j" if exc.rule == "601.2h" else exc.rule) from exc


def _attack_target(a: PhaseGame, defender: str) -> dict[str, Any]:
    """phase's attack target: a player's seat, or a planeswalker's object id (508.1b)."""
    if defender in a.seats:
        return {"type": "Player", "data": a.seat(defender)}
    return {"type": "Planeswalker", "data": a.obj(defender)["id"]}


def declare_blockers(a: PhaseGame, act: dict[str, Any]) -> None:
    """CR 509.1: each creature named blocks the attacking creature named; phase checks the declaration
    (509.1a-c)."""
    seat = _prompt(a, "declare_blockers", act["player"], bool(act["blockers"]))
    if seat is None:
        return
    pairs = [[a.obj(e["blocker"])["id"], a.obj(e["attacker"])["id"]] for e in act["blockers"]]
    _declare(a, seat, {"type": "DeclareBlockers", "data": {"assignments": pairs}}, _BLOCKING)


def declaring_priority(a: PhaseGame) -> int | None:
    """While phase asks for a declaration, the protocol's priority holder: the active player, who receives
    priority once it is made (508.2, 509.2), and whose acting otherwise declares none."""
    if a.waiting().get("type") not in DECLARATIONS.values():
        return None
    return a.call(a.game.state)["state"]["active_player"]


def _combat(a: PhaseGame) -> dict[str, Any]:
    return a.call(a.game.state)["state"].get("combat") or {}


def attackers(a: PhaseGame, q: dict[str, Any]) -> list[dict[str, Any]]:
    """CR 508.1k: the attacking creatures and the player each attacks."""
    found = []
    for entry in _combat(a).get("attackers") or []:
        target = entry.get("attack_target") or {}
        if target.get("type") == "Planeswalker":  # 508.1b: named by its card name
            found.append({"attacker": a.name_of(entry["object_id"]), "defender": a.name_of(target.get("data"))})
            continue
        defender = target.get("data") if target.get("type") == "Player" else entry.get("defending_player")
        found.append({"attacker": a.name_of(entry["object_id"]), "defender": a.name_of_seat(defender)})
    return found


def blockers(a: PhaseGame, q: dict[str, Any]) -> list[dict[str, Any]]:
    """CR 509.1g: the blocking creatures and the attacking creature each blocks."""
    pairs = []
    for blocker, blocked in (_combat(a).get("blocker_to_attacker") or {}).items():
        for attacker in blocked if isinstance(blocked, list) else [blocked]:
            pairs.append({"blocker": a.name_of(int(blocker)), "attacker": a.name_of(attacker)})
    return pairs


def combat_step(a: PhaseGame, q: dict[str, Any]) -> str | None:
    """CR 506.1: the step of the combat phase, `first_combat_damage` for the first of two damage steps (510.4):
    phase stays in `CombatDamage` for both and records that the first-strike step was taken."""
    step = PHASE_STEPS.get(a.call(lambda: a.game.phase))
    if step not in ("beginning_of_combat", "declare_attackers", "declare_blockers", "combat_damage", "end_of_combat"):
        return None
    if step == "combat_damage" and first_strike_step(a):
        return "first_combat_damage"
    return step


def first_strike_step(a: PhaseGame) -> bool:
    """Phase is in the first of two combat damage steps (CR 510.4): first-strike damage was dealt and the regular
    damage wasn't yet."""
    combat = _combat(a)
    return bool(combat.get("first_strike_done")) and not combat.get("regular_damage_done")


def assignment_choice(a: PhaseGame, data: dict[str, Any]) -> dict[str, Any]:
    """Phase's `AssignCombatDamage` as the protocol's `assign_combat_damage` (CR 510.1c, 702.19b): the creature,
    its blockers and, with trample, the player it attacks, and its damage to divide."""
    options = [a.name_of(b["blocker_id"]) for b in data.get("blockers") or []]
    target = data.get("attack_target") or {}
    if data.get("trample") and target.get("type") == "Player":
        options.append(a.name_of_seat(target["data"]))
    return {
        "kind": "assign_combat_damage",
        "player": a.name_of_seat(data.get("player")),
        "source": a.name_of(data.get("attacker_id")),
        "options": options,
        "max": data.get("total_damage"),
    }


def assign(a: PhaseGame, seat: int, data: dict[str, Any], assignment: list[dict[str, Any]]) -> None:
    """Answer `AssignCombatDamage` with the protocol's assignment: each blocker's share, and the share of the
    player attacked (trample damage, 702.19b); phase checks it (510.1c-e)."""
    target = data.get("attack_target") or {}
    attacked = target.get("data") if target.get("type") == "Player" else None
    shares: list[list[int]] = []
    to_player = 0
    for entry in assignment:
        if entry["to"] in a.seats:
            if a.seats[entry["to"]] != attacked:  # phase's action has one share for the player attacked, no other
                raise PhaseUnsupported(f"assigning combat damage to {entry['to']}, whom the creature doesn't attack")
            to_player += entry["amount"]
            continue
        shares.append([a.obj(entry["to"])["id"], entry["amount"]])  # a creature that doesn't block: phase judges
    answer = {"mode": "Normal", "assignments": shares, "trample_damage": to_player, "controller_damage": 0}
    a.apply(seat, {"type": "AssignCombatDamage", "data": answer})

"""Declaring attackers (CR 508): which creatures attack, whom, with their requirements, restrictions and costs."""

from __future__ import annotations

from typing import Any

from .combat import state
from .continuous import characteristics, has_keyword
from .errors import RulesError
from .filters import matches
from .game import Event, Game
from .mana import ManaCost
from .objects import GameObject
from .triggers import emit
from .vocabulary import Static


def creature_you_control(game: Game, ref: str, player: str, rule: str) -> GameObject:
    obj = game.resolve_ref(ref)
    if obj.zone != "battlefield" or obj.controller != player or not characteristics(game, obj).is_a("Creature"):
        raise RulesError(f"{obj.name} is not a creature {player} controls on the battlefield", rule=rule)
    return obj


def at_start_of_step(game: Game, step: str, rule: str) -> None:
    """The declaration is the step's first turn-based action: before anyone acts in the step (CR 508.1, 509.1)."""
    if game.step != step:
        raise RulesError(f"this is declared as the {step} step begins, not in the {game.step} step", rule=rule)
    if game.stack or game.passes or game.pending_choice is not None or game.priority not in ("", game.active):
        raise RulesError(f"the {step} step's declaration comes before any player acts in it", rule=rule)


def declare_attackers(game: Game, player: str, declared: list[dict[str, Any]]) -> None:
    """CR 508.1: the active player chooses untapped creatures they control (508.1a) that have haste or have been
    under their control continuously since their most recent turn began (302.6, 702.10b), none with defender
    (702.3b), and which opponent, or planeswalker an opponent controls, each attacks (508.1b), obeying their
    restrictions (508.1c) and as many requirements as they can (508.1d); attacking taps them (508.1f) unless they
    have vigilance (702.20b). Each becomes an attacking creature (508.1k), and abilities that trigger on its
    attacking trigger (508.1m, 508.3a)."""
    at_start_of_step(game, "declare_attackers", "508.1")
    combat = state(game)
    if not _is_attacking_player(game, player):
        raise RulesError(
            f"{player} is not the attacking player: the active player declares attackers (CR 506.2)", rule="506.2"
        )
    if combat.attackers_declared:
        raise RulesError("attackers were already declared this combat (CR 508.1)", rule="508.1")
    chosen: list[tuple[GameObject, str]] = []
    planeswalkers: dict[int, GameObject] = {}
    for entry in declared:
        obj = creature_you_control(game, entry["attacker"], player, "508.1a")
        defender = entry["defender"]
        if defender not in game.players:
            walker = _attackable_planeswalker(game, player, obj, defender)
            planeswalkers[obj.oid], defender = walker, walker.controller
        if defender not in game.opponents(player) or game.player(defender).lost is not None:
            raise RulesError(f"{obj.name} can attack only an opponent in the game (CR 508.1b)", rule="508.1b")
        if any(o.oid == obj.oid for o, _ in chosen):
            raise RulesError(f"{obj.name} is declared as an attacker twice (CR 508.1a)", rule="508.1a")
        refusal = _unable_to_attack(game, obj)
        if refusal is not None:
            raise refusal
        chosen.append((obj, defender))
    attackers = [obj for obj, _ in chosen]
    _check_restrictions(game, player, attackers)
    _check_requirements(game, player, attackers)
    attacked_players = [defender for obj, defender in chosen if obj.oid not in planeswalkers]
    _pay_to_attack(game, player, _cost_to_attack(game, attacked_players))
    for obj, defender in chosen:
        if _taps_to_attack(game, obj):
            obj.tapped = True  # CR 508.1f; not a cost
        combat.attackers[obj.oid] = (defender, player)
        if obj.oid in planeswalkers:
            combat.planeswalkers[obj.oid] = (planeswalkers[obj.oid].oid, defender)
    combat.attackers_declared = True
    _record_attacked(game, player, chosen)
    _attack_triggers(game, player, chosen)


def _attackable_planeswalker(game: Game, player: str, attacker: GameObject, ref: str) -> GameObject:
    """CR 508.1b, 506.2: a creature may attack a planeswalker the defending player (an opponent) controls; its
    controller is then the player that creature's attack makes a defending player (509.1a)."""
    walker = game.resolve_ref(ref)
    if not game.on_battlefield(walker) or not characteristics(game, walker).is_a("Planeswalker"):
        raise RulesError(f"{attacker.name} can attack only a player or a planeswalker (CR 506.3)", rule="506.3")
    if walker.controller not in game.opponents(player):
        raise RulesError(
            f"{attacker.name} can attack only a planeswalker an opponent controls, not {walker.name} (CR 508.1b)",
            rule="508.1b",
        )
    return walker


def _attack_triggers(game: Game, player: str, chosen: list[tuple[GameObject, str]]) -> None:
    """CR 508.1m: abilities that trigger on attackers being declared trigger; "whenever [a creature] attacks" if that
    creature is declared as an attacker (508.3a), one event for each."""
    for obj, defender in chosen:
        emit(game, Event("attacks", player, obj, {"defender": defender}))
    if len(chosen) == 1:  # CR 506.5: the only creature declared as an attacker attacks alone
        emit(game, Event("attacks_alone", player, chosen[0][0]))


def _record_attacked(game: Game, player: str, chosen: list[tuple[GameObject, str]]) -> None:
    """CR 508.6: a player has "attacked [a player]" if they declared one or more creatures attacking that player;
    remembered for the rest of the turn, after those creatures stop attacking."""
    game.player(player).attacked_this_turn.update(defender for _, defender in chosen)


def _is_attacking_player(game: Game, player: str) -> bool:
    """CR 506.2: during the combat phase the active player is the attacking player, whose creatures may attack; the
    active player declares attackers (508.1)."""
    return player == game.active


def _unable_to_attack(game: Game, obj: GameObject) -> RulesError | None:
    """Why `obj` can't be declared as an attacker at all, whatever else attacks: it is tapped (CR 508.1a), it hasn't
    been under its controller's control since their turn began and has no haste (302.6), or it has defender
    (702.3b)."""
    if not _untapped(game, obj):
        return RulesError(f"{obj.name} is tapped: only untapped creatures attack (CR 508.1a)", rule="508.1a")
    if not _controlled_since_turn_began(game, obj):
        return RulesError(
            f"{obj.name} hasn't been under {obj.controller}'s control continuously since their most recent turn "
            "began (CR 302.6)",
            rule="302.6",
        )
    if _defender_forbids(game, obj):
        return RulesError(f"{obj.name} has defender: it can't attack (CR 702.3b)", rule="702.3b")
    return None


def _untapped(game: Game, obj: GameObject) -> bool:
    """CR 508.1a: the creatures chosen to attack must be untapped."""
    return not obj.tapped


def _defender_forbids(game: Game, obj: GameObject) -> bool:
    """CR 702.3b: a creature with defender can't attack."""
    return has_keyword(game, obj, "Defender")


def _check_requirements(game: Game, player: str, attackers: list[GameObject]) -> None:
    """CR 508.1d: the declaration must obey as many requirements ("attacks each combat if able", an
    `attacks_if_able` static ability) as can be obeyed without disobeying a restriction. A creature under such a
    requirement left out is a requirement disobeyed if it could have joined the attack: untapped, able to attack
    (302.6, 702.3b), with the restrictions still obeyed with it, and free to attack some opponent: a cost to attack
    is never required to be paid."""
    declared = {o.oid for o in attackers}
    for obj in game.permanents():
        if obj.oid in declared or obj.controller != player or not characteristics(game, obj).is_a("Creature"):
            continue
        if not any(a.kind == "attacks_if_able" for a in obj.behaviour.of(Static)):
            continue
        if _unable_to_attack(game, obj) is not None or not _restrictions_obeyed(game, player, [*attackers, obj]):
            continue
        if all(_cost_to_attack(game, [opponent]) for opponent in game.opponents(player)):
            continue  # it can't attack unless a cost is paid, which no requirement obliges the player to pay
        raise RulesError(
            f"{obj.name} attacks each combat if able, and it is able: it must attack (CR 508.1d)", rule="508.1d"
        )


def _cost_to_attack(game: Game, defenders: list[str]) -> int:
    """CR 508.1h: the total cost to attack, in generic mana: for each creature attacking a player who controls a
    permanent with an `attack_tax` static ability ("creatures can't attack you unless their controller pays {2} for
    each creature they control that's attacking you"), that much."""
    total = 0
    for perm in game.permanents():
        for ability in perm.behaviour.of(Static):
            if ability.kind == "attack_tax":
                total += ability.params["generic"] * defenders.count(perm.controller)
    return total


def _pay_to_attack(game: Game, player: str, generic: int) -> None:
    """CR 508.1j: the active player pays the total cost to attack with mana in their pool, all of it or none
    (partial payments are not allowed): without enough, the declaration is illegal."""
    if not generic:
        return
    pool = game.player(player).pool
    if pool.payment_for(ManaCost(generic=generic)) is None:
        raise RulesError(
            f"attacking costs {{{generic}}} and {player}'s mana pool holds {pool or 'no mana'} (CR 508.1h, 508.1j)",
            rule="508.1j",
        )
    pool.pay(ManaCost(generic=generic))


def _restrictions_obeyed(game: Game, player: str, attackers: list[GameObject]) -> bool:
    try:
        _check_restrictions(game, player, attackers)
    except RulesError:
        return False
    return True


def _check_restrictions(game: Game, player: str, attackers: list[GameObject]) -> None:
    """CR 508.1c: an attacker's restrictions ("can't attack unless you control a 1/1 creature", a `cant_attack_unless`
    static ability) must be obeyed by the declaration as a whole."""
    for obj in attackers:
        for ability in obj.behaviour.of(Static):
            if ability.kind == "cant_attack_unless" and not _restriction_met(game, player, obj, ability):
                raise RulesError(f"{obj.name} can't attack: its restriction isn't met (CR 508.1c)", rule="508.1c")


def _restriction_met(game: Game, player: str, obj: GameObject, ability: Static) -> bool:
    spec = ability.params["you_control"]
    return any(matches(game, perm, spec, player, obj) for perm in game.permanents())


def _controlled_since_turn_began(game: Game, obj: GameObject) -> bool:
    """CR 302.6: a creature attacks only if it has been under its controller's control continuously since their
    most recent turn began, unless it has haste (702.10b)."""
    return not obj.summoning_sick or has_keyword(game, obj, "Haste")


def _taps_to_attack(game: Game, obj: GameObject) -> bool:
    """CR 508.1f: attacking taps the creature, unless it has vigilance (702.20b)."""
    return not has_keyword(game, obj, "Vigilance")

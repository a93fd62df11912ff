"""Combat damage (CR 510): first and double strike's two steps, assignment, damage dealt at once.

Assigning a creature's combat damage is a choice the rules leave to its controller when it is blocked by two or
more creatures (510.1c) or has trample and more damage than its blockers need (702.19b): the game then waits for
the answer (`CombatDamageChoice`), the active player's creatures first (510.1). A forced assignment is made at once.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, ClassVar

from .choices import ask
from .combat import FIRST_STEP, Combat, attacked, attacking_creatures, blocking_creatures, state
from .continuous import characteristics, has_keyword
from .effects import deal_damage
from .errors import RulesError
from .game import Game
from .objects import GameObject

Assignment = list[tuple[GameObject, GameObject | str, int]]  # (source, recipient, amount)


def _strikes_first(game: Game, obj: GameObject) -> bool:
    return has_keyword(game, obj, "First strike") or has_keyword(game, obj, "Double strike")


def _strikes_again(game: Game, obj: GameObject) -> bool:
    """CR 702.4b: a creature that has double strike deals damage in the second combat damage step too."""
    return has_keyword(game, obj, "Double strike")


def combat_damage_step(game: Game) -> None:
    """CR 510.1-510.2, the combat damage step's turn-based actions. If an attacking or blocking creature has first
    strike or double strike as the step begins, only those assign damage in it, and a second combat damage step
    follows (510.4, 702.7b, 702.4b), in which the others and those with double strike assign theirs."""
    combat = state(game)
    fighters = [*attacking_creatures(game), *(b for b, _ in blocking_creatures(game))]
    if combat.damage_step == "" and any(_strikes_first(game, o) for o in fighters):
        combat.damage_step = FIRST_STEP
        combat.struck_first = {o.oid for o in fighters if _strikes_first(game, o)}
        dealing = [o for o in fighters if o.oid in combat.struck_first]
    else:
        second = combat.damage_step == FIRST_STEP
        combat.damage_step = "combat_damage"
        dealing = [o for o in fighters if not second or o.oid not in combat.struck_first or _strikes_again(game, o)]
    _deal_combat_damage(game, dealing)


def _power(game: Game, obj: GameObject) -> int:
    """CR 510.1a: a creature assigns combat damage equal to its power, as it is now."""
    return characteristics(game, obj).power or 0


def _deal_combat_damage(game: Game, dealing: list[GameObject]) -> None:
    """CR 510.1: each creature assigns damage equal to its power (none at 0 or less, 510.1a): an unblocked attacker
    to the player it attacks (510.1b), a blocked one to its blockers (none if they are gone, 510.1c, unless it has
    trample, 702.19d), a blocker to the creature it blocks (510.1d). The active player's free assignments are asked
    for first, then the defending player's (510.1); then all of it is dealt at once (510.2)."""
    combat = state(game)
    dealing_ids = {o.oid for o in dealing}
    pairs = blocking_creatures(game)
    assigned: Assignment = []
    asked: list[CombatDamageChoice] = []
    for attacker in attacking_creatures(game):
        power = _power(game, attacker)
        if attacker.oid not in dealing_ids or power <= 0:
            continue
        if not _blocked(combat, attacker, pairs):
            assigned.extend(_unblocked_assignment(game, attacker, power))
            continue
        blockers = [b for b, a in pairs if a.oid == attacker.oid]
        forced = _forced_assignment(game, attacker, blockers, power)
        if forced is None:
            asked.append(CombatDamageChoice(attacker.controller, attacker, blockers, power))
        else:
            assigned.extend(forced)
    for blocker, attacker in pairs:
        power = _power(game, blocker)
        if blocker.oid in dealing_ids and power > 0:
            assigned.extend(_blocker_assignment(blocker, attacker, power))
    _ask_in_turn(game, asked, assigned)


def _unblocked_assignment(game: Game, attacker: GameObject, power: int) -> Assignment:
    """CR 510.1b: an unblocked creature assigns its combat damage to the player or planeswalker it attacks; none if it
    attacks nothing (its planeswalker was removed from combat, 506.4c)."""
    target = attacked(game, attacker)
    return [] if target is None else [(attacker, target, power)]


def _blocker_assignment(blocker: GameObject, attacker: GameObject, power: int) -> Assignment:
    """CR 510.1d: a blocking creature assigns its combat damage to the creature it blocks (it blocks one: that one
    gets all of it)."""
    return [(blocker, attacker, power)]


# How the active player receives priority once the last assignment is made (510.3): `priority`, which drives the
# steps that import this module, registers its `give_priority` here.
GIVE_PRIORITY: list[Callable[[Game, str], None]] = []


def _ask_in_turn(game: Game, asked: list[CombatDamageChoice], assigned: Assignment) -> None:
    """Each free assignment waits for its creature's controller in turn; once none is left, the damage is dealt, and
    the active player receives priority (510.3) after state-based actions and triggers (117.5)."""
    if not asked:
        _deal_at_once(game, assigned)
        return
    choice, rest = asked[0], asked[1:]

    def answered(more: Assignment) -> None:
        game.pending_choice = None
        _ask_in_turn(game, rest, assigned + more)
        if game.pending_choice is None:
            for give in GIVE_PRIORITY:
                give(game, game.active)

    choice.complete = answered
    ask(game, choice)


def _deal_at_once(game: Game, assigned: list[tuple[GameObject, GameObject | str, int]]) -> None:
    """CR 510.2: all combat damage assigned is dealt simultaneously: no state-based action is performed in between,
    so a creature destroyed by it still deals its own."""
    for source, target, amount in assigned:
        deal_damage(game, source, target, amount)


def _blocked(combat: Combat, attacker: GameObject, pairs: list[tuple[GameObject, GameObject]]) -> bool:
    """CR 509.1h: an attacker with blockers declared for it stays blocked though they are removed from combat since;
    it then assigns no combat damage (510.1c)."""
    return attacker.oid in combat.blocked


def _tramples(game: Game, attacker: GameObject) -> bool:
    """CR 702.19a: trample changes how an attacking creature assigns its combat damage."""
    return has_keyword(game, attacker, "Trample")


def _lethal(game: Game, attacker: GameObject, blocker: GameObject) -> int:
    """CR 702.19b: lethal damage counts the damage already marked on the blocker; any nonzero amount from a source
    with deathtouch is lethal (702.2c)."""
    if has_keyword(game, attacker, "Deathtouch"):
        return 1
    return max((characteristics(game, blocker).toughness or 0) - blocker.damage, 0)


def _forced_assignment(game: Game, attacker: GameObject, blockers: list[GameObject], power: int) -> Assignment | None:
    """The assignment of a blocked attacker when its controller has no choice, else None. CR 510.1c: with no
    blocker left it assigns none, with exactly one that one gets all of it; with trample and no blocker left, the
    player gets all of it (702.19d), and with one blocker needing all its damage to be lethal, the blocker does."""
    tramples = _tramples(game, attacker)
    if not blockers:
        return _unblocked_assignment(game, attacker, power) if tramples else []
    if len(blockers) > 1:
        return None
    if tramples and power > _lethal(game, attacker, blockers[0]):
        return None
    return [(attacker, blockers[0], power)]


@dataclass
class CombatDamageChoice:
    """CR 510.1c, 702.19b: `player` divides `source`'s `power` combat damage among its blockers (and, with trample,
    the player it attacks); the answer is checked as a whole (510.1e) and refused, nothing done, if illegal."""

    rule: ClassVar[str] = "510.1c"  # the rule a pending choice of this kind comes from

    player: str
    source: GameObject
    blockers: list[GameObject]
    power: int
    complete: Callable[[Assignment], None] = lambda _: None

    def _options(self, game: Game) -> list[GameObject | str]:
        target = attacked(game, self.source) if _tramples(game, self.source) else None
        return [*self.blockers, *([] if target is None else [target])]

    def describe(self) -> dict[str, Any]:
        game = self._game  # type: ignore[attr-defined]
        return {
            "kind": "assign_combat_damage",
            "player": self.player,
            "prompt": f"assign {self.source.name}'s {self.power} combat damage",
            "source": self.source.card_name,
            "options": [o if isinstance(o, str) else o.card_name for o in self._options(game)],
            "max": self.power,
        }

    def answer(self, game: Game, chosen: list[Any]) -> None:
        raise RulesError("combat damage is assigned with amounts for each recipient (`assignment`)", rule=self.rule)

    def answer_assignment(self, game: Game, entries: list[dict[str, Any]]) -> None:
        options = self._options(game)
        amounts: dict[int, int] = {}
        for entry in entries:
            recipient = entry.get("to")
            found = recipient if recipient in options else None
            if found is None and isinstance(recipient, str) and recipient not in game.players:
                obj = game.resolve_ref(recipient)
                found = next((o for o in options if isinstance(o, GameObject) and o.oid == obj.oid), None)
            if found is None:
                rule = "510.1c" if not _tramples(game, self.source) else "702.19b"
                raise RulesError(f"{self.source.name} can't assign combat damage to {recipient}", rule=rule)
            amount = int(entry.get("amount", 0))
            if amount < 0:
                raise RulesError("an amount of damage assigned can't be negative", rule="510.1e")
            index = options.index(found)
            amounts[index] = amounts.get(index, 0) + amount
        _check_assignment(game, self.source, options, amounts, self.power)
        self.complete([(self.source, options[i], n) for i, n in sorted(amounts.items()) if n > 0])


def _check_assignment(
    game: Game, source: GameObject, options: list[GameObject | str], amounts: dict[int, int], power: int
) -> None:
    """CR 510.1e: the assignment as a whole must follow 510.1a-d: all of the creature's power is assigned (510.1a);
    with trample, the player gets some only once every blocker is assigned lethal damage (702.19b, 702.2c)."""
    total = sum(amounts.values())
    if total != power:
        raise RulesError(f"{source.name} assigns {power} combat damage, not {total} (CR 510.1a)", rule="510.1a")
    to_player = sum(n for i, n in amounts.items() if not _is_blocker(game, options[i]))
    if to_player and not _blockers_assigned_lethal(game, source, options, amounts):
        raise RulesError(
            f"{source.name} assigns damage to the player only once each blocker is assigned lethal damage (CR 702.19b)",
            rule="702.19b",
        )


def _blockers_assigned_lethal(
    game: Game, source: GameObject, options: list[GameObject | str], amounts: dict[int, int]
) -> bool:
    """CR 702.19b: every blocking creature is assigned at least lethal damage."""
    return all(amounts.get(i, 0) >= _lethal(game, source, o) for i, o in enumerate(options) if _is_blocker(game, o))


def _is_blocker(game: Game, option: GameObject | str) -> bool:
    """Whether an option of a trampler's assignment is one of its blockers, not the player or planeswalker it
    attacks (510.1b)."""
    return isinstance(option, GameObject) and option.oid in state(game).blockers

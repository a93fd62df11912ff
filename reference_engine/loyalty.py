"""Loyalty abilities (CR 606): activated abilities with a loyalty symbol in their cost (606.2), activated only as a
sorcery and once each turn for each permanent (606.3); their cost is loyalty counters put on or removed from the
permanent (606.4), and a negative cost can't be paid with fewer loyalty counters than it removes (606.6)."""

from __future__ import annotations

from .continuous import Effect
from .errors import RulesError
from .game import Game
from .objects import GameObject
from .vocabulary import Activated


def activated_this_turn(game: Game, perm: GameObject) -> bool:
    """CR 606.3: whether a player has activated a loyalty ability of this permanent this turn. A permanent that left
    the battlefield and came back is a new object (400.7), whose abilities no one has activated yet."""
    return any(e.data.get("loyalty_activated") == perm.oid for e in game.effects)


def _can_activate_now(game: Game, player: str) -> bool:
    """CR 606.3: any time its controller has priority and the stack is empty during a main phase of their turn."""
    return game.is_main_phase_with_empty_stack(player)


def _enough_loyalty(perm: GameObject, cost: int) -> bool:
    """CR 606.6: a negative loyalty cost needs at least that many loyalty counters on the permanent."""
    return cost >= 0 or perm.counters.get("loyalty", 0) >= -cost


def check_activation(game: Game, player: str, perm: GameObject, ability: Activated) -> None:
    """Refuse a loyalty ability that CR 606.3 or 606.6 forbid activating now."""
    if not _can_activate_now(game, player):
        raise RulesError(
            f"{perm.name}'s loyalty ability can be activated only in a main phase of its controller's turn with the"
            " stack empty (CR 606.3)",
            rule="606.3",
        )
    if activated_this_turn(game, perm):
        raise RulesError(f"a loyalty ability of {perm.name} was already activated this turn (CR 606.3)", rule="606.3")
    cost = ability.cost.loyalty or 0
    if not _enough_loyalty(perm, cost):
        raise RulesError(
            f"{perm.name} has {perm.counters.get('loyalty', 0)} loyalty counters; a cost of {cost} can't be paid"
            " (CR 606.6)",
            rule="606.6",
        )


def pay_loyalty(game: Game, perm: GameObject, cost: int) -> None:
    """CR 606.4: the cost is to put on (a positive cost) or remove (a negative one) that many loyalty counters; the
    activation is remembered for the rest of the turn (606.3)."""
    perm.counters = {**perm.counters, "loyalty": perm.counters.get("loyalty", 0) + cost}
    game.effects.append(Effect(frozenset(), until="end_of_turn", data={"loyalty_activated": perm.oid}))

"""Casting spells (CR 601.2a-i), with timing (117.1a, 307.1), permissions (601.3) and land cards (305.9).

The whole process is one action: no player can act until it is done (601.2). If a step can't be
completed the game returns to the moment before the casting was proposed (601.2, 730).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .abilities import activate
from .continuous import characteristics
from .costs import CostPlan, alternative_costs, check_sacrifices, total_cost
from .errors import RulesError
from .game import Event, Game
from .objects import GameObject
from .permissions import has_flash_timing, permission_for
from .stack import StackEntry, give_priority, push, require_priority
from .targets import choose_targets
from .triggers import emit
from .zone_changes import sacrifice


@dataclass
class CastRequest:
    """What the caster announces: see the `cast` action of the adapter protocol."""

    player: str
    card: str
    from_zone: str | None = None
    alternative: list[str] = field(default_factory=list)
    sacrifice: list[str] = field(default_factory=list)
    x: int = 0
    kicked: int = 0
    targets: list[str] = field(default_factory=list)
    mana_abilities: list[dict[str, Any]] = field(default_factory=list)
    choices: dict[str, Any] = field(default_factory=dict)


def _check_may_cast(game: Game, req: CastRequest, card: GameObject) -> None:
    """CR 601.3: a rule or effect must allow it; timing (117.1a); land cards can't be cast (305.9)."""
    chars = characteristics(game, card)
    if chars.is_a("Land"):
        raise RulesError(f"{card.name} is a land card: it can be played as a land, never cast (CR 305.9)", rule="305.9")
    if (card.zone != "hand" or card.owner != req.player) and permission_for(game, req.player, card) is None:
        raise RulesError(f"{req.player} has no permission to cast {card.name} from the {card.zone}", rule="601.3")
    instant_speed = chars.is_a("Instant") or has_flash_timing(game, req.player, card)
    if not instant_speed and not game.is_main_phase_with_empty_stack(req.player):
        raise RulesError(
            f"{card.name} can be cast only in its controller's main phase with an empty stack", rule="117.1a"
        )


def _plan(game: Game, req: CastRequest, spell: GameObject, from_zone: str) -> CostPlan:
    """CR 601.2b: alternative cost (only one, 118.9a), X, kicker, what to sacrifice."""
    if len(req.alternative) > 1:
        raise RulesError("only one alternative cost can be applied to a spell (CR 118.9a)", rule="118.9a")
    plan = CostPlan(x=req.x, kicked=req.kicked)
    if req.alternative:
        available = alternative_costs(game, req.player, spell, from_zone)
        name = req.alternative[0]
        if name not in available:
            raise RulesError(f"{spell.name} can't be cast for the alternative cost {name!r} here", rule="118.9")
        plan.alternative = available[name]
    if req.kicked and spell.behaviour.kicker is None and spell.behaviour.multikicker is None:
        raise RulesError(f"{spell.name} has no kicker", rule="601.2b")
    if req.kicked > 1 and spell.behaviour.multikicker is None:
        raise RulesError(f"{spell.name} can be kicked only once", rule="702.33a")
    if req.x and not characteristics(game, spell).mana_cost.x:
        raise RulesError(f"{spell.name} has no X in its cost", rule="601.2b")
    plan.sacrifices = [game.resolve_ref(r) for r in req.sacrifice]
    check_sacrifices(game, req.player, spell, plan)
    return plan


def cast(game: Game, req: CastRequest) -> None:
    """CR 601.2: cast a spell, atomically."""
    require_priority(game, req.player)
    card = game.resolve_ref(req.card, req.from_zone)
    _check_may_cast(game, req, card)
    snapshot = game.snapshot()
    game.casting = True  # 601.2: from the proposal to the payment, no player can act
    try:
        _cast_steps(game, req, card)
    except RulesError:
        game.restore(snapshot)
        raise
    finally:
        game.casting = False
    give_priority(game, req.player)  # 601.2i: the caster gets priority; the cast triggers go on the stack first


def _cast_steps(game: Game, req: CastRequest, card: GameObject) -> None:
    from_zone = card.zone
    spell = game.move(card, "stack", req.player)  # 601.2a
    assert spell is not None
    plan = _plan(game, req, spell, from_zone)  # 601.2b
    spell.x, spell.kicked, spell.cast = plan.x, plan.kicked, True
    spell.chosen.update(req.choices)
    entry = StackEntry(req.player, obj=spell, x=plan.x)
    push(game, entry)
    entry.targets = choose_targets(game, req.player, spell.behaviour.targets, req.targets, spell)  # 601.2c
    cost = total_cost(game, req.player, spell, plan)  # 601.2f: locked in
    for mana in req.mana_abilities:  # 601.2g
        activate(
            game,
            req.player,
            mana["object"],
            mana.get("ability", 1),
            mana_choice=mana.get("mana"),
            during_payment=True,
        )
    player = game.player(req.player)
    before = player.mana_spent_on_spells
    spent = player.pool.pay(cost)  # 601.2h
    for obj in plan.sacrifices:
        if obj.zone != "battlefield":
            raise RulesError(f"{obj.name} is no longer on the battlefield to be sacrificed", rule="601.2h")
        sacrifice(game, obj)
    player.mana_spent_on_spells += spent
    game.last_paid[req.player] = str(cost) if spent else "{0}"
    emit(game, Event("expend", req.player, None, {"before": before, "after": player.mana_spent_on_spells}))
    emit(game, Event("cast", req.player, spell))  # 601.2i: the spell becomes cast

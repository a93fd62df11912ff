"""Casting spells (CR 601.2a-i), with timing (117.1a, 307.1), permissions (601.3) and land cards (305.9).

By default the whole process is one action. A staged cast stops between two of its steps (`STAGES`) until
`continue_cast`; meanwhile no player can act (601.2), except that the caster may activate mana abilities while
paying (601.2g). If a step can't be completed the game returns to the moment before the casting was proposed
(601.2, 730.1).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from . import rollback
from .abilities import activate
from .adventures import proposed
from .bestow import BESTOWED, bestowed_view
from .continuous import characteristics
from .costs import CostPlan, alternative_costs, check_sacrifices, total_cost
from .errors import RulesError, Unsupported
from .game import Event, Game
from .leaving_stack import EXILE_INSTEAD, follow_to_stack, may_cast_with_flashback
from .mana import ManaCost, parse_mana
from .objects import GameObject
from .offspring import PAID as OFFSPRING_PAID
from .offspring import offspring_cost
from .oracle import check_alternative_modelled
from .permissions import CastPermission, has_flash_timing, permission_for
from .priority import give_priority
from .prohibitions import check_may_begin, check_proposed
from .reversal import record
from .stack import StackEntry, push, require_priority
from .targets import announce_division, choose_targets, spell_targets
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
    division: list[int] = field(default_factory=list)  # the divided effect's amount for each target (601.2d)
    mana_abilities: list[dict[str, Any]] = field(default_factory=list)
    choices: dict[str, Any] = field(default_factory=dict)
    payment: str | None = None  # the mana from the pool that pays the total cost (601.2h); None: any
    adventure: bool = False  # an adventurer card cast as an Adventure (CR 715.3)
    offspring: bool = False  # its offspring cost is paid (CR 702.175a)


def _check_may_cast(game: Game, req: CastRequest, card: GameObject) -> tuple[bool, CastPermission | None]:
    """CR 601.3: a rule or effect must allow it; timing (117.1a); land cards can't be cast (305.9). Cast as an
    Adventure, only the Adventure's characteristics decide (601.3e, 715.3a), and so they decide whether an effect
    letting spells with certain qualities be cast as though they had flash applies (601.3b); cast bestowed, the
    Aura it will be decides (702.103d), so such an effect for Aura spells lets its caster begin (601.3b's own
    example). Returns whether only paying the spell's "as though it had flash" cost allows it now (the player may
    begin to cast it, 601.3c), and the permission it is cast with, if any."""
    view = bestowed_view(proposed(card, req.adventure), "bestow" in req.alternative)  # 702.103d, 601.3b
    chars = characteristics(game, view)
    if chars.is_a("Land"):
        raise RulesError(f"{card.name} is a land card: it can be played as a land, never cast (CR 305.9)", rule="305.9")
    permission = _check_permission(game, req, card)
    check_may_begin(game, req.player, view)
    instant_speed = chars.is_a("Instant") or has_flash_timing(game, req.player, view)
    if not instant_speed and not game.is_main_phase_with_empty_stack(req.player):
        if view.behaviour.flash_cost is not None:
            return True, permission
        raise RulesError(
            f"{view.name} can be cast only in its controller's main phase with an empty stack", rule="117.1a"
        )
    return False, permission


def _check_permission(game: Game, req: CastRequest, card: GameObject) -> CastPermission | None:
    """CR 601.3: from her own hand a player may cast a card; from a graveyard, a card with flashback for its
    flashback cost (702.34a); from anywhere else only an effect allows it, and one that allows the card to be cast
    only normally doesn't allow it as an Adventure (715.3d)."""
    if card.zone == "hand" and card.owner == req.player:
        return None
    if "flashback" in req.alternative and card.owner == req.player and may_cast_with_flashback(game, card):
        return None
    permission = permission_for(game, req.player, card)
    if permission is None:
        raise RulesError(f"{req.player} has no permission to cast {card.name} from the {card.zone}", rule="601.3")
    if req.adventure and not permission.adventure:
        raise RulesError(f"{card.name} can't be cast as an Adventure this way (CR 715.3d)", rule="715.3d")
    return permission


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


STAGES = ("announced", "choices_made", "total_cost_determined", "paying")  # where a staged cast may stop


@rollback.unchanging  # only `proceed` changes it, and a refused `proceed` sends the game back to `snapshot`
class CastInProgress:
    """A spell being cast (CR 601.2a-i), stopped between two of its steps: after 601.2a (`announced`), after
    601.2b-e (`choices_made`), after 601.2f (`total_cost_determined`), or in 601.2g (`paying`: the caster has
    activated the mana abilities named up front and may activate more before paying, 601.2h)."""

    def __init__(self, req: CastRequest, card: GameObject, snapshot: rollback.Saved) -> None:
        self.req, self.card, self.snapshot = req, card, snapshot
        self.stage: str | None = None
        self.mana_done = 0  # of the mana abilities named up front, how many are activated
        self.from_zone = card.zone
        self.spell: GameObject | None = None
        self.plan = CostPlan()
        self.cost = ManaCost()
        self.flash_cost = False  # cast now only as though it had flash, paying for it (601.3c)
        self.permission: CastPermission | None = None  # the effect that allows it to be cast, if any (601.3)

    def proceed(self, game: Game, stop: str | None) -> None:
        """Take the steps left, up to `stop` (None: to the end). A step that can't be completed returns the game to
        the moment before the casting was proposed (CR 601.2, 730.1), mana abilities activated meanwhile included."""
        if game.pending_choice is not None:
            # the choice is made first, under the rule it comes from (a replacement order's: 616.1)
            raise RulesError(f"a choice is pending for {game.pending_choice.player}", rule=game.pending_choice.rule)
        steps = _steps()
        names = [name for name, _ in steps]
        done = names.index(self.stage) + 1 if self.stage else 0
        if stop is not None and names.index(stop) < done:
            raise RulesError(f"the casting of {self.card.name} is already past {stop!r}")
        game.casting = self  # 601.2: from the proposal to the payment, no player can act
        try:
            for name, step in steps[done:]:
                step(game, self)
                if game.pending_choice is not None:
                    return  # a choice on the way (616.1): the caster answers it, then continues casting
                self.stage = name
                if name == stop:
                    return
        except RulesError as refusal:
            refusal.undo_to = self.snapshot  # back to before the spell was proposed, however many actions ago
            raise
        game.casting = None
        give_priority(game, self.req.player)  # 601.2i: the caster gets priority; cast triggers go on the stack first


def _steps() -> tuple[tuple[str, Callable[[Game, CastInProgress], None]], ...]:
    """The steps of 601.2 in order, each named by the stage it reaches (looked up when used, so a test engine
    can replace one)."""
    return (
        ("announced", _announce),
        ("choices_made", _choose),
        ("total_cost_determined", _cost),
        ("paying", _activate_mana_abilities),
        ("paid", _pay),
    )


def cast(game: Game, req: CastRequest, stop: str | None = None) -> None:
    """CR 601.2: cast a spell; with `stop` (one of `STAGES`) the casting halts there until `continue_cast`."""
    if stop is not None and stop not in STAGES:
        raise RulesError(f"a cast can stop only at {', '.join(STAGES)}, not {stop!r}")
    require_priority(game, req.player)
    card = game.resolve_ref(req.card, req.from_zone)
    check_alternative_modelled(card, req.alternative)
    flash_cost, permission = _check_may_cast(game, req, card)
    if characteristics(game, card).mana_cost.phyrexian:  # before anything moves: see mana._no_phyrexian
        raise Unsupported(f"casting {card.name}: paying Phyrexian mana (CR 107.4f, 601.2b)")
    if any(set(c) != {"sacrifice"} for c in card.behaviour.additional_costs):  # only sacrifices are modelled
        raise Unsupported(f"casting {card.name}: paying its additional cost (CR 118.8, 601.2b)")
    if card.card is not None and card.card.layout == "split":  # the cast action names no half
        raise Unsupported(f"casting {card.name}: choosing which half of a split card to cast (CR 709.3)")
    casting = CastInProgress(req, card, game.snapshot())
    casting.flash_cost, casting.permission = flash_cost, permission
    casting.proceed(game, stop)


def continue_cast(game: Game, player: str, stop: str | None = None) -> None:
    """Take up the cast that stopped (CR 601.2): only its caster can, and only forward."""
    casting = game.casting
    if casting is None:
        raise RulesError("no spell is being cast")
    if player != casting.req.player:
        raise RulesError(f"{player} can't act while {casting.req.player} is casting a spell (CR 601.2)", rule="601.2")
    if stop is not None and stop not in STAGES:
        raise RulesError(f"a cast can stop only at {', '.join(STAGES)}, not {stop!r}")
    casting.proceed(game, stop)


def _announce(game: Game, c: CastInProgress) -> None:
    """CR 601.2a: the card moves to the stack and becomes a spell. What allowed it to be cast finds that spell: a
    granted flashback ability continues to apply to it (400.7g), an effect's other parts find it (400.7h)."""
    c.spell = game.move(c.card, "stack", c.req.player)
    assert c.spell is not None
    if c.req.adventure:
        c.spell.face = "adventure"  # CR 715.3b: on the stack as an Adventure, only its alternative characteristics
    if "bestow" in c.req.alternative:
        c.spell.face = BESTOWED  # CR 702.103b: put onto the stack as an Aura enchantment with enchant creature
    if "flashback" in c.req.alternative:
        follow_to_stack(game, c.card, c.spell)
    if c.permission is not None and c.permission.exile_instead:
        c.spell.chosen[EXILE_INSTEAD] = True
    push(game, StackEntry(c.req.player, obj=c.spell))


def _choose(game: Game, c: CastInProgress) -> None:
    """CR 601.2b-e: modes, X, alternative and additional costs, targets; the proposed spell must be legal."""
    req, spell = c.req, c.spell
    assert spell is not None
    c.plan = _plan(game, req, spell, c.from_zone)  # 601.2b
    if c.flash_cost:
        c.plan.flash_cost = spell.behaviour.flash_cost
    if c.permission is not None and c.permission.spell_cost_increase:
        c.plan.permission_increase = ManaCost.parse(c.permission.spell_cost_increase)  # 601.2f, 400.7h
    if c.plan.alternative is not None and c.plan.alternative.name == "flashback":
        spell.chosen["flashback"] = True  # its flashback cost is paid (702.34a)
    if req.offspring:
        c.plan.offspring = _offspring(game, spell)
        spell.chosen[OFFSPRING_PAID] = True
    spell.x, spell.kicked, spell.cast = c.plan.x, c.plan.kicked, True
    spell.chosen.update(req.choices)
    entry = game.stack[-1]
    entry.x = c.plan.x
    entry.targets = choose_targets(game, req.player, spell_targets(spell), req.targets, spell)  # 601.2c
    division = announce_division(spell.behaviour.spell, entry.targets, req.division)  # 601.2d
    if division:
        spell.chosen["division"] = division
    check_proposed(game, req.player, spell)  # 601.2e


def _offspring(game: Game, spell: GameObject) -> ManaCost:
    """CR 601.2b, 702.175a: the caster announces she pays the optional additional cost offspring gives the spell."""
    cost = offspring_cost(game, spell)
    if cost is None:
        raise RulesError(f"{spell.name} has no offspring cost to pay", rule="601.2b")
    return cost


def _cost(game: Game, c: CastInProgress) -> None:
    """CR 601.2f: the total cost is determined, and locked in."""
    assert c.spell is not None
    c.cost = total_cost(game, c.req.player, c.spell, c.plan)


def _activate_mana_abilities(game: Game, c: CastInProgress) -> None:
    """CR 601.2g: the mana abilities the caster named up front (the protocol names each by its object: its mana
    ability, CR 605.1a)."""
    for mana in c.req.mana_abilities[c.mana_done :]:
        c.mana_done += 1
        activate(game, c.req.player, mana["object"], "mana", during_payment=True)
        record(game, c.req.player, mana["object"], "mana", None, None)  # kept or reversed if refused (730.1)
        if game.pending_choice is not None:
            return  # the cast waits in this step for the caster's choice (616.1), then goes on with the rest


def _remember_sacrifices(game: Game, spell: GameObject, sacrificed: list[GameObject]) -> None:
    """CR 400.7j: the spell's effects can find the objects its cost moved; what they ask of a sacrificed creature
    is what it was as it last existed on the battlefield (608.2h, 113.7a): its power there."""
    if sacrificed:
        spell.chosen["sacrificed_power"] = [characteristics(game, obj).power or 0 for obj in sacrificed]


def _pay(game: Game, c: CastInProgress) -> None:
    """CR 601.2h-i: pay the locked-in total cost in any order, then the spell becomes cast."""
    req, spell = c.req, c.spell
    player = game.player(req.player)
    before = player.mana_spent_on_spells
    spent = player.pool.pay(c.cost, parse_mana(req.payment) if req.payment else None)  # 601.2h
    for obj in c.plan.sacrifices:
        if not game.on_battlefield(obj):  # sacrificed for mana in 601.2g, say: a partial payment isn't allowed
            raise RulesError(f"{obj.name} is no longer on the battlefield to be sacrificed", rule="601.2h")
    _remember_sacrifices(game, spell, c.plan.sacrifices)
    for obj in c.plan.sacrifices:
        sacrifice(game, obj)
    player.mana_spent_on_spells += spent
    game.last_paid[req.player] = str(c.cost) if spent else "{0}"
    emit(game, Event("expend", req.player, None, {"before": before, "after": player.mana_spent_on_spells}))
    player.spells_cast.append((spell, characteristics(game, spell)))
    spell.chosen["cast_from"] = c.from_zone
    player.names_cast_this_game.append(spell.name)  # 601.2i: a spell cast this game, as effects may count them
    emit(game, Event("cast", req.player, spell))  # 601.2i: the spell becomes cast

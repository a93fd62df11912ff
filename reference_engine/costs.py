"""Determining the total cost of a spell (CR 601.2f, 118.7-118.9, 702.119a).

Start from the mana cost or the chosen alternative cost, add additional costs and cost increases, then
apply cost reductions (118.7a-d, in `reductions`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .continuous import characteristics
from .criteria import fits
from .errors import RulesError
from .filters import matches
from .game import Game
from .leaving_stack import flashback_cost
from .mana import ManaCost
from .mana_value import mana_value
from .objects import GameObject
from .reductions import Reduction
from .reductions import apply as reductions_apply
from .vocabulary import Static


@dataclass
class AlternativeCost:
    """An alternative cost (CR 118.9): the spell's own (emerge) or one a permanent's ability offers."""

    name: str
    cost: ManaCost | None  # None: "without paying its mana cost"
    emerge: bool = False


@dataclass
class CostPlan:
    """What the caster announced (CR 601.2b) that the total cost depends on."""

    alternative: AlternativeCost | None = None
    x: int = 0
    kicked: int = 0
    sacrifices: list[GameObject] = field(default_factory=list)
    flash_cost: ManaCost | None = None  # paid to cast the spell as though it had flash (CR 601.3c)
    offspring: ManaCost | None = None  # an optional additional cost (CR 702.175a)
    # "Each spell cast this way costs {1} more to cast": the effect that let it be cast finds the spell (400.7h)
    permission_increase: ManaCost | None = None


def alternative_costs(game: Game, player: str, spell: GameObject, from_zone: str) -> dict[str, AlternativeCost]:
    """Every alternative cost available for `spell`, by the name the caster uses to choose it."""
    found: dict[str, AlternativeCost] = {}
    if spell.behaviour.emerge is not None:
        found["emerge"] = AlternativeCost("emerge", spell.behaviour.emerge, emerge=True)
    if spell.card is not None and spell.card.faces[0].behaviour.bestow is not None:  # CR 702.103a
        found["bestow"] = AlternativeCost("bestow", spell.card.faces[0].behaviour.bestow)
    flashback = flashback_cost(game, spell)
    if flashback is not None and from_zone == "graveyard":  # CR 702.34a
        found["flashback"] = AlternativeCost("flashback", flashback)
    for perm in game.permanents():
        if perm.controller != player:
            continue
        for ability in perm.behaviour.of(Static):
            p = ability.params
            if ability.kind != "alternative_cost" or from_zone not in p.get("zones", [from_zone]):
                continue
            if matches(game, spell, p.get("spells", {}), player, perm):
                alt = AlternativeCost(perm.card_name, ManaCost.parse(p["cost"]) if p.get("cost") else None)
                for name in {perm.card_name, perm.alias, perm.name} - {None}:
                    found[name] = alt  # type: ignore[index]
    return found


def _modifiers(game: Game, player: str, spell: GameObject) -> tuple[ManaCost, list[Reduction]]:
    """Cost increases (a ManaCost to add) and reductions (CR 118.7) from static abilities."""
    increase, reductions = ManaCost(), []
    for perm in game.permanents():
        for ability in perm.behaviour.of(Static):
            p = ability.params
            if ability.kind not in ("cost_increase", "cost_reduction"):
                continue
            if p.get("whose") == "you" and perm.controller != player:
                continue
            if not matches(game, spell, p.get("spells", {}), player, perm):
                continue
            if p.get("first_each_turn") and _cast_before(game, player, p.get("spells", {}), perm):
                continue
            if ability.kind == "cost_increase":
                increase = increase + ManaCost.parse(p["amount"])
            else:
                reductions.append(_reduction(game, player, p, perm))
    for ability in spell.behaviour.of(Static):  # "This spell costs {1} less ... for each ..." (functions on the stack)
        if ability.kind == "self_cost_reduction":
            per = ability.params["per"]
            reductions.append(Reduction(sum(1 for p in game.permanents() if matches(game, p, per, player, spell))))
    return increase, reductions


def _reduction(game: Game, player: str, params: dict[str, Any], source: GameObject) -> Reduction:
    """A static ability's reduction: an `amount` written in mana symbols (CR 118.7a-d), once or `per` permanent
    that fits a filter ("for each land you control with a flood counter on it")."""
    per = params.get("per")
    times = 1 if per is None else sum(1 for p in game.permanents() if matches(game, p, per, player, source))
    return Reduction.of(params["amount"], times=times, only_typed=params.get("only_typed", False))


def _cast_before(game: Game, player: str, spells: dict[str, Any], source: GameObject) -> bool:
    """Has `player` already cast a spell that fits `spells` this turn ("the first ... spell you cast each turn")?
    Each earlier spell is seen as it was when it became cast (CR 601.2i)."""
    return any(
        fits(game, obj, spells, player, source, lambda chars=chars: chars)
        for obj, chars in game.player(player).spells_cast
    )


def total_cost(game: Game, player: str, spell: GameObject, plan: CostPlan) -> ManaCost:
    """CR 601.2f: the locked-in total mana cost."""
    printed = characteristics(game, spell).mana_cost
    alt = plan.alternative
    if alt is None:
        base = printed.with_x(plan.x)
    elif alt.cost is None:
        if plan.x:
            raise RulesError("X must be 0 when a spell is cast without paying its mana cost (CR 107.3b)", rule="107.3b")
        base = ManaCost()
    else:
        base = alt.cost.with_x(plan.x)
    behaviour = spell.behaviour
    for kicker in (behaviour.kicker, behaviour.multikicker):
        if kicker is not None and plan.kicked:
            base = base + kicker.times(plan.kicked)
    for additional in (plan.flash_cost, plan.offspring, plan.permission_increase):
        if additional is not None:
            base = base + additional  # an additional cost or a cost increase, added before reductions (601.2f)
    increase, reductions = _modifiers(game, player, spell)
    cost = reductions_apply(base + increase, reductions)
    if alt is not None and alt.emerge:
        cost = emerge_reduction(cost, mana_value(game, plan.sacrifices[0]))  # still on the battlefield (702.119c)
    return cost


def emerge_reduction(cost: ManaCost, sacrificed_mana_value: int) -> ManaCost:
    """CR 702.119a, 118.7a: emerge reduces the total cost by generic mana equal to the sacrificed creature's mana
    value; coloured components are never reduced, and the generic part goes no lower than {0} (601.2f)."""
    return cost.reduce_generic(sacrificed_mana_value)


def check_sacrifices(game: Game, player: str, spell: GameObject, plan: CostPlan) -> None:
    """Emerge needs one creature (702.119a), "emerge from [quality]" one permanent with that quality (702.119b);
    mandatory additional costs must be paid (118.8, 601.2h): a missing sacrifice of an additional cost leaves the
    total cost unpaid (601.2h); emerge's missing creature, or one more than the costs ask for, is a cost announced
    wrongly (601.2b); one permanent named for two sacrifices pays only one of them, a partial payment (601.2h)."""
    needed: list[dict[str, Any]] = []
    rules: list[str] = []  # the rule that says what each sacrifice must be
    if plan.alternative is not None and plan.alternative.emerge:
        quality = spell.behaviour.emerge_from
        needed.append(quality if quality is not None else {"types": ["Creature"]})
        rules.append("702.119b" if quality is not None else "702.119a")
    extra = [c["sacrifice"] for c in spell.behaviour.additional_costs if "sacrifice" in c]
    needed += extra
    rules += ["601.2h"] * len(extra)  # a mandatory additional cost is paid with the rest of the total cost
    if len(plan.sacrifices) != len(needed):
        raise RulesError(
            f"{len(needed)} permanent(s) must be sacrificed to cast {spell.name}, {len(plan.sacrifices)} chosen",
            rule="601.2h" if rules[len(plan.sacrifices) :][:1] == ["601.2h"] else "601.2b",
        )
    if len({obj.identity for obj in plan.sacrifices}) != len(plan.sacrifices):
        raise RulesError("each sacrifice needs a different permanent", rule="601.2h")
    for obj, spec, rule in zip(plan.sacrifices, needed, rules, strict=True):
        if obj.zone != "battlefield" or obj.controller != player:
            raise RulesError(f"{player} can sacrifice only a permanent they control, not {obj.name}", rule="701.17a")
        if not matches(game, obj, spec, player):
            raise RulesError(f"{obj.name} can't be sacrificed for this cost", rule=rule)

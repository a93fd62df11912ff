"""Activated abilities (CR 602) and their costs: {T} (107.5), {Q} (107.6), summoning sickness (302.6),
haste (702.10c), timing restrictions (602.5d); mana abilities resolve at once (605.3b)."""

from __future__ import annotations

from .continuous import characteristics, has_keyword
from .effect_context import Context
from .effects import run
from .errors import RulesError
from .filters import matches
from .game import Game
from .loyalty import check_activation, pay_loyalty
from .mana import parse_mana
from .objects import GameObject
from .oracle import activated_count, check_modelled
from .priority import give_priority
from .production import taps_for_mana
from .prohibitions import check_may_activate
from .stack import StackEntry, push, require_priority
from .tapping import tap
from .targets import choose_targets
from .vocabulary import Activated, Cost
from .zone_changes import sacrifice


def find_ability(obj: GameObject, index: int | str) -> Activated:
    """The `index`-th (1-based) activated ability, or with `"mana"` the first mana ability (CR 605.1a). Only an
    activated ability the object has can be activated (CR 602.1c). One its oracle text prints and the engine
    doesn't model is `Unsupported`: the engine can't tell what the rules say of it."""
    check_modelled(obj, index)
    abilities = obj.behaviour.of(Activated)
    if index == "mana":
        mana = [a for a in abilities if a.is_mana_ability]
        if not mana:
            raise RulesError(f"{obj.name} has no mana ability (CR {_no_mana_rule(obj)})", rule=_no_mana_rule(obj))
        return mana[0]
    if not isinstance(index, int):
        raise RulesError(f"an ability is named by its number or 'mana', not {index!r}")
    if not 1 <= index <= len(abilities):
        raise RulesError(
            f"{obj.name} has no activated ability number {index} (it has {activated_count(obj)}; CR 602.1c)",
            rule="602.1c",
        )
    return abilities[index - 1]


def _no_mana_rule(obj: GameObject) -> str:
    """Why an object has no mana ability to activate: a modal double-faced permanent has only the abilities of the
    face that's up (CR 712.8f), though its other face has one; else it has none (605.1a)."""
    card = obj.card
    if card is None or card.layout != "modal_dfc" or obj.copy_of is not None:
        return "605.1a"
    up = obj.printed_face()
    hidden = (a for face in card.faces if face is not up for a in face.behaviour.of(Activated))
    return "712.8f" if any(a.is_mana_ability for a in hidden) else "605.1a"


def _check_symbols(game: Game, obj: GameObject, cost: Cost) -> None:
    """CR 107.5, 107.6, 302.6: tapped can't pay {T}, untapped can't pay {Q}, and a creature needs to have been
    controlled continuously since its controller's most recent turn began, unless it has haste (702.10c)."""
    if not cost.symbols:
        return
    if characteristics(game, obj).is_a("Creature") and obj.summoning_sick and not has_keyword(game, obj, "Haste"):
        raise RulesError(
            f"{obj.name} has not been under its controller's control continuously since their most "
            f"recent turn began, so it can't pay {'{T}' if 'T' in cost.symbols else '{Q}'} (CR 302.6)",
            rule="302.6",
        )
    tapped = obj.tapped
    for symbol in cost.symbols:
        if symbol == "T" and tapped:
            raise RulesError(f"{obj.name} is already tapped: it can't be tapped to pay {{T}} (CR 107.5)", rule="107.5")
        if symbol == "Q" and not tapped:
            raise RulesError(
                f"{obj.name} is already untapped: it can't be untapped to pay {{Q}} (CR 107.6)", rule="107.6"
            )
        tapped = symbol == "T"


def _pay(
    game: Game,
    player: str,
    obj: GameObject,
    cost: Cost,
    x: int,
    sacrificed: GameObject | None,
    payment: str | None = None,
) -> None:
    _check_symbols(game, obj, cost)
    if cost.loyalty is not None:
        pay_loyalty(game, obj, cost.loyalty)  # CR 606.4
    if cost.sacrifice is not None:
        victim = obj if cost.sacrifice == "self" else sacrificed
        if victim is None:  # the cost can't be paid in full: activating follows 601.2b-h (602.2b)
            raise RulesError("the cost includes a sacrifice and none was chosen", rule="602.2b")
        if victim.zone != "battlefield" or victim.controller != player:
            raise RulesError("a permanent you control must be chosen to sacrifice", rule="701.17a")
        if cost.sacrifice != "self" and not matches(game, victim, cost.sacrifice, player):
            raise RulesError(f"{victim.name} doesn't fit this sacrifice cost", rule="602.2b")
    game.player(player).pool.pay(cost.mana.with_x(x), parse_mana(payment) if payment else None)  # 601.2h, 602.2b
    if cost.symbols.endswith("T"):
        tap(game, obj)  # CR 603.2f: paying {T} taps it
    elif cost.symbols:
        obj.tapped = False
    if cost.sacrifice is not None:
        sacrifice(game, obj if cost.sacrifice == "self" else sacrificed)  # type: ignore[arg-type]


def activate(
    game: Game,
    player: str,
    ref: str,
    index: int | str,
    *,
    targets: list[str] | None = None,
    mana_choice: str | None = None,
    x: int = 0,
    sacrifice_ref: str | None = None,
    during_payment: bool = False,
    payment: str | None = None,
    payment_rule: str = "601.2g",
) -> None:
    """CR 602.2: the controller of an object activates its ability; a mana ability resolves immediately
    (605.3b). `during_payment`: while a cost is being paid (`payment_rule`: a spell's, 601.2g, or one an effect
    offers, 608.2g), only mana abilities can be activated. A refusal raises RulesError; the action's caller
    (`engine.perform`) undoes whatever was done (730)."""
    obj = game.resolve_ref(ref)
    if obj.zone != "battlefield" or obj.controller != player:  # whichever abilities it has, they aren't hers
        raise RulesError(f"{player} doesn't control {obj.name} on the battlefield (CR 602.2)", rule="602.2")
    ability = find_ability(obj, index)
    check_may_activate(game, player, obj, ability)  # CR 602.5
    if during_payment and not ability.is_mana_ability:
        raise RulesError(
            f"only mana abilities can be activated while paying; {obj.name}'s ability {index} isn't one",
            rule=payment_rule,
        )
    if not during_payment:
        require_priority(game, player)
    if ability.is_loyalty:
        check_activation(game, player, obj, ability)  # CR 606.3, 606.6
    if ability.timing == "sorcery" and not game.is_main_phase_with_empty_stack(player):
        raise RulesError(f"{obj.name}'s ability can be activated only as a sorcery (CR 602.5d)", rule="602.5d")
    sacrificed = game.resolve_ref(sacrifice_ref) if sacrifice_ref else None
    chosen = choose_targets(game, player, ability.targets, targets or [], obj)
    source = GameObject(**{**obj.__dict__, "counters": obj.counters.copy()})  # last known information
    _pay(game, player, obj, ability.cost, x, sacrificed, payment)
    ctx = Context(
        game,
        player,
        obj if obj.zone == "battlefield" else source,
        chosen,
        x,
        {"tapped_for_mana": taps_for_mana(ability), "mana_choice": mana_choice},
    )
    if ability.is_mana_ability:
        # CR 117.3c: afterwards the player receives priority (triggered abilities go on the stack first, 117.5);
        # while paying for a spell they go on paying. A choice on the way (616.1) waits, and this runs after it
        ctx.data["after_choice"] = (lambda: None) if during_payment else (lambda: give_priority(game, player))
        if run(ctx, ability.effects):
            ctx.data["after_choice"]()
        return
    # CR 605.5a: a targeted ability that adds mana uses the stack; the type of mana named as it was activated is
    # the one it adds as it resolves
    context = {"mana_choice": mana_choice} if mana_choice is not None else {}
    push(game, StackEntry(player, ability=ability, source=ctx.source, targets=chosen, x=x, context=context))
    give_priority(game, player)

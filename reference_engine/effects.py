"""What spells and abilities do when they resolve: the effect vocabulary of card definitions.

Each effect is a dict with one verb key. `target: i` names the i-th announced target.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from . import branches, offers, paying_x, replacement
from .choices import CardChoice, OptionalChoice, ask
from .continuous import Effect, become_color, characteristics, has_keyword, switch
from .control_effects import CONTROL_VERBS
from .effect_context import Context, resolve_number
from .effects_delayed import DELAYED_VERBS
from .effects_tokens import TOKEN_VERBS, add_counters
from .effects_zones import ZONE_VERBS
from .errors import RulesError
from .extra_turns import TURN_VERBS
from .filters import matches
from .hidden_discard import discard_because_of_effect
from .leaving_stack import grant_flashback
from .linked import LINKED_VERBS
from .madness import drain_if_discarded, exile_discarded, madness_trigger
from .objects import GameObject
from .poison import POISON_VERBS
from .prevention import PREVENTION_VERBS, apply_prevention, prevent_from
from .production import produce
from .put_and_pay import PUT_AND_PAY_VERBS
from .replacement import REPLACEMENT_VERBS
from .state_triggers import STATE_TRIGGER_VERBS
from .tapping import tap
from .targets import is_legal_target, spell_targets
from .text_changing_effects import TEXT_VERBS
from .zone_changes import destroy, discard, draw, enter_battlefield, mill, sacrifice


def _add_mana(ctx: Context, e: dict[str, Any]) -> None:
    assert ctx.source is not None
    produce(
        ctx.game,
        ctx.source,
        ctx.controller,
        e["add_mana"],
        bool(ctx.data.get("tapped_for_mana")),  # set by activation (CR 106.12); a spell's mana is not
        ctx.data.get("mana_choice"),
        then=lambda: ctx.data["after_choice"](),  # 616.1: after the order is chosen, the rest of the effects
    )


def _damage(ctx: Context, e: dict[str, Any]) -> None:
    """ "Deals N damage"; with `if_kicked_instead`, "If this spell was kicked, it deals M damage instead": a
    self-replacement effect of the spell (CR 614.15), applied to the damage event before other replacement effects
    (616.1a)."""
    kicked = ctx.source is not None and ctx.source.kicked and "if_kicked_instead" in e
    instead = (lambda n: e["if_kicked_instead"],) if kicked else ()
    deal_damage(ctx.game, ctx.source, ctx.target(e), resolve_number(ctx, e["damage"]), instead)


def deal_damage(
    game: Any,
    source: GameObject | None,
    target: GameObject | str,
    amount: int,
    self_replacements: tuple[Callable[[int], int], ...] = (),
) -> None:
    """`source` deals `amount` damage to `target`, as replacement effects modify it (CR 614.2, the effect's own
    `self_replacements` first, 616.1a), less what damage prevention effects prevent (CR 615.6): a player
    loses that much life (120.3a), a permanent has it marked on it (120.3e); damage dealt by a source with deathtouch,
    any nonzero amount (702.2b), is remembered until the next check of state-based actions (704.5h); damage dealt by
    a source with lifelink makes its controller gain that much life (702.15b)."""
    amount = replacement.damage_dealt(game, source, target, amount, self_replacements)
    amount = apply_prevention(game, source, target, amount)
    if amount > 0 and source is not None and has_keyword(game, source, "Lifelink"):
        game.player(source.controller).life += amount
    if isinstance(target, str):  # a player
        game.player(target).life -= amount
        return
    chars = characteristics(game, target)
    if chars.is_a("Planeswalker"):  # CR 120.3c: that many loyalty counters are removed from it
        target.counters["loyalty"] = max(target.counters.get("loyalty", 0) - amount, 0)
    if chars.is_a("Creature") or not chars.is_a("Planeswalker"):
        target.damage += amount
    if amount > 0 and source is not None and has_keyword(game, source, "Deathtouch"):
        target.deathtouch_damage = True


def _bite(ctx: Context, e: dict[str, Any]) -> None:
    """ "Target creature you control deals damage equal to its power to target creature you don't control": the
    first creature, not the spell, is the damage's source (CR 120.3, 609.7), with its power as the effect happens
    (608.2h); with either target illegal, no damage is dealt (608.2b)."""
    spec = e["bite"]
    by, to = ctx.checked_target(spec["by"]), ctx.checked_target(spec["to"])
    if by is not None and to is not None and by.zone == "battlefield" and to.zone == "battlefield":
        deal_damage(ctx.game, by, to, max(characteristics(ctx.game, by).power or 0, 0))


def _damage_divided(ctx: Context, e: dict[str, Any]) -> None:
    """ "Deals N damage divided as you choose among [targets]": each target gets the amount announced for it as the
    spell was cast (CR 601.2d); a target that became illegal gets none of it, the others still get theirs
    (608.2b)."""
    assert ctx.source is not None
    specs = spell_targets(ctx.source)
    for i, (spec, target, amount) in enumerate(zip(specs, ctx.targets, ctx.source.chosen["division"], strict=False)):
        if is_legal_target(ctx.game, ctx.controller, spec, target, ctx.source):
            _damage(ctx, {"damage": amount, "target": i})


def _attach(ctx: Context, e: dict[str, Any]) -> None:
    """ "Attach [this permanent] to target creature" (equip, CR 702.6a; 701.3a): with the source still on the
    battlefield and the target legal as the ability resolves (608.2b), the source becomes attached to it."""
    source, target = ctx.source, ctx.checked_target(e["attach"])
    if (
        source is not None
        and target is not None
        and ctx.game.on_battlefield(source)
        and ctx.game.on_battlefield(target)
    ):
        source.attached_to = target.oid


def _pump(ctx: Context, e: dict[str, Any]) -> None:
    spec = e["pump"]
    affected = spec.get("affected", "self")
    if affected == "self":
        objs = [ctx.source] if ctx.source and ctx.source.zone == "battlefield" else []
    elif affected == "target":
        objs = [ctx.target(spec)]
    elif affected == "other":  # the other creature of a blocking event ("that creature gets +1/+1", 509.3d)
        objs = [ctx.game.objects.get(ctx.data["other"].oid)]
    elif affected == "it":  # the permanent its trigger event was about ("that creature gets +1/+1"), if still there
        objs = [ctx.game.objects.get(ctx.data["event_object"].oid)]
    else:
        objs = [p for p in ctx.game.permanents() if matches(ctx.game, p, affected, ctx.controller, ctx.source)]
    ctx.game.effects.append(
        Effect(
            frozenset(o.oid for o in objs if o is not None),
            (_defined(ctx, spec["power"]), _defined(ctx, spec.get("toughness", 0))),
            tuple(spec.get("keywords", ())),
        )
    )


def _defined(ctx: Context, value: int | dict[str, Any]) -> int:
    """A number the text defines, such as "+X/+X, where X is the greatest power among creatures you control":
    its controller doesn't choose it (CR 107.3c), and it is determined as the effect happens (608.2h), so it may
    differ from what it was when the spell was cast."""
    if isinstance(value, int):
        return value
    powers = [
        characteristics(ctx.game, p).power
        for p in ctx.game.permanents()
        if matches(ctx.game, p, value["greatest_power"], ctx.controller, ctx.source)
    ]
    return max((p for p in powers if p is not None), default=0)


def _become(ctx: Context, e: dict[str, Any]) -> None:
    """ "[This permanent] becomes a P/T [type] until end of turn. It's still a [type]." (CR 611.2, 613.1d, 613.4b);
    with `target` (an index), the target becomes it ("Target permanent becomes an artifact in addition to its other
    types"), while it is on the battlefield."""
    obj = ctx.target(e) if "target" in e else ctx.source
    if obj is not None and obj.zone == "battlefield":
        ctx.game.effects.append(Effect(frozenset({obj.oid}), data={"becomes": e["become"]}))


def _counters(ctx: Context, e: dict[str, Any]) -> None:
    """Counters on the ability's source, while it is on the battlefield; "X" counters are the X of the ability on
    the stack, whatever X other abilities of that source were activated with (CR 107.3k). With `on` a filter, on
    each permanent that matches it as the effect is carried out ("each creature you control", CR 608.2h); with
    `on: "it"`, on the permanent its trigger event was about ("put a wind counter on it"), if that object is still
    on the battlefield (CR 400.7); with `target` (an index), on that target ("target creature", CR 115.1)."""
    on = e.get("on")
    if "target" in e:
        objs = [ctx.target(e)]
    elif on == "it":
        it = ctx.game.objects.get(ctx.data["event_object"].oid)  # a new object after a zone change is not "it"
        objs = [it] if it is not None and it.zone == "battlefield" else []
    elif on is not None:
        objs = [p for p in ctx.game.permanents() if matches(ctx.game, p, on, ctx.controller, ctx.source)]
    else:
        objs = [ctx.source] if ctx.source is not None and ctx.source.zone == "battlefield" else []
    for obj in objs:
        add_counters(ctx, obj, e["put_counters"])


def _return_itself(ctx: Context, e: dict[str, Any]) -> None:
    """ "Return it to the battlefield under its owner's control with [counters] on it" (or `to` its owner's hand): an
    ability that triggered on its source's zone change finds the new object in the public zone it moved to (CR
    400.7e), and only there; one that triggered on an enchanted permanent leaving finds its Aura in the graveyard
    (400.7f)."""
    spec = e["return_itself"]
    assert ctx.source is not None
    card = ctx.game.by_identity(ctx.source.identity)
    if card is None or card.zone != spec["from"]:
        return
    if spec.get("to") == "hand":
        ctx.game.move(card, "hand")
        return
    new = enter_battlefield(ctx.game, card, card.owner)
    add_counters(ctx, new, spec.get("counters", {}))


def _reveal_choose_discard(ctx: Context, e: dict[str, Any]) -> None:
    """Target player reveals their hand; you choose cards matching each pick; they discard them. With no card
    that fits a pick, there is no choice to wait for (CR 608.2d, 609.3)."""
    spec = e["reveal_choose_discard"]
    victim = ctx.target(spec)
    _ask_discard(ctx, ctx.game.zone_objects("hand", victim), spec["picks"])


def _ask_discard(ctx: Context, hand: list[GameObject], picks: list[dict[str, Any]], chooser: str | None = None) -> None:
    """The controller (or `chooser`) chooses the cards of `hand` that fit `picks` (608.2d), which are discarded;
    with no card that fits there is no choice to wait for, nothing is discarded and the effect goes on (609.3)."""

    def complete(chosen: list[GameObject]) -> None:
        ctx.game.pending_choice = None
        discard_because_of_effect(ctx.game, list(chosen), discarded)

    def discarded(revealed: list[GameObject]) -> None:
        ctx.data["discarded"] = revealed  # "if you discarded a [quality] card this way" looks at them (701.8c)
        ctx.data["after_choice"]()

    assert ctx.source is not None
    choice = CardChoice(chooser or ctx.controller, "choose the cards to discard", hand, picks, ctx.source, complete)
    if not choice.nothing_to_choose(ctx.game):
        ask(ctx.game, choice)


def _discard(ctx: Context, e: dict[str, Any]) -> None:
    """ "Discard N cards": the controller chooses N cards of their hand as the effect is applied, all of them when
    they hold N or fewer (CR 701.8a, 608.2d); with an empty hand there is nothing to choose (609.3). With
    `player: "defending"`, the defending player discards and chooses (508.5)."""
    picks = [{} for _ in range(resolve_number(ctx, e["discard"]))]
    who = defending_player(ctx) if e.get("player") == "defending" else ctx.controller
    _ask_discard(ctx, ctx.game.zone_objects("hand", who), picks, who)


def defending_player(ctx: Context) -> str:
    """CR 508.5, 508.5a: "defending player" in an ability of an attacking creature is the player that creature is
    attacking, remembered by its trigger event, not any other opponent."""
    return str(ctx.data["defender"])


def _destroy_all(ctx: Context, e: dict[str, Any]) -> None:
    """ "Destroy all [filter]": the permanents that fit, all at once (CR 701.7a); a filter naming a characteristic
    checks that characteristic alone (608.2j)."""
    doomed = [p for p in ctx.game.permanents() if matches(ctx.game, p, e["destroy_all"], ctx.controller, ctx.source)]
    for perm in doomed:
        destroy(ctx.game, perm)


def _sacrifice_unless(ctx: Context, e: dict[str, Any]) -> None:
    """ "Sacrifice [this] unless you sacrifice [a permanent]" (CR 118.12): the controller chooses a permanent they
    control that fits the filter, or nothing; nothing chosen, the source is sacrificed. With no permanent that
    fits, there is nothing to choose (609.3)."""
    game, source = ctx.game, ctx.source
    assert source is not None
    fits = e["sacrifice_unless"]
    mine = game.zone_objects("battlefield", ctx.controller)
    options = [p for p in mine if matches(game, p, fits, ctx.controller, source)]

    def complete(chosen: list[GameObject]) -> None:
        game.pending_choice = None
        victim = chosen[0] if chosen else game.objects.get(source.oid)
        if victim is not None and victim.zone == "battlefield":  # a source already gone can't be sacrificed
            sacrifice(game, victim)
        if options:
            ctx.data["after_choice"]()

    if not options:
        complete([])
        return
    prompt = f"sacrifice one to keep {source.name}, or choose nothing and sacrifice it"
    ask(game, OptionalChoice(ctx.controller, prompt, options, complete))


def _look_put_onto_battlefield(ctx: Context, e: dict[str, Any]) -> None:
    """ "Look at the top N cards of your library. You may put a [filter] card from among them onto the battlefield.
    Put the rest on the bottom of your library in a random order." The player may choose one fitting card or none
    (608.2d); with none that fits there is nothing to choose (609.3). The rest go to the bottom in the order the
    engine's policy gives: one random order as good as another."""
    spec, game = e["look_put_onto_battlefield"], ctx.game
    top = game.zone_objects("library", ctx.controller)[: spec["count"]]
    options = [c for c in top if matches(game, c, spec["filter"], ctx.controller, ctx.source)]

    def complete(chosen: list[GameObject]) -> None:
        game.pending_choice = None
        if chosen:
            enter_battlefield(game, chosen[0], ctx.controller)
        for card in game.choices.random_order([c for c in top if not any(c is k for k in chosen)]):
            game.move(card, "library")  # `Game.move` puts a card into a library at its bottom
        if options:
            ctx.data["after_choice"]()

    if not options:
        complete([])
        return
    prompt = "you may put one of these onto the battlefield; the rest go to the bottom of your library"
    ask(game, OptionalChoice(ctx.controller, prompt, options, complete, shown=top))


def _gain_life(ctx: Context, e: dict[str, Any]) -> None:
    """ "You gain N life" (CR 119.3): the controller's life total goes up by N. With `{"power_of": i}`, N is the
    power of target i and with `player: {"controller_of": i}` its controller gains it ("Its controller gains life
    equal to its power"): both as the target last existed if an earlier instruction moved it (608.2h); none if it
    was illegal when the targets were checked (608.2b), and a negative power gives no life (107.1b)."""
    amount, player = e["gain_life"], e.get("player")
    about = [v["power_of"] for v in (amount,) if isinstance(v, dict)]
    about += [v["controller_of"] for v in (player,) if isinstance(v, dict)]
    known = {i: ctx.checked_target(i) for i in about}
    if any(obj is None for obj in known.values()):
        return  # CR 608.2b: it fails to determine what it needs, and this part of the effect doesn't happen
    if isinstance(amount, dict):
        amount = max(0, characteristics(ctx.game, known[amount["power_of"]]).power or 0)
    who = known[player["controller_of"]].controller if isinstance(player, dict) else ctx.controller
    ctx.game.player(who).life += resolve_number(ctx, amount)


def _tap_all(ctx: Context, e: dict[str, Any]) -> None:
    for perm in ctx.game.permanents():
        if matches(ctx.game, perm, e["tap_all"], ctx.controller, ctx.source):
            tap(ctx.game, perm)


def _each_player_discards(ctx: Context, e: dict[str, Any]) -> None:
    """ "Each player discards N cards": the players choose in APNAP order, then all discard at once (CR 608.2e,
    101.4); a player with an empty hand has nothing to choose (609.3)."""
    picks = [{} for _ in range(resolve_number(ctx, e["each_player_discards"]))]
    players, chosen = ctx.game.apnap(), []
    assert ctx.source is not None

    def ask_from(i: int) -> bool:
        for j in range(i, len(players)):
            hand = ctx.game.zone_objects("hand", players[j])
            choice = CardChoice(players[j], "choose the cards to discard", hand, picks, ctx.source, answered(j))
            if not choice.nothing_to_choose(ctx.game):
                ask(ctx.game, choice)
                return False
        for card in chosen:
            discard(ctx.game, card)
        return True

    def answered(j: int) -> Callable[[list[GameObject]], None]:
        def complete(cards: list[GameObject]) -> None:
            ctx.game.pending_choice = None
            chosen.extend(cards)
            if ask_from(j + 1):
                ctx.data["after_choice"]()

        return complete

    ask_from(0)


def _lose_life(ctx: Context, e: dict[str, Any]) -> None:
    """CR 119.3: the controller loses that much life; with `player: "each_opponent"`, each opponent does."""
    amount = resolve_number(ctx, e["lose_life"])
    if e.get("player") == "each_opponent":
        for name in ctx.game.apnap():
            if name != ctx.controller and ctx.game.player(name).lost is None:
                ctx.game.player(name).life -= amount
        return
    ctx.game.player(ctx.controller).life -= amount


def _players(ctx: Context, e: dict[str, Any]) -> list[str]:
    """Who an instruction is for: its controller; with `player: "each"` each player in APNAP order (101.4); with
    `player: i` the i-th target."""
    who = e.get("player")
    if who == "each":
        return ctx.game.apnap()
    return [ctx.target(who)] if isinstance(who, int) else [ctx.controller]


def _win_game(ctx: Context, e: dict[str, Any]) -> None:
    """CR 104.2b: an effect says its controller wins the game, which ends it (104.1): every other player still
    in it loses."""
    for name, player in ctx.game.players.items():
        if name != ctx.controller and player.lost is None:
            ctx.game.lose(name, "effect")


_VERBS: dict[str, Callable[[Context, dict[str, Any]], Any]] = {
    **ZONE_VERBS,
    **DELAYED_VERBS,
    **PUT_AND_PAY_VERBS,
    **TOKEN_VERBS,
    **LINKED_VERBS,
    **TEXT_VERBS,
    **TURN_VERBS,
    **CONTROL_VERBS,
    **PREVENTION_VERBS,
    **REPLACEMENT_VERBS,
    **POISON_VERBS,
    **STATE_TRIGGER_VERBS,
    "add_mana": _add_mana,
    "damage": _damage,
    "damage_divided": _damage_divided,
    "bite": _bite,
    "attach": _attach,
    "pump": _pump,
    "become": _become,
    "put_counters": _counters,
    "return_itself": _return_itself,
    "destroy": lambda ctx, e: destroy(ctx.game, ctx.target(e["destroy"])),  # value: target index
    "mill": lambda ctx, e: [mill(ctx.game, p, resolve_number(ctx, e["mill"])) for p in _players(ctx, e)],
    "draw": lambda ctx, e: [draw(ctx.game, p, resolve_number(ctx, e["draw"])) for p in _players(ctx, e)],
    "gain_life": _gain_life,
    "discard": _discard,
    "each_player_discards": _each_player_discards,
    "lose_life": _lose_life,
    "win_game": _win_game,
    "destroy_all": _destroy_all,
    "become_color": lambda ctx, e: become_color(ctx.game, ctx.target(e["become_color"]), e["colors"]),
    "switch_power_toughness": lambda ctx, e: switch(ctx.game, ctx.target(e["switch_power_toughness"])),  # 613.4d
    "prevent_damage": lambda ctx, e: prevent_from(ctx.game, ctx.target(e["prevent_damage"]), ctx.controller, e),
    "madness": madness_trigger,
    "exile_discarded": exile_discarded,
    "drain_if_discarded": drain_if_discarded,
    "grant_flashback": lambda ctx, e: grant_flashback(ctx.game, ctx.target(e["grant_flashback"])),  # 702.34a
    "reveal_choose_discard": _reveal_choose_discard,
    "tap_all": _tap_all,
    "sacrifice_unless": _sacrifice_unless,
    "look_put_onto_battlefield": _look_put_onto_battlefield,
    "may": lambda ctx, e: offers.may(ctx, e, run),
    "may_pay_x": lambda ctx, e: paying_x.may_pay_x(ctx, e, run),  # CR 107.3f
    "counter_unless_pays": offers.counter_unless_pays,
    "if": branches.branch,
    "put_itself_into_library": branches.put_itself_into_library,
}


def _resume(ctx: Context, rest: tuple[dict[str, Any], ...], after: Callable[[], None]) -> Callable[[], None]:
    def resume() -> None:
        ctx.data["after_choice"] = after  # a later effect's choice resumes what follows `rest` (608.2c)
        if run(ctx, rest):
            after()

    return resume


def run(ctx: Context, effects: tuple[dict[str, Any], ...]) -> bool:
    """Run effects in order; an effect may hand back instructions to carry out next (a branch it chose). Returns
    False if one of them waits for a choice (it resumes on its own)."""
    todo = list(effects)
    while todo:
        effect = todo.pop(0)
        verb = next((k for k in effect if k in _VERBS), None)
        if verb is None:
            raise RulesError(f"unknown effect {effect!r}")
        more = _VERBS[verb](ctx, effect)
        if isinstance(more, tuple):
            todo[:0] = more
        if ctx.game.pending_choice is not None:
            ctx.data["after_choice"] = _resume(ctx, tuple(todo), ctx.data["after_choice"])
            return False
    return True

"""Broken engines for the whole sections 601, 602, 604 and 605 (issue 45), each misreading one rule as an engine author
might: a prohibition looked at only as the casting begins (601.5); a flash condition looked at again as the spell
becomes cast (601.5a); any player activating any permanent's ability (602.2); activated abilities resolving as they
are activated (602.2a); an activation cost without its mana (602.1a); activation instructions ignored (602.1b);
summoning sickness for {T} only (602.5a); "only as a sorcery" read as "in your turn" (602.5d); a card's own static
ability not functioning in its owner's hand (604.6); mana abilities exempt from the activation rules (605.3); a
triggered mana ability put on the stack (605.4a); a permission to play a card read as one to cast it (601.1a); a
mana ability that can't produce mana now taken for no mana ability (605.2); an activated ability's targets taken
unchecked (602.2b); a spell's own static ability not functioning on the stack (604.5); a static ability's effect
lasting the turn after its permanent has left (604.2); a spell that only adds mana resolving as it is cast, as a
mana ability does (605.5b); an Equipment's bonus staying on the creature it was moved from (604.4). Each is caught
where tests/test_broken_casting_sections.py expects."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from reference_engine import (
    abilities,
    casting,
    costs,
    criteria,
    effects,
    engine,
    game,
    permissions,
    priority,
    production,
    resolution,
    reversal,
    stack,
    turns,
)
from reference_engine.continuous import characteristics, has_keyword
from reference_engine.errors import RulesError
from reference_engine.mana import ManaCost
from reference_engine.stack import StackEntry
from reference_engine.vocabulary import Activated, Triggered

from .broken_emerge import PatchingAdapter
from .broken_zones import VerbPatchingAdapter

_ACTIVATE = abilities.activate
_FIND_ABILITY = abilities.find_ability
_CHECK_SYMBOLS = abilities._check_symbols
_PAY_ABILITY = abilities._pay
_PUSH = stack.push
_PAY_SPELL = casting._pay
_MAIN_EMPTY = game.Game.is_main_phase_with_empty_stack
_RESOLVE_ABILITY = resolution._resolve_ability
_MODIFIERS = costs._modifiers
_MOVE = game.Game.move
_ATTACH = effects._VERBS["attach"]
_EQUIPPED = criteria._STATE_CHECKS["equipped"]
_FORMERLY: dict[int, tuple[Any, dict[int, set[int]]]] = {}  # game (by id, kept alive) -> Equipment -> objects
_LEFT: dict[int, tuple[Any, list[tuple[int, Any]]]] = {}  # game (by id, kept alive) -> (turn, permanent) gone
_PERMISSION_FOR = turns.permission_for
_IS_MANA_ABILITY = Activated.is_mana_ability
_EMPTY: set[int] = set()  # the abilities (by id) activated now while their object can't produce mana
_HELD = "held mana"  # a stack entry's context key: the triggered mana ability's player, mana produced and choice
_ACTIVATE_NAMES = ("engine", "casting", "reversal")  # the modules that call `activate` by that name


@contextmanager
def _not_sick(obj: Any, when: bool) -> Iterator[None]:
    """The object counted as controlled since its controller's turn began while `when` holds."""
    sick = obj.summoning_sick
    if when:
        obj.summoning_sick = False
    try:
        yield
    finally:
        obj.summoning_sick = sick


def _ability(obj: Any, index: int | str) -> Any:
    try:
        return _FIND_ABILITY(obj, index)
    except RulesError:
        return None  # the real activation refuses it, naming its rule


def _activated_by(wrapper: Callable[..., None]) -> tuple[tuple[str, Any], ...]:
    return tuple((f"reference_engine.{module}.activate", wrapper) for module in _ACTIVATE_NAMES)


def _anyone_activates(g: Any, player: str, ref: str, index: int | str, **options: Any) -> None:
    """Any player with priority activates an ability of any permanent (602.2 broken: only its controller can)."""
    obj = g.resolve_ref(ref)
    controller = obj.controller
    if obj.zone == "battlefield" and controller != player:
        obj.controller = player
        try:
            _ACTIVATE(g, player, ref, index, **options)
        finally:
            obj.controller = controller
        return
    _ACTIVATE(g, player, ref, index, **options)


def _resolves_at_once(g: Any, entry: Any) -> None:
    """An activated ability resolves as it is activated (602.2a broken: it is put on the stack and waits)."""
    _PUSH(g, entry)
    g.stack.remove(entry)
    priority.resolve(g, entry, then=lambda: None)


def _pay_without_mana(g: Any, player: str, obj: Any, cost: Any, *rest: Any) -> None:
    """Only the symbols and sacrifices before the colon are paid (602.1a broken: the activation cost is everything
    before the colon, its mana too)."""
    _PAY_ABILITY(g, player, obj, dataclasses.replace(cost, mana=ManaCost()), *rest)


def _no_instructions(obj: Any, index: int | str) -> Any:
    """The text after the effect is dropped: "Activate only as a sorcery" restricts nothing (602.1b broken)."""
    ability = _FIND_ABILITY(obj, index)
    return dataclasses.replace(ability, timing=None) if ability.timing else ability


_IN_OWN_TURN: list[bool] = []


def _sorcery_in_own_turn(g: Any, player: str, ref: str, index: int | str, **options: Any) -> None:
    """An ability activated only as a sorcery may be activated any time in its controller's turn (602.5d broken:
    in their main phase with an empty stack)."""
    ability = _ability(g.resolve_ref(ref), index)
    _IN_OWN_TURN.append(ability is not None and ability.timing == "sorcery")
    try:
        _ACTIVATE(g, player, ref, index, **options)
    finally:
        _IN_OWN_TURN.pop()


def _main_or_own_turn(self: Any, player: str) -> bool:
    if _IN_OWN_TURN and _IN_OWN_TURN[-1]:
        return self.active == player
    return _MAIN_EMPTY(self, player)


def _sick_only_for_tapping(g: Any, obj: Any, cost: Any) -> None:
    """Summoning sickness stops a creature's {T} abilities only (602.5a broken: {Q} abilities too)."""
    with _not_sick(obj, "T" not in cost.symbols):
        _CHECK_SYMBOLS(g, obj, cost)


def _mana_abilities_free(g: Any, player: str, ref: str, index: int | str, **options: Any) -> None:
    """A creature's mana ability is activated whatever the summoning sickness rule says (605.3 broken: activating
    a mana ability follows the rules for activating any activated ability, 602.5a among them)."""
    obj = g.resolve_ref(ref)
    ability = _ability(obj, index)
    with _not_sick(obj, ability is not None and ability.is_mana_ability):
        _ACTIVATE(g, player, ref, index, **options)


def _flash_timing_again(g: Any, c: Any) -> None:
    """As the spell becomes cast, its timing is checked again: a spell begun as though it had flash under a
    condition that has stopped being met can't be cast (601.5a broken: the caster may go on casting it)."""
    spell = c.spell
    alone = g.step in game.MAIN_PHASES and g.active == c.req.player and len(g.stack) == 1
    instant = characteristics(g, spell).is_a("Instant") or permissions.has_flash_timing(g, c.req.player, spell)
    if not (instant or alone or c.flash_cost):
        raise RulesError(f"{spell.name} can't be cast now: it no longer has flash", rule="117.1a")
    _PAY_SPELL(g, c)


def _own_statics_only_on_the_battlefield(g: Any, player: str, card: Any) -> bool:
    """Only permanents' static abilities let a card be cast as though it had flash: the card's own "you may cast
    this spell as though it had flash if ..." doesn't function in its owner's hand (604.6 broken)."""
    return has_keyword(g, card, "Flash") or any(
        ability.kind == "cast_as_though_flash" and permissions.matches(g, card, ability.params["spells"], player, perm)
        for perm in g.permanents()
        if perm.controller == player
        for ability in perm.behaviour.of(permissions.Static)
    )


def _mana_triggers_on_the_stack(g: Any, source: Any, player: str, mana: Any, choice: str | None) -> None:
    """A triggered mana ability goes on the stack like any triggered ability and adds its mana as it resolves
    (605.4a broken: it doesn't use the stack and resolves at once, after the mana ability that triggered it)."""
    for perm in g.permanents():
        for ability in perm.behaviour.of(Triggered):
            if ability.event == "tapped_for_mana" and production._tap_trigger_applies(
                g, perm, ability, source, player, mana
            ):
                held = {_HELD: (player, mana.copy(), choice)}
                stack.push(g, StackEntry(perm.controller, ability=ability, source=perm, context=held))


def _resolve_held_mana(g: Any, entry: Any, then: Callable[[], None]) -> None:
    if _HELD not in entry.context:
        _RESOLVE_ABILITY(g, entry, then)
        return
    player, mana, choice = entry.context[_HELD]
    for effect in entry.ability.effects:
        production.produce(g, entry.source, player, effect["add_mana"], False, choice, mana)
    then()


def _play_read_as_cast(g: Any, player: str, obj: Any) -> Any:
    """A permission to play a card is taken for one to cast it: a land card can't be played with it (601.1a
    broken: playing a card is playing it as a land or casting it as a spell, whichever is appropriate)."""
    permission = _PERMISSION_FOR(g, player, obj)
    return dataclasses.replace(permission, play=False) if permission is not None else None


def _produces_nothing(obj: Any, ability: Any) -> bool:
    """Each mana instruction counts counters the object doesn't have."""
    specs = [e["add_mana"] for e in ability.effects if "add_mana" in e]
    counted = [spec.get("per_counter") for spec in specs if isinstance(spec, dict)]
    return bool(specs) and len(counted) == len(specs) and all(c and not obj.counters.get(c) for c in counted)


def _mana_ability_only_with_mana(g: Any, player: str, ref: str, index: int | str, **options: Any) -> None:
    """A mana ability that can't produce mana now is activated as any other ability, on the stack (605.2 broken:
    it remains a mana ability)."""
    obj = g.resolve_ref(ref)
    ability = _ability(obj, 1 if index == "mana" else index)
    empty = ability is not None and _IS_MANA_ABILITY.fget(ability) and _produces_nothing(obj, ability)
    if empty:
        _EMPTY.add(id(ability))
    try:
        _ACTIVATE(g, player, ref, index, **options)
    finally:
        _EMPTY.discard(id(ability))


def _targets_unchecked(g: Any, you: str, specs: Any, refs: list[str], source: Any) -> list[Any]:
    """An activated ability takes the targets announced as they are: the checks of 601.2c are taken for a spell's
    only (602.2b broken: activating an ability follows 601.2b-i as casting a spell does)."""
    if len(refs) < sum(1 for spec in specs if not spec.get("optional")):
        raise RulesError("a target is required", rule="601.2c")
    return [ref if ref in g.players else g.resolve_ref(ref) for ref in refs]


def _own_reductions_ignored(g: Any, player: str, spell: Any) -> tuple[ManaCost, list[Any]]:
    """The spell's own "This spell costs {1} less to cast for each ..." doesn't function on the stack, where its
    total cost is determined (604.5 broken: some static abilities apply while a spell is on the stack)."""
    increase, reductions = _MODIFIERS(g, player, spell)
    own = sum(1 for ability in spell.behaviour.of(permissions.Static) if ability.kind == "self_cost_reduction")
    return increase, reductions[: len(reductions) - own]


def _move_remembered(self: Any, obj: Any, zone: str, controller: str | None = None) -> Any:
    if obj.zone == "battlefield" and obj.behaviour.of(permissions.Static):
        _LEFT.setdefault(id(self), (self, []))[1].append((self.turn_number, obj))
    return _MOVE(self, obj, zone, controller)


def _increases_last_the_turn(g: Any, player: str, spell: Any) -> tuple[ManaCost, list[Any]]:
    """A permanent's cost increase goes on applying until the end of the turn it left the battlefield in (604.2
    broken: it applies only as long as the permanent remains on the battlefield)."""
    increase, reductions = _MODIFIERS(g, player, spell)
    for turn, gone in _LEFT.get(id(g), (g, []))[1]:
        for ability in gone.behaviour.of(permissions.Static) if turn == g.turn_number else ():
            if ability.kind == "cost_increase" and costs.matches(
                g, spell, ability.params.get("spells", {}), player, gone
            ):
                increase = increase + ManaCost.parse(ability.params["amount"])
    return increase, reductions


def _ritual_resolves_at_once(g: Any, c: Any) -> None:
    """A spell that only adds mana resolves as soon as it is cast, as a mana ability would (605.5b broken: it is cast
    and resolves just like any other spell)."""
    _PAY_SPELL(g, c)
    effects = c.spell.behaviour.spell
    if effects and all("add_mana" in e for e in effects):
        entry = next(e for e in g.stack if e.obj is c.spell)
        g.stack.remove(entry)
        priority.resolve(g, entry, then=lambda: None)


def _attach_leaving_the_bonus(ctx: Any, e: dict[str, Any]) -> None:
    """An Equipment moved on keeps modifying the creature it was attached to (604.4 broken: its ability stops
    applying to the original object)."""
    source = ctx.source
    if source is not None and source.attached_to is not None:
        _FORMERLY.setdefault(id(ctx.game), (ctx.game, {}))[1].setdefault(source.oid, set()).add(source.attached_to)
    _ATTACH(ctx, e)


def _equipped_now_or_before(g: Any, obj: Any, v: Any, you: str, source: Any) -> bool:
    if v and source is not None and obj.oid in _FORMERLY.get(id(g), (g, {}))[1].get(source.oid, ()):
        return True
    return _EQUIPPED(g, obj, v, you, source)


class ProhibitionOnlyAsCastingBegins(PatchingAdapter):
    """A prohibition is looked at once, as the player begins to cast the spell: the spell its proposal makes
    prohibited (an X choosing its mana value) is cast all the same."""

    name = "prohibition-only-as-casting-begins"
    rules = ("601.5",)  # the CR rules it breaks
    patches = (("reference_engine.casting.check_proposed", lambda g, player, spell: None),)


class FlashConditionCheckedAgain(PatchingAdapter):
    """A spell cast as though it had flash because a condition was met must still meet it as it becomes cast."""

    name = "flash-condition-checked-again"
    rules = ("601.5a",)  # the CR rules it breaks
    patches = (("reference_engine.casting._pay", _flash_timing_again),)


class AnyPlayerActivates(PatchingAdapter):
    """Any player who has priority may activate the abilities of a permanent someone else controls."""

    name = "any-player-activates"
    rules = ("602.2",)  # the CR rules it breaks
    patches = _activated_by(_anyone_activates)


class ActivatedAbilitiesResolveAtOnce(PatchingAdapter):
    """An activated ability has its effect as it is activated, as a mana ability does: nothing waits on the stack."""

    name = "activated-abilities-resolve-at-once"
    rules = ("602.2a",)  # the CR rules it breaks
    patches = (("reference_engine.abilities.push", _resolves_at_once),)


class ActivationCostWithoutMana(PatchingAdapter):
    """The activation cost is taken for the symbols and sacrifices only: its mana is never paid."""

    name = "activation-cost-without-mana"
    rules = ("602.1a",)  # the CR rules it breaks
    patches = (("reference_engine.abilities._pay", _pay_without_mana),)


class ActivationInstructionsIgnored(PatchingAdapter):
    """An activated ability's instructions after its effect ("Activate only as a sorcery") are ignored."""

    name = "activation-instructions-ignored"
    rules = ("602.1b",)  # the CR rules it breaks
    patches = (("reference_engine.abilities.find_ability", _no_instructions),)


class SicknessOnlyStopsTapping(PatchingAdapter):
    """Summoning sickness read as "can't tap": a creature that came under its controller's control this turn may
    pay {Q}."""

    name = "sickness-only-stops-tapping"
    rules = ("602.5a",)  # the CR rules it breaks
    patches = (("reference_engine.abilities._check_symbols", _sick_only_for_tapping),)


class SorceryAbilitiesInOwnTurn(PatchingAdapter):
    """ "Activate only as a sorcery" read as "only during your turn": the step and the stack don't matter."""

    name = "sorcery-abilities-in-own-turn"
    rules = ("602.5d",)  # the CR rules it breaks
    patches = (
        *_activated_by(_sorcery_in_own_turn),
        ("reference_engine.game.Game.is_main_phase_with_empty_stack", _main_or_own_turn),
    )


class OwnStaticsOnlyOnTheBattlefield(PatchingAdapter):
    """A card's static abilities function only on the battlefield, even "you may cast this spell as though it had
    flash if ...", which works from the zone it is cast from."""

    name = "own-statics-only-on-the-battlefield"
    rules = ("604.6",)  # the CR rules it breaks
    patches = (("reference_engine.casting.has_flash_timing", _own_statics_only_on_the_battlefield),)


class ManaAbilitiesIgnoreSickness(PatchingAdapter):
    """Mana abilities are taken for something apart from activated abilities: a creature's {T} mana ability is
    activated the turn it came under its controller's control."""

    name = "mana-abilities-ignore-sickness"
    rules = ("605.3",)  # the CR rules it breaks
    patches = _activated_by(_mana_abilities_free)


class TriggeredManaAbilitiesUseTheStack(PatchingAdapter):
    """A triggered mana ability (Heartbeat of Spring's, Kinnan's) waits on the stack like any triggered ability."""

    name = "triggered-mana-abilities-use-the-stack"
    rules = ("605.4a",)  # the CR rules it breaks
    patches = (
        ("reference_engine.production._tapped_for_mana_triggers", _mana_triggers_on_the_stack),
        ("reference_engine.resolution._resolve_ability", _resolve_held_mana),
    )


class PlayReadAsCast(PatchingAdapter):
    """ "You may play that card" read as "you may cast that card": a land card exiled this way can't be played."""

    name = "play-read-as-cast"
    rules = ("601.1a",)  # the CR rules it breaks
    patches = (("reference_engine.turns.permission_for", _play_read_as_cast),)


class ManaAbilityOnlyWithMana(PatchingAdapter):
    """An ability that could add mana but can't now (Everflowing Chalice with no charge counter) is no mana ability:
    it uses the stack, and can't be activated while a spell is paid for."""

    name = "mana-ability-only-with-mana"
    rules = ("605.2",)  # the CR rules it breaks
    patches = (
        *_activated_by(_mana_ability_only_with_mana),
        (
            "reference_engine.vocabulary.Activated.is_mana_ability",
            property(lambda self: _IS_MANA_ABILITY.fget(self) and id(self) not in _EMPTY),
        ),
    )


class AbilityTargetsUnchecked(PatchingAdapter):
    """An activated ability's targets are whatever its controller names: a land for "any target", a creature card
    in an opponent's graveyard for "target creature card ... from your graveyard"."""

    name = "ability-targets-unchecked"
    rules = ("602.2b",)  # the CR rules it breaks
    patches = (("reference_engine.abilities.choose_targets", _targets_unchecked),)


class OwnStaticsOffTheStack(PatchingAdapter):
    """A spell's own cost reduction (Emry's "This spell costs {1} less to cast for each artifact you control") is
    taken for a permanent's static ability: it doesn't apply while the spell is on the stack."""

    name = "own-statics-off-the-stack"
    rules = ("604.5",)  # the CR rules it breaks
    patches = (("reference_engine.costs._modifiers", _own_reductions_ignored),)


class StaticEffectsLastTheTurn(PatchingAdapter):
    """A static ability's effect is taken for one with a duration: Thalia's "Noncreature spells cost {1} more to
    cast" lasts until the end of the turn she leaves the battlefield in."""

    name = "static-effects-last-the-turn"
    rules = ("604.2",)  # the CR rules it breaks
    patches = (
        ("reference_engine.game.Game.move", _move_remembered),
        ("reference_engine.costs._modifiers", _increases_last_the_turn),
    )


class SpellAddingManaIsAManaAbility(PatchingAdapter):
    """Dark Ritual is taken for a mana ability: it resolves as it is cast, and no one can respond to it."""

    name = "spell-adding-mana-is-a-mana-ability"
    rules = ("605.5b",)  # the CR rules it breaks
    patches = (("reference_engine.casting._pay", _ritual_resolves_at_once),)


class EquipmentBonusStaysBehind(VerbPatchingAdapter):
    """An Equipment's bonus is taken for something it gave as it became attached: moved to another creature, it
    modifies the new one and goes on modifying the one it left."""

    name = "equipment-bonus-stays-behind"
    rules = ("604.4",)  # the CR rules it breaks
    patches = (
        (
            "reference_engine.criteria._STATE_CHECKS",
            {**criteria._STATE_CHECKS, "equipped": _equipped_now_or_before},
        ),
    )
    verbs = (("attach", _attach_leaving_the_bonus),)


# the functions replaced exist, under the names patched
assert engine.activate and casting.activate and reversal.activate and casting.check_proposed and abilities.push
assert casting.has_flash_timing and permissions.matches and permissions.Static and production._tapped_for_mana_triggers
assert (
    costs._modifiers
    and costs.matches
    and production._tap_trigger_applies
    and resolution._resolve_ability
    and turns.permission_for
)

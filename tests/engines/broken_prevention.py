"""Wrong engines for prevention effects (CR 615), each misreading one rule as an engine author might: a shield is
gone once it has prevented any damage (615.7 broken); a shield with anything left prevents a whole damage event
(615.7 broken); a shield lasts until it is used up, whatever its duration (615.3 broken); a static "prevent 1 of that
damage" is used up like a shield (615.10 broken); "damage can't be prevented" ignored (615.12 broken); lifelink reads
the damage that would be dealt, before prevention (615.6 broken); "gain life equal to the damage prevented" counts the
damage dealt once it was prevented (615.5 broken); a new shield gives back damage already dealt this turn (615.4
broken); "the next time a red source of your choice would deal damage" prevents the next damage from any red source
(615.2 broken), or from the chosen one though it is no longer red (615.9 broken); "the next N damage to each
creature" shields every creature as damage would be dealt to it, one that entered later too (615.11 broken);
regeneration taken for a prevention effect, off while damage can't be prevented (615.1a broken). Each is caught where
tests/test_broken_prevention.py expects."""

from __future__ import annotations

from typing import Any

from reference_engine import effects, prevention, replacement
from reference_engine.continuous import Effect, has_keyword

from .broken import BrokenAdapter
from .broken_emerge import PatchingAdapter


def _shields_used_up_at_once(game: Any, recipient: Any, amount: int, preventable: bool) -> int:
    """A shield that prevents any damage is used up whole (615.7 broken: it is reduced by 1 for each 1 prevented)."""
    for effect in [e for e in game.effects if prevention._shielded(e, recipient)]:
        if amount <= 0 or not preventable:
            break
        spec = effect.data["shield"]
        amount -= min(spec["left"], amount)
        effect.data = {"shield": {**spec, "left": 0}}
    return amount


def _shields_prevent_whole_events(game: Any, recipient: Any, amount: int, preventable: bool) -> int:
    """A shield with any damage left prevents all of the event (615.7 broken: the rest is dealt normally)."""
    for effect in [e for e in game.effects if prevention._shielded(e, recipient)]:
        if amount <= 0 or not preventable:
            break
        spec = effect.data["shield"]
        effect.data = {"shield": {**spec, "left": max(spec["left"] - amount, 0)}}
        amount = 0
    return amount


_shield = prevention.shield  # the reference's, before the engine below replaces it


def _shield_until_used_up(game: Any, recipient: Any, amount: int) -> None:
    """The shield lasts until it is used up (615.3 broken: or until its duration, "this turn", has expired)."""
    _shield(game, recipient, amount)
    game.effects[-1].until = "indefinite"


def _static_prevention_used_up(game: Any, recipient: Any, amount: int, preventable: bool) -> int:
    """A static "prevent 1 of that damage" prevents 1 damage a turn, like a shield (615.10 broken: it applies to each
    damage event)."""
    used = {e.data["static_used"] for e in game.effects if "static_used" in e.data}
    for perm in list(game.permanents()):
        for ability in perm.behaviour.of(prevention.Static):
            protects = ability.kind == "prevent_damage" and prevention._protects(game, perm, ability, recipient)
            if protects and preventable and perm.oid not in used and amount > 0:
                amount -= min(int(ability.params["amount"]), amount)
                game.effects.append(Effect(frozenset(), data={"static_used": perm.oid}))
    return amount


def _lifelink_before_prevention(game: Any, source: Any, recipient: Any, amount: int) -> int:
    """Lifelink counts the damage the source would deal, prevented or not (615.6 broken: prevented damage never
    happens): the controller gains the prevented part too."""
    left = prevention.apply_prevention(game, source, recipient, amount)
    if source is not None and left < amount and has_keyword(game, source, "Lifelink"):
        game.player(source.controller).life += amount - left
    return left


def _gains_what_was_dealt(game: Any, source: Any, amount: int, preventable: bool) -> int:
    """ "You gain life equal to the damage prevented this way" read off the damage event once modified, the damage
    dealt (615.5 broken: it is the damage prevented)."""
    for effect in [e for e in game.effects if source.oid in e.affected and "prevent_from" in e.data]:
        prevented = amount if preventable else 0
        amount -= prevented
        if effect.data["prevent_from"]["gain_life"]:
            game.player(effect.data["prevent_from"]["player"]).life += amount
    return amount


_apply_prevention = prevention.apply_prevention  # the reference's, before the engine below replaces it


def _key(recipient: Any) -> Any:
    return recipient if isinstance(recipient, str) else recipient.oid


def _logging_damage(game: Any, source: Any, recipient: Any, amount: int) -> int:
    """The reference's prevention, and a note of the damage dealt, for a shield made later to take back."""
    left = _apply_prevention(game, source, recipient, amount)
    if left > 0:
        game.effects.append(Effect(frozenset(), data={"dealt": (_key(recipient), left)}))
    return left


def _shield_back_in_time(game: Any, recipient: Any, amount: int) -> None:
    """A new shield prevents damage already dealt to its permanent or player this turn, giving it back, before it waits
    for the next (615.4 broken: it can't go back in time)."""
    for effect in [e for e in game.effects if e.data.get("dealt", (None,))[0] == _key(recipient)]:
        back = min(effect.data["dealt"][1], amount)
        if isinstance(recipient, str):
            game.player(recipient).life += back
        else:
            recipient.damage -= back
        amount -= back
        effect.data = {"dealt": (_key(recipient), effect.data["dealt"][1] - back)}
    _shield(game, recipient, amount)


def _each_creature_later(game: Any, spec: dict[str, Any]) -> None:
    """ "Each creature" left open: an effect that shields each creature the first time damage would be dealt to it,
    whenever it entered (615.11 broken: the shields are made as the effect resolves); the players' shields as the
    reference makes them."""
    for player in game.apnap() if spec.get("players") else []:
        _shield(game, player, int(spec["amount"]))
    game.effects.append(Effect(frozenset(), data={"each_creature": int(spec["amount"]), "given": frozenset()}))


_reference_shields = prevention._shields


def _shields_given_on_demand(game: Any, recipient: Any, amount: int, preventable: bool) -> int:
    if not isinstance(recipient, str) and prevention.characteristics(game, recipient).is_a("Creature"):
        for effect in [e for e in game.effects if "each_creature" in e.data]:
            if recipient.oid not in effect.data["given"]:
                _shield(game, recipient, effect.data["each_creature"])
                effect.data = {**effect.data, "given": effect.data["given"] | {recipient.oid}}
    return _reference_shields(game, recipient, amount, preventable)


_regenerated = replacement.regenerated  # the reference's, before the engine below replaces it


def _regeneration_as_prevention(game: Any, obj: Any) -> bool:
    """A regeneration shield counted among the prevention effects: it does nothing while damage can't be prevented
    (615.1a broken: only effects that say "prevent" are prevention effects; regeneration replaces destruction)."""
    return prevention.can_be_prevented(game) and _regenerated(game, obj)


class ShieldUsedUpAtOnce(BrokenAdapter):
    """A shield is used up by the first damage it prevents any of (615.7)."""

    name = "shield-used-up-at-once"
    rules = ("615.7",)  # the CR rules it breaks
    target = "reference_engine.prevention._shields"
    replacement = staticmethod(_shields_used_up_at_once)


class ShieldPreventsWholeEvent(BrokenAdapter):
    """A shield with any damage left prevents the whole damage event (615.7)."""

    name = "shield-prevents-whole-event"
    rules = ("615.7",)  # the CR rules it breaks
    target = "reference_engine.prevention._shields"
    replacement = staticmethod(_shields_prevent_whole_events)


class ShieldOutlivesItsTurn(BrokenAdapter):
    """A "this turn" shield lasts until it is used up (615.3)."""

    name = "shield-outlives-its-turn"
    rules = ("615.3",)  # the CR rules it breaks
    target = "reference_engine.prevention.shield"
    replacement = staticmethod(_shield_until_used_up)


class StaticPreventionUsedUp(BrokenAdapter):
    """A static ability's "prevent 1 of that damage" is used up by the first damage event (615.10)."""

    name = "static-prevention-used-up"
    rules = ("615.10",)  # the CR rules it breaks
    target = "reference_engine.prevention._static_prevention"
    replacement = staticmethod(_static_prevention_used_up)


class UnpreventableDamagePrevented(BrokenAdapter):
    """ "Damage can't be prevented" is ignored: shields and prevention effects prevent it (615.12)."""

    name = "unpreventable-damage-prevented"
    rules = ("615.12",)  # the CR rules it breaks
    target = "reference_engine.prevention.can_be_prevented"
    replacement = staticmethod(lambda game: True)


class LifelinkCountsPreventedDamage(BrokenAdapter):
    """Lifelink gains the damage the source would deal, before prevention (615.6)."""

    name = "lifelink-counts-prevented-damage"
    rules = ("615.6",)  # the CR rules it breaks
    target = "reference_engine.effects.apply_prevention"
    replacement = staticmethod(_lifelink_before_prevention)


class GainsTheDamageDealt(BrokenAdapter):
    """ "Gain life equal to the damage prevented this way" gains the damage dealt after prevention (615.5)."""

    name = "gains-the-damage-dealt"
    rules = ("615.5",)  # the CR rules it breaks
    target = "reference_engine.prevention._prevent_from_source"
    replacement = staticmethod(_gains_what_was_dealt)


class ShieldsGoBackInTime(PatchingAdapter):
    """A shield made after damage was dealt this turn gives that damage back (615.4)."""

    name = "shields-go-back-in-time"
    rules = ("615.4",)  # the CR rules it breaks
    patches = (
        ("reference_engine.effects.apply_prevention", _logging_damage),
        ("reference_engine.prevention.shield", _shield_back_in_time),
    )


class AnySourceWithTheQuality(BrokenAdapter):
    """ "The next time a red source of your choice would deal damage" applies to damage from any red source, not
    from the chosen one only (615.2)."""

    name = "any-source-with-the-quality"
    rules = ("615.2",)  # the CR rules it breaks
    target = "reference_engine.prevention._from_chosen"
    replacement = staticmethod(lambda spec, source: True)


class ChosenSourceNotRechecked(BrokenAdapter):
    """The chosen source's quality is checked as it is chosen only, not again as it would deal damage (615.9)."""

    name = "chosen-source-not-rechecked"
    rules = ("615.9",)  # the CR rules it breaks
    target = "reference_engine.prevention._still_fits"
    replacement = staticmethod(lambda game, source, spec: True)


class ShieldsForLaterCreatures(PatchingAdapter):
    """ "The next N damage to each creature" shields a creature that entered after the effect resolved (615.11)."""

    name = "shields-for-later-creatures"
    rules = ("615.11",)  # the CR rules it breaks
    patches = (
        ("reference_engine.prevention.shield_each", _each_creature_later),
        ("reference_engine.prevention._shields", _shields_given_on_demand),
    )


class RegenerationIsPrevention(BrokenAdapter):
    """Regeneration read as a prevention effect: "damage can't be prevented" turns it off (615.1a)."""

    name = "regeneration-is-prevention"
    rules = ("615.1a",)  # the CR rules it breaks
    target = "reference_engine.replacement.regenerated"
    replacement = staticmethod(_regeneration_as_prevention)


# the functions these engines replace
assert prevention._shields and prevention.shield and prevention._static_prevention and prevention.can_be_prevented
assert effects.apply_prevention and prevention._prevent_from_source
assert prevention._from_chosen and prevention._still_fits and prevention.shield_each and replacement.regenerated

"""Prevention effects (CR 615). Three kinds, applied to each damage event as it would happen (615.1, 615.4):

- "Prevent all damage target spell would deal this turn. You gain life equal to the damage prevented this way": an
  effect on the source (609.7, 615.2); on a permanent spell it continues to apply to the permanent that spell becomes
  (400.7c, `continuous.follow_to_battlefield`).
- "Prevent the next N damage that would be dealt to any target this turn": a shield around the permanent or player,
  reduced by each 1 damage it prevents, until it is used up or the turn ends (615.3, 615.7); "... to each creature
  and each player", a shield for each of them there as it resolves (615.11).
- "If a source would deal damage to you, prevent 1 of that damage": a static ability preventing that much of each
  damage event, however many there are (615.10).
- "The next time a red source of your choice would deal damage to you this turn, prevent that damage": the source
  chosen as it resolves (609.7a), its next damage to that player prevented whole if it still has the property
  (615.2, 615.8, 615.9).

"Damage can't be prevented this turn" leaves every one of them applied and preventing nothing (615.12)."""

from __future__ import annotations

from typing import Any

from .choices import CardChoice, ask
from .continuous import Effect, characteristics
from .filters import matches
from .game import Game
from .objects import GameObject
from .vocabulary import Static

Recipient = GameObject | str  # a permanent, or a player by name


def prevent_from(game: Game, source: GameObject, player: str, spec: dict[str, Any]) -> None:
    """CR 615.1a: prevent all damage `source` would deal this turn; with `gain_life_prevented` in `spec`, `player`
    gains life equal to the damage prevented this way (an additional effect that refers to the amount prevented,
    615.5)."""
    data = {"prevent_from": {"player": player, "gain_life": bool(spec.get("gain_life_prevented"))}}
    game.effects.append(Effect(frozenset({source.oid}), until="end_of_turn", data=data))


def shield(game: Game, recipient: Recipient, amount: int) -> None:
    """CR 615.7: "prevent the next `amount` damage that would be dealt to [recipient] this turn", a shield that
    lasts until it is used up or the turn ends (615.3). A shield around a permanent is around that object only: the
    one it becomes in another zone is a new object (400.7)."""
    to = recipient if isinstance(recipient, str) else recipient.oid
    game.effects.append(Effect(frozenset(), until="end_of_turn", data={"shield": {"to": to, "left": amount}}))


def shield_each(game: Game, spec: dict[str, Any]) -> None:
    """CR 615.11: "prevent the next N damage that would be dealt to each creature [and each player] this turn": one
    shield for each creature on the battlefield as the effect is created (and each player in the game), none for a
    creature that enters later."""
    creatures = [p for p in game.permanents() if characteristics(game, p).is_a("Creature")]
    for recipient in [*creatures, *(game.apnap() if spec.get("players") else [])]:
        shield(game, recipient, int(spec["amount"]))


def make_unpreventable(game: Game) -> None:
    """CR 615.12: "Damage can't be prevented this turn"."""
    game.effects.append(Effect(frozenset(), until="end_of_turn", data={"unpreventable": True}))


def can_be_prevented(game: Game) -> bool:
    """CR 615.12: whether an effect says damage can't be prevented this turn."""
    return not any("unpreventable" in e.data for e in game.effects)


def apply_prevention(game: Game, source: GameObject | None, recipient: Recipient, amount: int) -> int:
    """CR 615.1, 615.6: the damage `source` would deal to `recipient`, after the prevention effects that apply to it;
    prevented damage is never dealt. Returns the damage left to deal. Damage that can't be prevented still has every
    prevention effect applied to it, once (615.12a): they prevent none of it, and their additional effects happen
    (615.12)."""
    if amount <= 0:
        return amount
    preventable = can_be_prevented(game)
    if source is not None:
        amount = _prevent_from_source(game, source, amount, preventable)
        amount = _next_time(game, source, recipient, amount, preventable)
    amount = _static_prevention(game, recipient, amount, preventable)
    return _shields(game, recipient, amount, preventable)


def _prevent_from_source(game: Game, source: GameObject, amount: int, preventable: bool) -> int:
    """CR 615.1a, 615.5: "prevent all damage [source] would deal"; the life gained is the damage prevented this way,
    none if it can't be prevented (615.12)."""
    for effect in [e for e in game.effects if source.oid in e.affected and "prevent_from" in e.data]:
        prevented = amount if preventable else 0
        amount -= prevented  # "all damage": nothing is left for a later effect to prevent
        spec = effect.data["prevent_from"]
        if spec["gain_life"]:
            game.player(spec["player"]).life += prevented  # CR 615.5, 119.3
    return amount


def _protects(game: Game, perm: GameObject, ability: Static, recipient: Recipient) -> bool:
    """ "If a source would deal damage to you": the static ability's controller is the one dealt damage."""
    return ability.params.get("to") == "you" and recipient == perm.controller


def _static_prevention(game: Game, recipient: Recipient, amount: int, preventable: bool) -> int:
    """CR 615.10: a static ability that prevents N of the damage prevents that much of this damage event, whatever
    other events it prevented damage of, at the same time or before."""
    for perm in list(game.permanents()):
        for ability in perm.behaviour.of(Static):
            if ability.kind == "prevent_damage" and _protects(game, perm, ability, recipient) and preventable:
                amount -= min(int(ability.params["amount"]), amount)
    return amount


def _shielded(effect: Effect, recipient: Recipient) -> bool:
    spec = effect.data.get("shield")
    to = recipient if isinstance(recipient, str) else recipient.oid
    return spec is not None and spec["to"] == to and spec["left"] > 0


def _shields(game: Game, recipient: Recipient, amount: int, preventable: bool) -> int:
    """CR 615.7: each shield around `recipient` prevents 1 damage for each 1 it has left, and is reduced by as much
    as it prevents; once it is at 0, the rest of the damage is dealt normally. Damage that can't be prevented
    reduces no shield (615.12)."""
    for effect in [e for e in game.effects if _shielded(e, recipient)]:
        if amount <= 0 or not preventable:
            break
        spec = effect.data["shield"]
        prevented = min(spec["left"], amount)
        effect.data = {"shield": {**spec, "left": spec["left"] - prevented}}  # a new dict: undone on rollback (730)
        amount -= prevented
    return amount


def choose_source(ctx: Any, e: dict[str, Any]) -> None:
    """ "The next time a [quality] source of your choice would deal damage to you this turn, prevent that damage": the
    controller chooses the source as the effect is created (609.7a), among the permanents and the spells on the
    stack with that quality; with none, nothing is chosen and nothing is prevented (609.3)."""
    game, quality = ctx.game, e["prevent_next_time"]
    sources = [*game.permanents(), *(entry.obj for entry in game.stack if entry.obj is not None)]

    def complete(chosen: list[GameObject]) -> None:
        game.pending_choice = None
        spec = {"source": chosen[0].oid, "to": ctx.controller, "quality": quality}
        game.effects.append(Effect(frozenset(), until="end_of_turn", data={"next_time": spec}))
        ctx.data["after_choice"]()

    choice = CardChoice(ctx.controller, "choose a source of damage", sources, [quality], ctx.source, complete)
    if not choice.nothing_to_choose(game):
        ask(game, choice)


def _from_chosen(spec: dict[str, Any], source: GameObject) -> bool:
    """CR 615.2, 609.7: the effect applies to damage from the source chosen, that object and no other (400.7)."""
    return bool(spec["source"] == source.oid)


def _still_fits(game: Game, source: GameObject, spec: dict[str, Any]) -> bool:
    """CR 615.9: as the chosen source would deal damage, the shield rechecks the source's properties."""
    return matches(game, source, spec["quality"], spec["to"])


def _next_time(game: Game, source: GameObject, recipient: Recipient, amount: int, preventable: bool) -> int:
    """CR 615.8: the next instance of damage from the chosen source to that player is prevented, however much it is;
    the effect is then used up. A source that no longer has the chosen property deals its damage, and the effect
    waits (615.9); so does one whose damage can't be prevented (615.12)."""
    for effect in [e for e in game.effects if "next_time" in e.data and amount > 0]:
        spec = effect.data["next_time"]
        if spec["to"] != recipient or not _from_chosen(spec, source) or not preventable:
            continue
        if _still_fits(game, source, spec):
            game.effects.remove(effect)
            return 0
    return amount


PREVENTION_VERBS = {
    "prevent_next_time": choose_source,
    "prevent_next": lambda ctx, e: shield(ctx.game, ctx.target(e["prevent_next"]), int(e["amount"])),
    "prevent_next_each": lambda ctx, e: shield_each(ctx.game, e["prevent_next_each"]),
    "damage_cant_be_prevented": lambda ctx, e: make_unpreventable(ctx.game),
}

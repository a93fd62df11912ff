"""Replacement effects (CR 614) and how several of them modify one event (616).

A replacement effect of a static ability watches for an event that would happen and replaces it, whole or in
part, before it happens (614.1): the replaced event never happens (614.6). Each effect here is a `Replacement` of a
permanent's behaviour, named by `kind`; this module says which of them apply to an event and applies each of them
once (614.5), in the order the affected player chooses where that order is asked for (616.1, `production` for
mana). The zone changes of `zone_changes` and the steps of `steps` ask it what their event becomes.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Any, TypeVar

from .continuous import Effect, characteristics
from .effect_context import Context
from .filters import matches
from .game import Game
from .objects import GameObject
from .tapping import tap
from .vocabulary import Replacement

T = TypeVar("T")


def applicable(game: Game, kind: str) -> list[tuple[GameObject, Replacement]]:
    """CR 614.1: the replacement effects of `kind` that the static abilities of permanents on the battlefield
    generate, with the permanent each comes from, in the order the permanents are found."""
    return [(perm, rep) for perm in game.permanents() for rep in perm.behaviour.of(Replacement) if rep.kind == kind]


def apply_once(value: T, effects: Sequence[Any], apply: Callable[[Any, T], T], order: Iterable[int]) -> T:
    """CR 614.5: each of `effects` gets one opportunity to modify the event (`value`), or the event an earlier one
    modified it into, in `order` (616.1: the affected player's); none applies again to what it produced."""
    for i in order:
        value = apply(effects[i], value)
    return value


# -- zone changes: "instead" (614.1a) ------------------------------------------------------------------------------


def graveyard_or_instead(game: Game, obj: GameObject) -> str:
    """CR 614.1a: the zone a card or token bound for a graveyard goes to: exile while a replacement effect says "If
    a card or token would be put into a graveyard from anywhere, exile it instead". The card is never put into the
    graveyard (614.6)."""
    return "exile" if applicable(game, "exile_instead_of_graveyard") else "graveyard"


# -- entering the battlefield (614.1c-d, 614.12) ------------------------------------------------------------------


def entering_replacements(game: Game, permanent: GameObject, kind: str) -> list[Replacement]:
    """CR 614.12: the replacement effects of `kind` that modify how `permanent` enters: its own, which affect only
    it and apply although it isn't on the battlefield yet, and those of permanents already there whose `affects`
    filter fits it as it would exist on the battlefield (614.12: its characteristics there). An effect of a
    general subset doesn't apply to the permanent it comes from as it enters ("Permanents enter tapped")."""
    own = [r for r in permanent.behaviour.of(Replacement) if r.kind == kind and "affects" not in r.params]
    others = [
        rep
        for perm, rep in applicable(game, kind)
        if perm.oid != permanent.oid
        and "affects" in rep.params
        and matches(game, permanent, rep.params["affects"], perm.controller, perm)
    ]
    return own + others


def enters_tapped(game: Game, permanent: GameObject) -> bool:
    """CR 614.1d: "[This permanent] enters tapped" modifies how it enters: it is tapped as it enters, and never
    becomes tapped (603.2f)."""
    return bool(entering_replacements(game, permanent, "enters_tapped"))


def counters_entering_with(game: Game, permanent: GameObject, x: int, kicked: int) -> list[tuple[dict, tuple]]:
    """CR 614.1c: "[This permanent] enters with [counters]" (and "if it was kicked, it enters with ..."): for each
    such effect that applies, the counters it enters with, X being the spell's (107.3m), as the effects that modify
    counters being put make them (614.16), and the keywords it enters with (a kicked Kavu Titan's trample)."""
    found = []
    for rep in entering_replacements(game, permanent, "enters_with_counters"):
        if rep.params.get("if_kicked") and not kicked:
            continue
        counters = {
            k: counters_to_put(game, permanent, k, int({"X": x, "kicked": kicked}.get(n, n)))
            for k, n in rep.params["counters"].items()
        }
        found.append((counters, tuple(rep.params.get("keywords", ()))))
    return found


# -- counters put on a permanent (614.16) ---------------------------------------------------------------------------


def counters_to_put(game: Game, obj: GameObject, kind: str, amount: int) -> int:
    """CR 614.16: "If one or more [kind] counters would be put on a creature you control, that many plus N are put
    on it instead" applies to counters an effect puts, and to those a permanent enters with because of another
    replacement effect (614.1c), though entering is no effect. Each applies once (614.5)."""
    if amount <= 0:
        return amount
    effects = [
        (perm, rep)
        for perm, rep in applicable(game, "more_counters")
        if rep.params["counter"] == kind
        and obj.controller == perm.controller
        and characteristics(game, obj).is_a(rep.params.get("on", "Creature"))
    ]
    return apply_once(amount, effects, lambda e, n: n + e[1].params["plus"], range(len(effects)))


# -- drawing (614.11) ------------------------------------------------------------------------------------------------


def replaces_draw(game: Game, player: str) -> Replacement | None:
    """CR 614.11: an effect that replaces a draw applies even though no card could be drawn: "If you would draw a
    card while your library has no cards in it, you win the game instead" is checked for each draw (614.11a), the
    library as it is then."""
    for perm, rep in applicable(game, "draw_from_empty_library"):
        if perm.controller == player and not game.player(player).zones["library"]:
            return rep
    return None


def replace_draw(game: Game, player: str, rep: Replacement) -> None:
    """The event that replaces the draw: `player` wins the game (104.2b), every other player still in it loses."""
    for name, other in game.players.items():
        if name != player and other.lost is None:
            game.lose(name, "effect")


# -- skipping (614.1b, 614.10) ---------------------------------------------------------------------------------------


def skipped_step(game: Game, step: str) -> bool:
    """CR 614.1b, 614.10: "Players skip their [step] steps": the step is replaced with nothing; it doesn't begin, so
    nothing of it happens, not its turn-based actions nor its "at the beginning of" abilities (614.10a). Checked as
    the step would begin: one already begun can't be skipped any more (614.10). "[Player] skips their next [step]"
    is used up by the first such step of that player's that it skips; of two such effects one is used up, the other
    waits for the next occurrence (614.10a)."""
    if any(rep.params["step"] == step for _, rep in applicable(game, "skip_step")):
        return True
    waiting = [e for e in game.effects if e.data.get("skip_next") == {"player": game.active, "step": step}]
    if waiting:
        game.effects.remove(waiting[0])
    return bool(waiting)


def _skip_next(ctx: Context, e: dict[str, Any]) -> None:
    """ "Target player skips their next [step]" (CR 614.10): a replacement effect that waits for that player's next
    such step, until it has skipped one."""
    spec = e["skip_next"]
    player = ctx.target(spec)
    ctx.game.effects.append(
        Effect(frozenset(), until="used", data={"skip_next": {"player": player, "step": spec["step"]}})
    )


# -- damage (614.2, 614.7a, 614.15, 616.1a) ---------------------------------------------------------------------------


def in_616_order(effects: Sequence[tuple[bool, Any]]) -> list[int]:
    """CR 616.1a: of the replacement effects that would modify one event, a self-replacement effect (614.15) is
    applied first; the others then in the order found (616.1e: any may be chosen; none of the catalog's damage
    replacements changes its result with the order). `effects` are (is a self-replacement effect, effect) pairs."""
    return sorted(range(len(effects)), key=lambda i: not effects[i][0])


def _increases(game: Game, perm: GameObject, rep: Replacement, source: GameObject, target: GameObject | str) -> bool:
    """ "If a [colour] source you control would deal damage to an opponent or a permanent an opponent controls"."""
    p = rep.params
    if source.controller != perm.controller or p.get("color") not in characteristics(game, source).colors:
        return False
    victim = target if isinstance(target, str) else target.controller
    return victim != perm.controller


def damage_dealt(
    game: Game,
    source: GameObject | None,
    target: GameObject | str,
    amount: int,
    self_replacements: Sequence[Callable[[int], int]] = (),
) -> int:
    """The damage `source` would deal to `target` once replacement effects have modified the event (614.2: some
    apply to damage from a source): the spell's or ability's own self-replacement effects first (614.15, 616.1a),
    such as "if this spell was kicked, it deals 4 damage instead", then "it deals that much damage plus N instead".
    A source that would deal 0 damage deals none: an effect that would increase it has no event to replace
    (614.7a)."""
    effects: list[tuple[bool, Any]] = [(True, f) for f in self_replacements]
    if source is not None:
        effects += [
            (False, rep) for perm, rep in applicable(game, "more_damage") if _increases(game, perm, rep, source, target)
        ]

    def apply(effect: tuple[bool, Any], n: int) -> int:
        if n <= 0:
            return n  # CR 614.7a: no damage is dealt, nothing to replace
        return effect[1](n) if effect[0] else n + effect[1].params["plus"]

    return max(apply_once(amount, effects, apply, in_616_order(effects)), 0)


# -- regeneration (614.8, 701.15) ------------------------------------------------------------------------------------


def _regenerate(ctx: Context, e: dict[str, Any]) -> None:
    """ "Regenerate [this permanent]" (CR 701.15a): a replacement effect that protects the permanent, while it is on
    the battlefield, the next time it would be destroyed this turn (a regeneration shield, until the turn ends)."""
    obj = ctx.source
    if obj is not None and ctx.game.on_battlefield(obj):
        ctx.game.effects.append(Effect(frozenset({obj.oid}), data={"regeneration_shield": True}))


def regenerated(game: Game, obj: GameObject) -> bool:
    """CR 614.8, 701.15a: regeneration replaces destruction, and only destruction: the next time the permanent would
    be destroyed, a shield of it is used up, all damage marked on it is removed, its controller taps it, and it is
    removed from combat. Returns whether the destruction was replaced (the permanent stays)."""
    shield = next((e for e in game.effects if obj.oid in e.affected and e.data.get("regeneration_shield")), None)
    if shield is None:
        return False
    game.effects.remove(shield)  # CR 614.3: used up
    obj.damage = 0
    obj.deathtouch_damage = False
    tap(game, obj)
    if game.combat is not None:
        game.combat.attackers.pop(obj.oid, None)
        game.combat.blockers.pop(obj.oid, None)
    return True


REPLACEMENT_VERBS: dict[str, Callable[[Context, dict[str, Any]], None]] = {
    "regenerate": _regenerate,
    "skip_next": _skip_next,
}

"""Zone changes with their rules: entering the battlefield (CR 614.1c, 107.3m), dying (700.4), sacrificing
(701.21), destroying (701.8), discarding (701.9), milling (701.17), drawing (121)."""

from __future__ import annotations

from . import replacement, sagas
from .bestowed import BESTOWED
from .continuous import Effect, characteristics, follow_to_battlefield
from .game import Event, Game
from .objects import GameObject
from .offspring import battlefield_grants, keep_grants
from .triggers import emit
from .vocabulary import Replacement, Static


def enter_battlefield(
    game: Game,
    obj: GameObject,
    controller: str,
    *,
    x: int = 0,
    kicked: int = 0,
    chosen: dict | None = None,
    attach_to: int | None = None,
    tapped: bool = False,
) -> GameObject:
    """Put `obj` onto the battlefield, attached to `attach_to` if given (an Aura spell, CR 608.3c). Its "enters
    with" replacement effects see the X of the spell it was (CR 107.3m) although its own X is now 0, "[this
    permanent] enters tapped" (614.1d) taps it on the way in; then enters triggers. A permanent spell's
    characteristics changed by a spell's or ability's effect stay changed on the permanent it becomes (400.7a), and
    the abilities static abilities granted it that function on the battlefield stay granted (400.7b). With `tapped`,
    another effect has it enter tapped (614.1c: "Each land played this way enters tapped")."""
    from_stack = obj.zone == "stack"
    granted = battlefield_grants(game, obj) if from_stack else ()  # seen while it is still a spell (400.7b)
    new = game.move(obj, "battlefield", controller)
    assert new is not None
    if from_stack and obj.face == BESTOWED:
        new.face = BESTOWED  # CR 702.103b: a bestowed Aura spell becomes a bestowed Aura
    if from_stack:
        follow_to_battlefield(game, obj, new)
        keep_grants(game, new, granted)
    if attach_to is not None:
        new.attached_to = attach_to
    new.summoning_sick = True
    new.chosen.update(chosen or {})
    if tapped or replacement.enters_tapped(game, new):
        new.tapped = True  # CR 614.1d: it enters tapped; it never becomes tapped (603.2f)
    for counters, keywords in replacement.counters_entering_with(game, new, x, kicked):  # CR 614.1c
        _enters_with_keywords(game, new, keywords)
        for counter, n in counters.items():
            if n:
                new.counters[counter] = new.counters.get(counter, 0) + n
    sagas.enters(game, new)  # CR 714.3a: a Saga enters with a lore counter
    emit(game, Event("enters", controller, new, {"x": x}))  # 107.3m: its enters triggers see the spell's X
    return new


def _enters_with_keywords(game: Game, obj: GameObject, keywords: tuple[str, ...]) -> None:
    """ "Enters with [keyword]" (e.g. a kicked Kavu Titan's trample): an effect that lasts while it stays (614.1c)."""
    if keywords:
        game.effects.append(Effect(frozenset({obj.oid}), keywords=keywords, until="leaves"))


def to_graveyard(game: Game, obj: GameObject) -> GameObject | None:
    """Put `obj` into its owner's graveyard, or where a replacement effect puts it instead (CR 614.1a): "If a
    card or token would be put into a graveyard from anywhere, exile it instead"."""
    return game.move(obj, replacement.graveyard_or_instead(game, obj))


def put_into_graveyard(game: Game, obj: GameObject) -> GameObject | None:
    """Move to its owner's graveyard; a creature that does so from the battlefield dies (CR 700.4), and its
    leaves-the-battlefield abilities look back in time (603.10a). Exiled instead (614.1a), it doesn't die, and
    nothing triggers on its dying (603.2h)."""
    was_creature = obj.zone == "battlefield" and characteristics(game, obj).is_a("Creature")
    snapshot = GameObject(**{**obj.__dict__, "counters": obj.counters.copy()})
    zone = replacement.graveyard_or_instead(game, obj)
    new = game.move(obj, zone)
    if was_creature and zone == "graveyard":
        game.player(snapshot.controller).creatures_died.append(snapshot)  # for effects looking back (608.2i)
        emit(game, Event("dies", snapshot.controller, snapshot))
    return new


def sacrifice(game: Game, obj: GameObject) -> GameObject | None:
    """CR 701.17a: move a permanent you control to its owner's graveyard; its controller sacrificed it, an event
    "whenever you sacrifice [a permanent]" abilities trigger on, which see it as it last existed (603.10a)."""
    controller = obj.controller
    new = put_into_graveyard(game, obj)
    emit(game, Event("sacrificed", controller, obj))
    return new


def destroy(game: Game, obj: GameObject) -> GameObject | None:
    """CR 701.7a: move a permanent to its owner's graveyard; one with indestructible can't be destroyed
    (702.12b): it stays, and nothing is returned, as for a token that ceased to exist. A regeneration shield
    replaces the destruction (614.8): the permanent stays too."""
    if characteristics(game, obj).indestructible or replacement.regenerated(game, obj):
        return None
    return put_into_graveyard(game, obj)


def discard(game: Game, obj: GameObject) -> GameObject | None:
    """CR 701.8a: move a card from its owner's hand to their graveyard; a card with madness is exiled instead,
    and its madness trigger triggers (702.35a). Then "whenever you discard a card" abilities trigger."""
    if any(r.kind == "madness" for r in obj.behaviour.of(Replacement)):
        new = game.move(obj, "exile")
        emit(game, Event("exiled_by_madness", obj.owner, new))
    else:
        new = to_graveyard(game, obj)
    emit(game, Event("discard", obj.owner, obj))
    return new


def mill(game: Game, player: str, n: int) -> None:
    """CR 701.17a: put the top n cards of the library into the graveyard."""
    for oid in game.player(player).zones["library"][:n]:
        to_graveyard(game, game.objects[oid])


def draw(game: Game, player: str, n: int) -> None:
    """CR 121.1: put the top card of the library into the hand, n times. A draw from an empty library
    doesn't happen, but the player attempted it (121.4): they lose at the next state-based action check
    (704.5b). While an effect says players can't draw cards, none is drawn and none attempted (121.3)."""
    if any(a.kind == "players_cant_draw" for perm in game.permanents() for a in perm.behaviour.of(Static)):
        return
    who = game.player(player)
    for _ in range(n):  # one draw at a time: a replacement effect is checked for each (614.11a)
        rep = replacement.replaces_draw(game, player)
        if rep is not None:
            replacement.replace_draw(game, player, rep)  # CR 614.11: even with no card to draw
        elif who.zones["library"]:
            game.move(game.objects[who.zones["library"][0]], "hand")
        else:
            who.drew_from_empty_library = True

"""Effects that create tokens (CR 111) and put counters on objects (CR 122): the verbs `create_token`,
`create_tokens`, `create_token_copy`, and the counters an effect puts."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

from . import replacement
from .effect_context import Context, resolve_number
from .game import Event
from .objects import GameObject, token_face
from .triggers import emit


def add_counters(ctx: Context, obj: GameObject, counters: dict[str, int | str]) -> None:
    """Put counters of each kind on `obj` (CR 122.1); a count may be the X of the spell or ability. The
    controller of the effect puts them, an event abilities may trigger on (603.2)."""
    for kind, n in counters.items():
        amount = replacement.counters_to_put(ctx.game, obj, kind, resolve_number(ctx, n))  # CR 614.16
        obj.counters[kind] = obj.counters.get(kind, 0) + amount
        if amount > 0:
            emit(ctx.game, Event("counters_put", ctx.controller, obj, {"counter": kind, "amount": amount}))


def _create_tokens(ctx: Context, e: dict[str, Any]) -> None:
    """A token for each counter of a kind on the source, as it last existed (CR 603.10a, 608.2h)."""
    spec = e["create_tokens"]
    assert ctx.source is not None  # a triggered ability always records its source
    for _ in range(ctx.source.counters.get(spec["count"]["counters"], 0)):
        token = ctx.game.new_object("battlefield", ctx.controller, token=token_face(spec["token"]))
        token.summoning_sick = True


def _create_token(ctx: Context, e: dict[str, Any]) -> None:
    """ "Create a [token], then put [N] [kind] counters on it" (CR 111.2, 122.1): the token's characteristics are
    those the effect gives (111.4)."""
    spec = e["create_token"]
    token = ctx.game.new_object("battlefield", ctx.controller, token=token_face(spec["token"]))
    token.summoning_sick = True
    add_counters(ctx, token, spec.get("counters", {}))


def _create_token_copy(ctx: Context, e: dict[str, Any]) -> None:
    """ "Create a token that's a copy of target [permanent]": the token has the target's copiable values (CR 707.2).
    A copy of a transforming permanent (itself no copy, CR 707.8) is a transforming token with both faces, entering
    with the face up that the permanent shows (707.8a). An ability the token gets by copying that refers to X has
    X = 0 unless it defines X (107.3j): a copied "enters with X +1/+1 counters" gives it none. "A copy of it" (`self`)
    copies the source; "except it's 1/1" (`power`, `toughness`) is part of the token's copiable values (707.9b)."""
    spec = e["create_token_copy"]
    target = ctx.source if spec == "self" else ctx.target(spec)
    if not isinstance(target, GameObject) or target.zone != "battlefield":
        return
    card = target.card
    if target.copy_of is None and target.melded is None and card is not None and card.layout == "transform":
        token = ctx.game.new_object("battlefield", ctx.controller, token=card.faces[0], card=card, face=target.face)
    else:
        face = target.copiable_face()
        if "power" in e:
            face = dataclasses.replace(face, power=e["power"], toughness=e["toughness"])
        token = ctx.game.new_object("battlefield", ctx.controller, token=face)
    token.summoning_sick = True


TOKEN_VERBS: dict[str, Callable[[Context, dict[str, Any]], Any]] = {
    "create_tokens": _create_tokens,
    "create_token_copy": _create_token_copy,
    "create_token": _create_token,
}

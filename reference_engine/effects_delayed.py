"""Effects that create delayed triggered abilities (CR 603.7) and copy spells (707.10). Part of the effect vocabulary
of `effects`."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from .effect_context import resolve_number
from .errors import Unsupported
from .stack import StackEntry, push
from .triggers import create_delayed
from .vocabulary import Triggered

if TYPE_CHECKING:
    from .effect_context import Context


def _delayed_trigger(ctx: Context, e: dict[str, Any]) -> None:
    """CR 603.7a: "When you cast your next [spell] this turn, ...": the resolving spell or ability creates a delayed
    triggered ability, with `event`, `when` (`object`: the spells it watches) and `effects` as a triggered ability's;
    `next` makes it trigger only the next time its event happens, and "this turn" ends it with the turn (603.7b;
    `this_turn: false` for one that waits for the next time across turns, "at the beginning of the next end step");
    its source and controller are those of what created it (603.7d-e), and so is its X (107.3n)."""
    spec = e["delayed_trigger"]
    ability = Triggered(spec["event"], tuple(spec["effects"]), spec.get("when", {}))
    if ctx.source is None:
        raise Unsupported("a delayed triggered ability created by an effect with no source is not modelled")
    once, this_turn = bool(spec.get("next")), spec.get("this_turn", True)
    create_delayed(ctx.game, ctx.controller, ability, ctx.source, x=ctx.x, once=once, this_turn=this_turn)


def _copy_spell(ctx: Context, e: dict[str, Any]) -> None:
    """CR 707.10: "copy that spell N times", that spell being the one the trigger event is about: each copy is put
    on the stack, owned and controlled by the ability's controller, with the copiable values of the spell and the
    decisions made for it, its X and targets among them; a copy isn't cast, and once off the stack it ceases to
    exist (704.5e, in `Game.move`). "You may choose new targets for the copies" (707.10c) is a choice; the copies
    keep the spell's targets here, which that choice allows."""
    spec = e["copy_spell"]
    spell = ctx.data.get("event_object")
    entry = next((s for s in ctx.game.stack if spell is not None and s.obj is spell), None)
    if entry is None or spell is None:
        raise Unsupported("copying a spell that has left the stack is not modelled")
    for _ in range(resolve_number(ctx, spec["times"])):
        copy = ctx.game.new_object(
            "stack",
            ctx.controller,
            card=spell.card,
            face=spell.face,
            copy_of=spell,
            x=spell.x,
            kicked=spell.kicked,
            chosen=dict(spell.chosen),
        )
        push(ctx.game, StackEntry(ctx.controller, obj=copy, targets=list(entry.targets), x=entry.x))


DELAYED_VERBS: dict[str, Callable[[Context, dict[str, Any]], None]] = {
    "delayed_trigger": _delayed_trigger,
    "copy_spell": _copy_spell,
}

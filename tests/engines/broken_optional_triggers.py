"""A broken engine for CR 603.5, misreading it as an engine author might: an optional triggered ability ("you may",
"you may pay", "unless") has its option decided, and carried out, as it triggers, and only then goes on the stack
with nothing left to do. Nobody can act between the trigger and the choice. Caught where
tests/test_broken_optional_triggers.py expects."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from reference_engine import effects, triggers
from reference_engine.effect_context import Context

from .broken import BrokenAdapter

_PUT = triggers._put
_OPTIONAL = ("may", "may_pay_x", "sacrifice_unless")  # the effect verbs whose choice 603.5 leaves to resolution


def _put_deciding_first(game: Any, trig: Any, then: Any) -> bool:
    """The option is decided as the ability triggers (603.5 broken: "The choice is made when the ability resolves"):
    its effects run now, and the ability goes on the stack without them."""
    if trig.ability.modes or not any(verb in e for e in trig.ability.effects for verb in _OPTIONAL):
        return _PUT(game, trig, then)
    decided = replace(trig, ability=replace(trig.ability, effects=()))

    def after() -> None:
        game.pending_choice = None
        if _PUT(game, decided, then):
            triggers.put_triggers_on_stack(game, then)

    ctx = Context(game, trig.controller, trig.source, [], trig.source.x or 0, {"after_choice": after, **trig.context})
    if effects.run(ctx, trig.ability.effects):
        return _PUT(game, decided, then)
    return False


class OptionalTriggerDecidedAsItTriggers(BrokenAdapter):
    """603.5 read backwards: an optional trigger's choice is made as it triggers, before it goes on the stack."""

    name = "optional-trigger-decided-as-it-triggers"
    rules = ("603.5",)  # the CR rules it breaks
    target = "reference_engine.triggers._put"
    replacement = staticmethod(_put_deciding_first)


# the function replaced exists, under the name patched
assert triggers._put

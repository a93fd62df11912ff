"""Broken engines for the order of a resolution's steps (CR 608.2): a target is checked only when an instruction
reaches it, not first, before any instruction is followed (608.2 broken)."""

from __future__ import annotations

from typing import Any

from reference_engine.targets import is_legal_target

from .broken import BrokenAdapter


def _checked_when_used(ctx: Any, index: int) -> Any:
    """The target's legality is checked as each instruction asks about it: one an earlier instruction has exiled
    is illegal by then, and nothing is known about it (608.2 broken: 608.2b's check is not made first)."""
    specs, target = ctx.data.get("target_specs", ()), ctx.targets[index]
    if index < len(specs) and not is_legal_target(ctx.game, ctx.controller, specs[index], target, ctx.source):
        return None
    return target


class TargetsCheckedWhenUsed(BrokenAdapter):
    name = "targets-checked-when-used"
    rules = ("608.2",)  # the CR rules it breaks
    target = "reference_engine.effect_context.Context.checked_target"
    replacement = staticmethod(_checked_when_used)

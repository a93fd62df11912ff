"""Broken engines for the order of a resolution's steps (CR 608.2): a target is checked only when an instruction
reaches it, not first, before any instruction is followed (608.2 broken); abilities that trigger when an ability
resolves trigger as it begins to resolve, not once all its steps are done (608.2p broken)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any
from unittest import mock

from reference_engine import resolution, sagas
from reference_engine.targets import is_legal_target, legal_targets_remain

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


_RESOLVE_ABILITY = resolution._resolve_ability
_RESOLVED = sagas.resolved


def _triggers_as_it_begins(game: Any, entry: Any, then: Callable[[], None]) -> None:
    """Abilities that trigger when an ability resolves trigger as it begins to resolve, once its targets are found
    legal, before any of its instructions is followed (608.2p broken: not once all the steps are done)."""
    ability = entry.ability
    if legal_targets_remain(game, entry.controller, ability.targets, entry.targets, entry.source):
        _RESOLVED(game, ability, entry.source, entry.controller)
    _RESOLVE_ABILITY(game, entry, then)


class ResolutionTriggersFirst(BrokenAdapter):
    name = "resolution-triggers-first"
    rules = ("608.2p",)  # the CR rules it breaks

    @contextmanager
    def _broken(self) -> Iterator[None]:
        with (
            mock.patch("reference_engine.resolution._resolve_ability", _triggers_as_it_begins),
            mock.patch("reference_engine.sagas.resolved", lambda *args: None),
        ):
            yield


def _every_target_legal(game: Any, you: str, specs: Any, targets: list[Any], source: Any) -> bool:
    """The spell or ability resolves only if every one of its targets is still legal (608.2b broken: it resolves
    while any is, doing nothing to the illegal ones)."""
    return all(is_legal_target(game, you, s, t, source) for s, t in zip(specs, targets, strict=False))


class OneIllegalTargetCounters(BrokenAdapter):
    """A spell or ability with one illegal target of several doesn't resolve at all (608.2b broken)."""

    name = "one-illegal-target-counters"
    rules = ("608.2b",)  # the CR rules it breaks
    target = "reference_engine.resolution.legal_targets_remain"
    replacement = staticmethod(_every_target_legal)

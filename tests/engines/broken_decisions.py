"""Broken engines for rules the review found decided by no scenario (issue 42): each misreads one rule as an engine
author might, and `features/cr-decisions.json` names the scenario that catches it. An engine that puts a card
"Nth from the top" of a library shorter than N on top instead of on the bottom (CR 401.7), and one whose step ends
as soon as the stack becomes empty, without the players passing again (500.2)."""

from __future__ import annotations

from typing import Any

from reference_engine import branches, engine, priority

from .broken import BrokenAdapter
from .broken_emerge import PatchingAdapter


def _short_library_on_top(game: Any, card: Any, position: int) -> None:
    """Nth from the top of a library with fewer than N cards: on top (401.7 broken: it goes on the bottom)."""
    library = game.player(card.owner).zones["library"]
    library.remove(card.oid)
    library.insert(position - 1 if len(library) >= position else 0, card.oid)


_RESOLVE_TOP = priority.resolve_top


def _step_ends_when_the_stack_empties(game: Any) -> None:
    """The top object resolves and, once the stack is empty, the step ends at once (500.2 broken: the players must
    pass in succession with the stack empty)."""
    _RESOLVE_TOP(game)
    if not game.stack and not game.over and game.pending_choice is None:
        priority.end_step(game)


class ShortLibraryPutsOnTop(BrokenAdapter):
    name = "short-library-puts-on-top"
    rules = ("401.7",)  # the CR rules it breaks
    target = "reference_engine.branches._place_from_top"
    replacement = staticmethod(_short_library_on_top)


class StepEndsWhenTheStackEmpties(PatchingAdapter):
    """`resolve_top` is imported by name where all players' passing is handled, so both names are patched."""

    name = "step-ends-when-the-stack-empties"
    rules = ("500.2",)  # the CR rules it breaks
    patches = (
        ("reference_engine.priority.resolve_top", _step_ends_when_the_stack_empties),
        ("reference_engine.engine.resolve_top", _step_ends_when_the_stack_empties),
    )


assert branches._place_from_top and engine.resolve_top is priority.resolve_top  # the functions replaced exist

"""A broken engine for CR 609.4, misreading it as an engine author might: "you may cast sorcery spells as though they
had flash" is implemented by giving those spells flash, so that they have it for every other purpose too (609.4: the
game is treated normally but for the stated effect). Caught where tests/test_broken_as_though.py expects."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from reference_engine import effects as _effects  # noqa: F401  (imported first, as the engine is: no import cycle)
from reference_engine import observe
from reference_engine.filters import matches
from reference_engine.vocabulary import Static

from .broken import BrokenAdapter

_CHARACTERISTICS = observe.characteristics


def _granting_flash(game: Any, obj: Any, grants: Any = None) -> Any:
    """The characteristics, with flash added to a card a "cast ... as though it had flash" permission of a permanent
    its owner controls covers (609.4 broken: "This applies only to the stated effect")."""
    chars = _CHARACTERISTICS(game, obj, grants)
    covered = any(
        ability.kind == "cast_as_though_flash" and matches(game, obj, ability.params["spells"], obj.owner, perm)
        for perm in game.permanents()
        if perm.controller == obj.owner
        for ability in perm.behaviour.of(Static)
    )
    return replace(chars, keywords=chars.keywords | {"Flash"}) if covered else chars


class AsThoughFlashGrantsFlash(BrokenAdapter):
    """609.4 forgotten: Hypersonic Dragon gives sorcery spells flash, which they are then seen to have."""

    name = "as-though-flash-grants-flash"
    rules = ("609.4",)  # the CR rules it breaks
    target = "reference_engine.observe.characteristics"
    replacement = staticmethod(_granting_flash)


# the function replaced exists, under the name patched
assert _CHARACTERISTICS

"""A broken engine for CR 602.5, misreading it as an engine author might: a prohibition on activating abilities is
checked only for the abilities that use the stack, so a creature's mana ability (605.1a), which resolves at once, is
activated all the same. Caught where tests/test_broken_prohibitions.py expects."""

from __future__ import annotations

from typing import Any

from reference_engine import abilities

from .broken import BrokenAdapter

_CHECK = abilities.check_may_activate


def _sparing_mana_abilities(game: Any, player: str, source: Any, ability: Any) -> None:
    """Mana abilities skip the check (602.5 broken: a prohibited ability can't be activated, a mana ability too)."""
    if not ability.is_mana_ability:
        _CHECK(game, player, source, ability)


class ProhibitionSparesManaAbilities(BrokenAdapter):
    """602.5 applied only to abilities that use the stack: Llanowar Elves taps for {G} under Linvala."""

    name = "prohibition-spares-mana-abilities"
    rules = ("602.5",)  # the CR rules it breaks
    target = "reference_engine.abilities.check_may_activate"
    replacement = staticmethod(_sparing_mana_abilities)


# the function replaced exists, under the name patched
assert _CHECK

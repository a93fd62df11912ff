"""Basic lands: each has the intrinsic mana ability of its land type (CR 305.6)."""

from typing import Any

_TYPES = {"Plains": "{W}", "Island": "{U}", "Swamp": "{B}", "Mountain": "{R}", "Forest": "{G}"}


def intrinsic_abilities(subtypes: tuple[str, ...]) -> list[dict[str, Any]]:
    """The intrinsic "{T}: Add [mana symbol]" of each basic land type among a land's subtypes (CR 305.6)."""
    return [
        {"activated": {"cost": {"symbols": "T"}, "effects": [{"add_mana": _TYPES[t]}]}} for t in subtypes if t in _TYPES
    ]


CARDS = {name: {"abilities": intrinsic_abilities((name,))} for name in _TYPES}

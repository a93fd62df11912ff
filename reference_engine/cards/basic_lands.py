"""Basic lands: each has the intrinsic mana ability of its land type (CR 305.6)."""

_TYPES = {"Plains": "{W}", "Island": "{U}", "Swamp": "{B}", "Mountain": "{R}", "Forest": "{G}"}

CARDS = {
    name: {"abilities": [{"activated": {"cost": {"symbols": "T"}, "effects": [{"add_mana": mana}]}}]}
    for name, mana in _TYPES.items()
}

"""Replacement and prevention effects (CR 614, 615): exile instead of a graveyard (614.1a), whose replaced event
triggers nothing (603.2h), with a graveyard-exiling artifact beside it (406.2); prevention of a spell's damage
that follows the permanent it becomes (615.5, 400.7c); and permanents that enter tapped (614.1d), a land among
them played with an enters trigger (305.1, 603.6a)."""

CARDS = {
    "Rest in Peace": {
        "abilities": [
            {"triggered": {"event": "enters", "when": {"self": True}, "effects": [{"exile_graveyards": True}]}},
            {"replacement": {"kind": "exile_instead_of_graveyard"}},
        ],
    },
    "Tormod's Crypt": {
        "abilities": [
            {
                "activated": {
                    "cost": {"symbols": "T", "sacrifice": "self"},
                    "targets": [{"kind": "player"}],
                    "effects": [{"exile_graveyards": {"target": 0}}],
                }
            }
        ],
    },
    "Hallow": {
        "targets": [{"kind": "object", "zone": "stack"}],  # "target spell"
        "spell": [{"prevent_damage": 0, "gain_life_prevented": True}],
    },
    "Moss Diamond": {
        "abilities": [
            {"replacement": {"kind": "enters_tapped"}},
            {"activated": {"cost": {"symbols": "T"}, "effects": [{"add_mana": "{G}"}]}},
        ],
    },
    "Thornwood Falls": {
        "abilities": [
            {"replacement": {"kind": "enters_tapped"}},
            {"triggered": {"event": "enters", "when": {"self": True}, "effects": [{"gain_life": 1}]}},
            {"activated": {"cost": {"symbols": "T"}, "effects": [{"add_mana": {"one_of": ["G", "U"]}}]}},
        ],
    },
}

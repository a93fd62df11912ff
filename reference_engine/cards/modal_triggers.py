"""Modal triggered abilities (CR 603.3c, 700.2): the mode is chosen as the ability is put on the stack, and a
mode whose target can't be chosen can't be."""

CARDS = {
    "Knight of Autumn": {
        "abilities": [
            {
                "triggered": {
                    "event": "enters",
                    "when": {"self": True},
                    "modes": [
                        {"effects": [{"put_counters": {"+1/+1": 2}}]},
                        {
                            "targets": [{"kind": "object", "filter": {"types": ["Artifact", "Enchantment"]}}],
                            "effects": [{"destroy": 0}],
                        },
                        {"effects": [{"gain_life": 4}]},
                    ],
                }
            }
        ],
    },
    "Retreat to Kazandu": {
        "abilities": [
            {
                "triggered": {
                    "event": "enters",
                    "when": {"object": {"types": ["Land"], "controller": "you"}},
                    "modes": [
                        {
                            "targets": [{"kind": "object", "filter": {"types": ["Creature"]}}],
                            "effects": [{"put_counters": {"+1/+1": 1}, "target": 0}],
                        },
                        {"effects": [{"gain_life": 2}]},
                    ],
                }
            }
        ],
    },
}

"""Cards of the Comprehensive Rules scenarios (features/rules/) about triggered abilities and resolving: a modal
triggered ability, with a mode whose target may be missing (CR 603.3c)."""

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
}

"""Cards of the Comprehensive Rules scenarios (features/rules/) about triggered abilities and resolving: a modal
triggered ability, with a mode whose target may be missing (CR 603.3c); a "you may" that can be done only once
each turn (603.2i); a spell offering to pay mana while it resolves (608.2g); a sorcery that leaves the stack before
its last instruction (608.2m)."""

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
    "Terrasymbiosis": {
        "abilities": [
            {
                "triggered": {
                    "event": "counters_put",
                    "when": {
                        "player": "you",
                        "counter": "+1/+1",
                        "object": {"types": ["Creature"], "controller": "you"},
                        "once_each_turn": True,
                    },
                    "effects": [
                        {
                            "may": {
                                "effects": [{"draw": "that_many"}],
                                "once_each_turn": True,
                                "prompt": "draw that many cards?",
                            }
                        }
                    ],
                }
            }
        ],
    },
    "Mana Leak": {
        "targets": [{"kind": "object", "zone": "stack"}],  # never itself: the engine applies CR 115.5
        "spell": [{"counter_unless_pays": {"target": 0, "mana": "{3}"}}],
    },
    "Approach of the Second Sun": {
        "spell": [
            {
                "if": {
                    "condition": {"cast_from": "hand", "cast_another_named": True},
                    "then": [{"win_game": True}],
                    "else": [{"put_itself_into_library": {"from_top": 7}}, {"gain_life": 7}],
                }
            }
        ]
    },
}

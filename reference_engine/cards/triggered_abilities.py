"""Triggered abilities (CR 603): an "at the beginning of" trigger (603.2b), an effect making abilities trigger
an additional time (603.2d), a "becomes tapped" trigger (603.2f), a "do this only once each turn" (603.2i),
and an Aura's leaves-the-battlefield trigger that finds the card in the graveyard (400.7f, 603.10a)."""

CARDS = {
    "Phyrexian Arena": {
        "abilities": [
            {
                "triggered": {
                    "event": "step_begins",
                    "when": {"step": "upkeep", "player": "you"},
                    "effects": [{"draw": 1}, {"lose_life": 1}],
                }
            }
        ],
    },
    "Panharmonicon": {
        "abilities": [
            {
                "static": {
                    "kind": "additional_trigger",
                    "event": "enters",
                    "object": {"types": ["Artifact", "Creature"]},
                    "of": {"controller": "you"},
                }
            }
        ],
    },
    "Freyalise's Winds": {
        "note": "its untap-step replacement (remove all wind counters instead of untapping) is not modelled",
        "abilities": [
            {"triggered": {"event": "becomes_tapped", "effects": [{"put_counters": {"wind": 1}, "on": "it"}]}}
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
    "Angelic Destiny": {
        "note": "'is an Angel in addition to its other types' is not modelled",
        "enchant": {"types": ["Creature"]},
        "abilities": [
            {
                "static": {
                    "kind": "grant",
                    "to": {"enchanted": True},
                    "pump": [4, 4],
                    "keywords": ["Flying", "First strike"],
                }
            },
            {
                "triggered": {
                    "event": "dies",
                    "when": {"enchanted": True},
                    "effects": [{"return_itself": {"from": "graveyard", "to": "hand"}}],
                }
            },
        ],
    },
}

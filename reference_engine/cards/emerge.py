"""Cards of the emerge, cast trigger, alternative cost and mana value rulings (CR 702.119, 601.2, 118.9, 202.3),
and the cards their scenarios interact with."""

_CREATURES_YOU_CONTROL = {"types": ["Creature"], "controller": "you"}
_COUNTER_TARGET_SPELL = {
    "targets": [{"kind": "object", "zone": "stack"}],  # never itself: the engine applies CR 115.5
    "spell": [{"counter": 0}],
}

CARDS = {
    "Decimator of the Provinces": {
        "emerge": "{6}{G}{G}{G}",
        "abilities": [
            {
                "triggered": {
                    "event": "cast",
                    "when": {"self": True},
                    "effects": [
                        {
                            "pump": {
                                "affected": _CREATURES_YOU_CONTROL,
                                "power": 2,
                                "toughness": 2,
                                "keywords": ["Trample"],
                            }
                        }
                    ],
                }
            }
        ],
    },
    "Distended Mindbender": {
        "emerge": "{5}{B}{B}",
        "abilities": [
            {
                "triggered": {
                    "event": "cast",
                    "when": {"self": True},
                    "targets": [{"kind": "player", "player": "opponent"}],
                    "effects": [
                        {
                            "reveal_choose_discard": {
                                "target": 0,
                                "picks": [{"not_types": ["Land"], "mana_value_max": 3}, {"mana_value_min": 4}],
                            }
                        }
                    ],
                }
            }
        ],
    },
    "Omniscience": {
        "abilities": [{"static": {"kind": "alternative_cost", "cost": None, "zones": ["hand"]}}],
    },
    "Fist of Suns": {
        "abilities": [{"static": {"kind": "alternative_cost", "cost": "{W}{U}{B}{R}{G}"}}],
    },
    "Goreclaw, Terror of Qal Sisma": {
        "abilities": [
            {
                "triggered": {  # CR 508.3a: "whenever [this creature] attacks"
                    "event": "attacks",
                    "when": {"self": True},
                    "effects": [
                        {
                            "pump": {
                                "affected": {"types": ["Creature"], "controller": "you", "power_min": 4},
                                "power": 1,
                                "toughness": 1,
                                "keywords": ["Trample"],
                            }
                        }
                    ],
                }
            },
            {
                "static": {
                    "kind": "cost_reduction",
                    "whose": "you",
                    "spells": {"types": ["Creature"], "power_min": 4},
                    "amount": "{2}",
                }
            },
        ],
    },
    "Beast Whisperer": {
        "abilities": [
            {
                "triggered": {
                    "event": "cast",
                    "when": {"player": "you", "object": {"types": ["Creature"]}},
                    "effects": [{"draw": 1}],
                }
            }
        ],
    },
    "Counterspell": _COUNTER_TARGET_SPELL,
    "Lightning Bolt": {"targets": [{"kind": "any"}], "spell": [{"damage": 3}]},
    "Kavu Titan": {
        "kicker": "{2}{G}",
        "abilities": [
            {
                "replacement": {
                    "kind": "enters_with_counters",
                    "if_kicked": True,
                    "counters": {"+1/+1": 3},
                    "keywords": ["Trample"],
                }
            }
        ],
    },
    "Bone Splinters": {
        "additional_costs": [{"sacrifice": {"types": ["Creature"]}}],
        "targets": [{"kind": "object", "filter": {"types": ["Creature"]}}],
        "spell": [{"destroy": 0}],
    },
    "Mutavault": {
        "note": "'all creature types' is not modelled",
        "abilities": [
            {"activated": {"cost": {"symbols": "T"}, "effects": [{"add_mana": "{C}"}]}},
            {
                "activated": {
                    "cost": {"mana": "{1}"},
                    "effects": [{"become": {"types": ["Creature"], "power": 2, "toughness": 2}}],
                }
            },
        ],
    },
    "Dryad Arbor": {
        "note": "the intrinsic mana ability of its Forest type (CR 305.6)",
        "abilities": [{"activated": {"cost": {"symbols": "T"}, "effects": [{"add_mana": "{G}"}]}}],
    },
    "Shivan Dragon": {
        "abilities": [{"activated": {"cost": {"mana": "{R}"}, "effects": [{"pump": {"power": 1}}]}}],
    },
}

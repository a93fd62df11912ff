"""Cards with X (CR 107.3): an X chosen as a spell is cast or an ability activated (107.3a, 601.2b), an X its
text defines (107.3c), and a trigger using the X in the mana cost of the spell that set it off (107.3e)."""

_CREATURES_YOU_CONTROL = {"types": ["Creature"], "controller": "you"}

CARDS = {
    "Ghitu Fire": {"flash_cost": "{2}", "targets": [{"kind": "any"}], "spell": [{"damage": "X"}]},
    "Helix Pinnacle": {
        "note": "its upkeep trigger (winning with 100 or more tower counters) is not modelled",
        "abilities": [{"activated": {"cost": {"mana": "{X}"}, "effects": [{"put_counters": {"tower": "X"}}]}}],
    },
    "Overwhelming Stampede": {
        "spell": [
            {
                "pump": {
                    "affected": _CREATURES_YOU_CONTROL,
                    "power": {"greatest_power": _CREATURES_YOU_CONTROL},
                    "toughness": {"greatest_power": _CREATURES_YOU_CONTROL},
                    "keywords": ["Trample"],
                }
            }
        ],
    },
    "Zaxara, the Exemplary": {
        "note": "its mana ability ({T}: add two mana of any one color) is not modelled",
        "abilities": [
            {
                "triggered": {
                    "event": "cast",
                    "when": {"player": "you", "object": {"x_in_mana_cost": True}, "x": "event_object"},
                    "effects": [
                        {
                            "create_token": {
                                "token": {
                                    "name": "Hydra",
                                    "types": ["Creature"],
                                    "subtypes": ["Hydra"],
                                    "colors": ["G"],
                                    "power": "0",
                                    "toughness": "0",
                                },
                                "counters": {"+1/+1": "X"},
                            }
                        }
                    ],
                }
            }
        ],
    },
}

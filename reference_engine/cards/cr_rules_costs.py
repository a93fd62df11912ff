"""Cards of the scenarios on the Comprehensive Rules themselves (features/rules/), where no ruling names one."""

_CREATURES_YOU_CONTROL = {"types": ["Creature"], "controller": "you"}

CARDS = {
    "Ghitu Fire": {"flash_cost": "{2}", "targets": [{"kind": "any"}], "spell": [{"damage": "X"}]},
    # a modal double-faced card (CR 712): each face has its own characteristics and behaviour
    "Skyclave Cleric": {
        "abilities": [{"triggered": {"event": "enters", "when": {"self": True}, "effects": [{"gain_life": 2}]}}],
    },
    "Skyclave Basilica": {
        "note": "it can't be played back face up (the play_land action names no face), so 'enters tapped' is not"
        " modelled",
        "abilities": [{"activated": {"cost": {"symbols": "T"}, "effects": [{"add_mana": "{W}"}]}}],
    },
    "Helix Pinnacle": {
        "note": "its upkeep trigger (winning with 100 or more tower counters) is not modelled",
        "abilities": [{"activated": {"cost": {"mana": "{X}"}, "effects": [{"put_counters": {"tower": "X"}}]}}],
    },
    "Dismember": {
        "targets": [{"kind": "object", "filter": {"types": ["Creature"]}}],
        "spell": [{"pump": {"affected": "target", "target": 0, "power": -5, "toughness": -5}}],
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
}

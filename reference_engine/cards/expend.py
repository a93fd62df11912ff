"""Cards with "Whenever you expend N" (CR 700.14)."""

CARDS = {
    "Junkblade Bruiser": {
        "abilities": [
            {
                "triggered": {
                    "event": "expend",
                    "when": {"player": "you", "amount": 4},
                    "effects": [{"pump": {"power": 2, "toughness": 1}}],
                }
            }
        ],
    },
    "Wandertale Mentor": {
        "abilities": [
            {
                "triggered": {
                    "event": "expend",
                    "when": {"player": "you", "amount": 4},
                    "effects": [{"put_counters": {"+1/+1": 1}}],
                }
            },
            {"activated": {"cost": {"symbols": "T"}, "effects": [{"add_mana": {"one_of": ["R", "G"]}}]}},
        ],
    },
}

"""Cards of the scenarios on cost reductions written in mana symbols (CR 118.7b-c) and divided damage (601.2d)."""

CARDS = {
    "Eluge, the Shoreless Sea": {
        "note": "its enters-or-attacks trigger (a flood counter on target land, which is an Island while it has one) is"
        " not modelled: boards put flood counters on lands that are Islands",
        "abilities": [
            {"static": {"kind": "power_toughness_count", "count": {"subtypes": ["Island"], "controller": "you"}}},
            {
                "static": {
                    "kind": "cost_reduction",
                    "whose": "you",
                    "spells": {"types": ["Instant", "Sorcery"]},
                    "first_each_turn": True,
                    "amount": "{U}",
                    "per": {"types": ["Land"], "controller": "you", "counters": "flood"},
                }
            },
        ],
    },
    "Divination": {"spell": [{"draw": 2}]},
    "Forked Bolt": {
        "targets": [{"kind": "any"}, {"kind": "any", "optional": True, "same_word": True}],
        "spell": [{"damage_divided": 2}],
    },
    "Arc Lightning": {
        "targets": [
            {"kind": "any"},
            {"kind": "any", "optional": True, "same_word": True},
            {"kind": "any", "optional": True, "same_word": True},
        ],
        "spell": [{"damage_divided": 3}],
    },
}

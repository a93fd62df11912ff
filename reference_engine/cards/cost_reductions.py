"""Cost reductions (CR 118.7, 601.2f): generic (118.7a), in coloured mana symbols (118.7b-c), only of the
coloured mana paid (101.1 over 118.7b), to the first spell each turn, and several adding up on one spell; and
a plain sorcery they reduce."""

CARDS = {
    "Goblin Electromancer": {
        "abilities": [
            {
                "static": {
                    "kind": "cost_reduction",
                    "whose": "you",
                    "spells": {"types": ["Instant", "Sorcery"]},
                    "amount": "{1}",
                }
            }
        ],
    },
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
    "Edgewalker": {
        "abilities": [
            {
                "static": {
                    "kind": "cost_reduction",
                    "whose": "you",
                    "spells": {"subtypes": ["Cleric"]},
                    "amount": "{W}{B}",
                    # "This effect reduces only the amount of colored mana you pay."
                    "only_typed": True,
                }
            }
        ],
    },
    "Divination": {"spell": [{"draw": 2}]},
}

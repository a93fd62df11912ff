"""Cards of the scenarios on the order of a resolution's steps (CR 608.2): the targets are checked first (608.2b),
so an instruction that asks about a target an earlier one has moved still finds it, as it last existed (608.2h);
abilities that trigger when an ability resolves trigger once all its steps are done (608.2p): a Saga's final
chapter ability (714.2e) puts a creature card onto the battlefield, and that creature's ability triggering on it
sees it resolve."""

CARDS = {
    "Swords to Plowshares": {
        "targets": [{"kind": "object", "filter": {"types": ["Creature"]}}],
        "spell": [{"exile_target": 0}, {"gain_life": {"power_of": 0}, "player": {"controller_of": 0}}],
    },
}

_CREATURE_OR_PLANESWALKER_CARD = {
    "kind": "object",
    "zone": "graveyard",
    "filter": {"types": ["Creature", "Planeswalker"]},
}

CARDS |= {
    "The Eldest Reborn": {
        "note": "chapters I and II are not modelled",
        "abilities": [
            {
                "triggered": {
                    "event": "counters_put",
                    "when": {"chapter": 3},
                    "targets": [_CREATURE_OR_PLANESWALKER_CARD],
                    "effects": [{"return_to_battlefield": 0}],
                }
            }
        ],
    },
    "Narci, Fable Singer": {
        "abilities": [
            {
                "triggered": {
                    "event": "sacrificed",
                    "when": {"player": "you", "object": {"types": ["Enchantment"]}},
                    "effects": [{"draw": 1}],
                }
            },
            {
                "triggered": {
                    "event": "final_chapter_resolved",
                    "when": {"object": {"subtypes": ["Saga"], "controller": "you"}},
                    "effects": [
                        {"lose_life": "its_mana_value", "player": "each_opponent"},
                        {"gain_life": "its_mana_value"},
                    ],
                }
            }
        ],
    },
}

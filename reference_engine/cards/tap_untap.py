"""Cards with {T} and {Q} abilities, and what grants haste."""

CARDS = {
    "Llanowar Elves": {
        "abilities": [{"activated": {"cost": {"symbols": "T"}, "effects": [{"add_mana": "{G}"}]}}],
    },
    "Sol Ring": {
        "abilities": [{"activated": {"cost": {"symbols": "T"}, "effects": [{"add_mana": "{C}{C}"}]}}],
    },
    "Beastcaller Savant": {
        "note": "its mana's spending restriction (creature spells only) is not modelled",
        "abilities": [{"activated": {"cost": {"symbols": "T"}, "effects": [{"add_mana": {"one_of": "any_color"}}]}}],
    },
    "Deathrite Shaman": {
        "note": "its second and third abilities are not modelled",
        "abilities": [
            {
                "activated": {
                    "cost": {"symbols": "T"},
                    "targets": [{"zone": "graveyard", "filter": {"types": ["Land"]}}],
                    "effects": [{"exile_target": 0}, {"add_mana": {"one_of": "any_color"}}],
                }
            }
        ],
    },
    "Order of Whiteclay": {
        "abilities": [
            {
                "activated": {
                    "cost": {"mana": "{1}{W}{W}", "symbols": "Q"},
                    "targets": [
                        {"zone": "graveyard", "filter": {"types": ["Creature"], "owner": "you", "mana_value_max": 3}}
                    ],
                    "effects": [{"return_to_battlefield": 0}],
                }
            }
        ],
    },
    "Snow Mercy": {
        "note": "its globe-counter trigger (damage dealt to you) is not modelled",
        "abilities": [
            {
                "activated": {
                    "cost": {"symbols": "TQTQT"},
                    "effects": [{"tap_all": {"types": ["Creature"], "counters": "globe"}}],
                }
            }
        ],
    },
    "Prodigal Pyromancer": {
        "abilities": [
            {"activated": {"cost": {"symbols": "T"}, "targets": [{"kind": "any"}], "effects": [{"damage": 1}]}}
        ],
    },
    "Fervor": {
        "abilities": [
            {"static": {"kind": "grant", "to": {"types": ["Creature"], "controller": "you"}, "keywords": ["Haste"]}}
        ],
    },
}

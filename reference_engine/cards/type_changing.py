"""Cards whose effects make a permanent "become" another type until end of turn (CR 205.1b, 613.1d): an added
card type, and for a creature a power and toughness set in layer 7b (613.4b)."""

CARDS = {
    "Liquimetal Coating": {
        "abilities": [
            {
                "activated": {
                    "cost": {"symbols": "T"},
                    "targets": [{"kind": "object"}],  # "target permanent"
                    "effects": [{"become": {"types": ["Artifact"]}, "target": 0}],
                }
            }
        ],
    },
    "Karn's Touch": {
        "targets": [{"kind": "object", "filter": {"types": ["Artifact"], "not_types": ["Creature"]}}],
        "spell": [
            {
                "become": {"types": ["Artifact", "Creature"], "power": "mana_value", "toughness": "mana_value"},
                "target": 0,
            }
        ],
    },
}

"""Effects that make an object "become" another type or colour: an added card type until end of turn (CR
205.1b, 613.1d) and, for a creature, a power and toughness set in layer 7b (613.4b); and a spell or
permanent made red (105.3, 613.1e), which a permanent spell keeps as the permanent it becomes (400.7a)."""

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
    "Chaoslace": {
        "targets": [{"kind": "object", "zone": ["stack", "battlefield"]}],  # "target spell or permanent"
        "spell": [{"become_color": 0, "colors": ["R"]}],
    },
}

"""Cards whose effects meet in the layer system (CR 613): one that makes a creature lose all abilities and become
a blue Frog with base power and toughness 1/1 (layers 4, 5, 6 and 7b), one that makes a spell or permanent white
(layer 5), one that switches power and toughness (7d), one that adds an ability until end of turn (layer 6),
and a lord whose static ability adds an ability and +1/+1 (layers 6 and 7c, 613.6)."""

_TARGET_CREATURE = [{"kind": "object", "filter": {"types": ["Creature"]}}]

CARDS = {
    "Turn to Frog": {
        "targets": _TARGET_CREATURE,
        "spell": [
            {
                "become": {
                    "subtypes": ["Frog"],
                    "colors": ["U"],
                    "loses_all_abilities": True,
                    "power": 1,
                    "toughness": 1,
                },
                "target": 0,
            }
        ],
    },
    "Purelace": {
        "targets": [{"kind": "object", "zone": ["stack", "battlefield"]}],  # "target spell or permanent"
        "spell": [{"become_color": 0, "colors": ["W"]}],
    },
    "About Face": {
        "targets": _TARGET_CREATURE,
        "spell": [{"switch_power_toughness": 0}],
    },
    "Jump": {
        "targets": _TARGET_CREATURE,
        "spell": [{"pump": {"affected": "target", "target": 0, "power": 0, "toughness": 0, "keywords": ["Flying"]}}],
    },
    "Lord of Atlantis": {
        "abilities": [
            {
                "static": {
                    "kind": "grant",
                    "to": {"types": ["Creature"], "subtypes": ["Merfolk"], "other": True},
                    "pump": [1, 1],
                    "keywords": ["Islandwalk"],
                }
            }
        ],
    },
}

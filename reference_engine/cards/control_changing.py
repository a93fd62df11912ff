"""A card whose spell changes control of a permanent for the turn (layer 2, CR 613.1b)."""

CARDS = {
    "Act of Treason": {
        "targets": [{"kind": "object", "filter": {"types": ["Creature"]}}],
        "spell": [
            {"gain_control": 0},
            {"untap": 0},
            {"pump": {"affected": "target", "target": 0, "power": 0, "toughness": 0, "keywords": ["Haste"]}},
        ],
    },
}

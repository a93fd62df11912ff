"""Spells with several targets (CR 115.3): one object chosen once for each word "target", and damage divided
among one word's targets (601.2d)."""

_TARGET_CREATURE = {"kind": "object", "filter": {"types": ["Creature"]}}

CARDS = {
    "Seeds of Strength": {
        "targets": [_TARGET_CREATURE, _TARGET_CREATURE, _TARGET_CREATURE],
        "spell": [
            {"pump": {"affected": "target", "target": 0, "power": 1, "toughness": 1}},
            {"pump": {"affected": "target", "target": 1, "power": 1, "toughness": 1}},
            {"pump": {"affected": "target", "target": 2, "power": 1, "toughness": 1}},
        ],
    },
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

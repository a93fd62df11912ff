"""Cards of the scenarios on a spell with several words "target" (CR 115.3): the same object may be chosen once
for each of them."""

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
}

"""A spell by which a creature deals damage, the creature being the damage's source: with deathtouch, it destroys
whatever creature it damages (CR 702.2b, 704.5h)."""

_CREATURE_YOU_CONTROL = {"types": ["Creature"], "controller": "you"}
_CREATURE_YOU_DONT_CONTROL = {"types": ["Creature"], "controller": "not_you"}

CARDS = {
    "Rabid Bite": {
        "targets": [
            {"kind": "object", "filter": _CREATURE_YOU_CONTROL},
            {"kind": "object", "filter": _CREATURE_YOU_DONT_CONTROL},
        ],
        "spell": [{"bite": {"by": 0, "to": 1}}],
    },
}

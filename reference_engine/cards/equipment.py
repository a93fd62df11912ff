"""Equipment (CR 301.5): a static ability for the equipped creature, and equip written out as the activated ability
it represents (702.6a)."""

CARDS = {
    "Bonesplitter": {
        "note": "equip (CR 702.6a), written out as the activated ability it represents",
        "abilities": [
            {"static": {"kind": "grant", "to": {"equipped": True}, "pump": [2, 0]}},
            {
                "activated": {
                    "cost": {"mana": "{1}"},
                    "timing": "sorcery",
                    "targets": [{"kind": "object", "filter": {"types": ["Creature"], "controller": "you"}}],
                    "effects": [{"attach": 0}],
                }
            },
        ],
    },
}

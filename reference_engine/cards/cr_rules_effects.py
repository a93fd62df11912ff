"""Cards of the scenarios on what resolving effects do to their targets (CR 608.2b, 611.2) and to the
permanents a filter names as they resolve (608.2h), where no ruling names one."""

CARDS = {
    "Giant Growth": {
        "targets": [{"kind": "object", "filter": {"types": ["Creature"]}}],
        "spell": [{"pump": {"affected": "target", "target": 0, "power": 3, "toughness": 3}}],
    },
    "War Screecher": {
        "abilities": [
            {
                "activated": {
                    "cost": {"mana": "{5}{W}", "symbols": "T"},
                    "effects": [
                        {
                            "pump": {
                                "affected": {"types": ["Creature"], "controller": "you", "other": True},
                                "power": 1,
                                "toughness": 1,
                            }
                        }
                    ],
                }
            }
        ],
    },
    "In Garruk's Wake": {
        "spell": [{"destroy_all": {"types": ["Creature", "Planeswalker"], "controller": "opponent"}}],
    },
}

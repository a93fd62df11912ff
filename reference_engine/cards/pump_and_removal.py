"""Spells and abilities that pump, shrink or destroy creatures: a target, checked as they resolve (CR 608.2b,
611.2), a Phyrexian mana symbol counting in mana value (202.3g), the permanents a filter names as they
resolve (608.2h, 611.2c), and a colour checked alone, a creature of two colours among them (608.2j); a -1/-1
counter put on a target, which a +1/+1 counter there cancels (704.5q) and which can leave a creature with toughness
0 (704.5f)."""

CARDS = {
    "Giant Growth": {
        "targets": [{"kind": "object", "filter": {"types": ["Creature"]}}],
        "spell": [{"pump": {"affected": "target", "target": 0, "power": 3, "toughness": 3}}],
    },
    "Scar": {
        "targets": [{"kind": "object", "filter": {"types": ["Creature"]}}],
        "spell": [{"put_counters": {"-1/-1": 1}, "target": 0}],
    },
    "Dismember": {
        "targets": [{"kind": "object", "filter": {"types": ["Creature"]}}],
        "spell": [{"pump": {"affected": "target", "target": 0, "power": -5, "toughness": -5}}],
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
    "Virtue's Ruin": {"spell": [{"destroy_all": {"types": ["Creature"], "color": "W"}}]},
    "Watchwolf": {},
}

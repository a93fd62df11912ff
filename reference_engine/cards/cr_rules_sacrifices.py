"""Cards of the Comprehensive Rules scenarios about costs (features/rules/601/, 602/): an activated ability that
can be activated only as a sorcery (CR 602.5d), written out from its keyword (outlast, 702.107a), and a spell whose
additional cost sacrifices two creatures (601.2b, 601.2h)."""

CARDS = {
    "Salt Road Patrol": {
        "note": "outlast (CR 702.107a), written out as the activated ability it represents",
        "abilities": [
            {
                "activated": {
                    "cost": {"mana": "{1}{W}", "symbols": "T"},
                    "timing": "sorcery",
                    "effects": [{"put_counters": {"+1/+1": 1}}],
                }
            }
        ],
    },
    "Bankrupt in Blood": {
        "additional_costs": [{"sacrifice": {"types": ["Creature"]}}, {"sacrifice": {"types": ["Creature"]}}],
        "spell": [{"draw": 3}],
    },
}

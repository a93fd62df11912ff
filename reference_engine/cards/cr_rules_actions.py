"""Cards of the Comprehensive Rules scenarios about actions (features/rules/305/, 601/, 602/): an activated ability that
can be activated only as a sorcery (CR 602.5d), written out from its keyword (outlast, 702.107a), and a spell whose
additional cost sacrifices two creatures (601.2b, 601.2h); and a land that enters tapped with an enters trigger, played
as a land (305.1, 614.1d)."""

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
    "Thornwood Falls": {
        "abilities": [
            {"replacement": {"kind": "enters_tapped"}},
            {"triggered": {"event": "enters", "when": {"self": True}, "effects": [{"gain_life": 1}]}},
            {"activated": {"cost": {"symbols": "T"}, "effects": [{"add_mana": {"one_of": ["G", "U"]}}]}},
        ],
    },
}

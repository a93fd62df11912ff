"""Keyword abilities (CR 702.1): a landwalk ability from the catalog's keywords (702.14a), and outlast
(702.107a) and undying (702.93a) written out as the abilities they represent."""

CARDS = {
    # Swampwalk comes from the catalog; declaring blockers applies its evasion (702.14c, `blocking`).
    "Bog Wraith": {},
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
    "Young Wolf": {
        "note": "undying (CR 702.93a), written out as the triggered ability it represents",
        "abilities": [
            {
                "triggered": {
                    "event": "dies",
                    "when": {"self": True},
                    "if": {"no_counters": "+1/+1"},
                    "effects": [{"return_itself": {"from": "graveyard", "counters": {"+1/+1": 1}}}],
                }
            }
        ],
    },
}

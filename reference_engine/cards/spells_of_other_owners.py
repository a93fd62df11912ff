"""Cards of the scenarios on a spell its controller doesn't own: one cast from another player's graveyard
(CR 601.3, 108.3), and what happens to it when its controller leaves the game (800.4a)."""

CARDS = {
    "Havengul Lich": {
        "note": "its delayed trigger (when you cast that card this turn, it gains that card's activated abilities until"
        " end of turn) is not modelled",
        "abilities": [
            {
                "activated": {
                    "cost": {"mana": "{1}"},
                    "targets": [{"zone": "graveyard", "filter": {"types": ["Creature"]}}],
                    "effects": [{"cast_permission": 0}],
                }
            }
        ],
    },
}

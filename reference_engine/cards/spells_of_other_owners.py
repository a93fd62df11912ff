"""Cards of the scenarios on a spell its controller doesn't own: one cast from another player's graveyard
(CR 601.3, 108.3), and what happens to it when its controller leaves the game (800.4a)."""

CARDS = {
    "Havengul Lich": {
        "note": "gaining the activated abilities of a card that prints some is not modelled (unsupported)",
        "abilities": [
            {
                "activated": {
                    "cost": {"mana": "{1}"},
                    "targets": [{"zone": "graveyard", "filter": {"types": ["Creature"]}}],
                    "effects": [{"cast_permission": {"target": 0, "when_cast": [{"gain_activated_abilities": {}}]}}],
                }
            }
        ],
    },
}

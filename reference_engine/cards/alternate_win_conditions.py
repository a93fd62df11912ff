"""Cards that say a player wins the game (CR 104.2b): an upkeep trigger with an intervening "if" clause (603.4,
608.2a), and a sorcery that leaves the stack before its last instruction (608.2m), going nth from the top of
its owner's library (401.7)."""

CARDS = {
    "Felidar Sovereign": {
        "note": "vigilance and lifelink come from the catalog's keywords; the engine has no combat",
        "abilities": [
            {
                "triggered": {
                    "event": "step_begins",
                    "when": {"step": "upkeep", "player": "you"},
                    "if": {"life_min": 40},
                    "effects": [{"win_game": True}],
                }
            }
        ],
    },
    "Approach of the Second Sun": {
        "spell": [
            {
                "if": {
                    "condition": {"cast_from": "hand", "cast_another_named": True},
                    "then": [{"win_game": True}],
                    "else": [{"put_itself_into_library": {"from_top": 7}}, {"gain_life": 7}],
                }
            }
        ]
    },
}

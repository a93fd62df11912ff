"""A state trigger (CR 603.8), which triggers when a game state is true and is no state-based action (704.1a)."""

CARDS = {
    "Emperor Crocodile": {
        "abilities": [
            {
                "triggered": {
                    "event": "state",
                    "when": {"you_control_none": {"types": ["Creature"], "other": True, "controller": "you"}},
                    "effects": [{"sacrifice_itself": True}],
                }
            }
        ],
    },
}

"""Cards whose abilities trigger on how a creature attacks (CR 508.3, 509.3): "whenever [this creature] attacks and
isn't blocked" triggers as blockers are declared (509.3g, 508.3f), and its "defending player" is the player the
creature attacks (508.5)."""

CARDS = {
    "Abyssal Nightstalker": {
        "abilities": [
            {
                "triggered": {
                    "event": "attacks_and_isnt_blocked",
                    "when": {"self": True},
                    "effects": [{"discard": 1, "player": "defending"}],
                }
            }
        ]
    },
}

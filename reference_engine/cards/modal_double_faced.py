"""A modal double-faced card (CR 712): a creature front face and a land back face, each with its own
characteristics and behaviour (712.8, 712.8f)."""

CARDS = {
    # a modal double-faced card (CR 712): each face has its own characteristics and behaviour
    "Skyclave Cleric": {
        "abilities": [{"triggered": {"event": "enters", "when": {"self": True}, "effects": [{"gain_life": 2}]}}],
    },
    "Skyclave Basilica": {
        "note": "it can't be played back face up (the play_land action names no face), so 'enters tapped' is not"
        " modelled",
        "abilities": [{"activated": {"cost": {"symbols": "T"}, "effects": [{"add_mana": "{W}"}]}}],
    },
}

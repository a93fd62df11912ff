"""A prohibition on activating abilities (CR 602.5): the activated abilities of creatures an opponent controls, mana
abilities among them, can't be activated."""

CARDS = {
    "Linvala, Keeper of Silence": {
        "abilities": [
            {"static": {"kind": "cant_activate", "sources": {"types": ["Creature"], "controller": "opponent"}}},
        ],
    },
}

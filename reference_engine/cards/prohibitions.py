"""Prohibitions on casting spells (CR 601.3, 601.3a): by a colour chosen as the permanent entered (614.12a) and
by mana value."""

CARDS = {
    "Iona, Shield of Emeria": {
        "abilities": [
            {"replacement": {"kind": "choose_as_enters", "choose": "color"}},
            {"static": {"kind": "cant_cast", "who": "opponents", "spells": {"color": "chosen"}}},
        ],
    },
    "Brisela, Voice of Nightmares": {
        "note": "the back face of Bruna, the Fading Light and Gisela, the Broken Blade melded",
        "abilities": [{"static": {"kind": "cant_cast", "who": "opponents", "spells": {"mana_value_max": 3}}}],
    },
}

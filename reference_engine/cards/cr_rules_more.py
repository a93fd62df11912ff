"""Cards of the scenarios on effects looking back in time (CR 608.2i), a discarded card put into a hidden zone
(701.8c) and an effect making a player pay an object's mana cost containing {X} (107.3h), where no ruling names
one."""

CARDS = {
    "Body Count": {
        "note": "spectacle is not modelled",
        "spell": [{"draw": "creatures_died"}],
    },
    "Library of Leng": {
        "note": "its 'no maximum hand size' is not modelled",
        "abilities": [{"replacement": {"kind": "effect_discard_to_library_top"}}],
    },
    "Flash": {
        "spell": [
            {"put_from_hand": {"types": ["Creature"]}},
            {"pay_mana_cost_or_sacrifice": {"reduced_by": 2}},
        ],
    },
}

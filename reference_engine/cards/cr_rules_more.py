"""Cards of the scenarios on effects looking back in time (CR 608.2i) and a discarded card put into a hidden zone
(701.8c), where no ruling names one."""

CARDS = {
    "Body Count": {
        "note": "spectacle is not modelled",
        "spell": [{"draw": "creatures_died"}],
    },
    "Library of Leng": {
        "note": "its 'no maximum hand size' is not modelled",
        "abilities": [{"replacement": {"kind": "effect_discard_to_library_top"}}],
    },
}

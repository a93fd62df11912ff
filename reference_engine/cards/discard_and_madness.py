"""Discarding (CR 701.8): draw then discard (608.2c), every player discarding in APNAP order (608.2e), a
discarded card put into a hidden zone instead (701.8c), madness (702.35a, 400.7k), and a trigger on
discarding that exiles the card and lets it be played."""

CARDS = {
    "Careful Study": {"spell": [{"draw": 2}, {"discard": 2}]},
    "Delirium Skeins": {"spell": [{"each_player_discards": 3}]},
    "Library of Leng": {
        "note": "its 'no maximum hand size' is not modelled",
        "abilities": [{"replacement": {"kind": "effect_discard_to_library_top"}}],
    },
    "Arrogant Wurm": {
        "note": "madness written out as the two abilities it represents (702.35a); casting the card as its trigger "
        "resolves is not supported",
        "abilities": [
            {"replacement": {"kind": "madness"}},
            {"triggered": {"event": "exiled_by_madness", "when": {"self": True}, "effects": [{"madness": "{2}{G}"}]}},
        ],
    },
    "Containment Construct": {
        "abilities": [
            {"triggered": {"event": "discard", "when": {"player": "you"}, "effects": [{"exile_discarded": True}]}},
        ],
    },
}

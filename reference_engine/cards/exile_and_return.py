"""Cards that exile a creature and return it: a pair of linked abilities (CR 607.2a, `link` numbers the pair on its
card), one ability that exiles "until" its source leaves the battlefield (610.3), or a spell whose delayed triggered
ability returns the card it exiled (610.2, 603.7)."""

CARDS = {
    "Fiend Hunter": {
        "abilities": [
            {
                "triggered": {
                    "event": "enters",
                    "when": {"self": True},
                    "targets": [{"kind": "object", "filter": {"types": ["Creature"], "other": True}}],
                    "effects": [
                        {
                            "may": {
                                "prompt": "exile the target creature?",
                                "effects": [{"exile_linked": {"target": 0, "link": 1}}],
                            }
                        }
                    ],
                }
            },
            {
                "triggered": {
                    "event": "leaves_battlefield",
                    "when": {"self": True},
                    "effects": [{"return_exiled": {"link": 1}}],
                }
            },
        ],
    },
    "Banisher Priest": {
        "abilities": [
            {
                "triggered": {
                    "event": "enters",
                    "when": {"self": True},
                    "targets": [{"kind": "object", "filter": {"types": ["Creature"], "controller": "opponent"}}],
                    "effects": [{"exile_linked": {"target": 0, "until_source_leaves": True}}],
                }
            },
        ],
    },
    "Otherworldly Journey": {
        "targets": [{"kind": "object", "filter": {"types": ["Creature"]}}],
        "spell": [
            {"exile_linked": {"target": 0, "link": 1}},
            {
                "delayed_trigger": {
                    "event": "step_begins",
                    "when": {"step": "end"},
                    "next": True,
                    "this_turn": False,
                    "effects": [{"return_exiled": {"link": 1, "counters": {"+1/+1": 1}}}],
                }
            },
        ],
    },
}

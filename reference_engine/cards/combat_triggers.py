"""Cards whose abilities trigger on how a creature attacks or that care how it attacks or blocks (CR 508, 509):
"whenever [this creature] attacks and isn't blocked" triggers as blockers are declared (509.3g, 508.3f), and its
"defending player" is the player the creature attacks (508.5); exalted (702.83a) is written out as the triggered
ability it is, "whenever a creature you control attacks alone" (506.5); Lure's requirement is a static ability of
the Aura (509.1c); raid's "if you attacked this turn" (508.6) is an intervening "if" clause."""

_EXALTED = {
    "triggered": {
        "event": "attacks_alone",
        "when": {"object": {"types": ["Creature"], "controller": "you"}},
        "effects": [{"pump": {"affected": "it", "power": 1, "toughness": 1}}],
    }
}

CARDS = {
    "Akrasan Squire": {
        "note": "exalted (CR 702.83a), written out as the triggered ability it is",
        "abilities": [_EXALTED],
    },
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
    "Lure": {
        "note": "the fixture attaches it (attached_to)",
        "enchant": {"types": ["Creature"]},
        "abilities": [{"static": {"kind": "blocked_by_all_able"}}],
    },
    "Mardu Heart-Piercer": {
        "note": "raid, an ability word (CR 207.2c): an intervening 'if you attacked this turn' (508.6)",
        "abilities": [
            {
                "triggered": {
                    "event": "enters",
                    "when": {"self": True},
                    "if": {"attacked_this_turn": True},
                    "targets": [{"kind": "any"}],
                    "effects": [{"damage": 2}],
                }
            }
        ],
    },
    "Flailing Drake": {
        "abilities": [
            {
                "triggered": {  # CR 509.3b, 509.3d: once for each creature it blocks or that blocks it
                    "event": "blocks_or_blocked_by",
                    "when": {"self": True},
                    "effects": [{"pump": {"affected": "other", "power": 1, "toughness": 1}}],
                }
            }
        ]
    },
}

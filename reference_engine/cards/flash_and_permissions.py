"""What lets a spell be cast when or from where it otherwise couldn't (CR 601.3): flash given to sorcery
spells (601.3b, 702.8a), flash under a condition (601.3d), a granted flashback (702.34a), and permissions to
cast a card from a graveyard, one's own or another player's (108.3, 800.4a), and to play a card exiled from a hand,
whose other parts find the spell or land it becomes (400.7h-i)."""

_INSTANT_OR_SORCERY = {"types": ["Instant", "Sorcery"]}

CARDS = {
    "Hypersonic Dragon": {
        "abilities": [{"static": {"kind": "cast_as_though_flash", "spells": {"types": ["Sorcery"]}}}],
    },
    "Illusion Spinners": {
        "abilities": [
            {"static": {"kind": "cast_as_though_flash_if", "permanent": {"subtypes": ["Faerie"], "controller": "you"}}},
            # "Illusion Spinners has hexproof as long as it's untapped."
            {"static": {"kind": "grant", "to": {"itself": True, "tapped": False}, "keywords": ["Hexproof"]}},
        ],
    },
    "Snapcaster Mage": {
        "abilities": [
            {
                "triggered": {
                    "event": "enters",
                    "when": {"self": True},
                    "targets": [{"zone": "graveyard", "filter": {**_INSTANT_OR_SORCERY, "owner": "you"}}],
                    "effects": [{"grant_flashback": 0}],
                }
            }
        ],
    },
    "Vohar, Vodalian Desecrator": {
        "abilities": [
            {
                "activated": {
                    "cost": {"symbols": "T"},
                    "effects": [
                        {"draw": 1},
                        {"discard": 1},
                        {"drain_if_discarded": {"filter": _INSTANT_OR_SORCERY, "amount": 1}},
                    ],
                }
            },
            {
                "activated": {
                    "cost": {"mana": "{2}", "sacrifice": "self"},
                    "timing": "sorcery",
                    "targets": [{"zone": "graveyard", "filter": {**_INSTANT_OR_SORCERY, "owner": "you"}}],
                    "effects": [{"cast_permission": {"target": 0, "exile_instead": True}}],
                }
            },
        ],
    },
    "Havengul Lich": {
        "note": "gaining the activated abilities of a card that prints some is not modelled (unsupported)",
        "abilities": [
            {
                "activated": {
                    "cost": {"mana": "{1}"},
                    "targets": [{"zone": "graveyard", "filter": {"types": ["Creature"]}}],
                    "effects": [{"cast_permission": {"target": 0, "when_cast": [{"gain_activated_abilities": {}}]}}],
                }
            }
        ],
    },
    "Lightstall Inquisitor": {
        "abilities": [
            {
                "triggered": {
                    "event": "enters",
                    "when": {"self": True},
                    "effects": [
                        {
                            "each_opponent_exiles_from_hand": {
                                "play_permission": {"spell_cost_increase": "{1}", "lands_enter_tapped": True}
                            }
                        }
                    ],
                }
            }
        ],
    },
}

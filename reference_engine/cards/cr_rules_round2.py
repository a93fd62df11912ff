"""Cards of the scenarios on emerge from [quality] (CR 702.119b), token copies of transforming permanents
(707.8a), a spell with flash under a condition (601.3d), a prohibition a proposal can escape (601.3a) and an
ability using the X of another object (107.3e), where no ruling names one."""

CARDS = {
    "Crabomination": {
        "note": "its enters trigger (exiling an opponent's cards, one castable for free) is not modelled",
        "emerge": "{5}{B}{B}",
        "emerge_from": {"types": ["Artifact"]},
    },
    "Cackling Counterpart": {
        "note": "flashback is not modelled",
        "targets": [{"kind": "object", "filter": {"types": ["Creature"], "controller": "you"}}],
        "spell": [{"create_token_copy": 0}],
    },
    "Illusion Spinners": {
        "abilities": [
            {"static": {"kind": "cast_as_though_flash_if", "permanent": {"subtypes": ["Faerie"], "controller": "you"}}},
            # "Illusion Spinners has hexproof as long as it's untapped."
            {"static": {"kind": "grant", "to": {"itself": True, "tapped": False}, "keywords": ["Hexproof"]}},
        ],
    },
    "Brisela, Voice of Nightmares": {
        "note": "the back face of Bruna, the Fading Light and Gisela, the Broken Blade melded",
        "abilities": [{"static": {"kind": "cant_cast", "who": "opponents", "spells": {"mana_value_max": 3}}}],
    },
    "Zaxara, the Exemplary": {
        "note": "its mana ability ({T}: add two mana of any one color) is not modelled",
        "abilities": [
            {
                "triggered": {
                    "event": "cast",
                    "when": {"player": "you", "object": {"x_in_mana_cost": True}, "x": "event_object"},
                    "effects": [
                        {
                            "create_token": {
                                "token": {
                                    "name": "Hydra",
                                    "types": ["Creature"],
                                    "subtypes": ["Hydra"],
                                    "colors": ["G"],
                                    "power": "0",
                                    "toughness": "0",
                                },
                                "counters": {"+1/+1": "X"},
                            }
                        }
                    ],
                }
            }
        ],
    },
}

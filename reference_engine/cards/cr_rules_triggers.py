"""Cards of the Comprehensive Rules scenarios (features/rules/): an ability that finds the new object its source
became (CR 400.7e), a spell whose effect finds the creature its cost sacrificed (400.7j), an "at the beginning of"
trigger (603.2b), triggering an additional time (603.2d), an event replaced so that it triggers nothing (603.2h),
a trigger with an intervening "if" clause (603.4, 608.2a), a spell whose instructions are followed in the order
written (608.2c), one whose players choose in APNAP order (608.2e), and one that refers to a colour, with a
creature of two colours (608.2j)."""

CARDS = {
    "Phyrexian Arena": {
        "abilities": [
            {
                "triggered": {
                    "event": "step_begins",
                    "when": {"step": "upkeep", "player": "you"},
                    "effects": [{"draw": 1}, {"lose_life": 1}],
                }
            }
        ],
    },
    "Felidar Sovereign": {
        "note": "vigilance and lifelink come from the catalog's keywords; the engine has no combat",
        "abilities": [
            {
                "triggered": {
                    "event": "step_begins",
                    "when": {"step": "upkeep", "player": "you"},
                    "if": {"life_min": 40},
                    "effects": [{"win_game": True}],
                }
            }
        ],
    },
    "Panharmonicon": {
        "abilities": [
            {
                "static": {
                    "kind": "additional_trigger",
                    "event": "enters",
                    "object": {"types": ["Artifact", "Creature"]},
                    "of": {"controller": "you"},
                }
            }
        ],
    },
    "Rest in Peace": {
        "abilities": [
            {"triggered": {"event": "enters", "when": {"self": True}, "effects": [{"exile_graveyards": True}]}},
            {"replacement": {"kind": "exile_instead_of_graveyard"}},
        ],
    },
    "Young Wolf": {
        "note": "undying (CR 702.93a), written out as the triggered ability it represents",
        "abilities": [
            {
                "triggered": {
                    "event": "dies",
                    "when": {"self": True},
                    "if": {"no_counters": "+1/+1"},
                    "effects": [{"return_itself": {"from": "graveyard", "counters": {"+1/+1": 1}}}],
                }
            }
        ],
    },
    "Virtue's Ruin": {"spell": [{"destroy_all": {"types": ["Creature"], "color": "W"}}]},
    "Watchwolf": {},
    "Delirium Skeins": {"spell": [{"each_player_discards": 3}]},
    "Fling": {
        "additional_costs": [{"sacrifice": {"types": ["Creature"]}}],
        "targets": [{"kind": "any"}],
        "spell": [{"damage": "sacrificed_power", "target": 0}],
    },
    "Careful Study": {"spell": [{"draw": 2}, {"discard": 2}]},
}

"""Cards that produce mana: a spell that adds mana (Dark Ritual), cast and resolved as any spell (CR 605.5b); and
permanents that produce mana by what other permanents "could produce" (CR 106.7), replace mana production
(106.12b), trigger when a permanent is tapped for mana (106.12a), and that enter with or refer to X (107.3m).

Vocabulary used here (interpreted by `reference_engine.production` and `zone_changes`):
- `add_mana: {"one_of": "could_produce", "of": <filter>, "colors_only": bool}`: one mana of a type that a
  permanent matching the filter could produce; `"produced"`: of a type the tapped permanent produced;
  `"chosen_color"`: of the colour chosen as the source entered.
- replacement `mana_production`: `tapped_for_mana` (only when a permanent is tapped for mana), `player: "you"`
  (only mana its controller tapped for), `source` (filter on the tapped permanent), `produce` or `multiply`.
- triggered `tapped_for_mana`: `when` has `source` (filter on the tapped permanent), `player: "you"` (you
  tapped it), `enchanted` (the permanent this Aura enchants), `of_type` (a mana type, or `"chosen"`); the
  mana goes to the player who tapped the permanent ("that player", "its controller" and "you" all name them).
"""

_LAND_YOU_CONTROL = {"types": ["Land"], "controller": "you"}
_LAND_AN_OPPONENT_CONTROLS = {"types": ["Land"], "controller": "opponent"}
_NON_HUMAN_CREATURE = {"types": ["Creature"], "not_subtypes": ["Human"]}


def _tap_for(spec: object) -> dict:
    return {"activated": {"cost": {"symbols": "T"}, "effects": [{"add_mana": spec}]}}


def _tapped_for_mana(when: dict, mana: object) -> dict:
    return {"triggered": {"event": "tapped_for_mana", "when": when, "effects": [{"add_mana": mana}]}}


CARDS = {
    "Dark Ritual": {"spell": [{"add_mana": "{B}{B}{B}"}]},  # a spell, never a mana ability (CR 605.5b)
    "Reflecting Pool": {
        "abilities": [_tap_for({"one_of": "could_produce", "of": _LAND_YOU_CONTROL})],
    },
    "Fellwar Stone": {
        "abilities": [_tap_for({"one_of": "could_produce", "of": _LAND_AN_OPPONENT_CONTROLS, "colors_only": True})],
    },
    "Exotic Orchard": {
        "abilities": [_tap_for({"one_of": "could_produce", "of": _LAND_AN_OPPONENT_CONTROLS, "colors_only": True})],
    },
    "Contamination": {
        "abilities": [
            {
                "triggered": {
                    "event": "step_begins",
                    "when": {"step": "upkeep", "player": "you"},
                    "effects": [{"sacrifice_unless": {"types": ["Creature"]}}],
                }
            },
            {
                "replacement": {
                    "kind": "mana_production",
                    "tapped_for_mana": True,
                    "source": {"types": ["Land"]},
                    "produce": "{B}",
                }
            }
        ],
    },
    "Mana Reflection": {
        "abilities": [
            {"replacement": {"kind": "mana_production", "tapped_for_mana": True, "player": "you", "multiply": 2}}
        ],
    },
    "Heartbeat of Spring": {
        "abilities": [_tapped_for_mana({"source": {"types": ["Land"]}}, {"one_of": "produced"})],
    },
    "Mana Flare": {
        "abilities": [_tapped_for_mana({"source": {"types": ["Land"]}}, {"one_of": "produced"})],
    },
    "Overgrowth": {
        "note": "the fixture attaches it (attached_to)",
        "enchant": {"types": ["Land"]},
        "abilities": [_tapped_for_mana({"enchanted": True}, "{G}{G}")],
    },
    "Gauntlet of Power": {
        "note": "the colour is chosen as it enters (`chosen.color` in a fixture; named up front by a cast)",
        "abilities": [
            {"replacement": {"kind": "choose_as_enters", "choose": "color"}},
            {
                "static": {
                    "kind": "grant",
                    "to": {"types": ["Creature"], "color": "chosen"},
                    "pump": [1, 1],
                }
            },
            _tapped_for_mana(
                {"source": {"types": ["Land"], "supertypes": ["Basic"]}, "of_type": "chosen"},
                {"one_of": "chosen_color"},
            ),
        ],
    },
    "Kinnan, Bonder Prodigy": {
        "abilities": [
            _tapped_for_mana({"source": {"not_types": ["Land"]}, "player": "you"}, {"one_of": "produced"}),
            {
                "activated": {
                    "cost": {"mana": "{5}{G}{U}"},
                    "effects": [{"look_put_onto_battlefield": {"count": 5, "filter": _NON_HUMAN_CREATURE}}],
                }
            },
        ],
    },
    "Leyline of Abundance": {
        "note": "its opening-hand ability is not modelled (a game begins from a board)",
        "abilities": [
            _tapped_for_mana({"source": {"types": ["Creature"]}, "player": "you"}, "{G}"),
            {
                "activated": {
                    "cost": {"mana": "{6}{G}{G}"},
                    "effects": [{"put_counters": {"+1/+1": 1}, "on": {"types": ["Creature"], "controller": "you"}}],
                }
            },
        ],
    },
    "Ashnod's Altar": {
        "abilities": [
            {
                "activated": {
                    "cost": {"sacrifice": {"types": ["Creature"]}},
                    "effects": [{"add_mana": "{C}{C}"}],
                }
            }
        ],
    },
    "Endless One": {
        "abilities": [{"replacement": {"kind": "enters_with_counters", "counters": {"+1/+1": "X"}}}],
    },
    "Hangarback Walker": {
        "abilities": [
            {"replacement": {"kind": "enters_with_counters", "counters": {"+1/+1": "X"}}},
            {
                "triggered": {
                    "event": "dies",
                    "when": {"self": True},
                    "effects": [
                        {
                            "create_tokens": {
                                "count": {"counters": "+1/+1"},
                                "token": {
                                    "name": "Thopter",
                                    "types": ["Artifact", "Creature"],
                                    "subtypes": ["Thopter"],
                                    "power": "1",
                                    "toughness": "1",
                                    "keywords": ["Flying"],
                                },
                            }
                        }
                    ],
                }
            },
            {"activated": {"cost": {"mana": "{1}", "symbols": "T"}, "effects": [{"put_counters": {"+1/+1": 1}}]}},
        ],
    },
    "Gadwick, the Wizened": {
        "note": "its blue-spell tap trigger is not modelled",
        "abilities": [{"triggered": {"event": "enters", "when": {"self": True}, "effects": [{"draw": "X"}]}}],
    },
}

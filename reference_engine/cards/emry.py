"""Emry, Lurker of the Loch and the cards its rulings are shown with: cost increases (Sphere of Resistance,
Thalia), an additional cost (Everflowing Chalice's multikicker), an artifact land, an artifact with flash,
zero-cost artifacts to count, and an answer to artifacts (Shatter)."""

_ARTIFACT = {"types": ["Artifact"]}

CARDS = {
    "Emry, Lurker of the Loch": {
        "abilities": [
            # "This spell costs {1} less to cast for each artifact you control." (functions on the stack)
            {"static": {"kind": "self_cost_reduction", "per": {**_ARTIFACT, "controller": "you"}}},
            {"triggered": {"event": "enters", "when": {"self": True}, "effects": [{"mill": 4}]}},
            {
                "activated": {
                    "cost": {"symbols": "T"},
                    "targets": [{"zone": "graveyard", "filter": {**_ARTIFACT, "owner": "you"}}],
                    "effects": [{"cast_permission": 0}],
                }
            },
        ],
    },
    "Sphere of Resistance": {
        "abilities": [{"static": {"kind": "cost_increase", "amount": "{1}"}}],
    },
    "Thalia, Guardian of Thraben": {
        "abilities": [{"static": {"kind": "cost_increase", "amount": "{1}", "spells": {"not_types": ["Creature"]}}}],
    },
    "Everflowing Chalice": {
        "multikicker": "{2}",
        "abilities": [
            {"replacement": {"kind": "enters_with_counters", "counters": {"charge": "kicked"}}},
            {
                "activated": {
                    "cost": {"symbols": "T"},
                    "effects": [{"add_mana": {"per_counter": "charge", "mana": "{C}"}}],
                }
            },
        ],
    },
    "Seat of the Synod": {
        "abilities": [{"activated": {"cost": {"symbols": "T"}, "effects": [{"add_mana": "{U}"}]}}],
    },
    "Shatter": {
        "targets": [{"filter": _ARTIFACT}],
        "spell": [{"destroy": 0}],
    },
    "Shimmer Myr": {
        "abilities": [{"static": {"kind": "cast_as_though_flash", "spells": _ARTIFACT}}],
    },
    # No abilities beyond their keywords (Flying comes from the catalog): listed so that nobody redefines them.
    "Ornithopter": {},
    "Memnite": {},
}

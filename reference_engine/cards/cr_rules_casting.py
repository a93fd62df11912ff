"""Cards of the CR scenarios on casting (601.3b, 601.3e) and on the new object a card becomes (400.7a, 400.7g,
400.7h): adventurer cards, an effect letting sorcery spells be cast as though they had flash, a granted flashback,
a permission whose other part finds the spell, and spells that change another spell's colour or prevent the damage
it would deal (400.7c), an Aura whose ability finds it in the graveyard (400.7f), and offspring granted to creature
spells (400.7b), and a madness card found after its trigger (400.7k)."""

_HUMAN = {"name": "Human", "types": ["Creature"], "subtypes": ["Human"], "colors": ["W"]}
_INSTANT_OR_SORCERY = {"types": ["Instant", "Sorcery"]}
_CREATURE_SPELLS_YOU_CAST = {"types": ["Creature"], "controller": "you"}  # a spell's controller is its caster
_HUMAN_1_1 = {**_HUMAN, "power": "1", "toughness": "1"}

CARDS = {
    "Bonecrusher Giant": {
        "note": "its trigger on becoming the target of a spell is not modelled",
    },
    "Stomp": {
        "note": "'Damage can't be prevented this turn' changes nothing here: the engine has no prevention effects",
        "targets": [{"kind": "any"}],
        "spell": [{"damage": 2}],
    },
    "Lovestruck Beast": {
        "note": "its attack restriction is not modelled: the engine has no declare-attackers action",
    },
    "Heart's Desire": {
        "spell": [{"create_token": {"token": _HUMAN_1_1}}],
    },
    "Hypersonic Dragon": {
        "abilities": [{"static": {"kind": "cast_as_though_flash", "spells": {"types": ["Sorcery"]}}}],
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
    "Chaoslace": {
        "targets": [{"kind": "object", "zone": ["stack", "battlefield"]}],  # "target spell or permanent"
        "spell": [{"become_color": 0, "colors": ["R"]}],
    },
    "Hallow": {
        "targets": [{"kind": "object", "zone": "stack"}],  # "target spell"
        "spell": [{"prevent_damage": 0, "gain_life_prevented": True}],
    },
    "Angelic Destiny": {
        "note": "'is an Angel in addition to its other types' is not modelled",
        "enchant": {"types": ["Creature"]},
        "abilities": [
            {
                "static": {
                    "kind": "grant",
                    "to": {"enchanted": True},
                    "pump": [4, 4],
                    "keywords": ["Flying", "First strike"],
                }
            },
            {
                "triggered": {
                    "event": "dies",
                    "when": {"enchanted": True},
                    "effects": [{"return_itself": {"from": "graveyard", "to": "hand"}}],
                }
            },
        ],
    },
    "Tormod's Crypt": {
        "abilities": [
            {
                "activated": {
                    "cost": {"symbols": "T", "sacrifice": "self"},
                    "targets": [{"kind": "player"}],
                    "effects": [{"exile_graveyards": {"target": 0}}],
                }
            }
        ],
    },
    "Zinnia, Valley's Voice": {
        "note": "its power bonus for other creatures with base power 1 is not modelled",
        "abilities": [{"static": {"kind": "grant_to_spells", "spells": _CREATURE_SPELLS_YOU_CAST, "offspring": "{2}"}}],
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

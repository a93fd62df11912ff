"""Cards of the CR scenarios on casting (601.3b, 601.3e) and on the new object a card becomes (400.7a, 400.7g):
adventurer cards, an effect letting sorcery spells be cast as though they had flash, a granted flashback, and a
spell that changes another spell's colour."""

_HUMAN = {"name": "Human", "types": ["Creature"], "subtypes": ["Human"], "colors": ["W"]}
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
}

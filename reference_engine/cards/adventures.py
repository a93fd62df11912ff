"""Adventurer cards (CR 715): a creature card with an instant or sorcery Adventure, cast as either (601.3e,
715.3, 715.3a), the Adventure exiled as it resolves and the creature then castable from exile (715.3d)."""

_HUMAN = {"name": "Human", "types": ["Creature"], "subtypes": ["Human"], "colors": ["W"]}
_HUMAN_1_1 = {**_HUMAN, "power": "1", "toughness": "1"}

CARDS = {
    "Bonecrusher Giant": {
        "note": "its trigger on becoming the target of a spell is not modelled",
    },
    "Stomp": {
        "targets": [{"kind": "any"}],
        "spell": [{"damage_cant_be_prevented": True}, {"damage": 2}],  # CR 615.12
    },
    "Lovestruck Beast": {
        # a restriction on attacking (CR 508.1c), checked as attackers are declared
        "abilities": [
            {
                "static": {
                    "kind": "cant_attack_unless",
                    "you_control": {"types": ["Creature"], "power": 1, "toughness": 1, "controller": "you"},
                }
            }
        ],
    },
    "Heart's Desire": {
        "spell": [{"create_token": {"token": _HUMAN_1_1}}],
    },
}

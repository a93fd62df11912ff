"""Effects that use what an object or the game was (CR 608.2h, 608.2i): the power of a creature its cost
sacrificed (400.7j), and the creatures that died this turn."""

CARDS = {
    "Fling": {
        "additional_costs": [{"sacrifice": {"types": ["Creature"]}}],
        "targets": [{"kind": "any"}],
        "spell": [{"damage": "sacrificed_power", "target": 0}],
    },
    "Body Count": {
        "note": "spectacle is not modelled",
        "spell": [{"draw": "creatures_died"}],
    },
}

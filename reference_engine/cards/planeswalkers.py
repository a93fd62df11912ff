"""Planeswalkers (CR 306): loyalty counters, damage dealt to them (120.3c) and the state-based action that puts one
with loyalty 0 into its owner's graveyard (704.5i); their loyalty abilities (606), each cost a number of loyalty
counters put on or removed (606.4)."""

CARDS = {
    "Jace Beleren": {
        "abilities": [
            {"activated": {"cost": {"loyalty": 2}, "effects": [{"draw": 1, "player": "each"}]}},
            {
                "activated": {
                    "cost": {"loyalty": -1},
                    "targets": [{"kind": "player"}],
                    "effects": [{"draw": 1, "player": 0}],
                }
            },
            {
                "activated": {
                    "cost": {"loyalty": -10},
                    "targets": [{"kind": "player"}],
                    "effects": [{"mill": 20, "player": 0}],
                }
            },
        ],
    },
}

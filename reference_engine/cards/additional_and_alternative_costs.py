"""Additional and alternative costs (CR 118.8, 118.9, 601.2b, 601.2f-h): sacrifices paid as a spell is cast,
an alternative cost for some spells only, with a Zombie to cast for it, and emerge from [quality]
(702.119b)."""

CARDS = {
    "Bankrupt in Blood": {
        "additional_costs": [{"sacrifice": {"types": ["Creature"]}}, {"sacrifice": {"types": ["Creature"]}}],
        "spell": [{"draw": 3}],
    },
    "Rooftop Storm": {
        "abilities": [
            {
                "static": {
                    "kind": "alternative_cost",
                    "cost": "{0}",
                    "spells": {"types": ["Creature"], "subtypes": ["Zombie"]},
                }
            }
        ],
    },
    "Walking Corpse": {},
    "Crabomination": {
        "note": "its enters trigger (exiling an opponent's cards, one castable for free) is not modelled",
        "emerge": "{5}{B}{B}",
        "emerge_from": {"types": ["Artifact"]},
    },
}

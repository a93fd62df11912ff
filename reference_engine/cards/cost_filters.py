"""Cards of the scenarios on which spells a cost effect applies to, and how: a reduction that reduces only the
coloured mana paid (CR 101.1 over 118.7b), an alternative cost for Zombie creature spells only (118.9)."""

CARDS = {
    "Edgewalker": {
        "abilities": [
            {
                "static": {
                    "kind": "cost_reduction",
                    "whose": "you",
                    "spells": {"subtypes": ["Cleric"]},
                    "amount": "{W}{B}",
                    # "This effect reduces only the amount of colored mana you pay."
                    "only_typed": True,
                }
            }
        ],
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
}

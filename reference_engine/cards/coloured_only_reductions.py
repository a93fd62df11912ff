"""Cards of the scenarios on a cost reduction that reduces only the coloured mana paid (CR 101.1 over 118.7b)."""

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
}

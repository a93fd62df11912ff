"""Cards of the scenarios on several cost reductions applying to one spell (CR 601.2f, 118.7a-b)."""

CARDS = {
    "Goblin Electromancer": {
        "abilities": [
            {
                "static": {
                    "kind": "cost_reduction",
                    "whose": "you",
                    "spells": {"types": ["Instant", "Sorcery"]},
                    "amount": "{1}",
                }
            }
        ],
    },
}

"""Prevention shields and static prevention (CR 615): "prevent the next N damage that would be dealt to any target
this turn" from a spell and from an activated ability (615.7), and to each creature and each player (615.11); "if a
source would deal damage to you, prevent 1 of that damage" (615.10); "the next time a red source of your choice would
deal damage to you this turn, prevent that damage" (615.8, 615.9)."""

CARDS = {
    "Mending Hands": {
        "targets": [{"kind": "any"}],
        "spell": [{"prevent_next": 0, "amount": 4}],
    },
    "Samite Healer": {
        "abilities": [
            {
                "activated": {
                    "cost": {"symbols": "T"},
                    "targets": [{"kind": "any"}],
                    "effects": [{"prevent_next": 0, "amount": 1}],
                }
            }
        ],
    },
    "Circle of Protection: Red": {
        "abilities": [{"activated": {"cost": {"mana": "{1}"}, "effects": [{"prevent_next_time": {"color": "R"}}]}}],
    },
    "Kitsune Palliator": {
        "abilities": [
            {
                "activated": {
                    "cost": {"symbols": "T"},
                    "effects": [{"prevent_next_each": {"amount": 1, "players": True}}],
                }
            }
        ],
    },
    "Urza's Armor": {
        "abilities": [{"static": {"kind": "prevent_damage", "to": "you", "amount": 1}}],
    },
}

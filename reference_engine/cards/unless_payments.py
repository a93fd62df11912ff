"""Effects that offer a player a payment as they resolve, or else (CR 118.12, 118.12a, 608.2g): a counterspell
unless its controller pays, and a creature sacrificed unless its mana cost is paid, where an {X} in it counts
as 0 (107.3h)."""

CARDS = {
    "Mana Leak": {
        "targets": [{"kind": "object", "zone": "stack"}],  # never itself: the engine applies CR 115.5
        "spell": [{"counter_unless_pays": {"target": 0, "mana": "{3}"}}],
    },
    "Flash": {
        "spell": [
            {"put_from_hand": {"types": ["Creature"]}},
            {"pay_mana_cost_or_sacrifice": {"reduced_by": 2}},
        ],
    },
}

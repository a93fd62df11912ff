"""Effects that instruct a player to cast a spell "if able" (CR 608.2c), and a spell whose mandatory additional cost
includes an action involving cards with a stated quality in a hidden zone, which such an instruction doesn't make
a player cast (118.8c)."""

CARDS = {
    "Omen Machine": {
        "abilities": [
            {"static": {"kind": "players_cant_draw"}},
            {
                "triggered": {
                    "event": "step_begins",
                    "when": {"step": "draw"},
                    "effects": [{"exile_top_land_or_cast": {}}],
                }
            },
        ],
    },
    "Caustic Exhale": {
        "note": "its additional cost (behold a Dragon or pay {1}) is described, not paid: casting it is unsupported",
        "additional_costs": [{"behold": {"subtypes": ["Dragon"]}, "or_pay": "{1}"}],
        "targets": [{"kind": "object", "filter": {"types": ["Creature"]}}],
        "spell": [{"pump": {"affected": "target", "target": 0, "power": -3, "toughness": -3}}],
    },
}

"""Cards that change the turn structure (CR 500): extra turns (500.7), additional phases (500.8)."""

CARDS = {
    "Time Walk": {"spell": [{"extra_turn": {}}]},
    "Time Warp": {"targets": [{"kind": "player"}], "spell": [{"extra_turn": {"player": 0}}]},
    "Relentless Assault": {
        "note": "its untap of the creatures that attacked this turn is not modelled",
        "spell": [{"additional_combat_and_main_phase": {}}],
    },
}

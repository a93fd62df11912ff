"""Cards that change the turn structure (CR 500): extra turns (500.7)."""

CARDS = {
    "Time Walk": {"spell": [{"extra_turn": {}}]},
    "Time Warp": {"targets": [{"kind": "player"}], "spell": [{"extra_turn": {"player": 0}}]},
}

"""Replacement effects of static abilities (CR 614) that `replacement` applies: a draw replaced even from an empty
library (614.11), counters an effect or another replacement effect puts (614.16), and a step skipped (614.1b,
614.10)."""

CARDS = {
    "Laboratory Maniac": {
        "abilities": [{"replacement": {"kind": "draw_from_empty_library", "instead": "win_game"}}],
    },
    "Hardened Scales": {
        "abilities": [{"replacement": {"kind": "more_counters", "counter": "+1/+1", "on": "Creature", "plus": 1}}],
    },
    "Eon Hub": {
        "abilities": [{"replacement": {"kind": "skip_step", "step": "upkeep"}}],
    },
}

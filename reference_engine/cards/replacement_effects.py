"""Replacement effects (CR 614) that `replacement` applies: a draw replaced even from an empty library (614.11),
counters an effect or another replacement effect puts (614.16), a step skipped, every one or the next (614.1b,
614.10, 614.10a), damage a red source deals increased (614.2, 614.7a), and a spell's own "if it was kicked, ...
instead" (a self-replacement effect, 614.15), and regeneration, a destruction-replacement effect (614.8, 701.15a)."""

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
    "Torbran, Thane of Red Fell": {
        "abilities": [{"replacement": {"kind": "more_damage", "color": "R", "plus": 2}}],
    },
    "Burst Lightning": {
        "kicker": "{4}",
        "targets": [{"kind": "any"}],
        "spell": [{"damage": 2, "target": 0, "if_kicked_instead": 4}],
    },
    "River Boa": {
        "abilities": [{"activated": {"cost": {"mana": "{G}"}, "effects": [{"regenerate": "self"}]}}],
    },
    "Fatigue": {
        "targets": [{"kind": "player"}],
        "spell": [{"skip_next": {"step": "draw", "target": 0}}],
    },
}

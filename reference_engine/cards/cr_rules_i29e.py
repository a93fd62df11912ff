"""Cards of the Comprehensive Rules scenarios (features/rules/): a "becomes tapped" trigger and a permanent that
enters tapped (CR 603.2f)."""

CARDS = {
    "Freyalise's Winds": {
        "note": "its untap-step replacement (remove all wind counters instead of untapping) is not modelled",
        "abilities": [
            {"triggered": {"event": "becomes_tapped", "effects": [{"put_counters": {"wind": 1}, "on": "it"}]}}
        ],
    },
    "Moss Diamond": {
        "abilities": [
            {"replacement": {"kind": "enters_tapped"}},
            {"activated": {"cost": {"symbols": "T"}, "effects": [{"add_mana": "{G}"}]}},
        ],
    },
}

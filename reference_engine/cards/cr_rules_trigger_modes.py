"""Cards of the Comprehensive Rules scenarios (features/rules/) about the modes of a triggered ability: a landfall
ability whose one mode targets and whose other doesn't, so that a board without a legal target leaves one mode to
announce (CR 603.3c)."""

CARDS = {
    "Retreat to Kazandu": {
        "abilities": [
            {
                "triggered": {
                    "event": "enters",
                    "when": {"object": {"types": ["Land"], "controller": "you"}},
                    "modes": [
                        {
                            "targets": [{"kind": "object", "filter": {"types": ["Creature"]}}],
                            "effects": [{"put_counters": {"+1/+1": 1}, "target": 0}],
                        },
                        {"effects": [{"gain_life": 2}]},
                    ],
                }
            }
        ],
    },
}

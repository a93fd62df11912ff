"""Delayed triggered abilities (CR 603.7) and what they interact with: a spell with {X} whose delayed triggered ability
uses that X (107.3n) and copies a spell (707.10), a spell with its own X to copy, and an effect about the triggered
abilities of permanents that a delayed triggered ability one of them created isn't among (603.2e)."""

_INSTANT_OR_SORCERY = {"types": ["Instant", "Sorcery"]}

CARDS = {
    "Storm King's Thunder": {
        "spell": [
            {
                "delayed_trigger": {
                    "event": "cast",
                    "when": {"player": "you", "object": _INSTANT_OR_SORCERY},
                    "next": True,
                    "effects": [{"copy_spell": {"times": "X"}}],
                }
            }
        ],
    },
    "Mind Spring": {"spell": [{"draw": "X"}]},
    "Harmonic Prodigy": {
        "note": "prowess is not modelled",
        "abilities": [
            {
                "static": {
                    "kind": "additional_trigger",
                    "of": [
                        {"subtypes": ["Shaman"], "controller": "you"},
                        {"subtypes": ["Wizard"], "other": True, "controller": "you"},
                    ],
                }
            }
        ],
    },
}

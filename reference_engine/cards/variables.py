"""Cards with letters that stand for numbers (CR 107.3): a Y in addition to X, each defined by the text (107.3c,
107.3p), and an X that is in the text of a triggered ability and in none of its costs, which its controller
chooses as the ability resolves (107.3f)."""

_FORESTS_YOU_CONTROL = {"subtypes": ["Forest"], "controller": "you"}

CARDS = {
    "Aspect of Wolf": {
        "enchant": {"types": ["Creature"]},
        "abilities": [
            {
                "static": {
                    "kind": "grant",
                    "to": {"enchanted": True},
                    "pump": ["X", "Y"],
                    "defines": {
                        "X": {"count": _FORESTS_YOU_CONTROL, "half": "down"},
                        "Y": {"count": _FORESTS_YOU_CONTROL, "half": "up"},
                    },
                }
            }
        ],
    },
    "Vigil for the Lost": {
        "abilities": [
            {
                "triggered": {
                    "event": "dies",
                    "when": {"object": {"types": ["Creature"], "controller": "you"}},
                    "effects": [{"may_pay_x": {"prompt": "pay {X} to gain X life?", "effects": [{"gain_life": "X"}]}}],
                }
            }
        ],
    },
}

"""Cards of the scenarios on the Comprehensive Rules themselves (features/rules/), where no ruling names one."""

_CREATURES_YOU_CONTROL = {"types": ["Creature"], "controller": "you"}

CARDS = {
    "Overwhelming Stampede": {
        "spell": [
            {
                "pump": {
                    "affected": _CREATURES_YOU_CONTROL,
                    "power": {"greatest_power": _CREATURES_YOU_CONTROL},
                    "toughness": {"greatest_power": _CREATURES_YOU_CONTROL},
                    "keywords": ["Trample"],
                }
            }
        ],
    },
}

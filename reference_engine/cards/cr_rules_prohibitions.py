"""Cards of the scenarios on prohibitions that look at a quality chosen as the permanent entered (CR 601.3,
614.12a), where no ruling names one."""

CARDS = {
    "Iona, Shield of Emeria": {
        "abilities": [
            {"replacement": {"kind": "choose_as_enters", "choose": "color"}},
            {"static": {"kind": "cant_cast", "who": "opponents", "spells": {"color": "chosen"}}},
        ],
    },
}

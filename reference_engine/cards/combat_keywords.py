"""Cards for declaring attackers and blockers (CR 508, 509): menace (702.111b) and defender (702.3b) come from the
catalog's keywords; "can't block" (509.1b), "attacks each combat if able" (508.1d) and a cost to attack (508.1h) are
static abilities; bushido (702.45a) is written out as the triggered ability it represents."""

_BUSHIDO_1 = {
    "triggered": {
        "event": "blocks_or_becomes_blocked",
        "when": {"self": True},
        "effects": [{"pump": {"power": 1, "toughness": 1}}],
    }
}

CARDS = {
    "Boggart Brute": {},
    "Wall of Wood": {},
    "Goblin Raider": {"abilities": [{"static": {"kind": "cant_block"}}]},
    "Bloodrock Cyclops": {"abilities": [{"static": {"kind": "attacks_if_able"}}]},
    "Devoted Retainer": {
        "note": "bushido 1 (CR 702.45a), written out as the triggered ability it represents",
        "abilities": [_BUSHIDO_1],
    },
    # {2} for each creature attacking its controller, paid as attackers are declared (CR 508.1h, 508.1j)
    "Propaganda": {"abilities": [{"static": {"kind": "attack_tax", "generic": 2}}]},
}

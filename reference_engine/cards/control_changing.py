"""Cards that change control of a permanent (layer 2, CR 613.1b): a spell's effect for the turn, and an Aura's
static ability."""

CARDS = {
    "Act of Treason": {
        "targets": [{"kind": "object", "filter": {"types": ["Creature"]}}],
        "spell": [
            {"gain_control": 0},
            {"untap": 0},
            {"pump": {"affected": "target", "target": 0, "power": 0, "toughness": 0, "keywords": ["Haste"]}},
        ],
    },
    "Mind Control": {
        "enchant": {"types": ["Creature"]},
        "abilities": [{"static": {"kind": "control", "to": {"enchanted": True}}}],
    },
}

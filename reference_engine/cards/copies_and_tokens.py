"""Token copies (CR 707, 111): a copy of a creature, transforming permanents among them (707.8a), and
offspring granted to creature spells (702.175a, 707.9b), which follows the spell onto the battlefield
(400.7b)."""

_CREATURE_SPELLS_YOU_CAST = {"types": ["Creature"], "controller": "you"}  # a spell's controller is its caster

CARDS = {
    "Cackling Counterpart": {
        "note": "flashback is not modelled",
        "targets": [{"kind": "object", "filter": {"types": ["Creature"], "controller": "you"}}],
        "spell": [{"create_token_copy": 0}],
    },
    "Zinnia, Valley's Voice": {
        "note": "its power bonus for other creatures with base power 1 is not modelled",
        "abilities": [{"static": {"kind": "grant_to_spells", "spells": _CREATURE_SPELLS_YOU_CAST, "offspring": "{2}"}}],
    },
}

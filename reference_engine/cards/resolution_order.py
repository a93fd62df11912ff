"""Cards of the scenarios on the order of a resolution's steps (CR 608.2): the targets are checked first (608.2b),
so an instruction that asks about a target an earlier one has moved still finds it, as it last existed (608.2h)."""

CARDS = {
    "Swords to Plowshares": {
        "targets": [{"kind": "object", "filter": {"types": ["Creature"]}}],
        "spell": [{"exile_target": 0}, {"gain_life": {"power_of": 0}, "player": {"controller_of": 0}}],
    },
}

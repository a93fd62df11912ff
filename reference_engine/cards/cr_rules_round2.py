"""Cards of the scenarios on emerge from [quality] (CR 702.119b) and token copies of transforming permanents
(707.8a) and a spell with flash under a condition (601.3d), where no ruling names one."""

CARDS = {
    "Crabomination": {
        "note": "its enters trigger (exiling an opponent's cards, one castable for free) is not modelled",
        "emerge": "{5}{B}{B}",
        "emerge_from": {"types": ["Artifact"]},
    },
    "Cackling Counterpart": {
        "note": "flashback is not modelled",
        "targets": [{"kind": "object", "filter": {"types": ["Creature"], "controller": "you"}}],
        "spell": [{"create_token_copy": 0}],
    },
    "Illusion Spinners": {
        "note": "its hexproof as long as it's untapped is not modelled",
        "abilities": [{"static": {"kind": "cast_as_though_flash_if", "you_control": {"subtypes": ["Faerie"]}}}],
    },
}

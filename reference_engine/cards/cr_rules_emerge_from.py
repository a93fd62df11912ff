"""Cards of the scenarios on emerge from [quality] (CR 702.119b), where no ruling names one."""

CARDS = {
    "Crabomination": {
        "note": "its enters trigger (exiling an opponent's cards, one castable for free) is not modelled",
        "emerge": "{5}{B}{B}",
        "emerge_from": {"types": ["Artifact"]},
    },
}

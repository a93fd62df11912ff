"""Planeswalkers (CR 306): loyalty counters, damage dealt to them (120.3c) and the state-based action that puts one
with loyalty 0 into its owner's graveyard (704.5i)."""

CARDS = {
    "Jace Beleren": {
        "note": "its three loyalty abilities (CR 606) are not modelled",
    },
}

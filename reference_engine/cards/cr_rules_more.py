"""Cards of the scenarios on effects looking back in time (CR 608.2i) and further X rules (107.3), where no
ruling names one."""

CARDS = {
    "Body Count": {
        "note": "spectacle is not modelled",
        "spell": [{"draw": "creatures_died"}],
    },
}

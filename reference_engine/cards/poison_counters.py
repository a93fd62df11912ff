"""A spell that gives players poison counters (CR 122.1f), which a player loses the game with once they have ten or
more (704.5c)."""

CARDS = {
    "Prologue to Phyresis": {
        "spell": [{"poison": 1, "player": "each_opponent"}, {"draw": 1}],
    },
}

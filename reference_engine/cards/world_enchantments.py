"""World enchantments (CR 205.4f): the world rule keeps only the newest permanent with the supertype world (704.5k)."""

CARDS = {
    "Concordant Crossroads": {
        "abilities": [{"static": {"kind": "grant", "to": {"types": ["Creature"]}, "keywords": ["Haste"]}}],
    },
}

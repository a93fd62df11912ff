"""Text-changing spells (CR 612): the words they replace are chosen as they resolve (608.2d)."""

CARDS = {
    "Magical Hack": {
        "targets": [{"kind": "object", "zone": ["stack", "battlefield"]}],  # "target spell or permanent"
        "spell": [{"change_text": {"target": 0, "words": "basic_land_type"}}],
    },
}

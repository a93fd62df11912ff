"""Text-changing spells (CR 612): the words they replace are chosen as they resolve (608.2d); and a creature whose
name holds a basic land type that such a spell can't change (612.2)."""

CARDS = {
    "Magical Hack": {
        "targets": [{"kind": "object", "zone": ["stack", "battlefield"]}],  # "target spell or permanent"
        "spell": [{"change_text": {"target": 0, "words": "basic_land_type"}}],
    },
    "Mountain Goat": {},  # its mountainwalk comes from the catalog's keywords (702.14a)
}

"""A creature card with bestow (CR 702.103) and an effect letting Aura spells be cast as though they had flash: cast
bestowed, the creature card is an Aura spell, so its caster may begin to cast it any time she could cast an instant
(601.3b's own example)."""

CARDS = {
    "Nyxborn Rollicker": {
        "bestow": "{1}{R}",
        "abilities": [{"static": {"kind": "grant", "to": {"enchanted": True}, "pump": [1, 1]}}],
    },
    "Sigarda's Aid": {
        "note": "'Whenever an Equipment you control enters, you may attach it to target creature you control' is not"
        " modelled (no Equipment is in the catalog)",
        "abilities": [{"static": {"kind": "cast_as_though_flash", "spells": {"subtypes": ["Aura", "Equipment"]}}}],
    },
}

"""Cards of the scenarios on which of the catalog's keywords are keyword abilities (CR 702.1): a landwalk ability,
one of a family of keyword abilities (702.14a)."""

CARDS = {
    # Swampwalk comes from the catalog; the engine has no declaring of blockers (508, 509), so its evasion
    # (702.14c) has nothing to act on yet.
    "Bog Wraith": {},
}

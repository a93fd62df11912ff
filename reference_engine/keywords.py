"""Which of a catalog card's keywords are keyword abilities (CR 702).

The catalog's `keywords` are MTGJSON's, which also lists keyword actions (CR 701, such as mill) and ability
words (207.2c): neither is an ability an object has. The names of the keyword abilities are the titles of the
rules of 702, with the variants they name (`keyword_abilities.txt`).
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

_NAMES = Path(__file__).with_name("keyword_abilities.txt")


@cache
def keyword_abilities() -> frozenset[str]:
    """The names of the keyword abilities, in lower case; `*walk`: any name ending so."""
    lines = _NAMES.read_text(encoding="utf-8").splitlines()
    return frozenset(line.partition("\t")[2].strip().lower() for line in lines if line and not line.startswith("#"))


def is_keyword_ability(name: str) -> bool:
    """CR 702.1: whether a keyword of the catalog names a keyword ability (a variant's family too: landwalk,
    702.14c; typecycling, 702.29e)."""
    wanted = name.lower()
    return any(wanted == n or (n.startswith("*") and wanted.endswith(n[1:])) for n in keyword_abilities())

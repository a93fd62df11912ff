"""Comparing mana written by different engines: `{C}{G}{C}` and `{G}{C}{C}` are the same mana."""

from __future__ import annotations

import re
from collections import Counter

_SYMBOL = re.compile(r"\{([^{}]+)\}")
_ORDER = "XWUBRGC"


def canonical(text: str | None) -> str:
    """Generic first (one number), then X, hybrid, W, U, B, R, G, C; `{0}` only when nothing else."""
    if text is None:
        return "none"
    counts: Counter[str] = Counter()
    generic = 0
    for sym in _SYMBOL.findall(text):
        if sym.isdigit():
            generic += int(sym)
        else:
            counts[sym] += 1
    hybrid = sorted(s for s in counts if "/" in s)
    parts = [f"{{{generic}}}"] if generic else []
    parts += [f"{{{s}}}" * counts[s] for s in hybrid]
    parts += [f"{{{s}}}" * counts[s] for s in _ORDER if counts[s]]
    return "".join(parts) or "{0}"


def canonical_pool(text: str) -> str:
    return "" if canonical(text) == "{0}" else canonical(text)

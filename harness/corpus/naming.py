"""Names made for imported rulings: an id from the ruling's first significant words, a skeleton scenario's name from
its first sentence, each made unique with a number."""

from __future__ import annotations

import re

from harness.corpus.rulings import normalise

ID_WORDS = 5
_STOPWORDS = frozenset(
    {"a", "an", "the", "of", "to", "is", "it", "its", "that", "this", "if", "you", "your", "for", "and", "or", "in"}
    | {"on", "be", "as", "with", "are", "was", "can", "by", "at", "any", "all", "from", "which", "who", "when"}
    | {"then", "than", "so"}
)


def slug(text: str) -> str:
    """Lowercase words of letters and digits joined by hyphens: ``"Emry, Lurker"`` -> ``"emry-lurker"``."""
    return "-".join(re.findall(r"[a-z0-9]+", normalise(text).lower().replace("'", "")))


def ruling_id(mechanic: str, text: str, taken: set[str], counters: dict[str, int] | None = None) -> str:
    """``<mechanic>.<first significant words of the ruling>``, made unique with ``-2``, ``-3``... `counters`
    remembers the last number tried per base, so that thousands of rulings of one base take linear time."""
    words = [w for w in slug(text).split("-") if w not in _STOPWORDS] or ["ruling"]
    base = f"{mechanic}.{'-'.join(words[:ID_WORDS])}"
    return unique_name(base, taken, counters if counters is not None else {}, "{base}-{n}")


def unique_name(base: str, taken: set[str], counters: dict[str, int], form: str) -> str:
    """`base`, or `form` filled with the next free number: not in `taken` (the numbers tried are remembered in
    `counters`)."""
    candidate, n = base, counters.get(base, 1)
    if n > 1:
        candidate = form.format(base=base, n=n)
    while candidate in taken:
        n += 1
        candidate = form.format(base=base, n=n)
    counters[base] = n
    return candidate


def scenario_name(text: str, taken: set[str], counters: dict[str, int] | None = None) -> str:
    """A short, unique name for a skeleton scenario: the ruling's first sentence, cut at a word."""
    first = re.split(r"(?<=[.!?])\s", " ".join(text.split()), maxsplit=1)[0].rstrip(".")
    name = first if len(first) <= 90 else first[:90].rsplit(" ", 1)[0] + "..."
    candidate = unique_name(name, taken, counters if counters is not None else {}, "{base} ({n})")
    taken.add(candidate)
    return candidate

"""Text from an engine or a corpus, cut to a size a message, a report or a terminal can carry."""

from __future__ import annotations


def shorten(text: str, limit: int, *, keep_end: bool = False) -> str:
    """`text` cut to about `limit` characters (0: no limit), saying how much was left out: an engine's answer
    or a corpus message can be megabytes, and every report and the terminal would carry all of it. With
    `keep_end`, the middle goes instead (a schema message quotes the offending value first and says what is
    wrong with it at the end)."""
    if not limit or len(text) <= limit:
        return text
    left_out = f"… ({len(text) - limit:,} more characters left out)"
    if keep_end:
        half = limit // 2
        return f"{text[:half]}{left_out} …{text[len(text) - half :]}"
    return f"{text[:limit]}{left_out}"

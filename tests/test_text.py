"""One way to cut long text from an engine or a corpus: it says how much was left out."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from harness.text import shorten


def test_short_text_and_no_limit_are_kept_whole() -> None:
    assert shorten("abc", 3) == "abc"
    assert shorten("x" * 10_000, 0) == "x" * 10_000


def test_long_text_keeps_its_start_and_says_how_much_went() -> None:
    assert shorten("abcdefghij", 4) == "abcd… (6 more characters left out)"


def test_keep_end_cuts_the_middle() -> None:
    out = shorten("START" + "x" * 5_000 + "THE END", 20, keep_end=True)
    assert out.startswith("START") and out.endswith("THE END") and "4,992 more characters left out" in out


@given(st.text(), st.integers(min_value=1, max_value=50), st.booleans())
def test_what_is_kept_comes_from_the_text(text: str, limit: int, keep_end: bool) -> None:
    out = shorten(text, limit, keep_end=keep_end)
    if len(text) <= limit:
        assert out == text
    else:
        assert out.startswith(text[: limit // 2]) and f"{len(text) - limit:,} more characters left out" in out


def test_a_candidate_scenario_says_what_it_left_out_of_an_engine_answer() -> None:
    from harness.explore.phrases import shown
    from harness.explore.write import one_line

    assert shown("x" * 1000).endswith("(702 more characters left out)")
    assert one_line("y\n" * 400).endswith("(700 more characters left out)")

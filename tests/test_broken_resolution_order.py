"""The wrong engines for resolving a spell or ability (CR 608.2, 608.2b, 608.2p): each breaks it the way an engine
author might, and the corpus fails it on exactly the scenarios expected here, with status fail, among them one
tagged with a rule it declares. Each run is restricted (`-k`) to the features that catch it, for speed."""

from __future__ import annotations

import pytest

from .conftest import assert_caught_exactly

CHECKED_FIRST = "targets_checked_first.feature::"
FINAL_CHAPTER = "final_chapter_resolves.feature::"
ILLEGAL = "illegal_targets.feature::"

#: engine -> the `-k` expression its run is restricted to
SCOPES = {
    "tests.engines.broken_resolution_order:TargetsCheckedWhenUsed": "targets_checked_first",
    "tests.engines.broken_resolution_order:ResolutionTriggersFirst": "final_chapter_resolves",
    "tests.engines.broken_resolution_order:OneIllegalTargetCounters": "illegal_targets or targets_checked_first",
}
#: engine -> the scenarios of its run that it fails, exactly
EXPECTED: dict[str, set[str]] = {
    "tests.engines.broken_resolution_order:TargetsCheckedWhenUsed": {
        CHECKED_FIRST + "Swords to Plowshares exiles Bob's Serra Angel, and Bob gains 4 life, the power it had on the "
        "battlefield",
        CHECKED_FIRST + "Alice exiles her own Grizzly Bears grown to 5/5 by Giant Growth, and she gains 5 life",
    },
    "tests.engines.broken_resolution_order:ResolutionTriggersFirst": {
        FINAL_CHAPTER + "Chapter III puts Narci from Alice's graveyard onto the battlefield, and Narci's ability "
        "triggers on that resolution",
        FINAL_CHAPTER + "Chapter III puts Bob's Narci onto the battlefield under Alice's control, and Narci's ability "
        "triggers for Alice",
    },
    "tests.engines.broken_resolution_order:OneIllegalTargetCounters": {
        ILLEGAL + "Forked Bolt divided 1 and 1 between Grizzly Bears and Bob still resolves once the Bears are gone: "
        "Bob is dealt 1",
        ILLEGAL + "Forked Bolt divided 1 and 1 between Grizzly Bears and Llanowar Elves still resolves once the Bears "
        "are gone: the Elves die",
    },
}


@pytest.mark.parametrize("engine", sorted(EXPECTED))
def test_corpus_fails_resolution_order_engine_on_exactly_the_expected_scenarios(run_corpus, engine: str) -> None:
    report = run_corpus(engine, "-k", SCOPES[engine])
    assert_caught_exactly(report, engine, EXPECTED[engine])

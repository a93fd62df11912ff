"""The wrong engines of the letters that stand for numbers (CR 107.3p, 107.3f): each breaks one rule the way an
engine author might, and the corpus fails it on exactly the scenarios expected here, with status fail, among them
one tagged with the rule it declares. Each run is restricted (`-k`) to the features that catch it, for speed."""

from __future__ import annotations

import pytest

from .conftest import assert_caught_exactly

Y = "y_values.feature::"
UNDEFINED = "undefined_x.feature::"
_THREE_FORESTS = Y + "With three Forests, Aspect of Wolf gives Grizzly Bears +1/+2: X is rounded down and Y up"
_ONE_FOREST = Y + "With one Forest, Aspect of Wolf gives Grizzly Bears +0/+1, not +0/+0: Y is its own number, not X's"
_THIRD_FOREST = Y + (
    "Alice plays a third Forest: Y is worked out again as X is, and Grizzly Bears goes from 3/3 to 3/4"
)

#: engine -> the `-k` expression its run is restricted to
SCOPES = {
    "tests.engines.broken_variables:YIsX": "y_values",
    "tests.engines.broken_variables:YIsZero": "y_values",
    "tests.engines.broken_variables:UndefinedXIsZero": "undefined_x",
}
#: engine -> the scenarios of its run that it fails, exactly
EXPECTED: dict[str, set[str]] = {
    "tests.engines.broken_variables:YIsX": {_THREE_FORESTS, _ONE_FOREST, _THIRD_FOREST},
    "tests.engines.broken_variables:YIsZero": {
        _THREE_FORESTS,
        _ONE_FOREST,
        _THIRD_FOREST,
        Y + "Control: with four Forests, X and Y are both 2, and Grizzly Bears is 4/4",
    },
    "tests.engines.broken_variables:UndefinedXIsZero": {
        UNDEFINED + "Grizzly Bears dies: Alice pays {X} with X = 2 for Vigil for the Lost, and gains 2 life",
        UNDEFINED + "Alice can't choose X = 4 with {C}{C}{C} in her pool; with X = 3 she pays it all and gains 3 life",
    },
}


@pytest.mark.parametrize("engine", sorted(EXPECTED))
def test_corpus_fails_variables_engine_on_exactly_the_expected_scenarios(run_corpus, engine: str) -> None:
    report = run_corpus(engine, "-k", SCOPES[engine])
    assert_caught_exactly(report, engine, EXPECTED[engine])


def test_each_variables_engine_is_caught_twice_or_more() -> None:
    assert all(len(caught) >= 2 for caught in EXPECTED.values())

"""The wrong engines for control-changing effects (tests/engines/broken_control.py): each breaks one rule of layer 2
(CR 613.1b), its timestamp order (613.7), the end of "until end of turn" control (514.2, 611.2a) or summoning
sickness after a change of control (302.6) the way an engine author might, and the
corpus fails it on exactly the scenarios expected here, with status fail, among them the ones tagged with the rule
it declares. Only Act of Treason and Mind Control change control, so each run is restricted (`-k`) to its feature."""

from __future__ import annotations

import pytest

from .conftest import assert_caught_exactly

CONTROL = "control_changing.feature::"
SCOPE = "control_changing"
BOB_TURN_ELUGE = (
    CONTROL + "On Bob's turn, Eluge is back under his control and counts his three Islands again: it is 3/3"
)
BOB_TREASON = (
    CONTROL + "On Bob's turn, his Act of Treason, later than Alice's Mind Control, gives him back his Grizzly Bears"
    " until end of turn; then Mind Control applies again"
)
_MODULE = "tests.engines.broken_control:"
#: engine -> the scenarios of its run that it fails, exactly
EXPECTED: dict[str, set[str]] = {
    _MODULE + "ControlOutsideTheLayers": {
        CONTROL + "Eluge, taken by Alice who controls one Island, counts her Islands, not Bob's three: it is 1/1",
        CONTROL + "Eluge, taken by Alice who controls no Island, is 0/0 and is put into Bob's graveyard",
        BOB_TURN_ELUGE,
        CONTROL + "Alice's Mind Control on Bob's Grizzly Bears: Alice controls it, so her Fervor gives it haste and it"
        " attacks Bob",
    },
    _MODULE + "ControlOutlastsTheTurn": {
        CONTROL + "Act of Treason's control ends in the cleanup step: on Bob's turn he controls his Grizzly Bears"
        " again",
        BOB_TURN_ELUGE,
        BOB_TREASON,
    },
    _MODULE + "ControlEarliestWins": {
        BOB_TREASON,
        CONTROL + "On Bob's turn, Bob attacks Alice with the Grizzly Bears his Act of Treason took back from her Mind"
        " Control",
    },
    _MODULE + "StolenCreatureNotSick": {
        CONTROL + "Alice can't tap the Llanowar Elves she took with Mind Control this turn for mana",
        CONTROL + "Without haste, the Grizzly Bears Alice took with Mind Control this turn can't attack: she hasn't"
        " controlled it since her turn began",
    },
}


@pytest.mark.parametrize("engine", sorted(EXPECTED))
def test_corpus_fails_control_engine_on_exactly_the_expected_scenarios(run_corpus, engine: str) -> None:
    assert_caught_exactly(run_corpus(engine, "-k", SCOPE), engine, EXPECTED[engine])


def test_each_engine_is_caught_twice_or_more() -> None:
    assert all(len(caught) >= 2 for caught in EXPECTED.values())

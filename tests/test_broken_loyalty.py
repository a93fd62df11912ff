"""The wrong engines of loyalty abilities (CR 606) in tests/engines/broken_loyalty.py: each breaks one rule the way an
engine author might, and the corpus fails it on exactly the scenarios expected here, with status fail, among them one
tagged with the rule it declares. Each run is restricted (`-k`) to the features of CR 606, for speed."""

from __future__ import annotations

import pytest

from .conftest import assert_caught_exactly

E = "tests.engines.broken_loyalty:"
SCOPE = "loyalty_cost or loyalty_abilities_are_activated or loyalty_timing or loyalty_negative_cost"
COST = "loyalty_cost.feature::"
ACTIVATED = "loyalty_abilities_are_activated.feature::"
TIMING = "loyalty_timing.feature::"
NEGATIVE = "loyalty_negative_cost.feature::"
#: engine -> the scenarios of its run that it fails, exactly
EXPECTED: dict[str, set[str]] = {
    E + "LoyaltyResolvesAtOnce": {
        ACTIVATED + "Jace Beleren's +2 waits on the stack while Bob has priority: nobody has drawn yet",
        ACTIVATED + "Jace Beleren's −1 targeting Bob waits on the stack; Bob draws only once both players pass",
        COST + "Jace Beleren's +2 puts two loyalty counters on him as it is activated: 5 while it waits on the "
        "stack, then each player draws a card",
        COST + "Jace Beleren's −1 removes a loyalty counter as it is activated: 2 while it waits on the stack, "
        "then Bob draws a card",
        NEGATIVE + "Jace Beleren with 1 loyalty counter activates his −1: he goes to the graveyard at loyalty "
        "0, and Bob draws a card",
        NEGATIVE + "Jace Beleren with 10 loyalty counters activates his −10: Bob mills his five cards",
        TIMING + "After Jace Beleren's +2 resolved, his −1 is refused the same turn",
        TIMING + "After Jace Beleren's −1, his +2 is refused while the −1 is on the stack and after it resolved",
        TIMING + "Control: Jace Beleren's +2 in Alice's turn, and his −1 again in her next turn",
    },
    E + "LoyaltyAbilitiesUnlimited": {
        TIMING + "After Jace Beleren's +2 resolved, his −1 is refused the same turn",
        TIMING + "After Jace Beleren's −1, his +2 is refused while the −1 is on the stack and after it resolved",
    },
    E + "LoyaltyAtInstantSpeed": {
        TIMING + "In Alice's beginning of combat step Jace Beleren's +2 is refused; in her postcombat main "
        "phase it is activated",
        TIMING + "In Bob's turn, Alice can't activate Jace Beleren's +2; in her own turn she can",
        TIMING + "With Alice's Lightning Bolt on the stack, Jace Beleren's +2 is refused; once it resolved, it "
        "is activated",
    },
    E + "LoyaltyPaidAsItResolves": {
        COST + "Jace Beleren's +2 puts two loyalty counters on him as it is activated: 5 while it waits on the "
        "stack, then each player draws a card",
        COST + "Jace Beleren's −1 removes a loyalty counter as it is activated: 2 while it waits on the stack, "
        "then Bob draws a card",
        NEGATIVE + "Jace Beleren with 1 loyalty counter activates his −1: he goes to the graveyard at loyalty "
        "0, and Bob draws a card",
        NEGATIVE + "Jace Beleren with 1 loyalty counter can't activate his −10; his +2 then goes ahead",
        NEGATIVE + "Jace Beleren with 10 loyalty counters activates his −10: Bob mills his five cards",
        NEGATIVE + "Jace Beleren with 3 loyalty counters can't activate his −10; his −1 then goes ahead",
        TIMING + "Control: Jace Beleren's +2 in Alice's turn, and his −1 again in her next turn",
        TIMING + "In Alice's beginning of combat step Jace Beleren's +2 is refused; in her postcombat main "
        "phase it is activated",
        TIMING + "In Bob's turn, Alice can't activate Jace Beleren's +2; in her own turn she can",
        TIMING + "With Alice's Lightning Bolt on the stack, Jace Beleren's +2 is refused; once it resolved, it "
        "is activated",
    },
    E + "NegativeLoyaltyUnchecked": {
        NEGATIVE + "Jace Beleren with 1 loyalty counter can't activate his −10; his +2 then goes ahead",
        NEGATIVE + "Jace Beleren with 3 loyalty counters can't activate his −10; his −1 then goes ahead",
    },
    E + "LoyaltyMustExceedCost": {
        NEGATIVE + "Jace Beleren with 1 loyalty counter activates his −1: he goes to the graveyard at loyalty "
        "0, and Bob draws a card",
        NEGATIVE + "Jace Beleren with 10 loyalty counters activates his −10: Bob mills his five cards",
    },
}


@pytest.mark.parametrize("engine", sorted(EXPECTED))
def test_corpus_fails_loyalty_engine_on_exactly_the_expected_scenarios(run_corpus, engine: str) -> None:
    report = run_corpus(engine, "-k", SCOPE)
    assert_caught_exactly(report, engine, EXPECTED[engine])


def test_each_engine_is_caught_twice_at_least() -> None:
    assert all(len(caught) >= 2 for caught in EXPECTED.values())

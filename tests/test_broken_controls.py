"""The control scenarios (features/**/*_controls.feature, added for the mutation score) catch the broken engines
of tests/engines/ that break the rule they control, on exactly these scenarios; the other broken-engine tests
leave them out of their scope."""

from __future__ import annotations

import pytest

from .conftest import failing

EXPECTED = {
    "tests.engines.broken:IgnoresSummoningSickness": {
        "refusal_controls.feature::A creature that came under its controller's control this turn can't pay {Q},"
        " and nothing changes",
        "refusal_controls.feature::A creature that came under its controller's control this turn can't pay {T},"
        " and nothing changes",
        "refusal_controls.feature::An opponent's haste-granting permanent doesn't help the creature pay {T},"
        " and nothing changes",
        "refusal_controls.feature::The summoning sickness rule applies to {T} abilities that aren't mana abilities"
        " too, and nothing changes",
        "turn_controls.feature::A creature spell that resolved this turn can't pay {T}: it came under its"
        " controller's control this turn",
        "turn_controls.feature::A creature that came under Alice's control in her turn still can't pay {T} in Bob's"
        " turn",
        "turn_controls.feature::A land creature played this turn can't pay {T}: the summoning sickness rule is about"
        " creatures",
        "turn_controls.feature::From Alice's upkeep, the next turn is Bob's, and a creature that came under her"
        " control in her upkeep still can't pay {T}",
    },
    "tests.engines.broken:TapsTappedPermanents": {
        "refusal_controls.feature::An already tapped permanent can't be tapped again to pay {T}, and nothing changes",
        "turn_controls.feature::A permanent tapped in Alice's turn stays tapped in Bob's turn and can't pay {T} again"
        " there",
    },
}


@pytest.mark.parametrize("engine", sorted(EXPECTED))
def test_the_controls_fail_a_broken_engine_on_exactly_the_expected_scenarios(run_corpus, engine: str) -> None:
    report = run_corpus(engine, "-k", "controls")
    assert report["engine"]["name"] != "reference"
    assert failing(report) == EXPECTED[engine]

"""The "becomes tapped" scenarios (features/rules/603/becomes_tapped.feature, 608/trigger_object.feature) catch the
engines broken in the rules they cover (tests/engines/broken_tapping.py), on exactly the expected scenarios."""

from __future__ import annotations

import pytest

from .conftest import failing

TAPPED = "becomes_tapped.feature::"
IT = "trigger_object.feature::"
EXPECTED = {
    "tests.engines.broken_tapping:EntersTappedBecomesTapped": {
        "enters_tapped.feature::Moss Diamond enters tapped: Freyalise's Winds doesn't trigger, for it never "
        "became tapped",
        TAPPED + "Moss Diamond enters tapped: it never became tapped, so Freyalise's Winds doesn't trigger",
        TAPPED + "Llanowar Elves tapped to pay for Moss Diamond triggers Freyalise's Winds; the Diamond entering tapped"
        " doesn't",
    },
    "tests.engines.broken_tapping:ItIsTheSource": {
        TAPPED + "Moss Diamond enters tapped: it never became tapped, so Freyalise's Winds doesn't trigger",
        TAPPED + "Llanowar Elves tapped to pay for Moss Diamond triggers Freyalise's Winds; the Diamond entering tapped"
        " doesn't",
        TAPPED + "Moss Diamond tapped for mana becomes tapped: it gets a wind counter, and the tapped Sol Ring none",
        IT + "Mutavault becomes a 2/2 creature before the Winds' trigger resolves: the wind counter still goes on it",
        IT + "Mutavault sacrificed before the trigger resolves is a new object in the graveyard: no permanent gets the"
        " counter",
        "apnap_triggers.feature::In Bob's turn of a three-player game, APNAP order starts with Bob and goes on in turn"
        " order: Alice's goes on top",
        # counters on the source, not on each creature the ability names (CR 608.2h): Leyline of Abundance's own
        "activation_cost.feature::Leyline of Abundance's ability, its {6}{G}{G} paid, puts a +1/+1 counter on each"
        " creature Alice controls",
        "counter_kind_trigger_event.feature::Alice's Freyalise's Winds puts a wind counter on her Llanowar Elves, "
        "and Terrasymbiosis doesn't trigger",
        "sources.feature::Bob taps his Forest for mana: the trigger's source is Alice's Freyalise's Winds, and Alice"
        " controls it, not Bob",
        "triggers_wait_for_priority.feature::Control: the Winds' ability resolves first, putting a wind counter on"
        " Prodigal Pyromancer, and then the Pyromancer's deals 1 damage to Bob",
    },
}


@pytest.mark.parametrize("engine", sorted(EXPECTED))
def test_the_tapping_scenarios_fail_a_broken_engine_on_exactly_the_expected_scenarios(run_corpus, engine: str) -> None:
    report = run_corpus(engine)
    assert report["engine"]["name"] != "reference"
    assert failing(report) == EXPECTED[engine]

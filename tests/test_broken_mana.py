"""The corpus catches engines broken in mana production and X on enters, on exactly the expected scenarios."""

from __future__ import annotations

import pytest

from .conftest import failing

EXPECTED = {
    "tests.engines.broken_mana:CouldProduceIgnoresReplacements": {
        "could_produce.feature::A replacement effect changes what a land could produce",
        "could_produce.feature::Fellwar Stone could produce what its opponent's land would produce after a replacement"
        " effect",
    },
    "tests.engines.broken_mana:TapsForManaWithoutTapSymbol": {
        "tap_for_mana.feature::A mana ability without {T} in its cost doesn't tap its permanent for mana",
        'tap_for_mana.feature::"Whenever you tap a nonland permanent for mana" doesn\'t trigger on a mana ability'
        " without {T}",
    },
    "tests.engines.broken_mana:EntersTriggersIgnoreSpellX": {
        "etb_x.feature::An enters triggered ability that refers to X uses the X of the spell",
        "etb_x.feature::Gadwick cast with X = 3 draws three cards from a library of two: Alice loses the game",
        "etb_x.feature::Gadwick cast with X = 2 draws the whole library of two: nobody loses, the library is just"
        " empty",
        "etb_x.feature::Once Alice has lost to Gadwick's draw of three, the game is over and no player can act",
        "additional_times.feature::With Panharmonicon, Gadwick's enters ability triggers twice: Alice draws X cards"
        " two times",
        "additional_times.feature::Two Panharmonicons add one trigger each: Gadwick's ability triggers three times,"
        " not four",
        "additional_times.feature::Bob's Panharmonicon doesn't make Alice's ability trigger an additional time",
        "triggered_abilities_of_an_object.feature::With Harmonic Prodigy, the enters ability Gadwick has triggers"
        " twice: Alice draws X cards two times",
        "nth_from_the_top.feature::Into Alice's library of eight cards, Approach goes seventh from the top: six draws "
        "leave it there, the next two reach it",
        "nth_from_the_top.feature::Into Alice's library of six cards, fewer than seven, Approach goes on the bottom: "
        "six draws leave only it there",
        "nth_from_the_top.feature::Into Alice's library of four cards, fewer than seven, Approach goes on the bottom: "
        "four draws leave only it there",
    },
}


@pytest.mark.parametrize("engine", sorted(EXPECTED))
def test_corpus_fails_broken_mana_engine_on_exactly_the_expected_scenarios(run_corpus, engine: str) -> None:
    report = run_corpus(engine, "-k", "not controls")  # the controls: test_broken_controls.py
    assert report["engine"]["name"] != "reference"
    assert failing(report) == EXPECTED[engine]
    assert all(s["status"] == "fail" for s in report["scenarios"] if s["status"] != "pass")

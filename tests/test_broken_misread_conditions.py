"""Six plausible wrong engines that each misread the condition of a rule, and once passed the whole corpus: each is
now caught, on exactly the scenarios written to catch it (its ruling's control, which fails when the claim's
condition is ignored, and the later controls that check the same condition)."""

from __future__ import annotations

import pytest

from .conftest import failing

ENGINES = "tests.engines.misread_conditions"
EXPECTED: dict[str, str | set[str]] = {
    f"{ENGINES}:TapTriggersWithoutMana": {
        "tapped_for_mana_triggers.feature::A land tapped for mana that produced no mana doesn't trigger Overgrowth,"
        " whose {G}{G} doesn't depend on it",
        "tapped_for_mana.feature::Exotic Orchard tapped while no opponent controls a land produces no mana, so"
        " Overgrowth doesn't trigger",
    },
    f"{ENGINES}:CopiesHaveManaValueZero": {
        "faces_melds_copies.feature::A Clone copying a creature that is neither a back face nor melded has its mana"
        " value, 6",
        "copy_mana_value.feature::Sacrificing a Clone copying Shivan Dragon reduces the cost for emerge by 6, the"
        " copied mana value",
    },
    f"{ENGINES}:SicknessEndsEveryTurn": {
        "tap_symbol.feature::A creature that came under its controller's control this turn still can't pay {T} during"
        " the opponent's next turn",
        "turn_controls.feature::A creature that came under Alice's control in her turn still can't pay {T} in Bob's"
        " turn",
        "turn_controls.feature::From Alice's upkeep, the next turn is Bob's, and a creature that came under her control"
        " in her upkeep still can't pay {T}",
    },
    f"{ENGINES}:PermissionIgnoresEmptyStack": {
        "emry_permission.feature::An artifact card without flash can't be cast this way in its owner's main phase"
        " while a spell is on the stack",
        "timing.feature::An artifact card Emry lets Alice cast from her graveyard can't be cast while an ability is"
        " on the stack",
    },
    f"{ENGINES}:EmergeSacrificesAnyCreature": {
        "emerge_cost.feature::An opponent's creature can't be sacrificed for emerge",
        "priority_controls.feature::Before Alice begins to cast, Bob may remove the creature she would sacrifice, and"
        " then she can't",
        'additional_cost_refusals.feature::Sacrificing a land doesn\'t pay "sacrifice a creature", and nothing changes',
        "emerge_from.feature::Crabomination cast with emerge from artifact, sacrificing Fellwar Stone, has a total cost"
        " of {3}{B}{B}",
        "emerge_from.feature::Crabomination can't be cast with emerge from artifact by sacrificing Grizzly Bears, a"
        " creature but no artifact, but can by sacrificing Fellwar Stone",
        "emerge_from.feature::Sacrificing Seat of the Synod, an artifact land of mana value 0, leaves a total cost of"
        " {5}{B}{B}",
    },
    f"{ENGINES}:CostReductionCountsOpponents": {
        "emry_cost.feature::Artifacts an opponent controls don't reduce Emry's cost",
        "emry_thopter_tokens.feature::Bob's Hangarback Walker dies to Alice's Pyromancer: the Thopter is Bob's and"
        " doesn't reduce Emry's cost",
    },
}


@pytest.mark.parametrize("engine", sorted(EXPECTED))
def test_corpus_catches_each_wrong_engine_of_issue_17(run_corpus, engine: str) -> None:
    report = run_corpus(engine)
    assert report["engine"]["name"] != "reference"
    expected = EXPECTED[engine]
    assert failing(report) == (expected if isinstance(expected, set) else {expected})
    assert all(s["status"] == "fail" for s in report["scenarios"] if s["status"] != "pass")

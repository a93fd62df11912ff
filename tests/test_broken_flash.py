"""The wrong engines for the flash and casting-permission rules (CR 601.3b, 701.4b): each breaks one rule the way an
engine author might, and the corpus fails it on exactly the scenarios expected here, with status fail, among them one
tagged with the rule it declares. Each run is restricted (`-k`) to the features that catch it, for speed."""

from __future__ import annotations

import pytest

from .conftest import assert_caught_exactly

#: engine -> the `-k` expression its run is restricted to
SCOPES = {
    "tests.engines.broken_flash:CastPermissionPlaysLands": "cast_that_card or emry_permission or refusal_controls",
    "tests.engines.broken_flash:FlashIgnoresProposalChoices": "flash_for_a_bestowed_aura or flash_by_quality_choice",
}
#: engine -> the scenarios of its run that it fails, exactly
EXPECTED: dict[str, set[str]] = {
    "tests.engines.broken_flash:CastPermissionPlaysLands": {
        "emry_permission.feature::A permission to cast an artifact land card doesn't let it be played as a land",
        "refusal_controls.feature::A permission to cast an artifact land card doesn't let it be played as a land, "
        "and nothing changes",
        "cast_that_card.feature::The Lich lets Alice cast Dryad Arbor from her graveyard: she can't play it as a "
        "land, nor cast it, and plays the Dryad Arbor in her hand instead",
    },
    "tests.engines.broken_flash:FlashIgnoresProposalChoices": {
        "flash_for_a_bestowed_aura.feature::In Bob's main phase, Alice, who controls Sigarda's Aid, casts Nyxborn "
        "Rollicker bestowed on her Grizzly Bears, which get +1/+1",
        "flash_for_a_bestowed_aura.feature::Bob's Lightning Bolt kills the Grizzly Bears the bestowed Nyxborn "
        "Rollicker enchants: the Rollicker stays on the battlefield as a 1/1 creature",
        "flash_for_a_bestowed_aura.feature::Alice casts Nyxborn Rollicker bestowed in Bob's main phase; Bob's "
        "Lightning Bolt kills its target first, and it resolves as a 1/1 creature",
    },
}


@pytest.mark.parametrize("engine", sorted(EXPECTED))
def test_corpus_fails_flash_engine_on_exactly_the_expected_scenarios(run_corpus, engine: str) -> None:
    report = run_corpus(engine, "-k", SCOPES[engine])
    assert_caught_exactly(report, engine, EXPECTED[engine])


def test_each_flash_engine_is_caught_twice_or_more() -> None:
    assert all(len(caught) >= 2 for caught in EXPECTED.values())

"""Exploration finds the bug planted in each broken engine of `tests/engines/`, within a bounded number of
generated examples from a fixed seed, and names it by the action and the observation that differ.

Budgets are the examples the search needed from that seed, with room to spare; the shrinking runs are capped
low to keep the suite quick (they don't count towards the budget). Engines whose bug needs a longer chain of
actions than the generator builds by chance (a casting permission, then a zone change, then a cast) stay
hidden within a small budget: `xfail(strict=True)` says so and fails the day the search finds one, so the
tables are then corrected.
"""

from __future__ import annotations

import pytest

from harness.corpus.catalog import load_catalog
from harness.engines.loading import load_adapter
from harness.explore.compare import Pair
from harness.explore.model import CardPool
from harness.explore.search import Search
from harness.paths import ROOT

POOL = CardPool.from_catalog(load_catalog(ROOT / "features" / "cards.json"))

# engine -> (seed, budget, the (action, observation) groups that show its bug); the search needed, from that
# seed: 11, 3, 9, 338, 357, 108, 119, 215, 119 and 291 examples (from seeds 1 and 2 it needed more than 500 for
# the last four)
FOUND = {
    "broken:IgnoresSummoningSickness": (2, 40, {("tap for mana", "allowed"), ("activate", "allowed")}),
    "broken:TapsTappedPermanents": (2, 30, {("tap for mana", "allowed"), ("activate", "allowed")}),
    "broken:NeverRollsBack": (1, 30, None),  # any difference: a refused action that left its traces
    "broken_emerge:CastTriggersUnderSpell": (1, 400, {("cast", "stack"), ("cast for an alternative cost", "stack")}),
    "broken_expend:ExpendCountsAbilities": (2, 400, {("activate", "mana_spent"), ("activate", "counters")}),
    "broken_mana:CouldProduceIgnoresReplacements": (2, 150, {("the board as loaded", "could_produce")}),
    "broken_emerge:CountsXOffTheStack": (5, 200, {("all pass", "mana_value")}),
    "broken_emry:ReductionReducesColoredMana": (3, 300, None),  # any cast whose cost a reduction met
    "broken_mana:EntersTriggersIgnoreSpellX": (5, 200, {("all pass", "zone"), ("all pass", "counters")}),
    "broken_emry:PermissionIgnoresTiming": (4, 350, {("cast", "allowed")}),
}
# engine -> why the generator rarely builds the situation its bug needs (none found in 500 examples from seeds
# 1 and 2, nor in 800 from seeds 3 to 6)
CHAIN = "needs a chain the generator rarely builds: "
HIDDEN = {
    "broken_emerge:EmergeReducesColoured": CHAIN + "an emerge spell cast for its emerge cost sacrificing a creature "
    "whose mana value exceeds the cost's generic part",
    "broken_emerge:SacrificesAsAnnounced": CHAIN + "an emerge cast whose payment fails after the sacrifice is chosen",
    "broken_emerge:ChoosesFewerThanAble": CHAIN + "Distended Mindbender cast and its trigger resolved, then a choice",
    "broken_mana:TapsForManaWithoutTapSymbol": CHAIN + "Ashnod's Altar's ability with a tapped-for-mana replacement "
    "or trigger on the battlefield",
    "broken_expend:ExpendOnEveryThreshold": CHAIN + "a second expend threshold crossed by a spell with an expend "
    "card on the battlefield",
    "broken_emry:PermissionSurvivesZoneChange": CHAIN + "Emry's permission granted, the card moved, then cast",
}


def _search(engine: str, seed: int, budget: int) -> Search:
    ours, theirs = load_adapter(f"tests.engines.{engine}"), load_adapter("reference")
    search = Search(Pair(ours, theirs, (ours.hello(), theirs.hello())), POOL, seed, budget, max_groups=1,
                    shrink_runs=20)  # fmt: skip
    search.run()
    return search


@pytest.mark.parametrize("engine", sorted(FOUND))
def test_exploration_finds_the_planted_bug(engine: str) -> None:
    seed, budget, groups = FOUND[engine]
    summary = _search(engine, seed, budget).summary
    assert summary.groups, f"no disagreement with {engine} in {budget} examples from seed {seed}"
    found = summary.groups[0]
    assert groups is None or found.signature in groups, found.signature
    assert found.found_after <= budget


@pytest.mark.parametrize("engine", [pytest.param(e, marks=pytest.mark.xfail(reason=r, strict=True)) for e, r in
                                    sorted(HIDDEN.items())])  # fmt: skip
def test_exploration_finds_the_bugs_that_need_a_longer_chain(engine: str) -> None:
    """Expected to fail (strict): the day one is found within the budget, move it to FOUND."""
    assert _search(engine, 1, 100).summary.groups

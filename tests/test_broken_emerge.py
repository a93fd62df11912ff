"""The corpus catches broken emerge, mana value, cast trigger and discard choice rules, on exactly the scenarios
that depend on the broken rule."""

from __future__ import annotations

import pytest

from .conftest import failing

# The feature files of these rulings (pytest -k matches the feature file names).
FEATURES = (
    "emerge_cost or emerge_casting or printed_mana_cost or faces_melds_copies or only_one_alternative_cost"
    " or resolve_before_spell or mindbender_choice or x_is_zero"
)
ENGINES = "tests.engines.broken_emerge"

EXPECTED = {
    f"{ENGINES}:EmergeReducesColoured": {
        "emerge_cost.feature::However large the sacrificed creature's mana value, the coloured mana must still be paid",
        "emerge_cost.feature::Mana value beyond the generic part doesn't reduce the coloured part of the emerge cost",
        "emerge_cost.feature::Sacrificing a creature whose mana value equals the emerge cost's leaves only the"
        " coloured mana to pay",
        "emerge_cost.feature::Sacrificing a creature whose mana value exceeds the emerge cost's leaves only the"
        " coloured mana to pay",
        "emerge_cost.feature::The coloured part of the emerge cost is paid in full when the generic part is reduced"
        " away",
    },
    f"{ENGINES}:CountsXOffTheStack": {
        "printed_mana_cost.feature::On the battlefield, the X in a creature's mana cost is 0, whatever X was when it"
        " was cast",
        "x_is_zero.feature::Sacrificing a creature that was cast with X = 3 for emerge gives no reduction: its X is 0",
        "x_is_zero.feature::The X a sacrificed creature was cast with doesn't reduce the emerge cost: one mana short,"
        " it can't be cast",
    },
    f"{ENGINES}:CastTriggersUnderSpell": {
        "resolve_before_spell.feature::The cast trigger targeting the chosen opponent goes on the stack above the"
        " spell and resolves first",
        "resolve_before_spell.feature::Both cast triggers go above the spell in the order chosen: the one put on"
        " first resolves last",
        "resolve_before_spell.feature::In the other order chosen, Beast Whisperer's trigger resolves first, still"
        " before the spell",
        "resolve_before_spell.feature::The cast trigger goes on the stack above the spell",
        "resolve_before_spell.feature::The cast trigger resolves first, while the spell is still on the stack",
        "resolve_before_spell.feature::The spell is still on the stack when its cast trigger resolves, so Decimator"
        " doesn't get +2/+2 itself",
        # the stack is observed while the trigger's target is chosen: the trigger is already on it (CR 603.3)
        "resolve_before_spell.feature::The caster can't choose herself as the target opponent of the cast trigger",
        "emerge_casting.feature::The sacrificed creature's \"whenever you cast\" ability doesn't trigger for the"
        " emerge spell",
        "emerge_casting.feature::When an opponent first gets priority, the creature is already sacrificed and the"
        " spell and its trigger are on the stack",
        "mindbender_choice.feature::The opponent reveals their hand and the caster chooses from it",
        "mindbender_choice.feature::With two appropriate cards, the caster chooses both and the opponent discards them",
        "mindbender_choice.feature::With no card of mana value 4 or greater, the caster chooses the one appropriate"
        " card and it is discarded",
        "mindbender_choice.feature::With no nonland card of mana value 3 or less, only the card with mana value 4 or"
        " greater is discarded",
        "mindbender_choice.feature::With no appropriate card at all, nothing is discarded",
        'x_is_zero.feature::An {X} card in the opponent\'s hand is a "nonland card with mana value 3 or less" for'
        " Distended Mindbender",
        "x_is_zero.feature::Gadwick ({X}{U}{U}{U}) in the opponent's hand has mana value 3, not 4: it is the card with"
        " mana value 3 or less",
        # the choice isn't pending when the caster answers it: refused, but for the wrong reason (CR 117.1, not
        # 608.2d), which the refusal step now tells apart
        "mindbender_choice.feature::The caster can't choose only one card when two appropriate cards can be chosen",
        "mindbender_choice.feature::The caster can't choose nothing when appropriate cards can be chosen",
        'mindbender_choice.feature::A land isn\'t an appropriate card for "a nonland card with mana value 3 or less"',
        "mindbender_choice.feature::Two cards with mana value 3 or less aren't the two appropriate cards",
        "mindbender_choice.feature::With only one appropriate card, the caster must still choose it",
        "x_is_zero.feature::An {X} card in the opponent's hand can't be chosen as the \"card with mana value 4 or"
        ' greater"',
    },
    f"{ENGINES}:SacrificesAsAnnounced": {
        "emerge_casting.feature::The creature chosen to be sacrificed can be tapped for mana while the emerge spell is"
        " paid for",
        "emerge_casting.feature::The sacrificed creature's cost reduction still applies: it is on the battlefield as"
        " the total cost is determined",
        "emerge_casting.feature::While the emerge spell is being cast, an opponent can't remove the creature chosen"
        " to be sacrificed",
        "emerge_casting.feature::While the emerge spell is being paid for, the creature chosen to be sacrificed is on"
        " the battlefield and its mana ability can be activated",
        "emerge_casting.feature::A \"whenever you cast\" creature that stays on the battlefield does trigger for the "
        "emerge spell",
        "emerge_casting.feature::An opponent can't respond by removing the creature chosen to be sacrificed",
        "emerge_casting.feature::The sacrificed creature's \"whenever you cast\" ability doesn't trigger for the "
        "emerge spell",
        "emerge_casting.feature::When an opponent first gets priority, the creature is already sacrificed and the "
        "spell and its trigger are on the stack",
        "emerge_casting.feature::While the emerge spell is being paid for, an opponent can't act at all",
        "emerge_cost.feature::A token creature that isn't a copy has mana value 0: the full emerge cost is paid",
        "emerge_cost.feature::Casting for the emerge cost sacrifices a creature and pays the emerge cost reduced by "
        "its mana value",
        "emerge_cost.feature::Sacrificing a creature whose mana value equals the emerge cost's leaves only the "
        "coloured mana to pay",
        "emerge_cost.feature::Sacrificing a creature whose mana value exceeds the emerge cost's leaves only the "
        "coloured mana to pay",
        "emerge_cost.feature::The coloured part of the emerge cost is paid in full when the generic part is reduced "
        "away",
        "mindbender_choice.feature::A land isn't an appropriate card for \"a nonland card with mana value 3 or less\"",
        "mindbender_choice.feature::The caster can't choose nothing when appropriate cards can be chosen",
        "mindbender_choice.feature::The caster can't choose only one card when two appropriate cards can be chosen",
        "mindbender_choice.feature::The opponent reveals their hand and the caster chooses from it",
        "mindbender_choice.feature::Two cards with mana value 3 or less aren't the two appropriate cards",
        "mindbender_choice.feature::With no appropriate card at all, nothing is discarded",
        "mindbender_choice.feature::With no card of mana value 4 or greater, the caster chooses the one appropriate "
        "card and it is discarded",
        "mindbender_choice.feature::With no nonland card of mana value 3 or less, only the card with mana value 4 or "
        "greater is discarded",
        "mindbender_choice.feature::With only one appropriate card, the caster must still choose it",
        "mindbender_choice.feature::With two appropriate cards, the caster chooses both and the opponent discards them",
        "only_one_alternative_cost.feature::Paying the mandatory additional cost, the spell is cast for the "
        "alternative cost",
        "only_one_alternative_cost.feature::With Omniscience on the battlefield, choosing the emerge cost means "
        "paying the emerge cost",
        "printed_mana_cost.feature::Cast for its emerge cost sacrificing a mana value 3 creature, Decimator's mana "
        "value on the stack is 10",
        "printed_mana_cost.feature::Sacrificing an animated land for emerge gives no reduction: its mana value is 0",
        "printed_mana_cost.feature::The Decimator that was cast for its emerge cost has mana value 10 on the "
        "battlefield",
        "resolve_before_spell.feature::A player whose two abilities trigger on the same cast chooses their order",
        "resolve_before_spell.feature::Both cast triggers go above the spell in the order chosen: the one put on "
        "first resolves last",
        "resolve_before_spell.feature::Distended Mindbender's cast trigger still makes the opponent discard when "
        "Mindbender is countered",
        "resolve_before_spell.feature::Every triggered ability waiting must be put on the stack: an order that leaves "
        "one out is refused",
        "resolve_before_spell.feature::In the other order chosen, Beast Whisperer's trigger resolves first, still "
        "before the spell",
        "resolve_before_spell.feature::The cast trigger goes on the stack above the spell",
        "resolve_before_spell.feature::The cast trigger resolves first, while the spell is still on the stack",
        "resolve_before_spell.feature::The cast trigger still resolves when the spell is countered",
        "resolve_before_spell.feature::The cast trigger targeting the chosen opponent goes on the stack above the "
        "spell and resolves first",
        "resolve_before_spell.feature::The caster can't choose herself as the target opponent of the cast trigger",
        "resolve_before_spell.feature::The spell is still on the stack when its cast trigger resolves, so Decimator "
        "doesn't get +2/+2 itself",
        "resolve_before_spell.feature::With two opponents, the caster chooses the cast trigger's target as it is put "
        "on the stack",
        "x_is_zero.feature::An {X} card in the opponent's hand can't be chosen as the \"card with mana value 4 or "
        "greater\"",
        "x_is_zero.feature::An {X} card in the opponent's hand is a \"nonland card with mana value 3 or less\" for "
        "Distended Mindbender",
        "x_is_zero.feature::Sacrificing a creature that was cast with X = 3 for emerge gives no reduction: its X is 0",
        "x_is_zero.feature::Gadwick ({X}{U}{U}{U}) in the opponent's hand has mana value 3, not 4: it is the card with"
        " mana value 3 or less",
    },
    f"{ENGINES}:ChoosesFewerThanAble": {
        "mindbender_choice.feature::The caster can't choose nothing when appropriate cards can be chosen",
        "mindbender_choice.feature::The caster can't choose only one card when two appropriate cards can be chosen",
        "mindbender_choice.feature::With only one appropriate card, the caster must still choose it",
    },
}


@pytest.mark.parametrize("engine", sorted(EXPECTED))
def test_corpus_fails_broken_engine_on_exactly_the_expected_scenarios(run_corpus, engine: str) -> None:
    report = run_corpus(engine, "-k", f"({FEATURES}) and not controls")
    assert report["engine"]["name"] != "reference"
    assert failing(report) == EXPECTED[engine]
    assert all(s["status"] == "fail" for s in report["scenarios"] if s["status"] != "pass")


def test_the_selection_runs_every_scenario_of_these_rulings(run_corpus) -> None:
    report = run_corpus("reference", "-k", f"({FEATURES}) and not controls")
    assert failing(report) == set()
    features = {s["feature"] for s in report["scenarios"]}
    assert features == {f"{stem}.feature" for stem in FEATURES.split(" or ")}

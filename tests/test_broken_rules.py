"""The corpus catches engines broken in the general rules of issue 18 (trigger order and targets, layers, losing
to an empty library), on exactly the expected scenarios."""

from __future__ import annotations

import pytest

from .conftest import failing

CAST_TRIGGERS = "resolve_before_spell.feature::"
EXPECTED = {
    "tests.engines.broken_rules:OrdersTriggersItself": {
        CAST_TRIGGERS + "A player whose two abilities trigger on the same cast chooses their order",
        CAST_TRIGGERS + "Both cast triggers go above the spell in the order chosen: the one put on first resolves last",
        CAST_TRIGGERS + "In the other order chosen, Beast Whisperer's trigger resolves first, still before the spell",
        CAST_TRIGGERS + "Every triggered ability waiting must be put on the stack: an order that leaves one out is"
        " refused",
        'emerge_casting.feature::A "whenever you cast" creature that stays on the battlefield does trigger for the'
        " emerge spell",
        "trigger_choice_refusals.feature::An order naming a card that is the source of no waiting triggered ability is"
        " refused",
    },
    "tests.engines.broken_rules:PicksTriggerTargetsItself": {
        CAST_TRIGGERS + "With two opponents, the caster chooses the cast trigger's target as it is put on the stack",
        CAST_TRIGGERS + "The cast trigger targeting the chosen opponent goes on the stack above the spell and resolves"
        " first",
        CAST_TRIGGERS + "The caster can't choose herself as the target opponent of the cast trigger",
        "trigger_choice_refusals.feature::A card is no legal target for the cast trigger's \"target opponent\"",
        "trigger_before_priority_controls.feature::While Alice chooses the cast trigger's target, Bob can't cast"
        " Counterspell, and nothing changes",
    },
    "tests.engines.broken_rules:StaticsSeePrintedCharacteristics": {
        'tap_symbol.feature::A land that became a creature is a creature to "creatures you control have haste", so it'
        " can pay {T}",
    },
    "tests.engines.broken_rules:EmptyLibraryDrawIsHarmless": {
        "etb_x.feature::Gadwick cast with X = 3 draws three cards from a library of two: Alice loses the game",
        "etb_x.feature::Once Alice has lost to Gadwick's draw of three, the game is over and no player can act",
    },
}
SCOPE = "cast_triggers or emerge or tap_untap or etb_x or discard_choice"


@pytest.mark.parametrize("engine", sorted(EXPECTED))
def test_corpus_fails_broken_engine_on_exactly_the_expected_scenarios(run_corpus, engine: str) -> None:
    report = run_corpus(engine, "-k", SCOPE)
    assert report["engine"]["name"] != "reference"
    assert failing(report) == EXPECTED[engine]
    assert all(s["status"] == "fail" for s in report["scenarios"] if s["status"] != "pass")

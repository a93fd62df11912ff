"""Split cards (CR 709): off the stack, the mana value of both halves (202.3d); casting one needs the choice of a
half (709.3), which the cast action can't state yet, so it is unsupported and changes nothing."""

from __future__ import annotations

import pytest

from harness.paths import ROOT
from reference_engine.engine import ReferenceEngine
from reference_engine.errors import Unsupported


def test_a_split_card_off_the_stack_has_both_halves_mana_value_and_casting_it_is_unsupported() -> None:
    engine = ReferenceEngine(ROOT / "features" / "cards.json")
    engine.load({"players": [{"name": "Alice", "mana_pool": "{R}{C}", "hand": [{"card": "Fire // Ice", "id": "f"}]},
                             {"name": "Bob"}]})
    assert engine.observe({"kind": "mana_value", "object": "f"}) == 4
    with pytest.raises(Unsupported):
        engine.perform({"kind": "cast", "player": "Alice", "card": "f", "targets": ["Bob"]})
    assert engine.observe({"kind": "zone", "object": "f"}) == "hand"
    assert engine.observe({"kind": "mana_pool", "player": "Alice"}) == "{R}{C}"

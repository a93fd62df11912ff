"""Phyrexian mana symbols (CR 107.4f): in mana costs and mana value (202.3g); paying one needs the payer's
announcement of mana or 2 life (601.2b), which the protocol can't state yet, so a cast that would pay one is
unsupported rather than paid as if the symbol weren't there."""

from __future__ import annotations

import pytest

from harness.paths import ROOT
from reference_engine.engine import ReferenceEngine
from reference_engine.errors import Unsupported
from reference_engine.mana import ManaCost, ManaPool, parse_mana


def test_a_phyrexian_symbol_is_part_of_the_cost_and_counts_1_in_mana_value() -> None:
    cost = ManaCost.parse("{1}{B/P}{B/P}")
    assert cost.phyrexian == ("B", "B") and cost.mana_value() == 3
    assert str(cost) == "{1}{B/P}{B/P}" and str(cost.reduce_generic(1)) == "{B/P}{B/P}"
    assert str(cost + ManaCost.parse("{1}")) == "{2}{B/P}{B/P}" and not ManaCost.parse("{G/P}").is_free()


def test_paying_a_phyrexian_symbol_is_unsupported_never_skipped() -> None:
    pool = ManaPool(parse_mana("{B}{B}{C}"))
    with pytest.raises(Unsupported):
        pool.pay(ManaCost.parse("{1}{B/P}{B/P}"))
    with pytest.raises(Unsupported):
        pool.pay(ManaCost.parse("{1}{B/P}{B/P}"), parse_mana("{B}{B}{C}"))
    assert str(pool) == "{B}{B}{C}"


def test_casting_a_spell_with_phyrexian_mana_is_unsupported_and_changes_nothing() -> None:
    engine = ReferenceEngine(ROOT / "features" / "cards.json")
    engine.load(
        {
            "players": [
                {
                    "name": "Alice",
                    "mana_pool": "{B}{B}{C}",
                    "hand": [{"card": "Dismember", "id": "d"}],
                    "battlefield": [{"card": "Grizzly Bears", "id": "b"}],
                },
                {"name": "Bob"},
            ]
        }
    )
    with pytest.raises(Unsupported):
        engine.perform({"kind": "cast", "player": "Alice", "card": "d", "targets": ["b"]})
    assert engine.observe({"kind": "zone", "object": "d"}) == "hand"
    assert engine.observe({"kind": "mana_value", "object": "d"}) == 3
    assert engine.observe({"kind": "mana_pool", "player": "Alice"}) == "{B}{B}{C}"

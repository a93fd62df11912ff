"""The `total_cost` query (CR 601.2f): the locked-in total cost of the spell being cast, null before it is
determined and once the spell is paid for."""

from __future__ import annotations

import pytest

from harness.paths import ROOT
from reference_engine.engine import ReferenceEngine


@pytest.fixture()
def engine() -> ReferenceEngine:
    engine = ReferenceEngine(ROOT / "features" / "cards.json")
    engine.load(
        {
            "players": [
                {
                    "name": "Alice",
                    "battlefield": [{"card": "Forest", "id": "forest"}, {"card": "Sphere of Resistance"}],
                    "hand": [{"card": "Llanowar Elves", "id": "e"}, {"card": "Memnite", "id": "m"}],
                },
                {"name": "Bob"},
            ]
        }
    )
    return engine


def _total(engine: ReferenceEngine) -> str | None:
    return engine.observe({"kind": "total_cost"})


def test_the_total_cost_is_known_from_601_2f_until_the_spell_is_paid(engine: ReferenceEngine) -> None:
    assert _total(engine) is None
    engine.perform({"kind": "cast", "player": "Alice", "card": "e", "stop": "choices_made"})
    assert _total(engine) is None
    engine.perform({"kind": "continue_cast", "player": "Alice", "stop": "total_cost_determined"})
    assert _total(engine) == "{1}{G}"
    engine.perform({"kind": "continue_cast", "player": "Alice", "stop": "paying"})
    assert _total(engine) == "{1}{G}"
    engine.perform({"kind": "activate", "player": "Alice", "object": "forest", "ability": "mana"})
    assert engine.perform({"kind": "continue_cast", "player": "Alice"})["ok"] is False  # {G} can't pay {1}{G}
    assert _total(engine) is None  # back to before the spell was proposed


def test_a_total_cost_of_nothing_is_zero(engine: ReferenceEngine) -> None:
    engine.load({"players": [{"name": "Alice", "hand": [{"card": "Memnite", "id": "m"}]}, {"name": "Bob"}]})
    engine.perform({"kind": "cast", "player": "Alice", "card": "m", "stop": "total_cost_determined"})
    assert _total(engine) == "{0}"
    assert engine.perform({"kind": "continue_cast", "player": "Alice"}) == {"ok": True}
    assert _total(engine) is None

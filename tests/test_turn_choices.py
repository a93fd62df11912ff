"""Pending choices of the game's own actions where the corpus has no scenario for a refusal: the order of
replacement effects left incomplete (CR 616.1), a card discarded twice (514.1), two cards chosen where at most one
may be (608.2d), and advancing to a combat damage step that is skipped (508.8)."""

from __future__ import annotations

from typing import Any

import pytest

from harness.paths import ROOT
from reference_engine import ReferenceEngine

TURN = {"number": 3, "active_player": "Alice", "step": "precombat_main"}


@pytest.fixture
def engine() -> ReferenceEngine:
    return ReferenceEngine(ROOT / "features" / "cards.json")


def _choose(engine: ReferenceEngine, *cards: str) -> dict[str, Any]:
    return engine.perform({"kind": "choose", "player": "Alice", "cards": list(cards)})


def test_an_order_of_replacement_effects_names_sources_of_them_and_at_least_one(engine: ReferenceEngine) -> None:
    lands = [{"card": "Contamination"}, {"card": "Mana Reflection"}, {"card": "Forest"}]
    engine.load({"turn": TURN, "players": [{"name": "Alice", "battlefield": lands}, {"name": "Bob"}]})
    assert engine.perform({"kind": "activate", "player": "Alice", "object": "Forest", "ability": "mana"})["ok"]
    assert _choose(engine)["rule"] == "616.1"
    assert _choose(engine, "Forest", "Contamination")["rule"] == "616.1"
    assert _choose(engine, "Mana Reflection", "Contamination") == {"ok": True}
    assert engine.observe({"kind": "mana_pool", "player": "Alice"}) == "{B}"


def test_the_effects_not_named_apply_after_those_named(engine: ReferenceEngine) -> None:
    """CR 616.1f: the process repeats; with one effect left, it applies without another choice."""
    lands = [{"card": "Contamination"}, {"card": "Mana Reflection"}, {"card": "Forest"}]
    engine.load({"turn": TURN, "players": [{"name": "Alice", "battlefield": lands}, {"name": "Bob"}]})
    assert engine.perform({"kind": "activate", "player": "Alice", "object": "Forest", "ability": "mana"})["ok"]
    assert _choose(engine, "Contamination") == {"ok": True}
    assert engine.observe({"kind": "pending_choice"}) is None
    assert engine.observe({"kind": "mana_pool", "player": "Alice"}) == "{B}{B}"


def test_the_same_card_cant_be_discarded_twice(engine: ReferenceEngine) -> None:
    hand = [{"card": "Island", "id": "island", "count": 9}]
    turn = {**TURN, "step": "end"}
    bob = {"name": "Bob", "library": [{"card": "Island"}]}
    engine.load({"turn": turn, "players": [{"name": "Alice", "hand": hand}, bob]})
    assert engine.perform({"kind": "advance", "to": "next_turn"}) == {"ok": True}
    assert _choose(engine, "island#1", "island#1")["rule"] == "514.1"
    assert _choose(engine, "island#1", "island#2", "island#3")["rule"] == "514.1"
    assert engine.observe({"kind": "pending_choice"})["kind"] == "discard"


def test_at_most_one_creature_is_sacrificed_to_keep_contamination(engine: ReferenceEngine) -> None:
    mine = [{"card": "Contamination"}, {"card": "Grizzly Bears", "id": "b1"}, {"card": "Grizzly Bears", "id": "b2"}]
    library = [{"card": "Island", "count": 2}]
    turn = {**TURN, "active_player": "Bob", "step": "end"}
    players = [{"name": "Alice", "battlefield": mine, "library": library}, {"name": "Bob", "library": library}]
    engine.load({"turn": turn, "players": players})
    assert engine.perform({"kind": "advance", "to": "next_turn"}) == {"ok": True}
    assert engine.perform({"kind": "resolve"}) == {"ok": True}
    assert _choose(engine, "b1", "b2")["rule"] == "608.2d"
    assert _choose(engine, "b1") == {"ok": True}
    assert engine.observe({"kind": "zone", "object": "b2"}) == "battlefield"


def test_with_no_attacking_creature_the_game_cant_advance_to_combat_damage(engine: ReferenceEngine) -> None:
    engine.load({"turn": TURN, "players": [{"name": "Alice"}, {"name": "Bob"}]})
    assert engine.perform({"kind": "advance", "to": "combat_damage"})["rule"] == "508.8"
    assert engine.perform({"kind": "advance", "to": "end_of_combat"}) == {"ok": True}
    assert engine.observe({"kind": "turn"}) == {"number": 3, "active_player": "Alice", "step": "end_of_combat"}

"""Activated abilities (CR 602, 605): what happens around a mana ability activated outside casting."""

from __future__ import annotations

from harness.paths import default_corpus
from reference_engine import ReferenceEngine


def test_trigger_from_a_mana_ability_cost_goes_on_the_stack_when_the_player_receives_priority() -> None:
    """CR 117.3c, 117.5: after activating a mana ability the player receives priority, so the dies trigger of
    the creature sacrificed to pay its cost is put on the stack then."""
    engine = ReferenceEngine(default_corpus() / "cards.json")
    engine.load({"players": [
        {"name": "Alice", "battlefield": [{"card": "Ashnod's Altar"},
                                          {"card": "Hangarback Walker", "id": "walker", "counters": {"+1/+1": 2}}]},
        {"name": "Bob"}]})
    assert engine.perform({"kind": "activate", "player": "Alice", "object": "Ashnod's Altar", "ability": "mana",
                           "sacrifice": "walker"}) == {"ok": True}
    assert engine.observe({"kind": "mana_pool", "player": "Alice"}) == "{C}{C}"
    assert engine.observe({"kind": "stack"}) == [
        {"kind": "triggered_ability", "source": "Hangarback Walker", "controller": "Alice"}]
    assert engine.perform({"kind": "resolve"}) == {"ok": True}
    assert engine.observe({"kind": "zone_contents", "player": "Alice", "zone": "battlefield"}).count("Thopter") == 2

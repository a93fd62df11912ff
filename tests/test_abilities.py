"""Activated abilities (CR 602, 605): what happens around a mana ability activated outside casting."""

from __future__ import annotations

import json

from harness.paths import default_corpus
from reference_engine import ReferenceEngine


def test_trigger_from_a_mana_ability_cost_goes_on_the_stack_when_the_player_receives_priority() -> None:
    """CR 117.3c, 117.5: after activating a mana ability the player receives priority, so the dies trigger of
    the creature sacrificed to pay its cost is put on the stack then."""
    engine = ReferenceEngine(default_corpus() / "cards.json")
    engine.load(
        {
            "players": [
                {
                    "name": "Alice",
                    "battlefield": [
                        {"card": "Ashnod's Altar"},
                        {"card": "Hangarback Walker", "id": "walker", "counters": {"+1/+1": 2}},
                    ],
                },
                {"name": "Bob"},
            ]
        }
    )
    assert engine.perform(
        {"kind": "activate", "player": "Alice", "object": "Ashnod's Altar", "ability": "mana", "sacrifice": "walker"}
    ) == {"ok": True}
    assert engine.observe({"kind": "mana_pool", "player": "Alice"}) == "{C}{C}"
    assert engine.observe({"kind": "stack"}) == [
        {"kind": "triggered_ability", "source": "Hangarback Walker", "controller": "Alice"}
    ]
    assert engine.perform({"kind": "resolve"}) == {"ok": True}
    assert engine.observe({"kind": "zone_contents", "player": "Alice", "zone": "battlefield"}).count("Thopter") == 2


def test_only_its_controller_can_activate_an_objects_ability_whatever_abilities_it_has() -> None:
    """CR 602.2: Bob tapping Alice's permanents for mana is refused because they aren't his, whether or not they
    have a mana ability (605.1a would be the reason only for Alice's own creature without one)."""
    engine = ReferenceEngine(default_corpus() / "cards.json")
    alice = {"name": "Alice", "battlefield": [{"card": "Grizzly Bears", "id": "bears"}, {"card": "Forest", "id": "f"}]}
    engine.load({"turn": {"active_player": "Alice", "priority": "Bob"}, "players": [alice, {"name": "Bob"}]})
    for ref in ("bears", "f"):
        refused = engine.perform({"kind": "activate", "player": "Bob", "object": ref, "ability": "mana"})
        assert refused["ok"] is False and refused["rule"] == "602.2", ref
    engine.load({"players": [alice, {"name": "Bob"}]})
    assert engine.perform({"kind": "activate", "player": "Alice", "object": "bears", "ability": "mana"})["rule"] == (
        "605.1a"
    )


def test_no_player_has_priority_while_a_triggered_abilitys_target_is_chosen() -> None:
    """CR 117.1, 603.3d: while Alice chooses the cast trigger's target, Bob's cast is refused for want of
    priority, not by the rule of the choice, and the priority query names nobody."""
    engine = ReferenceEngine(default_corpus() / "cards.json")
    board = default_corpus() / "fixtures" / "cast_triggers" / "mindbender-three-players-counterspell.json"
    engine.load(json.loads(board.read_text(encoding="utf-8")))
    cast = {"kind": "cast", "player": "Alice", "card": "Distended Mindbender", "alternative": "emerge"}
    assert engine.perform({**cast, "sacrifice": "bears"}) == {"ok": True}
    assert engine.observe({"kind": "pending_choice"})["kind"] == "choose_targets"
    refused = engine.perform(
        {"kind": "cast", "player": "Bob", "card": "Counterspell", "targets": ["Distended Mindbender"]}
    )
    assert refused["ok"] is False and refused["rule"] == "117.1"
    assert engine.observe({"kind": "priority"}) is None  # as the refusal says: nobody holds it

"""Triggered abilities on the engine (CR 603), where the catalog has no card for the situation: another
permanent's enters trigger that refers to X (107.3m), and APNAP order between players' triggers (603.3b,
101.4). The cards here are made up for the test; their rules come from the engine's general code."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from harness.paths import ROOT
from reference_engine import ReferenceEngine
from reference_engine.cards import CardDef, CardLibrary
from reference_engine.vocabulary import parse_behaviour

MAIN = {"number": 3, "active_player": "Alice", "step": "precombat_main"}
_WATCHERS = {
    # "Whenever another creature enters, draw X cards." (X of its own: a permanent's X is 0, 107.3i)
    "X Watcher": {
        "abilities": [
            {
                "triggered": {
                    "event": "enters",
                    "when": {"object": {"types": ["Creature"], "other": True}},
                    "effects": [{"draw": "X"}],
                }
            }
        ]
    },
    # "Whenever a player casts a spell, put a +1/+1 counter on this permanent."
    "Cast Watcher": {"abilities": [{"triggered": {"event": "cast", "effects": [{"put_counters": {"+1/+1": 1}}]}}]},
}


@pytest.fixture
def engine() -> ReferenceEngine:
    engine = ReferenceEngine(ROOT / "features" / "cards.json")
    cards = {name: engine.library.get(name) for name in engine.library.names()}
    base = engine.library.get("Memnite")
    for name, behaviour in _WATCHERS.items():
        face = replace(base.front, name=name, behaviour=parse_behaviour(behaviour))
        cards[name] = CardDef(name, "normal", (face,))
    engine.library = CardLibrary(cards)
    return engine


def _ok(engine: ReferenceEngine, action: dict[str, Any]) -> None:
    assert engine.perform(action) == {"ok": True}


def test_x_belongs_to_the_object_that_entered_not_to_another_permanents_enters_trigger(
    engine: ReferenceEngine,
) -> None:
    library = [{"card": "Island"}, {"card": "Forest"}, {"card": "Mountain"}]
    alice = {
        "name": "Alice",
        "mana_pool": "{C}{C}{C}",
        "battlefield": [{"card": "X Watcher"}],
        "hand": [{"card": "Endless One"}],
        "library": library,
    }
    engine.load({"turn": MAIN, "players": [alice, {"name": "Bob"}]})
    _ok(engine, {"kind": "cast", "player": "Alice", "card": "Endless One", "x": 3})
    _ok(engine, {"kind": "resolve"})
    assert engine.observe({"kind": "counters", "object": "Endless One"}) == {"+1/+1": 3}  # its own X: 107.3m
    assert [e["source"] for e in engine.observe({"kind": "stack"})] == ["X Watcher"]
    _ok(engine, {"kind": "resolve"})
    assert engine.observe({"kind": "zone_contents", "player": "Alice", "zone": "hand"}) == []


def test_triggers_of_different_players_go_on_the_stack_in_apnap_order(engine: ReferenceEngine) -> None:
    alice = {
        "name": "Alice",
        "mana_pool": "{G}",
        "battlefield": [{"card": "Cast Watcher"}],
        "hand": [{"card": "Llanowar Elves"}],
    }
    bob = {"name": "Bob", "battlefield": [{"card": "Cast Watcher"}]}
    engine.load({"turn": MAIN, "players": [alice, bob]})
    _ok(engine, {"kind": "cast", "player": "Alice", "card": "Llanowar Elves"})
    stack = engine.observe({"kind": "stack"})
    # the active player's goes on first, the other player's on top (CR 603.3b, 101.4)
    assert [e.get("controller") for e in stack] == ["Bob", "Alice", "Alice"]
    assert engine.observe({"kind": "pending_choice"}) is None


def _three_player_mindbender(engine: ReferenceEngine) -> None:
    alice = {
        "name": "Alice",
        "mana_pool": "{C}{C}{C}{B}{B}",
        "battlefield": [{"card": "Grizzly Bears", "id": "bears"}],
        "hand": [{"card": "Distended Mindbender"}],
    }
    players = [alice, {"name": "Bob", "hand": [{"card": "Island"}]}, {"name": "Carol", "hand": [{"card": "Memnite"}]}]
    engine.load({"turn": MAIN, "players": players})
    _ok(engine, {"kind": "cast", "player": "Alice", "card": "Distended Mindbender", "alternative": ["emerge"],
                 "sacrifice": ["bears"]})  # fmt: skip


def test_a_trigger_target_choice_refuses_a_card_and_another_players_answer(engine: ReferenceEngine) -> None:
    _three_player_mindbender(engine)
    choice = engine.observe({"kind": "pending_choice"})
    assert choice["kind"] == "choose_targets" and sorted(choice["options"]) == ["Bob", "Carol"]
    for answer in ({"player": "Alice", "cards": ["Island"]}, {"player": "Bob", "players": ["Carol"], "cards": []}):
        assert engine.perform({"kind": "choose", **answer})["ok"] is False
    assert engine.perform({"kind": "pass", "player": "Alice"})["ok"] is False  # the game waits for the choice
    assert engine.observe({"kind": "pending_choice"}) == choice


def test_a_card_choice_refuses_a_player(engine: ReferenceEngine) -> None:
    _three_player_mindbender(engine)
    _ok(engine, {"kind": "choose", "player": "Alice", "cards": [], "players": ["Carol"]})
    _ok(engine, {"kind": "resolve"})
    assert engine.observe({"kind": "pending_choice"})["kind"] == "choose_cards"
    answer = engine.perform({"kind": "choose", "player": "Alice", "cards": [], "players": ["Bob"]})
    assert answer["ok"] is False and "not players" in answer["illegal"]


def test_a_trigger_is_on_the_stack_while_its_targets_are_chosen(engine: ReferenceEngine) -> None:
    """CR 603.3, 603.3d: the ability is put on the stack as its topmost object, then its targets are chosen; a
    refused answer leaves it there with none, and the answer sets them."""
    _three_player_mindbender(engine)
    trigger = {"kind": "triggered_ability", "source": "Distended Mindbender", "controller": "Alice"}
    spell = {"kind": "spell", "card": "Distended Mindbender", "controller": "Alice"}
    assert engine.observe({"kind": "stack"}) == [trigger, spell]
    assert engine.perform({"kind": "choose", "player": "Alice", "players": ["Alice"]})["ok"] is False
    assert engine.observe({"kind": "stack"}) == [trigger, spell]
    assert engine.game is not None and engine.game.stack[-1].targets == []
    _ok(engine, {"kind": "choose", "player": "Alice", "players": ["Carol"]})
    assert engine.game.stack[-1].targets == ["Carol"]
    assert engine.observe({"kind": "stack"}) == [trigger, spell]


@pytest.mark.parametrize("hand", [[], [{"card": "Island"}, {"card": "Forest"}]], ids=["empty", "lands"])
def test_a_discard_choice_with_nothing_to_choose_doesnt_wait(engine: ReferenceEngine, hand: list[Any]) -> None:
    """CR 608.2d, 609.3: with no card that can be chosen, nothing is chosen and the ability finishes resolving;
    the active player receives priority (117.3b)."""
    alice = {
        "name": "Alice",
        "mana_pool": "{C}{C}{C}{B}{B}",
        "battlefield": [{"card": "Grizzly Bears", "id": "bears"}],
        "hand": [{"card": "Distended Mindbender"}],
    }
    engine.load({"turn": MAIN, "players": [alice, {"name": "Bob", "hand": hand}]})
    _ok(engine, {"kind": "cast", "player": "Alice", "card": "Distended Mindbender", "alternative": ["emerge"],
                 "sacrifice": ["bears"]})  # fmt: skip
    _ok(engine, {"kind": "resolve"})
    assert engine.observe({"kind": "pending_choice"}) is None
    assert engine.observe({"kind": "priority"}) == "Alice"
    assert [e.get("card") for e in engine.observe({"kind": "stack"})] == ["Distended Mindbender"]
    assert len(engine.observe({"kind": "zone_contents", "player": "Bob", "zone": "hand"})) == len(hand)

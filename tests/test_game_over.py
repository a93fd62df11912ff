"""Losing the game (CR 104, 704.5a-b, 121.4) and the `game_result` observation, where no ruling of the index
applies: the draw step's draw from an empty library, 0 life, a multiplayer game going on after a player
leaves (800.4a), and a draw (104.4a)."""

from __future__ import annotations

from typing import Any

import pytest

from harness.paths import ROOT
from reference_engine import ReferenceEngine


@pytest.fixture
def engine() -> ReferenceEngine:
    return ReferenceEngine(ROOT / "features" / "cards.json")


def _turn(active: str = "Alice", step: str = "precombat_main") -> dict[str, Any]:
    return {"number": 3, "active_player": active, "step": step}


def _result(engine: ReferenceEngine) -> dict[str, Any]:
    return engine.observe({"kind": "game_result"})


def test_a_game_in_progress_has_no_loser(engine: ReferenceEngine) -> None:
    engine.load({"turn": _turn(), "players": [{"name": "Alice"}, {"name": "Bob"}]})
    assert _result(engine) == {"over": False, "winners": [], "losers": []}


def test_drawing_from_an_empty_library_in_the_draw_step_loses_the_game(engine: ReferenceEngine) -> None:
    engine.load({"turn": _turn(), "players": [{"name": "Alice"}, {"name": "Bob"}]})
    assert engine.perform({"kind": "advance", "to": "next_turn"}) == {"ok": True}  # the action is not refused
    bob_lost = [{"player": "Bob", "reason": "empty_library"}]
    assert _result(engine) == {"over": True, "winners": ["Alice"], "losers": bob_lost}
    assert engine.observe({"kind": "zone_contents", "zone": "stack"}) == []
    assert engine.observe({"kind": "priority"}) is None  # CR 104.1: the game is over, nobody plays on


def test_a_player_with_cards_to_draw_does_not_lose(engine: ReferenceEngine) -> None:
    bob = {"name": "Bob", "library": [{"card": "Island"}]}
    engine.load({"turn": _turn(), "players": [{"name": "Alice"}, bob]})
    assert engine.perform({"kind": "advance", "to": "next_turn"}) == {"ok": True}
    assert _result(engine)["losers"] == []
    assert engine.observe({"kind": "zone_contents", "player": "Bob", "zone": "hand"}) == ["Island"]


def test_a_player_at_0_life_loses(engine: ReferenceEngine) -> None:
    alice = {"name": "Alice", "mana_pool": "{R}", "hand": [{"card": "Lightning Bolt"}]}
    engine.load({"turn": _turn(), "players": [alice, {"name": "Bob", "life": 3}]})
    assert engine.perform({"kind": "cast", "player": "Alice", "card": "Lightning Bolt", "targets": ["Bob"]}) == {
        "ok": True
    }
    assert engine.perform({"kind": "resolve"}) == {"ok": True}
    assert _result(engine)["losers"] == [{"player": "Bob", "reason": "life"}]
    refused = engine.perform({"kind": "pass", "player": "Alice"})
    assert refused["ok"] is False and "over" in refused["illegal"]  # CR 104.1


def test_in_a_multiplayer_game_the_others_play_on(engine: ReferenceEngine) -> None:
    alice = {"name": "Alice", "mana_pool": "{R}", "hand": [{"card": "Lightning Bolt"}]}
    players = [alice, {"name": "Bob", "life": 3}, {"name": "Carol"}]
    engine.load({"turn": _turn(), "players": players})
    engine.perform({"kind": "cast", "player": "Alice", "card": "Lightning Bolt", "targets": ["Bob"]})
    engine.perform({"kind": "resolve"})
    assert _result(engine) == {"over": False, "winners": [], "losers": [{"player": "Bob", "reason": "life"}]}
    assert engine.perform({"kind": "pass", "player": "Alice"}) == {"ok": True}
    assert engine.observe({"kind": "priority"}) == "Carol"  # Bob has left the game (800.4a)


def test_players_who_lose_at_once_leave_no_winner(engine: ReferenceEngine) -> None:
    engine.load({"turn": _turn(step="end"), "players": [{"name": "Alice"}, {"name": "Bob"}]})
    game = engine.game
    assert game is not None
    for player in game.players.values():
        player.drew_from_empty_library = True
    assert engine.perform({"kind": "advance", "to": "cleanup"}) == {"ok": True}
    result = _result(engine)
    assert result["over"] is True and result["winners"] == []  # a draw (CR 104.4a)
    assert {loss["player"] for loss in result["losers"]} == {"Alice", "Bob"}

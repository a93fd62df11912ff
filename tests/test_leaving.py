"""A player leaving a multiplayer game (CR 800.4a) where the corpus has no scenario: a permanent they control but
don't own is exiled, their ability on the stack ceases to exist, their waiting triggered ability never goes on the
stack, and a two-player game that ends takes nothing away."""

from __future__ import annotations

from typing import Any

import pytest

from harness.paths import ROOT
from reference_engine import ReferenceEngine
from reference_engine.game import Game
from reference_engine.leaving import leave_game


@pytest.fixture
def engine() -> ReferenceEngine:
    return ReferenceEngine(ROOT / "features" / "cards.json")


def _three(carol: dict[str, Any]) -> dict[str, Any]:
    turn = {"number": 3, "active_player": "Alice", "step": "precombat_main"}
    return {"turn": turn, "players": [{"name": "Alice"}, {"name": "Bob"}, {"name": "Carol", **carol}]}


def _game(engine: ReferenceEngine) -> Game:
    assert engine.game is not None
    return engine.game


def test_a_permanent_the_leaving_player_controls_but_does_not_own_is_exiled(engine: ReferenceEngine) -> None:
    board = _three({})
    board["players"][0]["battlefield"] = [{"card": "Grizzly Bears", "id": "bears", "controller": "Carol"}]
    engine.load(board)
    leave_game(_game(engine), "Carol")
    assert engine.observe({"kind": "zone", "object": "bears"}) == "exile"


def test_the_leaving_players_ability_on_the_stack_ceases_to_exist(engine: ReferenceEngine) -> None:
    board = _three({"battlefield": [{"card": "Prodigal Pyromancer", "id": "pyromancer"}]})
    board["turn"]["priority"] = "Carol"
    engine.load(board)
    act = {"kind": "activate", "player": "Carol", "object": "pyromancer", "ability": 1, "targets": ["Alice"]}
    assert engine.perform(act) == {"ok": True}
    leave_game(_game(engine), "Carol")
    assert engine.observe({"kind": "stack"}) == []


def test_the_leaving_players_waiting_triggered_ability_is_dropped(engine: ReferenceEngine) -> None:
    engine.load(_three({"battlefield": [{"card": "Grizzly Bears"}]}))
    game = _game(engine)
    game.pending_triggers.append(type("T", (), {"controller": "Carol"})())
    leave_game(game, "Carol")  # only as state-based actions are checked: no ability is half put on the stack then
    assert game.pending_triggers == []
    assert engine.observe({"kind": "zone_contents", "zone": "battlefield"}) == []


def test_in_a_game_that_is_over_nothing_leaves(engine: ReferenceEngine) -> None:
    turn = {"number": 3, "active_player": "Alice", "step": "precombat_main"}
    engine.load({"turn": turn, "players": [{"name": "Alice"}, {"name": "Bob", "battlefield": [{"card": "Forest"}]}]})
    game = _game(engine)
    game.lose("Bob", "life")
    leave_game(game, "Bob")
    assert engine.observe({"kind": "zone_contents", "zone": "battlefield"}) == ["Forest"]

"""Boards no game can reach (CR 117.5: state-based actions are performed before a player would receive priority, so
no player holds priority while one is pending): the reference engine refuses to load them, `validate` reports each
with its file, JSON pointer and the action pending, and `explore` draws none."""

from __future__ import annotations

import json
import shutil
from functools import partial
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings

from harness.cli import main
from harness.corpus.catalog import load_catalog
from harness.corpus.reachable import unreachable_fixtures
from harness.engines.protocol import EngineError, Ok
from harness.engines.reference import ReferenceAdapter
from harness.explore.generate import boards, settled
from harness.explore.model import CardPool
from harness.paths import default_corpus
from reference_engine.board import UnreachableBoard, load_board, reachability_problems
from reference_engine.cards import CardLibrary
from reference_engine.state_based import check_state_based_actions, pending_state_based_actions

CATALOG = default_corpus() / "cards.json"
LIBRARY = CardLibrary.from_mtgjson(CATALOG)
POOL = CardPool.from_catalog(load_catalog(CATALOG))


def _board(*battlefield: dict[str, Any], life: int = 20) -> dict[str, Any]:
    alice = {"name": "Alice", "life": life, "battlefield": list(battlefield)}
    return {
        "turn": {"number": 3, "active_player": "Alice", "step": "precombat_main"},
        "players": [alice, {"name": "Bob"}],
    }


WALKER = {"card": "Hangarback Walker", "id": "walker"}
BEARS = {"card": "Grizzly Bears", "id": "bears"}
PENDING = [  # (board, the action pending, where the board says so)
    (_board(WALKER), "704.5f", "/players/0/battlefield/0"),
    (_board({**BEARS, "damage": 2}), "704.5g", "/players/0/battlefield/0/damage"),
    (_board(life=0), "704.5a", "/players/0/life"),
    (
        _board({"card": "Zaxara, the Exemplary"}, {"card": "Zaxara, the Exemplary"}),
        "704.5j",
        "/players/0/battlefield/1",
    ),
    (_board({"card": "Angelic Destiny"}), "704.5m", "/players/0/battlefield/0"),
    (
        _board({"card": "Forest", "id": "forest"}, {"card": "Angelic Destiny", "attached_to": "forest"}),
        "704.5m",
        "/players/0/battlefield/1/attached_to",
    ),
    (_board({**WALKER, "counters": {"+1/+1": 2, "-1/-1": 1}}), "704.5q", "/players/0/battlefield/0/counters"),
]
REACHABLE = [  # the controls: the same cards where nothing is pending
    _board({**WALKER, "counters": {"+1/+1": 1}}),
    _board({**BEARS, "damage": 1}),
    _board(life=1),
    _board({"card": "Zaxara, the Exemplary"}),
    _board(BEARS, {"card": "Angelic Destiny", "attached_to": "bears"}),
    _board({**WALKER, "counters": {"+1/+1": 2}}),
    # a 0/0 whose toughness an Aura raises: the check reads characteristics after continuous effects (613)
    _board(WALKER, {"card": "Angelic Destiny", "attached_to": "walker"}),
]


@pytest.mark.parametrize(("board", "rule", "pointer"), PENDING)
def test_the_reference_refuses_a_board_with_a_state_based_action_pending(
    board: dict[str, Any], rule: str, pointer: str
) -> None:
    with pytest.raises(UnreachableBoard) as refused:
        load_board(LIBRARY, board)
    ((where, message),) = refused.value.problems
    assert where == pointer
    assert f"(CR {rule})" in message and "CR 117.5" in message
    answer = ReferenceAdapter(CATALOG).load(board)  # the protocol's answer for a board it can't set up
    assert isinstance(answer, EngineError) and f"CR {rule}" in answer.message


@pytest.mark.parametrize("board", REACHABLE)
def test_a_board_with_nothing_pending_loads(board: dict[str, Any]) -> None:
    assert reachability_problems(LIBRARY, board) == []
    assert isinstance(ReferenceAdapter(CATALOG).load(board), Ok)


@pytest.mark.parametrize("board", [b for b, _, _ in PENDING] + REACHABLE)
def test_what_is_found_pending_is_what_the_check_performs(board: dict[str, Any]) -> None:
    """The refusal and the game's own check agree: a board is refused exactly when the next check of state-based
    actions (704.3) would perform one."""
    game = load_board(LIBRARY, board, reachable=False)
    assert bool(pending_state_based_actions(game)) == check_state_based_actions(game)


def test_a_board_that_cant_be_set_up_for_another_reason_is_no_reachability_problem() -> None:
    assert reachability_problems(LIBRARY, _board({"card": "No Such Card"})) == []


def _corpus(tmp_path: Path, fixtures: dict[str, dict[str, Any]]) -> Path:
    corpus = tmp_path / "features"
    (corpus / "fixtures").mkdir(parents=True)
    for name in ("cards.json", "rulings.json"):
        shutil.copy(default_corpus() / name, corpus / name)
    for name, board in fixtures.items():
        (corpus / "fixtures" / name).write_text(json.dumps(board), encoding="utf-8")
    return corpus


def test_validate_reports_each_unreachable_fixture_with_file_pointer_and_rule(tmp_path: Path, capsys: Any) -> None:
    corpus = _corpus(tmp_path, {"walker.json": PENDING[0][0], "fine.json": REACHABLE[0]})
    check = partial(reachability_problems, LIBRARY)
    ((problem,),) = [unreachable_fixtures(corpus, load_catalog(corpus / "cards.json"), check)]
    assert (problem.file, problem.pointer) == ("features/fixtures/walker.json", "/players/0/battlefield/0")
    assert "CR 704.5f" in problem.message and "CR 117.5" in problem.message
    assert main(["validate", "--corpus", str(corpus)]) == 1
    out = capsys.readouterr().out
    assert "features/fixtures/walker.json: /players/0/battlefield/0: Hangarback Walker" in out
    assert "fine.json" not in out


def test_settling_a_drawn_board_performs_what_is_pending() -> None:
    """What explore does with a drawn board: Dryad Arbor with a -1/-1 counter (toughness 0) goes to the graveyard,
    the Overgrowth enchanting it follows at the repeated check (704.3), and a 0/0 token ceases to exist (111.7)."""
    spirit = {"token": {"name": "Spirit", "types": ["Creature"], "power": "0", "toughness": "0"}}
    arbor = {"card": "Dryad Arbor", "id": "arbor", "counters": {"-1/-1": 1}}
    board = _board(BEARS, arbor, {"card": "Overgrowth", "id": "aura", "attached_to": "arbor"}, spirit)
    found = settled(board, POOL)
    assert found is not None and reachability_problems(LIBRARY, found) == []
    alice = found["players"][0]
    assert alice["battlefield"] == [BEARS]
    assert alice["graveyard"] == [{"card": "Dryad Arbor", "id": "arbor"}, {"card": "Overgrowth", "id": "aura"}]
    assert settled(_board(BEARS), POOL) == _board(BEARS)  # the control: nothing pending, nothing moved


@settings(max_examples=80, deadline=None, suppress_health_check=list(HealthCheck), database=None)
@given(boards(POOL))
def test_explore_draws_only_boards_a_game_can_reach(board: dict[str, Any]) -> None:
    assert reachability_problems(LIBRARY, board) == []

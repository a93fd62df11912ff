"""The corpus's chains of actions that exploration starts from: recorded from a run of the corpus, each up to its
scenario's last action and without it, refusals left out; an example drawn from one takes its board as it is
and its first actions, then goes on with its own."""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, find, given, settings

from harness.corpus.catalog import load_catalog
from harness.engines.loading import load_adapter
from harness.explore.generate import examples
from harness.explore.model import CardPool
from harness.explore.state import Model
from harness.explore.traces import RecordingFailed, Trace, distinct, read_traces, record_traces
from harness.paths import ROOT

CATALOG = load_catalog(ROOT / "features" / "cards.json")
_REFERENCE = load_adapter("reference")
MODEL = Model(_REFERENCE, _REFERENCE.hello())
LOCKED = "no_actions_while_casting.feature::test_the_total_cost_is_locked_in_once_determined_"


def _line(**item: object) -> str:
    return json.dumps(item)


def test_a_trace_is_what_the_engine_allowed_before_the_scenario_s_last_action() -> None:
    board = {"players": [{"name": "Alice"}, {"name": "Bob"}]}
    a, b, c, d = (f"{x}.feature::test_{x}" for x in "abcd")
    lines = [
        _line(scenario=a, board={"$schema": "x", "description": "y", **board}),
        _line(scenario=b, board=board),  # the lines of two scenarios may interleave: each names its own
        _line(scenario=a, action={"kind": "pass", "player": "Alice"}, allowed=True),
        _line(scenario=a, action={"kind": "cast", "player": "Bob", "card": "x"}, allowed=False),
        _line(scenario=b, action={"kind": "resolve"}, allowed=True),  # nothing before its last action: no trace
        _line(scenario=a, action={"kind": "pass", "player": "Bob"}, allowed=True),
        _line(scenario=a, action={"kind": "resolve"}, allowed=True),  # the last: the claim, most often
        _line(scenario=c, board=board),
        _line(scenario=c, action={"kind": "pass", "player": "Alice"}, allowed=True),
        _line(scenario=c, action={"kind": "continue_cast", "player": "Alice"}, allowed=False),  # undid a cast
        _line(scenario=c, action={"kind": "pass", "player": "Bob"}, allowed=True),
        _line(scenario=c, action={"kind": "resolve"}, allowed=True),
        _line(scenario=d, not_loaded=True),
        _line(scenario=d, action={"kind": "pass", "player": "Alice"}, allowed=False),
        _line(scenario=d, action={"kind": "resolve"}, allowed=False),
    ]
    assert read_traces(lines) == [
        Trace(board, ({"kind": "pass", "player": "Alice"}, {"kind": "pass", "player": "Bob"}), a),
        Trace(board, ({"kind": "pass", "player": "Alice"},), c),
    ]


def test_a_corpus_run_that_records_nothing_says_why(tmp_path) -> None:
    with pytest.raises(RecordingFailed, match="recorded none"):
        record_traces(tmp_path)  # no corpus there


def test_the_corpus_run_records_a_chain_for_the_scenarios_that_take_several_actions() -> None:
    traces = record_traces(ROOT / "features")
    assert len(traces) > 100
    locked = [t for t in traces if LOCKED in t.scenario]
    assert [[a["kind"], a.get("stop")] for t in locked for a in t.actions] == [["cast", "paying"], ["activate", None]]
    assert all("$schema" not in t.board for t in traces)


TRACE = Trace(
    {"turn": {"number": 2, "active_player": "Alice", "step": "precombat_main"},
     "players": [{"name": "Alice", "battlefield": [{"card": "Forest"}, {"card": "Llanowar Elves", "id": "elves"}],
                  "hand": [{"card": "Grizzly Bears", "id": "bears"}]}, {"name": "Bob"}]},
    ({"kind": "activate", "player": "Alice", "object": "Forest", "ability": "mana"},
     {"kind": "activate", "player": "Alice", "object": "elves", "ability": "mana"}),
    "x.feature::test_x",
)  # fmt: skip
POOL = CardPool.from_catalog(CATALOG, traces=[TRACE])


@settings(max_examples=40, deadline=None, suppress_health_check=list(HealthCheck), database=None)
@given(examples(POOL, model=MODEL))
def test_an_example_from_a_trace_takes_its_board_and_first_actions_then_its_own(example) -> None:
    if not example.taken:  # half the examples start elsewhere
        assert example.origin == ""
        return
    assert example.origin == TRACE.scenario
    forest = example.board["players"][0]["battlefield"][0]["id"]  # named by the id it was given
    expected = [{**TRACE.actions[0], "object": forest}, TRACE.actions[1]][: example.taken]
    assert example.actions[: example.taken] == expected
    assert len(example.actions) > example.taken


def test_an_example_may_take_the_whole_chain() -> None:
    quick = settings(database=None, deadline=None, suppress_health_check=list(HealthCheck))
    example = find(examples(POOL, model=MODEL), lambda e: e.taken == len(TRACE.actions), settings=quick)
    assert example.origin == TRACE.scenario


def test_each_chain_is_taken_once_and_not_when_a_longer_one_on_its_board_starts_with_it() -> None:
    first, second = TRACE.actions
    other = {**TRACE.board, "turn": {"number": 3, "active_player": "Bob", "step": "upkeep"}}
    traces = [Trace(TRACE.board, (first,), "a"), Trace(TRACE.board, (first, second), "b"),
              Trace(TRACE.board, (first, second), "c"), Trace(other, (first,), "d")]  # fmt: skip
    assert distinct(traces) == (Trace(TRACE.board, (first, second), "b"), Trace(other, (first,), "d"))


def test_a_recording_cut_short_is_said_not_raised(tmp_path, monkeypatch) -> None:
    """A corpus run killed mid-line leaves half a JSON line: a RecordingFailed (the command says why and goes on),
    never a traceback."""
    from harness.explore import traces

    monkeypatch.setattr(traces, "read_traces", lambda lines: json.loads('{"scenario": "a.feature::test_a", "bo'))
    with pytest.raises(RecordingFailed, match="can't be read"):
        record_traces(ROOT / "features", timeout=60)

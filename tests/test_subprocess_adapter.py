"""The subprocess transport (`--engine cmd:"..."`): the served reference engine gives the in-process results
scenario by scenario; faulty engines give `error` on exactly the scenarios they break, with a message saying
what the engine did, and the report stays complete; the Node.js template runs and is `unsupported`."""

from __future__ import annotations

import json
import shlex
import shutil
import sys
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from harness.engines.contract import AdapterError
from harness.engines.loading import load_adapter
from harness.engines.protocol import EngineError, Illegal, Ok, Unsupported, Value
from harness.engines.subprocess import SubprocessAdapter
from harness.paths import ROOT

from .engines.recording import by_scenario, outcomes, record_corpus, run_corpus_to, run_pytest_in

PYTHON = shlex.quote(sys.executable)
SERVE = f"cmd:{PYTHON} -m reference_engine.serve"
FAULTY = ROOT / "tests" / "engines" / "faulty"
NODE_TEMPLATE = ROOT / "examples" / "node-adapter" / "adapter.js"


@pytest.fixture(scope="module")
def baseline(tmp_path_factory: pytest.TempPathFactory) -> tuple[dict[str, Any], dict[str, list[dict[str, Any]]]]:
    """The corpus in process, with the requests each scenario made."""
    report, lines = record_corpus(tmp_path_factory.mktemp("in-process"))
    assert report["summary"]["scenarios"]["total"] > 0
    return report, by_scenario(lines)


def faulty(script: str, *args: str) -> str:
    return f"cmd:{PYTHON} {shlex.quote(str(FAULTY / script))} {shlex.join(args)}"


# -- the served reference engine ------------------------------------------------------------------------


def test_served_reference_engine_gives_the_in_process_results_scenario_by_scenario(baseline, tmp_path: Path) -> None:
    in_process, _ = baseline
    served = run_corpus_to(tmp_path, SERVE)
    assert served["engine"]["name"] == in_process["engine"]["name"] == "reference"
    assert served["engine"].get("adapter", SERVE) == SERVE
    expected, seen = outcomes(in_process), outcomes(served)
    assert sorted(seen) == sorted(expected)
    differences = {sid: (expected[sid], seen[sid]) for sid in expected if expected[sid] != seen[sid]}
    assert differences == {}


# -- fault injection -------------------------------------------------------------------------------------


def _pair(key: str, value: Any) -> str:
    """`"key":value` as the subprocess transport writes it inside a request line."""
    return json.dumps({key: value}, ensure_ascii=False, separators=(",", ":"))[1:-1]


def _candidates(kind: str, line: dict[str, Any]) -> set[str]:
    """Substrings of one request line that a faulty engine can be told to strike on."""
    request = line["request"]
    if request["request"] != kind:
        return set()
    if kind == "load":
        players = request["board"]["players"]
        return {
            _pair("card", o["card"])
            for p in players
            for z in p.values()
            if isinstance(z, list)
            for o in z
            if "card" in o
        }
    inner = request.get("action") or request.get("query") or {}
    return {_pair(k, v) for k, v in inner.items() if k != "kind"}


def strike(kind: str, requests: dict[str, list[dict[str, Any]]], most: int = 3) -> tuple[str, set[str]]:
    """A substring of `kind` requests made by few scenarios (at most `most`, as many as possible), and those
    scenarios, whose features also hold scenarios it leaves alone (to show they stay unaffected). Chosen from
    the corpus as it is, so the test follows the corpus as it grows."""
    hits: dict[str, set[str]] = {}
    for scenario, lines in requests.items():
        for line in lines:
            for text in _candidates(kind, line):
                hits.setdefault(text, set()).add(scenario)
    per_feature = Counter(sid.split("::")[0] for sid in requests)

    def leaves_some(struck: set[str]) -> bool:
        return sum(per_feature[f] for f in features_of(struck)) > len(struck)

    fitting = sorted((-len(s), text) for text, s in hits.items() if len(s) <= most and leaves_some(s))
    assert fitting, f"no {kind} request in the corpus to strike on"
    text = fitting[0][1]
    return text, hits[text]


def features_of(scenarios: set[str]) -> list[str]:
    return sorted({sid.split("::")[0] for sid in scenarios})


FAULTS = {
    # script: (request kind it strikes, what the scenario's error must say)
    "crash_on_load.py": ("load", ["exited with code 1 without answering", "deliberate crash"]),
    "hang.py": ("perform", ["did not answer within 1 s"]),
    "garbage.py": ("observe", ["not JSON", "DEBUG: looking at the board now..."]),
    "huge_line.py": ("observe", ["answered with a line of", "over the limit of 16777216"]),
    "exit_mid_run.py": ("perform", ["exited with code 0 without answering"]),
    "wrong_id.py": ("load", ["with id", "echoes its request's id"]),
    "bad_field.py": ("perform", ['the field "rule" is "rule 605.1"; it must be the CR number', "^[1-9]"]),
}


@pytest.mark.parametrize("script", sorted(FAULTS))
def test_a_faulty_engine_errs_on_exactly_the_scenarios_it_breaks(baseline, tmp_path: Path, script: str) -> None:
    in_process, requests = baseline
    kind, says = FAULTS[script]
    text, struck = strike(kind, requests)
    features = features_of(struck)  # their whole features: the other scenarios there must be unaffected
    engine = faulty(script, "--on", kind, "--match", text)
    timeout = 1 if script == "hang.py" else 30  # a busy machine may take seconds to move 20 MB through a pipe
    options = (f"--engine-timeout={timeout}", "--engine-restarts=100")
    report = run_corpus_to(tmp_path, engine, *options, features=features)
    expected = {sid: r for sid, r in outcomes(in_process).items() if sid.split("::")[0] in features}
    seen = outcomes(report)
    assert len(expected) > len(struck)
    assert sorted(seen) == sorted(expected), "the report must hold every scenario"
    errors = {sid for sid, r in seen.items() if r["status"] == "error"}
    assert errors == struck
    for sid in struck:
        reason = seen[sid]["reason"]
        assert all(s in reason for s in says), reason
        assert f": {kind}" in reason, "the message names the request"
    assert {sid: seen[sid] for sid in expected if sid not in struck} == {
        sid: r for sid, r in expected.items() if sid not in struck
    }


def test_after_the_last_restart_the_remaining_scenarios_are_errors_with_one_message(baseline, tmp_path: Path) -> None:
    in_process, _ = baseline
    ids = sorted(outcomes(in_process))
    features = features_of(set(ids[:6]))
    total = sum(sid.split("::")[0] in features for sid in ids)
    report = run_corpus_to(tmp_path, faulty("crash_on_load.py"), "--engine-restarts=2", features=features)
    assert report["summary"]["scenarios"]["total"] == total
    assert report["summary"]["scenarios"]["error"] == total
    reasons = Counter(s["reason"].split("Last failure")[0] for s in report["scenarios"])
    crashes = [r for r in reasons if "exited with code 1" in r]
    assert sum(reasons[r] for r in crashes) == 3  # the first process and two restarts
    (given_up,) = (r for r in reasons if "given up" in r)
    assert reasons[given_up] == total - 3
    assert "after 2 restart(s)" in given_up


def test_an_engine_that_fails_its_hello_gives_one_clear_message(tmp_path: Path) -> None:
    engine = f"cmd:{PYTHON} -c 'import sys; print(\"starting\"); sys.exit(5)'"
    done, _ = run_pytest_in(tmp_path, engine, features=["features/tap_untap"])
    said = done.stdout + done.stderr
    assert done.returncode == pytest.ExitCode.USAGE_ERROR, "the run stops before any scenario"
    assert said.count("failed its hello") == 1 and "not JSON" in said and "'starting'" in said
    assert "Traceback" not in said and not (tmp_path / "report.json").exists()


# -- the transport, request by request -------------------------------------------------------------------


def scripted(*answers: str, **options: Any) -> SubprocessAdapter:
    hello = (
        '{"id": {id}, "name": "scripted", "version": "1", "protocol": 1, '
        '"capabilities": {"actions": [], "queries": ["tapped"]}}'
    )
    return SubprocessAdapter([sys.executable, str(FAULTY / "scripted.py"), hello, *answers], **options)


def test_answers_come_back_as_protocol_objects() -> None:
    adapter = scripted(
        '{"id": {id}, "ok": true}',
        '{"id": {id}, "ok": false, "illegal": "no"}',
        '{"id": {id}, "ok": false, "illegal": "no", "rule": "117.1"}',
        '{"id": {id}, "value": true}',
        '{"id": {id}, "unsupported": "action \'x\'"}',
    )
    try:
        assert adapter.hello().name == "scripted"
        assert adapter.load({"players": []}) == Ok()
        assert adapter.perform({"kind": "pass", "player": "Alice"}) == Illegal("no")
        assert adapter.perform({"kind": "pass", "player": "Alice"}) == Illegal("no", "117.1")
        assert adapter.observe({"kind": "tapped", "object": "elves"}) == Value(True)
        assert adapter.perform({"kind": "x"}) == Unsupported("action 'x'")
    finally:
        adapter.close()


def test_several_queries_are_written_at_once_and_answered_in_order() -> None:
    """A snapshot of the game (before an action, for "the game is as it was before the action") is pipelined."""
    adapter = scripted('{"id": {id}, "value": true}', '{"id": {id}, "value": false}', '{"id": {id}, "value": true}')
    try:
        adapter.hello()
        queries = [{"kind": "tapped", "object": name} for name in ("a", "b", "c")]
        assert adapter.observe_many(queries) == [Value(True), Value(False), Value(True)]
    finally:
        adapter.close()


@pytest.mark.parametrize(
    ("second", "says"),
    [
        ('{"id": {id}, "value": "yes"}', 'with "yes", which is not an answer of the protocol'),
        ("-", "did not answer within 0.5 s"),
        ('{"id": 1, "value": true}', "answers the earlier request"),
    ],
)
def test_a_bad_answer_among_several_ends_them_with_an_engine_error(second: str, says: str) -> None:
    adapter = scripted('{"id": {id}, "value": true}', second, '{"id": {id}, "value": true}', timeout=0.5)
    try:
        adapter.hello()
        got = adapter.observe_many([{"kind": "tapped", "object": name} for name in ("a", "b", "c")])
        assert got[0] == Value(True) and len(got) in (2, 3)
        error = next(a for a in got if isinstance(a, EngineError))
        assert says in error.message and got.index(error) == 1
    finally:
        adapter.close()


@pytest.mark.parametrize(
    ("answer", "says"),
    [
        ('{"id": {id}, "value": "yes"}', 'with "yes", which is not an answer of the protocol'),
        ('{"id": {id}, "value": 1}', "a perform request is answered with ok or illegal or unsupported or error"),
        ('{"id": {id}, "ok": "yes"}', 'not a protocol response: the field "ok" is "yes"; it must be true'),
        ('{"id": {id}, "ok": true, "extra": 1}', '"extra" is not a field of an ok answer (its fields: id, ok)'),
        ("[1, 2]", "not a JSON object"),
        ('{"ok": true}', "with no id"),
        ('{"id": {id}, "ok": false, "illegal": "no", "rule": "CR 117.1"}', '"rule": "CR 117.1"'),
        ("-", "did not answer within 0.5 s"),
    ],
)
def test_a_bad_answer_is_an_engine_error_saying_what_the_engine_did(answer: str, says: str) -> None:
    adapter = scripted(answer, timeout=0.5)
    try:
        adapter.hello()
        request = adapter.observe if "value" in answer and "yes" in answer else adapter.perform
        payload = {"kind": "tapped", "object": "elves"} if request == adapter.observe else {"kind": "resolve"}
        got = request(payload)
        assert isinstance(got, EngineError)
        assert says in got.message
        assert got.context["request_sent"]
    finally:
        adapter.close()


def test_an_extra_line_is_blamed_on_the_request_that_produced_it() -> None:
    adapter = scripted('{"id": {id}, "ok": true}', '+{"id": {id}, "ok": true}', '{"id": {id}, "ok": true}')
    try:
        adapter.hello()
        assert adapter.perform({"kind": "resolve"}) == Ok()
        got = adapter.perform({"kind": "resolve"})
        assert isinstance(got, EngineError) and "no request was waiting" in got.message
    finally:
        adapter.close()


@pytest.mark.parametrize(
    ("misfit", "says"),
    [
        ('{"id": {id}, "ok": true, "extra": 1}', '"extra" is not a field of an ok answer'),
        ('{"id": {id}, "value": "false"}', "which is not an answer of the protocol"),
    ],
)
def test_an_answer_that_fitted_before_does_not_let_a_misfit_through(misfit: str, says: str) -> None:
    """The transport remembers answers that fit the schema (validating each one costs more than the round trip)."""
    adapter = scripted(*['{"id": {id}, "ok": true}', '{"id": {id}, "value": false}'] * 2, misfit)
    try:
        adapter.hello()
        for _ in range(2):
            assert adapter.perform({"kind": "resolve"}) == Ok()
            assert adapter.observe({"kind": "tapped", "object": "elves"}) == Value(False)
        request = adapter.perform if "extra" in misfit else adapter.observe
        got = request({"kind": "tapped", "object": "elves"} if "value" in misfit else {"kind": "resolve"})
        assert isinstance(got, EngineError) and says in got.message
    finally:
        adapter.close()


def test_the_engine_is_restarted_and_its_hello_replayed() -> None:
    adapter = SubprocessAdapter([sys.executable, str(FAULTY / "exit_mid_run.py")], max_restarts=1)
    try:
        adapter.hello()
        assert adapter.load({"players": [{"name": "Alice"}]}) == Ok()
        first = adapter.perform({"kind": "resolve"})
        assert isinstance(first, EngineError) and "exited with code 0 without answering" in first.message
        assert adapter.load({"players": [{"name": "Alice"}]}) == Ok()  # a new process, hello replayed
        assert adapter.restarts == 1
        second = adapter.perform({"kind": "resolve"})
        assert isinstance(second, EngineError) and "exited with code 0" in second.message
        third = adapter.load({"players": [{"name": "Alice"}]})
        assert isinstance(third, EngineError) and "given up on after 1 restart(s)" in third.message
        assert adapter.observe({"kind": "priority"}) == third  # given up stays given up
    finally:
        adapter.close()


@pytest.mark.parametrize(
    ("command", "says"),
    [
        ("", "the engine command is empty"),
        ("'unbalanced", "can't split the engine command"),
        ("no-such-engine-program --serve", "can't start the engine no-such-engine-program --serve"),
    ],
)
def test_a_command_that_cannot_start_is_one_adapter_error(command: str, says: str) -> None:
    with pytest.raises(AdapterError, match=says):
        load_adapter(f"cmd:{command}").hello()


def test_an_engine_speaking_another_protocol_version_is_refused() -> None:
    hello = '{"id": {id}, "name": "x", "version": "1", "protocol": 2, "capabilities": {"actions": [], "queries": []}}'
    adapter = SubprocessAdapter([sys.executable, str(FAULTY / "scripted.py"), hello])
    with pytest.raises(AdapterError, match="speaks protocol 2; this harness speaks protocol 1"):
        adapter.hello()
    adapter.close()


def test_stop_ends_the_engine_process() -> None:
    adapter = load_adapter(SERVE)
    adapter.hello()
    process = adapter.process
    adapter.close()
    assert process is not None and process.popen.returncode == 0


# -- configuration ---------------------------------------------------------------------------------------


# -- the Node.js template --------------------------------------------------------------------------------


@pytest.mark.skipif(
    shutil.which("node") is None, reason="node is not installed: the Node.js adapter template can't run"
)
def test_the_node_template_runs_and_reports_everything_it_cant_do_as_unsupported(baseline, tmp_path: Path) -> None:
    in_process, _ = baseline
    report = run_corpus_to(tmp_path, f"cmd:node {shlex.quote(str(NODE_TEMPLATE))}")
    assert report["engine"]["name"] == "node-adapter-template"
    statuses = Counter(s["status"] for s in report["scenarios"])
    assert statuses == {"unsupported": in_process["summary"]["scenarios"]["total"]}


def test_requests_queued_by_a_scenario_that_failed_early_are_not_sent_with_the_next_one() -> None:
    """A scenario whose step failed before its queued board went out leaves it queued: the next scenario's session
    discards it, so the first answer the engine gives is to the next scenario's own request."""
    adapter = scripted('{"id": {id}, "value": true}')
    try:
        adapter.hello()
        adapter.send_with_next("load", {"board": {"players": []}})
        adapter.discard_queued()
        assert adapter.observe({"kind": "tapped", "object": "elves"}) == Value(True)
        assert adapter.queued_answers() == []
    finally:
        adapter.close()


def test_queries_asked_one_by_one_stop_at_the_first_failure() -> None:
    """Without a running process (`observe_many`'s fallback) the queries still end at the first engine error, so a
    board that kills the engine costs one restart, not one per query."""
    adapter = scripted("-")
    try:
        adapter.hello()
        adapter.process = None
        answers = adapter.observe_many([{"kind": "tapped", "object": name} for name in ("a", "b", "c")])
        assert len(answers) == 1 and isinstance(answers[0], EngineError)
    finally:
        adapter.close()

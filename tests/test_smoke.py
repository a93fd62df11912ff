"""`mtg-conformance smoke`: passes for a wired-up engine, and says precisely what is wrong when not."""

from __future__ import annotations

import shlex
import shutil
import sys
from pathlib import Path
from typing import Any

import pytest

from harness.cli import main
from harness.engines.protocol import Illegal, Response
from harness.engines.reference import ReferenceAdapter
from harness.paths import ROOT

PYTHON = shlex.quote(sys.executable)
FAULTY = ROOT / "tests" / "engines" / "faulty"
HELLO = '{"id": {id}, "name": "s", "version": "1", "protocol": 1, "capabilities": {"actions": [], "queries": []}}'


def smoke(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str]:
    code = main(["smoke", *args])
    return code, capsys.readouterr().out


@pytest.fixture(autouse=True)
def _elsewhere(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)  # no pyproject.toml with engine settings here


def test_the_served_reference_engine_passes(capsys) -> None:
    code, out = smoke(capsys, "--engine", f"cmd:{PYTHON} -m reference_engine.serve")
    assert code == 0, out
    for check in (
        "ok    hello: reference",
        "ok    load",
        "ok    unknown request",
        "ok    unknown action",
        "ok    refusal: Bob passes priority while Alice holds it: refused (CR 117.1)",
        "ok    observe: Alice's life total on the trivial board is 20",
        "ok    stop",
    ):
        assert check in out
    assert "smoke test passed" in out


def test_an_in_process_engine_passes(capsys) -> None:
    code, out = smoke(capsys, "--engine", "reference")
    assert code == 0 and "unknown request" not in out, out


@pytest.mark.skipif(
    shutil.which("node") is None, reason="node is not installed: the Node.js adapter template can't run"
)
def test_the_node_template_passes_with_a_warning_that_it_implements_nothing(capsys) -> None:
    code, out = smoke(capsys, "--engine", f"cmd:node {shlex.quote(str(ROOT / 'examples/node-adapter/adapter.js'))}")
    assert code == 0, out
    assert "warn  capabilities: no action or query kinds" in out
    assert "skip  observe" in out


@pytest.mark.parametrize(
    ("engine", "says"),
    [
        ("crash_on_load.py", ["FAIL  load", "exited with code 1", "deliberate crash"]),
        ("garbage.py --on hello", ["FAIL  hello", "not JSON", "DEBUG: looking at the board now..."]),
        ("hang.py --on observe", ["FAIL  observe", "did not answer within 1 s"]),
        ("wrong_id.py", ["FAIL  load", "with id", "echoes its request's id"]),
        (
            """bad_field.py --match '"kind":"pass"'""",
            ["ok    unknown action", "FAIL  refusal", 'the field "rule" is "rule 605.1"; it must be the CR number'],
        ),
        (
            f'scripted.py {shlex.quote(HELLO)} \'{{"id": {{id}}, "ok": true}}\' \'{{"id": {{id}}, "error": "eh?"}}\'',
            ["FAIL  unknown request", 'must be answered {"unsupported": "..."}', '{"error": "eh?"}'],
        ),
    ],
)
def test_a_broken_engine_fails_with_what_is_wrong(capsys, engine: str, says: list[str]) -> None:
    script, _, args = engine.partition(" ")
    code, out = smoke(capsys, "--engine-timeout", "1", "--engine", f"cmd:{PYTHON} {FAULTY / script} {args}")
    assert code == 1
    assert all(s in out for s in says), out
    assert "smoke test FAILED" in out


class BadRule(ReferenceAdapter):
    """An in-process engine that names its refusals' rules as `rule 117.1`."""

    def perform(self, action: dict[str, Any]) -> Response:
        answer = super().perform(action)
        return Illegal(answer.reason, f"rule {answer.rule}") if isinstance(answer, Illegal) else answer


def test_an_in_process_refusal_with_a_rule_that_is_no_cr_number_fails(capsys) -> None:
    code, out = smoke(capsys, "--engine", "tests.test_smoke:BadRule")
    assert code == 1
    assert "FAIL  refusal: Bob passes priority while Alice holds it: a refusal's rule must be a CR number" in out
    assert "not 'rule 117.1'" in out, out


def test_a_program_that_does_not_exist_is_one_clear_failure(capsys) -> None:
    code, out = smoke(capsys, "--engine", "cmd:no-such-engine --serve")
    assert code == 1
    assert "FAIL  hello: can't start the engine no-such-engine --serve" in out


def test_a_bad_engine_config_is_a_usage_error(capsys, tmp_path: Path) -> None:
    (tmp_path / "engine.toml").write_text("engine-timeout = 'soon'\n")
    assert main(["smoke", "--engine-config", "engine.toml"]) == 2
    assert "engine.toml: /engine-timeout: 'soon' is not a positive number of seconds" in capsys.readouterr().err

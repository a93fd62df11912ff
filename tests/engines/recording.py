"""The reference engine, in process, recording every request the harness makes and the answer it gets, as
the subprocess transport would write them: one JSON object per line in the file named by `$MTG_RECORD`,
with the scenario (pytest node id) that made it. Plus `run_corpus_to`, a corpus run in a fresh pytest
process whose report is returned."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections import defaultdict
from pathlib import Path
from typing import Any

from harness.engines.protocol import Hello, Response
from harness.engines.reference import ReferenceAdapter
from harness.engines.subprocess import encode_request
from harness.paths import ROOT


class RecordingAdapter(ReferenceAdapter):
    def _record(self, kind: str, payload: dict[str, Any], answer: dict[str, Any]) -> None:
        current = os.environ.get("PYTEST_CURRENT_TEST", "") if kind != "hello" else ""
        line = {
            "scenario": current.rsplit(" (", 1)[0] or None,
            "request": json.loads(encode_request(0, kind, payload)),
            "response": answer,
        }
        try:
            text = json.dumps(line, ensure_ascii=False)
        except (TypeError, ValueError) as exc:
            text = json.dumps({**line, "response": {"not_json": f"{exc}: {answer!r}"}})
        with open(os.environ["MTG_RECORD"], "a", encoding="utf-8") as out:
            out.write(text + "\n")

    def hello(self) -> Hello:
        hello = super().hello()
        self._record("hello", {"protocol": 1}, hello.to_json())
        return hello

    def load(self, board: dict[str, Any]) -> Response:
        return self._call("load", {"board": board}, super().load(board))

    def perform(self, action: dict[str, Any]) -> Response:
        return self._call("perform", {"action": action}, super().perform(action))

    def observe(self, query: dict[str, Any]) -> Response:
        return self._call("observe", {"query": query}, super().observe(query))

    def _call(self, kind: str, payload: dict[str, Any], answer: Response) -> Response:
        self._record(kind, payload, answer.to_json())
        return answer


ENGINE = "tests.engines.recording:RecordingAdapter"


def run_corpus_to(
    out: Path, engine: str | None, *args: str, env: dict[str, str] | None = None, features: list[str] | None = None
) -> dict[str, Any]:
    """The corpus (or these feature files, paths relative to the checkout) against `engine` (None: the
    configured one) in a fresh pytest started in `out`; its report.json."""
    done, command = run_pytest_in(out, engine, *args, env=env, features=features)
    report = out / "report.json"
    if not report.exists():
        raise AssertionError(f"no report from {command}:\n{done.stdout[-3000:]}\n{done.stderr[-3000:]}")
    return json.loads(report.read_text(encoding="utf-8"))


def run_pytest_in(
    out: Path, engine: str | None, *args: str, env: dict[str, str] | None = None, features: list[str] | None = None
) -> tuple[subprocess.CompletedProcess[str], list[str]]:
    """`run_corpus_to`'s pytest, whatever it writes: (the finished process, its command)."""
    out.mkdir(parents=True, exist_ok=True)
    command = [
        sys.executable,
        "-m",
        "pytest",
        *[str(ROOT / f) for f in features or ["features"]],
        *([f"--engine={engine}"] if engine else []),
        f"--report-dir={out}",
        f"--rootdir={ROOT}",
        "-c",
        str(ROOT / "pyproject.toml"),
        "-p",
        "no:cacheprovider",
        "-q",
        "--tb=no",
        *args,
    ]
    done = subprocess.run(command, cwd=out, env={**os.environ, **(env or {})}, capture_output=True, text=True)
    return done, command


def record_corpus(out: Path) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """The corpus in process, with every request recorded: (report, recorded lines)."""
    record = out / "requests.jsonl"
    report = run_corpus_to(out, ENGINE, env={"MTG_RECORD": str(record)})
    lines = [json.loads(line) for line in record.read_text(encoding="utf-8").splitlines()]
    return report, lines


def by_scenario(lines: list[dict[str, Any]]) -> dict[str, list[dict[str, Any]]]:
    grouped: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for line in lines:
        if line["scenario"]:
            grouped[line["scenario"]].append(line)
    return grouped


def outcomes(report: dict[str, Any]) -> dict[str, dict[str, Any]]:
    """Per scenario id, everything the report says of it but its timing."""
    return {s["id"]: {k: v for k, v in s.items() if k != "duration"} for s in report["scenarios"]}

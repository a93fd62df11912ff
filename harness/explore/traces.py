"""The corpus's own chains of actions, for examples to start from: each scenario's board and the actions it
takes, as the reference engine is asked them in a run of the corpus. Recorded, not parsed again: only the step
library knows how a step becomes an action.

A ruling's situation is often several actions deep (a permission granted, then used; a cast stopped, a mana
ability activated meanwhile, the cast taken up), deeper than random actions get on their own. An example may
take the first actions of such a chain, up to the scenario's last action, never with it (the claim is most
often about that one), and go on with its own: what a seed corpus is to a fuzzer.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

RECORD = "MTG_EXPLORE_TRACES"  # the file the recording engine appends to
RECORDER = "harness.explore.recorder:Recorder"  # the reference engine, recording


@dataclass(frozen=True)
class Trace:
    """A scenario's board and the actions that led up to its last one (the one its claim is most often about):
    those the reference engine allowed, in order."""

    board: dict[str, Any]
    actions: tuple[dict[str, Any], ...]
    scenario: str = ""  # its pytest node id


def read_traces(lines: list[str]) -> list[Trace]:
    """The traces of a recording, scenario by scenario (the lines name theirs): each board with the actions asked
    after it, up to its last action (left out) or to a refused `continue_cast` (it undid a cast: what follows
    was played on another game), refused ones left out; boards not loaded and boards with no action left out."""
    scenarios: dict[str, tuple[dict[str, Any] | None, list[dict[str, Any]]]] = {}
    for line in lines:
        item = json.loads(line)
        if "board" in item or "not_loaded" in item:
            scenarios[item.get("scenario", "")] = (item.get("board"), [])
        elif item.get("scenario", "") in scenarios:
            scenarios[item.get("scenario", "")][1].append(item)
    traces = []
    for scenario, (board, asked) in scenarios.items():
        actions = []
        for answer in asked[:-1]:
            if not answer["allowed"] and answer["action"]["kind"] == "continue_cast":
                break
            if answer["allowed"]:
                actions.append(answer["action"])
        if board is not None and actions:
            traces.append(Trace(bare(board), tuple(actions), scenario))
    return traces


def bare(board: dict[str, Any]) -> dict[str, Any]:
    """A fixture without its `$schema` and description: the board alone."""
    return {k: v for k, v in board.items() if k not in ("$schema", "description")}


class RecordingFailed(Exception):
    """The corpus run that records the chains recorded none; why."""


def record_traces(corpus: Path, timeout: float = 300) -> list[Trace]:
    """The corpus run on the recording engine in a pytest of its own, serial and without the options of the
    environment (its reports in a folder thrown away). `RecordingFailed` says why when nothing was recorded."""
    with tempfile.TemporaryDirectory(prefix="mtg-traces-") as folder:
        record = Path(folder) / "traces.jsonl"
        record.touch()
        command = [sys.executable, "-m", "pytest", str(corpus), f"--engine={RECORDER}", f"--corpus={corpus}",
                   f"--rootdir={corpus.parent}", "-c", os.devnull, f"--report-dir={folder}", "-q", "--tb=no",
                   "--no-header", "-p", "no:cacheprovider", "-p", "no:randomly", "-p", "no:xdist"]  # fmt: skip
        env = {**os.environ, RECORD: str(record), "PYTEST_ADDOPTS": ""}
        try:
            done = subprocess.run(command, cwd=folder, env=env, capture_output=True, text=True, timeout=timeout,
                                  check=False)  # fmt: skip
        except subprocess.TimeoutExpired:
            raise RecordingFailed(f"the corpus run took more than {timeout:.0f} s") from None
        except OSError as exc:
            raise RecordingFailed(f"the corpus run could not start: {exc}") from None
        try:
            traces = read_traces(record.read_text(encoding="utf-8").splitlines())
        except (ValueError, KeyError, TypeError) as exc:  # a line cut short or not the recorder's
            raise RecordingFailed(f"the recording can't be read: {type(exc).__name__}: {exc}") from None
        if not traces:
            said = (done.stdout + done.stderr).strip().splitlines()[-3:]
            raise RecordingFailed(f"the corpus run (exit code {done.returncode}) recorded none: {' / '.join(said)}")
        return traces


def distinct(traces: Sequence[Trace]) -> tuple[Trace, ...]:
    """One of each chain, and none that is the start of a longer one on the same board (an example may take the
    first actions of that one): scenarios of one ruling often share a board and the actions before their last."""
    chains: dict[tuple[str, str], Trace] = {}
    for trace in traces:  # the first of each chain
        chains.setdefault((json.dumps(trace.board, sort_keys=True), json.dumps(trace.actions, sort_keys=True)), trace)
    found = [(board, t) for (board, _), t in chains.items()]
    return tuple(t for board, t in found if not any(b == board and _starts(t.actions, o.actions) for b, o in found))


def _starts(chain: tuple[dict[str, Any], ...], longer: tuple[dict[str, Any], ...]) -> bool:
    return len(chain) < len(longer) and longer[: len(chain)] == chain

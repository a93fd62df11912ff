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
    """The traces of a recording; boards with no action before their last left out."""
    scenarios: list[tuple[dict[str, Any], list[dict[str, Any]]]] = []
    for line in lines:
        item = json.loads(line)
        if "board" in item:
            scenarios.append((item, []))
        elif scenarios:
            scenarios[-1][1].append(item)
    traces = [(item, [a["action"] for a in asked[:-1] if a["allowed"]]) for item, asked in scenarios]
    return [Trace(bare(item["board"]), tuple(actions), item.get("scenario", "")) for item, actions in traces if actions]


def bare(board: dict[str, Any]) -> dict[str, Any]:
    """A fixture without its `$schema` and description: the board alone."""
    return {k: v for k, v in board.items() if k not in ("$schema", "description")}


def record_traces(corpus: Path, timeout: float = 300) -> list[Trace]:
    """The corpus run on the recording engine in a pytest of its own (its reports in a folder thrown away);
    nothing when it can't run, since exploration goes on without them."""
    with tempfile.TemporaryDirectory(prefix="mtg-traces-") as folder:
        record = Path(folder) / "traces.jsonl"
        record.touch()
        command = [sys.executable, "-m", "pytest", str(corpus), f"--engine={RECORDER}", f"--corpus={corpus}",
                   f"--rootdir={corpus.parent}", "-c", os.devnull, f"--report-dir={folder}", "-q", "--tb=no",
                   "--no-header", "-p", "no:cacheprovider", "-p", "no:randomly"]  # fmt: skip
        try:
            subprocess.run(command, cwd=folder, env={**os.environ, RECORD: str(record)}, capture_output=True,
                           timeout=timeout, check=False)  # fmt: skip
        except (OSError, subprocess.TimeoutExpired):
            return []
        return read_traces(record.read_text(encoding="utf-8").splitlines())


def distinct(traces: Sequence[Trace]) -> tuple[Trace, ...]:
    """One of each chain, and none that is the start of a longer one on the same board (an example may take the
    first actions of that one): scenarios of one ruling often share a board and the actions before their last."""
    chains = {(json.dumps(t.board, sort_keys=True), json.dumps(t.actions, sort_keys=True)): t for t in reversed(traces)}
    found = [(board, t) for (board, _), t in reversed(chains.items())]
    return tuple(t for board, t in found if not any(b == board and _starts(t.actions, o.actions) for b, o in found))


def _starts(chain: tuple[dict[str, Any], ...], longer: tuple[dict[str, Any], ...]) -> bool:
    return len(chain) < len(longer) and longer[: len(chain)] == chain

"""How many pytest-xdist workers `-n auto` starts for the corpus (docs/scaling.md).

A worker costs a Python start, a collection of the whole corpus and a copy of the engine; below about 5,000
scenarios per worker that is more than it saves (measured: `-n 2` on 2 cores was slower than serial below
10,000 scenarios). So `-n auto` runs serially (0 workers) on a small corpus, and uses one worker per 5,000
scenarios, up to the number of CPUs, on a large one.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

from harness.reading import InputError, read_bytes

SCENARIOS_PER_WORKER = 5000
_SCENARIO = re.compile(rb"^\s*Scenario(?: Outline)?:", re.M)


def count_scenarios(corpus: Path) -> int:
    """Scenario headers in the corpus's feature files (no Gherkin parsing: this runs before collection)."""
    return sum(len(_SCENARIO.findall(_bytes(p))) for p in corpus.rglob("*.feature"))


def _bytes(path: Path) -> bytes:
    """The file's bytes; none for what the run won't read either (a named pipe, a file too large)."""
    try:
        return read_bytes(path)
    except InputError:
        return b""


def auto_workers(scenarios: int, cpus: int | None = None) -> int:
    cpus = cpus or os.cpu_count() or 1
    workers = min(cpus, scenarios // SCENARIOS_PER_WORKER)
    return workers if workers >= 2 else 0

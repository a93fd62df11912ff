"""What a run keeps per scenario: `python -m benchmarks.memory [--size 500] [--top 25]`.

Generates a synthetic corpus of `--size` scenarios (and its bare pytest-bdd floor), runs each once for its peak
resident memory (`ru_maxrss`, as figure 2b measures it), then runs the harness once more under `tracemalloc`
(and over an empty corpus) and lists the source lines whose allocations are still alive at the end of the run
beyond the empty run's, in bytes per scenario.
tracemalloc slows the run down about tenfold: keep `--size` small (500 takes under a minute); figure 2b
extrapolates linearly well (docs/scaling.md).
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import sys
import tempfile
from pathlib import Path

from .floor import build_floor
from .generate import generate
from .measuring import PYTEST, empty_corpus, floor_cmd, harness_cmd, measure

PLUGIN = """
import json, os, tracemalloc, gc

def pytest_configure(config):
    tracemalloc.start(1)

def pytest_unconfigure(config):
    gc.collect()
    stats = tracemalloc.take_snapshot().statistics("lineno")
    tracemalloc.stop()
    rows = [[s.traceback[0].filename, s.traceback[0].lineno, s.size, s.count] for s in stats]
    with open(os.environ["MTG_BENCH_TRACEMALLOC"], "w", encoding="utf-8") as out:
        json.dump(rows, out)
"""


def _short(filename: str) -> str:
    for marker in ("site-packages/", "/work/main/", "lib/python3"):
        if marker in filename:
            return filename.split(marker, 1)[1]
    return filename


def _alive(corpus: Path, work: Path) -> dict[tuple[str, int], tuple[int, int]]:
    """(file, line) -> (bytes, objects) allocated there and alive at the end of a harness run over `corpus`."""
    rows_path = work / "rows.json"
    env = {"PYTHONPATH": os.pathsep.join([str(Path(__file__).resolve().parent.parent), str(work)])}
    env["MTG_BENCH_TRACEMALLOC"] = str(rows_path)
    measure([*PYTEST, "-p", "tm_plugin", str(corpus), f"--corpus={corpus}"], work, env=env)
    return {(f, line): (size, count) for f, line, size, count in json.loads(rows_path.read_text(encoding="utf-8"))}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--size", type=int, default=500)
    parser.add_argument("--top", type=int, default=25)
    args = parser.parse_args(argv)
    work = Path(tempfile.mkdtemp(prefix="mtg-memory-"))
    try:
        corpus, floor = work / "corpus", work / "floor"
        generate(corpus, args.size)
        build_floor(corpus, floor)
        empty_corpus(work / "empty")
        harness = measure(harness_cmd(corpus), work)
        bare = measure(floor_cmd(floor), work)
        (work / "tm_plugin.py").write_text(PLUGIN, encoding="utf-8")
        alive, fixed = _alive(corpus, work), _alive(work / "empty", work)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    per_line = {
        key: (size - fixed.get(key, (0, 0))[0], count - fixed.get(key, (0, 0))[1])
        for key, (size, count) in alive.items()
    }
    total = sum(size for size, _ in per_line.values())
    peaks = f"harness {harness['peak_mb']} MB, bare pytest-bdd {bare['peak_mb']} MB"
    print(f"\npeak RSS at {args.size:,} scenarios: {peaks}")
    print(f"alive at the end beyond an empty run (tracemalloc): {total / args.size:,.0f} bytes per scenario")
    print(f"{'bytes/scenario':>15} {'objects':>8}  line")
    for (filename, lineno), (size, count) in sorted(per_line.items(), key=lambda kv: -kv[1][0])[: args.top]:
        print(f"{size / args.size:15,.0f} {count:8d}  {_short(filename)}:{lineno}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

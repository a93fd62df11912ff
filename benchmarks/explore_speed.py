"""Exploration speed: examples per second of `mtg-conformance explore` with the reference engine against itself
(no disagreement, so the figure is the search alone: generation by hypothesis, both engines, the comparisons).

Usage: `python -m benchmarks.explore_speed [--examples 1000] [--seed 0] [--against reference] [--write]`;
prints a JSON object; `--write` also writes `benchmarks/explore.md`. `--against 'cmd:python -m
reference_engine.serve'` measures the subprocess transport instead.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import resource
import time
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent


def _cpu() -> float:
    own, children = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


def measure(examples: int, seed: int, against: str) -> dict[str, Any]:
    from harness.corpus.catalog import load_catalog
    from harness.engines.config import EngineSettings
    from harness.explore.engines import open_engines
    from harness.explore.search import Search
    from harness.explore.traces import record_traces
    from harness.paths import default_corpus

    catalog = load_catalog(default_corpus() / "cards.json")
    options = (EngineSettings("reference").adapter_options(), EngineSettings(against).adapter_options())
    engines = open_engines("reference", against, options, catalog)
    recorded = time.perf_counter()
    engines.pool = engines.pool.with_traces(record_traces(default_corpus()))  # once per run, before the search
    recording = time.perf_counter() - recorded
    load = os.getloadavg()[0]
    wall, cpu = time.perf_counter(), _cpu()
    try:
        summary = Search(engines.pair, engines.pool, seed, examples).run()
    finally:
        engines.close()
    wall, cpu = time.perf_counter() - wall, _cpu() - cpu
    return {
        "engine": "reference",
        "against": against,
        "seed": seed,
        "examples": summary.examples,
        "from_chains": summary.chains,
        "chains": len(engines.pool.traces),
        "recording_s": round(recording, 2),
        "comparisons": summary.comparisons,
        "disagreement_groups": len(summary.groups),
        "wall_s": round(wall, 2),
        "cpu_s": round(cpu, 2),
        "examples_per_s_wall": round(summary.examples / wall, 1),
        "examples_per_s_cpu": round(summary.examples / cpu, 1),
        "load_average_start": load,
        "load_average_end": os.getloadavg()[0],
    }


def render(result: dict[str, Any], command: str) -> str:
    when = datetime.now(UTC).isoformat(timespec="seconds")
    return "\n".join(
        [
            "# Exploration speed",
            "",
            f"Measured {when} on {platform.platform()}, {os.cpu_count()} cores; load average (1 min) "
            f"{result['load_average_start']:.2f} at the start, {result['load_average_end']:.2f} at the end.",
            f"Reproduce: `{command}`.",
            "",
            "| figure | measured |",
            "|---|---|",
            f"| examples per second, CPU time (reference against {result['against']}) | "
            f"{result['examples_per_s_cpu']} |",
            f"| examples per second, wall time | {result['examples_per_s_wall']} |",
            f"| {result['examples']} examples: wall / CPU seconds | {result['wall_s']} / {result['cpu_s']} |",
            f"| comparisons | {result['comparisons']:,} |",
            f"| examples that start from a corpus scenario's first actions | {result['from_chains']} |",
            f"| recording the corpus's chains of actions ({result['chains']}), before the search: wall seconds | "
            f"{result['recording_s']} |",
            f"| disagreement groups (must be 0: the engine against itself) | {result['disagreement_groups']} |",
            "",
            "An example is a board (generated from the catalog, or a corpus board lightly changed) and 1 to 6",
            "actions, or half the time a corpus scenario's board and the first of its actions followed by 1 to 6",
            "more; each is drawn from the game as the engine checked against plays the example along (that engine",
            "runs it once more for this; a refused action is mostly drawn again), run on both engines with every",
            "observation compared after the last action (after every action when something differs). The search",
            "runs in one process, the recording of the corpus's chains in a pytest of its own before it;",
            "CPU time moves much less than wall time when other jobs share the machine; on a quiet machine the",
            "wall time of this single process is close to its CPU time.",
            "",
        ]
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--examples", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--against", default="reference")
    parser.add_argument("--write", action="store_true", help="write benchmarks/explore.md")
    args = parser.parse_args(argv)
    result = measure(args.examples, args.seed, args.against)
    print(json.dumps(result))
    if args.write:
        command = f"python -m benchmarks.explore_speed --examples {args.examples} --seed {args.seed} --write"
        (HERE / "explore.md").write_text(render(result, command), encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

"""Seeds and budgets for `tests/test_explore_broken.py`, found again after the generator changed.

    python -m tests.explore_tuning [--pin] [--seeds 1,2,3,4] [--budget 600] [--jobs 2] [--first] [ENGINE ...]

The searches of those tests run on the corpus pinned in `tests/explore_pins.json` (its card names, board fixtures,
the scenarios' chains of actions and the action kinds the generator draws), so that a corpus which grows doesn't
change what a seed draws. `--pin` first pins the corpus as it is now. Then each engine (all of the tests' tables by
default) is searched from each seed, each search in a process of its own as the tests do, and the examples it needed
and the group it found are printed.
With `--first`, an engine's seeds are tried in order until one finds something, the later ones skipped.
"""

from __future__ import annotations

import argparse
import json
import sys
from concurrent.futures import ThreadPoolExecutor

from harness.corpus.catalog import load_catalog
from harness.explore.traces import bare, record_traces
from harness.paths import ROOT

FIXTURES = ROOT / "features" / "fixtures"
PINS = ROOT / "tests" / "explore_pins.json"  # read by tests/test_explore_broken.py, which the tables are in


def _drawn_kinds() -> set[str]:
    """Every action kind the generator may draw now: those the reference engine takes."""
    from harness.engines.loading import load_adapter

    return set(load_adapter("reference").hello().actions)


def pin() -> None:
    """Pins the corpus as it is now: every card of the catalog, every board fixture, every chain of actions of a
    scenario (its fixture's path and the actions)."""
    catalog = load_catalog(ROOT / "features" / "cards.json")
    paths = sorted(FIXTURES.rglob("*.json"))
    boards = [p.relative_to(FIXTURES).as_posix() for p in paths]
    by_board = {json.dumps(bare(json.loads(p.read_text(encoding="utf-8"))), sort_keys=True): b for p, b in
                zip(paths, boards, strict=True)}  # fmt: skip
    traces = [{"scenario": t.scenario, "board": by_board[json.dumps(t.board, sort_keys=True)],
               "actions": list(t.actions)} for t in record_traces(ROOT / "features")]  # fmt: skip
    pins = {"cards": sorted(catalog.cards), "boards": boards, "traces": traces, "actions": sorted(_drawn_kinds())}
    PINS.write_text(json.dumps(pins, indent=1) + "\n")
    print(f"pinned {len(catalog.cards)} cards, {len(boards)} boards, {len(traces)} chains in {PINS.relative_to(ROOT)}")


def main() -> None:
    if "--pin" in sys.argv:  # before the tests' module is imported: it reads the pins
        pin()
    from tests.test_explore_broken import FOUND

    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("engines", nargs="*", default=sorted(FOUND))
    parser.add_argument("--pin", action="store_true", help="pin the corpus as it is now first")
    parser.add_argument("--seeds", default="1,2,3,4")
    parser.add_argument("--budget", type=int, default=600)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--first", action="store_true", help="stop at an engine's first seed that finds something")
    args = parser.parse_args()
    seeds = [int(seed) for seed in args.seeds.split(",")]
    with ThreadPoolExecutor(args.jobs) as pool:
        if args.first:  # engines in parallel, each one's seeds in order
            list(pool.map(lambda engine: _tune(engine, seeds, args.budget, first=True), args.engines))
        else:
            runs = [(engine, seed) for engine in args.engines for seed in seeds]
            list(pool.map(lambda run: _tune(run[0], [run[1]], args.budget), runs))


def _tune(engine: str, seeds: list[int], budget: int, first: bool = False) -> None:
    from tests.test_explore_broken import _explore

    for seed in seeds:
        summary = _explore(engine, seed, budget)
        found = summary["groups"][0] if summary["groups"] else "nothing"
        print(f"{engine} seed {seed}: {found} ({summary['examples']} examples)", flush=True)
        if first and summary["groups"]:
            return


if __name__ == "__main__":
    main()

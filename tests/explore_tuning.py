"""Seeds and budgets for `tests/test_explore_broken.py`, found again after the generator changed.

    python -m tests.explore_tuning [--pin] [--seeds 1,2,3,4] [--budget 600] [ENGINE ...]

The searches of those tests run on the corpus pinned in `tests/explore_pins.json` (its card names and board
fixtures), so that a corpus which grows doesn't change what a seed draws. `--pin` first pins the corpus as it
is now. Then each engine (all of the tests' tables by default) is searched from each seed, each search in a
process of its own as the tests do, and the examples it needed and the group it found are printed.
"""

from __future__ import annotations

import argparse
import json
from concurrent.futures import ThreadPoolExecutor

from harness.corpus.catalog import load_catalog
from harness.paths import ROOT
from tests.test_explore_broken import FOUND, HIDDEN, PINS, _explore

FIXTURES = ROOT / "features" / "fixtures"


def pin() -> None:
    """Pins the corpus as it is now: every card of the catalog, every board fixture."""
    catalog = load_catalog(ROOT / "features" / "cards.json")
    boards = sorted(p.relative_to(FIXTURES).as_posix() for p in FIXTURES.rglob("*.json"))
    PINS.write_text(json.dumps({"cards": sorted(catalog.cards), "boards": boards}, indent=1) + "\n")
    print(f"pinned {len(catalog.cards)} cards and {len(boards)} boards in {PINS.relative_to(ROOT)}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("engines", nargs="*", default=sorted(FOUND) + sorted(HIDDEN))
    parser.add_argument("--pin", action="store_true", help="pin the corpus as it is now first")
    parser.add_argument("--seeds", default="1,2,3,4")
    parser.add_argument("--budget", type=int, default=600)
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    if args.pin:
        pin()
    runs = [(engine, int(seed)) for engine in args.engines for seed in args.seeds.split(",")]
    with ThreadPoolExecutor(args.jobs) as pool:
        summaries = pool.map(lambda r: _explore(r[0], r[1], args.budget), runs)
        for (engine, seed), summary in zip(runs, summaries, strict=True):
            found = summary["groups"][0] if summary["groups"] else "nothing"
            print(f"{engine} seed {seed}: {found} ({summary['examples']} examples)", flush=True)


if __name__ == "__main__":
    main()

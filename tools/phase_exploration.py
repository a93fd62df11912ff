"""docs/phase.md's exploration, reproducible: seeded runs of `mtg-conformance explore --engine phase`, each group of
disagreement kept in `docs/phase-exploration.json` with its board, its actions, what each engine answered and a
verdict judged by the Comprehensive Rules; the page's tables and `docs/phase-bugs.md` are written from that file.

    python -m tools.phase_exploration run [--seeds 23 2026] [--examples 300] [--out DIR]   # explore, render, bugs
    python -m tools.phase_exploration bugs     # replay phase's groups in phase alone: docs/phase-bugs.md
    python -m tools.phase_exploration render   # the page's tables from the data file only

`run` clones HEAD into DIR/source (so others' uncommitted work never leaks into a run) and, there, one process per
seed does what `mtg-conformance explore --engine phase --examples N --seed S --out DIR/seed<S>` does (the same
search, so the same groups, and the same candidate scenarios under DIR), keeping the structured example of each
group besides. A group found again (same seed, same action and difference) keeps the verdict
already written; a new one is `unjudged` until a person reads it against the rules. `tests/test_phase_exploration.py`
replays every group through both adapters and fails when its recorded difference no longer shows.
"""

from __future__ import annotations

import argparse
import json
import pickle
import shlex
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "docs" / "phase-exploration.json"
SEEDS = (23, 2026)
EXAMPLES = 300
SIDES = ("phase", "reference", "adapter", "both acceptable", "unjudged")


def _git(*argv: str) -> str:
    done = subprocess.run(["git", *argv], cwd=Path.cwd(), capture_output=True, text=True, check=False)
    return done.stdout.strip()


def plain(value: Any) -> Any:
    """A value as JSON holds it (tuples become lists), so recorded and replayed answers compare equal."""
    return json.loads(json.dumps(value, ensure_ascii=False))


def differences(outcome: Any) -> list[dict[str, Any]]:
    return [
        {"key": list(d.key), "phase": plain(d.ours), "reference": plain(d.theirs),
         "phase_said": d.why[0], "reference_said": d.why[1]}
        for d in outcome.differences
    ]  # fmt: skip


def entry(seed: int, index: int, group: Any) -> dict[str, Any]:
    """One group as the data file keeps it: the example cut after the action where the answers first differ."""
    from harness.explore.write import group_name, scenario_lines

    point = -1 if group.outcome.point is None else group.outcome.point
    example = group.example
    name = group_name(index, group)
    return {
        "id": f"{seed}-{index:02d}",
        "seed": seed,
        "index": index,
        "round_seed": group.round_seed,
        "found_after": group.found_after,
        "group": list(group.signature),
        "candidate": f"seed{seed}/explore/{name}.feature",
        "origin": example.origin if example.taken else "",
        "board": plain(example.board),
        "actions": plain(example.actions[: point + 1]),
        "point": point,
        "steps": scenario_lines(group, f"explore/{name}.json", ("phase", "reference")),
        "differences": differences(group.outcome),
        "verdict": {"side": "unjudged", "rule": "", "evidence": ""},
    }


def _sig(e: dict[str, Any]) -> tuple[Any, ...]:
    return e["seed"], tuple(e["group"])


def merge(new: list[dict[str, Any]], old: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Verdicts carried over to the groups found again. Same seed and group, same differences: the verdict stands.
    Same seed and group but other answers: the old verdict is kept for reference and the group is unjudged."""
    by_sig = {_sig(e): e for e in old}
    for e in new:
        before = by_sig.get(_sig(e))
        if before is None or before["verdict"]["side"] == "unjudged":
            continue
        same = [(d["key"], d["phase"], d["reference"]) for d in before["differences"]] == [
            (d["key"], d["phase"], d["reference"]) for d in e["differences"]
        ]
        if same:
            e["verdict"] = before["verdict"]
        else:
            e["verdict"] = {"side": "unjudged", "rule": "", "evidence": "", "previous": before["verdict"]}
    return new


def explore(seed: int, examples: int, out: Path) -> tuple[dict[str, Any], list[dict[str, Any]], Any]:
    """One seeded search, as the explore command runs it, its candidates written under `out`."""
    from harness.cli.explore import _chains, _clear, _engine_options
    from harness.corpus.catalog import load_catalog
    from harness.explore.engines import open_engines
    from harness.explore.search import Search
    from harness.explore.write import write_groups
    from harness.paths import default_corpus

    corpus = default_corpus()
    catalog = load_catalog(corpus / "cards.json")
    args = argparse.Namespace(engine_timeout=None, engine_cpu="shared")
    options = (_engine_options(args, "phase"), _engine_options(args, "reference"))
    engines = open_engines("phase", "reference", options, catalog)
    try:
        engines.pool = engines.pool.with_traces(_chains(corpus))
        pool = engines.pool
        started = time.monotonic()
        summary = Search(engines.pair, pool, seed, examples).run()
        elapsed = time.monotonic() - started
    finally:
        engines.close()
    command = f"mtg-conformance explore --engine phase --examples {examples} --seed {seed} --out {out}"
    if out.exists():
        _clear(out)
    write_groups(out, summary, engines.names, command)
    run = {
        "seed": seed, "examples": summary.examples, "command": command, "seconds": round(elapsed),
        "chains": summary.chains, "comparisons": summary.comparisons, "skipped": summary.skipped,
        "boards_skipped": summary.boards_skipped, "groups": len(summary.groups),
        "pool": len({*pool.permanents, *pool.lands, *pool.spells}),
    }  # fmt: skip
    with open(out.parent / f"{out.name}.pickle", "wb") as kept:  # the search, should making entries of it fail
        pickle.dump((run, summary), kept)
    entries = [entry(seed, i, g) for i, g in enumerate(summary.groups, 1)]
    return run, entries, engines.names


def provenance() -> dict[str, Any]:
    from importlib.metadata import version

    cards = json.loads((Path.cwd() / "features" / "cards.json").read_text(encoding="utf-8"))
    status = subprocess.run(["git", "status", "--porcelain", "--", "harness", "reference_engine", "features"],
                            cwd=Path.cwd(), capture_output=True, text=True, check=False).stdout  # fmt: skip
    dirty = [line[3:] for line in status.splitlines()]
    return {
        "commit": _git("rev-parse", "--short", "HEAD"),
        "uncommitted": dirty,
        "phase_python": version("phase-python"),
        "harness": version("mtg-conformance"),
        "catalog": {"version": cards["meta"]["version"], "cards": len(cards["data"]),
                    "commit": _git("log", "-1", "--format=%h", "--", "features/cards.json")},
        "date": time.strftime("%Y-%m-%d", time.gmtime()),
    }  # fmt: skip


def load(path: Path = DATA) -> dict[str, Any]:
    if not path.exists():
        return {"runs": [], "groups": []}
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


def save(data: dict[str, Any], path: Path = DATA) -> None:
    path.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")


def cmd_search(args: argparse.Namespace) -> int:
    """One seed, in the checkout it runs in: the run's figures and its groups, as JSON to `--json`."""
    run, found, _ = explore(args.seed, args.examples, args.out)
    args.json.write_text(json.dumps({"run": run, "groups": found, **provenance()}, ensure_ascii=False), "utf-8")
    print(f"seed {args.seed}: {run['examples']} examples in {run['seconds']} s, {run['groups']} groups", flush=True)
    return 0


def cmd_run(args: argparse.Namespace) -> int:
    """Every seed searched in a clean clone of HEAD (others' uncommitted work never leaks into a run), one process
    per seed; the groups merged with the verdicts already written."""
    old = load(args.data)
    args.out = args.out.resolve()
    source = args.out / "source"
    if source.exists():
        subprocess.run(["rm", "-rf", str(source)], check=True)
    subprocess.run(["git", "clone", "-q", str(ROOT), str(source)], check=True)
    jobs = []
    for seed in args.seeds:
        result = args.out / f"seed{seed}.json"
        argv = [
            sys.executable,
            "-m",
            "tools.phase_exploration",
            "search",
            "--seed",
            str(seed),
            "--examples",
            str(args.examples),
            "--out",
            str(args.out / f"seed{seed}"),
            "--json",
            str(result),
        ]
        jobs.append((result, subprocess.Popen(argv, cwd=source)))  # fmt: skip
    found = []
    for result, job in jobs:
        if job.wait() != 0:
            raise SystemExit(f"phase_exploration: the search of {result.stem} exited {job.returncode}")
        found.append(json.loads(result.read_text(encoding="utf-8")))
    first = found[0]
    data = {
        "generated_by": "python -m tools.phase_exploration run " + shlex.join(sys.argv[2:]),
        **{k: v for k, v in first.items() if k not in ("run", "groups")},
        "runs": [f["run"] for f in found],
        "groups": merge([g for f in found for g in f["groups"]], old.get("groups", [])),
    }
    save(data, args.data)
    print("verdicts: " + ", ".join(f"{k} {v}" for k, v in tally(data).items()))
    from tools.phase_exploration_pages import write_bugs, write_page

    write_page(data)
    write_bugs(data, args.data)  # the reports of the groups whose verdict (phase's) was carried over
    return 0


def tally(data: dict[str, Any]) -> dict[str, int]:
    counts = dict.fromkeys(SIDES, 0)
    for e in data["groups"]:
        counts[e["verdict"]["side"]] += 1
    return {k: v for k, v in counts.items() if v}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    run = sub.add_parser("run", help="explore with each seed, keep the groups, render the page")
    run.add_argument("--seeds", type=int, nargs="+", default=list(SEEDS))
    run.add_argument("--examples", type=int, default=EXAMPLES)
    run.add_argument(
        "--out",
        type=Path,
        default=Path("explored-phase"),
        help="the clean clone, and the candidate scenarios of each seed",
    )
    search = sub.add_parser("search", help="one seed in this checkout (what run starts per seed)")
    search.add_argument("--seed", type=int, required=True)
    search.add_argument("--examples", type=int, default=EXAMPLES)
    search.add_argument("--out", type=Path, required=True)
    search.add_argument("--json", type=Path, required=True)
    for p in (run, sub.add_parser("render", help="the page's tables from the data file"),
              sub.add_parser("bugs", help="docs/phase-bugs.md: phase's groups replayed in phase alone")):  # fmt: skip
        p.add_argument("--data", type=Path, default=DATA)
    args = parser.parse_args(argv)
    if args.command == "run":
        return cmd_run(args)
    if args.command == "search":
        return cmd_search(args)
    from tools import phase_exploration_pages as pages

    data = load(args.data)
    if args.command == "render":
        pages.write_page(data)
    else:
        pages.write_bugs(data, args.data)
    print("verdicts: " + ", ".join(f"{k} {v}" for k, v in tally(data).items()))
    return 0


if __name__ == "__main__":
    sys.exit(main())

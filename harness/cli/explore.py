"""`mtg-conformance explore --engine NAME [--against reference] [--examples N] [--seed S] [--out DIR]`:
generated boards and actions run on two engines; every kind of disagreement is shrunk and written as a
candidate scenario under DIR. Exit 0: no disagreement; 1: disagreements written; 2: bad options or an
engine that can't be explored; 130: interrupted (what was found so far is written)."""

from __future__ import annotations

import argparse
import shlex
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from harness.cli.options import add_engine_cpu_argument

HELP = "search generated boards for disagreements between two engines; write each as a candidate scenario"
PROG = "mtg-conformance explore"
FOUND_BY = "# Found by `"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--engine", required=True, help='the engine explored: a name, module:Class or cmd:"..."')
    parser.add_argument("--against", default="reference", help="the engine it is checked against (default: reference)")
    parser.add_argument("--examples", type=int, default=1000, help="how many examples to generate (default: 1000)")
    parser.add_argument("--seed", type=int, default=0, help="the run's seed: the same seed gives the same run")
    parser.add_argument("--out", default="explored", help="where candidate scenarios go (default: explored)")
    parser.add_argument(
        "--max-actions", type=int, default=6, help="actions drawn per example after any corpus chain (default: 6)"
    )
    parser.add_argument(
        "--shrink-runs", type=int, default=200, help="engine runs spent shrinking each group, at most (default: 200)"
    )
    parser.add_argument(
        "--engine-timeout",
        type=float,
        default=None,
        help="cmd: engines: seconds per request (default: 10, or the engine configuration)",
    )
    add_engine_cpu_argument(parser)
    parser.add_argument("--corpus", default=None, help="corpus whose card catalog is used (default: features/)")


def _problem(message: str) -> int:
    print(f"{PROG}: {message}", file=sys.stderr)
    return 2


def _options(args: argparse.Namespace) -> str | None:
    if args.examples < 1:
        return f"--examples must be at least 1 (got {args.examples})"
    if args.shrink_runs < 0:
        return f"--shrink-runs must be at least 0 (got {args.shrink_runs})"
    if args.max_actions < 1:
        return f"--max-actions must be at least 1 (got {args.max_actions})"
    if args.engine_timeout is not None and args.engine_timeout <= 0:
        return f"--engine-timeout must be more than 0 (got {args.engine_timeout})"
    return None


def _check_out(out: Path, corpus: Path) -> str | None:
    """Candidates never go into the corpus, and a folder holding anything but earlier candidates is kept."""
    if out.resolve().is_relative_to(corpus.resolve()):
        return f"--out {out} is inside the corpus {corpus}: candidates are written elsewhere and moved in by hand"
    if out.exists() and not out.is_dir():
        return f"--out {out} is a file, not a folder"
    for path in [*(out / "explore").glob("*"), *(out / "fixtures" / "explore").glob("*")]:
        if not _ours(path):
            return f"--out {out} holds {path}, which an earlier explore run didn't write: choose another --out"
    return None


def _ours(path: Path) -> bool:
    try:
        text = path.read_text(encoding="utf-8")[:400]
    except (OSError, UnicodeDecodeError):
        return False
    return text.startswith(FOUND_BY) or '"description": "Found by mtg-conformance explore' in text


def _clear(out: Path) -> None:
    for path in [*(out / "explore").glob("*"), *(out / "fixtures" / "explore").glob("*")]:
        path.unlink()


def _engine_options(args: argparse.Namespace, engine: str) -> dict[str, Any]:
    from harness.engines.config import EngineSettings

    settings = EngineSettings(engine=engine, timeout=args.engine_timeout, cpu=args.engine_cpu, cwd=Path.cwd())
    return settings.adapter_options()


def _progress(budget: int) -> Any:
    if not sys.stderr.isatty():
        return None
    last = [0.0]

    def show(summary: Any) -> None:
        now = time.monotonic()
        if now - last[0] > 0.5 or summary.examples == budget:
            last[0] = now
            print(f"\r{summary.examples}/{budget} examples", end="", file=sys.stderr, flush=True)

    return show


def run(args: argparse.Namespace, extra: list[str]) -> int:
    if extra:
        return _problem(f"unexpected arguments after --: {' '.join(extra)}")
    if problem := _options(args):
        return _problem(problem)
    try:
        import hypothesis  # noqa: F401 - explore generates and shrinks with it
    except ImportError:
        return _problem("explore needs hypothesis: pip install 'mtg-conformance[explore]'")
    from harness.corpus.catalog import load_catalog
    from harness.errors import CorpusError
    from harness.paths import default_corpus

    corpus = Path(args.corpus).resolve() if args.corpus else default_corpus()
    out = Path(args.out)
    if problem := _check_out(out, corpus):
        return _problem(problem)
    if str(Path.cwd()) not in sys.path:  # package.module:Class engines of the current folder, as pytest finds them
        sys.path.insert(0, str(Path.cwd()))
    try:
        catalog = load_catalog(corpus / "cards.json")
    except CorpusError as exc:
        return _problem(str(exc))
    return _explore(args, catalog, out, corpus)


def _explore(args: argparse.Namespace, catalog: Any, out: Path, corpus: Path) -> int:
    from harness.explore.compare import EngineDied
    from harness.explore.engines import ExploreError, open_engines
    from harness.explore.search import Search
    from harness.explore.write import write_groups

    options = (_engine_options(args, args.engine), _engine_options(args, args.against))
    try:
        engines = open_engines(args.engine, args.against, options, catalog)
    except ExploreError as exc:
        return _problem(str(exc))
    try:
        engines.pool = engines.pool.with_traces(_chains(corpus))
    except KeyboardInterrupt:
        engines.close()
        return 130
    command = shlex.join(["mtg-conformance", "explore", *sys.argv[2:]]) if sys.argv[1:2] == ["explore"] else PROG
    search = Search(
        engines.pair, engines.pool, args.seed, args.examples, _progress(args.examples), args.max_actions,
        shrink_runs=args.shrink_runs,
    )  # fmt: skip
    started, code = time.monotonic(), None
    try:
        summary = search.run()
    except KeyboardInterrupt:
        summary, code = search.summary, 130
    except EngineDied as died:  # its name, and how it died (its exit code), not the exception's
        how = died.message.replace("; this scenario was not run", "")  # the transport's words are for a run
        print(f"{PROG}: the engine {engines.names[died.side]} died: {how}", file=sys.stderr)
        summary, code = search.summary, 2
    except Exception as exc:  # a failure of the search itself: said plainly, what was found so far is kept
        print(f"{PROG}: the search stopped: {type(exc).__name__}: {exc}", file=sys.stderr)
        summary, code = search.summary, 2
    finally:
        engines.close()
    elapsed = time.monotonic() - started
    if sys.stderr.isatty():
        print(file=sys.stderr)
    target: Path | None = out
    if code is not None:  # an interrupted or failed search never replaces the last complete run's candidates
        target = Path(tempfile.mkdtemp(prefix=f"{out.name}-partial-", dir=out.parent)) if summary.groups else None
        if target is not None:
            print(f"{PROG}: the candidates found so far are in {target}", file=sys.stderr)
    elif target is not None:
        _clear(target)
    written = write_groups(target, summary, engines.names, command) if target is not None else []
    _print_summary(summary, engines.names, elapsed, written)
    if code is None and summary.examples and summary.load_errors == summary.examples:
        return _problem("an engine answered `error` to every board: nothing was compared (try mtg-conformance smoke)")
    return code if code is not None else (1 if summary.groups else 0)


def _chains(corpus: Path) -> list[Any]:
    """The corpus's chains of actions; when none could be recorded, the search goes on from generated boards and
    corpus boards only, and says why."""
    from harness.explore.traces import RecordingFailed, record_traces

    try:
        return record_traces(corpus)
    except RecordingFailed as exc:
        print(f"{PROG}: no chain of actions of the corpus's scenarios to start from: {exc}", file=sys.stderr)
        return []


def _print_summary(summary: Any, names: tuple[str, str], elapsed: float, written: list[Path]) -> None:
    rate = summary.examples / elapsed if elapsed else 0.0
    print(f"explore: {names[0]} against {names[1]}, seed {summary.seed}")
    print(f"  examples      {summary.examples} ({rate:.1f}/s, {elapsed:.1f} s, shrinking included), {summary.chains} "
          "from a corpus scenario's first actions")  # fmt: skip
    print(f"  comparisons   {summary.comparisons}")
    print(f"  skipped       {summary.skipped} comparison(s) unsupported on either side; {summary.boards_skipped} "
          f"board(s) not loaded by both ({summary.load_errors} with an engine error)")  # fmt: skip
    for side, (count, message) in sorted(summary.engine_errors.items()):
        print(f"  engine errors {names[side]}: {count} board(s), the last: {message[:300]}")
    print(f"  disagreement groups {len(summary.groups)}")
    for group, path in zip(summary.groups, written, strict=True):
        action, kind = group.signature
        print(f"    {action} / {kind}: {path}")

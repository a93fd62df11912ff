"""The fast mutation runner: mutmut makes the mutants, this tests them.

One pytest session, run in the `mutants/` folder, parses the corpus and imports the engine once. It runs every
scenario once on the unmutated engine, recording which mutmut trampolines (the engine's functions) each scenario
reaches, as `mutmut run` records it, import-time calls going to the first scenario as there. Then each mutant is
tested in a forked child of that session, with the mutant switched on, against every scenario recorded as reaching
its function (in the order below): no new collection, no new import. In the children the engine's functions are
called directly, not through mutmut's trampolines, but for the mutant's own function
(`benchmarks/mutation_trampolines.py`; `--all-trampolines` keeps them all, as mutmut does). The child reports, by
its exit code:

- 1: a scenario failed as the harness counts it for any engine (the corpus alone kills the mutant);
- 2: no scenario failed so, but one failed the reference's self-check: unsupported, or a refusal without a rule;
- 0: every scenario passed (a survivor).

A mutant in a function that a new engine runs as it starts (building its card library), or in a module whose
results the engine keeps between scenarios, is tested with an engine its child starts, caches cleared, under the
mutant (`benchmarks/mutation_cold.py`); its scenarios then share that engine and what it keeps, as a run of the
harness with the mutated engine does. The recording run started a new engine for each scenario, so each scenario
that depends on what a start builds is among those it runs. Any other mutant can't change what a start builds, and
its scenarios share an engine the parent started.

Each mutant's scenarios run with the one that killed it in the last full run first, then those that killed its
function's other mutants (`benchmarks/mutation_order.py`): the order only, never the set.

A child still running after its time (four times its scenarios' clean time, plus ten seconds), or one of whose
scenarios runs fifty times its clean time (and at least two seconds), is a timeout.

Usage (what `python -m benchmarks.mutation` runs, from `mutants/`):
`python -m benchmarks.mutation_run [--max-children N] [--only PATTERN]...`; results go to `mutants/results.json`.
"""

from __future__ import annotations

import fnmatch
import gc
import json
import os
import select
import signal
import sys
import time
from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any

import pytest

from benchmarks.mutation_child import (
    BROKEN,
    STATUS,
    SURVIVED,
    failures_told_briefly,
    run_child,
    verdict,
)
from benchmarks.mutation_order import FILE as ORDER_FILE
from benchmarks.mutation_order import Order
from benchmarks.mutation_trampolines import Direct
from harness.run.corpus_folder import corpus_dir

RESULTS = "results.json"
ORDER = Path("benchmarks") / ORDER_FILE  # the last full run's killers (in mutants/, a copy)


def mutant_names(root: Path) -> list[str]:
    """Every mutant mutmut wrote, by its meta files (mutmut's names: module.function__mutmut_N)."""
    names: list[str] = []
    for meta in sorted((root / "reference_engine").rglob("*.py.meta")):
        names += json.loads(meta.read_text(encoding="utf-8"))["exit_code_by_key"]
    return names


def function_of(mutant: str) -> str:
    """The mangled function a mutant belongs to, as the trampolines record it."""
    return mutant.rpartition("__mutmut_")[0]


@dataclass
class Child:
    """A forked child testing one mutant."""

    pid: int
    name: str
    began: float
    limit: float  # seconds
    scenarios: list[int]  # the indexes of its scenarios, in the order it runs them
    pipe: int  # where it writes how many scenarios it ran


class Runner:
    """A pytest plugin whose run loop records the reach of each scenario, then tests the mutants."""

    def __init__(self, names: list[str], max_children: int, out: IO[str], direct: bool = True, cold: bool = False):
        self.names, self.max_children, self.out = names, max_children, out
        self.direct = Direct() if direct else None
        self.always_cold = cold
        self.reach: dict[str, set[int]] = defaultdict(set)
        self.hits: set[str] = set()
        self.seconds: list[float] = []
        self.results: dict[str, dict[str, Any]] = {}
        # by function, the scenarios that killed its mutants: the last full run's (mutation_order.py), then this one's
        self.order = Order()
        self.kills: dict[int, int] = defaultdict(int)  # by scenario: the mutants it killed
        self.cold: set[str] = set()
        self.unused: Any = None
        self.nodeids: list[str] = []

    def _record(self, name: str, caller: str | None = None) -> None:
        self.hits.add(name)

    @pytest.hookimpl(tryfirst=True)
    def pytest_runtestloop(self, session: pytest.Session) -> bool:
        items = session.items
        self.nodeids = [item.nodeid for item in items]
        self._say(f"{len(items)} scenarios collected; recording which reach which function")
        if not self._record_reach(items):
            session.shouldfail = "a scenario fails on the unmutated engine"
            return True
        problem = self.order.read(ORDER, self.nodeids)
        if problem:
            self._say(problem)
        if not self.always_cold:
            self.cold = self._cold_functions(corpus_dir(session.config) / "cards.json")
        if not self._test_mutants(items):
            session.shouldfail = "a scenario fails on the unmutated engine as the children call it"
        return True

    def _record_reach(self, items: list[pytest.Item]) -> bool:
        from _pytest.runner import runtestprotocol

        clean = True
        for index, item in enumerate(items):
            started = time.perf_counter()
            reports = runtestprotocol(item, nextitem=items[(index + 1) % len(items)], log=False)
            self.seconds.append(time.perf_counter() - started)
            if verdict(item, reports) != SURVIVED:
                self._say(f"fails on the unmutated engine: {item.nodeid}")
                clean = False
            for name in self.hits:
                self.reach[name].add(index)
            self.hits.clear()
        _set_mutant("")
        return clean

    def _cold_functions(self, catalog: Path) -> set[str]:
        """The functions a mutant in which is tested with a new engine for each scenario (`mutation_cold.py`): those
        a new engine runs as it starts (building its card library), and those of the modules whose results are
        kept between scenarios. A mutant anywhere else can't change what a start builds: its scenarios share the
        engine the parent built, as a run of the harness does."""
        from benchmarks.mutation_cold import KEPT_MODULES, start_cold
        from reference_engine import ReferenceEngine

        _set_mutant("stats")
        self.hits.clear()
        self.unused = start_cold(ReferenceEngine, catalog)  # what a child without cold starts begins with
        built = set(self.hits)
        self.hits.clear()
        _set_mutant("")
        kept = {f for f in self.reach if f.rpartition(".")[0] in KEPT_MODULES}
        self._say(f"{len(built | kept)} functions run as the engine starts or kept between scenarios")
        return built | kept

    def _test_mutants(self, items: list[pytest.Item]) -> bool:
        started, running, done, report_at = time.monotonic(), {}, 0, time.monotonic() + 15
        queue = [n for n in self.names if self.reach.get(function_of(n))]
        self.results |= {n: {"status": "not reached"} for n in self.names if not self.reach.get(function_of(n))}
        queue.sort(key=lambda n: (sum(self.seconds[i] for i in self.reach[function_of(n)]), n))
        failures_told_briefly()
        if self.direct is not None:
            self._say(f"{self.direct.unwrap()} references to trampolines replaced by the functions they wrap")
        gc.freeze()  # the children then leave the parent's objects alone: fewer pages copied on write
        if not self._unmutated_child_passes(items):
            self._say("fails on the unmutated engine as the children call it: no mutant tested")
            return False
        while queue or running:
            while queue and len(running) < self.max_children:
                child = self._fork(queue.pop(0), items)
                running[child.pid] = child
            done += self._reap(running)
            if time.monotonic() > report_at:
                self._progress(done, len(queue) + len(running), started)
                report_at = time.monotonic() + 15
        self._progress(done, 0, started)
        return True

    def _unmutated_child_passes(self, items: list[pytest.Item]) -> bool:
        """A child with no mutant switched on, its engine's functions called directly and its engine shared as
        the children have it, passes every scenario: what the children do differently from the recording run
        changes no verdict of its own."""
        from benchmarks import mutation_cold

        pid = os.fork()
        if pid == 0:
            code = BROKEN
            try:
                mutation_cold.COLD[0] = mutation_cold.EVERY[0] = self.always_cold
                mutation_cold.UNUSED[0] = None if self.always_cold else self.unused
                code, _ = run_child(items, [self._limit(i) for i in range(len(items))])
            finally:
                os._exit(code)
        return os.waitstatus_to_exitcode(os.waitpid(pid, 0)[1]) == SURVIVED

    def _order(self, name: str) -> list[int]:
        """Every scenario that reaches the mutant's function: first the one that killed it in the last full run,
        then those that killed one of its function's mutants (a mutant is often killed where its neighbours were),
        then those that killed the most mutants for their time. The order, never the set, changes."""
        function = function_of(name)
        hint = [self.order.last_killer[name]] if name in self.order.last_killer else []
        killers = [i for i in [*hint, *reversed(self.order.killers[function])] if i in self.reach[function]]
        first = list(dict.fromkeys(killers))
        rest = sorted(set(self.reach[function]) - set(first), key=lambda i: -(1 + self.kills[i]) / self.seconds[i])
        return first + rest

    def _limit(self, scenario: int) -> float:
        """A scenario still running after this long hangs (a mutant's endless loop): fifty times its clean time,
        and at least two seconds."""
        return max(2.0, 50 * self.seconds[scenario])

    def _fork(self, name: str, items: list[pytest.Item]) -> Child:
        chosen = self._order(name)
        limit = 10 + 4 * sum(self.seconds[i] for i in chosen)
        read, write = os.pipe()
        pid = os.fork()
        if pid:
            os.close(write)
            return Child(pid, name, time.monotonic(), limit, chosen, read)
        code = BROKEN
        try:
            os.close(read)
            from benchmarks import mutation_cold  # imported by pytest, after the recording of imports began

            _set_mutant(name)
            cold = self.always_cold or function_of(name) in self.cold
            mutation_cold.COLD[0], mutation_cold.EVERY[0] = cold, self.always_cold
            mutation_cold.UNUSED[0] = None if cold else self.unused
            if self.direct is not None:
                self.direct.keep(name)
            code, ran = run_child([items[i] for i in chosen], [self._limit(i) for i in chosen])
            os.write(write, str(ran).encode())
        finally:
            os._exit(code)

    def _reap(self, running: dict[int, Child]) -> int:
        """The children that ended, or are over their time, once one of them has. A child's pipe becomes readable
        as it ends (it writes its count, or its end closes the pipe), so the next mutant starts as soon as a core is
        free, not at the next poll (a poll every 10 ms left a core idle 5 ms a mutant on average)."""
        if not running:
            return 0
        first_limit = min(c.began + c.limit for c in running.values())
        wait = min(1.0, max(0.0, first_limit - time.monotonic()))
        ending = set(select.select([c.pipe for c in running.values()], [], [], wait)[0])
        finished = 0
        for pid, child in list(running.items()):
            got, status = os.waitpid(pid, 0 if child.pipe in ending else os.WNOHANG)
            elapsed = time.monotonic() - child.began
            if not got and elapsed <= child.limit:
                continue
            if not got:
                os.kill(pid, signal.SIGKILL)
                os.waitpid(pid, 0)
                result = "timeout"
            else:
                result = STATUS.get(os.waitstatus_to_exitcode(status), "suspicious")
            ran = int(os.read(child.pipe, 32) or b"0") if got else 0
            os.close(child.pipe)
            if result == "killed" and ran:
                self.order.killers[function_of(child.name)].append(child.scenarios[ran - 1])
                self.kills[child.scenarios[ran - 1]] += 1
            self.results[child.name] = {
                "status": result,
                "scenarios": len(child.scenarios),
                "ran": ran,
                "seconds": round(elapsed, 3),
            }
            if result == "killed" and ran:
                self.results[child.name]["killer"] = child.scenarios[ran - 1]
            del running[pid]
            finished += 1
        return finished

    def _progress(self, done: int, left: int, started: float) -> None:
        rate = done / max(time.monotonic() - started, 1e-9)
        counts: dict[str, int] = defaultdict(int)
        for result in self.results.values():
            counts[result["status"]] += 1
        eta = f", about {left / rate / 60:.1f} min left" if left and rate else ""
        self._say(
            f"{done} tested, {left} left ({rate:.1f} mutants/s{eta}): "
            + ", ".join(f"{n} {s}" for s, n in sorted(counts.items()))
        )

    def _say(self, text: str) -> None:
        self.out.write(text + "\n")
        self.out.flush()


_ACTIVE = [""]


def _active() -> str:
    return _ACTIVE[0]


def _set_mutant(name: str) -> None:
    """Switch a mutant on (or `stats`: record, or '': none). The trampolines ask on every call of an engine
    function; they are given the name from memory, not from os.environ (about a tenth of a scenario's time)."""
    from mutmut.mutation import trampoline

    trampoline.set_mutant_under_test(name)
    _ACTIVE[0] = name
    trampoline.get_mutant_under_test = _active


def main(argv: list[str] | None = None) -> int:
    import argparse

    from mutmut.mutation import trampoline

    parser = argparse.ArgumentParser(prog="python -m benchmarks.mutation_run", description=__doc__.split("\n")[0])
    parser.add_argument("--max-children", type=int, default=os.cpu_count() or 2)
    parser.add_argument("--only", action="append", metavar="PATTERN", help="mutants whose name matches (fnmatch)")
    parser.add_argument(
        "--all-trampolines", action="store_true", help="every function through its trampoline, as mutmut runs them"
    )
    parser.add_argument("--always-cold", action="store_true", help="a new engine for each scenario of every mutant")
    args = parser.parse_args(argv)
    names = mutant_names(Path.cwd())
    if args.only:
        names = [n for n in names if any(fnmatch.fnmatch(n, p) for p in args.only)]
    out = os.fdopen(os.dup(sys.stderr.fileno()), "w")  # pytest captures fd 2 while it runs
    runner = Runner(names, args.max_children, out, direct=not args.all_trampolines, cold=args.always_cold)
    trampoline.record_trampoline_hit = runner._record
    _set_mutant("stats")  # from import on, as mutmut's own recording
    started = time.monotonic()
    options = ["-q", "--assert=plain", "-p", "no:warnings", "-p", "no:cacheprovider", "-p", "no:randomly"]
    # pytest's plugins that turn unraisable and thread exceptions into warnings (an error only under -Werror, which
    # a run of the harness doesn't set) and that dump tracebacks on a crash: they change no verdict, and their hooks
    # around each phase of each scenario cost about a tenth of a child's time
    options += ["-p", "no:unraisableexception", "-p", "no:threadexception", "-p", "no:faulthandler"]
    # nor pytest's capture of output and of log records around each phase: the engine writes and logs nothing, and
    # a verdict reads only whether a scenario failed, was unsupported, or named no rule in a refusal
    options += ["--capture=no", "-p", "no:logging"]
    code = pytest.main([*options, "-p", "benchmarks.mutation_cold", "features/"], plugins=[runner])
    seconds = time.monotonic() - started
    if code != 0 or len(runner.results) != len(names):
        out.write(f"the mutation run did not finish (pytest exit {code})\n")
        return 1
    reach = {f: [len(s), round(sum(runner.seconds[i] for i in s), 3)] for f, s in sorted(runner.reach.items())}
    report = {"seconds": round(seconds, 1), "scenarios": len(runner.seconds), "mutants": runner.results}
    report["reach"] = reach  # by function: how many scenarios reach it, and their time on the unmutated engine
    for result in report["mutants"].values():  # the killing scenario by node id, for the next run's order
        if "killer" in result:
            result["killer"] = runner.nodeids[result["killer"]]
    Path(RESULTS).write_text(json.dumps(report, indent=0, sort_keys=True) + "\n", encoding="utf-8")
    out.write(f"{len(names)} mutants in {seconds / 60:.1f} min ({len(names) / seconds:.2f} mutants/s)\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

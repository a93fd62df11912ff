"""The search: examples generated until the budget is spent, each run on both engines; every disagreement
of a kind not seen yet is shrunk by hypothesis to a minimal example of a new kind, then the search goes on
for the others.

It is `hypothesis.find` in rounds: a round ends at the first example that shows a new group of disagreement
and returns it shrunk; the next round starts from the next seed. Only the examples drawn before a round's
first find count towards the budget (shrinking re-runs examples, it doesn't explore). Every round's seed
derives from the run's seed, so a run is reproducible from it.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field

from hypothesis import HealthCheck, Phase, find, settings
from hypothesis.errors import Flaky, NoSuchExample, Unsatisfiable

from harness.explore.compare import EngineDied, Outcome, Pair
from harness.explore.generate import examples
from harness.explore.model import CardPool, Example
from harness.explore.state import Model

Signature = tuple[str, str]


@contextmanager
def _same_draws_in_any_process() -> Iterator[None]:
    """Hypothesis now and then draws an integer literal found in the source of a module loaded so far (its "local
    constants"); which modules are loaded depends on the process (a test run, the command), so the same seed would
    draw other examples elsewhere. While exploring, that pool is kept empty. Hypothesis's internals: where they
    are not as expected, nothing is changed."""
    try:
        from hypothesis.internal.conjecture import providers
    except ImportError:  # pragma: no cover - another hypothesis layout
        yield
        return
    getter, cache, empty = (getattr(providers, n, None) for n in ("_get_local_constants", "CONSTANTS_CACHE",
                                                                   "_local_constants"))  # fmt: skip
    if getter is None or cache is None or empty is None or not hasattr(cache, "cache"):
        yield
        return
    nothing = type(empty)()  # no constants of any type
    cache.cache.clear()
    providers._get_local_constants = lambda: nothing
    try:
        yield
    finally:
        providers._get_local_constants = getter
        cache.cache.clear()


@contextmanager
def _new_examples_only() -> Iterator[None]:
    """Hypothesis follows each example it generates with up to five mutations of it (a part of it copied over
    another part drawn by the same strategy): near-copies of the same board, so that a search saw few boards for
    its examples (the 318 corpus boards drawn in 600 examples were 57 different ones). While exploring, every
    example is drawn anew: over seeds 1 and 2 with 400 examples each, the broken engines of the tests were found
    37 times in 60 searches instead of 28. Hypothesis's internals: where they are not as expected, nothing is
    changed."""
    try:
        from hypothesis.internal.conjecture.engine import ConjectureRunner
    except ImportError:  # pragma: no cover - another hypothesis layout
        yield
        return
    mutate = getattr(ConjectureRunner, "generate_mutations_from", None)
    if mutate is None:  # pragma: no cover
        yield
        return
    ConjectureRunner.generate_mutations_from = lambda self, data: None
    try:
        yield
    finally:
        ConjectureRunner.generate_mutations_from = mutate


# Engine runs spent shrinking one group: hypothesis's own limit (hundreds of runs) costs more than the search;
# past this, every further candidate is declined unrun, and hypothesis stops with the smallest found so far.
SHRINK_RUNS = 200
# Examples a round may draw. Hypothesis draws differently for another `max_examples`, so it is the same whatever the
# budget (a budget's examples are the first ones of a longer run); past the budget, examples are rejected undrawn.
ROUND = 1000


@dataclass
class Group:
    """One kind of disagreement and its smallest example."""

    signature: Signature
    example: Example
    outcome: Outcome
    round_seed: int
    found_after: int  # examples run when the first of this group showed


@dataclass
class Summary:
    seed: int
    examples: int = 0
    chains: int = 0  # examples that started from a corpus scenario's first actions
    comparisons: int = 0
    skipped: int = 0
    boards_skipped: int = 0
    load_errors: int = 0  # boards an engine answered `error` to (not `unsupported`)
    # per side (0: the engine explored, 1: the one it is checked against): boards it answered `error` to, its last
    engine_errors: dict[int, tuple[int, str]] = field(default_factory=dict)
    groups: list[Group] = field(default_factory=list)


class Search:
    def __init__(self, pair: Pair, pool: CardPool, seed: int, budget: int,
                 progress: Callable[[Summary], None] | None = None, max_actions: int = 6,
                 max_groups: int = 50, shrink_runs: int = SHRINK_RUNS) -> None:  # fmt: skip
        self.pair, self.pool, self.budget, self.progress = pair, pool, budget, progress
        self.max_actions, self.max_groups, self.shrink_runs = max_actions, max_groups, shrink_runs
        self.summary = Summary(seed)
        self.model = Model(*pair.sides[1])  # the engine checked against steers what is drawn next
        self._shrinking = False
        self._shrink_runs = 0
        self._best: Example | None = None  # the smallest example of a new group found in this round
        self._died: EngineDied | None = None  # an engine given up on ends the search (hypothesis would retry it)

    def run(self) -> Summary:
        with _same_draws_in_any_process(), _new_examples_only():
            return self._run()

    def _run(self) -> Summary:
        rounds = random.Random(self.summary.seed)
        while self.summary.examples < self.budget and len(self.summary.groups) < self.max_groups:
            round_seed, before = rounds.getrandbits(64), self.summary.examples
            self._shrinking, self._shrink_runs, self._best = False, 0, None
            try:
                find(
                    examples(self.pool, self.max_actions, self.model, self._go_on),
                    self._new_disagreement,
                    settings=settings(
                        max_examples=ROUND,
                        database=None,
                        deadline=None,
                        phases=(Phase.generate, Phase.shrink),
                        suppress_health_check=list(HealthCheck),
                    ),
                    random=random.Random(round_seed),
                )
            except NoSuchExample:  # a round without a new group: the next round, while the budget lasts
                if self.summary.examples == before:
                    break
                continue
            except Unsatisfiable:
                break
            except Flaky:  # an engine that answers the same example differently: keep the smallest seen
                if self._best is None:
                    break
            if self._died is not None:
                raise self._died
            example = self._best
            assert example is not None  # find returned, so the condition held for some example
            outcome = self.pair.run(example)
            if not outcome.differences:  # it answered otherwise this time: nothing to show of it
                continue
            found_after = self.summary.examples
            self.summary.groups.append(Group(outcome.signature(example), example, outcome, round_seed, found_after))
        return self.summary

    def _new_disagreement(self, example: Example) -> bool:
        """The condition `find` searches for. Counts the examples of the search (not the shrinking runs)."""
        if self._shrinking:
            if example == self._best:  # hypothesis runs its result once more at the end
                return True
            self._shrink_runs += 1
            if self._shrink_runs > self.shrink_runs:
                return False
        if self._died is not None:
            return False
        try:
            outcome = self.pair.run(example)
        except EngineDied as died:
            self._died = died
            return False
        if not self._shrinking:
            self._count(outcome)
            self.summary.chains += example.taken > 0
        new = bool(outcome.differences) and outcome.signature(example) not in self._known()
        if new:
            self._shrinking, self._best = True, example
        return new

    def _go_on(self) -> bool:
        """Whether to draw another example: while searching, until the budget is spent; while shrinking, until its
        runs are."""
        if self._died is not None:
            return False
        if self._shrinking:
            return self._shrink_runs < self.shrink_runs
        return self.summary.examples < self.budget

    def _count(self, outcome: Outcome) -> None:
        s = self.summary
        s.examples += 1
        s.comparisons += outcome.comparisons
        s.skipped += outcome.skipped
        s.boards_skipped += outcome.board_skipped
        s.load_errors += outcome.load_error
        for side, message in outcome.errors:
            s.engine_errors[side] = (s.engine_errors.get(side, (0, ""))[0] + 1, message)
        if self.progress:
            self.progress(s)

    def _known(self) -> set[Signature]:
        return {g.signature for g in self.summary.groups}

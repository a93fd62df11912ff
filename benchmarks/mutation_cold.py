"""What every mutation run needs of pytest, whatever it counts as a kill: each scenario starts from cold caches, as
the first scenario of a run does, and an engine that can't start under a mutant is a kill, not a usage error.

mutmut runs, for each mutant, only the tests that reached the mutated function while it recorded which test
reaches what. The harness starts the engine once per run, so the card library (cards/__init__.py,
vocabulary.py), the parsed mana costs (mana.py's cache) and rollback's table of state classes (rollback.py)
are built during the first scenario only, and a mutant there would be tested against that one scenario. With
this fixture each scenario builds them again, so each mutant there is tested against every scenario that
depends on them. Code run at import (the card data modules, `@unchanging`) stays out of reach. The fast runner
(`benchmarks/mutation_run.py`) records reach so, then tests a mutant there with one engine started under the mutant
for all its scenarios (`EVERY[0] = False`), as a run of the harness with that engine would: what the start built
wrong, or a kept result worked out wrong, stays wrong for every later scenario. A mutant that can't change what is
built (in no function a start runs, in none of the modules whose results are kept) isn't rebuilt at all
(`COLD[0] = False`): its child starts from an engine that has run no scenario (`UNUSED`), so what the card library
works out lazily (a face's characteristics, a behaviour's abilities by kind) is worked out under the mutant, and
kept for the child's other scenarios as a run of the harness keeps it.
"""

from __future__ import annotations

from collections.abc import Generator, Iterator
from pathlib import Path
from typing import Any

import pytest

from harness.run.corpus_folder import corpus_dir
from reference_engine import mana, rollback

_KINDS = dict(rollback._KINDS)  # as import left it: the classes rollback is told about, none it worked out
KEPT_MODULES = ("reference_engine.mana", "reference_engine.rollback")  # what they work out is kept between scenarios
COLD = [True]  # the next scenario rebuilds the engine and clears the caches
EVERY = [True]  # and so does each scenario after it (otherwise the rebuilt engine is kept for the others)
UNUSED = [None]  # otherwise: an engine that has run no scenario yet, for the first scenario of a child


@pytest.hookimpl(wrapper=True)
def pytest_collection_finish(session: pytest.Session) -> Generator[None, None, None]:
    """A mutant that stops the engine from starting is caught (exit 1), as mutmut's check of its set-up needs;
    the harness calls that a usage error (exit 4), which mutmut takes for a broken test command."""
    try:
        return (yield)
    except pytest.UsageError as exc:
        pytest.exit(str(exc), returncode=pytest.ExitCode.TESTS_FAILED)


@pytest.fixture(autouse=True)
def _cold_engine(request: pytest.FixtureRequest) -> Iterator[None]:
    if request.node.path.suffix == ".feature" and (COLD[0] or UNUSED[0] is not None):
        adapter, _ = request.getfixturevalue("conformance_engine")
        if COLD[0]:
            adapter.engine = start_cold(type(adapter.engine), corpus_dir(request.config) / "cards.json")
            COLD[0] = EVERY[0]
        else:  # what its card library works out lazily is worked out again, under the child's mutant
            adapter.engine, UNUSED[0] = UNUSED[0], None
    yield


def start_cold(engine_class: type[Any], catalog: Path) -> Any:
    """A new engine, from caches as cold as a new process's."""
    mana._parse_cost.cache_clear()
    rollback._KINDS.clear()
    rollback._KINDS.update(_KINDS)
    return engine_class(catalog)

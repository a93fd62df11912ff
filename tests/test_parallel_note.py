"""`run -n N` on a corpus too small for N workers says that it is likely slower than a serial run (docs/scaling.md,
benchmarks/results.md: each worker collects the whole corpus and starts its own engine)."""

from __future__ import annotations

import pytest

from harness.cli.run import _note_small_parallel_run
from harness.paths import ROOT
from harness.run.parallel import SCENARIOS_PER_WORKER, count_scenarios

CORPUS = ROOT / "features"


@pytest.mark.parametrize(("workers", "noted"), [("2", True), ("auto", False), ("1", False), (None, False)])
def test_a_parallel_run_of_a_small_corpus_says_it_is_likely_slower(
    capsys: pytest.CaptureFixture[str], workers: str | None, noted: bool
) -> None:
    assert count_scenarios(CORPUS) < 2 * SCENARIOS_PER_WORKER
    _note_small_parallel_run(workers, CORPUS)
    err = capsys.readouterr().err
    assert ("likely slower than a serial run" in err) is noted
    if noted:
        assert f"-n {workers} on {count_scenarios(CORPUS):,} scenarios" in err

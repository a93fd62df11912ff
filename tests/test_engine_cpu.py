"""A `cmd:` engine shares the harness's CPU by default (`--engine-cpu shared`), or runs anywhere (`any`)."""

from __future__ import annotations

import os
import shlex
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from harness.engines import cpu
from harness.engines.config import resolve
from harness.engines.contract import AdapterError
from harness.engines.subprocess import SubprocessAdapter
from harness.errors import CorpusError

SERVE = f"{shlex.quote(sys.executable)} -m reference_engine.serve"
pinning = pytest.mark.skipif(
    not hasattr(os, "sched_setaffinity") or len(os.sched_getaffinity(0)) < 2, reason="needs two CPUs to choose from"
)


@contextmanager
def started(adapter: SubprocessAdapter) -> Iterator[int]:
    """The adapter after its hello, closed at the end; its engine's process id."""
    try:
        adapter.hello()
        assert adapter.process is not None
        yield adapter.process.popen.pid
    finally:
        adapter.close()


@pinning
def test_shared_the_engine_runs_on_the_harness_cpu_which_gets_its_cpus_back_after() -> None:
    before = os.sched_getaffinity(0)
    with started(SubprocessAdapter(SERVE)) as pid:
        harness, engine = os.sched_getaffinity(0), os.sched_getaffinity(pid)
        assert len(harness) == 1 and engine == harness and harness <= before
    assert os.sched_getaffinity(0) == before


@pinning
def test_any_leaves_the_harness_and_the_engine_where_the_system_puts_them() -> None:
    before = os.sched_getaffinity(0)
    with started(SubprocessAdapter(SERVE, cpu="any")) as pid:
        assert os.sched_getaffinity(0) == before == os.sched_getaffinity(pid)


@pinning
def test_two_engines_share_one_cpu_and_the_cpus_come_back_when_the_last_ends() -> None:
    before = os.sched_getaffinity(0)
    first, second = SubprocessAdapter(SERVE), SubprocessAdapter(SERVE)
    first.hello()
    second.hello()
    held = os.sched_getaffinity(0)
    first.close()
    assert os.sched_getaffinity(0) == held and len(held) == 1
    second.close()
    assert os.sched_getaffinity(0) == before


@pinning
@pytest.mark.parametrize(
    ("argv", "says"),
    [([sys.executable, "-c", "import sys; sys.exit(3)"], "failed its hello"), (["/no/such/engine"], "can't start")],
)
def test_an_engine_failing_its_hello_or_its_start_gives_the_cpus_back(argv: list[str], says: str) -> None:
    before = os.sched_getaffinity(0)
    adapter = SubprocessAdapter(argv, startup_timeout=5)
    with pytest.raises(AdapterError, match=says):
        adapter.hello()
    assert os.sched_getaffinity(0) == before


@pinning
def test_each_xdist_worker_takes_its_own_cpu(monkeypatch: pytest.MonkeyPatch) -> None:
    allowed = sorted(os.sched_getaffinity(0))
    chosen = []
    for worker in ("gw0", "gw1"):
        monkeypatch.setenv("PYTEST_XDIST_WORKER", worker)
        chosen.append(cpu.share())
        cpu.release()
    assert chosen == allowed[:2]
    assert os.sched_getaffinity(0) == set(allowed)


@pinning
def test_an_adapter_dropped_without_close_gives_the_cpus_back() -> None:
    before = os.sched_getaffinity(0)
    adapter = SubprocessAdapter(SERVE)
    adapter.hello()
    assert adapter.process is not None
    process = adapter.process
    del adapter  # its engine is left running, but the harness's thread is not held to one CPU
    assert os.sched_getaffinity(0) == before
    process.stop()


def test_where_cpus_cant_be_chosen_nothing_is_held(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delattr(os, "sched_setaffinity", raising=False)
    assert cpu.share() is None
    cpu.release()  # nothing to give back: no error


def test_an_unknown_cpu_setting_is_refused_on_the_command_line_and_in_a_file(tmp_path: Path) -> None:
    with pytest.raises(AdapterError, match="--engine-cpu 'all': one of shared, any"):
        SubprocessAdapter(SERVE, cpu="all")
    (tmp_path / "engine.toml").write_text('engine-cpu = "all"\n')
    with pytest.raises(CorpusError, match=r'engine-cpu.*not "shared" or "any"'):
        resolve({}, "engine.toml", tmp_path)
    (tmp_path / "engine.toml").write_text('engine = "cmd:x"\nengine-cpu = "any"\n')
    assert resolve({}, "engine.toml", tmp_path).adapter_options()["cpu"] == "any"


def test_the_commands_offer_the_choices_of_the_engines_module() -> None:
    from harness.cli.options import ENGINE_CPU_CHOICES

    assert ENGINE_CPU_CHOICES == cpu.CHOICES


@pinning
def test_where_the_system_refuses_a_cpu_the_engine_still_starts(monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(pid: int, cpus: set[int]) -> None:
        raise PermissionError("not here")

    monkeypatch.setattr(os, "sched_setaffinity", refuse)
    with started(SubprocessAdapter(SERVE)):
        assert cpu._count[0] == 0


@pinning
def test_a_restarted_engine_still_shares_the_one_cpu_held() -> None:
    before = os.sched_getaffinity(0)
    adapter = SubprocessAdapter(SERVE)
    try:
        adapter.hello()
        assert adapter.process is not None
        adapter.process.popen.kill()
        adapter.process.popen.wait()
        adapter.observe({"kind": "life", "player": "Alice"})  # the engine's death: an error, the process stopped
        adapter.load({"players": [{"name": "Alice"}, {"name": "Bob"}]})  # a new process
        assert adapter.process is not None and adapter.restarts == 1
        held = os.sched_getaffinity(0)
        assert len(held) == 1 and os.sched_getaffinity(adapter.process.popen.pid) == held and cpu._count[0] == 1
    finally:
        adapter.close()
    assert os.sched_getaffinity(0) == before


def test_run_passes_the_setting_to_pytest_and_pytest_to_the_engine_settings(tmp_path: Path) -> None:
    import argparse

    from harness.cli.run import _selection_args, add_arguments

    parser = argparse.ArgumentParser()
    add_arguments(parser)
    assert "--engine-cpu=any" in _selection_args(parser.parse_args(["--engine-cpu", "any"]))
    assert resolve({"engine": "cmd:x", "cpu": "any"}, None, tmp_path).adapter_options()["cpu"] == "any"

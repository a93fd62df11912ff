"""Ctrl-C while pytest-xdist starts its workers (`-n`).

A terminal's Ctrl-C sends SIGINT to every process of the run: a worker still starting (Python, pytest, the harness
being imported) would print its own traceback. While the controller starts its workers it blocks SIGINT: a process
started meanwhile inherits the blocked signal, so a worker sees no Ctrl-C until pytest is up in it (then it ends as
pytest ends any run, without a traceback), and the controller's own Ctrl-C waits until the workers are started,
then interrupts the run as usual (the last report is kept). POSIX only: elsewhere nothing changes."""

from __future__ import annotations

import contextlib
import signal
import threading
from collections.abc import Generator
from typing import Any

import pytest

_blocked_key = pytest.StashKey[bool]()


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_setupnodes(config: pytest.Config, specs: Any) -> None:
    if hasattr(signal, "pthread_sigmask") and threading.current_thread() is threading.main_thread():
        signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
        config.stash[_blocked_key] = True


@pytest.hookimpl(hookwrapper=True)
def pytest_sessionstart(session: pytest.Session) -> Generator[None, Any, None]:
    """The workers are started in pytest-xdist's `pytest_sessionstart`: once it is over, a Ctrl-C that came
    meanwhile is delivered (the run is interrupted then) and the next ones are as usual."""
    if hasattr(session.config, "workerinput"):
        _unblock()  # a worker started blocked; pytest is up: a Ctrl-C ends it as pytest ends any run
    try:
        yield
    finally:
        if session.config.stash.get(_blocked_key, False):
            session.config.stash[_blocked_key] = False
            try:
                _unblock()  # a Ctrl-C that came meanwhile is delivered now: the session never started
            except KeyboardInterrupt:
                from harness.run.finish import say

                report_dir = session.config.getoption("--report-dir", None)
                kept = f"; {report_dir} was left as it was" if report_dir else ""
                say(session.config, f"the run was interrupted while its workers started{kept}")
                raise


def _unblock() -> None:
    if hasattr(signal, "pthread_sigmask") and threading.current_thread() is threading.main_thread():
        with contextlib.suppress(ValueError, OSError):
            signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})

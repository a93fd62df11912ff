"""The progress bar of `mtg-conformance run` on a terminal: a pytest plugin counting scenarios per status."""

from __future__ import annotations

import contextlib
import os
import sys
from typing import Any, TextIO

import pytest
from rich.console import Console

from harness.reports.terminal import STYLE


class ProgressDisplay:
    """A pytest plugin showing a progress bar with counts per status while the corpus runs (on a terminal
    only; elsewhere pytest's own dots remain). Works under pytest-xdist: it runs on the controller."""

    def __init__(self, console: Console | None = None) -> None:
        from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

        self._own_file: TextIO | None = None
        if console is None:
            # pytest captures file descriptor 1 while a scenario runs; the bar writes to a copy of the terminal's
            # descriptor made before the run, so it keeps moving (and its timer ticking) during a slow scenario
            self._own_file = os.fdopen(os.dup(sys.stdout.fileno()), "w", encoding="utf-8", closefd=True)
        self.console = console or Console(highlight=False, file=self._own_file)
        self.counts = dict.fromkeys(STYLE, 0)
        self.progress = Progress(
            TextColumn("[bold]scenarios"),
            BarColumn(),
            MofNCompleteColumn(),
            TextColumn("{task.description}"),
            TimeElapsedColumn(),
            console=self.console,
            transient=True,
        )
        self.task = self.progress.add_task("", total=None)

    def _describe(self) -> str:
        return " ".join(f"[{STYLE[s]}]{n} {s}[/]" for s, n in self.counts.items() if n)  # our words only

    @pytest.hookimpl(hookwrapper=True)
    def pytest_report_teststatus(self, report: pytest.TestReport) -> Any:
        outcome = yield
        category, _letter, _word = outcome.get_result()
        outcome.force_result((category, "", ""))  # the bar replaces pytest's dots

    def pytest_collection_finish(self, session: pytest.Session) -> None:
        self.progress.update(self.task, total=len(session.items))
        self.progress.start()

    @pytest.hookimpl(optionalhook=True)
    def pytest_xdist_node_collection_finished(self, node: Any, ids: list[str]) -> None:
        self.progress.update(self.task, total=len(ids))
        self.progress.start()

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        status = next((dict(v).get("status") for k, v in report.user_properties if k == "conformance"), None)
        if status is None and (report.when == "call" or (report.when == "setup" and not report.passed)):
            status = {"passed": "pass", "failed": "fail", "skipped": "unsupported"}[report.outcome]
        if status is not None:
            self.counts[status] = self.counts.get(status, 0) + 1
            self.progress.update(self.task, advance=1, description=self._describe())

    def pytest_sessionfinish(self) -> None:
        self.progress.stop()

    def pytest_unconfigure(self) -> None:
        self.progress.stop()
        if self._own_file is not None:
            with contextlib.suppress(OSError):
                self._own_file.close()
            self._own_file = None

"""After the run (`pytest_sessionfinish`): the reports of a whole run replace the last ones, or the last ones are
kept and why is said. Every outcome is one of the documented exits: a report folder that can't be written once
the run is over (a full disk) is 74, the output that can't be written, with the reports saved elsewhere; a report
that fails its own schema is pytest's internal error (3), which `mtg-conformance run` gives as 70. Each message
starts on its own line, after pytest's line of progress dots."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from harness.errors import CorpusError
from harness.reports.results import ScenarioResult
from harness.run.collect import InvalidReport, stopped_key, write_reports, write_reports_elsewhere
from harness.run.corpus_folder import corpus_dir

EXIT_IO = 74  # harness.cli.main's code for output that can't be written (README: exit codes)


def say(config: pytest.Config, message: str) -> None:
    """`mtg-conformance: message` on stderr, on a line of its own: pytest's progress dots (stdout, with
    `--no-progress` or `-q`) don't end their line before the summary."""
    reporter = config.pluginmanager.get_plugin("terminalreporter")
    writer = getattr(reporter, "_tw", None)
    if writer is not None and getattr(writer, "width_of_current_line", 0):
        writer.line()
    sys.stdout.flush()
    print(f"mtg-conformance: {message}", file=sys.stderr)
    sys.stderr.flush()


def write_run_reports(session: pytest.Session, report_dir: Path, results: list[ScenarioResult]) -> None:
    """The run's reports into `report_dir`; when that fails, into a new temporary folder, said, with the exit
    status that says what happened."""
    config = session.config
    corpus = corpus_dir(config)
    stopped = session.shouldfail or session.shouldstop
    if stopped:
        config.stash[stopped_key] = f"the run stopped before its end: {stopped}"
    replaced = _whole_report_there(report_dir) if stopped else None
    try:
        write_reports(report_dir, results, config, corpus)
    except InvalidReport as exc:
        session.exitstatus = pytest.ExitCode.INTERNAL_ERROR  # a bug of the harness: `mtg-conformance run` says 70
        saved = write_reports_elsewhere(results, config, corpus, check=False)
        where = f"; it was saved to {saved}" if saved else ""
        say(
            config,
            f"the run's report does not follow the report schema ({exc}){where}; {report_dir} was left as it was",
        )
        return
    except CorpusError as exc:  # the ruling index, read before the run, changed since: said on its own line
        session.exitstatus = pytest.ExitCode.USAGE_ERROR
        say(config, f"can't build the run's report: {exc}; {report_dir} was left as it was")
        return
    except OSError as exc:
        session.exitstatus = EXIT_IO
        saved = write_reports_elsewhere(results, config, corpus)
        where = f"; the report was saved to {saved} instead" if saved else ""
        say(config, f"can't write the reports to {report_dir}: {exc.strerror or exc}{where}")
        return
    if stopped:
        ran = f"{len(results)} scenario{'s' * (len(results) != 1)} ran"
        instead = f"; it replaced the whole run's report of {replaced}" if replaced else ""
        say(config, f"a partial report ({stopped}: {ran}){instead}")


def _whole_report_there(report_dir: Path) -> str | None:
    """When the report folder holds the report of a whole run: when that run started."""
    from harness.reading import load_json

    try:
        report = load_json(report_dir / "report.json", limit=1 << 30)
    except ValueError:
        return None
    if not isinstance(report, dict) or (report.get("selection") or {}).get("partial"):
        return None
    return str(report.get("started", "an earlier run"))

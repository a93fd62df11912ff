"""Before the run: the options, the corpus folder, the report folder and the engine are checked before the
first scenario, so that a mistake is one message and an early stop (a usage error), never a whole run's results
lost or the last good report replaced by a run that couldn't happen. The plugin (`harness.run.plugin`) calls these
from its hooks."""

from __future__ import annotations

import contextlib
from pathlib import Path

import pytest

from harness.engines.config import EngineSettings
from harness.engines.contract import Adapter, AdapterError
from harness.engines.loading import start_adapter
from harness.engines.protocol import Hello
from harness.errors import CorpusError, Problem
from harness.reports.report import report_dir_problem
from harness.reports.reportset import FolderBusy, recover
from harness.reports.reportset import FolderLock as ReportLock
from harness.reports.results import MAX_TEXT  # the default of --max-text
from harness.run.collect import hello_key

__all__ = ["check_options", "close_engine", "engine_can_start", "runs_corpus", "start_engine"]


def check_options(config: pytest.Config) -> None:
    """Mistakes in the options, found before the run (a whole run's results are not to be lost to them)."""
    if config.getoption("--max-text", MAX_TEXT) < 0:
        raise pytest.UsageError("--max-text must be 0 (keep everything) or a positive number of characters")
    corpus = config.getoption("--corpus", None)
    if corpus:
        path = Path(corpus)
        missing = [name for name in ("rulings.json", "cards.json") if not (path / name).is_file()]
        if not path.is_dir():
            raise pytest.UsageError(f"--corpus {corpus}: " + ("not a folder" if path.exists() else "no such folder"))
        if missing:
            raise pytest.UsageError(f"--corpus {corpus}: not a corpus folder (no {' or '.join(missing)})")
    _corpus_readable(config)
    report_dir = config.getoption("--report-dir", None)
    if report_dir is not None and not report_dir.strip():
        raise pytest.UsageError("--report-dir is empty: give the folder the reports go to")
    problem = report_dir_problem(Path(report_dir)) if report_dir else None
    problem = problem or (_report_files_problem(Path(report_dir)) if report_dir else None)
    problem = problem or (_report_space_problem(Path(report_dir)) if report_dir else None)
    if problem:
        raise pytest.UsageError(problem)
    if report_dir:
        _report_dir_outside_corpus(config, Path(report_dir).resolve())
        _lock_report_dir(config, Path(report_dir).resolve())


def _report_files_problem(report_dir: Path) -> str | None:
    """A report the run would replace that is a link, a folder or a device: never replaced (harness.atomic), so
    refused before the run, not after it (`--report-dir` is a mistake to fix, exit 2, like `-o` a link)."""
    from harness.atomic import target_problem
    from harness.reports.renderings import FILES

    for name in ("report.json", *FILES.values()):
        problem = target_problem(report_dir / name)
        if problem:
            return f"--report-dir {report_dir}: {problem}; the reports of the run would replace it"
    return None


MIN_REPORT_SPACE = 1 << 20  # bytes free for a first report set: the corpus's reports take a megabyte or two


def _report_space_problem(report_dir: Path) -> str | None:
    """A disk too full for the reports, found before the run, not after it: the new set is written beside the last
    one before it replaces it, so it needs the last set's size free (a megabyte for a first one)."""
    import shutil

    from harness.reports.renderings import FILES

    last = 0
    for name in ("report.json", *FILES.values()):
        with contextlib.suppress(OSError):
            last += (report_dir / name).stat().st_size
    try:
        free = shutil.disk_usage(report_dir).free
    except OSError:
        return None  # the folder check above said what it could
    needed = max(last, MIN_REPORT_SPACE)
    if free >= needed:
        return None
    return (
        f"--report-dir {report_dir}: {free // 1024} kB free on its disk, the reports need about {needed // 1024} kB "
        "(no space left for them once the run is over): free some space or give another folder"
    )


def _corpus_readable(config: pytest.Config) -> None:
    """What every scenario and the engine read, checked once before the run: the card catalog, and the corpus's
    feature files (one that is a named pipe can't be collected: pytest would pass over it without a word)."""
    from harness.corpus.catalog import problems_in_catalog
    from harness.corpus.malformed import linked_out
    from harness.run.corpus_folder import corpus_dir

    corpus = corpus_dir(config)
    if not (corpus / "cards.json").exists() or not runs_corpus(config, corpus):
        return  # not a corpus run (`pytest tests/`): nothing of it to read
    problems = problems_in_catalog(corpus / "cards.json")[:5]
    problems += [p for p in linked_out(corpus) if "regular file" in p.message]
    problems += _index_problems(corpus)
    if problems:
        raise pytest.UsageError("\n".join(str(p) for p in problems))


def _index_problems(corpus: Path) -> list[Problem]:
    """The ruling index the report is built from, after the run: a bad one is found before it, not after a whole
    run whose results it would then lose."""
    from harness.corpus.rulings import load_index

    try:
        load_index(corpus)
    except CorpusError as exc:
        return list(exc.problems)[:5]
    except ValueError as exc:  # not JSON, too large, not a regular file
        return [Problem(str(corpus / "rulings.json"), "", str(exc))]
    return []


def _report_dir_outside_corpus(config: pytest.Config, report_dir: Path) -> None:
    """Reports written into the corpus would become part of it (and fail `validate`): refused."""
    from harness.run.corpus_folder import corpus_dir

    corpus = corpus_dir(config).resolve()
    if report_dir.is_relative_to(corpus):
        raise pytest.UsageError(
            f"--report-dir {report_dir} is inside the corpus {corpus}: reports there would become part of it; "
            "give a folder outside it (run from outside the corpus, or pass --report-dir)"
        )


report_lock_key = pytest.StashKey[ReportLock]()


def _lock_report_dir(config: pytest.Config, report_dir: Path) -> None:
    """One run at a time per report folder, for the whole run (harness.reports.reportset)."""
    lock = ReportLock(report_dir)
    try:
        lock.acquire()
    except FolderBusy as exc:
        raise pytest.UsageError(str(exc)) from None
    except OSError as exc:
        raise pytest.UsageError(f"--report-dir {report_dir}: can't lock it: {exc.strerror or exc}") from None
    config.stash[report_lock_key] = lock
    config.add_cleanup(lock.release)
    try:
        recover(report_dir)  # a set a killed run had begun moving in is finished; its leftovers go
    except OSError as exc:
        raise pytest.UsageError(f"--report-dir {report_dir}: can't tidy it: {exc.strerror or exc}") from None


started_engine_key = pytest.StashKey["tuple[Adapter, Hello] | None"]()


def start_engine(config: pytest.Config, settings: EngineSettings) -> tuple[Adapter, Hello]:
    """The engine, created and greeted; its name and version are kept for the report."""
    adapter, hello = start_adapter(settings.engine, **settings.adapter_options())
    config.stash[hello_key] = {"name": hello.name, "version": hello.version}
    return adapter, hello


def engine_can_start(config: pytest.Config, settings: EngineSettings, keep: bool) -> None:
    """Start the engine before any scenario runs: one that can't start is one message and an early stop (a
    usage error, exit code 4), not the same error for every scenario and a report replaced by it. Kept for
    the run when `keep` (a serial run); closed when the workers start their own."""
    try:
        started = start_engine(config, settings)
    except AdapterError as exc:
        raise pytest.UsageError(f"the engine {settings.engine!r} can't start: {exc}") from None
    if keep:
        config.stash[started_engine_key] = started
    else:
        started[0].close()


def runs_corpus(config: pytest.Config, corpus: Path) -> bool:
    """Does the run take in (part of) the corpus? `pytest tests/` needs no engine."""
    for arg in config.args:
        path = Path(config.invocation_params.dir, arg.split("::", 1)[0]).resolve()
        if path.is_relative_to(corpus) or corpus.is_relative_to(path):
            return True
    return False


def close_engine(config: pytest.Config) -> None:
    """The engine started before the run, if no scenario took it over."""
    started = config.stash.get(started_engine_key, None)
    if started is not None:
        config.stash[started_engine_key] = None
        started[0].close()

"""The pytest plugin (entry point `pytest11`): collects `.feature` files of the corpus as pytest-bdd
scenarios, gives them the engine chosen with `--engine`, and records one result per scenario.

`pytest features/ --engine=NAME` and `mtg-conformance run` both go through here.
"""

from __future__ import annotations

import contextlib
import gc
import os
import signal
from collections.abc import Generator, Iterator
from pathlib import Path
from typing import Any

import pytest

from harness.corpus.catalog import Catalog, load_catalog
from harness.engines.config import EngineSettings
from harness.engines.config import resolve as resolve_engine
from harness.engines.contract import Adapter, AdapterError
from harness.engines.cpu import CHOICES as CPU_CHOICES
from harness.engines.protocol import Hello
from harness.errors import CorpusError, Problem
from harness.paths import CORPUS_ENV, CorpusChoice, describe
from harness.reports.report import now
from harness.reports.results import MAX_TEXT, ScenarioResult
from harness.run import preflight, step_lookup
from harness.run.collect import (
    RESULT_PROPERTY,
    RUN_PROPERTY,
    ResultCollector,
    classify,
    items_run_key,
    reasons_not_given_key,
    results_key,
    run_info,
    started_key,
)
from harness.run.corpus_folder import corpus_dir
from harness.run.features import (  # noqa: F401 (its hooks)
    FeatureModule,
    ScenarioItem,
    failed_step_key,
    pytest_collect_file,
    pytest_collection_modifyitems,
)
from harness.run.session import Session, watched_steps
from harness.run.steps.vocabulary import unknown_step_message

pytest_plugins = [
    "harness.run.tags",
    "harness.run.steps.board",
    "harness.run.steps.actions",
    "harness.run.steps.observations",
    "harness.run.steps.combat",
    "harness.run.selection",
    "harness.run.lean",
    "harness.run.workers",
]


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("mtg-conformance", "Magic rules conformance corpus")
    group.addoption(
        "--engine",
        default=None,
        help='engine adapter to run the corpus against: an entry point name, package.module:Class, or cmd:"<command '
        'line>" (a JSON-lines process, docs/adapters.md); default: from --engine-config or pyproject.toml '
        "[tool.mtg-conformance], else reference",
    )
    group.addoption("--engine-timeout", type=float, default=None, help="cmd: engines: seconds per request (default 10)")
    group.addoption("--engine-restarts", type=int, default=None, help="cmd: engines: restarts before giving up (3)")
    group.addoption(
        "--engine-cpu",
        choices=CPU_CHOICES,
        default=None,
        help="cmd: engines: shared (the harness and the engine share one CPU: they take turns, and a wake-up across "
        "CPUs costs more than a request on a virtual machine; the default) or any (an engine computing on several "
        "threads)",
    )
    group.addoption("--engine-config", default=None, help="TOML file with engine settings (docs/adapters.md)")
    group.addoption(
        "--corpus",
        default=None,
        help="corpus folder (default: the one at or above the paths given, else the bundled one)",
    )
    group.addoption("--report-dir", default=None, help="write report.json (and the other reports) here")
    group.addoption(
        "--strict-unsupported",
        action="store_true",
        help="an unsupported scenario counts against the run (a pytest failure, exit code 1), not as a skip",
    )
    group.addoption(
        "--max-text",
        type=int,
        default=MAX_TEXT,
        help=f"characters kept of each message and value in the reports (default {MAX_TEXT}; 0 keeps them whole)",
    )


def pytest_configure(config: pytest.Config) -> None:
    if not hasattr(config, "workerinput") and not config.option.help:
        preflight.check_options(config)
    config.stash[results_key] = []
    config.stash[started_key] = now()
    config.stash[engine_settings_key] = _engine_settings(config)
    config.pluginmanager.register(ResultCollector(config), "mtg-conformance-results")
    if not hasattr(config, "workerinput"):
        _watch_for_interrupts(config)
    # engines that read the corpus's card catalog (the reference engine, in-process or served) use this one
    config.stash[_env_key] = os.environ.get(CORPUS_ENV)
    os.environ[CORPUS_ENV] = str(corpus_dir(config))
    step_lookup.install(FeatureModule)  # pytest-bdd's per-step lookup, cached per feature file


def pytest_unconfigure(config: pytest.Config) -> None:
    if _env_key in config.stash:  # as it was before this run
        previous = config.stash[_env_key]
        if previous is None:
            os.environ.pop(CORPUS_ENV, None)
        else:
            os.environ[CORPUS_ENV] = previous
    step_lookup.uninstall()
    preflight.close_engine(config)


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_auto_num_workers(config: pytest.Config) -> int:
    """`-n auto`: serial for a small corpus, one worker per 5,000 scenarios up to the CPUs (harness/run/parallel.py)."""
    from harness.run.parallel import auto_workers, count_scenarios

    return auto_workers(count_scenarios(corpus_dir(config)))


engine_settings_key = pytest.StashKey[EngineSettings]()
engine_failure_key = pytest.StashKey[str]()


def _engine_settings(config: pytest.Config) -> EngineSettings:
    """`--engine*` options over `--engine-config` over `[tool.mtg-conformance]` (harness.engines.config)."""
    cli = {
        "engine": config.getoption("--engine", None),
        "timeout": config.getoption("--engine-timeout", None),
        "restarts": config.getoption("--engine-restarts", None),
        "cpu": config.getoption("--engine-cpu", None),
    }
    try:
        settings = resolve_engine(cli, config.getoption("--engine-config", None), config.invocation_params.dir)
    except CorpusError as exc:
        raise pytest.UsageError(f"engine configuration: {exc}") from None
    config.option.engine = settings.engine  # what the report names when the engine never said hello
    return settings


def pytest_report_header(config: pytest.Config) -> str | None:
    """`pytest features/` says which corpus it runs and its version, as `mtg-conformance` commands do; a test
    run of some other project, with the plugin installed, says nothing."""
    corpus, here = corpus_dir(config), config.invocation_params.dir
    given = [(here / arg.split("::")[0]).resolve() for arg in config.args if arg and not arg.startswith("-")]
    if not any(path.is_relative_to(corpus) or corpus.is_relative_to(path) for path in given):
        return None
    option = config.getoption("--corpus", None)
    return "mtg-conformance: " + describe(CorpusChoice(corpus, "--corpus" if option else "the paths given to pytest"))


_env_key = pytest.StashKey[str | None]()


@pytest.hookimpl(tryfirst=True)
def pytest_sessionstart(session: pytest.Session) -> None:
    """Under pytest-xdist the controller collects nothing: it checks the engine before starting the workers."""
    config = session.config
    distributed = getattr(config.option, "dist", "no") != "no" and getattr(config.option, "numprocesses", 0)
    if distributed and not hasattr(config, "workerinput") and preflight.runs_corpus(config, corpus_dir(config)):
        preflight.engine_can_start(config, config.stash[engine_settings_key], keep=False)


def _scenarios_selected(session: pytest.Session) -> bool:
    return any(isinstance(i, ScenarioItem) and not i.get_closest_marker("pending") for i in session.items)


@pytest.fixture(scope="session")
def conformance_engine(request: pytest.FixtureRequest) -> Iterator[tuple[Adapter, Hello]]:
    """The engine adapter, started once per run (in a serial run, before the first scenario). If it can't
    start (a pytest-xdist worker whose engine fails), every scenario is `error` with the same message, and it
    isn't tried again for each one."""
    config = request.config
    if engine_failure_key in config.stash:
        raise AdapterError(config.stash[engine_failure_key])
    started = config.stash.get(preflight.started_engine_key, None)
    if started is None:
        try:
            started = preflight.start_engine(config, config.stash[engine_settings_key])
        except AdapterError as exc:
            config.stash[engine_failure_key] = str(exc)
            raise
    config.stash[preflight.started_engine_key] = None  # this fixture closes it now
    try:
        yield started
    finally:
        started[0].close()


@pytest.fixture(scope="session")
def conformance_catalog(request: pytest.FixtureRequest) -> Catalog:
    return load_catalog(corpus_dir(request.config) / "cards.json")


@pytest.fixture
def conformance(
    request: pytest.FixtureRequest, conformance_engine: tuple[Adapter, Hello], conformance_catalog: Catalog
) -> Session:
    """This scenario's session with the engine."""
    adapter, hello = conformance_engine
    session = Session(adapter, hello, corpus_dir(request.config), conformance_catalog)
    request.node.stash[reasons_not_given_key] = session.reasons_not_given
    request.node.stash[session_key] = session
    return session


session_key = pytest.StashKey[Session]()


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Generator[None, Any, None]:
    outcome = yield
    report = outcome.get_result()
    if not isinstance(item.parent, FeatureModule) or item.get_closest_marker("pending"):
        return  # a @pending scenario records no result, so its ruling stays uncovered
    if report.when == "call" or (report.when == "setup" and not report.passed):
        result = classify(item, call, report, item.config.getoption("--max-text", MAX_TEXT))
        step = item.stash.get(failed_step_key, None)
        bad_input = call.excinfo is not None and isinstance(call.excinfo.value, CorpusError)
        if result.status == "error" and bad_input and step and step not in (result.reason or ""):
            result.reason = f"{step}: {result.reason}"  # which step's input is bad
        # ResultCollector reads these, here and (under pytest-xdist) on the controller
        report.user_properties.append((RESULT_PROPERTY, result.to_json()))
        report.user_properties.append((RUN_PROPERTY, run_info(item.config)))
        if result.status == "unsupported" and item.config.getoption("--strict-unsupported", False):
            report.outcome, report.longrepr = "failed", f"unsupported (--strict-unsupported): {result.reason}"
        elif result.status == "unsupported":
            report.outcome = "skipped"
            report.longrepr = (str(item.path), item.location[1] or 0, f"unsupported: {result.reason}")


def pytest_bdd_before_scenario(request: pytest.FixtureRequest, feature: Any, scenario: Any) -> None:
    """A scenario that checks "the game is as it was before the action" has the game observed before the actions
    of the step it compares against (`watched_steps`)."""
    lines = watched_steps(scenario.steps)
    if lines:
        request.getfixturevalue("conformance").watch_lines = lines


def _step_text(step: Any) -> str:
    return f"{step.keyword.strip()} {step.name}"


def pytest_bdd_before_step(request: pytest.FixtureRequest, step: Any, **_: Any) -> None:
    session = request.node.stash.get(session_key, None)
    if session is not None:  # a request it makes may be answered with a later step's (Session._settle)
        session.step = _step_text(step)
        session.watch_actions = step.line_number in session.watch_lines


def pytest_bdd_step_error(request: pytest.FixtureRequest, step: Any, exception: Any = None, **_: Any) -> None:
    """The step that failed: the one that made the request, when its answer came with a later step's."""
    request.node.stash[failed_step_key] = getattr(exception, "at_step", None) or _step_text(step)


def pytest_bdd_after_scenario(request: pytest.FixtureRequest, **_: Any) -> None:
    """Requests still waiting once the steps passed (a scenario that ends with an action) are sent now."""
    session = request.node.stash.get(session_key, None)
    if session is None or not session.pending or failed_step_key in request.node.stash:
        return
    try:
        session.send_waiting(check=False)
    except Exception as exc:
        if getattr(exc, "at_step", None):
            request.node.stash[failed_step_key] = exc.at_step  # type: ignore[attr-defined]
        raise


def pytest_bdd_step_func_lookup_error(request: pytest.FixtureRequest, feature: Any, step: Any, **_: Any) -> None:
    """A step that no step definition matches: said plainly, with its file and line (pytest-bdd's own
    `StepDefinitionNotFoundError` quotes the step inside quotes and names no vocabulary)."""
    if not isinstance(request.node.parent, FeatureModule):
        return
    request.node.stash[failed_step_key] = _step_text(step)
    path, corpus = Path(feature.filename), corpus_dir(request.config).parent
    label = str(path.relative_to(corpus)) if path.is_relative_to(corpus) else str(path)
    raise CorpusError(Problem(label, f"line {step.line_number}", unknown_step_message(_step_text(step))))


def pytest_collection_finish(session: pytest.Session) -> None:
    """Before the run: the engine starts (when a scenario is to run). Then: the collected tree lives until the
    end of the run: move it out of the garbage collector's sight so every collection doesn't rescan it (about
    10% of a 10,000-scenario run; docs/scaling.md).
    `MTG_CONFORMANCE_GC_FREEZE=0` turns this off (the benchmarks measure both)."""
    config = session.config
    if not hasattr(config, "workerinput") and not config.option.collectonly and _scenarios_selected(session):
        preflight.engine_can_start(config, config.stash[engine_settings_key], keep=True)
    if os.environ.get("MTG_CONFORMANCE_GC_FREEZE", "1") != "0":
        gc.freeze()


interrupted_key = pytest.StashKey[bool]()


def _watch_for_interrupts(config: pytest.Config) -> None:
    """Remember a SIGINT however pytest then classifies it (during collection it can look like a collection
    error), so that no report of part of the run replaces the last whole one."""
    previous = signal.getsignal(signal.SIGINT)

    def handler(signum: int, frame: Any) -> None:
        config.stash[interrupted_key] = True
        if callable(previous):
            previous(signum, frame)
        else:
            raise KeyboardInterrupt

    with contextlib.suppress(ValueError):  # not the main thread (pytest run in-process elsewhere): nothing to watch
        signal.signal(signal.SIGINT, handler)
        config.add_cleanup(lambda: signal.signal(signal.SIGINT, previous))


nothing_selected_key = pytest.StashKey[str]()  # harness.selection says which option matched nothing
KEEP = {
    pytest.ExitCode.INTERRUPTED: "the run was interrupted",
    pytest.ExitCode.USAGE_ERROR: "the run did not start",
    pytest.ExitCode.INTERNAL_ERROR: "the run stopped on an internal error",
}


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    """The reports of a whole run replace the last ones; a run that was interrupted, didn't start or ran nothing
    leaves them as they were (a report of part of the corpus would call the rulings it never reached uncovered)."""
    report_dir = session.config.getoption("--report-dir", None)
    if report_dir is None or hasattr(session.config, "workerinput"):
        return
    results: list[ScenarioResult] = session.config.stash[results_key]
    interrupted = session.config.stash.get(interrupted_key, False)
    why = KEEP.get(exitstatus) or ("the run was interrupted" if interrupted else None)
    if why is None and not results and not session.config.stash.get(items_run_key, 0):
        keyword = session.config.getoption("keyword", None)
        said = f"-k {keyword!r} matched no scenario" if keyword else "no scenario was selected"
        why = session.config.stash.get(nothing_selected_key, None) or f"nothing to run: {said}"
    from harness.run.finish import say, write_run_reports

    if why:
        say(session.config, f"{why}; {report_dir} was left as it was")
        return
    write_run_reports(session, Path(report_dir), results)

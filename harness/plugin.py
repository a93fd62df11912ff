"""The pytest plugin (entry point `pytest11`): collects `.feature` files of the corpus as pytest-bdd
scenarios, gives them the engine chosen with `--engine`, and records one result per scenario.

`pytest features/ --engine=NAME` and `mtg-conformance run` both go through here.
"""

from __future__ import annotations

import contextlib
import gc
import inspect
import os
import signal
import sys
import types
from collections.abc import Generator, Iterator
from pathlib import Path
from typing import Any

import pytest
from pytest_bdd import scenario as bdd_scenario
from pytest_bdd.feature import get_feature
from pytest_bdd.scenario import get_python_name_generator

from . import step_lookup
from .adapters import Adapter, AdapterError, load_adapter
from .catalog import Catalog, load_catalog
from .engine_config import EngineSettings
from .engine_config import resolve as resolve_engine
from .errors import CorpusError, Problem
from .malformed import ITEM_NAME as MALFORMED
from .malformed import MalformedFeature, parse_problems, scenario_problems
from .outcomes import ConformanceFailure, EngineFault, ScenarioUnsupported
from .paths import default_corpus
from .protocol import Hello
from .report import RESULT_PROPERTY, RUN_PROPERTY, ResultCollector, hello_key, now, run_info, started_key
from .results import ScenarioResult, classify, results_key
from .session import UNCHANGED, Session

pytest_plugins = [
    "harness.steps.board",
    "harness.steps.actions",
    "harness.steps.observations",
    "harness.selection",
    "harness.lean",
]

TAG_MARKS = ("ruling", "cr", "mechanic", "card")


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
    group.addoption("--engine-config", default=None, help="TOML file with engine settings (docs/adapters.md)")
    group.addoption("--corpus", default=None, help="corpus folder (default: features/ of this checkout)")
    group.addoption("--report-dir", default=None, help="write report.json (and the other reports) here")


def pytest_configure(config: pytest.Config) -> None:
    for mark in TAG_MARKS:
        config.addinivalue_line("markers", f"{mark}(value): corpus tag @{mark}:<value>")
    config.addinivalue_line("markers", "pending: corpus tag @pending: a skeleton scenario, skipped, covers nothing")
    config.stash[results_key] = []
    config.stash[started_key] = now()
    config.stash[engine_settings_key] = _engine_settings(config)
    config.pluginmanager.register(ResultCollector(config), "mtg-conformance-results")
    if not hasattr(config, "workerinput"):
        _watch_for_interrupts(config)
    if config.getoption("--corpus", None):
        # engines that read the corpus's card catalog (the reference engine, in-process or served) use this one
        os.environ["MTG_CONFORMANCE_CORPUS"] = str(corpus_dir(config))
    step_lookup.install(FeatureModule)  # pytest-bdd's per-step lookup, cached per feature file


def pytest_unconfigure(config: pytest.Config) -> None:
    step_lookup.uninstall()
    _tag_marks.clear()


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_auto_num_workers(config: pytest.Config) -> int:
    """`-n auto`: serial for a small corpus, one worker per 5,000 scenarios up to the CPUs (harness/parallel.py)."""
    from .parallel import auto_workers, count_scenarios

    return auto_workers(count_scenarios(corpus_dir(config)))


engine_settings_key = pytest.StashKey[EngineSettings]()
engine_failure_key = pytest.StashKey[str]()


def _engine_settings(config: pytest.Config) -> EngineSettings:
    """`--engine*` options over `--engine-config` over `[tool.mtg-conformance]` (harness.engine_config)."""
    cli = {
        "engine": config.getoption("--engine", None),
        "timeout": config.getoption("--engine-timeout", None),
        "restarts": config.getoption("--engine-restarts", None),
    }
    try:
        settings = resolve_engine(cli, config.getoption("--engine-config", None), config.invocation_params.dir)
    except CorpusError as exc:
        raise pytest.UsageError(f"engine configuration: {exc}") from None
    config.option.engine = settings.engine  # what the report names when the engine never said hello
    return settings


def corpus_dir(config: pytest.Config) -> Path:
    """The corpus folder, resolved once per run (`resolve()` asks the file system; this is asked per file and
    per scenario)."""
    found = config.stash.get(_corpus_key, None)
    if found is None:
        option = config.getoption("--corpus", None)
        found = config.stash[_corpus_key] = Path(option).resolve() if option else default_corpus()
    return found


_corpus_key = pytest.StashKey[Path]()


def pytest_collect_file(file_path: Path, parent: pytest.Collector) -> pytest.Collector | None:
    if file_path.suffix == ".feature" and file_path.is_relative_to(corpus_dir(parent.config)):
        return FeatureModule.from_parent(parent, path=file_path)
    return None


class FeatureModule(pytest.Module):
    """A `.feature` file, seen by pytest as a module holding one test function per scenario."""

    def collect(self) -> list[pytest.Item | pytest.Collector]:
        """A feature that can't run as written is one `error` naming the file and why (harness.malformed), and
        the other features still run: pytest would stop the whole run on a collection error."""
        label = str(self.path.relative_to(corpus_dir(self.config).parent))
        try:
            feature = get_feature(str(self.path.parent), self.path.name)
        except Exception:  # the Gherkin parser raises several kinds; parse_problems says what is wrong
            problems = parse_problems(self.path, label) or [Problem(label, "", "malformed feature")]
        else:
            problems = scenario_problems(feature, label)
        if not problems:
            try:
                return super().collect()
            except Exception as exc:  # pytest-bdd refusing a scenario it parsed
                problems = [Problem(label, "", f"malformed feature: {type(exc).__name__}: {exc}")]
        return [MalformedFeature.from_parent(self, name=MALFORMED, problems=problems)]

    def _getobj(self) -> types.ModuleType:
        module = types.ModuleType(self.path.stem)
        module.__file__ = str(self.path)
        feature = get_feature(str(self.path.parent), self.path.name)
        names = set()
        for name in feature.scenarios:
            wrapped = bdd_scenario(self.path.name, name, features_base_dir=str(self.path.parent))(_noop)
            _share_signature(wrapped)
            test_name = next(n for n in get_python_name_generator(name) if n not in names)
            names.add(test_name)
            setattr(module, test_name, wrapped)
        return module

    def _genfunctions(self, name: str, funcobj: Any) -> Iterator[pytest.Function]:
        for item in super()._genfunctions(name, funcobj):
            item.__class__ = ScenarioItem  # pytest builds `Function`s here; ScenarioItem only adds a method
            yield item


class ScenarioItem(pytest.Function):
    """A scenario. When it ends in a way the corpus has words for (a conformance failure, an engine error, an
    unsupported kind, bad input), pytest shows those words, not a Python traceback: its frames are pytest's,
    pytest-bdd's and the harness's, and formatting them parses each frame's source file, tens of milliseconds
    per failing scenario (benchmarks, figure 5). Anything else, or `--fulltrace`, keeps the traceback."""

    def repr_failure(self, excinfo: pytest.ExceptionInfo[BaseException], style: Any = None) -> Any:
        exc = excinfo.value
        said = isinstance(exc, ConformanceFailure | ScenarioUnsupported | CorpusError) or (
            isinstance(exc, EngineFault) and exc.__cause__ is None  # with a cause: an adapter raised, show where
        )
        if not said or self.config.getoption("fulltrace", False):
            return super().repr_failure(excinfo)
        rulings = sorted({m.args[0] for m in self.iter_markers("ruling") if m.args})
        step = self.stash.get(failed_step_key, None)
        lines = [f"ruling: {', '.join(rulings)}"] if rulings else []
        lines += [f"step: {step}"] if step else []
        lines.append(f"engine error: {exc}" if isinstance(exc, EngineFault) else str(exc))
        return "\n".join(lines)


def _noop() -> None:
    """The scenario's steps are the test; nothing runs after them."""


def _share_signature(function: Any) -> None:
    """pytest-bdd's scenario functions all have the same code, so one `inspect.Signature` serves them all (pytest
    asks for it per collected scenario)."""
    signature = _signatures.get(function.__code__)
    if signature is None:
        signature = _signatures[function.__code__] = inspect.signature(function)
    function.__signature__ = signature


_signatures: dict[types.CodeType, inspect.Signature] = {}


@pytest.hookimpl(tryfirst=True)
def pytest_bdd_apply_tag(tag: str, function: Any) -> Any:
    """`@ruling:emerge.colored-not-reduced` becomes `pytest.mark.ruling("emerge.colored-not-reduced")`. One
    decorator per distinct tag, so every scenario with that tag shares one `Mark` (a large corpus has ~10 tags
    per scenario, and every collected scenario is kept until the end of the run)."""
    decorator = _tag_marks.get(tag)
    if decorator is None:
        kind, _, value = tag.partition(":")
        if not (kind in TAG_MARKS and value):
            return None
        decorator = _tag_marks[tag] = getattr(pytest.mark, kind)(value)
    decorator(function)
    return True


_tag_marks: dict[str, pytest.MarkDecorator] = {}


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """`@pending` scenarios (skeletons from `import-rulings`) are skipped: their steps are not written yet."""
    for item in items:
        if isinstance(item.parent, FeatureModule) and item.get_closest_marker("pending"):
            item.add_marker(pytest.mark.skip(reason="pending: scenario not written yet, its ruling stays uncovered"))


@pytest.fixture(scope="session")
def conformance_engine(request: pytest.FixtureRequest) -> Iterator[tuple[Adapter, Hello]]:
    """The engine adapter, started once per run. If it can't start, every scenario is `error` with the same
    message, and it isn't tried again for each one."""
    settings = request.config.stash[engine_settings_key]
    if engine_failure_key in request.config.stash:
        raise AdapterError(request.config.stash[engine_failure_key])
    try:
        adapter = load_adapter(settings.engine, **settings.adapter_options())
    except AdapterError as exc:
        request.config.stash[engine_failure_key] = str(exc)
        raise
    try:
        try:
            hello = adapter.hello()
        except AdapterError as exc:
            request.config.stash[engine_failure_key] = str(exc)
            raise
        request.config.stash[hello_key] = {"name": hello.name, "version": hello.version}
        yield adapter, hello
    finally:
        adapter.close()


@pytest.fixture(scope="session")
def conformance_catalog(request: pytest.FixtureRequest) -> Catalog:
    return load_catalog(corpus_dir(request.config) / "cards.json")


@pytest.fixture
def conformance(
    request: pytest.FixtureRequest, conformance_engine: tuple[Adapter, Hello], conformance_catalog: Catalog
) -> Session:
    """This scenario's session with the engine."""
    adapter, hello = conformance_engine
    return Session(adapter, hello, corpus_dir(request.config), conformance_catalog)


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Generator[None, Any, None]:
    outcome = yield
    report = outcome.get_result()
    if not isinstance(item.parent, FeatureModule) or item.get_closest_marker("pending"):
        return  # a @pending scenario records no result, so its ruling stays uncovered
    if report.when == "call" or (report.when == "setup" and not report.passed):
        result = classify(item, call, report)
        step = item.stash.get(failed_step_key, None)
        bad_input = call.excinfo is not None and isinstance(call.excinfo.value, CorpusError)
        if result.status == "error" and bad_input and step and step not in (result.reason or ""):
            result.reason = f"{step}: {result.reason}"  # which step's input is bad
        # ResultCollector reads these, here and (under pytest-xdist) on the controller
        report.user_properties.append((RESULT_PROPERTY, result.to_json()))
        report.user_properties.append((RUN_PROPERTY, run_info(item.config)))
        if result.status == "unsupported":
            report.outcome = "skipped"
            report.longrepr = (str(item.path), item.location[1] or 0, f"unsupported: {result.reason}")


failed_step_key = pytest.StashKey[str]()


def pytest_bdd_before_scenario(request: pytest.FixtureRequest, feature: Any, scenario: Any) -> None:
    """A scenario that checks "the game is as it was before the action" has the game observed before each action."""
    if any(step.name == UNCHANGED for step in scenario.steps):
        request.getfixturevalue("conformance").watch_actions = True


def _step_text(step: Any) -> str:
    return f"{step.keyword.strip()} {step.name}"


def pytest_bdd_step_error(request: pytest.FixtureRequest, step: Any, **_: Any) -> None:
    request.node.stash[failed_step_key] = _step_text(step)


def pytest_bdd_step_func_lookup_error(request: pytest.FixtureRequest, feature: Any, step: Any, **_: Any) -> None:
    """A step that no step definition matches: said plainly, with its file and line (pytest-bdd's own
    `StepDefinitionNotFoundError` quotes the step inside quotes and names no vocabulary)."""
    if not isinstance(request.node.parent, FeatureModule):
        return
    request.node.stash[failed_step_key] = _step_text(step)
    path, corpus = Path(feature.filename), corpus_dir(request.config).parent
    label = str(path.relative_to(corpus)) if path.is_relative_to(corpus) else str(path)
    message = f"unknown step {_step_text(step)!r}: no step definition matches it (`mtg-conformance steps` lists them)"
    raise CorpusError(Problem(label, f"line {step.line_number}", message))


def pytest_collection_finish(session: pytest.Session) -> None:
    """The collected tree lives until the end of the run: move it out of the garbage collector's sight so
    every collection doesn't rescan it (about 10% of a 10,000-scenario run; docs/scaling.md).
    `MTG_CONFORMANCE_GC_FREEZE=0` turns this off (the benchmarks measure both)."""
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


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    report_dir = session.config.getoption("--report-dir", None)
    if report_dir is None or hasattr(session.config, "workerinput"):
        return
    if exitstatus == pytest.ExitCode.INTERRUPTED or session.config.stash.get(interrupted_key, False):
        # a report of part of the corpus would call the rulings it never reached uncovered: keep the last one
        print(f"mtg-conformance: run interrupted; {report_dir} was left as it was", file=sys.stderr)
        return
    from .report import write_reports

    results: list[ScenarioResult] = session.config.stash[results_key]
    write_reports(Path(report_dir), results, session.config)

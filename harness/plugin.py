"""The pytest plugin (entry point `pytest11`): collects `.feature` files of the corpus as pytest-bdd
scenarios, gives them the engine chosen with `--engine`, and records one result per scenario.

`pytest features/ --engine=NAME` and `mtg-conformance run` both go through here.
"""

from __future__ import annotations

import types
from collections.abc import Generator, Iterator
from pathlib import Path
from typing import Any

import pytest
from pytest_bdd import scenario as bdd_scenario
from pytest_bdd.feature import get_feature
from pytest_bdd.scenario import get_python_name_generator

from .adapters import Adapter, load_adapter
from .catalog import Catalog, load_catalog
from .paths import default_corpus
from .protocol import Hello
from .report import hello_key, now, started_key
from .results import ScenarioResult, classify, results_key
from .session import Session

pytest_plugins = ["harness.steps.board", "harness.steps.actions", "harness.steps.observations"]

TAG_MARKS = ("ruling", "cr", "mechanic", "card")


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("mtg-conformance", "Magic rules conformance corpus")
    group.addoption(
        "--engine",
        default="reference",
        help="engine adapter to run the corpus against (an entry point name); default: reference",
    )
    group.addoption("--corpus", default=None, help="corpus folder (default: features/ of this checkout)")
    group.addoption("--report-dir", default=None, help="write report.json (and the other reports) here")


def pytest_configure(config: pytest.Config) -> None:
    for mark in TAG_MARKS:
        config.addinivalue_line("markers", f"{mark}(value): corpus tag @{mark}:<value>")
    config.stash[results_key] = []
    config.stash[started_key] = now()


def corpus_dir(config: pytest.Config) -> Path:
    option = config.getoption("--corpus", None)
    return Path(option).resolve() if option else default_corpus()


def pytest_collect_file(file_path: Path, parent: pytest.Collector) -> pytest.Collector | None:
    if file_path.suffix == ".feature" and file_path.is_relative_to(corpus_dir(parent.config)):
        return FeatureModule.from_parent(parent, path=file_path)
    return None


class FeatureModule(pytest.Module):
    """A `.feature` file, seen by pytest as a module holding one test function per scenario."""

    def _getobj(self) -> types.ModuleType:
        module = types.ModuleType(self.path.stem)
        module.__file__ = str(self.path)
        feature = get_feature(str(self.path.parent), self.path.name)
        names = set()
        for name in feature.scenarios:
            wrapped = bdd_scenario(self.path.name, name, features_base_dir=str(self.path.parent))(_noop)
            test_name = next(n for n in get_python_name_generator(name) if n not in names)
            names.add(test_name)
            setattr(module, test_name, wrapped)
        return module


def _noop() -> None:
    """The scenario's steps are the test; nothing runs after them."""


@pytest.hookimpl(tryfirst=True)
def pytest_bdd_apply_tag(tag: str, function: Any) -> Any:
    """`@ruling:emerge.colored-not-reduced` becomes `pytest.mark.ruling("emerge.colored-not-reduced")`."""
    kind, _, value = tag.partition(":")
    if kind in TAG_MARKS and value:
        getattr(pytest.mark, kind)(value)(function)
        return True
    return None


@pytest.fixture(scope="session")
def conformance_engine(request: pytest.FixtureRequest) -> Iterator[tuple[Adapter, Hello]]:
    """The engine adapter, started once per run."""
    adapter = load_adapter(request.config.getoption("--engine"))
    try:
        hello = adapter.hello()
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
    session = Session(adapter, hello, corpus_dir(request.config), conformance_catalog)
    request.node.stash[session_key] = session
    return session


session_key = pytest.StashKey[Session]()


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Generator[None, Any, None]:
    outcome = yield
    report = outcome.get_result()
    if not isinstance(item.parent, FeatureModule):
        return
    if report.when == "call" or (report.when == "setup" and not report.passed):
        result = classify(item, call, report)
        item.config.stash[results_key].append(result)
        report.user_properties.append(("conformance", result.to_json()))
        if result.status == "unsupported":
            report.outcome = "skipped"
            report.longrepr = (str(item.path), item.location[1] or 0, f"unsupported: {result.reason}")


def pytest_sessionfinish(session: pytest.Session) -> None:
    report_dir = session.config.getoption("--report-dir", None)
    if report_dir is None or hasattr(session.config, "workerinput"):
        return
    from .report import write_reports

    results: list[ScenarioResult] = session.config.stash[results_key]
    write_reports(Path(report_dir), results, session.config)

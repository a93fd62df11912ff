"""Choosing which scenarios run: by ruling id glob (`--ruling 'emerge.*'`), mechanic, CR rule or section,
tag, and `--rerun-failed REPORT` (the scenarios that failed or errored in an earlier report).

Values of one option are alternatives (any may match); different options must all match. Scenarios left
out are reported to pytest as deselected, and the run is recorded as partial in the report."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from fnmatch import fnmatchcase
from pathlib import Path
from typing import Any

import pytest

from harness.corpus.scope import cr_matches
from harness.errors import CorpusError

#: statuses that `--rerun-failed` runs again
RERUN_STATUSES = frozenset({"fail", "error"})


def add_options(group: pytest.OptionGroup) -> None:
    group.addoption(
        "--ruling", action="append", default=[], metavar="GLOB", help="only scenarios of rulings matching GLOB"
    )
    group.addoption("--mechanic", action="append", default=[], metavar="GLOB", help="only scenarios of this mechanic")
    group.addoption(
        "--cr",
        action="append",
        default=[],
        metavar="RULE",
        help="only scenarios citing this CR rule or a subrule of it",
    )
    group.addoption(
        "--tag",
        action="append",
        default=[],
        metavar="GLOB",
        help="only scenarios with a tag matching GLOB (card:Sol_Ring)",
    )
    group.addoption(
        "--rerun-failed", default=None, metavar="REPORT", help="only scenarios that failed or errored in REPORT"
    )


def _tags(item: pytest.Item) -> set[str]:
    tags = set()
    for mark in item.iter_markers():
        tags.add(f"{mark.name}:{mark.args[0]}" if mark.args and isinstance(mark.args[0], str) else mark.name)
    return tags


def _values(item: pytest.Item, name: str) -> list[str]:
    return [m.args[0] for m in item.iter_markers(name) if m.args]


def _any_glob(patterns: Iterable[str], values: Iterable[str]) -> bool:
    values = list(values)
    return any(fnmatchcase(v, p) for p in patterns for v in values)


def failed_in(report_path: str) -> set[str]:
    """Ids and `feature::scenario title` of the scenarios that failed or errored in a report file."""
    from harness.reports.report import load_report

    if not Path(report_path).exists():
        raise CorpusError(f"{report_path}: --rerun-failed: no such report")
    report = load_report(report_path)
    keys = set()
    for s in report["scenarios"]:
        if s["status"] in RERUN_STATUSES:
            keys |= {s["id"], f"{s['feature']}::{s['scenario']}"}
    return keys


@dataclass
class Selection:
    rulings: list[str] = field(default_factory=list)
    mechanics: list[str] = field(default_factory=list)
    cr: list[str] = field(default_factory=list)
    tags: list[str] = field(default_factory=list)
    rerun_failed: str | None = None
    rerun: set[str] | None = None

    @classmethod
    def from_config(cls, config: pytest.Config) -> Selection:
        rerun = config.getoption("--rerun-failed", None)
        return cls(
            rulings=config.getoption("--ruling", None) or [],
            mechanics=config.getoption("--mechanic", None) or [],
            cr=config.getoption("--cr", None) or [],
            tags=config.getoption("--tag", None) or [],
            rerun_failed=rerun,
            rerun=failed_in(rerun) if rerun else None,
        )

    def active(self) -> bool:
        return bool(self.rulings or self.mechanics or self.cr or self.tags or self.rerun_failed)

    def keeps(self, item: pytest.Item, title: str) -> bool:
        """Whether the scenario `item` (titled `title`) is selected."""
        if self.rulings and not _any_glob(self.rulings, _values(item, "ruling")):
            return False
        if self.mechanics and not _any_glob(self.mechanics, _values(item, "mechanic")):
            return False
        if self.cr and not any(cr_matches(w, r) for w in self.cr for r in _values(item, "cr")):
            return False
        if self.tags and not _any_glob(self.tags, _tags(item)):
            return False
        if self.rerun is not None:
            return item.nodeid in self.rerun or f"{item.path.name}::{title}" in self.rerun
        return True

    def record(self, deselected: int, keyword: str | None) -> dict[str, Any]:
        """The report's `selection` object."""
        return {
            "partial": deselected > 0,
            "deselected": deselected,
            "rulings": self.rulings,
            "mechanics": self.mechanics,
            "cr": self.cr,
            "tags": self.tags,
            "rerun_failed": self.rerun_failed,
            "keyword": keyword or None,
        }


def select(items: list[pytest.Item], selection: Selection, is_scenario: Any, title: Any) -> list[pytest.Item]:
    """The items `selection` drops (non-scenario items are never dropped); `items` keeps the others."""
    if not selection.active():
        return []
    kept, dropped = [], []
    for item in items:
        (kept if not is_scenario(item) or selection.keeps(item, title(item)) else dropped).append(item)
    items[:] = kept
    return dropped


# pytest hooks (this module is a plugin of `harness.run.plugin`)

_deselected_key = pytest.StashKey[int]()
_selection_key = pytest.StashKey[Selection]()


def pytest_addoption(parser: pytest.Parser) -> None:
    add_options(parser.getgroup("mtg-conformance", "Magic rules conformance corpus"))


def _is_scenario(item: pytest.Item) -> bool:
    """A scenario of the corpus; a malformed feature's error is not one, so no selection hides it."""
    from harness.run.features import FeatureModule, MalformedFeature

    return isinstance(item.parent, FeatureModule) and not isinstance(item, MalformedFeature)


def _title(item: pytest.Item) -> str:
    from harness.run.collect import scenario_name

    return scenario_name(item)


@pytest.hookimpl(trylast=True)
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    try:
        selection = Selection.from_config(config)
    except CorpusError as exc:
        raise pytest.UsageError(str(exc)) from None
    config.stash[_selection_key] = selection
    dropped = select(items, selection, _is_scenario, _title)
    if dropped:
        config.hook.pytest_deselected(items=dropped)
    scenarios = [i for i in dropped if _is_scenario(i)]
    if scenarios and not any(_is_scenario(i) for i in items):
        from harness.run.plugin import nothing_selected_key

        config.stash[nothing_selected_key] = nothing_matched(selection, scenarios, _title)


_OPTIONS = (("--ruling", "rulings"), ("--mechanic", "mechanics"), ("--cr", "cr"), ("--tag", "tags"))


def nothing_matched(selection: Selection, scenarios: list[pytest.Item], title: Any) -> str:
    """Which part of the selection matched no scenario at all, or that its parts match none together."""
    alone = []
    for option, name in _OPTIONS:
        for value in getattr(selection, name):
            one = Selection(**{name: [value]})
            if not any(one.keeps(item, title(item)) for item in scenarios):
                alone.append(f"{option} {value!r}")
    if selection.rerun is not None and not selection.rerun:
        alone.append(f"--rerun-failed {selection.rerun_failed}: no scenario failed or errored there")
    elif selection.rerun:
        again = Selection(rerun_failed=selection.rerun_failed, rerun=selection.rerun)
        if not any(again.keeps(item, title(item)) for item in scenarios):
            alone.append(f"--rerun-failed {selection.rerun_failed} (the scenarios that failed there: none is here)")
    if alone:
        return f"nothing to run: {', '.join(alone)} matched none of the {len(scenarios)} scenarios"
    return f"nothing to run: no scenario of the {len(scenarios)} matches all of the selection options together"


def pytest_deselected(items: list[pytest.Item]) -> None:
    scenarios = [i for i in items if _is_scenario(i)]
    if scenarios:
        config = scenarios[0].config
        config.stash[_deselected_key] = config.stash.get(_deselected_key, 0) + len(scenarios)


def pytest_collection_finish(session: pytest.Session) -> None:
    from harness.run.collect import selection_key

    config = session.config
    deselected = config.stash.get(_deselected_key, 0)
    selection = config.stash.get(_selection_key, None) or Selection()
    keyword = config.getoption("keyword", None)
    if deselected or selection.active() or keyword:
        config.stash[selection_key] = selection.record(deselected, keyword)

"""Feature files as pytest collects them: a `.feature` of the corpus is a module holding one test per
scenario (pytest-bdd's `scenario`), and a feature that can't run as written is one item whose run reports why."""

from __future__ import annotations

import inspect
import types
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from pytest_bdd import scenario as bdd_scenario
from pytest_bdd.feature import get_feature
from pytest_bdd.scenario import get_python_name_generator

from harness.corpus.malformed import ITEM_NAME as MALFORMED
from harness.corpus.malformed import boundary_problems, parse_problems, scenario_problems
from harness.errors import CorpusError, Problem
from harness.reports.results import MAX_TEXT, shorten
from harness.run.corpus_folder import corpus_dir
from harness.run.outcomes import ConformanceFailure, EngineFault, ScenarioUnsupported

failed_step_key = pytest.StashKey[str]()


def pytest_collect_file(file_path: Path, parent: pytest.Collector) -> pytest.Collector | None:
    if file_path.suffix == ".feature" and file_path.is_relative_to(corpus_dir(parent.config)):
        return FeatureModule.from_parent(parent, path=file_path)
    return None


class FeatureModule(pytest.Module):
    """A `.feature` file, seen by pytest as a module holding one test function per scenario."""

    def collect(self) -> list[pytest.Item | pytest.Collector]:
        """A feature that can't run as written is one `error` naming the file and why (harness.corpus.malformed), and
        the other features still run: pytest would stop the whole run on a collection error."""
        label = str(self.path.relative_to(corpus_dir(self.config).parent))
        problems = boundary_problems(self.path, corpus_dir(self.config), label)
        if problems:
            return [MalformedFeature.from_parent(self, name=MALFORMED, problems=problems)]
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
        return shorten("\n".join(lines), self.config.getoption("--max-text", MAX_TEXT))


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


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """`@pending` scenarios (skeletons from `import-rulings`) are skipped: their steps are not written yet."""
    for item in items:
        if isinstance(item.parent, FeatureModule) and item.get_closest_marker("pending"):
            item.add_marker(pytest.mark.skip(reason="pending: scenario not written yet, its ruling stays uncovered"))


class MalformedFeature(pytest.Item):
    """Stands for a feature file that can't be collected: running it reports the problems as an `error`."""

    def __init__(self, *, problems: list[Problem], **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.problems = problems

    def runtest(self) -> None:
        raise CorpusError(self.problems)

    def reportinfo(self) -> tuple[Path, int, str]:
        return self.path, 0, f"{MALFORMED}: {self.problems[0]}"

    def repr_failure(self, excinfo: pytest.ExceptionInfo[BaseException], style: Any = None) -> str:
        return str(excinfo.value)

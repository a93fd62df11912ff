"""What the lint reads of a corpus, each part once and only when a check needs it, and what it finds."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from typing import Any

from harness.corpus.catalog import Catalog, problems_in_catalog
from harness.corpus.rulings import INDEX
from harness.corpus.scan import FeatureInfo, ScenarioInfo, load_cr_rules, scan_features
from harness.corpus.validate import ReadStep, validate_index
from harness.errors import Problem
from harness.reading import load_json


@dataclass(frozen=True)
class Finding:
    """One lint finding: which check, where (file and JSON pointer or line), what is wrong."""

    check: str
    file: str
    where: str
    message: str

    def __str__(self) -> str:
        return f"{self.file}: {self.where or '/'}: {self.message} [{self.check}]"


class CorpusView:
    """The corpus, each part read once and only when a check needs it."""

    def __init__(self, corpus: Path, read_step: ReadStep) -> None:
        self.read_step = read_step
        self.path = Path(corpus)

    def label(self, path: Path | str) -> str:
        path = self.path / path if isinstance(path, str) else path
        base = self.path.parent
        return path.relative_to(base).as_posix() if path.is_relative_to(base) else str(path)

    @cached_property
    def catalog_problems(self) -> list[Problem]:
        return problems_in_catalog(self.path / "cards.json")

    @cached_property
    def catalog(self) -> Catalog | None:
        if self.catalog_problems:
            return None
        path = self.path / "cards.json"  # read afresh: load_catalog caches by path, the lint may run again
        return Catalog(path, load_json(path)["data"])

    @cached_property
    def index_problems(self) -> list[Problem]:
        return validate_index(self.path)

    @cached_property
    def index(self) -> list[dict[str, Any]]:
        """The index's entries, [] when it can't be read (the ``index`` check says why)."""
        try:
            data = load_json(self.path / INDEX)
        except ValueError:
            return []
        entries = data.get("rulings") if isinstance(data, dict) else None
        return [e for e in entries if isinstance(e, dict)] if isinstance(entries, list) else []

    @cached_property
    def ruling_ids(self) -> set[str]:
        return {e["id"] for e in self.index if isinstance(e.get("id"), str)}

    @cached_property
    def features(self) -> list[FeatureInfo]:
        return scan_features(self.path)

    @cached_property
    def scenarios(self) -> list[ScenarioInfo]:
        return [s for f in self.features for s in f.scenarios]

    @cached_property
    def cr_rules(self) -> dict[str, str]:
        return load_cr_rules(self.path)

    def at(self, scenario: ScenarioInfo) -> tuple[str, str]:
        return self.label(scenario.feature), f"line {scenario.line}"


def from_problems(check: str, problems: Iterable[Problem]) -> list[Finding]:
    return [Finding(check, p.file, p.pointer, p.message) for p in problems]

"""The card catalog (`features/cards.json`, MTGJSON AtomicCards shape): the cards the corpus may name."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache, cached_property
from pathlib import Path
from typing import Any

from harness.corpus.schemas import validate_instance
from harness.errors import CorpusError, Problem
from harness.reading import InputError, load_json


@dataclass(frozen=True, eq=False)
class Catalog:
    path: Path
    cards: dict[str, list[dict[str, Any]]]

    @cached_property
    def names(self) -> frozenset[str]:
        """Card names (the keys) and face names: what fixtures and steps may use."""
        faces = {f.get("faceName") for faces in self.cards.values() for f in faces}
        return frozenset(self.cards) | frozenset(f for f in faces if f)

    def layout(self, name: str) -> str | None:
        faces = self.cards.get(name)
        return faces[0].get("layout") if faces else None

    def has_back(self, name: str) -> bool:
        return len(self.cards.get(name, ())) > 1


def problems_in_catalog(path: Path) -> list[Problem]:
    try:
        data = load_json(path)
    except InputError as exc:
        return [Problem(exc.file, exc.pointer, f"can't read the catalog: {exc.message}")]
    return validate_instance(data, "cards.schema.json", str(path), path.parent)


@cache
def load_catalog(path: Path) -> Catalog:
    problems = problems_in_catalog(path)
    if problems:
        raise CorpusError(problems)
    return Catalog(path, load_json(path)["data"])

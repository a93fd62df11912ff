"""The two engines of an exploration, started and checked before the long run: each answers `hello`, loads a
board with two players, and both know some cards and action kinds in common. What is wrong is an
`ExploreError` saying so (the command exits 2), never a traceback."""

from __future__ import annotations

from contextlib import suppress
from dataclasses import dataclass
from typing import Any

from harness.corpus.catalog import Catalog
from harness.engines.contract import Adapter, AdapterError
from harness.engines.loading import start_adapter
from harness.engines.protocol import Hello, Ok
from harness.explore.compare import Pair, call
from harness.explore.model import CardPool

TWO_PLAYERS: dict[str, Any] = {
    "turn": {"number": 2, "active_player": "Alice", "step": "precombat_main"},
    "players": [{"name": "Alice"}, {"name": "Bob"}],
}


class ExploreError(Exception):
    """An engine or an option that makes exploring impossible."""


@dataclass
class Engines:
    pair: Pair
    pool: CardPool
    names: tuple[str, str]  # as hello gave them
    adapters: tuple[Adapter, Adapter]

    def close(self) -> None:
        for adapter in self.adapters:
            with suppress(Exception):  # an engine that fails to stop doesn't change what was found
                adapter.close()


def _start(engine: str, options: dict[str, Any]) -> tuple[Adapter, Hello]:
    try:
        adapter, hello = start_adapter(engine, **options)  # created and greeted, closed again if that fails
    except AdapterError as exc:
        raise ExploreError(str(exc)) from None
    answer = call(adapter.load, TWO_PLAYERS)
    if not isinstance(answer, Ok):
        adapter.close()
        raise ExploreError(f"the engine {engine!r} can't load a board with two players: {answer.to_json()}")
    return adapter, hello


def open_engines(
    engine: str, against: str, options: tuple[dict[str, Any], dict[str, Any]], catalog: Catalog
) -> Engines:
    """Start both engines and find what they have in common; closes what it started when it fails."""
    started: list[Adapter] = []
    try:
        hellos = []
        for name, opts in zip((engine, against), options, strict=True):
            adapter, hello = _start(name, opts)
            started.append(adapter)
            hellos.append(hello)
        known = frozenset(catalog.cards)
        for hello in hellos:
            known &= hello.cards or known  # an engine that lists no cards is taken to know the catalog
        pool = CardPool.from_catalog(catalog, known)
        if not pool:
            raise ExploreError(f"the engines have no permanent card and no spell of {catalog.path} in common")
        if not hellos[0].actions & hellos[1].actions:
            raise ExploreError("the engines have no action kind in common: nothing to compare")
    except BaseException:
        for adapter in started:
            adapter.close()
        raise
    pair = Pair(started[0], started[1], (hellos[0], hellos[1]))
    names = (hellos[0].name, hellos[1].name)
    if names[0] == names[1]:  # the engine against itself: say which transport answered what
        names = (f"{names[0]} ({engine})", f"{names[1]} ({against})")
    return Engines(pair, pool, names, (started[0], started[1]))

"""Sagas (CR 714): lore counters put on a Saga as it enters (714.3a) and as its controller's precombat main phase
begins (714.3b) trigger its chapter abilities (714.2b); once it has as many as its final chapter number, it is
sacrificed (714.4, 704.5s); abilities that trigger when its final chapter ability resolves trigger once that
resolution is done (608.2p)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from .continuous import characteristics
from .game import Event, Game
from .objects import GameObject
from .triggers import emit
from .vocabulary import Triggered


def chapter(ability: Any) -> int | None:
    """The chapter number of a chapter ability ("III — [effect]", 714.2a), None for any other ability."""
    return ability.when.get("chapter") if isinstance(ability, Triggered) else None


def final_chapter(obj: GameObject) -> int:
    """CR 714.2d: the greatest chapter number among its chapter abilities; 0 with none."""
    return max((n for a in obj.behaviour.of(Triggered) if (n := chapter(a)) is not None), default=0)


def put_lore_counter(game: Game, saga: GameObject) -> None:
    """Its controller puts a lore counter on the Saga, an event its chapter abilities trigger on (714.2b)."""
    saga.counters["lore"] = saga.counters.get("lore", 0) + 1
    emit(game, Event("counters_put", saga.controller, saga, {"counter": "lore", "amount": 1}))


def _sagas(game: Game, player: str | None = None) -> Iterator[GameObject]:
    for perm in list(game.permanents()):
        if (player is None or perm.controller == player) and "Saga" in characteristics(game, perm).subtypes:
            yield perm


def enters(game: Game, obj: GameObject) -> None:
    """CR 714.3a: as a Saga (without read ahead) enters, its controller puts a lore counter on it."""
    if "Saga" in characteristics(game, obj).subtypes:
        put_lore_counter(game, obj)


def precombat_main_begins(game: Game) -> None:
    """CR 714.3b: a turn-based action: the active player puts a lore counter on each Saga they control."""
    for saga in _sagas(game, game.active):
        put_lore_counter(game, saga)


def sagas_to_sacrifice(game: Game) -> list[GameObject]:
    """CR 714.4, 704.5s: Sagas with at least their final chapter number of lore counters that aren't the source of
    a chapter ability that has triggered but not yet left the stack."""
    waiting = [(t.source, t.ability) for t in (*game.pending_triggers, *game.trigger_queue)]
    waiting += [(e.source, e.ability) for e in game.stack if e.obj is None]
    sources = {s.identity for s, a in waiting if s is not None and chapter(a) is not None}
    return [s for s in _sagas(game) if s.counters.get("lore", 0) >= final_chapter(s) and s.identity not in sources]


def resolved(game: Game, ability: Any, source: GameObject | None, controller: str) -> None:
    """CR 608.2p: once all the steps of a chapter ability's resolution are done, abilities that trigger when a
    Saga's final chapter ability resolves (714.2e) trigger; the Saga is the one that ability came from, as it last
    existed if it has left the battlefield."""
    n = chapter(ability)
    if source is not None and n is not None and n == final_chapter(source):
        emit(game, Event("final_chapter_resolved", controller, source))

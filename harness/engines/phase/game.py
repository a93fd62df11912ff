"""A game in phase as the adapter's parts use it: calls into phase (timed, with refusals told apart from
failures), and objects, seats and names looked up the way the protocol refers to them."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from harness.engines.phase.refusals import phase_rule
from harness.engines.phase.vocabulary import PhaseAdapterBug, PhaseRefusal, refusal_reason


class PhaseGame:
    """The state every part of the adapter shares; `PhaseAdapter` sets it up and implements the contract on it."""

    engine: Any
    game: Any
    catalog: dict[str, list[dict[str, Any]]]
    filler: str
    seats: dict[str, int]
    ids: dict[str, int]
    timings: list[dict[str, float]]
    last_paid: dict[int, str]
    staged: Any  # a cast stopped between the steps of CR 601.2 (`staging.StagedCast`), or None
    declared: set[tuple[int, str, int]]  # the declarations phase asked for and got: (turn, its prompt, seat)
    _phase_time: float

    @contextmanager
    def _timed(self) -> Iterator[None]:
        start, phase_before = time.perf_counter(), self._phase_time
        try:
            yield
        finally:
            if self.timings:
                spent_in_phase = self._phase_time - phase_before
                self.timings[-1]["phase_s"] += spent_in_phase
                self.timings[-1]["adapter_s"] += time.perf_counter() - start - spent_in_phase

    def call(self, fn: Callable[..., Any], *args: Any, **kw: Any) -> Any:
        """Call into phase, timing it; a refusal becomes `PhaseRefusal`, a panic or unreadable action an error."""
        start = time.perf_counter()
        try:
            return fn(*args, **kw)
        except ValueError as exc:
            reason = refusal_reason(str(exc))
            if reason is None:
                raise PhaseAdapterBug(f"phase could not read the adapter's request: {exc}") from exc
            raise PhaseRefusal(reason, phase_rule(reason)) from exc
        except BaseException as exc:
            if type(exc).__name__ == "PanicException":  # a Rust panic inside phase
                raise PhaseAdapterBug(f"phase panicked: {exc}") from None
            raise
        finally:
            self._phase_time += time.perf_counter() - start

    def apply(self, seat: int, action: dict[str, Any]) -> dict[str, Any]:
        return self.call(self.game.apply, seat, action).to_dict()

    def pool(self, seat: int) -> list[dict[str, Any]]:
        """The units of mana in the player's pool (each with its `pip_id` and `color`)."""
        return list(self.call(self.game.player, seat)["mana_pool"].get("mana", []))

    def waiting(self) -> dict[str, Any]:
        return self.call(self.game.waiting_for) or {}

    def legal(self) -> list[dict[str, Any]]:
        return [a.to_dict() for a in self.call(self.game.actions)]

    def obj(self, ref: str, zone: str | None = None) -> dict[str, Any]:
        """The phase object a reference names: a fixture id, or a card name (battlefield first, or in `zone`)."""
        if ref in self.ids:
            found = self.call(self.game.object, self.ids[ref])
            if found is None:
                raise PhaseRefusal(f"{ref!r} no longer exists")
            return found
        zones = [zone.capitalize()] if zone else ["Battlefield", "Stack", "Hand", "Graveyard", "Library", "Exile"]
        for where in zones:
            for o in self._zone_objects(where):
                if ref in (o.get("name"), o.get("base_name")):
                    return o
        raise PhaseRefusal(f"there is no object {ref!r}")

    def _zone_objects(self, zone: str) -> list[dict[str, Any]]:
        """Objects in a zone, through phase's light per-zone getters (the library only through the full state)."""
        g, seats = self.game, sorted(self.seats.values())
        if zone == "Battlefield":
            return list(self.call(g.battlefield))
        if zone == "Stack":
            return [self.call(g.object, e["source_id"]) or {} for e in reversed(self.call(g.stack))]
        if zone in ("Hand", "Graveyard"):
            getter = g.hand if zone == "Hand" else g.graveyard
            return [o for seat in seats for o in self.call(getter, seat)]
        if zone == "Exile":
            return list(self.call(g.exile))
        state = self.call(g.state)["state"]
        return [o for o in state["objects"].values() if o.get("zone") == zone]

    def seat(self, name: str) -> int:
        if name not in self.seats:
            raise PhaseRefusal(f"no player named {name!r}")
        return self.seats[name]

    def name_of_seat(self, seat: int | None) -> str | None:
        return next((n for n, s in self.seats.items() if s == seat), None)

    def name_of(self, oid: int | None) -> str:
        found = self.call(self.game.object, oid) if oid is not None else None
        return found.get("name", "?") if found else "?"

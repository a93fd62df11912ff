"""A pytest plugin for the benchmarks (`-p benchmarks.timing_plugin`): splits each scenario's time between the
engine (inside the adapter's `hello`/`load`/`perform`/`observe`) and everything else (pytest, pytest-bdd, the
harness). Writes JSON to `$MTG_BENCH_TIMING`. Wall-clock (perf_counter), so a subprocess engine counts too."""

from __future__ import annotations

import json
import os
import time
from collections.abc import Generator
from typing import Any

import pytest

_totals = {"scenarios": 0, "runtest_s": 0.0, "engine_s": 0.0, "engine_calls": 0, "engine_start_s": 0.0}
_wrapped: dict[int, Any] = {}


class _TimedAdapter:
    """Proxies an adapter, adding up the time spent in its protocol methods."""

    def __init__(self, adapter: Any) -> None:
        self._adapter = adapter

    def __getattr__(self, name: str) -> Any:
        attr = getattr(self._adapter, name)
        if name not in ("hello", "load", "perform", "observe", "observe_many", "send_queued"):
            return attr

        def timed(*args: Any, **kwargs: Any) -> Any:
            start = time.perf_counter()
            try:
                return attr(*args, **kwargs)
            finally:
                _totals["engine_s"] += time.perf_counter() - start
                _totals["engine_calls"] += 1

        setattr(self, name, timed)  # made once: the measuring costs the harness's side as little as it can
        return timed


def pytest_configure(config: pytest.Config) -> None:
    import harness.run.preflight
    from harness.run.session import Session

    start = harness.run.preflight.start_adapter

    def start_adapter(*args: Any, **kwargs: Any) -> Any:
        """Starting the engine (importing it, building its card data, a process's start and its hello) happens
        once per run, before the first scenario: `engine_start_s`, a fixed start, neither the harness's time nor
        any one scenario's."""
        began = time.perf_counter()
        try:
            return start(*args, **kwargs)
        finally:
            _totals["engine_start_s"] += time.perf_counter() - began

    harness.run.preflight.start_adapter = start_adapter

    original = Session.__init__

    def init(self: Any, adapter: Any, *args: Any, **kwargs: Any) -> None:
        timed = _wrapped.setdefault(id(adapter), _TimedAdapter(adapter))
        original(self, timed, *args, **kwargs)

    Session.__init__ = init  # type: ignore[method-assign]


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item: pytest.Item) -> Generator[None, Any, None]:
    start = time.perf_counter()
    yield
    _totals["runtest_s"] += time.perf_counter() - start
    _totals["scenarios"] += 1


def pytest_unconfigure(config: pytest.Config) -> None:
    inner = [getattr(t._adapter, "_phase_time", None) for t in _wrapped.values()]
    if any(v is not None for v in inner):  # an adapter that times its own engine calls (the phase adapter)
        _totals["engine_inner_s"] = sum(v or 0.0 for v in inner)
    path = os.environ.get("MTG_BENCH_TIMING")
    if path and not hasattr(config, "workerinput"):
        with open(path, "w", encoding="utf-8") as out:
            json.dump(_totals, out)

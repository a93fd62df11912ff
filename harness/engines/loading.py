"""Finding an engine by name: an entry point of the `mtg_conformance.engines` group, `package.module:Class`, or
`cmd:<command line>` for a process speaking the JSON-lines protocol."""

from __future__ import annotations

import contextlib
import os
import sys
from difflib import get_close_matches
from importlib import import_module
from importlib.metadata import entry_points
from typing import Any

from harness.engines.contract import Adapter, AdapterError
from harness.engines.exits import no_process_exit
from harness.engines.protocol import Hello


def available_engines() -> dict[str, Any]:
    return {ep.name: ep for ep in entry_points(group="mtg_conformance.engines")}


def _import_from_here(module_name: str) -> Any:
    """The module, looked for in the working directory too (last, so it shadows nothing installed), as
    `python -m` would: the `mtg-conformance` script doesn't put it on the path, and an adapter that isn't
    packaged is a file there."""
    here = os.getcwd()
    if here not in sys.path:
        sys.path.append(here)
    return import_module(module_name)


def load_adapter(name: str, **options: Any) -> Adapter:
    """The adapter registered under `name` in the `mtg_conformance.engines` entry point group, or a class
    named `package.module:Class` (handy for an adapter that isn't packaged), or `cmd:<command line>`: a process
    speaking the JSON-lines protocol (`harness.engines.subprocess`, docs/adapters.md). Whatever goes wrong is
    an `AdapterError` saying what (an adapter's own code may raise anything)."""
    if name.startswith("cmd:"):
        from harness.engines.subprocess import SubprocessAdapter  # only a cmd: engine pays for it

        return SubprocessAdapter(name[4:], **options)
    if ":" in name:
        module_name, _, attr = name.partition(":")
        try:
            factory = getattr(_import_from_here(module_name), attr)
        except Exception as exc:  # ImportError, AttributeError, or whatever the module raises when imported
            raise AdapterError(f"can't load the adapter {name!r}: {type(exc).__name__}: {exc}") from exc
    else:
        engines = available_engines()
        if name not in engines:
            known = ", ".join(sorted(engines)) or "none"
            close = get_close_matches(name, engines, n=1)
            hint = f"; did you mean {close[0]!r}?" if close else ""
            raise AdapterError(f"no engine adapter named {name!r} (installed: {known}){hint}")
        try:
            factory = engines[name].load()
        except Exception as exc:
            raise AdapterError(f"can't load the adapter {name!r}: {type(exc).__name__}: {exc}") from exc
    try:
        adapter = factory(**options)
    except (Exception, SystemExit) as exc:
        raise AdapterError(f"the adapter {name!r} raised {type(exc).__name__} when created: {exc}") from exc
    missing = [m for m in ("hello", "load", "perform", "observe") if not callable(getattr(adapter, m, None))]
    if missing:
        raise AdapterError(f"{name!r} gave a {type(adapter).__name__}, not an adapter (no {', '.join(missing)})")
    return adapter


def start_adapter(name: str, **options: Any) -> tuple[Adapter, Hello]:
    """The adapter, created and greeted: its `hello` must be a `harness.Hello`. Anything else is an
    `AdapterError` saying what went wrong, and the adapter is closed."""
    adapter = load_adapter(name, **options)
    try:
        with no_process_exit():
            hello = adapter.hello()
    except AdapterError:
        _close_quietly(adapter)
        raise
    except (Exception, SystemExit) as exc:
        _close_quietly(adapter)
        raise AdapterError(f"the adapter {name!r} raised {type(exc).__name__} on hello: {exc}") from exc
    if not isinstance(hello, Hello):
        _close_quietly(adapter)
        raise AdapterError(
            f"hello() of the adapter {name!r} returned a {type(hello).__name__}, not a harness.Hello "
            "(docs/adapters.md)"
        )
    return adapter, hello


def _close_quietly(adapter: Adapter) -> None:
    with contextlib.suppress(Exception):
        adapter.close()

"""Finding an engine by name: an entry point of the `mtg_conformance.engines` group, `package.module:Class`, or
`cmd:<command line>` for a process speaking the JSON-lines protocol."""

from __future__ import annotations

import os
import sys
from importlib import import_module
from importlib.metadata import entry_points
from typing import Any

from harness.engines.contract import Adapter, AdapterError


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
    speaking the JSON-lines protocol (`harness.engines.subprocess`, docs/adapters.md)."""
    if name.startswith("cmd:"):
        from harness.engines.subprocess import SubprocessAdapter  # only a cmd: engine pays for it

        return SubprocessAdapter(name[4:], **options)
    if ":" in name:
        module_name, _, attr = name.partition(":")
        try:
            factory = getattr(_import_from_here(module_name), attr)
        except (ImportError, AttributeError) as exc:
            raise AdapterError(f"can't load the adapter {name!r}: {exc}") from exc
        return factory(**options)
    engines = available_engines()
    if name not in engines:
        known = ", ".join(sorted(engines)) or "none"
        raise AdapterError(f"no engine adapter named {name!r} (installed: {known})")
    factory = engines[name].load()
    return factory(**options)

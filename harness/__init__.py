"""mtg-conformance: a rules-conformance corpus and harness for Magic: The Gathering rulings.

Public API: the adapter interface and its loader, the protocol messages, the scenario statuses.
"""

__version__ = "0.1.0"

from importlib import import_module
from typing import Any

# Imported on first use (PEP 562): `mtg-conformance --help` must not pay for the protocol and adapters.
_LAZY = {
    "Adapter": "engines.contract",
    "AdapterError": "engines.contract",
    "load_adapter": "engines.loading",
    "EngineError": "engines.protocol",
    "Hello": "engines.protocol",
    "Illegal": "engines.protocol",
    "Ok": "engines.protocol",
    "Unsupported": "engines.protocol",
    "Value": "engines.protocol",
}


def __getattr__(name: str) -> Any:
    if name in _LAZY:
        return getattr(import_module(f".{_LAZY[name]}", __name__), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")

__all__ = [
    "Adapter",
    "AdapterError",
    "EngineError",
    "Hello",
    "Illegal",
    "Ok",
    "Unsupported",
    "Value",
    "__version__",
    "load_adapter",
]

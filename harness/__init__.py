"""mtg-conformance: a rules-conformance corpus and harness for Magic: The Gathering rulings.

Public API: the adapter interface and its loader, the protocol messages, the scenario statuses.
"""

__version__ = "0.1.0"

from .adapters import Adapter, AdapterError, load_adapter
from .protocol import EngineError, Hello, Illegal, Ok, Unsupported, Value

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

"""The engines: the adapter contract (`contract`), its messages (`protocol`) and their schema
(`protocol_schema`), where an engine is configured (`config`), and the transports: in-process (`reference`),
JSON lines over a subprocess (`subprocess`, `lines`) and phase.rs (`phase`). Imports only the corpus below it."""

from harness.engines.contract import Adapter, AdapterError
from harness.engines.loading import load_adapter
from harness.engines.protocol import EngineError, Hello, Illegal, Ok, Unsupported, Value

__all__ = ["Adapter", "AdapterError", "EngineError", "Hello", "Illegal", "Ok", "Unsupported", "Value", "load_adapter"]

"""The reference rules engine of mtg-conformance: the rules the corpus touches, a module per Comprehensive Rules
section or topic, named after what it holds. docs/engine.md maps each CR chapter to its modules and says where the
next ones go (combat in `combat.py`, the layer system in `layers.py`, replacement effects in `replacement.py`), and
when the folder is grouped by chapter; docs/engine-map.md lists each rule with the functions implementing it. Card
behaviour is data in `cards/`, grouped by mechanic or card family. The engine knows nothing about the harness."""

from .engine import ReferenceEngine
from .errors import BoardError, EngineError, RulesError, UnknownCard, Unsupported
from .version import __version__

__all__ = ["BoardError", "EngineError", "ReferenceEngine", "RulesError", "UnknownCard", "Unsupported", "__version__"]

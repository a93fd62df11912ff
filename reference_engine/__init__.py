"""The reference rules engine of mtg-conformance: the rules the corpus's rulings touch, organised by the
Comprehensive Rules. It knows nothing about the harness."""

from .engine import ReferenceEngine
from .errors import BoardError, EngineError, RulesError, UnknownCard, Unsupported
from .version import __version__

__all__ = ["BoardError", "EngineError", "ReferenceEngine", "RulesError", "UnknownCard", "Unsupported", "__version__"]

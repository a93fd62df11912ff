"""Where the project's data lives: the corpus (`features/`) and the schemas (`schemas/`)."""

from __future__ import annotations

import os
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SCHEMAS = ROOT / "schemas"


def default_corpus() -> Path:
    """`$MTG_CONFORMANCE_CORPUS`, else `features/` of this checkout."""
    return Path(os.environ.get("MTG_CONFORMANCE_CORPUS", ROOT / "features")).resolve()

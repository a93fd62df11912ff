"""Exits quietly (code 0) in the middle of the run, without answering a matching request."""

from __future__ import annotations

import sys
from typing import Any

from _faulty import main


def leave(request: dict[str, Any], line: str, out: Any) -> bool:
    sys.exit(0)


if __name__ == "__main__":
    main(leave, "perform")

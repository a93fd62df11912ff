"""Answers a matching request with a line that is not JSON (debug output printed to stdout)."""

from __future__ import annotations

from typing import Any

from _faulty import main


def garbage(request: dict[str, Any], line: str, out: Any) -> bool:
    out.write("DEBUG: looking at the board now...\n")
    out.flush()
    return True


if __name__ == "__main__":
    main(garbage, "observe")

"""Crashes (an uncaught exception, traceback on stderr, exit code 1) when asked to load a matching board."""

from __future__ import annotations

from typing import Any

from _faulty import main


def crash(request: dict[str, Any], line: str, out: Any) -> bool:
    raise RuntimeError("this engine cannot load this board (deliberate crash)")


if __name__ == "__main__":
    main(crash, "load")

"""Answers a matching request with one line of 20 MB (over the harness's 16 MiB limit)."""

from __future__ import annotations

import json
from typing import Any

from _faulty import main


def huge(request: dict[str, Any], line: str, out: Any) -> bool:
    out.write(json.dumps({"id": request["id"], "value": "x" * 20_000_000}) + "\n")
    out.flush()
    return True


if __name__ == "__main__":
    main(huge, "observe")

"""Answers a matching request correctly, but with another request's id."""

from __future__ import annotations

import json
from typing import Any

from _faulty import main


def wrong_id(request: dict[str, Any], line: str, out: Any) -> bool:
    out.write(json.dumps({"id": request["id"] + 1000, "ok": True}) + "\n")
    out.flush()
    return True


if __name__ == "__main__":
    main(wrong_id, "load")

"""Answers a matching request with a well-formed line that has one bad value: a refusal whose `rule` is
`"rule 605.1"`, where the protocol wants a bare CR number (`605.1`). The engine itself is fine and goes on."""

from __future__ import annotations

import json
from typing import Any

from _faulty import main


def bad_field(request: dict[str, Any], line: str, out: Any) -> bool:
    out.write(json.dumps({"id": request["id"], "ok": False, "illegal": "not now", "rule": "rule 605.1"}) + "\n")
    out.flush()
    return True


if __name__ == "__main__":
    main(bad_field, "perform")

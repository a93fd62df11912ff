"""Never answers a matching request (an endless loop that the harness's timeout must cut short)."""

from __future__ import annotations

import time
from typing import Any

from _faulty import main


def hang(request: dict[str, Any], line: str, out: Any) -> bool:
    while True:
        time.sleep(60)


if __name__ == "__main__":
    main(hang, "perform")

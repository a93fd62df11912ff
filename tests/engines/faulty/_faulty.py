"""What every miniature faulty engine shares: the reference engine served over the protocol
(`reference_engine.serve`), except that one request misbehaves.

`python tests/engines/faulty/<fault>.py [--on KIND] [--match TEXT]`: the fault strikes on every request of
kind KIND (`load`, `perform`, `observe`; default: the script's own) whose JSON line contains TEXT (default: any).
The tests choose TEXT so that it strikes a few known scenarios, and check that exactly those are `error`.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable
from typing import Any

from reference_engine.engine import ReferenceEngine
from reference_engine.serve import Server, default_catalog

# fault(request, line, out) -> True when it handled (or wrecked) the request itself
Fault = Callable[[dict[str, Any], str, Any], bool]


def main(fault: Fault, default_kind: str) -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--on", default=default_kind)
    parser.add_argument("--match", default="")
    args = parser.parse_args()
    out, sys.stdout = sys.stdout, sys.stderr
    server = Server(ReferenceEngine(default_catalog()))
    for line in sys.stdin:
        request = json.loads(line)
        if request.get("request") == args.on and args.match in line and fault(request, line, out):
            continue
        out.write(json.dumps(server.answer(line)) + "\n")
        out.flush()
        if server.stopped:
            return

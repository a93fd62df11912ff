"""The engine a corpus run records the corpus's chains of actions with (`harness.explore.traces`)."""

from __future__ import annotations

import json
import os
from typing import Any

from harness.engines.protocol import Ok, Response
from harness.engines.reference import ReferenceAdapter
from harness.explore.traces import RECORD


class Recorder(ReferenceAdapter):
    """The reference engine, writing each board it loads and each action it is asked (and whether it allowed it) to
    `$MTG_EXPLORE_TRACES`."""

    def load(self, board: dict[str, Any]) -> Response:
        answer = super().load(board)
        self._write({"board": board} if isinstance(answer, Ok) else {"not_loaded": True})
        return answer

    def perform(self, action: dict[str, Any]) -> Response:
        answer = super().perform(action)
        self._write({"action": action, "allowed": isinstance(answer, Ok)})
        return answer

    def _write(self, line: dict[str, Any]) -> None:
        scenario = os.environ.get("PYTEST_CURRENT_TEST", "").rsplit(" (", 1)[0]  # its node id, as pytest names it
        with open(os.environ[RECORD], "a", encoding="utf-8") as out:
            out.write(json.dumps({"scenario": scenario, **line}) + "\n")

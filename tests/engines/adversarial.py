"""In-process adapters that feed the harness bad input from the engine's side (tests/test_adversarial.py): text
that looks like markup, megabytes of answer, a name with brackets, nothing implemented, and adapters that
can't even start (raising when created, still abstract, a `hello` that isn't a `Hello`)."""

from __future__ import annotations

from typing import Any

from harness.engines.contract import Adapter
from harness.engines.protocol import EngineError, Hello, Ok, Response, Value
from harness.engines.reference import ReferenceAdapter

MARKUP = "[/x] [bold]not bold[/bold] [link=file:///etc/passwd]x[/link] {0} %s"
HUGE = 10_000_000  # characters of one answer


class MarkupInErrors(ReferenceAdapter):
    """Every query is answered with an engine error whose text is rich markup, a format string and a closing tag
    that opens nothing."""

    def observe(self, query: dict[str, Any]) -> Response:
        return EngineError(f"engine trouble {MARKUP}")


class MarkupName(ReferenceAdapter):
    def hello(self) -> Hello:
        hello = super().hello()
        return Hello("[red]engine[/] [/x]", "[1.0]", hello.protocol, hello.actions, hello.queries, hello.cards)


class HugeAnswers(ReferenceAdapter):
    """A mana pool is answered with a valid answer of 10 MB (`{C}` over and over): a scenario checking one fails,
    with all of it as what was observed."""

    def observe(self, query: dict[str, Any]) -> Response:
        if query["kind"] == "mana_pool":
            return Value("{C}" * (HUGE // 3))
        return super().observe(query)


class HugeWrongAnswers(ReferenceAdapter):
    """Every query is answered with 10 MB of JSON that is no answer of the protocol."""

    def observe(self, query: dict[str, Any]) -> Response:
        return Value(["x" * 1000] * (HUGE // 1000))


class ImplementsNothing(ReferenceAdapter):
    """Loads boards, lists no action or query kind: every scenario is unsupported."""

    def hello(self) -> Hello:
        return Hello("nothing", "0")


class RaisesWhenCreated(Adapter):
    def __init__(self) -> None:
        raise RuntimeError(f"can't start {MARKUP}")

    def hello(self) -> Hello:
        raise AssertionError

    def load(self, board: dict[str, Any]) -> Response:
        return Ok()

    def perform(self, action: dict[str, Any]) -> Response:
        return Ok()

    def observe(self, query: dict[str, Any]) -> Response:
        return Ok()


class StillAbstract(Adapter):
    def hello(self) -> Hello:
        return Hello("abstract", "0")


class HelloIsADict(ReferenceAdapter):
    def hello(self) -> Any:
        return {"name": "dict", "version": "1"}


class AnswersDicts(ReferenceAdapter):
    """Answers with plain dicts, not protocol objects."""

    def perform(self, action: dict[str, Any]) -> Any:
        return {"ok": True}

    def observe(self, query: dict[str, Any]) -> Any:
        return {"value": 20}


class LoadRaises(ReferenceAdapter):
    def load(self, board: dict[str, Any]) -> Response:
        raise KeyError("players")


class CloseRaises(ReferenceAdapter):
    def close(self) -> None:
        raise OSError("can't close")


class StrayThread(ReferenceAdapter):
    """Starts a thread that is not a daemon and never ends (a log shipper, a pool it forgot to shut down): Python
    would wait for it at exit, after the run."""

    def hello(self) -> Hello:
        import threading
        import time

        threading.Thread(target=time.sleep, args=(3600,), name="engine-log-shipper").start()
        return super().hello()

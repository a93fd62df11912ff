"""Request and answer lines of the subprocess transport (harness/engines/subprocess.py): a request written as
one line, and the line that answers it read back as a JSON object with its id."""

from __future__ import annotations

import json
from typing import Any

from harness.engines.process import EngineFailure
from harness.engines.protocol import PROTOCOL_VERSION, EngineError, Hello, Response, response_from_json
from harness.engines.protocol_schema import fitting_problem, problem
from harness.text import shorten

_SHOWN = 200  # characters of an offending line quoted in a message

_ENCODE = json.JSONEncoder(ensure_ascii=False, separators=(",", ":")).encode  # json.dumps makes one per call

# answers found fitting, as (request kind, query kind, the line after its id): an answer is checked against the
# schema once, not at every request (docs/scaling.md, figure 4)
FITTED: set[tuple[str, Any, bytes]] = set()
FITTED_MAX = 50_000  # a few MB at most, however long the run


def encode_request(request_id: int, kind: str, payload: dict[str, Any]) -> bytes:
    """One request line: `{"id": ..., "request": kind, ...payload}` and a newline."""
    return _ENCODE({"id": request_id, "request": kind, **payload}).encode("utf-8") + b"\n"


def after_id(line: bytes, request_id: int) -> bytes | None:
    """The rest of a line that starts with its id (`{"id": 7, ` or `{"id":7,`), else None. Lines with the same
    rest hold the same answer but for the id: a line whose rest named another id would fail the id check."""
    for start in (b'{"id": %d, ' % request_id, b'{"id":%d,' % request_id):
        if line.startswith(start):
            return line[len(start) :]
    return None


def _shorten(text: str, limit: int = _SHOWN) -> str:
    return shorten(text, limit)


def summary(kind: str, payload: dict[str, Any]) -> str:
    """`perform {"kind":"cast",...}` / `load`: what the request asked, short enough for a message."""
    inner = payload.get("action") or payload.get("query")
    if not isinstance(inner, dict):
        return kind
    return f"{kind} {_shorten(json.dumps(inner, ensure_ascii=False, separators=(',', ':')), 120)}"


class Request:
    """`request 7: perform {"kind":"cast",...}` in a message; written out only when a message needs it."""

    def __init__(self, request_id: int, kind: str, payload: dict[str, Any]) -> None:
        self.request_id, self.kind, self.payload = request_id, kind, payload

    def __str__(self) -> str:
        return f"request {self.request_id}: {summary(self.kind, self.payload)}"


def parsed(line: bytes, what: Request) -> Any:
    """The JSON object a line holds, with the id of `what`."""
    request_id = what.request_id
    try:
        data = json.loads(line.decode("utf-8"))
    except UnicodeDecodeError as exc:
        raise EngineFailure(f"answered {what} with a line that is not UTF-8 (byte {exc.start})") from None
    except json.JSONDecodeError as exc:
        text = _shorten(line.decode("utf-8").strip())
        raise EngineFailure(f"answered {what} with a line that is not JSON ({exc.msg}): {text!r}") from None
    if not isinstance(data, dict):
        raise EngineFailure(f"answered {what} with {_shorten(json.dumps(data))}, not a JSON object")
    if isinstance(data.get("id"), int) and 0 < data["id"] < request_id:
        # it may not have been read before this request was sent: it is still a stray line
        raise EngineFailure(
            f"wrote a line when no request was waiting (one request gets one line): it answers the earlier "
            f"request {data['id']}, not {what}: {_shorten(json.dumps(data))}"
        )
    if data.get("id") != request_id:
        got = "no id" if "id" not in data else f"id {json.dumps(data['id'])}"
        raise EngineFailure(
            f"answered {what} with {got}: {_shorten(json.dumps(data))} (a response echoes its request's id)"
        )
    return data


def parse_hello(data: dict[str, Any]) -> Hello:
    """The engine's answer to `hello`, checked: its protocol version, and the shape of a hello answer."""
    if data.get("protocol") != PROTOCOL_VERSION and isinstance(data.get("protocol"), int):
        raise EngineFailure(f"speaks protocol {data['protocol']}; this harness speaks protocol {PROTOCOL_VERSION}")
    if "error" in data or "unsupported" in data:
        raise EngineFailure(f"answered hello with {_shorten(json.dumps(data))}")
    wrong = problem(data, "hello_response")
    if wrong is not None:
        raise EngineFailure(
            f"answered hello with {_shorten(json.dumps(data))}, which is not a hello answer "
            f"({wrong}; see $defs/hello_response in protocol.schema.json)"
        )
    return Hello.from_json(data)


# the answers each request may get; anything else is a protocol violation
_ALLOWED: dict[str, tuple[str, ...]] = {
    "load": ("ok", "unsupported", "error"),
    "perform": ("ok", "illegal", "unsupported", "error"),
    "observe": ("value", "illegal", "unsupported", "error"),
    "stop": ("ok", "error"),
}


def _shape(data: dict[str, Any]) -> str:
    """The kind of response a line means to be, from its keys (`$defs/<kind>`), even when a value is wrong."""
    for key in ("name", "error", "unsupported", "value", "illegal"):
        if key in data:
            return {"name": "hello_response"}.get(key, key)
    if "ok" not in data:
        return "response"
    return "illegal" if data["ok"] is False else "ok"


def checked_answer(data: dict[str, Any], what: Request, context: dict[str, Any]) -> Response:
    """The response a line (a JSON object with the request's id) holds, if it is one of the protocol's and one a
    `what` request may get; else an `EngineError` naming the field, its value and what it must be. The engine is
    still in step (it answered this request), so the caller keeps it: only this request's scenario errs. `context`
    goes with such an error (the engine, the request sent)."""
    shape = _shape(data)
    # the id was checked equal to this request's; when it is an int, the key leaves it out
    key = {**data, "id": 0} if type(data["id"]) is int else None
    wrong = "a hello answer" if shape == "hello_response" else fitting_problem(data, shape, key)
    kind = what.kind
    answered = f"the engine answered {what} with {_shorten(json.dumps(data, ensure_ascii=False))}"
    if wrong is not None:
        return EngineError(f"{answered}, which is not a protocol response: {wrong} (docs/adapters.md)", context)
    allowed = _ALLOWED.get(kind)
    if allowed is not None and shape not in allowed:
        return EngineError(f"{answered}: a {kind} request is answered with {' or '.join(allowed)}", context)
    return response_from_json(data)

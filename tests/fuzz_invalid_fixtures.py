"""Invalid fixture files for the fuzzing of tests/test_fuzz_fixtures.py and benchmarks/robustness.py: wrong types,
unknown keys, unknown cards, dangling and duplicate ids, bad numbers, deep nesting, broken bytes, things that are no
board; and the check that such a file is refused with its file and a JSON pointer."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from hypothesis import strategies as st

from harness.corpus.catalog import load_catalog
from harness.corpus.fixtures import load_fixture, problems_in_fixture, semantic_problems
from harness.corpus.schemas import validate_instance
from harness.errors import CorpusError
from harness.paths import ROOT

CATALOG = load_catalog(ROOT / "features" / "cards.json")
BOARD_SCHEMA = json.loads((ROOT / "schemas" / "board.schema.json").read_text(encoding="utf-8"))
CARDS = sorted(CATALOG.names)
ZONES = ["battlefield", "hand", "graveyard", "library", "exile"]


# -- invalid fixture files ----------------------------------------------------------------------------------

BASE = {
    "turn": {"number": 3, "active_player": "Alice", "step": "precombat_main"},
    "players": [
        {
            "name": "Alice",
            "life": 20,
            "battlefield": [{"card": "Llanowar Elves", "id": "elves"}, {"card": "Forest", "count": 2}],
            "hand": [{"card": "Llanowar Elves", "id": "spare"}],
        },
        {"name": "Bob"},
    ],
}
WRONG_VALUES = [None, True, 1.5, -1, 0, 10**30, 10**400, "", "x" * 5000, [], [1], {}, {"k": 1}, float("inf")]
INVALID_PATHS: list[list[Any]] = [
    ["turn"],
    ["turn", "number"],
    ["turn", "step"],
    ["turn", "active_player"],
    ["players"],
    ["players", 0],
    ["players", 0, "name"],
    ["players", 0, "life"],
    ["players", 0, "battlefield"],
    ["players", 0, "battlefield", 0],
    ["players", 0, "battlefield", 0, "card"],
    ["players", 0, "battlefield", 0, "id"],
    ["players", 0, "battlefield", 1, "count"],
    ["players", 0, "hand", 0],
]


def _set(board: dict[str, Any], path: list[Any], value: Any) -> None:
    node: Any = board
    for key in path[:-1]:
        node = node[key]
    node[path[-1]] = value


def _nested(depth: int) -> Any:
    value: Any = 0
    for i in range(depth):
        value = [value] if i % 2 else {"k": value}
    return value


def as_json(board: Any) -> bytes:
    return json.dumps(board, ensure_ascii=False).encode("utf-8")


def _copy() -> dict[str, Any]:
    return json.loads(json.dumps(BASE))


# each: draw -> the bytes of a fixture file that must be refused
@st.composite
def wrong_type(draw: st.DrawFn) -> bytes:
    board = _copy()
    _set(board, draw(st.sampled_from(INVALID_PATHS)), draw(st.sampled_from(WRONG_VALUES)))
    return as_json(board)


@st.composite
def unknown_key(draw: st.DrawFn) -> bytes:
    board = _copy()
    key = draw(st.text(min_size=1, max_size=20).filter(lambda k: k not in ("$schema", "turn", "players", "stack")))
    target = draw(st.sampled_from([board, board["turn"], board["players"][1], board["players"][0]["battlefield"][0]]))
    if key in target or (target is board["turn"] and key in ("number", "active_player", "step", "priority")):
        key = "__" + key
    if target is board["players"][1] and key in ("name", "life", "mana_pool", "mana_spent_on_spells", *ZONES):
        key = "__" + key
    target[key] = draw(st.sampled_from([1, "x", None, [], {}]))
    return as_json(board)


@st.composite
def unknown_card(draw: st.DrawFn) -> bytes:
    board = _copy()
    name = draw(st.text(min_size=1, max_size=40).filter(lambda n: n not in CATALOG.names))
    where = draw(st.sampled_from(["card", "melded"]))
    obj = board["players"][0]["battlefield"][0]
    if where == "card":
        obj["card"] = name
    else:
        del obj["card"]
        obj["melded"] = [name, draw(st.sampled_from(CARDS))]
    return as_json(board)


@st.composite
def bad_reference(draw: st.DrawFn) -> bytes:
    board = _copy()
    kind = draw(st.sampled_from(["dangling", "duplicate", "player"]))
    obj = board["players"][0]["battlefield"][1]
    if kind == "dangling":
        obj[draw(st.sampled_from(["copy_of", "attached_to"]))] = draw(
            st.from_regex(r"[a-z][a-z0-9_-]{0,10}", fullmatch=True).filter(lambda s: s not in ("elves", "spare"))
        )
    elif kind == "duplicate":
        obj["id"] = draw(st.sampled_from(["elves", "spare"]))
    else:
        board["turn"][draw(st.sampled_from(["active_player", "priority"]))] = draw(
            st.sampled_from(["Carol", "alice", "Eve"])
        )
    return as_json(board)


@st.composite
def bad_number(draw: st.DrawFn) -> bytes:
    board = _copy()
    path = draw(
        st.sampled_from(
            [
                ["turn", "number"],
                ["players", 0, "life"],
                ["players", 0, "mana_spent_on_spells"],
                ["players", 0, "battlefield", 1, "count"],
                ["players", 0, "battlefield", 0, "x"],
                ["players", 0, "battlefield", 0, "damage"],
                ["players", 0, "battlefield", 0, "counters"],
            ]
        )
    )
    number = draw(
        st.one_of(
            st.integers(max_value=-1),
            st.integers(min_value=10**6),
            st.just("9" * 5000),  # more digits than Python reads by default
            st.sampled_from(["NaN", "Infinity", "-Infinity", "1e999"]),
        )
    )
    if path[-1] == "counters":
        _set(board, path, {"+1/+1": "__NUMBER__"})
    else:
        _set(board, path, "__NUMBER__")
    literal = number if isinstance(number, str) else str(number)
    return as_json(board).replace(b'"__NUMBER__"', literal.encode())


@st.composite
def deep_nesting(draw: st.DrawFn) -> bytes:
    board = _copy()
    depth = draw(st.sampled_from([50, 500, 5000, 100000]))
    if depth > 900:  # too deep for json.dumps: write it by hand
        text = as_json(board).decode().replace('"life": 20', '"life": ' + "[" * depth + "]" * depth)
        return text.encode()
    _set(board, draw(st.sampled_from(INVALID_PATHS)), _nested(depth))
    return as_json(board)


@st.composite
def broken_bytes(draw: st.DrawFn) -> bytes:
    kind = draw(st.sampled_from(["empty", "whitespace", "utf16", "latin1", "random", "truncated", "bom", "nul"]))
    text = as_json(_copy())
    if kind == "empty":
        return b""
    if kind == "whitespace":
        return draw(st.sampled_from([b" ", b"\n\n", b"\t"]))
    if kind == "utf16":
        return text.decode().encode("utf-16")
    if kind == "latin1":
        return text.replace(b"Alice", "Alic\u00e9".encode("latin-1"))
    if kind == "random":
        return draw(st.binary(min_size=1, max_size=200))
    if kind == "truncated":
        return text[: draw(st.integers(1, len(text) - 1))]
    if kind == "bom":
        return b"\xef\xbb\xbf" + text
    return text.replace(b"Alice", b"Ali\x00ce")


@st.composite
def not_a_board(draw: st.DrawFn) -> bytes:
    value = draw(st.one_of(st.none(), st.booleans(), st.integers(), st.text(), st.lists(st.integers(), max_size=3)))
    return as_json(value)


def _invalid(data: bytes) -> bool:
    """Whether a mutation really broke the board (`life: -1` is fine: life can be negative, CR 119.4)."""
    try:
        board = json.loads(data.decode("utf-8"))
    except (ValueError, RecursionError):
        return True
    return bool(validate_instance(board, "board.schema.json", "x") or semantic_problems(board, CATALOG, "x"))


def _only_invalid(strategy: Callable[[], st.SearchStrategy[bytes]]) -> Callable[[], st.SearchStrategy[bytes]]:
    return lambda: strategy().filter(_invalid)


INVALID: dict[str, Callable[[], st.SearchStrategy[bytes]]] = {
    "wrong type": _only_invalid(wrong_type),
    "unknown key": unknown_key,
    "unknown card": unknown_card,
    "dangling, duplicate or unknown reference": bad_reference,
    "negative or huge number": _only_invalid(bad_number),
    "deep nesting": deep_nesting,
    "non-UTF-8, empty or truncated bytes": broken_bytes,
    "not a board": not_a_board,
}


def check_refused(folder: Path, data: bytes, label: str = "fixtures/fuzz/board.json") -> CorpusError:
    """Write `data` as a fixture and load it as a scenario would: it must be refused with a `CorpusError`
    whose every problem names the file and a pointer, and `problems_in_fixture` (`validate`) must agree."""
    path = folder / "board.json"
    path.write_bytes(data)
    load_fixture.cache_clear()
    with pytest.raises(CorpusError) as caught:
        load_fixture(path, CATALOG, label)
    error = caught.value
    assert error.problems
    for problem in error.problems:
        assert problem.file == label
        shown = str(problem)  # "file: /json/pointer: message" (an empty pointer is the document, shown "/")
        assert shown.startswith((f"{label}: /", f"{label}: line ")), shown
        assert problem.message and "Traceback" not in problem.message
        assert len(str(problem)) < 2000, "a message quotes at most a little of the input"
    assert problems_in_fixture(path, CATALOG, label) == error.problems
    return error

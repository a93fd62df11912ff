"""Board fixtures (`features/fixtures/**.json`): loading, schema validation and the checks a schema can't
make (known cards, unique ids, references that resolve). Each file is validated once per run."""

from __future__ import annotations

import json
from collections.abc import Iterator
from functools import cache, lru_cache
from pathlib import Path
from typing import Any

from harness.corpus.catalog import Catalog
from harness.corpus.schemas import validate_instance
from harness.errors import CorpusError, Problem
from harness.paths import schema_file
from harness.reading import InputError, decode, parse_json, read_bytes
from harness.text import shorten

ZONES = ("battlefield", "hand", "graveyard", "library", "exile")
MAX_FIXTURE = 64 * 1024 * 1024  # bytes of one board


@cache
def fixture_path(corpus: Path, name: str) -> Path:
    """`features/fixtures/<name>`; a name that escapes the fixtures folder is refused. Cached: `resolve()`
    asks the file system on every call, and every scenario names its board."""
    if "\0" in name:
        raise CorpusError(Problem(name.replace("\0", "\\0"), "", "a fixture path can't hold a NUL byte"))
    base = (corpus / "fixtures").resolve()
    path = (base / name).resolve()
    if not path.is_relative_to(base):
        raise CorpusError(Problem(name, "", "a fixture path must stay inside features/fixtures/"))
    return path


def _objects(board: dict[str, Any]) -> Iterator[tuple[str, dict[str, Any]]]:
    for i, player in enumerate(board.get("players", [])):
        for zone in ZONES:
            for j, obj in enumerate(player.get(zone, [])):
                yield f"/players/{i}/{zone}/{j}", obj
    for j, obj in enumerate(board.get("stack", [])):
        yield f"/stack/{j}", obj


def aliases(board: dict[str, Any]) -> set[str]:
    found = set()
    for _, obj in _objects(board):
        if "id" in obj:
            n = obj.get("count", 1)
            found |= {obj["id"]} if n == 1 else {f"{obj['id']}#{k}" for k in range(1, n + 1)}
    return found


def semantic_problems(board: dict[str, Any], catalog: Catalog, file: str) -> list[Problem]:
    """What the schema can't see: unknown cards and players, duplicate ids, dangling references."""
    problems = []
    names = catalog.names
    players = [p.get("name") for p in board.get("players", [])]
    for who in ("active_player", "priority"):
        if who in board.get("turn", {}) and board["turn"][who] not in players:
            problems.append(Problem(file, f"/turn/{who}", f"no player named {board['turn'][who]!r}"))
    seen: set[str] = set()
    ids = aliases(board)
    for pointer, obj in _objects(board):
        for key, value in [("card", obj.get("card"))] + [
            ("melded/" + str(k), v) for k, v in enumerate(obj.get("melded", []))
        ]:
            if value is not None and value not in names:
                problems.append(Problem(file, f"{pointer}/{key}", f"unknown card {value!r}: not in the catalog"))
        if obj.get("face") == "back" and "card" in obj and not catalog.has_back(obj["card"]):
            problems.append(Problem(file, f"{pointer}/face", f"{obj['card']} has no back face"))
        if "id" in obj:
            if obj["id"] in seen:
                problems.append(Problem(file, f"{pointer}/id", f"duplicate id {obj['id']!r}"))
            seen.add(obj["id"])
        for key in ("copy_of", "attached_to"):
            if key in obj and obj[key] not in ids:
                problems.append(Problem(file, f"{pointer}/{key}", f"{obj[key]!r} is no object's id on this board"))
        for key in ("controller",):
            if key in obj and obj[key] not in players:
                problems.append(Problem(file, f"{pointer}/{key}", f"no player named {obj[key]!r}"))
    return problems


def problems_in_fixture(path: Path, catalog: Catalog, label: str | None = None) -> list[Problem]:
    file = label or str(path)
    _, board, problems = _read(path, file)
    return problems or _board_problems(board, catalog, file)


def _read(path: Path, file: str) -> tuple[bytes, Any, list[Problem]]:
    """The file's bytes and the board they hold, or the problem that keeps them from being read."""
    try:
        raw = read_bytes(path, file, MAX_FIXTURE)
    except InputError as exc:
        message = exc.message.replace("can't read the file", "can't read the fixture")
        return b"", None, [Problem(file, exc.pointer, message)]
    try:
        return raw, parse_json(decode(raw, file), file), []
    except InputError as exc:
        message = exc.message.replace("arrays and objects nested", "not a board: arrays and objects nested")
        return raw, None, [Problem(file, exc.pointer, message)]


def _board_problems(board: Any, catalog: Catalog, file: str) -> list[Problem]:
    corpus = catalog.path.parent  # the schemas beside the corpus, when it has them
    if _board_validator(schema_file("board.schema.json", corpus)).is_valid(board):  # yes/no first: fast
        return [_shortened(p) for p in semantic_problems(board, catalog, file)]
    return [_shortened(p) for p in validate_instance(board, "board.schema.json", file, corpus)]


def _shortened(problem: Problem, limit: int = 300) -> Problem:
    """A schema message quotes the offending value whole; a huge one is cut in the middle, keeping what the
    message says of it at the end."""
    return Problem(problem.file, problem.pointer, shorten(problem.message, limit, keep_end=True))


BOARDS_KEPT = 512  # parsed boards kept for the next scenarios; an older one is read again, not validated again
_valid: set[tuple[Path, Catalog, str, int]] = set()  # (file, catalog, label, hash of its bytes) found valid


@lru_cache(maxsize=BOARDS_KEPT)
def load_fixture(path: Path, catalog: Catalog, label: str) -> dict[str, Any]:
    """The board in `path`, validated (once per run per file and content: a large corpus has thousands of boards,
    so only the recent ones stay parsed). Raises CorpusError naming every problem."""
    raw, board, problems = _read(path, label)
    if not problems:
        key = (path, catalog, label, hash(raw))
        if key in _valid:
            return board
        problems = _board_problems(board, catalog, label)
        if not problems:
            _valid.add(key)
            return board
    raise CorpusError(problems)


def _inline_refs(node: Any, defs: dict[str, Any], depth: int = 0) -> Any:
    """The schema with each local `#/$defs/x` reference replaced by its target (jsonschema's `$ref`
    resolution is about half of its validation time); a reference nested too deep is left as it is."""
    if isinstance(node, list):
        return [_inline_refs(v, defs, depth) for v in node]
    if not isinstance(node, dict):
        return node
    ref = node.get("$ref")
    if isinstance(ref, str) and ref.startswith("#/$defs/") and ref[8:] in defs and depth < 8:
        target = _inline_refs(defs[ref[8:]], defs, depth + 1)
        rest = {k: _inline_refs(v, defs, depth) for k, v in node.items() if k != "$ref"}
        return {"allOf": [target], **rest} if rest else target
    return {k: v if k in ("examples", "$defs") else _inline_refs(v, defs, depth) for k, v in node.items()}


@cache
def _board_validator(path: Path) -> Any:
    from jsonschema import Draft202012Validator

    schema = json.loads(path.read_text(encoding="utf-8"))
    return Draft202012Validator(_inline_refs(schema, schema.get("$defs", {})))

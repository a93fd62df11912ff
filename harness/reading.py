"""Reading a user's file, the one way every command does: regular files only (a named pipe would hang the
read, a device like /dev/zero never ends), with a bound on the size, as strict UTF-8 text (a byte order mark or a
NUL byte is named, not read as part of the text) and strict JSON (a key given twice is an error, not the last one
silently winning). Every error names the file."""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path
from typing import Any

from harness.errors import CorpusError, Problem

#: the largest file read (a corpus file, a report, a configuration): far above any real one, far below memory
MAX_BYTES = 256 * 1024 * 1024


class InputError(CorpusError, ValueError):
    """A user's file that can't be read as what it should be; a ValueError too, for callers that catch those."""

    def __init__(self, file: str, message: str, pointer: str = "") -> None:
        super().__init__(Problem(file, pointer, message))
        self.file, self.pointer, self.message = file, pointer, message


def _kind(mode: int) -> str:
    for test, name in (
        (stat.S_ISDIR, "a folder"),
        (stat.S_ISFIFO, "a named pipe"),
        (stat.S_ISCHR, "a character device"),
        (stat.S_ISBLK, "a block device"),
        (stat.S_ISSOCK, "a socket"),
    ):
        if test(mode):
            return name
    return "not a regular file"


def not_regular(path: Path) -> str | None:
    """What `path` is when it is there but isn't a regular file (following links), else None."""
    try:
        mode = os.stat(path).st_mode
    except (OSError, ValueError):
        return None
    return None if stat.S_ISREG(mode) else _kind(mode)


def read_bytes(path: Path | str, label: str | None = None, limit: int = MAX_BYTES) -> bytes:
    """The bytes of the regular file `path`, at most `limit` of them; an InputError naming `label` otherwise.
    Opened without blocking, so that a named pipe is refused instead of waited on."""
    file = label or str(path)
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_CLOEXEC", 0)
    try:
        fd = os.open(path, flags)
    except ValueError:  # a NUL byte in the name
        raise InputError(file, "the file name holds a NUL byte") from None
    except OSError as exc:
        raise InputError(file, f"can't read the file: {exc.strerror or exc}") from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise InputError(file, f"is {_kind(info.st_mode)}, not a regular file: only files are read")
        if info.st_size > limit:
            raise InputError(file, f"is {info.st_size:,} bytes, over the limit of {limit:,}")
        chunks, size = [], 0
        while chunk := os.read(fd, 1 << 20):
            size += len(chunk)
            if size > limit:  # a file that grows while it is read
                raise InputError(file, f"is over the limit of {limit:,} bytes")
            chunks.append(chunk)
        return b"".join(chunks)
    except OSError as exc:
        raise InputError(file, f"can't read the file: {exc.strerror or exc}") from None
    finally:
        os.close(fd)


def decode(raw: bytes, file: str) -> str:
    """`raw` as UTF-8 text: a byte order mark, a NUL byte or bytes of another encoding are errors naming where."""
    if raw.startswith(b"\xef\xbb\xbf"):
        raise InputError(file, "starts with a UTF-8 byte order mark (BOM): save it as UTF-8 without one")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise InputError(file, f"not UTF-8 text (byte {exc.start})") from None
    nul = text.find("\0")
    if nul >= 0:
        line, column = text.count("\n", 0, nul) + 1, nul - text.rfind("\n", 0, nul)
        raise InputError(file, "holds a NUL byte: not a text file", f"line {line} column {column}")
    return text


def read_text(path: Path | str, label: str | None = None, limit: int = MAX_BYTES) -> str:
    """The text of the regular file `path` (bounded, strict UTF-8)."""
    file = label or str(path)
    return decode(read_bytes(path, file, limit), file)


class _NotStrictJson(ValueError):
    """What Python's reader accepts and JSON doesn't: a key twice in an object (the last would win), NaN."""


def _unique(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    data = dict(pairs)
    if len(data) != len(pairs):
        seen: set[str] = set()
        for key, _ in pairs:
            if key in seen:
                raise _NotStrictJson(f"the key {key!r} is given twice in one object")
            seen.add(key)
    return data


def _constant(name: str) -> Any:
    raise _NotStrictJson(f"{name} is not a JSON number")


def parse_json(text: str, file: str) -> Any:
    """`text` as strict JSON: no key twice in an object, no NaN or Infinity; an InputError naming `file`."""
    try:
        return json.loads(text, object_pairs_hook=_unique, parse_constant=_constant)
    except json.JSONDecodeError as exc:
        raise InputError(file, f"not valid JSON: {exc.msg}", f"line {exc.lineno} column {exc.colno}") from None
    except _NotStrictJson as exc:
        raise InputError(file, f"not valid JSON: {exc}") from None
    except RecursionError:
        raise InputError(file, "arrays and objects nested too deep to read") from None
    except ValueError as exc:  # a number with more digits than Python reads
        raise InputError(file, f"not valid JSON: {exc}") from None


def said(exc: InputError, what: str) -> Problem:
    """The problem of a JSON file that isn't one as `what` says it (`report`, `baseline`): 'not JSON: ...' at its
    line, or "can't read the <what>: ..."."""
    if exc.message.startswith("not valid JSON"):
        return Problem(exc.file, exc.pointer.split(" column")[0], exc.message.replace("not valid JSON", "not JSON"))
    return Problem(exc.file, exc.pointer, f"can't read the {what}: {exc.message}")


def load_json(path: Path | str, label: str | None = None, limit: int = MAX_BYTES) -> Any:
    """The JSON value in the regular file `path`: bounded, strict UTF-8, strict JSON."""
    file = label or str(path)
    return parse_json(read_text(path, file, limit), file)


def inside(path: Path, root: Path) -> bool:
    """Whether `path`, links followed, is in `root` (links followed): a link out of the corpus is not part of it."""
    try:
        return path.resolve().is_relative_to(root.resolve())
    except (OSError, ValueError, RuntimeError):
        return False

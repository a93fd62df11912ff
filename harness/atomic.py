"""Writing files so that readers see either the old file or the whole new one, never half of it; and only ever
over a regular file: a link, a folder, a device or a pipe at the target is refused, never replaced (a rename over
/dev/null would turn the device into a file)."""

from __future__ import annotations

import os
import stat
import tempfile
from pathlib import Path


class OutputError(OSError):
    """A target that is not a regular file (or not there yet): named with what it is, and left as it is."""


def _umask() -> int:
    mask = os.umask(0o022)  # reading the umask means setting it; set back at once
    os.umask(mask)
    return mask


def file_mode() -> int:
    """The mode any new file gets: 0666 less the umask."""
    return 0o666 & ~_umask()


def target_problem(path: Path) -> str | None:
    """Why `path` can't be written as a file (a link, a folder, a device...), or None when it can."""
    try:
        info = os.lstat(path)
    except FileNotFoundError:
        return None
    except (OSError, ValueError) as exc:
        return f"{path}: can't write there: {getattr(exc, 'strerror', None) or exc}"
    if stat.S_ISREG(info.st_mode):
        return None
    if stat.S_ISLNK(info.st_mode):
        return f"{path}: is a symbolic link; give the path of a regular file (a link is never replaced)"
    if stat.S_ISDIR(info.st_mode):
        return f"{path}: is a folder; give the path of a file"
    return f"{path}: is not a regular file (a device, pipe or socket); only regular files are written"


def check_target(path: Path) -> None:
    """Raise OutputError when `path` is anything but a regular file or nothing."""
    problem = target_problem(path)
    if problem:
        raise OutputError(problem)


def write_text(path: Path, text: str) -> None:
    """`text` into `path`, whole or not at all, with the mode any new file gets (0666 less the umask):
    the temporary file it is written to is created 0600, and readers of a report are often other users.
    Only a regular file (or nothing) at `path` is replaced."""
    check_target(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        os.fchmod(fd, file_mode())
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        check_target(path)  # something else put there meanwhile is not replaced either
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise

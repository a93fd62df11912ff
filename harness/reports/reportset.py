"""A report folder holds one whole set of reports, written by one run at a time.

A run takes the folder's lock for as long as it runs (a second run into the same folder is refused, not
interleaved). Its reports are first written whole into a staging folder inside the report folder; renaming that
folder to `INCOMING` is the moment the new set counts; its files are then moved over the old ones. A run killed
while they move leaves `INCOMING` behind, and the next run (or `recover`) finishes the move, so the folder never
keeps a new report.json beside an old report.html. Leftover staging folders and temporary files are removed.
"""

from __future__ import annotations

import contextlib
import errno
import os
import shutil
import stat
import tempfile
from pathlib import Path

from harness.atomic import check_target, file_mode

LOCK = ".mtg-conformance.lock"
STAGING = ".mtg-conformance-staging-"
INCOMING = ".mtg-conformance-incoming"


class FolderBusy(Exception):
    """Another run holds the report folder's lock."""


_held: dict[Path, int] = {}  # folders this process has locked -> how many holders (the command, then pytest)


class FolderLock:
    """An exclusive lock on a report folder (an advisory lock on its lock file, released when the process ends,
    however it ends). Taken again by the process that holds it, it is shared (`mtg-conformance run` holds it
    from before the run until it has read the report back; the pytest plugin takes it for the run itself)."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder.resolve()
        self.fd: int | None = None
        self.shared = False

    def acquire(self) -> None:
        if self.folder in _held:
            _held[self.folder] += 1
            self.shared = True
            return
        self._lock()
        _held[self.folder] = 1

    def _lock(self) -> None:
        self.folder.mkdir(parents=True, exist_ok=True)
        flags = os.O_RDWR | os.O_CREAT | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_NOFOLLOW", 0)
        fd = os.open(self.folder / LOCK, flags | getattr(os, "O_NONBLOCK", 0), file_mode())  # a link: ELOOP
        if not stat.S_ISREG(os.fstat(fd).st_mode):  # only a regular file is written
            os.close(fd)
            raise OSError(errno.EINVAL, f"{LOCK} is not a regular file")
        try:
            import fcntl
        except ImportError:  # no advisory locks here (Windows): one run at a time is then up to the user
            self.fd = fd
            return
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            holder = os.read(fd, 64).decode("ascii", "replace").strip()
            os.close(fd)
            who = f" (process {holder})" if holder.isdigit() else ""
            raise FolderBusy(
                f"--report-dir {self.folder}: another run{who} is writing its reports there; wait for it to "
                "end or give another --report-dir"
            ) from None
        os.ftruncate(fd, 0)
        os.write(fd, str(os.getpid()).encode())
        self.fd = fd

    def release(self) -> None:
        if self.shared:
            _held[self.folder] -= 1
            self.shared = False
        elif self.fd is not None:
            _held.pop(self.folder, None)
            with contextlib.suppress(OSError):
                os.close(self.fd)
            self.fd = None


def recover(folder: Path) -> None:
    """Finish a set of reports that a killed run had begun moving in; remove what killed runs left half
    written (staging folders, temporary files). Called with the folder's lock held."""
    incoming = folder / INCOMING
    if incoming.is_dir() and not incoming.is_symlink():
        _move_in(incoming, folder)
    for leftover in folder.glob(f"{STAGING}*"):
        if leftover.is_dir() and not leftover.is_symlink():
            shutil.rmtree(leftover, ignore_errors=True)
    for leftover in folder.glob(".*.tmp"):
        if leftover.is_file() and not leftover.is_symlink():
            leftover.unlink(missing_ok=True)


def _move_in(incoming: Path, folder: Path) -> None:
    for path in sorted(incoming.iterdir()):
        check_target(folder / path.name)  # a link or a folder put there is never replaced
        os.replace(path, folder / path.name)
    incoming.rmdir()


def publish(folder: Path, files: dict[str, str]) -> None:
    """`files` (name -> text) replace the folder's set of reports together (see the module's docstring)."""
    folder.mkdir(parents=True, exist_ok=True)
    recover(folder)
    for name in files:
        check_target(folder / name)
    staging = Path(tempfile.mkdtemp(dir=folder, prefix=STAGING))
    try:
        for name, text in files.items():
            _write(staging / name, text)
        os.rename(staging, folder / INCOMING)  # from here on, this set is the folder's
    except BaseException:
        shutil.rmtree(staging, ignore_errors=True)
        raise
    _sync(folder)
    _move_in(folder / INCOMING, folder)
    _sync(folder)


def _write(path: Path, text: str) -> None:
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_CLOEXEC", 0), 0o600)
    os.fchmod(fd, file_mode())
    with os.fdopen(fd, "w", encoding="utf-8") as handle:
        handle.write(text)
        handle.flush()
        os.fsync(handle.fileno())


def _sync(folder: Path) -> None:
    with contextlib.suppress(OSError, AttributeError):
        fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)

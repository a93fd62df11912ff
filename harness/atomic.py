"""Writing files so that readers see either the old file or the whole new one, never half of it."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path


def _umask() -> int:
    mask = os.umask(0o022)  # reading the umask means setting it; set back at once
    os.umask(mask)
    return mask


def write_text(path: Path, text: str) -> None:
    """`text` into `path`, whole or not at all, with the mode any new file gets (0666 less the umask):
    the temporary file it is written to is created 0600, and readers of a report are often other users."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        os.fchmod(fd, 0o666 & ~_umask())
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise

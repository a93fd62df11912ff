"""Which corpus a run takes in: `--corpus`, else the one at or above the paths given to pytest, else the
bundled one (harness.paths), worked out once per run."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from harness.paths import choose_corpus


def corpus_dir(config: pytest.Config) -> Path:
    """The corpus folder, resolved once per run (`resolve()` asks the file system; this is asked per file and
    per scenario)."""
    found = config.stash.get(_corpus_key, None)
    if found is None:
        option = config.getoption("--corpus", None)
        found = config.stash[_corpus_key] = choose_corpus(option, _start(config)).path
    return found


def _start(config: pytest.Config) -> Path:
    """Where to look for the corpus: the common folder of the paths given to pytest (`pytest ../other/features`
    runs that corpus), else the folder pytest was started in, as pytest finds its rootdir."""
    here = config.invocation_params.dir
    given = [here / arg.split("::")[0] for arg in config.args if arg and not arg.startswith("-")]
    existing = [path.resolve() for path in given if path.exists()]
    if not existing:
        return here
    common = Path(os.path.commonpath(existing))
    return common if common.is_dir() else common.parent


_corpus_key = pytest.StashKey[Path]()

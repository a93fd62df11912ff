"""Engine settings (`--engine`, `--engine-timeout`, `--engine-restarts`) from the command line, an engine
configuration file and pyproject.toml's `[tool.mtg-conformance]`: which wins, and a bad one named by file and key."""

from __future__ import annotations

import json
import shlex
import sys
from pathlib import Path

import pytest

from harness.engines.config import resolve
from harness.errors import CorpusError

from .engines.recording import run_corpus_to

SERVE = f"cmd:{shlex.quote(sys.executable)} -m reference_engine.serve"


def test_engine_settings_come_from_the_command_line_a_config_file_and_pyproject(tmp_path: Path) -> None:
    (tmp_path / "pyproject.toml").write_text(
        '[tool.mtg-conformance]\nengine = "cmd:node adapter.js"\nengine-timeout = 3\nengine-restarts = 1\n'
    )
    settings = resolve({}, None, tmp_path)
    assert (settings.engine, settings.timeout, settings.restarts, settings.cwd) == (
        "cmd:node adapter.js",
        3.0,
        1,
        tmp_path,
    )
    assert settings.adapter_options() == {"timeout": 3.0, "max_restarts": 1, "cwd": tmp_path}
    (tmp_path / "engine.toml").write_text('engine = "cmd:./my-engine --serve"\nengine-timeout = 7.5\n')
    settings = resolve({"restarts": 4}, "engine.toml", tmp_path)
    assert (settings.engine, settings.timeout, settings.restarts) == ("cmd:./my-engine --serve", 7.5, 4)
    assert resolve({"engine": "reference"}, "engine.toml", tmp_path).adapter_options() == {}


@pytest.mark.parametrize(
    ("text", "says"),
    [
        ("engine-timeout = -1\n", "is not a positive number of seconds"),
        ("engine-timout = 3\n", "unknown engine setting"),
        ("engine = 3\n", "is not an engine name"),
        ("engine = [\n", "not valid TOML"),
    ],
)
def test_a_bad_engine_config_names_the_file_and_key(tmp_path: Path, text: str, says: str) -> None:
    (tmp_path / "engine.toml").write_text(text)
    with pytest.raises(CorpusError, match=says) as caught:
        resolve({}, "engine.toml", tmp_path)
    assert "engine.toml" in str(caught.value)


def test_the_plugin_takes_the_engine_from_pyproject_in_the_directory_it_starts_from(tmp_path: Path) -> None:
    (tmp_path / "pyproject.toml").write_text(f"[tool.mtg-conformance]\nengine = {json.dumps(SERVE)}\n")
    report = run_corpus_to(tmp_path, None, "-k", "tap_symbol")
    assert report["engine"].get("adapter", SERVE) == SERVE
    assert report["summary"]["scenarios"]["pass"] == report["summary"]["scenarios"]["total"] > 0

"""Which engine to run and how: the command line, an `--engine-config` TOML file, or the `[tool.mtg-conformance]`
table of `pyproject.toml` in the directory the run starts from (in that order of precedence).

Keys (the same in both files): `engine` (an adapter name, `package.module:Class` or `cmd:"<command line>"`),
`engine-timeout` (seconds per request), `engine-startup-timeout` (seconds for the first `hello`),
`engine-restarts` (how many times a failed engine process is restarted), `engine-max-line` (bytes),
`engine-cpu` (`shared`: the harness and the engine process share one CPU, the default; `any`: harness/engines/cpu.py).
A command given in a file runs in that file's directory, so it can name its script relatively.
"""

from __future__ import annotations

import math
import tomllib
from dataclasses import dataclass, field
from difflib import get_close_matches
from pathlib import Path
from typing import Any

from harness.engines.cpu import CHOICES as CPU_CHOICES
from harness.errors import CorpusError, Problem
from harness.reading import InputError, read_text

DEFAULT_ENGINE = "reference"
TABLE = "mtg-conformance"

# file key -> (attribute, type, description of a valid value)
_KEYS: dict[str, tuple[str, type, str]] = {
    "engine": ("engine", str, 'an engine name or cmd:"<command line>"'),
    "engine-timeout": ("timeout", float, "a positive number of seconds"),
    "engine-startup-timeout": ("startup_timeout", float, "a positive number of seconds"),
    "engine-restarts": ("restarts", int, "a whole number >= 0"),
    "engine-max-line": ("max_line", int, "a positive number of bytes"),
    "engine-cpu": ("cpu", str, " or ".join(f'"{c}"' for c in CPU_CHOICES)),
}


@dataclass
class EngineSettings:
    """The engine and its transport options; `None` means the adapter's default."""

    engine: str = DEFAULT_ENGINE
    timeout: float | None = None
    startup_timeout: float | None = None
    restarts: int | None = None
    max_line: int | None = None
    cpu: str | None = None
    cwd: Path | None = None
    sources: dict[str, str] = field(default_factory=dict)  # attribute -> where its value came from

    def is_command(self) -> bool:
        return self.engine.startswith("cmd:")

    def adapter_options(self) -> dict[str, Any]:
        """Keyword arguments for `load_adapter`: transport options only make sense for `cmd:` engines."""
        if not self.is_command():
            return {}
        names = {"timeout": "timeout", "startup_timeout": "startup_timeout", "restarts": "max_restarts", "cpu": "cpu"}
        options: dict[str, Any] = {arg: getattr(self, attr) for attr, arg in names.items()}
        options["max_line"], options["cwd"] = self.max_line, self.cwd
        return {k: v for k, v in options.items() if v is not None}


def _table(data: dict[str, Any], path: Path) -> dict[str, Any]:
    tool = data.get("tool", {})
    if isinstance(tool, dict) and TABLE in tool:
        return tool[TABLE]
    return {} if path.name == "pyproject.toml" else data


def _check(key: str, value: Any, file: str) -> Any:
    _, kind, wanted = _KEYS[key]
    ok = isinstance(value, kind) and not isinstance(value, bool)
    if kind is float and isinstance(value, int) and not isinstance(value, bool):
        value, ok = float(value), True
    if ok and kind is not str:
        ok = value > 0 or (key == "engine-restarts" and value == 0)
    if ok and kind is str:
        ok = value in CPU_CHOICES if key == "engine-cpu" else bool(value.strip())
    if not ok:
        raise CorpusError(Problem(file, f"/{key}", f"{value!r} is not {wanted}"))
    return value


def read_file(path: Path) -> dict[str, Any]:
    """The engine keys of a TOML file (its `[tool.mtg-conformance]` table if it has one), checked."""
    file = str(path)
    try:
        data = tomllib.loads(read_text(path, file, limit=1 << 20))
    except InputError as exc:
        raise CorpusError(Problem(file, exc.pointer, f"can't read the engine configuration: {exc.message}")) from None
    except tomllib.TOMLDecodeError as exc:
        raise CorpusError(Problem(file, "", f"not valid TOML: {exc}")) from None
    table = _table(data, path)
    if not isinstance(table, dict):
        raise CorpusError(Problem(file, f"/tool/{TABLE}", "must be a table"))
    found = {}
    for key, value in table.items():
        if key in _KEYS:
            found[_KEYS[key][0]] = _check(key, value, file)
        else:  # a typo (`engin = ...`) must not quietly run another engine
            known = ", ".join(_KEYS)
            close = get_close_matches(key, _KEYS, n=1)
            hint = f"; did you mean {close[0]!r}?" if close else ""
            raise CorpusError(Problem(file, f"/{key}", f"unknown engine setting (known: {known}){hint}"))
    return found


def resolve(
    cli: dict[str, Any], config_file: str | None, start_dir: Path, defaults: EngineSettings | None = None
) -> EngineSettings:
    """Command line values (`None` when not given) over the `--engine-config` file over the
    `[tool.mtg-conformance]` table of `start_dir/pyproject.toml`."""
    settings = defaults or EngineSettings()
    layers: list[tuple[str, dict[str, Any], Path | None]] = []
    pyproject = start_dir / "pyproject.toml"
    if pyproject.is_file():
        layers.append((str(pyproject), read_file(pyproject), pyproject.parent))
    if config_file:
        path = (start_dir / config_file).resolve()
        layers.append((str(path), read_file(path), path.parent))
    layers.append(("the command line", {k: v for k, v in cli.items() if v is not None}, None))
    for source, values, directory in layers:
        for attr, value in values.items():
            setattr(settings, attr, value)
            settings.sources[attr] = source
            if attr == "engine":
                settings.cwd = directory
    for attr, minimum in (("timeout", 0), ("startup_timeout", 0), ("max_line", 0), ("restarts", -1)):
        value = getattr(settings, attr)
        if isinstance(value, float) and not math.isfinite(value):  # inf would overflow a timer; nan compares false
            where = settings.sources.get(attr, "")
            raise CorpusError(Problem(where, attr, f"{value!r} is not a finite number"))
        if value is not None and value <= minimum:
            where = settings.sources.get(attr, "")
            raise CorpusError(Problem(where, attr, f"{value!r} is too small (must be more than {minimum})"))
    return settings

"""No shell ever starts an engine, and configuration and fixtures are read as data only.

The harness and the reference engine are read as syntax trees: no `shell=True`, no `os.system`/`os.popen`,
no `eval`/`exec`, no `pickle`/`marshal`/`shelve`, no `yaml.load`; every subprocess gets an argument list,
never a command string. And the `cmd:` transport, given a command line full of shell syntax, runs the
program with those characters as plain arguments.
"""

from __future__ import annotations

import ast
import shlex
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from harness.engines.contract import AdapterError
from harness.engines.subprocess import SubprocessAdapter, split_command
from harness.paths import ROOT

PACKAGES = ("harness", "reference_engine")
FORBIDDEN_CALLS = {
    "eval",
    "exec",
    "os.system",
    "os.popen",
    "os.spawnl",
    "os.spawnlp",
    "os.spawnv",
    "os.spawnvp",
    "os.execl",
    "os.execlp",
    "os.execvp",
    "subprocess.getoutput",
    "subprocess.getstatusoutput",
    "yaml.load",
    "yaml.unsafe_load",
    "yaml.load_all",
    "pickle.load",
    "pickle.loads",
    "marshal.loads",
    "shelve.open",
    "pty.spawn",
}
FORBIDDEN_MODULES = {"pickle", "cPickle", "dill", "marshal", "shelve", "yaml", "cloudpickle", "jsonpickle"}
SUBPROCESS_CALLS = {"Popen", "run", "call", "check_call", "check_output"}


def sources() -> list[Path]:
    return sorted(p for package in PACKAGES for p in (ROOT / package).rglob("*.py"))


def _name(node: ast.expr) -> str:
    """`os.system` for `os.system(...)`'s func; "" for anything that isn't a dotted name."""
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        base = _name(node.value)
        return f"{base}.{node.attr}" if base else ""
    return ""


def _is_false(node: ast.expr) -> bool:
    return isinstance(node, ast.Constant) and node.value in (False, None)


def _stringy(node: ast.expr) -> bool:
    """A command given as one string (a literal, an f-string, a concatenation or a `%`/format of one)."""
    if isinstance(node, ast.Constant):
        return isinstance(node.value, str)
    if isinstance(node, ast.JoinedStr):
        return True
    if isinstance(node, ast.BinOp):
        return _stringy(node.left) or _stringy(node.right)
    return isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in ("format", "join")


def findings(path: Path, root: Path = ROOT) -> Iterator[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    where = path.relative_to(root)
    for node in ast.walk(tree):
        if isinstance(node, ast.Import | ast.ImportFrom):
            modules = [a.name for a in node.names] if isinstance(node, ast.Import) else [node.module or ""]
            for module in modules:
                if module.split(".")[0] in FORBIDDEN_MODULES:
                    yield f"{where}:{node.lineno}: imports {module}"
        if not isinstance(node, ast.Call):
            continue
        name = _name(node.func)
        if name in FORBIDDEN_CALLS or (name.split(".")[-1] in ("system", "popen") and name.startswith("os")):
            yield f"{where}:{node.lineno}: calls {name}"
        for keyword in node.keywords:
            if keyword.arg == "shell" and not _is_false(keyword.value):
                yield f"{where}:{node.lineno}: shell={ast.unparse(keyword.value)}"
        if name.startswith("subprocess.") and name.split(".")[-1] in SUBPROCESS_CALLS:
            command = node.args[0] if node.args else next((k.value for k in node.keywords if k.arg == "args"), None)
            if command is not None and _stringy(command):
                yield f"{where}:{node.lineno}: {name} given a command string: {ast.unparse(command)}"


def test_the_scan_sees_the_code() -> None:
    files = sources()
    assert len(files) > 30
    assert any(p.name == "subprocess.py" for p in files)
    assert any("subprocess.Popen" in p.read_text(encoding="utf-8") for p in files), "the transport is scanned"


@pytest.mark.parametrize(
    "code",
    [
        "import subprocess\nsubprocess.run('ls', shell=True)",
        "import os\nos.system('ls')",
        "eval('1')",
        "exec('x = 1')",
        "import pickle",
        "from yaml import load",
        "import yaml\nyaml.load(open('x'))",
        "import subprocess\nsubprocess.Popen(f'engine {arg}')",
        "import subprocess\nsubprocess.check_output('a b'.format())",
    ],
)
def test_the_scan_catches_each_forbidden_form(tmp_path: Path, code: str) -> None:
    path = tmp_path / "probe.py"
    path.write_text(code, encoding="utf-8")
    assert list(findings(path, tmp_path)), code


def test_no_shell_eval_exec_pickle_or_yaml_load_in_the_harness_or_the_engine() -> None:
    found = [f for path in sources() for f in findings(path)]
    assert found == []


def test_an_engine_command_is_split_into_arguments_never_given_to_a_shell(tmp_path: Path) -> None:
    marker = tmp_path / "shell-ran"
    command = f"{shlex.quote(sys.executable)} -c 'import sys; print(sys.argv[1:])' ; touch {marker} && echo $HOME"
    argv = split_command(command)
    assert argv[3:] == [";", "touch", str(marker), "&&", "echo", "$HOME"]
    adapter = SubprocessAdapter(command, timeout=5, startup_timeout=5, max_restarts=0)
    try:
        with pytest.raises(AdapterError):
            adapter.hello()  # the program prints its arguments, which is not a hello
    finally:
        adapter.close()
    assert not marker.exists(), "a shell ran the command line"

"""The package as an engine developer gets it (docs/corpus.md): the wheel, built from the files of this checkout,
installed alone in a fresh virtual environment, runs its bundled corpus from any directory and the corpus of a
checkout from inside it; and the adapter templates run with the commands docs/adapters.md gives, as written.

One test (marked `wheel`, about a minute; `-m 'not wheel'` leaves it out): one build and one environment serve
every check. Installing the wheel's dependencies needs the package index."""

from __future__ import annotations

import json
import os
import re
import shlex
import shutil
import subprocess
import sys
import venv
import zipfile
from pathlib import Path
from typing import Any

import pytest

from harness import __version__
from harness.corpus.rulings import load_index
from harness.paths import CORPUS_ENV, ROOT
from harness.run.parallel import count_scenarios

pytestmark = pytest.mark.wheel

CORPUS = ROOT / "features"
VERSION = json.loads((CORPUS / "rulings.json").read_text(encoding="utf-8"))["version"]


def source_tree(target: Path) -> Path:
    """This checkout's files as git would commit them (tracked, and new files not ignored): no build/, no venv."""
    found = subprocess.run(
        ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
        cwd=ROOT, capture_output=True, text=True, check=False,
    )  # fmt: skip
    if found.returncode != 0:
        pytest.skip(f"not a git checkout, so which files ship is unknown: {found.stderr.strip()}")
    listed = found.stdout.split("\0")
    for name in filter(None, listed):
        if (ROOT / name).is_file():
            (target / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(ROOT / name, target / name)
    return target


def build_wheel(source: Path, out: Path) -> Path:
    done = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(out), str(source)],
        capture_output=True, text=True, timeout=600,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr[-3000:]
    (wheel,) = out.glob("mtg_conformance-*.whl")
    return wheel


class Env:
    """A fresh virtual environment with the wheel installed, and nothing from this session leaking into it."""

    def __init__(self, folder: Path, wheel: Path) -> None:
        venv.create(folder, with_pip=True)
        self.bin = folder / ("Scripts" if os.name == "nt" else "bin")
        self.env = {k: v for k, v in os.environ.items() if k not in (CORPUS_ENV, "PYTHONPATH", "VIRTUAL_ENV")}
        self.env["PATH"] = str(self.bin) + os.pathsep + self.env.get("PATH", "")
        self.run(folder, "pip", "install", "-q", str(wheel))

    def run(self, cwd: Path, *argv: str, check: bool = True, stdin: str = "") -> subprocess.CompletedProcess[str]:
        executable = shutil.which(argv[0], path=str(self.bin)) or argv[0]
        done = subprocess.run(
            [executable, *argv[1:]], cwd=cwd, env=self.env, input=stdin, capture_output=True, text=True, timeout=600
        )
        if check:
            assert done.returncode == 0, f"{shlex.join(argv)} in {cwd}:\n{done.stdout[-3000:]}\n{done.stderr[-3000:]}"
        return done


def doc_commands(heading: str) -> list[list[str]]:
    """The commands of the first ```sh block under `heading` in docs/adapters.md."""
    text = (ROOT / "docs" / "adapters.md").read_text(encoding="utf-8")
    section = text.split(f"\n### {heading}\n", 1)[1]
    block = re.search(r"```sh\n(.*?)```", section, re.S)
    assert block, f"no sh block under {heading!r}"
    return [shlex.split(line, comments=True) for line in block.group(1).splitlines() if line.strip()]


def report(folder: Path) -> dict[str, Any]:
    return json.loads((folder / "report.json").read_text(encoding="utf-8"))


def test_the_wheel_runs_its_corpus_anywhere_a_checkouts_inside_it_and_the_adapter_templates(tmp_path: Path) -> None:
    source = source_tree(tmp_path / "src")
    wheel = build_wheel(source, tmp_path / "dist")

    # the corpus and schemas are inside the package, under a name that squats nothing
    names = zipfile.ZipFile(wheel).namelist()
    top = {n.split("/")[0] for n in names}
    assert top == {"harness", "reference_engine", f"mtg_conformance-{__version__}.dist-info"}
    features = [n for n in names if n.endswith(".feature")]
    assert len(features) == len(list(CORPUS.rglob("*.feature")))
    assert all(n.startswith("harness/_bundled/features/") for n in features)
    assert "harness/_bundled/schemas/report.schema.json" in names

    env = Env(tmp_path / "venv", wheel)
    rulings, scenarios = len(load_index(CORPUS)), count_scenarios(CORPUS)

    # anywhere: the bundled corpus
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    shown = env.run(elsewhere, "mtg-conformance", "--version").stdout
    assert shown.startswith(f"mtg-conformance {__version__}\ncorpus {VERSION} at ")
    assert f"(bundled with the harness): {rulings} rulings, {scenarios} scenarios" in shown
    env.run(elsewhere, "mtg-conformance", "run", "--no-progress", "--report-dir", "r")
    bundled = report(elsewhere / "r")
    assert "site-packages" in bundled["corpus"]["path"] and bundled["corpus"]["version"] == VERSION
    assert bundled["corpus"]["git_revision"] is None  # the installed corpus is tracked by no checkout
    assert bundled["summary"]["scenarios"]["pass"] == scenarios == bundled["summary"]["scenarios"]["total"]
    assert "corpus valid" in env.run(elsewhere, "mtg-conformance", "validate").stdout
    hello = '{"id": 1, "request": "hello", "protocol": 1}\n'
    served = env.run(elsewhere, "python", "-m", "reference_engine.serve", stdin=hello).stdout  # its catalog: bundled
    assert json.loads(served)["name"] == "reference"

    # inside another checkout of the corpus, with its own version and one feature fewer: that corpus, from a sub-folder
    other = tmp_path / "other"
    shutil.copytree(CORPUS, other / "features")
    shutil.copytree(ROOT / "schemas", other / "schemas")
    index = other / "features" / "rulings.json"
    index.write_text(index.read_text(encoding="utf-8").replace(f'"version": "{VERSION}"', '"version": "99.0.0"'))
    removed = other / "features" / "tap_untap" / "untap_symbol.feature"
    removed.unlink()
    left = count_scenarios(other / "features")
    assert 0 < left < scenarios
    inside = other / "features" / "emerge"
    done = env.run(inside, "mtg-conformance", "run", "--no-progress", "--report-dir", str(tmp_path / "o"))
    assert f"corpus 99.0.0 at {other / 'features'} (found from the working directory)" in done.stderr
    checkout = report(tmp_path / "o")
    assert checkout["corpus"]["path"] == str(other / "features") and checkout["corpus"]["version"] == "99.0.0"
    assert checkout["summary"]["scenarios"]["total"] == left
    assert "99.0.0" in env.run(other, "mtg-conformance", "--version").stdout
    reports = (str(elsewhere / "r" / "report.json"), str(tmp_path / "o" / "report.json"))
    diff = env.run(other, "mtg-conformance", "diff", *reports, check=False)
    assert f"different corpus versions ({VERSION} and 99.0.0)" in diff.stdout
    assert f"{left} passed" in env.run(other, "pytest", "features", "-q", "-p", "no:cacheprovider").stdout

    # the adapter templates, with the commands of docs/adapters.md as written, in a checkout of this repository
    for heading in ("In-process, a Python class", "A process, in Python"):
        commands = doc_commands(heading)
        assert [c[1] for c in commands if c[0] == "mtg-conformance"] == ["smoke", "run"]
        for argv in commands:
            out = env.run(source, *argv).stdout
        assert f"{scenarios} unsupported" in " ".join(out.split()), out

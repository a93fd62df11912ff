"""Everything a release does but publishing: `python tools/release_check.py` (or `tox -e release`).

1. builds the sdist and the wheel with `build` (`--no-isolation` builds with this environment's setuptools,
   offline);
2. `twine check --strict` on both (the README renders as the package's description);
3. checks what they carry: the wheel the corpus, its schemas, the docs and the adapter templates under
   `harness/_bundled/`, the sdist the same folders at its top;
4. with `--tag vX.Y.Z`, that the tag names the package's version;
5. installs the wheel alone in a fresh virtual environment and, from an empty folder, runs `mtg-conformance
   --version` and `mtg-conformance run`: every scenario of the bundled corpus passes on the reference engine.

`--skip-install` stops after step 4 (the cheap part, which the unit tests run). Exit 0 all good, 1 a check
failed (said on stderr), 2 a bad option. The release workflow (.github/workflows/release.yml) runs this, then
publishes the very files it checked.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
import venv
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SHIPPED = ("features", "schemas", "docs", "examples")  # setup.py bundles these; the README links to docs/, examples/
MUST_HAVE = ("features/rulings.json", "features/cards.json", "schemas/report.schema.json", "docs/adapters.md")


class CheckFailed(Exception):
    """A release check that did not pass: its message says which, and what was found."""


def _run(argv: list[str], cwd: Path, env: dict[str, str] | None = None) -> str:
    done = subprocess.run(argv, cwd=cwd, env=env, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise CheckFailed(f"{' '.join(argv)} exited {done.returncode}:\n{done.stdout[-2000:]}{done.stderr[-2000:]}")
    return done.stdout


def version() -> str:
    """The package's version, as setuptools reads it (`harness.__version__`), without importing the harness."""
    text = (ROOT / "harness" / "__init__.py").read_text(encoding="utf-8")
    found = re.search(r'^__version__ = "([^"]+)"$', text, re.M)
    if found is None:
        raise CheckFailed('no __version__ = "..." line in harness/__init__.py')
    return found.group(1)


def build(dist: Path, isolation: bool) -> tuple[Path, Path]:
    """The sdist and the wheel, built into `dist` (emptied first)."""
    shutil.rmtree(dist, ignore_errors=True)
    argv = [sys.executable, "-m", "build", "--sdist", "--wheel", "--outdir", str(dist), str(ROOT)]
    _run(argv if isolation else [*argv, "--no-isolation"], ROOT)
    sdists, wheels = sorted(dist.glob("*.tar.gz")), sorted(dist.glob("*.whl"))
    if len(sdists) != 1 or len(wheels) != 1:
        raise CheckFailed(f"expected one sdist and one wheel in {dist}, found {[p.name for p in dist.iterdir()]}")
    return sdists[0], wheels[0]


def wheel_problems(names: list[str], expected_version: str) -> list[str]:
    """What the wheel's file list lacks or has that it shouldn't."""
    present = set(names)
    problems = [f"no harness/_bundled/{path}" for path in MUST_HAVE if f"harness/_bundled/{path}" not in present]
    top = {name.split("/")[0] for name in names}
    allowed = {"harness", "reference_engine", f"mtg_conformance-{expected_version}.dist-info"}
    problems += [f"unexpected top-level entry {name!r}" for name in sorted(top - allowed)]
    problems += [f"no {folder}/ in harness/_bundled/" for folder in SHIPPED if not any(
        n.startswith(f"harness/_bundled/{folder}/") for n in names)]  # fmt: skip
    problems += [f"carries {n}" for n in names if "__pycache__" in n or "node_modules" in n]
    return problems


def sdist_problems(names: list[str], expected_version: str) -> list[str]:
    """What the sdist's file list lacks (names as in the archive: `mtg_conformance-X.Y.Z/...`)."""
    prefix = f"mtg_conformance-{expected_version}/"
    inside = {n[len(prefix) :] for n in names if n.startswith(prefix)}
    needed = [*MUST_HAVE, "README.md", "setup.py", "pyproject.toml", "MANIFEST.in", "examples/python-cmd/adapter.py"]
    return [f"no {path}" for path in needed if path not in inside]


def check_contents(sdist: Path, wheel: Path, expected_version: str) -> None:
    problems = wheel_problems(zipfile.ZipFile(wheel).namelist(), expected_version)
    with tarfile.open(sdist) as archive:
        problems += sdist_problems(archive.getnames(), expected_version)
    if problems:
        raise CheckFailed("the distributions lack what the README promises:\n  " + "\n  ".join(problems))


def install_and_run(wheel: Path, work: Path) -> str:
    """The wheel alone in a fresh environment, run from an empty folder; what `--version` printed."""
    venv.create(work / "venv", with_pip=True)
    bin_dir = work / "venv" / ("Scripts" if os.name == "nt" else "bin")
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV", "MTG_CONFORMANCE_CORPUS")}
    env["PATH"] = str(bin_dir) + os.pathsep + env.get("PATH", "")
    _run([str(bin_dir / "python"), "-m", "pip", "install", "-q", str(wheel)], work, env)
    empty = work / "elsewhere"
    empty.mkdir()
    shown = _run([str(bin_dir / "mtg-conformance"), "--version"], empty, env)
    _run([str(bin_dir / "mtg-conformance"), "run", "--no-progress", "--report-dir", "r"], empty, env)
    summary = json.loads((empty / "r" / "report.json").read_text(encoding="utf-8"))["summary"]["scenarios"]
    if not summary["total"] or summary["pass"] != summary["total"]:
        raise CheckFailed(f"the installed wheel's corpus did not pass on the reference engine: {summary}")
    return shown + f"run: {summary['pass']} of {summary['total']} scenarios passed\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--dist", type=Path, default=ROOT / "dist", help="where the sdist and wheel go (emptied)")
    parser.add_argument("--tag", default=None, help="the release tag (vX.Y.Z): it must name the package's version")
    parser.add_argument("--skip-install", action="store_true", help="build and check only; no fresh environment")
    parser.add_argument("--no-isolation", action="store_true", help="build with this environment's setuptools")
    args = parser.parse_args(argv)
    expected = version()
    try:
        if args.tag is not None and args.tag.removeprefix("v") != expected:
            raise CheckFailed(f"tag {args.tag} doesn't name the package's version {expected} (harness/__init__.py)")
        sdist, wheel = build(args.dist.resolve(), isolation=not args.no_isolation)
        print(f"built {sdist.name} and {wheel.name} in {args.dist}")
        print(_run([sys.executable, "-m", "twine", "check", "--strict", str(sdist), str(wheel)], ROOT).strip())
        check_contents(sdist, wheel, expected)
        print("contents: the corpus, schemas, docs and examples are in both")
        if not args.skip_install:
            with tempfile.TemporaryDirectory(prefix="mtg-release-") as work:
                print(install_and_run(wheel, Path(work)).strip())
    except CheckFailed as exc:
        print(f"release check failed: {exc}", file=sys.stderr)
        return 1
    print("release check passed" + (" (not installed: --skip-install)" if args.skip_install else ""))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

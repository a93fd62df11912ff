"""Conformance of phase.rs over its versions: the corpus run against each version of phase-python in an
environment of its own, and one page comparing the runs (`docs/phase-versions.md`, by `mtg-conformance render
--to markdown`, oldest version first: what each version gained and lost, ruling × version, CR section × version).

Usage, from a checkout: `python tools/phase_versions.py [--versions 0.77.0 0.83.0 0.103.0] [--work DIR]`. For each
version a virtual environment `DIR/<version>` gets the harness from a clean clone of the checkout's HEAD and
`phase-python==<version>`; the corpus of that clone runs there (`run --engine phase`), its report kept in
`DIR/reports/<version>/`. About two minutes a version on two cores, once the environments exist (they are reused).
The same `render` command makes such a page for any engine's saved reports (docs/reports.md).
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
VERSIONS = ("0.77.0", "0.83.0", "0.103.0")
PAGE = ROOT / "docs" / "phase-versions.md"
PREFACE = """The corpus (commit {revision}) run against phase-python {versions}, each in an environment of its own,
oldest first: what each version gained and lost against the one before it (regressions first), then each ruling
and CR section per version. Made by `python tools/phase_versions.py` (the environments and reports in a temporary
folder); the same page for any engine's saved reports: `mtg-conformance render --to markdown OLD.json ...
NEW.json` (docs/reports.md). A status is followed by the scenarios passed of those run.
"""


def sh(*argv: str | Path, cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    done = subprocess.run([str(a) for a in argv], cwd=cwd, capture_output=True, text=True, check=False)
    if done.returncode != 0 and argv[1:3] != ("-m", "harness.cli"):
        said = " ".join(map(str, argv))
        raise SystemExit(f"phase_versions: `{said}` exited {done.returncode}:\n{done.stderr[-3000:]}")
    return done


def clean_clone(source: Path) -> None:
    """`source` as a clone of the checkout's HEAD: the corpus and harness every version runs."""
    if source.exists():
        sh("git", "-C", source, "fetch", "-q", ROOT, "HEAD")
        sh("git", "-C", source, "checkout", "-q", "--detach", "FETCH_HEAD")
    else:
        sh("git", "clone", "-q", ROOT, source)


def environment(work: Path, version: str, source: Path) -> Path:
    """The environment of one phase version, with the harness of `source` installed (not editable)."""
    python = work / version / "bin" / "python"
    if not python.exists():
        sh(sys.executable, "-m", "venv", work / version)
    sh(python, "-m", "pip", "install", "-q", "--force-reinstall", "--no-deps", source)
    sh(python, "-m", "pip", "install", "-q", source, f"phase-python=={version}")
    return python


def run(python: Path, source: Path, report_dir: Path) -> Path:
    """The corpus of `source` against the phase installed beside `python`; exit 0 or 1 is a run that reported."""
    argv = [python, "-m", "harness.cli", "run", "--no-progress", "--engine", "phase", "--corpus", source / "features"]
    done = sh(*argv, "--report-dir", report_dir, cwd=source)
    if done.returncode not in (0, 1):
        raise SystemExit(f"phase_versions: the run exited {done.returncode}:\n{done.stderr[-3000:]}")
    return report_dir / "report.json"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--versions", nargs="+", default=list(VERSIONS), help="phase-python versions, oldest first")
    parser.add_argument("--work", type=Path, default=Path(tempfile.gettempdir()) / "mtg-phase-versions")
    parser.add_argument("--reuse", action="store_true", help="render the reports already in DIR/reports, run nothing")
    parser.add_argument("-o", "--output", type=Path, default=PAGE, help=f"the page (default: {PAGE.relative_to(ROOT)})")
    args = parser.parse_args(argv)
    args.work.mkdir(parents=True, exist_ok=True)
    source = args.work / "source"
    if not args.reuse:
        clean_clone(source)
    reports = [args.work / "reports" / v / "report.json" for v in args.versions]
    for version, report in zip(args.versions, reports, strict=True):
        if not args.reuse:
            run(environment(args.work, version, source), source, report.parent)
        print(f"phase {version}: {report}")
    sh(sys.executable, "-m", "harness.cli", "render", "--to", "markdown", *reports, "-o", args.output, cwd=ROOT)
    revision = json.loads(reports[0].read_text(encoding="utf-8"))["corpus"].get("git_revision") or "?"
    page = args.output.read_text(encoding="utf-8").split("\n", 1)
    said = PREFACE.format(versions=", ".join(args.versions), revision=revision[:12])
    args.output.write_text(page[0] + "\n\n" + said + page[1], encoding="utf-8")
    print(f"wrote {args.output}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

"""The parts of the documentation that show what a command prints, generated from the corpus and its runs:
`python tools/doc_pages.py` rewrites them, `--check` says which are stale (exit 1). A test runs the check, so a
figure such as a scenario count can't drift from today's corpus (tests/test_doc_pages.py).

Each generated part sits between `<!-- generated: NAME ... -->` and `<!-- end generated: NAME -->`:
- `version` (docs/corpus.md): what `mtg-conformance --version` prints, installed from a wheel;
- `scope` (docs/corpus.md): per CR section in scope, how it is in scope (families, or whole) and its decided share,
  the families' figure and the whole sections' apart (as `mtg-conformance coverage` gives them);
- `results` (README.md): the corpus's size, and each ruling's status on the reference engine and on phase.rs,
  from runs of the corpus (`--reports DIR` reuses the reports of `mtg-conformance run --engine reference
  --engine phase --report-dir DIR`; without it, this runs them). Without phase-python, phase's column can't be
  made: `--check` then checks the rest and says so.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import re
import subprocess
import sys
import tempfile
import textwrap
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # run as a script from a checkout

from harness.cli.main import version_text  # noqa: E402
from harness.corpus.decisions import load_decisions  # noqa: E402
from harness.corpus.scan import load_cr_rules, scan_features  # noqa: E402
from harness.corpus.scope import load_scope  # noqa: E402
from harness.paths import CorpusChoice  # noqa: E402
from harness.reports.cr_tree import build_cr_tree, percent  # noqa: E402

INSTALLED = ".../site-packages/harness/_bundled"
ENGINES = ("reference", "phase")


def region(text: str, name: str) -> tuple[int, int]:
    """Where the generated part `name` starts and ends (its markers excluded)."""
    begin = re.search(rf"<!-- generated: {name}\b[^>]*-->\n", text)
    end = text.find(f"<!-- end generated: {name} -->")
    if begin is None or end < begin.end():
        raise SystemExit(f"doc_pages: no generated part {name!r} (its markers are missing)")
    return begin.end(), end


def version_block() -> str:
    corpus = ROOT / "features"
    shown = version_text(CorpusChoice(corpus, "bundled"), Path(INSTALLED) / "docs")
    return "```\n" + shown.replace(str(corpus), f"{INSTALLED}/features") + "\n```\n"


def run_reports(folder: Path, engines: tuple[str, ...]) -> None:
    argv = [sys.executable, "-m", "harness.cli", "run", "--no-progress", "--report-dir", str(folder)]
    argv += [f"--engine={e}" for e in engines]
    done = subprocess.run(argv, cwd=ROOT, capture_output=True, text=True, check=False)
    if done.returncode not in (0, 1):
        raise SystemExit(f"doc_pages: `{' '.join(argv[1:])}` exited {done.returncode}:\n{done.stderr[-2000:]}")


def _cell(ruling: dict[str, Any] | None) -> str:
    if ruling is None:
        return "–"
    counts = ruling["counts"]
    return f"{ruling['status']} {counts['pass']}/{sum(counts.values())}"


def _totals(report: dict[str, Any], key: str) -> str:
    counts = report["summary"][key]
    said = ", ".join(f"{counts[s]} {s}" for s in ("pass", "fail", "error", "unsupported", "uncovered") if counts.get(s))
    return f"**{said}**"


def cr_coverage(scenarios: int) -> str:
    """What `mtg-conformance coverage` says of the CR rules in the corpus's scope, as a clause of the prose."""
    corpus = ROOT / "features"
    scope = load_scope(corpus)
    if scope is None:
        return ""
    found = [s for f in scan_features(corpus) for s in f.scenarios]
    summary = build_cr_tree(scope, load_cr_rules(corpus), found, decisions=load_decisions(corpus))["summary"]
    tagged = f"{summary['tagged']} more are tagged only, " if summary["tagged"] else ""
    unaccounted = f", {summary['unaccounted']} neither" if summary["unaccounted"] else ""
    families, sections = summary.get("families"), summary.get("sections")
    apart = (
        f" (the families of the rulings' rules: {families['covered']} of {families['in_scope']}; the whole sections:"
        f" {sections['covered']} of {sections['in_scope']})"
        if sections and sections["in_scope"]
        else ""
    )
    return (
        f", and decides {summary['covered']} of the {summary['in_scope']} Comprehensive Rules in its scope{apart} "
        f"(`features/cr-scope.json`; a wrong engine breaking the rule fails the scenario: `features/cr-decisions.json`;"
        f" {tagged}{summary['uncovered']} say why no scenario tests them{unaccounted}: "
        f"`mtg-conformance coverage`) with those and {scenarios} more (`features/rules/`)"
    )


def scope_block() -> str:
    corpus = ROOT / "features"
    found = [s for f in scan_features(corpus) for s in f.scenarios]
    tree = build_cr_tree(load_scope(corpus), load_cr_rules(corpus), found, decisions=load_decisions(corpus))
    lines = ["| section | in scope | decided | share |", "|---|---|---:|---:|"]
    for section in tree["sections"]:
        how = "whole section" if section["whole"] else "families"
        name = f"{section['section']} {section['title']}".strip()
        figures = f"{section['covered']}/{section['in_scope']} | {percent(section['covered'], section['in_scope'])}"
        lines.append(f"| {name} | {how} | {figures} |")
    s = tree["summary"]
    for label, key in (("families", "families"), ("whole sections", "sections")):
        if s[key]["in_scope"]:
            shown = f"{s[key]['covered']}/{s[key]['in_scope']} | {percent(s[key]['covered'], s[key]['in_scope'])}"
            lines.append(f"| **{label}** | | {shown} |")
    lines.append(f"| **all** | | {s['covered']}/{s['in_scope']} | {percent(s['covered'], s['in_scope'])} |")
    return "\n".join(lines) + "\n"


def results_block(reports: dict[str, dict[str, Any]]) -> str:
    ref = reports["reference"]
    phase = reports.get("phase")
    rulings = {r["id"]: r for r in ref["rulings"]}
    sc = ref["summary"]["scenarios"]
    n_rulings = len(rulings)
    ruled = sum(1 for s in ref["scenarios"] if s["rulings"])
    said = (
        f"The corpus covers {n_rulings} rulings of the four source documents (`features/sources/`) with "
        f"{ruled} scenarios{cr_coverage(sc['total'] - ruled)}: {sc['total']} scenarios. The reference engine passes "
        + ("all of them" if sc["pass"] == sc["total"] else f"{sc['pass']} of them")
        + (
            f"; phase.rs {phase['engine']['version']} (through `phase-python`) passes "
            f"{phase['summary']['rulings']['pass']} rulings, and [docs/phase.md](docs/phase.md) says, one line "
            "each, why the others fail or can't run there"
            if phase
            else ""
        )
        + ". Status and scenarios passed / scenarios (generated from runs of the corpus: `python "
        "tools/doc_pages.py`):"
    )
    lines = [
        textwrap.fill(said, width=115, break_long_words=False, break_on_hyphens=False),
        "",
        "| ruling | reference |" + (f" phase {phase['engine']['version']} |" if phase else ""),
        "|---|---|" + ("---|" if phase else ""),
    ]
    phase_rulings = {r["id"]: r for r in phase["rulings"]} if phase else {}
    for rid in sorted(rulings):
        row = f"| `{rid}` | {_cell(rulings[rid])} |"
        lines.append(row + (f" {_cell(phase_rulings.get(rid))} |" if phase else ""))
    for label, key in (("rulings", "rulings"), ("scenarios", "scenarios")):
        row = f"| **{label}** | {_totals(ref, key)} |"
        lines.append(row + (f" {_totals(phase, key)} |" if phase else ""))
    return "\n".join(lines) + "\n"


def generated(reports: dict[str, dict[str, Any]]) -> dict[Path, dict[str, str]]:
    return {
        ROOT / "docs" / "corpus.md": {"version": version_block(), "scope": scope_block()},
        ROOT / "README.md": {"results": results_block(reports)},
    }


def load_reports(folder: Path | None, engines: tuple[str, ...]) -> dict[str, dict[str, Any]]:
    with tempfile.TemporaryDirectory(prefix="mtg-doc-pages-") as tmp:
        where = folder or Path(tmp)
        if folder is None:
            run_reports(where, engines)
        missing = [str(where / e / "report.json") for e in engines if not (where / e / "report.json").is_file()]
        if missing:
            raise SystemExit(f"doc_pages: no report {', '.join(missing)} (run --engine {' --engine '.join(engines)})")
        return {e: json.loads((where / e / "report.json").read_text(encoding="utf-8")) for e in engines}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="change nothing; exit 1 if a generated part is stale")
    parser.add_argument("--reports", type=Path, default=None, help="reports of a run with --engine for each engine")
    args = parser.parse_args(argv)
    has_phase = importlib.util.find_spec("phase") is not None
    engines = ENGINES if has_phase else ENGINES[:1]
    if not has_phase:
        print("doc_pages: phase-python is not installed: phase's column is left as it is", file=sys.stderr)
    pages = generated(load_reports(args.reports, engines))
    stale = []
    for path, parts in pages.items():
        text = path.read_text(encoding="utf-8")
        new = text
        for name, body in parts.items():
            if name == "results" and not has_phase:
                continue
            start, end = region(new, name)
            new = new[:start] + body + new[end:]
        if new != text:
            stale.append(str(path.relative_to(ROOT)))
            if not args.check:
                path.write_text(new, encoding="utf-8")
    if stale:
        print(("stale: " if args.check else "rewrote: ") + ", ".join(stale))
    return 1 if stale and args.check else 0


if __name__ == "__main__":
    raise SystemExit(main())

"""Conformance over time (issue 47, point 3): several reports, oldest first, on one page (`render --to markdown`
or `--to html`): what each gained and lost against the one before it, regressions first and with their cause,
ruling × report and CR section × report; text from the corpus or an engine is data on the page."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from harness.cli.main import main
from harness.reports.history import render_history_markdown, section_rows, steps
from harness.reports.html import render_comparison
from harness.reports.labels import distinct_labels

REPORTS = Path(__file__).parent / "data" / "reports"


@pytest.fixture
def versions() -> list[dict[str, Any]]:
    old, new = (json.loads((REPORTS / f"{n}.json").read_text(encoding="utf-8")) for n in ("old", "new"))
    old["engine"] = {**old["engine"], "version": "1.0"}
    new["engine"] = {**new["engine"], "version": "2.0"}
    return [old, new]


def test_each_step_lists_its_regressions_first_with_their_cause(versions: list[dict[str, Any]]) -> None:
    (step,) = steps(versions, distinct_labels(versions))
    assert (step.before, step.after) == ("demo 1.0", "demo 2.0")
    assert [c.id for c in step.regressed if c.kind == "ruling"] == ["demo.alpha", "demo.epsilon"]
    page = render_history_markdown(versions)
    lost = page.index("### demo 1.0 → demo 2.0: 4 regressed, 2 improved")
    assert lost < page.index("**Regressions**") < page.index("**Improvements**") < page.index("## Rulings")
    assert "- scenario `Alpha passes` (`features/demo/a.feature`): was pass, now fail; step" in page
    assert "observed `<script>alert(1)</script>`" in page, "an engine's answer is a code span: data, not markup"
    assert "| `demo.alpha` | pass 1/1 | fail 0/1 |" in page and "| `demo.delta` | pass 1/1 | - |" in page


def test_a_step_with_no_change_says_so(versions: list[dict[str, Any]]) -> None:
    page = render_history_markdown([versions[0], versions[0]])
    assert "0 regressed, 0 improved" in page and "No scenario or ruling changed status." in page


def test_sections_come_from_each_reports_cr_tree(versions: list[dict[str, Any]]) -> None:
    for report in versions:
        report["cr_tree"] = [{"section": "601", "title": "Casting Spells", "status": "pass",
                              "counts": {"pass": 2, "fail": 0}, "rules": []}]  # fmt: skip
    versions[1]["cr_tree"][0] |= {"status": "fail", "counts": {"pass": 1, "fail": 1}}
    assert section_rows(versions) == [("601 Casting Spells", ["pass 2/2", "fail 1/2"])]
    assert "| 601 Casting Spells | pass 2/2 | fail 1/2 |" in render_history_markdown(versions)


def test_the_html_page_carries_the_changes_and_sections_escaped(versions: list[dict[str, Any]]) -> None:
    page = render_comparison(versions)
    assert 'id="changes"' in page and 'id="cr-sections"' in page
    assert page.index('id="changes"') < page.index("<h2>Rulings</h2>")
    assert "demo 1.0 → demo 2.0: 4 regressed, 2 improved" in page
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in page and "<script>alert(1)" not in page


def test_render_takes_several_reports_to_markdown(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "history.md"
    assert main(["render", "--to", "md", str(REPORTS / "old.json"), str(REPORTS / "new.json"), "-o", str(out)]) == 0
    assert out.read_text(encoding="utf-8").startswith("# Conformance over time: demo 1.0 (started")
    assert main(["render", "--to", "junit", str(REPORTS / "old.json"), str(REPORTS / "new.json")]) == 2
    assert "--to html or markdown" in capsys.readouterr().err


def test_the_versions_page_is_made_from_the_reports_of_each_version(tmp_path: Path) -> None:
    """tools/phase_versions.py --reuse renders the reports already made, oldest version first, with its preface."""
    import subprocess
    import sys

    from harness.paths import ROOT

    for version, name in (("1.0", "old"), ("2.0", "new")):
        folder = tmp_path / "reports" / version
        folder.mkdir(parents=True)
        report = json.loads((REPORTS / f"{name}.json").read_text(encoding="utf-8"))
        report["engine"] |= {"name": "phase", "version": version}
        (folder / "report.json").write_text(json.dumps(report), encoding="utf-8")
    page = tmp_path / "page.md"
    argv = [sys.executable, str(ROOT / "tools" / "phase_versions.py"), "--reuse", "--work", str(tmp_path)]
    done = subprocess.run([*argv, "--versions", "1.0", "2.0", "-o", str(page)], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    text = page.read_text(encoding="utf-8")
    assert text.startswith("# Conformance over time: phase 1.0, phase 2.0\n\nThe corpus (commit ")
    assert "### phase 1.0 → phase 2.0: 4 regressed, 2 improved" in text


def test_an_engines_name_is_text_on_the_markdown_page(versions: list[dict[str, Any]]) -> None:
    for report in versions:
        report["engine"]["name"] = "<img src=x onerror=alert(1)> [x](javascript:y)"
    page = render_history_markdown(versions)
    assert not re.search(r"(?<!\\)<img|(?<!\\)\[x(?<!\\)\]\(", page), "markup left unescaped"
    assert r"\<img src=x onerror=alert(1)\> \[x\](javascript:y)" in page.splitlines()[0]

"""Renderings of a report: Markdown for $GITHUB_STEP_SUMMARY, JUnit XML, the badge, the HTML pages, and the
`render` command."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

import pytest

from harness.cli import main
from harness.reports.renderings import (
    FILES,
    render_badge,
    render_comparison,
    render_html,
    render_junit,
    render_markdown,
    write_renderings,
)
from harness.reports.report import load_report

from .conftest import TESTS

REPORTS = TESTS / "data" / "reports"


@pytest.fixture
def new() -> dict[str, Any]:
    return load_report(REPORTS / "new.json")


@pytest.fixture
def old() -> dict[str, Any]:
    return load_report(REPORTS / "old.json")


def test_markdown_has_the_counts_the_failing_rulings_and_each_failure(new: dict[str, Any]) -> None:
    text = render_markdown(new)
    assert text.startswith("## MTG rules conformance: demo 1.0\n")
    assert "**2/4 covered rulings pass**" in text
    assert "| ✅ pass | 2 | 2 |" in text and "| ❌ fail | 2 | 2 |" in text
    assert "### Rulings that do not pass" in text
    assert "| `demo.alpha` | tap-untap-symbols | ❌ fail | 0/1 |" in text
    assert "### Failures (2)" in text
    assert '| step | `Then "ring" is tapped` |' in text
    assert "| expected | `true` |" in text and "| observed | `false` |" in text


def test_markdown_tables_survive_pipes_and_stay_one_row_per_line(new: dict[str, Any]) -> None:
    text = render_markdown(new)
    assert "| step | `Then \\| pipe <b>html</b>` |" in text
    for line in text.splitlines():
        if line.startswith("| "):
            cells = line.replace("\\|", "").count("|")
            assert cells in (3, 4, 5), line


def test_markdown_caps_the_number_of_failures(new: dict[str, Any], monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("harness.reports.markdown.MAX_FAILURES", 1)
    assert "… and 1 more" in render_markdown(new)


def test_junit_xml_counts_and_marks_each_scenario(old: dict[str, Any], new: dict[str, Any]) -> None:
    root = ET.fromstring(render_junit(old))
    assert root.tag == "testsuites"
    assert (root.get("tests"), root.get("failures"), root.get("errors"), root.get("skipped")) == ("5", "1", "1", "1")
    cases = {c.get("name"): c for c in root.iter("testcase")}
    assert len(cases) == 5 and len(list(root.iter("testsuite"))) == 5
    failure = cases["Beta fails"].find("failure")
    assert failure is not None and "expected tapped" in failure.get("message")
    assert "expected: true" in failure.text and "observed: false" in failure.text
    assert cases["Epsilon errors"].find("error") is not None
    assert cases["Gamma is unsupported"].find("skipped").get("message") == "unsupported: query: could_produce"
    assert cases["Alpha passes"].find("failure") is None
    rulings = [p.get("value") for p in cases["Alpha passes"].iter("property") if p.get("name") == "ruling"]
    assert rulings == ["demo.alpha"]
    assert cases["Alpha passes"].get("classname") == "demo.features.demo.a"
    assert ET.fromstring(render_junit(new)).get("failures") == "2"


def test_badge_counts_covered_rulings(old: dict[str, Any], new: dict[str, Any]) -> None:
    assert render_badge(new) == {
        "schemaVersion": 1,
        "label": "MTG rulings",
        "message": "2/4 passing",
        "color": "yellow",
    }
    assert render_badge(old)["message"] == "2/5 passing"
    assert render_badge(old)["color"] == "orange"


def test_html_has_the_matrix_the_ruling_text_and_escaped_failure_detail(new: dict[str, Any]) -> None:
    page = render_html(new)
    assert page.startswith("<!DOCTYPE html>")
    assert 'id="matrix"' in page and 'id="filters"' in page
    assert page.count('<tbody class="ruling"') == len(new["rulings"])
    assert 'data-id="demo.alpha" data-status="fail"' in page
    assert "The text of ruling demo.alpha." in page
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in page and "<script>alert(1)" not in page
    assert "<link" not in page and 'src="http' not in page  # self-contained


def test_comparison_page_has_one_column_per_engine(old: dict[str, Any], new: dict[str, Any]) -> None:
    new = {**new, "engine": {"name": "other", "version": "2.0", "adapter": "other"}}
    page = render_comparison([old, new])
    assert "demo 1.0 vs other 2.0" in page
    assert 'data-id="demo.alpha" data-status="pass fail"' in page or 'data-status="fail pass"' in page
    assert 'data-id="demo.zeta" data-status="uncovered"' in page and 'data-differs="false"' in page
    assert page.count('class="status status-missing"') >= 2  # demo.delta and demo.eta are each in one report


def test_write_renderings_writes_every_file(tmp_path: Path, new: dict[str, Any]) -> None:
    written = write_renderings(tmp_path, new)
    assert {p.name for p in written.values()} == set(FILES.values())
    assert json.loads((tmp_path / "badge.json").read_text(encoding="utf-8"))["schemaVersion"] == 1
    assert not [p for p in tmp_path.iterdir() if p.name.startswith(".")]  # no temporary files left


@pytest.mark.parametrize(
    ("fmt", "start"), [("markdown", "## MTG"), ("junit", "<?xml"), ("html", "<!DOCTYPE"), ("badge", "{")]
)
def test_render_command(capsys: pytest.CaptureFixture[str], fmt: str, start: str) -> None:
    assert main(["render", str(REPORTS / "new.json"), "--to", fmt]) == 0
    assert capsys.readouterr().out.startswith(start)


def test_render_command_compares_several_reports_into_a_file(tmp_path: Path) -> None:
    out = tmp_path / "compare.html"
    assert main(["render", str(REPORTS / "old.json"), str(REPORTS / "new.json"), "--to", "html", "-o", str(out)]) == 0
    assert 'id="engines"' in out.read_text(encoding="utf-8")


def test_render_command_refuses_a_bad_report(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text("{", encoding="utf-8")
    assert main(["render", str(bad)]) == 2
    assert f"{bad}: line 1: not JSON" in capsys.readouterr().err
    assert main(["render", str(REPORTS / "old.json"), str(REPORTS / "new.json"), "--to", "junit"]) == 2

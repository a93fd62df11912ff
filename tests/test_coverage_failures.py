"""`mtg-conformance coverage --report`: each failing ruling and CR rule shows its failing scenarios (title,
feature:line, expected and observed), five per ruling and engine in the text and Markdown, with a count of the
rest; the JSON holds them all."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from harness.cli import main
from harness.corpus.scan import scan_features
from harness.paths import ROOT
from tests.test_coverage import PageChecker, fake_report

CORPUS = ROOT / "features"
FAILING = "emerge.sacrifice-during-payment"  # 12 scenarios: more than the 5 shown


@pytest.fixture
def report(tmp_path: Path) -> Path:
    data = fake_report("alpha", FAILING)
    infos = {f"{s.feature}::{s.name}": s for f in scan_features(CORPUS) for s in f.scenarios}
    for scenario in data["scenarios"]:  # as a run writes them: the feature's file name, the title, the rulings
        feature, _, title = scenario["id"].partition("::")
        rulings = infos[scenario["id"]].rulings
        scenario.update(feature=Path(feature).name, scenario=title, id=f"features/{feature}::test_x", rulings=rulings)
        if scenario["status"] == "fail":
            scenario.update(step="the total cost is {2}", expected="{2}", observed=f"{{3}} in {title[:20]}")
    path = tmp_path / "report.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def mine() -> list[Any]:
    return [s for f in scan_features(CORPUS) for s in f.scenarios if FAILING in s.rulings and not s.pending]


def page(capsys: pytest.CaptureFixture[str], report: Path, fmt: str) -> str:
    assert main(["coverage", "--report", str(report), "--ruling", FAILING, "--format", fmt]) == 0
    return capsys.readouterr().out


def test_json_holds_every_failing_scenario_with_its_line(capsys: pytest.CaptureFixture[str], report: Path) -> None:
    coverage = json.loads(page(capsys, report, "json"))
    ruling = coverage["rulings"][0]
    found = ruling["failing"]["alpha 1.0"]
    assert {(r["feature"], r["line"], r["scenario"]) for r in found} == {(s.feature, s.line, s.name) for s in mine()}
    assert all(r["expected"] == "{2}" and r["observed"].startswith("{3}") for r in found)
    rules = [n for s in coverage["cr_tree"]["sections"] for r in s["rules"] for n in (r, *r["subrules"])]
    rule = next(n for n in rules if n["rule"] == "702.119c")
    assert rule["failing"]["alpha 1.0"] and all(r["status"] == "fail" for r in rule["failing"]["alpha 1.0"])
    assert all(not n["failing"] for n in rules if n["engines"].get("alpha 1.0") == "pass")


def test_text_shows_five_with_expected_and_observed_and_counts_the_rest(
    capsys: pytest.CaptureFixture[str], report: Path
) -> None:
    text = page(capsys, report, "text")
    block = text[text.index(f"  {FAILING}") : text.index("TOTALS PER MECHANIC")]
    assert f"failing ({len(mine())}):" in block
    shown = [s for s in mine() if f"{s.feature}:{s.line}  {s.name}" in block.split("failing (")[1]]
    assert len(shown) == 5
    assert f"... and {len(mine()) - 5} more" in block
    assert "the total cost is {2}: expected {2}, observed {3}" in block


def test_markdown_shows_them_in_the_engine_cell(capsys: pytest.CaptureFixture[str], report: Path) -> None:
    md = page(capsys, report, "md")
    row = next(line for line in md.splitlines() if line.startswith(f"| `{FAILING}`"))
    assert f"**failing ({len(mine())})**" in row and f"… and {len(mine()) - 5} more" in row
    assert row.count("expected {2}, observed {3}") == 5


def test_a_passing_engine_shows_no_failing_scenarios(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "r.json"
    path.write_text(json.dumps(fake_report("beta", "")), encoding="utf-8")
    assert main(["coverage", "--report", str(path), "--ruling", FAILING]) == 0
    assert "failing (" not in capsys.readouterr().out


def test_html_shows_them_in_the_engine_cells_and_its_search_reaches_the_cr_tree(
    capsys: pytest.CaptureFixture[str], report: Path
) -> None:
    html = page(capsys, report, "html")
    assert html.count(f'<details class="failing"><summary>{len(mine())} failing</summary>') == 1  # the ruling
    assert "702.119c" in html and html.count('<details class="failing">') > 1  # and its CR rules
    assert "expected {2}, observed {3}" in html
    assert '"#ruling-table tr.ruling, #cr-tree tr.cr-rule"' in html
    checker = PageChecker()
    checker.feed(html)
    checker.close()
    assert checker.errors == [] and checker.stack == []


def test_an_engines_text_in_the_markdown_cell_is_a_code_span_never_markup() -> None:
    from harness.reports.coverage_failures import md_items

    observed = "<script>alert(1)</script> [link](http://x) " * 50
    record = {"status": "fail", "feature": "x.feature", "line": 3, "scenario": "A **bold** claim"}
    record |= {"step": "Then it", "expected": "pass", "observed": observed}
    (head, item) = md_items({"some-engine": [record]}, 1)
    assert head == "**failing (1)**"
    assert "`A **bold** claim`" in item and "`Then it: expected pass, observed <script>" in item
    assert item.endswith("left out)`")
    assert "more characters left out" in item and len(item) < 1000  # a bound, whatever the engine says

"""`mtg-conformance coverage`: every ruling with its text, sources, CR sections and scenarios; per-engine status
from reports; totals per mechanic and CR section; drift between the index and the source documents."""

from __future__ import annotations

import json
import shutil
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest

from harness.cli import main
from harness.corpus.lint import lint_corpus
from harness.corpus.rulings import load_index
from harness.corpus.scan import cr_section, load_cr_rules, scan_features, word_diff
from harness.paths import ROOT
from harness.reports.coverage import build_coverage
from harness.reports.coverage_render import render
from harness.run.steps.vocabulary import read_step

CORPUS = ROOT / "features"
OLD = "Colored mana components of emerge costs can’t be reduced with emerge."
NEW = "Colored mana components of emerge costs can’t ever be reduced by emerge."
TABLE = "sources/001_adc3b31db66843e5.txt"  # distended-mindbender
PAGE = "sources/000_ddc2b81581047f5c.txt"  # emerge-decimator


@pytest.fixture(scope="module")
def coverage() -> dict[str, Any]:
    return build_coverage(CORPUS)


@pytest.fixture
def corpus(tmp_path: Path) -> Path:
    return Path(shutil.copytree(CORPUS, tmp_path / "features"))


# --- every ruling with its scenarios and CR sections ----------------------------------------------------


def test_every_ruling_is_shown_with_text_sources_rules(coverage: dict[str, Any]) -> None:
    index = {r.id: r for r in load_index(CORPUS)}
    shown = {r["id"]: r for r in coverage["rulings"]}
    assert shown.keys() == index.keys()
    for rid, ruling in index.items():
        record = shown[rid]
        assert record["text"] == ruling.text
        assert [s["id"] for s in record["sources"]] == list(ruling.sources)
        assert all(s["title"] for s in record["sources"])
        assert record["rules"] == list(ruling.rules)
        assert record["mechanic"] == ruling.mechanic


def test_every_ruling_lists_exactly_the_scenarios_tagged_with_it(coverage: dict[str, Any]) -> None:
    scenarios = [s for f in scan_features(CORPUS) for s in f.scenarios]
    for record in coverage["rulings"]:
        expected = {(s.feature, s.name) for s in scenarios if record["id"] in s.rulings}
        assert {(s["feature"], s["name"]) for s in record["scenarios"]} == expected, record["id"]
        covered = any(not s["pending"] for s in record["scenarios"])
        assert record["status"] == ("covered" if covered else "uncovered")


def test_uncovered_rulings_come_first(coverage: dict[str, Any]) -> None:
    statuses = [r["status"] for r in coverage["rulings"]]
    assert statuses == sorted(statuses, key=lambda s: s != "uncovered")
    summary = coverage["summary"]
    assert summary["covered"] + summary["uncovered"] == summary["rulings"] == len(load_index(CORPUS))


def test_cr_sections_hold_every_rule_the_index_cites(coverage: dict[str, Any]) -> None:
    titles = load_cr_rules(CORPUS)
    sections = {s["section"]: s for s in coverage["cr_sections"]}
    for ruling in load_index(CORPUS):
        for number in ruling.rules:
            section = sections[cr_section(number)]
            assert section["title"] == titles[cr_section(number)]
            rule = next(r for r in section["rules"] if r["rule"] == number)
            assert ruling.id in rule["rulings"] and ruling.id in section["rulings"]
    assert sections["702"]["title"] == "Keyword Abilities"


def test_cr_section_scenario_counts(coverage: dict[str, Any]) -> None:
    scenarios = [s for f in scan_features(CORPUS) for s in f.scenarios if not s.pending]
    for section in coverage["cr_sections"]:
        expected = {(s.feature, s.name) for s in scenarios if any(cr_section(n) == section["section"] for n in s.cr)}
        assert section["scenarios"] == len(expected), section["section"]


def test_mechanic_totals_add_up(coverage: dict[str, Any]) -> None:
    index = load_index(CORPUS)
    totals = {m["mechanic"]: m for m in coverage["mechanics"]}
    assert totals.keys() == {r.mechanic for r in index}
    for mechanic, row in totals.items():
        assert row["rulings"] == sum(r.mechanic == mechanic for r in index)
        assert row["covered"] + row["uncovered"] == row["rulings"]


def test_rules_cited_only_by_scenarios_are_listed(coverage: dict[str, Any]) -> None:
    ruled = {n for r in load_index(CORPUS) for n in r.rules}
    cited = {n for f in scan_features(CORPUS) for s in f.scenarios for n in s.cr}
    assert {i["rule"] for i in coverage["cr_without_ruling"]} == cited - ruled


# --- status per engine ----------------------------------------------------------------------------------


def fake_report(name: str, failing: str) -> dict[str, Any]:
    """A report in which the scenarios of ruling `failing` fail and every other scenario passes."""
    scenarios = [s for f in scan_features(CORPUS) for s in f.scenarios if not s.pending]
    records = [
        {"id": f"{s.feature}::{s.name}", "status": "fail" if failing in s.rulings else "pass", "cr": s.cr}
        for s in scenarios
    ]
    covered = {rid for s in scenarios for rid in s.rulings}
    rulings = [
        {"id": r.id, "status": "fail" if r.id == failing else ("pass" if r.id in covered else "uncovered")}
        for r in load_index(CORPUS)
    ]
    return {"engine": {"name": name, "version": "1.0"}, "rulings": rulings, "scenarios": records}


def test_status_per_engine_from_reports() -> None:
    failing = "emerge.colored-not-reduced"
    reports = [("a.json", fake_report("alpha", failing)), ("b.json", fake_report("beta", "x.card-in-hand-x-is-zero"))]
    coverage = build_coverage(CORPUS, reports)
    assert coverage["engines"] == ["alpha 1.0", "beta 1.0"]
    ruling = next(r for r in coverage["rulings"] if r["id"] == failing)
    assert ruling["engines"] == {"alpha 1.0": "fail", "beta 1.0": "pass"}
    sections = {s["section"]: s for s in coverage["cr_sections"]}
    assert sections["702"]["engines"]["alpha 1.0"] == "fail"
    rule = next(r for r in sections["702"]["rules"] if r["rule"] == "702.119a")
    assert rule["engines"]["alpha 1.0"] == "fail"
    assert coverage["summary"]["engines"]["alpha 1.0"]["fail"] == 1


def test_the_same_engine_twice_is_told_apart_by_file_name() -> None:
    reports = [("old/report.json", fake_report("ref", "")), ("new.json", fake_report("ref", ""))]
    assert build_coverage(CORPUS, reports)["engines"] == ["ref 1.0 (report)", "ref 1.0 (new)"]


def test_coverage_with_a_real_report(run_corpus, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    report = run_corpus("reference", "-k", "tap_untap")
    path = tmp_path / "report.json"
    path.write_text(json.dumps(report), encoding="utf-8")
    capsys.readouterr()  # what pytester printed
    assert main(["coverage", "--report", str(path), "--format", "json"]) == 0
    coverage = json.loads(capsys.readouterr().out)
    label = coverage["engines"][0]
    assert label.startswith("reference")
    ruling = next(r for r in coverage["rulings"] if r["id"] == "tap-untap-symbols.tap")
    assert ruling["engines"][label] == "pass"


@pytest.mark.parametrize(
    ("content", "message"),
    [("{not json", "not a JSON report"), ('{"engine": {}}', "/rulings missing"), ("[]", "/engine missing")],
)
def test_bad_report_gets_a_clear_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], content: str, message: str
) -> None:
    path = tmp_path / "r.json"
    path.write_text(content, encoding="utf-8")
    assert main(["coverage", "--report", str(path)]) == 2
    err = capsys.readouterr().err
    assert str(path) in err and message in err and "Traceback" not in err


# --- drift ----------------------------------------------------------------------------------------------


def test_the_real_corpus_has_no_drift(coverage: dict[str, Any]) -> None:
    assert coverage["drift"] == [] and coverage["unindexed"] == []


def test_a_reworded_ruling_in_a_source_document_is_drift_with_a_word_diff(corpus: Path) -> None:
    table = corpus / TABLE
    table.write_text(table.read_text(encoding="utf-8").replace(OLD, NEW), encoding="utf-8")
    coverage = build_coverage(corpus)
    assert coverage["drift"] == [
        {
            "ruling": "emerge.colored-not-reduced",
            "document": "distended-mindbender",
            "indexed": OLD,
            "source": NEW,
            "diff": [
                ["=", "Colored mana components of emerge costs can’t"],
                ["+", "ever"],
                ["=", "be reduced"],
                ["-", "with"],
                ["+", "by"],
                ["=", "emerge."],
            ],
        }
    ]
    assert coverage["unindexed"] == []  # the reworded text is the drift, not a new ruling
    assert coverage["summary"]["drift"] == 1
    ruling = next(r for r in coverage["rulings"] if r["id"] == "emerge.colored-not-reduced")
    assert ruling["drift"] == ["distended-mindbender"]
    assert "can’t {+ever+} be reduced [-with-] {+by+} emerge." in " ".join(render(coverage, "text").split())
    assert "can’t **ever** be reduced ~~with~~ **by** emerge." in render(coverage, "md")
    assert "<del>with</del> <ins>by</ins>" in render(coverage, "html")


def test_quote_and_spacing_changes_are_not_drift(corpus: Path) -> None:
    table = corpus / TABLE
    table.write_text(table.read_text(encoding="utf-8").replace(OLD, OLD.replace("’", "'")), encoding="utf-8")
    assert build_coverage(corpus)["drift"] == []


def test_a_ruling_gone_from_a_document_is_drift_without_source(corpus: Path) -> None:
    page = corpus / PAGE
    gone = "If an ability would produce one or more mana of an undefined type, it produces no mana instead."
    page.write_text(page.read_text(encoding="utf-8").replace(gone + "\n\n", ""), encoding="utf-8")
    drift = build_coverage(corpus)["drift"]
    assert [(d["ruling"], d["document"], d["source"]) for d in drift] == [
        ("mana-production.undefined-type-produces-nothing", "emerge-decimator", None)
    ]


def test_a_new_paragraph_in_a_source_is_listed_as_not_indexed(corpus: Path) -> None:
    page = corpus / PAGE
    added = "Emerge costs are alternative costs."
    page.write_text(page.read_text(encoding="utf-8") + f"\n\n{added}\n", encoding="utf-8")
    coverage = build_coverage(corpus)
    assert coverage["drift"] == []
    assert coverage["unindexed"] == [{"document": "emerge-decimator", "text": added, "date": None}]


def test_drift_is_a_lint_finding(corpus: Path) -> None:
    table = corpus / TABLE
    table.write_text(table.read_text(encoding="utf-8").replace(OLD, NEW), encoding="utf-8")
    findings = lint_corpus(corpus, read_step, ["drift"])
    assert len(findings) == 1
    assert "emerge.colored-not-reduced" in findings[0].message and "'by'" in findings[0].message


def test_word_diff() -> None:
    assert word_diff("a b c", "a x c") == [("=", "a"), ("-", "b"), ("+", "x"), ("=", "c")]
    assert word_diff("same text", "same  text") == [("=", "same text")]


# --- the formats ----------------------------------------------------------------------------------------


def test_text_lists_uncovered_first_then_totals(coverage: dict[str, Any]) -> None:
    text = render(coverage, "text")
    order = [text.index(h) for h in ("UNCOVERED RULINGS", "COVERED RULINGS", "TOTALS PER MECHANIC", "CR SECTIONS")]
    assert order == sorted(order)
    for ruling in coverage["rulings"]:
        assert ruling["id"] in text
        for scenario in ruling["scenarios"]:
            assert f"{scenario['feature']}:{scenario['line']}" in text


def test_markdown_table_has_a_row_per_ruling(coverage: dict[str, Any]) -> None:
    md = render(coverage, "md")
    rows = [line for line in md.splitlines() if line.startswith("| `")]
    ruling_rows = [row for row in rows if any(row.startswith(f"| `{r['id']}`") for r in coverage["rulings"])]
    assert len(ruling_rows) == len(coverage["rulings"])


class PageChecker(HTMLParser):
    """Well-formedness (every element closed in order) and the page's ids, title and text."""

    VOID = frozenset({"meta", "br", "input", "link", "img", "hr"})

    def __init__(self) -> None:
        super().__init__()
        self.stack: list[str] = []
        self.errors: list[str] = []
        self.ids: set[str] = set()
        self.title = ""
        self.text: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.ids |= {v for k, v in attrs if k == "id" and v}
        if tag not in self.VOID:
            self.stack.append(tag)

    def handle_endtag(self, tag: str) -> None:
        if not self.stack or self.stack.pop() != tag:
            self.errors.append(f"unexpected </{tag}> at {self.getpos()}")

    def handle_data(self, data: str) -> None:
        if self.stack and self.stack[-1] == "title":
            self.title += data
        self.text.append(data)


def test_html_page_is_well_formed_and_shows_every_ruling(coverage: dict[str, Any], tmp_path: Path) -> None:
    out = tmp_path / "coverage.html"
    assert main(["coverage", "--format", "html", "-o", str(out)]) == 0
    checker = PageChecker()
    checker.feed(out.read_text(encoding="utf-8"))
    checker.close()
    assert checker.errors == [] and checker.stack == []
    assert checker.title == "Ruling coverage"
    assert {"summary", "rulings", "mechanics", "cr-sections", "drift"} <= checker.ids
    assert {f"ruling-{r['id']}" for r in coverage["rulings"]} <= checker.ids
    text = " ".join(checker.text)
    assert "Generated by mtg-conformance" in text  # the shared layout, base.html.j2
    for section in coverage["cr_sections"]:
        assert section["title"] in text


def test_html_escapes_corpus_text(corpus: Path) -> None:
    table = corpus / TABLE
    table.write_text(table.read_text(encoding="utf-8").replace(OLD, OLD + " <b>"), encoding="utf-8")
    page = render(build_coverage(corpus), "html")
    assert "<ins>&lt;b&gt;</ins>" in page and "<b>" not in page


def test_json_output_round_trips(coverage: dict[str, Any], capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["coverage", "--format", "json"]) == 0
    shown = json.loads(capsys.readouterr().out)
    assert [r["id"] for r in shown["rulings"]] == [r["id"] for r in coverage["rulings"]]

"""The CR tree of `mtg-conformance coverage` (section -> rule -> subrule of the rules in the corpus's CR scope,
with scenarios, status per engine and the reasons of the uncovered ones) and the report's CR rollup grouped the
same way."""

from __future__ import annotations

import json
import re
import shutil
from html import unescape
from html.parser import HTMLParser
from io import StringIO
from pathlib import Path
from typing import Any

import pytest
from rich.console import Console

from harness.corpus.decisions import load_decisions
from harness.corpus.scan import load_cr_rules, scan_features
from harness.corpus.scope import load_scope
from harness.paths import ROOT
from harness.reports.coverage import build_coverage
from harness.reports.coverage_render import render
from harness.reports.cr_tree import build_cr_tree, parent_rule, report_tree
from harness.reports.markdown import render_markdown
from harness.reports.results import ScenarioResult
from harness.reports.terminal import print_summary

from .test_coverage import fake_report

CORPUS = ROOT / "features"
REASON = {"kind": "needs-card", "why": "It needs a card that can be cast for its flashback cost."}


@pytest.fixture(scope="module")
def tree() -> dict[str, Any]:
    return build_coverage(CORPUS)["cr_tree"]


def _rules(tree: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {n["rule"]: n for s in tree["sections"] for r in s["rules"] for n in (r, *r["subrules"])}


def test_the_tree_holds_every_rule_in_scope_once_under_its_section_and_rule(tree: dict[str, Any]) -> None:
    scope = load_scope(CORPUS)
    assert scope is not None
    in_scope = scope.rules(load_cr_rules(CORPUS))
    listed = [n["rule"] for s in tree["sections"] for r in s["rules"] for n in (r, *r["subrules"])]
    assert sorted(listed) == sorted(in_scope) and len(listed) == len(set(listed))
    for section in tree["sections"]:
        for rule in section["rules"]:
            assert rule["rule"].startswith(section["section"] + ".")
            assert all(parent_rule(sub["rule"]) == rule["rule"] for sub in rule["subrules"])
    casting = next(s for s in tree["sections"] if s["section"] == "601")
    assert casting["title"] == "Casting Spells"
    assert {"601.2", "601.3"} <= {r["rule"] for r in casting["rules"]} and casting["whole"]


def test_decided_means_evidence_on_a_scenario_tagged_with_the_rule(tree: dict[str, Any]) -> None:
    scenarios = [s for f in scan_features(CORPUS) for s in f.scenarios if not s.pending]
    evidence = {(d.rule, d.feature, d.scenario) for d in load_decisions(CORPUS)}
    for number, node in _rules(tree).items():
        tagged = {(s.feature, s.name) for s in scenarios if number in s.cr}
        assert {(s["feature"], s["name"]) for s in node["scenarios"]} == tagged
        deciding = {(d["feature"], d["name"]) for d in node["decisions"]}
        assert deciding <= tagged and deciding == {(f, n) for r, f, n in evidence if r == number} & tagged
        assert (node["status"] == "decided") == bool(deciding)
        assert (node["status"] == "tagged") == (bool(tagged) and not deciding)
    apnap = _rules(tree)["603.3b"]
    assert "rules/603/apnap_triggers.feature" in {s["feature"] for s in apnap["scenarios"]}


def test_a_rule_is_decided_by_its_evidence_only(tmp_path: Path) -> None:
    corpus = Path(shutil.copytree(CORPUS, tmp_path / "features"))
    scenario = next(s for f in scan_features(corpus) for s in f.scenarios if "302.6" in s.cr)
    other = next(s for f in scan_features(corpus) for s in f.scenarios if s.cr and "107.5" not in s.cr)
    engine = "tests.engines.broken:IgnoresSummoningSickness"
    entries = [
        {"rule": "302.6", "feature": scenario.feature, "scenario": scenario.name, "engine": engine},
        {"rule": "107.5", "feature": other.feature, "scenario": other.name, "engine": engine},  # not tagged 107.5
    ]
    (corpus / "cr-decisions.json").write_text(json.dumps({"decisions": entries}), encoding="utf-8")
    coverage = build_coverage(corpus)
    rules = _rules(coverage["cr_tree"])
    assert rules["302.6"]["status"] == "decided" and rules["107.5"]["status"] == "tagged"
    assert rules["302.6"]["decisions"] == [
        {"feature": scenario.feature, "name": scenario.name, "line": scenario.line, "engine": engine}
    ]
    assert coverage["cr_tree"]["summary"]["covered"] == 1 == coverage["cr_tree"]["summary"]["decided"]
    text = render(coverage, "text")
    assert "302.6  decided" in text and f"decided by {scenario.feature}:{scenario.line}" in text
    assert f"(fails on {engine})" in text and "\n    107.5  tagged" in text
    assert "tagged, but no entry of cr-decisions.json shows a scenario deciding it" in text
    assert f"fails on `{engine}`" in render(coverage, "md") and f"<code>{engine}</code>" in render(coverage, "html")
    n = coverage["cr_tree"]["summary"]["in_scope"]
    assert f"{n} CR rules in scope: 1 covered, decided by a scenario that a wrong engine fails (0%)" in text


def test_the_figures_add_up(tree: dict[str, Any]) -> None:
    s = tree["summary"]
    assert s["in_scope"] == s["covered"] + s["tagged"] + s["uncovered"] + s["unaccounted"]
    assert s["families"]["in_scope"] == 152 and s["in_scope"] == 152 + s["sections"]["in_scope"]
    assert s["covered"] == s["decided"] == sum(n["status"] == "decided" for n in _rules(tree).values())
    assert sum(sec["in_scope"] for sec in tree["sections"]) == s["in_scope"]
    assert sum(sec["covered"] for sec in tree["sections"]) == s["covered"]
    assert sum(sec["tagged"] for sec in tree["sections"]) == s["tagged"]


def test_an_uncovered_rule_shows_its_reason_and_kind(tmp_path: Path) -> None:
    corpus = Path(shutil.copytree(CORPUS, tmp_path / "features"))
    path = corpus / "cr-scope.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    data["uncovered"] = {}  # the corpus gives every rule it does not cover a reason: take them all away
    path.write_text(json.dumps(data), encoding="utf-8")
    tree = build_coverage(corpus)["cr_tree"]
    assert tree["summary"]["uncovered"] == 0 and tree["summary"]["unaccounted"] > 0
    rule = next(n for n, node in _rules(tree).items() if node["status"] == "unaccounted")
    data["uncovered"] = {rule: REASON}
    path.write_text(json.dumps(data), encoding="utf-8")
    coverage = build_coverage(corpus)
    node = _rules(coverage["cr_tree"])[rule]
    assert node["status"] == "uncovered" and node["reason"] == REASON
    assert coverage["cr_tree"]["summary"]["uncovered"] == 1
    text = render(coverage, "text")
    assert f"{rule}  uncovered" in text and "needs-card: It needs a card that can be cast" in text
    assert "needs-card: It needs a card" in render(coverage, "md")


def test_status_per_engine_on_each_rule_and_section() -> None:
    coverage = build_coverage(CORPUS, [("a.json", fake_report("alpha", "emerge.colored-not-reduced"))])
    tree = coverage["cr_tree"]
    assert _rules(tree)["702.119a"]["engines"] == {"alpha 1.0": "fail"}
    assert _rules(tree)["106.7"]["engines"] == {"alpha 1.0": "pass"}
    uncovered = [n for n in _rules(tree).values() if n["status"] in ("uncovered", "unaccounted")]
    assert uncovered and all(n["engines"] == {"alpha 1.0": "not run"} for n in uncovered)
    keyword = next(s for s in tree["sections"] if s["section"] == "702")
    assert keyword["engines"] == {"alpha 1.0": "fail"}
    decided = [n for n in _rules(tree).values() if n["status"] == "decided"]
    passing = sum(n["engines"]["alpha 1.0"] == "pass" for n in decided)
    assert tree["summary"]["passing"] == {"alpha 1.0": passing} and 0 < passing < tree["summary"]["covered"]
    assert keyword["passing"]["alpha 1.0"] < keyword["covered"]
    assert f"alpha 1.0: {passing}/{tree['summary']['covered']} covered rules pass" in render(coverage, "text")


def test_a_corpus_without_a_scope_file_shows_the_rules_its_scenarios_cite(tmp_path: Path) -> None:
    corpus = Path(shutil.copytree(CORPUS, tmp_path / "features"))
    (corpus / "cr-scope.json").unlink()
    tree = build_coverage(corpus)["cr_tree"]
    assert tree["scope"] is False
    summary = tree["summary"]
    assert summary["in_scope"] == summary["covered"] + summary["tagged"] and summary["covered"] > 0
    assert "CR rules cited (no cr-scope.json)" in render(build_coverage(corpus), "text")


def test_every_format_shows_the_tree(tree: dict[str, Any]) -> None:
    coverage = build_coverage(CORPUS)
    text = render(coverage, "text")
    assert "CR TREE (section -> rule -> subrule)" in text
    subs = [n for sec in tree["sections"] for r in sec["rules"] for n in r["subrules"] if n["status"] == "decided"]
    sub = subs[0]["rule"]
    assert f"\n        {sub}  decided" in text and "  601 Casting Spells: " in text
    md = render(coverage, "md")
    assert "## Comprehensive Rules tree" in md and f"| &nbsp;&nbsp;{sub} | decided |" in md
    html = render(coverage, "html")
    HTMLParser().feed(html)
    assert html.count('class="cr-rule"') == tree["summary"]["in_scope"]
    assert json.loads(render(coverage, "json"))["cr_tree"] == tree


def _result(sid: str, status: str, cr: list[str]) -> ScenarioResult:
    return ScenarioResult(id=sid, feature="f.feature", scenario=sid, status=status, rulings=[], cr=cr)


def test_the_reports_cr_rollup_is_grouped_as_the_tree() -> None:
    results = [
        _result("a", "pass", ["601.2", "601.2a"]),
        _result("b", "fail", ["601.2c"]),
        _result("c", "pass", ["603.3b"]),
        _result("d", "pass", ["702.119a"]),  # a subrule whose rule no scenario cites stands in its section
    ]
    sections = report_tree(results, {"601": "Casting Spells"})
    assert [s["section"] for s in sections] == ["601", "603", "702"]
    casting = sections[0]
    assert casting["title"] == "Casting Spells" and casting["status"] == "fail" and casting["scenarios"] == 2
    (rule,) = casting["rules"]
    # a rule has its own status, over the scenarios tagged with exactly it; its subrules have theirs
    assert rule["rule"] == "601.2" and rule["status"] == "pass" and rule["counts"]["pass"] == rule["scenarios"] == 1
    assert [(s["rule"], s["status"]) for s in rule["subrules"]] == [("601.2a", "pass"), ("601.2c", "fail")]
    assert [r["rule"] for r in sections[2]["rules"]] == ["702.119a"]
    assert "| &nbsp;&nbsp;601.2c |" in render_markdown(_report(results, sections))


def _report(results: list[ScenarioResult], sections: list[dict[str, Any]]) -> dict[str, Any]:
    counts = {"pass": 0, "fail": 0, "error": 0, "unsupported": 0, "uncovered": 0}
    return {
        "engine": {"name": "e"},
        "corpus": {"version": "0"},
        "summary": {**counts, "rulings": {**counts, "total": 0}, "scenarios": {**counts, "total": len(results)}},
        "rulings": [],
        "scenarios": [r.to_json() for r in results],
        "cr_tree": sections,
    }


def test_build_cr_tree_without_runs_has_no_engine_columns(tree: dict[str, Any]) -> None:
    assert all(not n["engines"] for n in _rules(tree).values())
    assert build_cr_tree(None, {}, [])["sections"] == []


# --- gating: an engine's status for a CR rule is gated as a ruling's is ----------------------------------------


def _gated_report(status: str) -> dict[str, Any]:
    apnap = {"id": "a", "feature": "apnap_triggers.feature", "scenario": "a", "status": status, "rulings": [],
             "cr": ["603.3b", "101.4"]}  # fmt: skip
    ruled = {"id": "b", "feature": "f.feature", "scenario": "b", "status": "fail", "rulings": ["x.y"], "cr": ["101.4"]}
    return {
        "engine": {"name": "e", "version": "1"},
        "corpus": {"version": "0.1.0"},
        "rulings": [{"id": "x.y", "status": "fail"}],
        "scenarios": [apnap, ruled],
    }


def test_a_baseline_holds_each_cr_rules_status_and_gates_a_regression_there() -> None:
    from harness.reports.baseline import baseline_from_report
    from harness.reports.gate import check, diff_reports

    baseline = baseline_from_report(_gated_report("pass"))
    # over every scenario tagged with the rule, a ruling's too: 101.4 fails already
    assert baseline["cr_rules"] == {"101.4": "fail", "603.3b": "pass"}
    assert not check(_gated_report("pass"), baseline).failed
    gate = check(_gated_report("fail"), baseline)
    assert gate.failed and {c.id for c in gate.regressions if c.kind == "rule"} == {"CR 603.3b"}
    assert "REGRESSION: CR 603.3b: expected pass, got fail" in gate.lines()
    diff = diff_reports(_gated_report("pass"), _gated_report("fail"))
    assert {c.id for c in diff.regressed if c.kind == "rule"} == {"CR 603.3b"}
    # older files counted a rule over the scenarios of no ruling: their rules are not compared, and a note says so
    for version in (1, 2):
        old = baseline | {"baseline_version": version}
        if version == 1:
            old = {k: v for k, v in old.items() if k != "scenarios"}
        verdict = check(_gated_report("pass"), old | {"cr_rules": {"101.4": "pass"}}, source="b.json")
        assert not verdict.failed and not [c for c in verdict.new + verdict.regressions if c.kind == "rule"]
        assert "b.json" in verdict.notes[0] and "mtg-conformance baseline write" in verdict.notes[0]
    assert check(_gated_report("fail"), baseline | {"baseline_version": 2}).failed  # its scenario still regresses


def test_a_partial_run_gains_no_rule_it_did_not_wholly_run() -> None:
    """A selection (`-k`, `--ruling`) cuts across CR rules: a rule rolled up over the scenarios selected only that
    passes though the baseline expects it to fail (for a scenario not run) is no unexpected pass; a selected
    scenario's regression is still one, with its rule."""
    from harness.reports.baseline import baseline_from_report
    from harness.reports.gate import check

    baseline = baseline_from_report(_gated_report("pass"))  # 101.4 fails, for the ruled scenario
    partial = _gated_report("pass") | {"selection": {"partial": True}, "rulings": []}
    partial["scenarios"] = partial["scenarios"][:1]  # the passing scenario of 101.4 alone
    verdict = check(partial, baseline)
    assert not verdict.failed and not verdict.unexpected_passes
    regressed = check(_gated_report("fail") | {"selection": {"partial": True}}, baseline)
    assert regressed.failed and {c.id for c in regressed.regressions if c.kind == "rule"} == {"CR 603.3b"}


def test_terminal_report_baseline_and_coverage_agree_on_an_engines_status_for_each_rule(run_corpus: Any) -> None:
    """One definition (issue 44): the terminal's row, the report's CR tree, the baseline and `coverage --report`,
    on a wrong engine failing a subrule (601.2d) of a rule (601.2) whose own scenarios it passes."""
    from harness.reports.baseline import baseline_from_report
    from harness.reports.coverage import build_coverage as coverage_of
    from harness.reports.results import rule_statuses

    report = run_corpus("tests.engines.broken_spells:DivisionMadeByTheEngine", "-k", "dividing or acting_while")
    expected = rule_statuses(report["scenarios"])
    tree = {r["rule"]: r["status"] for s in report["cr_tree"] for t in s["rules"] for r in (t, *t["subrules"])}
    assert tree == expected
    assert baseline_from_report(report)["cr_rules"] == expected
    out = StringIO()
    print_summary(report, Console(file=out, width=200), failures=False)
    rows = dict(re.findall(r"│ (\d{3}\.\d+[a-z]?) +│[^│]*│ (\w+) +│", out.getvalue()))
    assert rows == {rule: status for rule, status in expected.items() if status != "pass"}
    assert f"{sum(s == 'pass' for s in expected.values())} of {len(expected)} CR rules pass" in out.getvalue()
    nodes = _rules(coverage_of(CORPUS, [("wrong", report)])["cr_tree"])
    (label,) = next(iter(nodes.values()))["engines"]
    shown = {n: node["engines"][label] for n, node in nodes.items() if node["engines"][label] != "not run"}
    assert shown == {n: s for n, s in expected.items() if n in nodes}
    assert (expected["601.2"], report_tree_rollup(report, "601.2")) == ("pass", "fail")  # the rule's own is shown


def report_tree_rollup(report: dict[str, Any], rule: str) -> str:
    """The worst over a rule and its subrules (what the terminal showed before): not the rule's own status."""
    from harness.reports.results import worst

    family = [s["status"] for s in report["scenarios"] if any(c == rule or c.startswith(rule) for c in s["cr"])]
    return worst(family)


def test_a_section_partly_in_scope_lists_the_rules_it_leaves_out(tree: dict[str, Any]) -> None:
    section = next(s for s in tree["sections"] if s["section"] == "107")  # its families only: 107.3, 107.5, 107.6
    cr_rules = load_cr_rules(CORPUS)
    in_scope = {n for r in section["rules"] for n in (r["rule"], *(s["rule"] for s in r["subrules"]))}
    assert set(section["out_of_scope"]) == {n for n in cr_rules if n.startswith("107.")} - in_scope
    assert {"107.1", "107.4", "107.4a"} <= set(section["out_of_scope"]) and "107.3" not in section["out_of_scope"]
    line = "not in scope: 107.1, 107.2, 107.4, 107.7"
    coverage = build_coverage(CORPUS)
    for fmt in ("text", "md", "html"):
        assert line in render(coverage, fmt), fmt
    # a section wholly in scope says nothing of the kind
    assert next(s for s in tree["sections"] if s["section"] == "601")["out_of_scope"] == []


def test_whole_sections_and_families_are_shown_apart(tmp_path: Path) -> None:
    """Issue 45 point 4: a whole section's rules don't hide or inflate the families' figure, nor the reverse."""
    corpus = Path(shutil.copytree(CORPUS, tmp_path / "features"))
    path = corpus / "cr-scope.json"
    scope = json.loads(path.read_text(encoding="utf-8"))
    path.write_text(json.dumps(scope | {"sections": []}), encoding="utf-8")  # the families alone
    before = build_coverage(corpus)["cr_tree"]
    alone = before["summary"]["families"]
    assert "Apart:" not in render(build_coverage(corpus), "text"), "no whole section: one figure"
    path.write_text(json.dumps(scope | {"sections": ["117"]}), encoding="utf-8")
    coverage = build_coverage(corpus)
    summary = coverage["cr_tree"]["summary"]
    assert summary["families"] == alone, "the families' figure is unchanged"
    added = [n for n in load_cr_rules(corpus) if n.startswith("117.") and n not in _rules(before)]
    assert summary["sections"]["in_scope"] == len(added) > 0
    assert summary["in_scope"] == summary["families"]["in_scope"] + summary["sections"]["in_scope"]
    section = next(s for s in coverage["cr_tree"]["sections"] if s["section"] == "117")
    assert section["whole"] and not next(s for s in coverage["cr_tree"]["sections"] if s["section"] == "601")["whole"]
    families = f"the families of the rulings' rules, {alone['covered']}/{alone['in_scope']} decided"
    for fmt in ("text", "md", "html"):
        shown = unescape(render(coverage, fmt))
        assert families in shown and "the rest of the whole sections (117)" in shown, fmt
        assert "(whole section)" in shown, fmt

"""Refusals with a checkable reason: an `illegal` answer carries the rule that forbids the action, a scenario
names the rule it expects, another rule fails, no rule is reported as "refused, reason not given"."""

from __future__ import annotations

import re

from harness.engines.protocol import EngineError, Illegal, response_from_json
from harness.paths import ROOT
from harness.reports.html import render_html
from harness.reports.markdown import render_markdown
from harness.reports.terminal import print_summary

from .conftest import failing

ENGINES = "tests.engines.refusal_reasons"
REFUSAL = re.compile(r"^\s*(?:Then|And) the action is refused \(CR [^)]+\)\s*$")


def refusal_scenarios() -> set[str]:
    """`feature::scenario` of every scenario with a refusal step."""
    from pytest_bdd.parser import FeatureParser

    found = set()
    for path in (ROOT / "features").rglob("*.feature"):
        for name, scenario in FeatureParser(str(path.parent), path.name).parse().scenarios.items():
            if any(step.name.startswith("the action is refused") for step in scenario.steps):
                found.add(f"{path.name}::{name}")
    return found


def test_every_refusal_in_the_corpus_names_its_rule() -> None:
    for path in (ROOT / "features").rglob("*.feature"):
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if "the action is refused" in line:
                assert REFUSAL.match(line), f"{path.name}:{n}: {line.strip()}"


def test_illegal_answers_carry_an_optional_rule() -> None:
    assert response_from_json({"ok": False, "illegal": "tapped", "rule": "107.5"}) == Illegal("tapped", "107.5")
    assert Illegal("tapped", "107.5").to_json() == {"ok": False, "illegal": "tapped", "rule": "107.5"}
    assert Illegal("tapped").to_json() == {"ok": False, "illegal": "tapped"}
    assert response_from_json({"ok": False, "illegal": "tapped"}) == Illegal("tapped")
    for bad in ("rule 107.5", 107.5, "107.5.1", ""):
        answer = response_from_json({"ok": False, "illegal": "tapped", "rule": bad})
        assert isinstance(answer, EngineError) and "CR number" in answer.message


def test_the_reference_engine_names_the_rule_of_every_refusal_in_the_corpus(run_corpus) -> None:
    report = run_corpus("reference")
    assert failing(report) == set()
    assert report["summary"]["reasons_not_given"] == 0
    assert not any("reasons_not_given" in s for s in report["scenarios"])


def test_an_engine_refusing_under_another_rule_fails_every_refusal_scenario(run_corpus) -> None:
    report = run_corpus(f"{ENGINES}:WrongRuleEverywhere")
    assert failing(report) == refusal_scenarios()
    bad = [s for s in report["scenarios"] if s["status"] != "pass"]
    assert all(s["status"] == "fail" and "refused under CR 100.1" in s["observed"] for s in bad)


def test_no_choice_pending_is_not_a_reason_to_refuse_choosing_a_land(run_corpus) -> None:
    """The wrong-reason problem: "choosing a Forest is refused" no longer passes on "no choice is pending"."""
    report = run_corpus(f"{ENGINES}:NoChoicePending", "-k", "mindbender_choice or x_is_zero")
    choice_refusals = {
        s for s in refusal_scenarios() if s.split("::")[0] in ("mindbender_choice.feature", "x_is_zero.feature")
    } - {
        "x_is_zero.feature::The X a sacrificed creature was cast with doesn't reduce the emerge cost: one mana"
        " short, it can't be cast"
    }  # a refused cast, not a choice
    assert failing(report) == choice_refusals
    assert any("A land isn't an appropriate card" in s for s in choice_refusals)


def test_an_engine_giving_no_rule_passes_with_each_check_shown_as_not_made(run_corpus, capsys) -> None:
    report = run_corpus(f"{ENGINES}:GivesNoRule")
    assert failing(report) == set()
    unchecked = {f"{s['feature']}::{s['scenario']}" for s in report["scenarios"] if s.get("reasons_not_given")}
    assert unchecked == refusal_scenarios()
    assert report["summary"]["reasons_not_given"] == sum(
        len(s.get("reasons_not_given", ())) for s in report["scenarios"]
    )
    example = next(s for s in report["scenarios"] if s.get("reasons_not_given"))
    check = example["reasons_not_given"][0]
    assert check["step"].startswith("the action is refused (CR ") and check["expected"]

    markdown = render_markdown(report)
    assert f"### Refused, reason not given ({report['summary']['reasons_not_given']})" in markdown
    html = render_html(report)
    assert "refused, reason not given" in html and 'id="refused-reason-not-given"' in html
    print_summary(report)
    out = capsys.readouterr().out
    assert "refused, reason not given" in out and "refusals without a rule" in out

"""CR rules as coverage targets: the lint of scenarios under `features/rules/` (CR rules alone) and of the scope
file `features/cr-scope.json`, each mistake made in a copy of the corpus and caught by its check."""

from __future__ import annotations

import json
import shutil
from collections.abc import Callable
from pathlib import Path

import pytest

from harness.corpus.lint import lint_corpus
from harness.corpus.scan import cr_section, load_cr_rules, scan_features
from harness.corpus.scope import covered_rules, in_family, load_scope, read_scope, rule_key, unaccounted
from harness.errors import CorpusError
from harness.paths import ROOT
from harness.run.steps.vocabulary import read_step

from .test_lint import CORPUS, add_feature, edit_json, scenario

CR_ONLY = "@cr:107.5 @card:Sol_Ring"


@pytest.fixture
def corpus(tmp_path: Path) -> Path:
    return Path(shutil.copytree(CORPUS, tmp_path / "features"))


def rules_feature(corpus: Path, scenarios: str, feature_tags: str = "") -> Path:
    folder = corpus / "rules" / "107"
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"lint{len(list(folder.glob('*.feature'))) or ''}.feature"
    path.write_text(f"{feature_tags}\nFeature: Lint test\n\n{scenarios}", encoding="utf-8")
    return path


def scope_entry(rule: str, why: str = "It needs an ability whose trigger condition no card of the catalog has.",
                kind: str = "needs-card") -> Callable[[dict], None]:  # fmt: skip
    def change(data: dict) -> None:
        data["uncovered"][rule] = {"kind": kind, "why": why}
        data["uncovered"] = {r: data["uncovered"][r] for r in sorted(data["uncovered"], key=rule_key)}

    return change


def first_unaccounted(corpus: Path) -> str:
    scope = load_scope(corpus)
    assert scope is not None
    scenarios = [s for f in scan_features(corpus) for s in f.scenarios]
    missing = unaccounted(scope, load_cr_rules(corpus), covered_rules(scenarios))
    if missing:
        return missing[0]
    rule = next(iter(scope.uncovered))  # every rule is accounted for: take one reason away
    edit_json(corpus / "cr-scope.json", lambda d: d["uncovered"].pop(rule))
    return rule


def good_rules_scenario(corpus: Path) -> None:
    rules_feature(corpus, scenario("Tapped by its ability", CR_ONLY))


def rules_scenario_without_cr(corpus: Path) -> None:
    rules_feature(corpus, scenario("No rule", "@card:Sol_Ring"))


def rules_scenario_with_ruling(corpus: Path) -> None:
    rules_feature(corpus, scenario("A ruling here", "@ruling:tap-untap-symbols.tap " + CR_ONLY))


def rules_feature_with_mechanic(corpus: Path) -> None:
    rules_feature(corpus, scenario("A mechanic here", CR_ONLY), "@mechanic:tap-untap-symbols")


def rules_refusal_untagged(corpus: Path) -> None:
    rules_feature(corpus, scenario("Refused", CR_ONLY) + "    Then the action is refused (CR 302.6)\n\n")


def placeholder_reason(corpus: Path) -> None:
    rule = first_unaccounted(corpus)
    edit_json(corpus / "cr-scope.json", scope_entry(rule, "TODO: write the reason for this one"))


def decide(corpus: Path, rule: str, engine: str = "tests.engines.broken:TapsTappedPermanents", name: str = "") -> None:
    """An entry of the evidence: the first scenario tagged with `rule` (or the one named) fails on `engine`."""
    tagged = [s for f in scan_features(corpus) for s in f.scenarios if rule in s.cr and (s.name == name or not name)]
    feature, scenario = (tagged[0].feature, tagged[0].name) if tagged else ("rules/107/none.feature", name)
    entry = {"rule": rule, "feature": feature, "scenario": scenario, "engine": engine}
    edit_json(corpus / "cr-decisions.json", lambda d: d.update(decisions=[entry]))


def reason_for_covered_rule(corpus: Path) -> None:
    decide(corpus, "107.5")
    edit_json(corpus / "cr-scope.json", scope_entry("107.5"))


def decision_of_a_missing_scenario(corpus: Path) -> None:
    decide(corpus, "107.5", name="A scenario nobody wrote")


def decision_of_an_untagged_rule(corpus: Path) -> None:
    other = next(s for f in scan_features(corpus) for s in f.scenarios if s.cr and "302.6" not in s.cr)
    decide(corpus, other.cr[0], name=other.name)
    edit_json(corpus / "cr-decisions.json", lambda d: d["decisions"][0].update(rule="302.6"))


def decision_of_an_engine_that_is_not_there(corpus: Path) -> None:
    (corpus.parent / "tests").symlink_to(ROOT / "tests")
    decide(corpus, "107.5", engine="tests.engines.broken:NoSuchEngine")


def decision_file_with_an_unknown_key(corpus: Path) -> None:
    edit_json(corpus / "cr-decisions.json", lambda d: d.update(covered=["107.5"]))


def reason_out_of_scope(corpus: Path) -> None:
    edit_json(corpus / "cr-scope.json", scope_entry("100.1"))


def reason_not_a_rule(corpus: Path) -> None:
    edit_json(corpus / "cr-scope.json", scope_entry("601.2z"))


def unknown_kind(corpus: Path) -> None:
    edit_json(corpus / "cr-scope.json", scope_entry(first_unaccounted(corpus), kind="too-hard"))


def unknown_key(corpus: Path) -> None:
    edit_json(corpus / "cr-scope.json", lambda d: d.update(covered=["107.5"]))


def family_not_a_rule(corpus: Path) -> None:
    edit_json(corpus / "cr-scope.json", lambda d: d["families"].append("601.99"))


def unsorted_reasons(corpus: Path) -> None:
    first, last = first_unaccounted(corpus), "712.8g"
    reasons = {rule: {"kind": "out-of-scope", "why": f"Reason number {i} for this rule."} for i, rule in
               enumerate((last, first))}  # fmt: skip
    edit_json(corpus / "cr-scope.json", lambda d: d.update(uncovered=reasons))


def rule_in_scope_unaccounted(corpus: Path) -> None:
    edit_json(corpus / "cr-scope.json", lambda d: d["families"].append("702.19"))


MISTAKES = [
    (rules_scenario_without_cr, "untagged-scenario", "under rules/ is tagged with no @cr:<rule>"),
    (rules_scenario_with_ruling, "rules-area", "@ruling:tap-untap-symbols.tap on 'A ruling here'"),
    (rules_feature_with_mechanic, "rules-area", "no @mechanic tag"),
    (rules_refusal_untagged, "refusal-rule", "expects a refusal under CR 302.6 but isn't tagged @cr:302.6"),
    (placeholder_reason, "cr-scope", "is a placeholder"),
    (reason_for_covered_rule, "cr-scope", "107.5 is covered: a scenario decides it"),
    (decision_of_a_missing_scenario, "cr-decisions", "no scenario 'A scenario nobody wrote'"),
    (decision_of_an_untagged_rule, "cr-decisions", "is not tagged @cr:302.6"),
    (decision_of_an_engine_that_is_not_there, "cr-decisions", "no engine tests.engines.broken:NoSuchEngine"),
    (decision_file_with_an_unknown_key, "cr-decisions", "'covered' was unexpected"),
    (reason_out_of_scope, "cr-scope", "100.1 is not in scope"),
    (reason_not_a_rule, "cr-scope", "601.2z is not a rule"),
    (unknown_kind, "cr-scope", "'too-hard' is not one of"),
    (unknown_key, "cr-scope", "'covered' was unexpected"),
    (family_not_a_rule, "cr-scope", "family root 601.99 is not a rule"),
    (unsorted_reasons, "cr-scope", "not sorted by rule"),
    (rule_in_scope_unaccounted, "unaccounted-cr", "CR 702.19a is in scope: no scenario covers it"),
]


@pytest.mark.parametrize(("mistake", "check", "message"), MISTAKES, ids=[m[0].__name__ for m in MISTAKES])
def test_each_mistake_is_caught(corpus: Path, mistake: Callable[[Path], None], check: str, message: str) -> None:
    before = set(lint_corpus(corpus, read_step, [check]))
    mistake(corpus)
    new = [f for f in lint_corpus(corpus, read_step, [check]) if f not in before]
    assert any(message in f.message for f in new), "\n".join(map(str, new)) or f"{check} found nothing"
    assert all(f.check == check for f in new)


def test_a_cr_only_scenario_under_rules_is_clean(corpus: Path) -> None:
    before = set(lint_corpus(corpus, read_step))
    good_rules_scenario(corpus)
    assert set(lint_corpus(corpus, read_step)) == before


def test_outside_rules_a_scenario_still_needs_a_ruling_and_a_feature_a_mechanic(corpus: Path) -> None:
    add_feature(corpus, scenario("No ruling", CR_ONLY), feature_tags="")
    checks = {f.check for f in lint_corpus(corpus, read_step, ["untagged-scenario", "unknown-mechanic"])}
    assert checks == {"untagged-scenario", "unknown-mechanic"}


def test_a_reason_for_an_unaccounted_rule_accounts_for_it(corpus: Path) -> None:
    rule = first_unaccounted(corpus)
    edit_json(corpus / "cr-scope.json", scope_entry(rule))
    findings = lint_corpus(corpus, read_step, ["cr-scope", "unaccounted-cr"])
    assert not any(f"CR {rule} " in f.message for f in findings)
    assert not [f for f in findings if f.check == "cr-scope"]


def test_a_rule_only_tagged_is_unaccounted_until_a_scenario_decides_it_or_it_has_a_reason(corpus: Path) -> None:
    def about_107_5() -> list[str]:
        return [f.message for f in lint_corpus(corpus, read_step, ["unaccounted-cr"]) if "CR 107.5 " in f.message]

    edit_json(corpus / "cr-decisions.json", lambda d: d.update(decisions=[]))
    edit_json(corpus / "cr-scope.json", lambda d: d["uncovered"].pop("107.5", None))
    (message,) = about_107_5()
    assert "scenario(s) are tagged with it but none is shown to decide it" in message
    decide(corpus, "107.5")
    assert about_107_5() == []
    edit_json(corpus / "cr-decisions.json", lambda d: d.update(decisions=[]))
    edit_json(corpus / "cr-scope.json", scope_entry("107.5"))  # a reason accounts for a rule only tagged
    assert about_107_5() == []
    assert not [f for f in lint_corpus(corpus, read_step, ["cr-scope"]) if "107.5" in f.message]


def test_the_scope_holds_the_152_rules_of_the_rulings_families_and_whole_sections() -> None:
    scope = load_scope(CORPUS)
    assert scope is not None
    cr_rules = load_cr_rules(CORPUS)
    rules = scope.rules(cr_rules)
    families = [n for n in rules if in_family(n, scope.families)]
    assert len(families) == 152
    whole = {n for n in cr_rules if cr_section(n) in scope.sections and "." in n}
    assert set(rules) == set(families) | whole and "117" in scope.sections
    assert {"601.2", "601.2a", "601.2i", "106.12b", "702.119"} <= set(rules)
    assert "601.20" not in rules and "106.1" not in rules  # a family root holds its lettered subrules only


def test_a_corpus_without_a_scope_file_has_no_scope_findings(corpus: Path) -> None:
    (corpus / "cr-scope.json").unlink()
    assert read_scope(corpus) == (None, [])
    assert lint_corpus(corpus, read_step, ["cr-scope", "unaccounted-cr"]) == []


def test_an_unreadable_scope_file_is_a_clear_error(corpus: Path) -> None:
    (corpus / "cr-scope.json").write_text("{not json", encoding="utf-8")
    (finding,) = lint_corpus(corpus, read_step, ["cr-scope"])
    assert "can't read the CR scope" in finding.message
    with pytest.raises(CorpusError, match="can't read the CR scope"):
        load_scope(corpus)


def test_the_scope_file_is_sorted_json_one_entry_a_line() -> None:
    data = json.loads((CORPUS / "cr-scope.json").read_text(encoding="utf-8"))
    assert list(data) == ["$schema", "families", "sections", "uncovered"]

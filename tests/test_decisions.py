"""The evidence of `features/cr-decisions.json` replayed: each entry's scenario is tagged with its rule and fails on
its wrong engine (one scenario on one engine a pair, all in one harness session: `tools/decisions_trials.py`),
each stored mutant is of its function as it is now, and each broken engine that declares a decided rule fails a
scenario tagged with that rule. That the scenarios pass on both correct engines is what the corpus's runs on the
reference and on reference-other-choices show."""

from __future__ import annotations

from collections import defaultdict
from typing import Any

import pytest

from harness.corpus.decisions import MUTANT_MODULE, decided_rules, load_decisions
from harness.corpus.scan import scan_features
from harness.paths import ROOT
from tools.decisions import broken_engines, run_trials

from .engines import mutant

CORPUS = ROOT / "features"


@pytest.fixture(scope="module")
def scenarios() -> list[Any]:
    return [s for f in scan_features(CORPUS) for s in f.scenarios]


def _label(feature: str, name: str) -> str:
    return f"{feature}::{name}"


def test_the_evidence_decides_rules(scenarios: list[Any]) -> None:
    decisions = load_decisions(CORPUS)
    assert decisions, "features/cr-decisions.json has no entry: python -m tools.decisions writes them"
    found = {(s.feature, s.name): s for s in scenarios}
    for d in decisions:
        scenario = found.get((d.feature, d.scenario))
        assert scenario is not None, f"{d.rule}: no scenario {d.scenario!r} in {d.feature}"
        assert d.rule in scenario.cr and not scenario.pending, f"{d.scenario!r} is not tagged @cr:{d.rule}"
    assert set(decided_rules(decisions, scenarios)) == {d.rule for d in decisions}


def test_no_stored_mutant_is_stale() -> None:
    used = {d.engine.partition(":")[2] for d in load_decisions(CORPUS) if d.engine.startswith(MUTANT_MODULE + ":")}
    assert used <= set(mutant.stored()), f"not in tests/engines/mutants.json: {sorted(used - set(mutant.stored()))}"
    stale = [why for key in sorted(used) if (why := mutant.stale(key))]
    assert stale == [], "\n".join(stale)


def test_a_changed_function_makes_its_mutant_stale(monkeypatch: pytest.MonkeyPatch) -> None:
    key = next(iter(mutant.stored()))
    monkeypatch.setitem(mutant.stored(), key, {**mutant.stored()[key], "hash": "0" * 16})
    why = mutant.stale(key)
    assert why and "has changed since the mutant was made (stale)" in why and "python -m tools.decisions --rule" in why


def test_each_scenario_fails_on_its_wrong_engine_and_each_declaring_engine_on_its_rule(scenarios: list[Any]) -> None:
    decisions = load_decisions(CORPUS)
    tagged: dict[str, list[str]] = defaultdict(list)
    for s in scenarios:
        for rule in s.cr:
            tagged[rule].append(_label(s.feature, s.name))
    replays = [{"engine": d.engine, "scenarios": [_label(d.feature, d.scenario)], "all": True} for d in decisions]
    decided = {d.rule for d in decisions}
    declared = [(e, r) for e, rules in broken_engines().items() for r in rules if r in decided]
    claims = [{"engine": e, "scenarios": sorted(tagged[r])} for e, r in declared]
    trials = replays + claims
    results = run_trials(trials, {s.partition("::")[0] for t in trials for s in t["scenarios"]})
    wrong = [
        f"{d.rule}: {d.feature}::{d.scenario} on {d.engine}: {result.get('problem') or result['statuses']}"
        for d, result in zip(decisions, results, strict=False)
        if result["failing"] != [_label(d.feature, d.scenario)]
    ]
    assert wrong == [], "passed on its wrong engine (or did not run):\n" + "\n".join(wrong)
    unproved = [f"{e} declares {r}" for (e, r), result in zip(declared, results[len(replays):], strict=True)
                if not result["failing"]]  # fmt: skip
    assert unproved == [], "fails no scenario tagged with the rule it declares:\n" + "\n".join(unproved)

"""`mtg-conformance explore`: generated examples are valid and sayable, the reference engine agrees with itself
across transports, the command's errors are clean, a run is reproducible from its seed, and a written
candidate runs as a scenario once moved into a corpus."""

from __future__ import annotations

import shutil
import sys
import warnings
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings

from harness.cli import main
from harness.corpus.catalog import load_catalog
from harness.corpus.fixtures import semantic_problems
from harness.corpus.schemas import validate_instance
from harness.engines.loading import load_adapter
from harness.explore.generate import examples
from harness.explore.model import CardPool
from harness.explore.phrases import when
from harness.explore.state import Model
from harness.paths import ROOT
from harness.run.steps.grammar import ACTIVATE_FIELDS, CAST_FIELDS, CONTINUE_FIELDS, parse_clauses

from .conftest import run_harness
from .test_explore_broken import POOL as PINNED

CATALOG = load_catalog(ROOT / "features" / "cards.json")
POOL = CardPool.from_catalog(CATALOG, traces=PINNED.traces)  # the corpus's chains too: their actions must be sayable
_REFERENCE = load_adapter("reference")
MODEL = Model(_REFERENCE, _REFERENCE.hello())  # steers generation as a search does: pending choices, staged casts
SERVE = f'cmd:"{sys.executable}" -m reference_engine.serve'
QUICK = ("--examples", "40", "--seed", "2", "--shrink-runs", "30")  # finds TapsTappedPermanents' bug


@settings(max_examples=60, deadline=None, suppress_health_check=list(HealthCheck), database=None)
@given(examples(POOL, model=MODEL))
def test_generated_boards_are_valid_fixtures(example) -> None:
    assert validate_instance(example.board, "board.schema.json", "generated") == []
    assert semantic_problems(example.board, CATALOG, "generated") == []
    assert example.actions


@settings(max_examples=60, deadline=None, suppress_health_check=list(HealthCheck), database=None)
@given(examples(POOL, model=MODEL))
def test_every_generated_action_is_said_by_a_step_that_parses_back_to_it(example) -> None:
    for action in example.actions:
        _parses_back(action)


def test_every_action_of_the_corpus_s_chains_is_said_by_a_step_that_parses_back_to_it() -> None:
    actions = [action for trace in PINNED.traces for action in trace.actions]
    assert actions
    for action in actions:
        _parses_back(action)


def _parses_back(action: dict) -> None:
    """The action step that says `action` parses back to it: the candidate scenario sends what was run."""
    text = when(action)
    if action["kind"] == "cast":
        _, _, clauses = text.partition(f'"{action["card"]}"')
        parsed = parse_clauses(clauses, CAST_FIELDS)
        if "mana_abilities" in parsed:  # as the cast step sends them
            parsed["mana_abilities"] = [{"object": r, "ability": "mana"} for r in parsed["mana_abilities"]]
        expected = {k: v for k, v in action.items() if k not in ("kind", "player", "card")}
        assert parsed == expected, text
    elif action["kind"] == "continue_cast":
        _, _, clauses = text.partition("continues casting the spell")
        assert parse_clauses(clauses, CONTINUE_FIELDS) == {k: v for k, v in action.items() if k == "stop"}, text
    elif action["kind"] == "activate" and action["ability"] != "mana":
        _, _, clauses = text.partition(f'"{action["object"]}"')
        parsed = parse_clauses(clauses, ACTIVATE_FIELDS)
        if "sacrifice" in parsed:
            parsed["sacrifice"] = parsed["sacrifice"][0]
        expected = {k: v for k, v in action.items() if k not in ("kind", "player", "object", "ability")}
        assert parsed == expected, text


def test_the_strategy_of_examples_shows_in_a_few_characters() -> None:
    """Hypothesis shows a strategy with its arguments: the card pool (a dataclass its printer would list field by
    field, half a megabyte) prints itself, so no "overly large repr" warning, and no time spent writing it."""
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        shown = repr(examples(POOL, 6, MODEL, lambda: True))
    assert len(shown) < 500 and "CardPool(" in shown, shown[:300]


def explore(tmp_path: Path, capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(["explore", "--out", str(tmp_path / "out"), *args])
    out, err = capsys.readouterr()
    return code, out, err


def test_reference_engine_agrees_with_itself_through_the_subprocess_transport(tmp_path, capsys) -> None:
    code, out, err = explore(tmp_path, capsys, "--engine", "reference", "--against", SERVE, "--examples", "60")
    assert code == 0, out + err
    assert "examples      60" in out and "disagreement groups 0" in out
    assert not (tmp_path / "out" / "explore").exists() or not any((tmp_path / "out" / "explore").iterdir())


def test_a_run_is_reproducible_from_its_seed(tmp_path, capsys) -> None:
    engine = "tests.engines.broken:TapsTappedPermanents"
    runs = []
    for folder in ("a", "b"):
        code, out, _ = explore(tmp_path / folder, capsys, "--engine", engine, *QUICK)
        assert code == 1
        files = sorted((tmp_path / folder / "out").rglob("*.*"))
        runs.append(([f.name for f in files], [f.read_text() for f in files], out.split("(")[0]))
    assert runs[0] == runs[1]


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--engine", "no-such-engine"], "no engine adapter named 'no-such-engine'"),
        (["--engine", "reference", "--against", "nosuch.module:Engine"], "can't load the adapter"),
        (["--engine", 'cmd:"/no/such/program"'], "can't start the engine"),
        (["--engine", "reference", "--examples", "0"], "--examples must be at least 1"),
        (["--engine", "tests.engines.raising:HelloRaises"], "raised RuntimeError on hello"),
        (["--engine", "tests.engines.raising:RaisesRuntimeError"], "can't load a board with two players"),
    ],
)
def test_bad_options_and_engines_exit_2_without_a_traceback(tmp_path, capsys, args, message) -> None:
    code, out, err = explore(tmp_path, capsys, *args)
    assert code == 2
    assert message in err
    assert "Traceback" not in out + err


def test_candidates_are_never_written_into_the_corpus(capsys) -> None:
    code = main(["explore", "--engine", "reference", "--out", str(ROOT / "features" / "explored")])
    assert code == 2
    assert "inside the corpus" in capsys.readouterr().err


def test_an_out_folder_holding_other_files_is_left_alone(tmp_path, capsys) -> None:
    mine = tmp_path / "out" / "explore" / "notes.feature"
    mine.parent.mkdir(parents=True)
    mine.write_text("Feature: mine\n")
    code, _, err = explore(tmp_path, capsys, "--engine", "reference", "--examples", "5")
    assert code == 2 and "which an earlier explore run didn't write" in err
    assert mine.read_text() == "Feature: mine\n"


def test_missing_hypothesis_is_explained(tmp_path, capsys, monkeypatch) -> None:
    monkeypatch.setitem(sys.modules, "hypothesis", None)
    code, _, err = explore(tmp_path, capsys, "--engine", "reference")
    assert code == 2 and "pip install 'mtg-conformance[explore]'" in err


def test_a_written_candidate_runs_as_a_scenario_once_moved_into_a_corpus(tmp_path, capsys, pytester) -> None:
    """It passes against the engine it states the answers of, and fails against the engine that disagreed."""
    engine = "tests.engines.broken:TapsTappedPermanents"
    code, out, _ = explore(tmp_path, capsys, "--engine", engine, *QUICK)
    assert code == 1, out
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    for name in ("cards.json", "rulings.json"):
        shutil.copy(ROOT / "features" / name, corpus / name)
    shutil.copytree(tmp_path / "out" / "explore", corpus / "explore")
    shutil.copytree(tmp_path / "out" / "fixtures", corpus / "fixtures")
    features = sorted((corpus / "explore").glob("*.feature"))
    assert features
    _, passing = run_harness(pytester, str(corpus), f"--corpus={corpus}", "--engine=reference")
    assert {s["status"] for s in passing["scenarios"]} == {"pass"}
    assert len(passing["scenarios"]) == len(features)
    _, failing = run_harness(pytester, str(corpus), f"--corpus={corpus}", f"--engine={engine}")
    assert {s["status"] for s in failing["scenarios"]} == {"fail"}


OBSERVED = [
    (("allowed",), "allowed", "refused", "the action is refused"),
    (("zone", "bears"), "hand", "battlefield", '"bears" is on the battlefield'),
    (("zone", "bears"), "battlefield", "graveyard", '"bears" is in Alice\'s graveyard'),
    (("tapped", "bears"), True, False, '"bears" is untapped'),
    (("mana_pool", "Alice"), "{G}", "empty", "Alice's mana pool is empty"),
    (("mana_pool", "Alice"), "empty", "{C}{C}", "Alice's mana pool is {C}{C}"),
    (("life", "Bob"), 20, 17, "Bob's life total is 17"),
    (("mana_spent", "Alice"), 1, 0, "Alice has spent 0 mana on spells this turn"),
    (("mana_value", "bears"), 2, 0, 'the mana value of "bears" is 0'),
    (("last_paid_cost", "Alice"), "{G}", "{1}{G}", "Alice paid {1}{G} for the spell"),
    (("stack",), [], [["spell", "Grizzly Bears"]], 'the stack is, from the top: "Grizzly Bears"'),
    (
        ("stack",),
        [],
        [["triggered_ability", "Beast Whisperer"], ["spell", "Grizzly Bears"]],
        'the stack is, from the top: a triggered ability of "Beast Whisperer", then "Grizzly Bears"',
    ),
    (("stack",), [["spell", "Grizzly Bears"]], [], "the stack is empty"),
    (("priority",), "Alice", "Bob", "Bob has priority"),
    (("pending_choice",), None, {"player": "Alice", "options": ["Forest"]}, 'Alice must choose from "Forest"'),
    (("power_toughness", "bears"), [2, 2], [4, 4], '"bears" is 4/4'),
    (("counters", "bears"), {"+1/+1": 1}, {}, '"bears" has no +1/+1 counters'),
    (("keywords", "bears"), ["trample"], [], '"bears" does not have trample'),
    (("could_produce", "pool"), ["G"], ["G", "U"], '"pool" could produce {G} and {U}'),
    (("rule",), "100.1", "601.2", "the action is refused"),  # the writer adds the rule: `(CR 601.2)`
    (
        ("game_result",),
        {"over": False, "losers": []},
        {"over": True, "losers": ["Alice: empty_library"]},
        "Alice has lost the game by drawing from an empty library",
    ),
    (
        ("game_result",),
        {"over": True, "losers": ["Alice: life"]},
        {"over": False, "losers": []},
        "no player has lost the game",
    ),
]


@pytest.mark.parametrize(("key", "ours", "theirs", "step"), OBSERVED)
def test_each_difference_is_checked_by_a_step_of_the_vocabulary(key, ours, theirs, step) -> None:
    from harness.explore.phrases import then_pair
    from harness.run.stepdocs import step_docs

    assert then_pair(key, ours, theirs, {"bears": "Alice"}) == [step]
    thens = [d for d in step_docs() if d.type == "then"]
    assert [d.pattern for d in thens if d.matches(f"Then {step}")], f"no step matches {step!r}"


@settings(max_examples=60, deadline=None, suppress_health_check=list(HealthCheck), database=None)
@given(examples(POOL, model=MODEL))
def test_every_generated_action_matches_a_when_step(example) -> None:
    from harness.run.stepdocs import step_docs

    whens = [d for d in step_docs() if d.type == "when"]
    for action in example.actions:
        assert sum(d.matches(f"When {when(action)}") for d in whens) >= 1, when(action)


def test_two_refusals_differ_by_their_rule_only_when_both_engines_name_one() -> None:
    """As the corpus checks `(CR n)`: another rule is a disagreement; no rule given is a check not made."""
    from harness.engines.protocol import Illegal, Ok
    from harness.explore.compare import refusal_rules

    assert refusal_rules(Illegal("no", "100.1"), Illegal("no", "601.2")) == ("100.1", "601.2")
    assert refusal_rules(Illegal("no"), Illegal("no", "601.2")) is None
    assert refusal_rules(Illegal("no", "601.2"), Illegal("other words", "601.2")) is None
    assert refusal_rules(Ok(), Illegal("no", "601.2")) is None

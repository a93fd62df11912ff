"""`mtg-conformance lint`: the real corpus passes the structural checks, and each kind of mistake, made in a copy
of the corpus, is caught by its check."""

from __future__ import annotations

import json
import shutil
from collections.abc import Callable
from pathlib import Path

import pytest

from harness.cli import main
from harness.corpus.lint import CHECKS, COMPLETENESS, STRUCTURAL, Finding, lint_corpus
from harness.paths import ROOT
from harness.run.steps.vocabulary import read_step

CORPUS = ROOT / "features"
BOARD = "tap_untap/sol-ring.json"  # a fixture of the seed corpus
FEATURE_DIR = "zz_lint"


@pytest.fixture
def corpus(tmp_path: Path) -> Path:
    return Path(shutil.copytree(CORPUS, tmp_path / "features"))


def test_the_real_corpus_passes_the_structural_checks() -> None:
    findings = lint_corpus(CORPUS, read_step, STRUCTURAL)
    assert findings == [], "\n".join(map(str, findings))


def test_checks_are_split_into_structural_and_completeness() -> None:
    assert set(CHECKS) == STRUCTURAL | COMPLETENESS and not STRUCTURAL & COMPLETENESS
    assert {"uncovered-ruling", "unaccounted-cr", "unused-fixture", "unused-card"} == COMPLETENESS


# --- mistakes, one per test ------------------------------------------------------------------------------


def edit_json(path: Path, change: Callable[[dict], None]) -> None:
    data = json.loads(path.read_text(encoding="utf-8"))
    change(data)
    path.write_text(json.dumps(data, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")


def add_feature(corpus: Path, scenarios: str, feature_tags: str = "@mechanic:tap-untap-symbols") -> Path:
    """A feature in a folder of its own, with the given scenarios (Gherkin, indented two spaces)."""
    folder = corpus / FEATURE_DIR
    folder.mkdir(exist_ok=True)
    path = folder / f"mistakes{len(list(folder.glob('*.feature'))) or ''}.feature"
    path.write_text(f"{feature_tags}\nFeature: Lint test\n\n{scenarios}", encoding="utf-8")
    return path


def scenario(name: str, tags: str, board: str = BOARD) -> str:
    return (
        f'  {tags}\n  Scenario: {name}\n    Given the board "{board}"\n    When Alice activates "sol-ring"\n'
        '    Then "sol-ring" is tapped\n\n'
    )


GOOD_TAGS = "@ruling:tap-untap-symbols.tap @cr:107.5 @card:Sol_Ring"


def duplicate_id(corpus: Path) -> None:
    edit_json(corpus / "rulings.json", lambda d: d["rulings"][1].update(id=d["rulings"][0]["id"]))


def duplicate_text(corpus: Path) -> None:
    edit_json(corpus / "rulings.json", lambda d: d["rulings"][1].update(text=d["rulings"][0]["text"] + " "))


def untagged_scenario(corpus: Path) -> None:
    add_feature(corpus, scenario("No ruling", "@cr:107.5 @card:Sol_Ring"))


def unknown_ruling(corpus: Path) -> None:
    add_feature(corpus, scenario("Typo in the ruling id", "@ruling:tap-untap-symbols.tapp @cr:107.5"))


def unknown_cr_tag(corpus: Path) -> None:
    add_feature(corpus, scenario("Typo in the rule number", "@ruling:tap-untap-symbols.tap @cr:107.55"))


def unknown_cr_index(corpus: Path) -> None:
    edit_json(corpus / "rulings.json", lambda d: d["rulings"][0]["rules"].append("601.2z"))


def unknown_mechanic(corpus: Path) -> None:
    add_feature(corpus, scenario("Tagged", GOOD_TAGS), feature_tags="@mechanic:tap-symbols")


def missing_mechanic(corpus: Path) -> None:
    add_feature(corpus, scenario("Tagged", GOOD_TAGS), feature_tags="")


def unknown_card(corpus: Path) -> None:
    add_feature(corpus, scenario("Unknown card", "@ruling:tap-untap-symbols.tap @cr:107.5 @card:Sol_Rign"))


def duplicate_scenario(corpus: Path) -> None:
    add_feature(corpus, scenario("Same name", GOOD_TAGS) + scenario("Same name", GOOD_TAGS))


def invalid_fixture(corpus: Path) -> None:
    path = corpus / "fixtures" / FEATURE_DIR / "bad.json"
    path.parent.mkdir()
    path.write_text('{"players": [{"name": "Alice", "hand": [{"card": "Sol Ring", "foil": true}]}]}', encoding="utf-8")
    add_feature(corpus, scenario("Bad board", GOOD_TAGS, board=f"{FEATURE_DIR}/bad.json"))


def missing_board(corpus: Path) -> None:
    add_feature(corpus, scenario("Missing board", GOOD_TAGS, board="tap_untap/no-such-board.json"))


def unused_fixture(corpus: Path) -> None:
    shutil.copy(corpus / "fixtures" / BOARD, corpus / "fixtures" / "tap_untap" / "sol-ring-unused.json")


def unused_card(corpus: Path) -> None:
    wastes = {
        "name": "Wastes",
        "manaValue": 0,
        "convertedManaCost": 0,
        "type": "Basic Land",
        "types": ["Land"],
        "subtypes": [],
        "supertypes": ["Basic"],
        "text": "({T}: Add {C}.)",
        "colors": [],
        "colorIdentity": [],
        "keywords": [],
        "layout": "normal",
        "identifiers": {},
        "legalities": {},
    }
    edit_json(corpus / "cards.json", lambda d: d["data"].update(Wastes=[wastes]))


def uncovered_ruling(corpus: Path) -> None:
    """Every scenario of the {Q} ruling becomes a pending skeleton: the ruling is no longer covered."""
    for path in corpus.rglob("*.feature"):
        text = path.read_text(encoding="utf-8")
        path.write_text(text.replace("@ruling:tap-untap-symbols.untap", "@pending @ruling:tap-untap-symbols.untap"))


def reworded_source(corpus: Path) -> None:
    path = corpus / "sources" / "001_adc3b31db66843e5.txt"
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace("can’t be reduced with emerge", "can’t be reduced by emerge"), encoding="utf-8")


def broken_catalog(corpus: Path) -> None:
    (corpus / "cards.json").write_text('{"data": ', encoding="utf-8")


def invalid_index(corpus: Path) -> None:
    edit_json(corpus / "rulings.json", lambda d: d["rulings"][0].update(mechanic="tribal"))


def bare_refusal(corpus: Path) -> None:
    refusal = scenario("Refused for any reason", GOOD_TAGS) + "    Then the action is refused\n\n"
    add_feature(corpus, refusal)


def refusal_rule_untagged(corpus: Path) -> None:
    refusal = scenario("Refused under an untagged rule", GOOD_TAGS) + "    Then the action is refused (CR 302.6)\n\n"
    add_feature(corpus, refusal)


def context_and_cr(corpus: Path) -> None:
    add_feature(corpus, scenario("Both kinds", GOOD_TAGS + " @context:107.5"))


def unknown_context_tag(corpus: Path) -> None:
    add_feature(corpus, scenario("Typo in the context rule", GOOD_TAGS + " @context:601.2z"))


def refusal_only_context(corpus: Path) -> None:
    tags = "@ruling:tap-untap-symbols.tap @context:302.6 @card:Sol_Ring"
    refusal = scenario("Refused under a context rule alone", tags) + "    Then the action is refused (CR 302.6)\n\n"
    add_feature(corpus, refusal)


MISTAKES = [
    (duplicate_id, "duplicate-id", "is used again"),
    (duplicate_text, "duplicate-text", "has the same text as"),
    (untagged_scenario, "untagged-scenario", "'No ruling' is tagged with no @ruling"),
    (unknown_ruling, "unknown-ruling", "did you mean tap-untap-symbols.tap?"),
    (unknown_cr_tag, "unknown-cr", "@cr:107.55 in 'Typo in the rule number' is not a rule"),
    (unknown_cr_index, "unknown-cr", "cites CR 601.2z, which is not a rule"),
    (unknown_mechanic, "unknown-mechanic", "@mechanic:tap-symbols is not a mechanic"),
    (missing_mechanic, "unknown-mechanic", "has no @mechanic tag"),
    (unknown_card, "unknown-card", "@card:Sol_Rign is not a card of the catalog"),
    (duplicate_scenario, "duplicate-scenario", "'Same name' is used 2 times"),
    (invalid_fixture, "fixture", "foil"),
    (missing_board, "feature", "does not exist"),
    (unused_fixture, "unused-fixture", "no scenario starts from this board"),
    (unused_card, "unused-card", "'Wastes' is in the catalog but no fixture, scenario or ruling uses it"),
    (uncovered_ruling, "uncovered-ruling", "'tap-untap-symbols.untap' has no scenario (only pending skeletons"),
    (reworded_source, "drift", "reworded in source document 'distended-mindbender'"),
    (broken_catalog, "catalog", "can't read the catalog"),
    (invalid_index, "index", "'tribal' is not one of"),
    (bare_refusal, "refusal-rule", "a refusal must name the rule that forbids the action"),
    (refusal_rule_untagged, "refusal-rule", "expects a refusal under CR 302.6 but isn't tagged @cr:302.6"),
    (context_and_cr, "unknown-cr", "is tagged both @cr:107.5 (decides it) and @context:107.5 (doesn't)"),
    (unknown_context_tag, "unknown-cr", "@context:601.2z in 'Typo in the context rule' is not a rule"),
    (refusal_only_context, "refusal-rule", "none of the rules its refusal names (302.6) is tagged @cr:"),
]


@pytest.mark.parametrize(("mistake", "check", "message"), MISTAKES, ids=[m[0].__name__ for m in MISTAKES])
def test_each_kind_of_mistake_is_caught(
    corpus: Path, mistake: Callable[[Path], None], check: str, message: str
) -> None:
    before = set(lint_corpus(corpus, read_step, [check]))
    mistake(corpus)
    new = [f for f in lint_corpus(corpus, read_step, [check]) if f not in before]
    assert new, f"{check} found nothing"
    assert any(message in f.message for f in new), "\n".join(map(str, new))
    assert all(f.check == check for f in new)


def test_findings_name_file_and_place(corpus: Path) -> None:
    unknown_cr_tag(corpus)
    (finding,) = lint_corpus(corpus, read_step, ["unknown-cr"])
    assert finding == Finding(
        "unknown-cr",
        f"features/{FEATURE_DIR}/mistakes.feature",
        "line 5",
        "@cr:107.55 in 'Typo in the rule number' is not a rule (did you mean 107.5?)",
    )
    assert str(finding).endswith("[unknown-cr]")


def test_a_new_mistake_leaves_other_checks_quiet(corpus: Path) -> None:
    before = set(lint_corpus(corpus, read_step))
    unknown_ruling(corpus)
    new = set(lint_corpus(corpus, read_step)) - before
    assert {f.check for f in new} == {"unknown-ruling"}


# --- the command ----------------------------------------------------------------------------------------


def test_cli_clean_corpus_exits_0(corpus: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["lint", "--corpus", str(corpus), "--structural"]) == 0
    assert "corpus lint clean" in capsys.readouterr().out


def test_cli_findings_exit_1_with_a_summary_per_check(corpus: Path, capsys: pytest.CaptureFixture[str]) -> None:
    unknown_ruling(corpus)
    duplicate_scenario(corpus)
    assert main(["lint", "--corpus", str(corpus), "--structural"]) == 1
    captured = capsys.readouterr()
    assert "[unknown-ruling]" in captured.out
    assert "unknown-ruling: every @ruling tag names a ruling of the index" in captured.err


def test_cli_skip_a_check(corpus: Path) -> None:
    unknown_card(corpus)
    assert main(["lint", "--corpus", str(corpus), "--structural", "--skip", "unknown-card"]) == 0


def test_cli_unknown_check_is_a_clear_error(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["lint", "--skip", "nonsense"]) == 2
    assert "no check named nonsense" in capsys.readouterr().err
    with pytest.raises(ValueError, match="unknown lint check"):
        lint_corpus(CORPUS, read_step, ["nonsense"])

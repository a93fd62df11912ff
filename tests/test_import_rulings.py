"""`mtg-conformance import-rulings`: new rulings enter the index as uncovered, known ones add nothing; the
skeleton feature runs as uncovered. Every test works on a copy of the corpus."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from harness.cli import main
from harness.corpus.importer import html_problem, import_rulings, read_rulings_file
from harness.corpus.lint import STRUCTURAL, lint_corpus
from harness.corpus.naming import ruling_id, scenario_name
from harness.corpus.rulings import load_index, load_manifest, normalise, source_rulings
from harness.corpus.scan import scan_features
from harness.corpus.validate import validate_corpus
from harness.errors import CorpusError
from harness.paths import ROOT
from harness.reports.coverage import build_coverage
from harness.run.steps.vocabulary import read_step

from .conftest import run_harness

DATA = Path(__file__).parent / "data" / "rulings"
MINDBENDER = "Distended Mindbender"
NEW_ARGS = {"card": MINDBENDER, "mechanic": "discard-choice", "rules": ["608.2d", "701.8b"]}
ID_PATTERN = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)+$")


@pytest.fixture
def corpus(tmp_path: Path) -> Path:
    """A copy of the corpus to import into."""
    return Path(shutil.copytree(ROOT / "features", tmp_path / "features"))


def snapshot(corpus: Path) -> dict[str, bytes]:
    return {str(p.relative_to(corpus)): p.read_bytes() for p in sorted(corpus.rglob("*")) if p.is_file()}


# --- nothing new, nothing changed -------------------------------------------------------------------------


def test_importing_rows_already_indexed_adds_nothing(corpus: Path) -> None:
    before = snapshot(corpus)
    result = import_rulings(corpus, DATA / "mindbender-indexed.txt", **NEW_ARGS, write_skeleton=True)
    assert result.new == []
    assert [rid for rid, _ in result.known] == [
        "cast-triggers.resolve-before-spell",
        "emerge.colored-not-reduced",
        "discard-choice.must-choose-if-able",
    ]
    assert not result.written and result.skeleton is None
    assert snapshot(corpus) == before


def test_importing_rows_already_indexed_needs_no_mechanic_or_rule(corpus: Path) -> None:
    before = snapshot(corpus)
    assert import_rulings(corpus, DATA / "mindbender-indexed.txt").new == []
    assert snapshot(corpus) == before


def test_every_real_source_document_imports_as_nothing_new(corpus: Path) -> None:
    before = snapshot(corpus)
    for document in load_manifest(corpus):
        result = import_rulings(corpus, document.path, fmt=document.format)
        assert result.new == [], document.id
        assert len(result.known) == len(source_rulings(corpus)[document.id])
    assert snapshot(corpus) == before


def test_cli_says_nothing_to_import(corpus: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["import-rulings", str(DATA / "mindbender-indexed.txt"), "--corpus", str(corpus)])
    out = capsys.readouterr().out
    assert code == 0
    assert "3 already in the index" in out
    assert "nothing to import" in out


# --- two new rulings -----------------------------------------------------------------------------------


def test_importing_a_table_with_two_new_rulings_adds_exactly_two_uncovered(corpus: Path) -> None:
    before = {r.id: r for r in load_index(corpus)}
    result = import_rulings(corpus, DATA / "mindbender-two-new.txt", **NEW_ARGS)
    after = {r.id: r for r in load_index(corpus)}
    added = sorted(after.keys() - before.keys())
    assert len(added) == 2 and sorted(e["id"] for e in result.new) == added
    assert not before.keys() - after.keys()
    for rid in added:
        ruling = after[rid]
        assert ID_PATTERN.match(rid) and rid.startswith("discard-choice.")
        assert ruling.mechanic == "discard-choice" and ruling.rules == ("608.2d", "701.8b")
        assert ruling.cards == (MINDBENDER,) and ruling.date == "2025-02-07"
        assert ruling.sources == (result.document["id"],)
    texts = {after[rid].text for rid in added}
    assert texts == {
        "Distended Mindbender’s triggered ability resolves even if the target opponent has no cards in hand.",
        "If Distended Mindbender is cast for its emerge cost, the opponent still reveals their hand as the "
        "triggered ability resolves.",
    }
    coverage = {r["id"]: r for r in build_coverage(corpus)["rulings"]}
    assert {rid: coverage[rid]["status"] for rid in added} == dict.fromkeys(added, "uncovered")


def test_the_file_becomes_a_source_document_and_known_rulings_cite_it(corpus: Path) -> None:
    result = import_rulings(corpus, DATA / "mindbender-two-new.txt", **NEW_ARGS)
    document = load_manifest(corpus)[-1]
    assert document.id == result.document["id"] == "distended-mindbender-2"
    assert document.format == "table" and document.cards == (MINDBENDER,)
    assert document.path.read_bytes() == (DATA / "mindbender-two-new.txt").read_bytes()
    index = {r.id: r for r in load_index(corpus)}
    for rid in ("emerge.colored-not-reduced", "discard-choice.must-choose-if-able"):
        assert index[rid].sources[-1] == document.id


def test_the_corpus_stays_consistent_after_an_import(corpus: Path) -> None:
    import_rulings(corpus, DATA / "mindbender-two-new.txt", **NEW_ARGS, write_skeleton=True)
    problems, _ = validate_corpus(corpus, read_step)
    assert problems == []
    assert lint_corpus(corpus, read_step, STRUCTURAL) == []
    index = load_index(corpus)
    assert [(r.mechanic, r.id) for r in index] == sorted((r.mechanic, r.id) for r in index)
    in_sources = {normalise(r.text) for rulings in source_rulings(corpus).values() for r in rulings}
    assert {normalise(r.text) for r in index} == in_sources


def test_importing_the_same_file_twice_adds_nothing_the_second_time(corpus: Path) -> None:
    import_rulings(corpus, DATA / "mindbender-two-new.txt", **NEW_ARGS)
    before = snapshot(corpus)
    assert import_rulings(corpus, DATA / "mindbender-two-new.txt", **NEW_ARGS).new == []
    assert snapshot(corpus) == before


def test_dry_run_writes_nothing(corpus: Path) -> None:
    before = snapshot(corpus)
    result = import_rulings(corpus, DATA / "mindbender-two-new.txt", **NEW_ARGS, write_skeleton=True, dry_run=True)
    assert len(result.new) == 2 and not result.written
    assert snapshot(corpus) == before


# --- the skeleton ---------------------------------------------------------------------------------------


def test_skeleton_has_one_pending_scenario_per_new_ruling(corpus: Path) -> None:
    result = import_rulings(corpus, DATA / "mindbender-two-new.txt", **NEW_ARGS, write_skeleton=True)
    assert result.skeleton == corpus / "discard_choice" / "distended_mindbender_2.feature"
    feature = next(f for f in scan_features(corpus) if f.path == result.skeleton)
    assert feature.error is None and "mechanic:discard-choice" in feature.tags
    assert sorted(s.rulings[0] for s in feature.scenarios) == sorted(e["id"] for e in result.new)
    for scenario in feature.scenarios:
        assert scenario.pending and scenario.steps == ()
        assert scenario.cr == ["608.2d", "701.8b"] and scenario.cards == [MINDBENDER]


def test_skeleton_runs_as_uncovered_never_passing(corpus: Path, pytester: pytest.Pytester) -> None:
    result = import_rulings(corpus, DATA / "mindbender-two-new.txt", **NEW_ARGS, write_skeleton=True)
    run, report = run_harness(pytester, str(result.skeleton), f"--corpus={corpus}")
    run.assert_outcomes(skipped=2)
    assert report["scenarios"] == []
    statuses = {r["id"]: r["status"] for r in report["rulings"]}
    assert [statuses[e["id"]] for e in result.new] == ["uncovered", "uncovered"]


def test_skeleton_scenarios_are_listed_by_coverage_as_pending(corpus: Path) -> None:
    result = import_rulings(corpus, DATA / "mindbender-two-new.txt", **NEW_ARGS, write_skeleton=True)
    coverage = build_coverage(corpus)
    rulings = {r["id"]: r for r in coverage["rulings"]}
    for entry in result.new:
        ruling = rulings[entry["id"]]
        assert ruling["status"] == "uncovered"
        assert [s["pending"] for s in ruling["scenarios"]] == [True]
    assert coverage["summary"]["pending"] == 2
    assert coverage["rulings"][0]["status"] == "uncovered"  # uncovered rulings first


def test_skeleton_is_not_written_over_an_existing_feature(corpus: Path) -> None:
    target = corpus / "discard_choice" / "distended_mindbender_2.feature"
    target.parent.mkdir(exist_ok=True)
    target.write_text("# someone's work\n", encoding="utf-8")
    before = snapshot(corpus)
    with pytest.raises(CorpusError, match="already there"):
        import_rulings(corpus, DATA / "mindbender-two-new.txt", **NEW_ARGS, write_skeleton=True)
    assert snapshot(corpus) == before


def test_cli_import_with_skeleton(corpus: Path, capsys: pytest.CaptureFixture[str]) -> None:
    args = ["import-rulings", str(DATA / "mindbender-two-new.txt"), "--corpus", str(corpus), "--card", MINDBENDER]
    args += ["--mechanic", "discard-choice", "--rule", "608.2d", "--write-skeleton"]
    assert main(args) == 0
    out = capsys.readouterr().out
    assert "2 already in the index" in out
    assert "2 new, added as uncovered" in out
    assert "features/discard_choice/distended_mindbender_2.feature (2 pending scenarios" in out


# --- the other forms ------------------------------------------------------------------------------------


def test_scryfall_json_deduplicates_by_normalised_text(corpus: Path) -> None:
    result = import_rulings(corpus, DATA / "scryfall-mindbender.json", **NEW_ARGS)
    assert [rid for rid, _ in result.known] == ["discard-choice.fewer-than-two-cards"]
    assert [e["text"] for e in result.new] == [
        "The cards Distended Mindbender's triggered ability chooses are discarded at the same time."
    ]
    assert result.new[0]["date"] == "2025-02-07"
    document = load_manifest(corpus)[-1]
    assert document.format == "scryfall-json" and document.file.endswith(".json")
    assert lint_corpus(corpus, read_step, STRUCTURAL) == []


def test_plain_text_page_one_paragraph_per_ruling(corpus: Path) -> None:
    rulings = read_rulings_file(DATA / "page-emry.txt").rulings
    assert len(rulings) == 2  # "Search" is page furniture
    result = import_rulings(
        corpus,
        DATA / "page-emry.txt",
        card="Emry, Lurker of the Loch",
        mechanic="casting-permissions",
        rules=["113.7a"],
    )
    assert [rid for rid, _ in result.known] == ["cost-determination.generic-reduction-only"]
    assert [e["text"] for e in result.new] == [
        "If Emry leaves the battlefield while its last ability is on the stack, you may still cast the target "
        "artifact card that turn."
    ]
    assert "date" not in result.new[0]
    assert validate_corpus(corpus, read_step)[0] == []


@pytest.mark.parametrize(
    ("name", "fmt"),
    [
        ("mindbender-indexed.txt", "table"),
        ("mindbender-two-new.txt", "table"),
        ("scryfall-mindbender.json", "scryfall-json"),
        ("page-emry.txt", "paragraphs"),
    ],
)
def test_format_is_recognised(name: str, fmt: str) -> None:
    assert read_rulings_file(DATA / name).format == fmt


# --- bad input ------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("args", "message"),
    [
        ({"card": MINDBENDER, "rules": ["608.2d"]}, "pass --mechanic"),
        ({"card": MINDBENDER, "mechanic": "tribal", "rules": ["608.2d"]}, "unknown mechanic 'tribal'"),
        ({"card": MINDBENDER, "mechanic": "discard-choice"}, "pass --rule"),
        ({"card": MINDBENDER, "mechanic": "discard-choice", "rules": ["608.2z"]}, "--rule 608.2z: no such rule"),
        ({"card": "Black Lotus", "mechanic": "discard-choice", "rules": ["608.2d"]}, "not in features/cards.json"),
    ],
)
def test_new_rulings_need_valid_mechanic_rules_and_card(corpus: Path, args: dict, message: str) -> None:
    before = snapshot(corpus)
    with pytest.raises(CorpusError, match=re.escape(message)):
        import_rulings(corpus, DATA / "mindbender-two-new.txt", **args)
    assert snapshot(corpus) == before


HTML_PAGE = (
    "<!DOCTYPE html>\n<html><head><title>Rulings</title></head>\n<body><h1>Emry</h1>\n"
    "<p>If Emry leaves the battlefield, you may still cast the card.</p></body></html>\n"
)


def test_rulings_that_mention_a_sign_or_a_tag_are_no_html_page() -> None:
    """The control: a text page whose ruling names a `<`, or one tag, is read as rulings."""
    assert html_problem("X can be 0 or more (X < 3 is a comparison).\n\nA <b>bold</b> word.\n") is None


@pytest.mark.parametrize(
    ("content", "suffix", "message"),
    [
        ('{"data": [{"comment": ""}]}', ".json", "/data/0/comment: a ruling needs a non-empty comment"),
        ('{"data": [', ".json", "line 1 column 11: not valid JSON"),
        ("| 2025-01-24 | A ruling. |\nstray text\n", ".txt", "line 2 is not a '| date | text |' row"),
        ("\n\nSearch\n\n", ".txt", "no rulings found"),
        (HTML_PAGE, ".html", "starts as an HTML page: can't read it as rulings"),
        (HTML_PAGE.split("\n", 2)[2], ".txt", "holds HTML markup (7 tags): can't read it as rulings"),
    ],
)
def test_bad_files_get_a_clear_error(
    tmp_path: Path, corpus: Path, capsys: pytest.CaptureFixture[str], content: str, suffix: str, message: str
) -> None:
    path = tmp_path / f"rulings{suffix}"
    path.write_text(content, encoding="utf-8")
    assert main(["import-rulings", str(path), "--corpus", str(corpus)]) == 2
    err = capsys.readouterr().err
    assert str(path) in err and message in err
    assert "Traceback" not in err


def test_missing_file(corpus: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["import-rulings", str(corpus / "nope.txt"), "--corpus", str(corpus)]) == 2
    assert "can't read the file" in capsys.readouterr().err


# --- ids and names --------------------------------------------------------------------------------------


def test_generated_ids_are_readable_and_unique() -> None:
    text = "If you cast a spell for another cost, you can’t choose to cast it for any other alternative costs."
    first = ruling_id("alternative-costs", text, set())
    assert first == "alternative-costs.cast-spell-another-cost-cant"
    assert ruling_id("alternative-costs", text, {first}) == f"{first}-2"
    assert ID_PATTERN.match(first)


def test_scenario_names_are_short_and_unique() -> None:
    taken: set[str] = set()
    long = "A creature’s mana value is determined solely by the mana symbols printed in its upper right corner " * 2
    first = scenario_name(long, taken)
    assert len(first) <= 93 and first.endswith("...")
    assert scenario_name(long, taken) == f"{first} (2)"
    assert scenario_name("Colored mana can’t be reduced. More text.", taken) == "Colored mana can’t be reduced"

"""The source documents, the ruling index (features/rulings.json) and harness.corpus.rulings."""

from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path

import pytest
from jsonschema import Draft202012Validator

from harness.corpus.rulings import (
    Ruling,
    SourceDocument,
    SourceRuling,
    load_index,
    load_manifest,
    normalise,
    source_rulings,
    split_document,
)

ROOT = Path(__file__).resolve().parent.parent
CORPUS = ROOT / "features"
SCHEMA_PATH = ROOT / "schemas" / "rulings.schema.json"
CR_RULES = CORPUS / "cr-rules.txt"

DOCUMENT_IDS = ["emerge-decimator", "distended-mindbender", "emry", "expend-junkblade"]
TABLE_DATE = "2025-01-24"


@pytest.fixture(scope="module")
def schema() -> dict:
    return json.loads(SCHEMA_PATH.read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def raw_index() -> dict:
    return json.loads((CORPUS / "rulings.json").read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def index() -> list[Ruling]:
    return load_index(CORPUS)


@pytest.fixture(scope="module")
def sources() -> dict[str, list[SourceRuling]]:
    return source_rulings(CORPUS)


@pytest.fixture(scope="module")
def cr_numbers() -> set[str]:
    lines = CR_RULES.read_text(encoding="utf-8").splitlines()
    return {line.split("\t")[0].strip() for line in lines if line.strip() and not line.startswith("#")}


# --- the source documents ---------------------------------------------------------------------------


def test_manifest_names_the_four_documents() -> None:
    documents = load_manifest(CORPUS)
    assert [d.id for d in documents] == DOCUMENT_IDS
    assert [d.format for d in documents] == ["paragraphs", "table", "paragraphs", "paragraphs"]
    for document in documents:
        assert document.path.is_file(), document.file
        assert document.title
        assert document.cards


def test_every_source_file_is_in_the_manifest() -> None:
    listed = {d.file for d in load_manifest(CORPUS)}
    present = {p.name for p in (CORPUS / "sources").glob("*.txt")}
    assert present == listed


def test_splitter_finds_33_distinct_rulings(sources: dict[str, list[SourceRuling]]) -> None:
    assert {doc: len(rulings) for doc, rulings in sources.items()} == {
        "emerge-decimator": 20,
        "distended-mindbender": 15,
        "emry": 15,
        "expend-junkblade": 11,
    }
    texts = {r.text for rulings in sources.values() for r in rulings}
    assert len(texts) == 33
    # exact-text de-duplication and normalised de-duplication agree: no near-duplicates hide
    assert len({normalise(t) for t in texts}) == 33


def test_no_document_repeats_a_ruling(sources: dict[str, list[SourceRuling]]) -> None:
    for doc, rulings in sources.items():
        repeated = [t for t, n in Counter(r.text for r in rulings).items() if n > 1]
        assert not repeated, doc


def test_table_rows_carry_their_date(sources: dict[str, list[SourceRuling]]) -> None:
    assert {r.date for r in sources["distended-mindbender"]} == {TABLE_DATE}
    for doc in ("emerge-decimator", "emry", "expend-junkblade"):
        assert {r.date for r in sources[doc]} == {None}


# --- the index against the sources ------------------------------------------------------------------


def test_index_validates_against_schema(schema: dict, raw_index: dict) -> None:
    Draft202012Validator.check_schema(schema)
    validator = Draft202012Validator(schema, format_checker=Draft202012Validator.FORMAT_CHECKER)
    errors = [f"{list(e.absolute_path)}: {e.message}" for e in validator.iter_errors(raw_index)]
    assert not errors


def test_schema_examples_validate_and_match_the_index(schema: dict, raw_index: dict) -> None:
    validator = Draft202012Validator(schema, format_checker=Draft202012Validator.FORMAT_CHECKER)
    by_id = {entry["id"]: entry for entry in raw_index["rulings"]}
    for example in schema["examples"]:
        assert not list(validator.iter_errors(example))
        for entry in example["rulings"]:
            assert entry == by_id[entry["id"]]


def test_every_source_ruling_is_indexed_exactly_once(
    index: list[Ruling], sources: dict[str, list[SourceRuling]]
) -> None:
    indexed = Counter(r.text for r in index)
    assert [t for t, n in indexed.items() if n > 1] == []
    in_sources = {r.text for rulings in sources.values() for r in rulings}
    assert sorted(in_sources - indexed.keys()) == [], "source rulings missing from the index"
    assert sorted(indexed.keys() - in_sources) == [], "index entries that are in no source document"
    assert len(index) == 33


def test_sources_are_exactly_the_documents_holding_the_text(
    index: list[Ruling], sources: dict[str, list[SourceRuling]]
) -> None:
    for ruling in index:
        holding = tuple(doc for doc, rulings in sources.items() if ruling.text in {r.text for r in rulings})
        assert ruling.sources == holding, ruling.id


def test_date_is_the_date_the_sources_give(index: list[Ruling], sources: dict[str, list[SourceRuling]]) -> None:
    for ruling in index:
        dates = {r.date for doc in ruling.sources for r in sources[doc] if r.text == ruling.text} - {None}
        assert len(dates) <= 1, ruling.id
        assert ruling.date == (dates.pop() if dates else None), ruling.id


def test_ids_are_unique_and_prefixed_by_the_mechanic(index: list[Ruling]) -> None:
    ids = [r.id for r in index]
    assert len(ids) == len(set(ids))
    for ruling in index:
        assert ruling.id.split(".", 1)[0] == ruling.mechanic, ruling.id


def test_symbol_ruling_ids(index: list[Ruling]) -> None:
    by_id = {r.id: r for r in index}
    assert by_id["tap-untap-symbols.tap"].text.startswith("The tap symbol is {T}.")
    assert by_id["tap-untap-symbols.untap"].text.startswith("The untap symbol is {Q}.")


def test_index_is_ordered_by_mechanic_then_id(index: list[Ruling]) -> None:
    keys = [(r.mechanic, r.id) for r in index]
    assert keys == sorted(keys)


def test_every_cr_number_exists(index: list[Ruling], cr_numbers: set[str]) -> None:
    unknown = {(r.id, rule) for r in index for rule in r.rules if rule not in cr_numbers}
    assert not unknown


def test_cr_rules_file_looks_like_the_rule_list(cr_numbers: set[str]) -> None:
    assert {"100", "106.12a", "601.2f", "702.119a", "700.14"} <= cr_numbers
    pattern = re.compile(r"^[1-9][0-9]{0,2}(\.[0-9]+[a-z]?)?$")
    assert all(pattern.match(number) for number in cr_numbers)


def test_cards_named_in_a_ruling_are_listed(index: list[Ruling]) -> None:
    documents = load_manifest(CORPUS)
    known = {card for d in documents for card in d.cards}
    for ruling in index:
        assert set(ruling.cards) <= known, ruling.id
        for card in known:
            short = card.split(",")[0]  # "Emry, Lurker of the Loch" is called "Emry"
            if short in ruling.text:
                assert card in ruling.cards, (ruling.id, card)


def test_general_rulings_name_no_card(index: list[Ruling]) -> None:
    general = {"mana-production", "x", "tap-untap-symbols"}
    headed = {"emerge-decimator", "emry", "expend-junkblade"}
    for ruling in index:
        if set(ruling.sources) == headed:
            assert ruling.mechanic in general, ruling.id
            assert ruling.cards == (), ruling.id


def test_load_index_gives_frozen_records(index: list[Ruling]) -> None:
    ruling = index[0]
    assert isinstance(ruling.sources, tuple) and isinstance(ruling.rules, tuple)
    with pytest.raises(AttributeError):
        ruling.id = "changed"  # type: ignore[misc]


# --- split_document ---------------------------------------------------------------------------------


def test_split_paragraphs_drops_page_furniture() -> None:
    text = "Search\n\nFirst ruling.\n\nSecond “ruling.”"
    assert split_document(text, "paragraphs") == [
        SourceRuling("First ruling."),
        SourceRuling("Second “ruling.”"),
    ]


def test_split_paragraphs_keeps_search_inside_a_ruling() -> None:
    assert split_document("Search the library.\n\nSearch", "paragraphs") == [SourceRuling("Search the library.")]


def test_split_paragraphs_windows_line_endings() -> None:
    text = "Search\r\n\r\nFirst ruling.\r\n\r\nSecond ruling.\r\n"
    assert [r.text for r in split_document(text, "paragraphs")] == ["First ruling.", "Second ruling."]


def test_split_paragraphs_trailing_whitespace_and_blank_runs() -> None:
    text = "\ufeff  First ruling.  \n \t \n\n\nSecond ruling.\t\n\n   \n"
    assert [r.text for r in split_document(text, "paragraphs")] == ["First ruling.", "Second ruling."]


def test_split_paragraphs_have_no_date() -> None:
    assert split_document("A ruling.", "paragraphs") == [SourceRuling("A ruling.", None)]


def test_split_table_rows() -> None:
    text = "| 2025-01-24 | First ruling. |\n| 2024-06-07 | Second ruling with “quotes.” |"
    assert split_document(text, "table") == [
        SourceRuling("First ruling.", "2025-01-24"),
        SourceRuling("Second ruling with “quotes.”", "2024-06-07"),
    ]


def test_split_table_windows_line_endings_and_trailing_whitespace() -> None:
    text = "| 2025-01-24 | First ruling. |  \r\n\r\n|2025-01-24|Second ruling.|\t\r\n"
    assert split_document(text, "table") == [
        SourceRuling("First ruling.", "2025-01-24"),
        SourceRuling("Second ruling.", "2025-01-24"),
    ]


def test_split_table_skips_header_and_separator() -> None:
    text = "| date | text |\n|---|---|\n| 2025-01-24 | A ruling. |"
    assert split_document(text, "table") == [SourceRuling("A ruling.", "2025-01-24")]


def test_split_table_row_without_date() -> None:
    assert split_document("|  | Undated ruling. |", "table") == [SourceRuling("Undated ruling.", None)]


def test_split_table_rejects_a_line_that_is_not_a_row() -> None:
    with pytest.raises(ValueError, match="line 2"):
        split_document("| 2025-01-24 | A ruling. |\nstray text", "table")


def test_split_rejects_unknown_format() -> None:
    with pytest.raises(ValueError, match="unknown document format"):
        split_document("A ruling.", "markdown")


def test_split_real_table_document_matches_known_rows() -> None:
    text = (CORPUS / "sources" / "001_adc3b31db66843e5.txt").read_text(encoding="utf-8")
    rulings = split_document(text, "table")
    assert rulings[-1] == SourceRuling("You must choose two appropriate cards if able.", TABLE_DATE)
    assert not any("|" in r.text for r in rulings)


@pytest.mark.parametrize("document", load_manifest(CORPUS), ids=lambda d: d.id)
def test_split_real_documents_with_windows_line_endings(document: SourceDocument) -> None:
    text = document.path.read_bytes().decode("utf-8")
    windows = text.replace("\n", "\r\n") + "  \r\n"
    assert split_document(windows, document.format) == split_document(text, document.format)


# --- normalise --------------------------------------------------------------------------------------


def test_normalise_straightens_quotes_and_folds_whitespace() -> None:
    assert normalise("  Emry’s  “cast”\n\tability ‘here’ ") == "Emry's \"cast\" ability 'here'"


def test_normalise_makes_straight_and_curly_apostrophes_equal() -> None:
    assert normalise("You’ll still pay") == normalise("You'll still pay")

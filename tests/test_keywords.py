"""Keywords (CR 702) where no ruling of the index is about them: the catalog's keywords are MTGJSON's, which
also list keyword actions (701) and ability words (207.2c); an object's keywords are its keyword abilities."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from harness.corpus.scan import load_cr_rules
from harness.paths import ROOT
from reference_engine import ReferenceEngine
from reference_engine.cards import CardLibrary
from reference_engine.keywords import is_keyword_ability


@pytest.fixture
def engine() -> ReferenceEngine:
    return ReferenceEngine(ROOT / "features" / "cards.json")


def _keywords(engine: ReferenceEngine, card: str) -> list[str]:
    engine.load({"players": [{"name": "Alice", "battlefield": [{"card": card, "id": "it"}]}, {"name": "Bob"}]})
    return engine.observe({"kind": "keywords", "object": "it"})


@pytest.mark.parametrize(
    ("card", "expected"),
    [("Emry, Lurker of the Loch", []), ("Gisela, the Broken Blade", ["first strike", "flying", "lifelink"])],
)
def test_keyword_actions_are_no_keywords_of_an_object(engine: ReferenceEngine, card: str, expected: list[str]) -> None:
    """Mill (701.13) and meld (701.37) are keyword actions the catalog lists among the keywords."""
    assert _keywords(engine, card) == expected


def test_keyword_abilities_and_their_variants_are_and_the_other_words_are_not() -> None:
    variants = ("Islandwalk", "Nonbasic landwalk", "Mountaincycling", "Basic landcycling", "Hexproof from",
                "Partner with", "Doctor's companion", "Sticker kicker", "Trample over planeswalkers")  # fmt: skip
    for name in ("Flying", "First strike", "Double strike", "Multikicker", "Emerge", "Enchant", *variants):
        assert is_keyword_ability(name), name
    for name in ("Mill", "Transform", "Meld", "Scry", "Landfall", "Metalcraft"):
        assert not is_keyword_ability(name), name


def test_the_list_names_each_keyword_ability_by_a_rule_of_702() -> None:
    rules = load_cr_rules(ROOT / "features")
    lines = Path(ROOT / "reference_engine" / "keyword_abilities.txt").read_text(encoding="utf-8").splitlines()
    numbers = [line.partition("\t")[0] for line in lines if not line.startswith("#")]
    assert numbers and all(n.startswith("702.") and n in rules for n in numbers)


def test_a_face_without_mana_cost_or_keywords_loads_with_none(tmp_path: Path) -> None:
    """CR 202.1b, 702.1: MTGJSON leaves out `manaCost` and `keywords` when a face has none; such a face has no
    keyword abilities."""
    face = {"name": "Plain Land", "layout": "normal", "types": ["Land"], "subtypes": [], "supertypes": [], "colors": []}
    path = tmp_path / "cards.json"
    path.write_text(json.dumps({"data": {"Plain Land": [face]}}))
    (loaded,) = CardLibrary.from_mtgjson(path).get("Plain Land").faces
    assert loaded.keywords == ()

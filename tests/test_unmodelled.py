"""The reference claims only what it knows: an action or query on a part of a card its definition doesn't model
(the catalog's oracle text prints it, `reference_engine/cards/` leaves it out) answers `unsupported`, never a
refusal under a rule; a card that has no such ability at all is still refused under its rule."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from harness.engines.protocol import Illegal, Ok, Unsupported
from harness.engines.reference import ReferenceAdapter
from harness.paths import default_corpus
from reference_engine import ReferenceEngine
from reference_engine import Unsupported as EngineUnsupported
from reference_engine.oracle import oracle_activated
from reference_engine.vocabulary import Activated

CATALOG = default_corpus() / "cards.json"
ZAXARA = "Zaxara, the Exemplary"
# a real card with no definition in reference_engine/cards/: its Equip is an activated ability (702.6a) that only
# its reminder text writes as "[Cost]: [Effect.]"
MORNINGSTAR = {  # an Equipment the catalog doesn't have (Bonesplitter itself is modelled since)
    "name": "Vulshok Morningstar",
    "manaCost": "{2}",
    "type": "Artifact — Equipment",
    "types": ["Artifact"],
    "subtypes": ["Equipment"],
    "supertypes": [],
    "text": "Equipped creature gets +2/+2.\nEquip {2} ({2}: Attach to target creature you control. Equip only as a "
    "sorcery.)",
    "colors": [],
    "keywords": ["Equip"],
    "layout": "normal",
}


def _board(*cards: str) -> dict[str, Any]:
    battlefield = [{"card": card, "id": f"p{i}"} for i, card in enumerate(cards)]
    return {
        "turn": {"number": 3, "active_player": "Alice", "step": "precombat_main"},
        "players": [{"name": "Alice", "battlefield": battlefield}, {"name": "Bob"}],
    }


def _activate(ability: int | str, ref: str = "p0") -> dict[str, Any]:
    return {"kind": "activate", "player": "Alice", "object": ref, "ability": ability}


@pytest.mark.parametrize("ability", ["mana", 1])
def test_zaxaras_unmodelled_mana_ability_is_unsupported_not_refused(ability: int | str) -> None:
    """Zaxara's "{T}: Add two mana of any one color." isn't modelled: activating it, by "mana" or by its number,
    answers unsupported naming the ability, where the engine used to refuse it as "no mana ability (CR 605.1a)"."""
    adapter = ReferenceAdapter(CATALOG)
    adapter.load(_board(ZAXARA))
    answer = adapter.perform(_activate(ability))
    assert isinstance(answer, Unsupported), answer
    assert "{T}: Add two mana of any one color." in answer.kind
    assert adapter.observe({"kind": "mana_pool", "player": "Alice"}).value == ""  # nothing was done


def test_what_an_unmodelled_mana_ability_could_produce_is_unsupported() -> None:
    """CR 106.7 asks what the mana abilities could produce; with one not modelled the answer would be a guess (the
    engine said nothing). The parts of Zaxara that are modelled are still answered."""
    adapter = ReferenceAdapter(CATALOG)
    adapter.load(_board(ZAXARA, "Sol Ring"))
    assert isinstance(adapter.observe({"kind": "could_produce", "object": "p0"}), Unsupported)
    assert adapter.observe({"kind": "could_produce", "object": "p1"}).value == ["C"]
    assert adapter.observe({"kind": "keywords", "object": "p0"}).value == ["deathtouch"]


def test_an_unmodelled_keyword_activated_ability_is_unsupported(tmp_path: Path) -> None:
    """The other shape of an activated ability: a keyword whose reminder text is "[Cost]: [Effect.]" (Equip,
    702.6a). A card the engine has no behaviour for answers unsupported when its Equip is activated."""
    data = json.loads(CATALOG.read_bytes())
    data["data"]["Vulshok Morningstar"] = [MORNINGSTAR]
    catalog = tmp_path / "cards.json"
    catalog.write_text(json.dumps(data), encoding="utf-8")
    engine = ReferenceEngine(catalog)
    engine.load(_board("Vulshok Morningstar", "Grizzly Bears"))
    with pytest.raises(EngineUnsupported, match=r"Equip \{2\}"):
        engine.perform({**_activate(1), "targets": ["p1"]})
    # its text prints one activated ability, so a second is refused under the rule (CR 602.1c)
    assert engine.perform(_activate(2)) == {
        "ok": False,
        "illegal": "Vulshok Morningstar has no activated ability number 2 (it has 1; CR 602.1c)",
        "rule": "602.1c",
    }


def test_an_unmodelled_keyword_alternative_cost_is_unsupported() -> None:
    """Cackling Counterpart has Flashback (702.34a) printed, and its definition doesn't model it: cast from Alice's
    graveyard for its flashback cost, it answers unsupported, where the engine refused it for want of a permission
    (601.3). Without naming flashback, the cast from the graveyard is still refused under 601.3 (the negative case),
    and emerge, which Decimator of the Provinces' definition models, is still an alternative cost (the control)."""
    board = _board("Grizzly Bears")
    board["players"][0] |= {"mana_pool": "{C}{C}{C}{C}{C}{U}{U}", "graveyard": [{"card": "Cackling Counterpart"}]}
    flashback = {"kind": "cast", "player": "Alice", "card": "Cackling Counterpart", "from": "graveyard",
                 "targets": ["p0"]}  # fmt: skip
    adapter = ReferenceAdapter(CATALOG)
    adapter.load(board)
    answer = adapter.perform({**flashback, "alternative": "flashback"})
    assert isinstance(answer, Unsupported) and "flashback" in answer.kind, answer
    refused = adapter.perform(flashback)
    assert isinstance(refused, Illegal) and refused.rule == "601.3", refused
    emerge = {"kind": "cast", "player": "Alice", "card": "Decimator of the Provinces", "alternative": "emerge"}
    board["players"][0]["hand"] = [{"card": "Decimator of the Provinces"}]
    adapter.load(board)
    assert isinstance(adapter.perform({**emerge, "sacrifice": []}), Illegal)  # refused under its rule: no sacrifice


@pytest.mark.parametrize(
    ("card", "ability", "rule"),
    [
        ("Grizzly Bears", "mana", "605.1a"),
        ("Grizzly Bears", 1, "602.1c"),
        ("Sol Ring", 2, "602.1c"),
        (ZAXARA, 2, "602.1c"),
    ],
)
def test_an_ability_the_card_doesnt_have_is_still_refused_under_its_rule(
    card: str, ability: int | str, rule: str
) -> None:
    """The negative case: Grizzly Bears prints no ability at all, Sol Ring and Zaxara one activated ability each;
    asking for one they don't have is a refusal under the rule, as before."""
    adapter = ReferenceAdapter(CATALOG)
    adapter.load(_board(card))
    answer = adapter.perform(_activate(ability))
    assert isinstance(answer, Illegal) and answer.rule == rule, answer


def test_a_modelled_ability_is_still_activated() -> None:
    """The control: Sol Ring's modelled mana ability resolves."""
    adapter = ReferenceAdapter(CATALOG)
    adapter.load(_board("Sol Ring"))
    assert isinstance(adapter.perform(_activate("mana")), Ok)
    assert adapter.observe({"kind": "mana_pool", "player": "Alice"}).value == "{C}{C}"


def test_the_oracle_texts_activated_abilities() -> None:
    """What counts: "[Cost]: [Effect.]" paragraphs and a keyword's "[Cost]: [Effect.]" reminder; not an ability in
    quotation marks (granted to another object, 113.1a) nor a reminder that is no cost and effect. A loyalty
    ability that adds mana is no mana ability (605.1a)."""
    text = (
        'Flying\nEquip {2} ({2}: Attach to target creature you control.)\nEnchanted land has "{T}: Add {G}."\n'
        "Kicker {1} (You may pay an additional {1} as you cast this spell.)\n{1}, {T}: Add {R}.\n+1: Add {B}."
    )
    found = oracle_activated(text)
    assert [a.cost for a in found] == ["{2}", "{1}, {T}", "+1"]
    assert [a.is_mana_ability for a in found] == [False, True, False]
    assert oracle_activated("({T}: Add {G}.)")[0].is_mana_ability  # a basic land's intrinsic ability (305.6)


def test_every_definition_numbers_its_activated_abilities_as_the_text_prints_them() -> None:
    """An ability is named by its printed number, and the engine takes the definition's n-th for the text's n-th:
    that holds only while each definition models the text's abilities in order. Where both have an n-th ability
    they agree on whether it is a mana ability."""
    engine = ReferenceEngine(CATALOG)
    for name in engine.library.names():
        for face in engine.library.get(name).faces:
            printed = oracle_activated(face.text)
            modelled = face.behaviour.of(Activated)
            pairs = list(zip(printed, modelled, strict=False))
            assert [p.is_mana_ability for p, _ in pairs] == [m.is_mana_ability for _, m in pairs], face.name

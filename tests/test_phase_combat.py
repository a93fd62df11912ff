"""Combat through the phase adapter: declarations become phase's actions, who attacks and blocks is read back, and
phase's refusals of a declaration name their rule."""

from __future__ import annotations

import json

import pytest

from harness.engines.phase.refusals import phase_rule
from harness.engines.protocol import Illegal, Ok, Value
from harness.paths import default_corpus

pytest.importorskip("phase", reason="phase-python is not installed (pip install 'mtg-conformance[phase]')")

from harness.engines.phase.adapter import PhaseAdapter

BOARD = {
    "turn": {"number": 3, "active_player": "Alice", "step": "declare_attackers"},
    "players": [
        {
            "name": "Alice",
            "battlefield": [{"card": "Grizzly Bears", "id": "bears"}, {"card": "Serra Angel", "id": "angel"}],
            "library": [{"card": "Island", "count": 2}],
        },
        {
            "name": "Bob",
            "battlefield": [{"card": "Llanowar Elves", "id": "elves"}],
            "library": [{"card": "Island", "count": 2}],
        },
    ],
}
ATTACK = {
    "kind": "declare_attackers",
    "player": "Alice",
    "attackers": [{"attacker": "bears", "defender": "Bob"}, {"attacker": "angel", "defender": "Bob"}],
}


@pytest.fixture(scope="module")
def engine() -> PhaseAdapter:
    return PhaseAdapter()


def _block(blocker: str, attacker: str) -> dict:
    return {"kind": "declare_blockers", "player": "Bob", "blockers": [{"blocker": blocker, "attacker": attacker}]}


def test_attackers_and_blockers_are_declared_and_read_back(engine: PhaseAdapter) -> None:
    assert engine.load(BOARD) == Ok()
    assert engine.observe({"kind": "combat_step"}) == Value("declare_attackers")
    assert engine.perform(ATTACK) == Ok()
    attacking = engine.observe({"kind": "attackers"})
    assert isinstance(attacking, Value)
    assert sorted(e["attacker"] for e in attacking.value) == ["Grizzly Bears", "Serra Angel"]
    assert engine.observe({"kind": "tapped", "object": "bears"}) == Value(True)
    assert engine.perform({"kind": "advance", "to": "declare_blockers"}) == Ok()
    refused = engine.perform(_block("elves", "angel"))
    assert isinstance(refused, Illegal) and refused.rule == "702.9b"
    assert engine.perform(_block("elves", "bears")) == Ok()
    assert engine.observe({"kind": "blockers"}) == Value([{"blocker": "Llanowar Elves", "attacker": "Grizzly Bears"}])
    assert engine.perform({"kind": "advance", "to": "combat_damage"}) == Ok()
    assert engine.observe({"kind": "life", "player": "Bob"}) == Value(16)
    assert engine.observe({"kind": "zone", "object": "elves"}) == Value("graveyard")


def test_a_declaration_is_made_only_when_phase_asks_for_it(engine: PhaseAdapter) -> None:
    engine.load(BOARD)
    refused = engine.perform(_block("elves", "bears"))
    assert isinstance(refused, Illegal) and refused.rule == "509.1"
    assert engine.perform(ATTACK) == Ok()
    again = engine.perform(ATTACK)
    assert isinstance(again, Illegal) and again.rule == "508.1"


def test_acting_without_declaring_declares_none_and_skips_the_damage_steps(engine: PhaseAdapter) -> None:
    engine.load({**BOARD, "turn": {**BOARD["turn"], "step": "beginning_of_combat"}})
    refused = engine.perform({"kind": "advance", "to": "combat_damage"})
    assert isinstance(refused, Illegal) and refused.rule == "508.8"
    assert engine.observe({"kind": "combat_step"}) == Value("beginning_of_combat")
    engine.load(BOARD)
    assert engine.perform({"kind": "pass", "player": "Alice"}) == Ok()
    assert engine.observe({"kind": "attackers"}) == Value([])


@pytest.mark.parametrize(
    ("message", "rule"),
    [
        ("ObjectId(11) is blocking 2 attackers but can only block 1", "509.1a"),
        ("ObjectId(5) cannot block ObjectId(2) (flying, no flying/reach)", "702.9b"),
        ("ObjectId(6) can't attack", None),
        ("Damage assignment total 2 != expected 4", "510.1a"),
        ("Trample: blocker ObjectId(13) must receive at least 2 lethal damage before excess to player", "702.19b"),
        ("Cannot assign trample damage without trample", "510.1c"),
    ],
)
def test_declarations_refused_name_their_rule_where_phase_says_it(message: str, rule: str | None) -> None:
    assert phase_rule(message) == rule


def test_a_trampler_s_damage_is_divided_as_the_scenario_says(engine: PhaseAdapter) -> None:
    board = json.loads((default_corpus() / "fixtures" / "rules" / "510" / "trample.json").read_text(encoding="utf-8"))
    assert engine.load(board) == Ok()
    engine.perform(
        {"kind": "declare_attackers", "player": "Alice", "attackers": [{"attacker": "wurm", "defender": "Bob"}]}
    )
    engine.perform({"kind": "advance", "to": "declare_blockers"})
    engine.perform(_block("bob-bears", "wurm"))
    assert engine.perform({"kind": "advance", "to": "combat_damage"}) == Ok()
    pending = engine.observe({"kind": "pending_choice"})
    assert isinstance(pending, Value) and pending.value == {
        "kind": "assign_combat_damage", "player": "Alice", "source": "Arrogant Wurm",
        "options": ["Grizzly Bears", "Bob"], "max": 4,
    }  # fmt: skip
    short = [{"to": "bob-bears", "amount": 1}, {"to": "Bob", "amount": 3}]
    refused = engine.perform({"kind": "choose", "player": "Alice", "cards": [], "assignment": short})
    assert isinstance(refused, Illegal) and refused.rule == "702.19b"
    lethal = [{"to": "bob-bears", "amount": 2}, {"to": "Bob", "amount": 2}]
    assert engine.perform({"kind": "choose", "player": "Alice", "cards": [], "assignment": lethal}) == Ok()
    assert engine.observe({"kind": "life", "player": "Bob"}) == Value(18)


def test_a_tapped_blocker_is_refused_under_509_1a(engine: PhaseAdapter) -> None:
    tapped = json.loads(json.dumps(BOARD))
    tapped["players"][1]["battlefield"].append({"card": "Watchwolf", "id": "wolf", "tapped": True})
    assert engine.load(tapped) == Ok()
    engine.perform(ATTACK)
    engine.perform({"kind": "advance", "to": "declare_blockers"})
    refused = engine.perform(_block("wolf", "bears"))
    assert isinstance(refused, Illegal) and refused.rule == "509.1a"
    assert engine.observe({"kind": "blockers"}) == Value([])


def test_when_phase_finds_no_creature_able_to_block_naming_one_is_refused_without_a_rule(engine: PhaseAdapter) -> None:
    tapped = json.loads(json.dumps(BOARD))
    tapped["players"][1]["battlefield"][0]["tapped"] = True
    assert engine.load(tapped) == Ok()
    engine.perform(ATTACK)
    engine.perform({"kind": "advance", "to": "declare_blockers"})
    refused = engine.perform(_block("elves", "bears"))
    assert isinstance(refused, Illegal) and refused.rule is None
    assert engine.perform({"kind": "declare_blockers", "player": "Bob", "blockers": []}) == Ok()

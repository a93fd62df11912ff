"""The engine's modal triggered abilities (CR 603.3c), "you may" choices done only once each turn (603.2i),
offers to pay mana (608.2g) and a spell putting itself into a library (608.2m), where a scenario can't look:
a modal ability with no mode that can be chosen, the next turn's trigger, an offer the pool can't pay, and
the library's order. One card is made up for the test; its rules come from the engine's general code."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from harness.paths import ROOT
from reference_engine import ReferenceEngine
from reference_engine.cards import CardDef, CardLibrary
from reference_engine.vocabulary import parse_behaviour

MAIN = {"number": 3, "active_player": "Alice", "step": "precombat_main"}
# "When this creature enters, choose one — • Destroy target artifact. • Destroy target enchantment."
_ONLY_TARGETED_MODES = {
    "abilities": [
        {
            "triggered": {
                "event": "enters",
                "when": {"self": True},
                "modes": [
                    {"targets": [{"kind": "object", "filter": {"types": [t]}}], "effects": [{"destroy": 0}]}
                    for t in ("Artifact", "Enchantment")
                ],
            }
        }
    ]
}


@pytest.fixture
def engine() -> ReferenceEngine:
    engine = ReferenceEngine(ROOT / "features" / "cards.json")
    cards = {name: engine.library.get(name) for name in engine.library.names()}
    face = replace(
        engine.library.get("Grizzly Bears").front, name="Mode Breaker", behaviour=parse_behaviour(_ONLY_TARGETED_MODES)
    )
    cards["Mode Breaker"] = CardDef("Mode Breaker", "normal", (face,))
    engine.library = CardLibrary(cards)
    return engine


def _ok(engine: ReferenceEngine, action: dict[str, Any]) -> None:
    assert engine.perform(action) == {"ok": True}


def test_a_modal_trigger_with_no_mode_that_can_be_chosen_is_removed(engine: ReferenceEngine) -> None:
    alice = {"name": "Alice", "mana_pool": "{G}{G}", "hand": [{"card": "Mode Breaker"}]}
    engine.load({"turn": MAIN, "players": [alice, {"name": "Bob"}]})
    _ok(engine, {"kind": "cast", "player": "Alice", "card": "Mode Breaker"})
    _ok(engine, {"kind": "resolve"})
    assert engine.observe({"kind": "pending_choice"}) is None  # CR 603.3c: no mode chosen, no ability
    assert engine.observe({"kind": "stack"}) == []


def test_a_modal_trigger_with_one_mode_that_can_be_chosen_takes_it(engine: ReferenceEngine) -> None:
    bob = {"name": "Bob", "battlefield": [{"card": "Ashnod's Altar", "id": "altar"}]}
    alice = {"name": "Alice", "mana_pool": "{G}{G}", "hand": [{"card": "Mode Breaker"}]}
    engine.load({"turn": MAIN, "players": [alice, bob]})
    _ok(engine, {"kind": "cast", "player": "Alice", "card": "Mode Breaker"})
    _ok(engine, {"kind": "resolve"})
    assert engine.observe({"kind": "pending_choice"}) is None
    _ok(engine, {"kind": "resolve"})
    assert engine.observe({"kind": "zone", "object": "altar"}) == "graveyard"


def test_a_mode_choice_refuses_cards_and_a_card_choice_refuses_modes(engine: ReferenceEngine) -> None:
    alice = {"name": "Alice", "mana_pool": "{G}{G}{W}", "hand": [{"card": "Knight of Autumn"}]}
    engine.load({"turn": MAIN, "players": [alice, {"name": "Bob"}]})
    _ok(engine, {"kind": "cast", "player": "Alice", "card": "Knight of Autumn"})
    _ok(engine, {"kind": "resolve"})
    assert engine.perform({"kind": "choose", "player": "Alice", "cards": ["Knight of Autumn"]})["ok"] is False
    assert engine.perform({"kind": "choose", "player": "Alice", "cards": [], "modes": [4]})["rule"] == "700.2"
    assert engine.perform({"kind": "choose", "player": "Alice", "cards": [], "accept": True})["ok"] is False
    _ok(engine, {"kind": "choose", "player": "Alice", "cards": [], "modes": [3]})


def test_only_once_each_turn_starts_again_the_next_turn(engine: ReferenceEngine) -> None:
    """CR 603.2i: the action is counted in a turn; the controller's next turn it can trigger again."""
    alice = {
        "name": "Alice",
        "mana_pool": "{G}{G}{W}",
        "battlefield": [{"card": "Terrasymbiosis"}],
        "hand": [{"card": "Knight of Autumn"}],
        "library": [{"card": "Island"} for _ in range(6)],
    }
    engine.load({"turn": MAIN, "players": [alice, {"name": "Bob", "library": [{"card": "Island"}] * 3}]})
    game = engine.game
    assert game is not None
    game.player("Alice").done_this_turn.add(game.resolve_ref("Terrasymbiosis").identity)
    game.begin_turn("Alice")
    assert game.player("Alice").done_this_turn == set()


def test_accepting_an_offer_to_pay_mana_the_pool_cant_pay_is_refused(engine: ReferenceEngine) -> None:
    alice = {"name": "Alice", "mana_pool": "{G}{G}", "hand": [{"card": "Grizzly Bears"}]}
    bob = {"name": "Bob", "mana_pool": "{U}{U}", "hand": [{"card": "Mana Leak"}]}
    engine.load({"turn": MAIN, "players": [alice, bob]})
    _ok(engine, {"kind": "cast", "player": "Alice", "card": "Grizzly Bears"})
    _ok(engine, {"kind": "pass", "player": "Alice"})
    _ok(engine, {"kind": "cast", "player": "Bob", "card": "Mana Leak", "targets": ["Grizzly Bears"]})
    _ok(engine, {"kind": "resolve"})
    assert engine.observe({"kind": "pending_choice"})["kind"] == "pay_mana"
    assert engine.perform({"kind": "choose", "player": "Alice", "cards": [], "accept": True})["rule"] == "118.3"
    assert engine.observe({"kind": "pending_choice"})["options"] == ["{3}"]


@pytest.mark.parametrize(("size", "index"), [(8, 6), (6, 6), (3, 3)], ids=["seventh", "six-cards", "bottom"])
def test_a_spell_put_into_its_library_seventh_from_the_top(engine: ReferenceEngine, size: int, index: int) -> None:
    """Seventh from the top: below six cards; with fewer than six, at the bottom."""
    alice = {
        "name": "Alice",
        "mana_pool": "{W}" + "{C}" * 6,
        "hand": [{"card": "Approach of the Second Sun", "id": "approach"}],
        "library": [{"card": "Island"} for _ in range(size)],
    }
    engine.load({"turn": MAIN, "players": [alice, {"name": "Bob"}]})
    _ok(engine, {"kind": "cast", "player": "Alice", "card": "approach"})
    _ok(engine, {"kind": "resolve"})
    game = engine.game
    assert game is not None
    assert game.player("Alice").zones["library"].index(game.resolve_ref("approach").oid) == index

"""Mana production (reference_engine.production): "could produce" (CR 106.7), undefined types (106.5), tapping
for mana (106.12), replacement of production (106.12b, 616.1) and "tapped for mana" triggers (106.12a)."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from harness.paths import ROOT
from reference_engine import ReferenceEngine
from reference_engine.abilities import find_ability
from reference_engine.game import Game
from reference_engine.production import Production, could_produce, produce, replaced_types, taps_for_mana

MAIN = {"number": 3, "active_player": "Alice", "step": "precombat_main"}


@pytest.fixture(scope="module")
def engine() -> ReferenceEngine:
    return ReferenceEngine(ROOT / "features" / "cards.json")


def _game(engine: ReferenceEngine, alice: list[dict[str, Any]], bob: list[dict[str, Any]] = ()) -> Game:
    engine.load(
        {
            "turn": MAIN,
            "players": [{"name": "Alice", "battlefield": alice}, {"name": "Bob", "battlefield": list(bob)}],
        }
    )
    assert engine.game is not None
    return engine.game


def _card(card: str, ref: str, **kw: Any) -> dict[str, Any]:
    return {"card": card, "id": ref, **kw}


def _types(game: Game, ref: str) -> str:
    return "".join(t for t in "WUBRGC" if t in could_produce(game, game.resolve_ref(ref)))


def _tap(engine: ReferenceEngine, ref: str, mana: str | None = None) -> dict[str, Any]:
    action = {"kind": "activate", "player": "Alice", "object": ref, "ability": "mana"}
    return engine.perform({**action, "mana": mana} if mana else action)


def _pool(game: Game, player: str = "Alice") -> str:
    return str(game.player(player).pool)


POOL = _card("Reflecting Pool", "pool")
POOL2 = _card("Reflecting Pool", "pool-2")


@pytest.mark.parametrize(
    ("alice", "expected"),
    [
        ([POOL], ""),
        ([POOL, POOL2], ""),
        ([POOL, _card("Forest", "f")], "G"),
        ([POOL, _card("Forest", "f"), _card("Island", "i")], "UG"),
        ([POOL, POOL2, _card("Island", "i", tapped=True)], "U"),
        ([POOL, _card("Sol Ring", "s")], ""),  # not a land
        ([POOL, _card("Forest", "f"), _card("Contamination", "c")], "B"),
        ([POOL, _card("Island", "i"), _card("Contamination", "c"), _card("Mana Reflection", "m")], "B"),
    ],
)
def test_reflecting_pool_could_produce(engine: ReferenceEngine, alice: list[dict[str, Any]], expected: str) -> None:
    assert _types(_game(engine, alice), "pool") == expected


def test_could_produce_of_a_basic_land_and_a_tapped_one(engine: ReferenceEngine) -> None:
    game = _game(engine, [_card("Forest", "f"), _card("Island", "i", tapped=True), _card("Sol Ring", "s")])
    assert (_types(game, "f"), _types(game, "i"), _types(game, "s")) == ("G", "U", "C")


def test_permanent_without_mana_ability_could_produce_nothing(engine: ReferenceEngine) -> None:
    game = _game(engine, [_card("Grizzly Bears", "bears"), _card("Prodigal Pyromancer", "pyro")])
    assert (_types(game, "bears"), _types(game, "pyro")) == ("", "")


def test_fellwar_stone_looks_at_opponents_lands_and_only_colours(engine: ReferenceEngine) -> None:
    game = _game(
        engine,
        [_card("Fellwar Stone", "fellwar"), _card("Forest", "f")],
        [_card("Island", "i"), _card("Mutavault", "m"), _card("Reflecting Pool", "bob-pool")],
    )
    assert _types(game, "fellwar") == "U"
    assert _types(game, "bob-pool") == "UC"


def test_replaced_types_tries_every_order(engine: ReferenceEngine) -> None:
    """Contamination then Mana Reflection gives {B}{B}, the other order {B}: either way the type is {B}."""
    game = _game(engine, [_card("Forest", "f"), _card("Contamination", "c"), _card("Mana Reflection", "m")])
    forest = game.resolve_ref("f")
    assert replaced_types(game, Production(forest, "Alice", Counter({"G": 1}), True)) == {"B"}
    assert replaced_types(game, Production(forest, "Alice", Counter({"G": 1}), False)) == {"G"}


def test_taps_for_mana_needs_a_mana_ability_with_tap_symbol(engine: ReferenceEngine) -> None:
    game = _game(
        engine,
        [_card("Sol Ring", "s"), _card("Ashnod's Altar", "a"), _card("Prodigal Pyromancer", "p")],
    )
    found = [taps_for_mana(find_ability(game.resolve_ref(r), 1)) for r in ("s", "a", "p")]
    assert found == [True, False, False]


def test_undefined_type_produces_nothing_and_adds_nothing(engine: ReferenceEngine) -> None:
    game = _game(engine, [POOL, _card("Heartbeat of Spring", "h")])
    spec = {"one_of": "could_produce", "of": {"types": ["Land"], "controller": "you"}}
    assert produce(game, game.resolve_ref("pool"), "Alice", spec, True, None) == Counter()
    assert _pool(game) == ""


def test_tapping_for_an_undefined_type_still_taps(engine: ReferenceEngine) -> None:
    game = _game(engine, [POOL])
    assert _tap(engine, "pool") == {"ok": True}
    assert game.resolve_ref("pool").tapped


def test_a_choice_is_needed_between_several_types(engine: ReferenceEngine) -> None:
    game = _game(engine, [POOL, _card("Forest", "f"), _card("Island", "i")])
    answer = _tap(engine, "pool")
    assert answer["ok"] is False and "choice" in answer["illegal"]
    assert not game.resolve_ref("pool").tapped


def test_a_choice_the_ability_cannot_make_is_refused(engine: ReferenceEngine) -> None:
    game = _game(engine, [_card("Forest", "f")])
    answer = _tap(engine, "f", "{R}")
    assert answer["ok"] is False and "{R}" in answer["illegal"]
    assert _pool(game) == "" and not game.resolve_ref("f").tapped


@pytest.mark.parametrize(
    ("alice", "bob", "tapped", "mana", "alice_pool", "bob_pool"),
    [
        ([_card("Forest", "f"), _card("Heartbeat of Spring", "h")], [], "f", None, "{G}{G}", ""),
        ([_card("Island", "i")], [_card("Mana Flare", "m")], "i", None, "{U}{U}", ""),
        ([_card("Forest", "f"), _card("Overgrowth", "o", attached_to="f")], [], "f", None, "{G}{G}{G}", ""),
        ([_card("Sol Ring", "s"), _card("Kinnan, Bonder Prodigy", "k")], [], "s", None, "{C}{C}{C}", ""),
        ([_card("Forest", "f"), _card("Kinnan, Bonder Prodigy", "k")], [], "f", None, "{G}", ""),
        ([_card("Sol Ring", "s")], [_card("Kinnan, Bonder Prodigy", "k")], "s", None, "{C}{C}", ""),
        ([_card("Forest", "f"), _card("Gauntlet of Power", "g", chosen={"color": "G"})], [], "f", None, "{G}{G}", ""),
        (
            [_card("Forest", "f"), POOL, _card("Gauntlet of Power", "g", chosen={"color": "G"})],
            [],
            "pool",
            None,
            "{G}",
            "",
        ),
        (
            [POOL, _card("Island", "i"), _card("Forest", "f"), _card("Mana Flare", "m")],
            [],
            "pool",
            "{U}",
            "{U}{U}",
            "",
        ),
        ([_card("Forest", "f"), _card("Contamination", "c"), _card("Mana Flare", "m")], [], "f", None, "{B}{B}", ""),
        ([_card("Forest", "f"), _card("Mana Reflection", "r")], [], "f", None, "{G}{G}", ""),
        (
            [_card("Forest", "f"), _card("Mana Reflection", "r"), _card("Overgrowth", "o", attached_to="f")],
            [],
            "f",
            None,
            "{G}{G}{G}{G}",
            "",
        ),
    ],
)
def test_tapped_for_mana_triggers_and_replacements(
    engine: ReferenceEngine,
    alice: list[dict[str, Any]],
    bob: list[dict[str, Any]],
    tapped: str,
    mana: str | None,
    alice_pool: str,
    bob_pool: str,
) -> None:
    game = _game(engine, alice, bob)
    assert _tap(engine, tapped, mana) == {"ok": True}
    assert (_pool(game), _pool(game, "Bob")) == (alice_pool, bob_pool)
    assert not game.stack  # triggered mana abilities don't use the stack (CR 605.4a)


def test_triggered_mana_abilities_add_to_the_named_player(engine: ReferenceEngine) -> None:
    """Overgrowth on Bob's land that Bob controls: "its controller adds" — Bob, although Alice owns the Aura."""
    game = _game(engine, [_card("Overgrowth", "o", attached_to="f")], [_card("Forest", "f")])
    game.priority = "Bob"
    answer = engine.perform({"kind": "activate", "player": "Bob", "object": "f", "ability": "mana"})
    assert answer == {"ok": True}
    assert (_pool(game), _pool(game, "Bob")) == ("", "{G}{G}{G}")


def test_gauntlet_of_power_pumps_creatures_of_the_chosen_colour(engine: ReferenceEngine) -> None:
    _game(engine, [_card("Gauntlet of Power", "g", chosen={"color": "G"}), _card("Llanowar Elves", "e")])
    assert engine.observe({"kind": "power_toughness", "object": "e"}) == [2, 2]

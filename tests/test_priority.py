"""Priority on the engine (CR 117) where no ruling of the index is about it: state-based actions and triggered
abilities before every player receives priority, a pass included (117.5, 704.3), and passes in succession
(117.4) that state-based actions and triggers don't interrupt."""

from __future__ import annotations

from typing import Any

import pytest

from harness.paths import ROOT
from reference_engine import ReferenceEngine
from reference_engine.board import load_board
from reference_engine.continuous import Effect

MAIN = {"number": 3, "active_player": "Alice", "step": "precombat_main"}
LIBRARY = [{"card": "Island"}, {"card": "Island"}]


@pytest.fixture
def engine() -> ReferenceEngine:
    return ReferenceEngine(ROOT / "features" / "cards.json")


def _load(engine: ReferenceEngine, bob_battlefield: list[dict[str, Any]], **board: Any) -> None:
    alice = {"name": "Alice", "library": LIBRARY, **board.pop("alice", {})}
    bob = {"name": "Bob", "library": LIBRARY, "battlefield": bob_battlefield}
    spec = {"turn": MAIN, "players": [alice, bob, *board.pop("others", [])], **board}
    # a state-based action pending on purpose (no game reaches it, 117.5): these tests see the check performed
    engine.game = load_board(engine.library, spec, reachable=False)


def _ok(engine: ReferenceEngine, action: dict[str, Any]) -> None:
    assert engine.perform(action) == {"ok": True}


def _zone(engine: ReferenceEngine, ref: str) -> str:
    return engine.observe({"kind": "zone", "object": ref})


def test_a_creature_with_toughness_0_dies_when_a_player_passes(engine: ReferenceEngine) -> None:
    """CR 704.3, 704.5f: the next player would receive priority, so the check comes first."""
    _load(engine, [{"card": "Endless One", "id": "one"}])
    _ok(engine, {"kind": "pass", "player": "Alice"})
    assert _zone(engine, "one") == "graveyard"
    assert engine.observe({"kind": "priority"}) == "Bob"


def test_a_trigger_of_a_pass_goes_on_the_stack_and_the_passes_go_on_counting(engine: ReferenceEngine) -> None:
    """CR 117.5, 117.4: the dies trigger goes on the stack before Bob receives priority; it is no player's action,
    so when Bob passes all players have passed in succession and the trigger, on top, resolves."""
    _load(engine, [{"card": "Hangarback Walker", "id": "walker"}], stack=[{"card": "Memnite", "controller": "Alice"}])
    _ok(engine, {"kind": "pass", "player": "Alice"})
    assert _zone(engine, "walker") == "graveyard"
    assert [e["kind"] for e in engine.observe({"kind": "stack"})] == ["triggered_ability", "spell"]
    assert engine.observe({"kind": "priority"}) == "Bob"
    _ok(engine, {"kind": "pass", "player": "Bob"})
    assert [e["kind"] for e in engine.observe({"kind": "stack"})] == ["spell"]
    assert engine.observe({"kind": "priority"}) == "Alice"


def test_an_advance_stops_where_a_trigger_goes_on_the_stack(engine: ReferenceEngine) -> None:
    """CR 117.3a, 117.5: the 0/0 dies in the first step where a player receives priority (the beginning of
    combat); with its trigger on the stack, the players can't pass with an empty stack any more (500.2)."""
    _load(engine, [{"card": "Hangarback Walker", "id": "walker"}])
    _ok(engine, {"kind": "advance", "to": "next_turn"})
    assert _zone(engine, "walker") == "graveyard"
    assert [e["kind"] for e in engine.observe({"kind": "stack"})] == ["triggered_ability"]
    assert engine.game is not None and engine.game.step == "beginning_of_combat"
    assert engine.observe({"kind": "priority"}) == "Alice"


def test_when_a_player_leaves_during_a_pass_the_others_having_passed_is_all_passing(
    engine: ReferenceEngine,
) -> None:
    """CR 800.4a, 117.4: Carol loses before she would receive priority; Alice and Bob, all the players left,
    have passed in succession, so the spell resolves."""
    _load(engine, [], others=[{"name": "Carol"}], stack=[{"card": "Memnite", "controller": "Alice", "id": "m"}])
    _ok(engine, {"kind": "pass", "player": "Alice"})
    assert engine.game is not None
    engine.game.players["Carol"].life = 0
    _ok(engine, {"kind": "pass", "player": "Bob"})
    assert _zone(engine, "m") == "battlefield"


def _aura_board(engine: ReferenceEngine, attached_to: str | None) -> None:
    aura: dict[str, Any] = {"card": "Overgrowth", "id": "aura"}
    if attached_to is not None:
        aura["attached_to"] = attached_to
    battlefield = [{"card": "Forest", "id": "forest"}, {"card": "Grizzly Bears", "id": "bears"}, aura]
    _load(engine, battlefield, stack=[{"card": "Memnite", "controller": "Alice"}])


@pytest.mark.parametrize("attached_to", [None, "bears", "aura"])
def test_an_aura_attached_to_nothing_or_an_illegal_object_goes_to_the_graveyard(
    engine: ReferenceEngine, attached_to: str | None
) -> None:
    """CR 704.5m, 303.4c-d: unattached, enchanting a creature though its enchant ability says land, or enchanting
    itself; checked before Bob receives priority."""
    _aura_board(engine, attached_to)
    _ok(engine, {"kind": "pass", "player": "Alice"})
    assert _zone(engine, "aura") == "graveyard"
    assert _zone(engine, "bears") == "battlefield"


def test_an_aura_stays_on_the_permanent_it_may_enchant_and_goes_when_that_leaves(engine: ReferenceEngine) -> None:
    """CR 704.5m: attached to a land, Overgrowth stays; once its land is gone (a new object in the graveyard,
    400.7), it is attached to nothing and goes too, when the spell has resolved."""
    _aura_board(engine, "forest")
    _ok(engine, {"kind": "pass", "player": "Alice"})
    assert _zone(engine, "aura") == "battlefield"
    game = engine.game
    assert game is not None
    game.move(game.resolve_ref("forest"), "graveyard")
    _ok(engine, {"kind": "pass", "player": "Bob"})
    assert _zone(engine, "aura") == "graveyard"


def _step(engine: ReferenceEngine) -> tuple[int, str, str | None]:
    game = engine.game
    assert game is not None
    return game.turn_number, game.step, engine.observe({"kind": "priority"})


def test_all_players_passing_with_an_empty_stack_ends_the_step(engine: ReferenceEngine) -> None:
    """CR 117.4, 500.2: the game goes on to the next step, where the active player receives priority (117.3a)."""
    _load(engine, [])
    _ok(engine, {"kind": "pass", "player": "Alice"})
    _ok(engine, {"kind": "pass", "player": "Bob"})
    assert _step(engine) == (3, "beginning_of_combat", "Alice")


def test_passing_in_the_end_step_goes_through_cleanup_to_the_next_turn(engine: ReferenceEngine) -> None:
    """CR 514.3, 502.4: nobody receives priority in the cleanup and untap steps; Bob's turn begins and, after his
    draw, he receives priority in his upkeep."""
    _load(engine, [], turn={**MAIN, "step": "end"})
    _ok(engine, {"kind": "pass", "player": "Alice"})
    _ok(engine, {"kind": "pass", "player": "Bob"})
    assert _step(engine) == (4, "upkeep", "Bob")


def _pumped_until_end_of_turn(engine: ReferenceEngine, ref: str) -> None:
    """+1/+1 until end of turn on a creature that is 0/0 without it."""
    game = engine.game
    assert game is not None
    game.effects.append(Effect(frozenset({game.resolve_ref(ref).oid}), pump=(1, 1)))


def test_a_state_based_action_in_the_cleanup_step_gives_priority_and_another_cleanup_follows(
    engine: ReferenceEngine,
) -> None:
    """CR 514.3a: the pump ends (514.2), the creature dies (704.5f), so Alice receives priority in the cleanup
    step with its dies trigger on the stack; once it has resolved and all pass, another cleanup step begins,
    where nothing happens, and Bob's turn comes."""
    _load(engine, [], turn={**MAIN, "step": "end"}, alice={"battlefield": [{"card": "Hangarback Walker", "id": "w"}]})
    _pumped_until_end_of_turn(engine, "w")
    _ok(engine, {"kind": "pass", "player": "Alice"})
    assert _zone(engine, "w") == "battlefield"
    _ok(engine, {"kind": "pass", "player": "Bob"})
    assert _zone(engine, "w") == "graveyard"
    assert _step(engine) == (3, "cleanup", "Alice")
    assert [e["kind"] for e in engine.observe({"kind": "stack"})] == ["triggered_ability"]
    _ok(engine, {"kind": "resolve"})
    assert _step(engine) == (3, "cleanup", "Alice")
    _ok(engine, {"kind": "pass", "player": "Alice"})
    _ok(engine, {"kind": "pass", "player": "Bob"})
    assert _step(engine) == (4, "upkeep", "Bob")


def test_advancing_to_a_cleanup_step_where_nothing_happens_leaves_nobody_with_priority(
    engine: ReferenceEngine,
) -> None:
    """CR 514.3: the game stops in the cleanup step after its turn-based actions; no player may act there."""
    _load(engine, [])
    _ok(engine, {"kind": "advance", "to": "cleanup"})
    assert _step(engine) == (3, "cleanup", None)
    refused = engine.perform({"kind": "pass", "player": "Alice"})
    assert refused["ok"] is False and refused["rule"] == "117.1"
    assert engine.perform({"kind": "resolve"})["rule"] == "117.1"
    _ok(engine, {"kind": "advance", "to": "next_turn"})
    assert _step(engine) == (4, "precombat_main", "Bob")


def test_advancing_to_the_cleanup_step_again_from_a_quiet_cleanup_goes_on_to_the_next_turns(
    engine: ReferenceEngine,
) -> None:
    """CR 514.3: nobody received priority in Alice's cleanup step, so no other cleanup step follows it (514.3a
    only when players received priority); the turn ends, and the next cleanup step is Bob's, after his draw."""
    _load(engine, [])
    _ok(engine, {"kind": "advance", "to": "cleanup"})
    assert _step(engine) == (3, "cleanup", None)
    _ok(engine, {"kind": "advance", "to": "cleanup"})
    assert _step(engine) == (4, "cleanup", None)
    assert engine.observe({"kind": "zone_contents", "zone": "hand", "player": "Bob"}) == ["Island"]


def test_advancing_to_a_cleanup_step_with_a_state_based_action_gives_priority_there(engine: ReferenceEngine) -> None:
    """CR 514.3a: the creature the pump kept alive dies in the cleanup step, and Alice receives priority."""
    _load(engine, [], alice={"battlefield": [{"card": "Endless One", "id": "one"}]})
    _pumped_until_end_of_turn(engine, "one")
    _ok(engine, {"kind": "advance", "to": "cleanup"})
    assert _zone(engine, "one") == "graveyard"
    assert _step(engine) == (3, "cleanup", "Alice")


def test_after_the_cleanup_step_the_next_player_in_turn_order_takes_a_turn(engine: ReferenceEngine) -> None:
    """CR 500.1, 800.4a (three players): after Alice's turn comes Bob's, not Carol's."""
    _load(engine, [], turn={**MAIN, "step": "end"}, others=[{"name": "Carol", "library": LIBRARY}])
    for player in ("Alice", "Bob", "Carol"):
        _ok(engine, {"kind": "pass", "player": player})
    assert _step(engine) == (4, "upkeep", "Bob")


@pytest.mark.parametrize("how", ["pass", "advance"])
def test_another_cleanup_step_ends_until_end_of_turn_effects_begun_in_the_first(
    engine: ReferenceEngine, how: str
) -> None:
    """CR 514.3a: Alice received priority in the cleanup step (a creature died there, 704.5f); a creature put onto
    the battlefield then with +1/+1 until end of turn loses it in the next cleanup step (514.2) and dies there, so
    its dies trigger goes on the stack in turn 3, whether the players pass or advance (500.2)."""
    alice = {"battlefield": [{"card": "Endless One", "id": "one"}], "hand": [{"card": "Hangarback Walker", "id": "w"}]}
    _load(engine, [], alice=alice)
    _pumped_until_end_of_turn(engine, "one")
    _ok(engine, {"kind": "advance", "to": "cleanup"})
    assert _step(engine) == (3, "cleanup", "Alice")
    game = engine.game
    assert game is not None
    game.move(game.resolve_ref("w"), "battlefield", "Alice")
    _pumped_until_end_of_turn(engine, "w")
    if how == "pass":
        _ok(engine, {"kind": "pass", "player": "Alice"})
        _ok(engine, {"kind": "pass", "player": "Bob"})
    else:
        _ok(engine, {"kind": "advance", "to": "next_turn"})
    assert _zone(engine, "w") == "graveyard"
    assert _step(engine) == (3, "cleanup", "Alice")
    assert [e["kind"] for e in engine.observe({"kind": "stack"})] == ["triggered_ability"]


def test_a_player_losing_in_the_cleanup_step_gives_priority_there(engine: ReferenceEngine) -> None:
    """CR 514.3a, 704.5a, 800.4a: losing is a state-based action; Carol leaves, Alice and Bob play on, and Alice
    receives priority in the cleanup step."""
    _load(engine, [], turn={**MAIN, "step": "end"}, others=[{"name": "Carol", "library": LIBRARY}])
    assert engine.game is not None
    engine.game.players["Carol"].life = 0
    _ok(engine, {"kind": "advance", "to": "cleanup"})
    assert engine.observe({"kind": "game_result"})["losers"] == [{"player": "Carol", "reason": "life"}]
    assert _step(engine) == (3, "cleanup", "Alice")


def test_a_player_at_1_life_who_draws_from_an_empty_library_loses_for_the_draw(engine: ReferenceEngine) -> None:
    """CR 704.5b (and not 704.5a: 1 life is more than 0)."""
    engine.load(
        {
            "turn": {"number": 3, "active_player": "Alice", "step": "upkeep"},
            "players": [{"name": "Alice", "life": 1, "library": []}, {"name": "Bob", "library": LIBRARY}],
        }
    )
    _ok(engine, {"kind": "advance", "to": "draw"})
    assert engine.observe({"kind": "game_result"})["losers"] == [{"player": "Alice", "reason": "empty_library"}]


def test_the_protocols_resolve_on_an_empty_stack_is_refused(engine: ReferenceEngine) -> None:
    """CR 117.4: all players passing resolves the top object of the stack; with none there, the protocol's
    `resolve` has nothing to resolve (the step's end is `advance`), and the refusal names the rule."""
    _load(engine, [])
    refused = engine.perform({"kind": "resolve"})
    assert refused["ok"] is False and refused["rule"] == "117.4"
    assert _step(engine) == (3, "precombat_main", "Alice")

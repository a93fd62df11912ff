"""The phase.rs adapter: its translation functions, and a board set up in phase and read back."""

from __future__ import annotations

import json

import pytest

from harness.paths import default_corpus

CORPUS = default_corpus()

phase = pytest.importorskip("phase", reason="phase-python is not installed (pip install 'mtg-conformance[phase]')")

from harness.engines.phase import PhaseAdapter  # noqa: E402 - only importable meaningfully with phase present
from harness.engines.phase import vocabulary as adapter  # noqa: E402
from harness.engines.phase.payment import (  # noqa: E402
    check_activation_paid,
    check_named_mana,
    check_spent,
    pips_for,
    spent,
)
from harness.engines.phase.refusals import land_cast_rule, phase_rule  # noqa: E402
from harness.engines.protocol import Illegal, Ok, Unsupported, Value  # noqa: E402


def test_mana_symbols_become_phase_mana_types_and_back() -> None:
    assert adapter.mana_types("{G}{G}{C}") == ["Green", "Green", "Colorless"]
    assert adapter.pool_text({"mana": [{"color": "Colorless"}, {"color": "White"}]}) == "{C}{W}"
    assert adapter.pool_text({"mana": []}) == ""


def test_counters_are_named_as_phase_names_them() -> None:
    assert adapter.counter_type("+1/+1") == "P1P1"
    assert adapter.counter_type("charge") == "charge"
    assert adapter.counter_name("P1P1") == "+1/+1"


@pytest.mark.parametrize(
    ("message", "reason"),
    [
        (
            "Action not allowed: Cannot activate tap ability: permanent is tapped",
            "Cannot activate tap ability: permanent is tapped",
        ),
        ("Invalid action: Cannot cast ObjectId(1) from hand", "Cannot cast ObjectId(1) from hand"),
        ("unknown variant `Zzz`, expected one of `Keep` at line 1 column 62", None),
        ("missing field `selection` at line 1 column 51", None),
    ],
)
def test_refusals_are_told_from_requests_phase_could_not_read(message: str, reason: str | None) -> None:
    assert adapter.refusal_reason(message) == reason


def test_mana_cost_and_mana_value() -> None:
    cost = {"type": "Cost", "generic": 3, "shards": ["RedGreen", "RedGreen"]}
    assert adapter.cost_text(cost) == "{3}{R/G}{R/G}"
    assert adapter.mana_value_of(cost) == 5
    assert adapter.mana_value_of({"type": "NoCost"}) == 0
    x_cost = {"type": "Cost", "generic": 0, "shards": ["X", "X"]}
    assert adapter.mana_value_of(x_cost) is None  # no X known: the adapter doesn't apply CR 202.3e for phase
    assert adapter.mana_value_of(x_cost, 3) == 6


def test_ability_index_counts_activated_abilities_only() -> None:
    abilities = [
        {"kind": "Spell"},
        {"kind": "Activated", "is_mana_ability": False},
        {"kind": "Activated", "is_mana_ability": True},
    ]
    assert adapter.ability_index(abilities, 1) == 1
    assert adapter.ability_index(abilities, "mana") == 2
    with pytest.raises(adapter.PhaseRefusal):
        adapter.ability_index(abilities, 3)


def test_stack_entries_and_casting_variants() -> None:
    names, seats = {1: "Decimator of the Provinces"}.get, {0: "Alice"}.get
    spell = {"source_id": 1, "controller": 0, "kind": {"type": "Spell", "data": {}}}
    trigger = {"source_id": 1, "kind": {"type": "TriggeredAbility", "data": {}}}
    assert adapter.stack_entry(spell, names, seats) == {
        "kind": "spell", "card": "Decimator of the Provinces", "controller": "Alice"
    }  # fmt: skip
    assert adapter.stack_entry(trigger, names, seats) == {
        "kind": "triggered_ability", "source": "Decimator of the Provinces"
    }  # fmt: skip
    assert adapter.variant_name("Emerge") == "emerge"
    assert adapter.variant_name({"HandPermission": {"source": 3}}) == "handpermission"
    assert adapter.variant_source({"HandPermission": {"source": 3}}) == 3


def test_tokens_become_create_token_characteristics() -> None:
    token = {"name": "Thopter", "types": ["Artifact", "Creature"], "power": "1", "toughness": "1", "colors": ["U"]}
    made = adapter.token_characteristics(token)
    assert made["display_name"] == "Thopter"
    assert (made["power"], made["core_types"], made["colors"]) == (1, ["Artifact", "Creature"], ["Blue"])


BOARD = {
    "turn": {"number": 3, "active_player": "Alice", "step": "precombat_main"},
    "players": [
        {
            "name": "Alice",
            "mana_pool": "{W}",
            "battlefield": [
                {"card": "Sol Ring", "id": "ring"},
                {"card": "Llanowar Elves", "id": "elves", "summoning_sick": True},
                {"card": "Endless One", "id": "endless", "counters": {"+1/+1": 2}, "tapped": True},
            ],
            "library": [{"card": "Forest", "id": "top"}, {"card": "Island"}],
        },
        {"name": "Bob", "life": 17},
    ],
}


@pytest.fixture(scope="module")
def engine() -> PhaseAdapter:
    return PhaseAdapter()


def test_a_board_is_set_up_in_phase_and_read_back(engine: PhaseAdapter) -> None:
    assert engine.load(BOARD) == Ok()
    assert engine.observe({"kind": "zone", "object": "ring"}) == Value("battlefield")
    assert engine.observe({"kind": "tapped", "object": "endless"}) == Value(True)
    assert engine.observe({"kind": "counters", "object": "endless"}) == Value({"+1/+1": 2})
    assert engine.observe({"kind": "power_toughness", "object": "endless"}) == Value([2, 2])
    assert engine.observe({"kind": "life", "player": "Bob"}) == Value(17)
    assert engine.observe({"kind": "mana_pool", "player": "Alice"}) == Value("{W}")
    assert engine.observe({"kind": "zone_contents", "player": "Alice", "zone": "library"}) == Value(
        ["Forest", "Island"]
    )
    assert engine.observe({"kind": "zone_contents", "player": "Bob", "zone": "hand"}) == Value([])
    assert engine.observe({"kind": "priority"}) == Value("Alice")


def test_actions_and_refusals(engine: PhaseAdapter) -> None:
    engine.load(BOARD)
    assert engine.perform({"kind": "activate", "player": "Alice", "object": "ring", "ability": "mana"}) == Ok()
    assert engine.observe({"kind": "mana_pool", "player": "Alice"}) == Value("{W}{C}{C}")
    refused = engine.perform({"kind": "activate", "player": "Alice", "object": "elves", "ability": "mana"})
    assert isinstance(refused, Illegal) and "summoning sickness" in refused.reason
    assert engine.observe({"kind": "tapped", "object": "elves"}) == Value(False)


def test_what_phase_cannot_express_is_unsupported(engine: PhaseAdapter) -> None:
    melded = {"players": [{"name": "Alice", "battlefield": [{"melded": ["A", "B"]}]}, {"name": "Bob"}]}
    answer = engine.load(melded)
    assert isinstance(answer, Unsupported) and "melded" in answer.kind
    engine.load(BOARD)
    answer = engine.observe({"kind": "could_produce", "object": "ring"})
    assert isinstance(answer, Unsupported) and "could produce" in answer.kind
    assert "could_produce" not in engine.hello().queries


# -- refusals with their rule, choices, the end of the game, payment (issues 17 and 18) -------------------------
@pytest.mark.parametrize(
    ("message", "rule"),
    [
        ("Creature has summoning sickness: activated abilities with {T} or {Q} can't be activated (CR 302.6)", "302.6"),
        ("Activated abilities can't be activated during this turn (CR 602.5 + CR 117.1b)", "602.5"),
        ("Cannot activate tap ability: permanent is tapped", "107.5"),
        ("Cannot pay untap cost: permanent is already untapped", "107.6"),
        ("Sorcery-speed spells can only be cast during main phases", "117.1a"),
        ("Sorcery-speed spells can only be cast when the stack is empty", "117.1a"),
        ("Lands are played, not cast", "305.9"),
        ("Card not found in hand, graveyard, exile, or library with play permission", "305.1"),
        ("Card is not in a castable zone", "601.3"),
        ("Cannot pay mana cost", "601.2h"),
        ("Illegal target selected", "601.2c"),
        ("OrderTriggers order [1] is not a permutation of 0..2", "603.3b"),
        ("Wrong player", "117.1"),
        ("Cannot skip a required target", "601.2c"),
        ("Cannot perform PassPriority while waiting for OrderTriggers { player: PlayerId(0), triggers: [] }", "117.1"),
        ("Cannot perform PassPriority while waiting for ManaPayment { player: PlayerId(0) }", None),
        ("Card not found or card_id mismatch", None),
        ("Invalid ability index", None),
    ],
)
def test_phase_messages_name_the_rule_they_apply(message: str, rule: str | None) -> None:
    assert phase_rule(message) == rule


def test_a_land_refused_as_a_spell_names_the_rule_for_its_types() -> None:
    assert land_cast_rule("305.9", {"core_types": ["Artifact", "Land"]}) == "305.9"
    assert land_cast_rule("305.9", {"core_types": ["Land"]}) == "601.3"
    assert land_cast_rule("117.1a", {"core_types": ["Land"]}) == "117.1a"


def test_trigger_order_puts_the_first_source_named_on_the_stack_first() -> None:
    triggers = [{"source_id": 1}, {"source_id": 2}, {"source_id": 1}]
    assert adapter.trigger_order(triggers, [2, 1, 1]) == [1, 0, 2]
    assert adapter.trigger_order(triggers, [1]) == [0]  # leaving one out is phase's to refuse (CR 603.3b)
    with pytest.raises(adapter.PhaseRefusal):
        adapter.trigger_order(triggers, [2, 2])


def test_why_an_eliminated_player_lost() -> None:
    assert adapter.loss_reason({"drew_from_empty_library": True, "life": 20}) == "empty_library"
    assert adapter.loss_reason({"life": 0}) == "life"
    assert adapter.loss_reason({"life": 3, "poison_counters": 10}) == "poison"
    with pytest.raises(adapter.PhaseUnsupported):
        adapter.loss_reason({"id": 1, "life": 3})


def test_payment_is_pinned_to_pool_units_and_checked() -> None:
    units = [{"pip_id": 1, "color": "Colorless"}, {"pip_id": 2, "color": "Green"}, {"pip_id": 3, "color": "Colorless"}]
    assert pips_for(units, "{C}{G}{C}") == [1, 2, 3]
    with pytest.raises(adapter.PhaseRefusal) as missing:
        pips_for(units, "{G}{G}")
    assert missing.value.rule == "601.2h"
    assert spent(units, units[1:2]) == "{C}{C}"
    check_spent("{G}{C}", "{C}{G}")
    with pytest.raises(adapter.PhaseRefusal) as topped_up:
        check_spent("{C}{C}{C}", "{C}{C}")
    assert topped_up.value.rule == "601.2h"
    with pytest.raises(adapter.PhaseUnsupported):
        check_activation_paid("{G}", "{C}")


def test_refusals_carry_their_rule(engine: PhaseAdapter) -> None:
    engine.load(BOARD)
    refused = engine.perform({"kind": "activate", "player": "Alice", "object": "elves", "ability": "mana"})
    assert isinstance(refused, Illegal) and refused.rule == "302.6"
    assert engine.perform({"kind": "resolve"}) == Illegal("the stack is empty", "117.4")
    assert engine.perform({"kind": "choose", "player": "Alice", "cards": []}) == Illegal(
        "Alice has no choice to make", "117.1"
    )


def test_a_game_that_ends_is_observed_and_then_no_one_can_act(engine: PhaseAdapter) -> None:
    board = {
        "turn": {"number": 3, "active_player": "Alice", "step": "end"},
        "players": [{"name": "Alice", "library": [{"card": "Forest"}]}, {"name": "Bob"}],
    }
    assert engine.load(board) == Ok()
    assert engine.observe({"kind": "game_result"}) == Value({"over": False, "winners": [], "losers": []})
    assert engine.perform({"kind": "advance", "to": "next_turn"}) == Ok()  # Bob draws from an empty library
    result = {"over": True, "winners": ["Alice"], "losers": [{"player": "Bob", "reason": "empty_library"}]}
    assert engine.observe({"kind": "game_result"}) == Value(result)
    assert engine.perform({"kind": "pass", "player": "Alice"}) == Illegal("the game is over", "104.1")


def test_simultaneous_triggers_wait_to_be_ordered(engine: PhaseAdapter) -> None:
    assert engine.load(_fixture("emerge/decimator-whisperer-bears.json")) == Ok()
    cast = {"kind": "cast", "player": "Alice", "card": "Decimator of the Provinces", "alternative": ["emerge"]}
    assert engine.perform(cast | {"sacrifice": ["bears"]}) == Ok()
    pending = engine.observe({"kind": "pending_choice"})
    assert isinstance(pending, Value) and pending.value["kind"] == "order_triggers"
    assert sorted(pending.value["options"]) == ["Beast Whisperer", "Decimator of the Provinces"]
    unordered = engine.perform({"kind": "resolve"})  # no player has priority until the triggers are ordered
    assert isinstance(unordered, Illegal) and unordered.rule == "117.1"
    order = {"kind": "choose", "player": "Alice", "cards": ["Beast Whisperer", "Decimator of the Provinces"]}
    assert engine.perform(order) == Ok()
    top = engine.observe({"kind": "stack"})
    decimator = {"kind": "triggered_ability", "source": "Decimator of the Provinces", "controller": "Alice"}
    assert isinstance(top, Value) and top.value[0] == decimator


def _fixture(name: str) -> dict:
    board = json.loads((CORPUS / "fixtures" / name).read_text(encoding="utf-8"))
    return {k: v for k, v in board.items() if k not in ("$schema", "description")}


def test_a_staged_cast_stops_at_phases_payment_and_no_one_else_acts(engine: PhaseAdapter) -> None:
    assert engine.load(_fixture("emerge/decimator-bears-bob-bolt.json")) == Ok()
    cast = {"kind": "cast", "player": "Alice", "card": "Decimator of the Provinces", "alternative": ["emerge"]}
    cast |= {"sacrifice": ["bears"]}
    assert isinstance(engine.perform(cast | {"stop": "announced"}), Unsupported)  # phase has no stop there
    assert engine.perform(cast | {"stop": "choices_made"}) == Ok()
    assert engine.observe({"kind": "zone", "object": "bears"}) == Value("battlefield")  # chosen, not yet paid
    assert engine.observe({"kind": "pending_choice"}) == Value(None)
    bolt = engine.perform({"kind": "cast", "player": "Bob", "card": "Lightning Bolt", "targets": ["Alice"]})
    assert isinstance(bolt, Illegal) and bolt.rule == "601.2"
    assert engine.perform({"kind": "pass", "player": "Alice"}) == Illegal(
        "Alice is casting a spell: no player may take actions until it is paid for", "601.2"
    )
    assert engine.perform({"kind": "continue_cast", "player": "Alice"}) == Ok()
    assert engine.observe({"kind": "zone", "object": "bears"}) == Value("graveyard")
    assert engine.observe({"kind": "zone", "object": "Decimator of the Provinces"}) == Value("stack")
    assert engine.observe({"kind": "priority"}) == Value("Alice")
    assert engine.perform({"kind": "continue_cast", "player": "Alice"}) == Illegal("Alice is casting no spell")


# -- the adapter's own faults, kept out of phase's results (issue 33) -----------------------------------------
def test_priority_is_read_from_what_phase_waits_for(engine: PhaseAdapter) -> None:
    assert engine.load(_fixture("cast_triggers/mindbender-three-players.json")) == Ok()
    cast = {"kind": "cast", "player": "Alice", "card": "Distended Mindbender", "alternative": ["emerge"]}
    assert engine.perform(cast | {"sacrifice": ["bears"]}) == Ok()
    assert engine.observe({"kind": "pending_choice"}).value["kind"] == "choose_targets"
    assert engine.observe({"kind": "priority"}) == Value(None)  # the trigger's target is chosen first (603.3d)
    assert engine.perform({"kind": "choose", "player": "Alice", "players": ["Carol"]}) == Ok()
    assert engine.observe({"kind": "priority"}) == Value("Alice")
    ended = {
        "turn": {"number": 3, "active_player": "Alice", "step": "end"},
        "players": [{"name": "Alice", "library": [{"card": "Forest"}]}, {"name": "Bob"}],
    }
    assert engine.load(ended) == Ok()
    assert engine.perform({"kind": "advance", "to": "next_turn"}) == Ok()  # Bob draws from an empty library
    assert engine.observe({"kind": "priority"}) == Value(None)  # the game is over: nobody (104.1)


def test_advancing_to_a_step_phase_passes_by_is_unsupported_and_changes_nothing(engine: PhaseAdapter) -> None:
    board = {
        "turn": {"number": 3, "active_player": "Alice", "step": "precombat_main"},
        "players": [{"name": "Alice", "library": [{"card": "Forest"}]}, {"name": "Bob"}],
    }
    assert engine.load(board) == Ok()
    answer = engine.perform({"kind": "advance", "to": "cleanup"})  # phase gives no priority there (514.3)
    assert isinstance(answer, Unsupported) and "cleanup" in answer.kind
    assert engine.observe({"kind": "game_result"}) == Value({"over": False, "winners": [], "losers": []})
    assert engine.perform({"kind": "advance", "to": "end"}) == Ok()  # still Alice's turn: the advance was undone
    assert engine.observe({"kind": "priority"}) == Value("Alice")


def test_advancing_to_the_step_the_game_is_in_goes_on_to_the_next_one(engine: PhaseAdapter) -> None:
    board = {
        "turn": {"number": 3, "active_player": "Alice", "step": "precombat_main"},
        "players": [{"name": n, "library": [{"card": c}]} for n, c in (("Alice", "Forest"), ("Bob", "Island"))],
    }
    assert engine.load(board) == Ok()
    assert engine.perform({"kind": "advance", "to": "precombat_main"}) == Ok()
    assert engine.observe({"kind": "priority"}) == Value("Bob")  # Bob's turn, not Alice's same main phase
    assert engine.observe({"kind": "zone_contents", "player": "Bob", "zone": "hand"}) == Value(["Island"])


def test_advancing_to_declare_attackers_leaves_the_declaration_to_make(engine: PhaseAdapter) -> None:
    board = {
        "turn": {"number": 3, "active_player": "Alice", "step": "precombat_main"},
        "players": [{"name": "Alice", "battlefield": [{"card": "Llanowar Elves", "id": "elves"}]}, {"name": "Bob"}],
    }
    assert engine.load(board) == Ok()
    assert engine.perform({"kind": "advance", "to": "declare_attackers"}) == Ok()
    assert engine.observe({"kind": "pending_choice"}) == Value(None)
    assert engine.observe({"kind": "priority"}) == Value("Alice")
    assert engine.perform({"kind": "activate", "player": "Alice", "object": "elves", "ability": "mana"}) == Ok()
    assert engine.observe({"kind": "mana_pool", "player": "Alice"}) == Value("{G}")
    assert engine.observe({"kind": "game_result"}).value["over"] is False  # it stopped in this turn's combat
    assert engine.load(board) == Ok()
    for player in ("Alice", "Bob", "Alice", "Bob"):  # into the beginning of combat, then the declare attackers step
        assert engine.perform({"kind": "pass", "player": player}) == Ok()
    assert engine.observe({"kind": "pending_choice"}) == Value(None)  # a declaration is no choice, as the reference
    assert engine.observe({"kind": "priority"}) == Value("Alice")  # hers once it is made; acting, she declares none


def test_the_mana_type_an_action_names_is_never_dropped(engine: PhaseAdapter) -> None:
    assert engine.load(_fixture("mana_production/pool-forest-contamination.json")) == Ok()
    tap = {"kind": "activate", "player": "Alice", "object": "pool", "ability": "mana"}
    refused = engine.perform(tap | {"mana": "{W}"})  # phase asks no colour: with Contamination it adds {B}
    assert isinstance(refused, Illegal) and refused.rule == "106.7"
    assert engine.observe({"kind": "tapped", "object": "pool"}) == Value(False)
    assert engine.perform(tap | {"mana": "{B}"}) == Ok()
    forest = {"kind": "activate", "player": "Alice", "object": "forest", "ability": "mana"}
    assert engine.perform(forest | {"mana": "{G}"}) == Ok()  # the Forest's own type, replaced by {B} (106.12b)
    assert engine.observe({"kind": "mana_pool", "player": "Alice"}) == Value("{B}{B}")


def test_named_mana_is_checked_against_what_the_ability_produces() -> None:
    check_named_mana("{G}", {"G"}, "{B}")  # a fixed {G} ability whose mana a replacement turned into {B}
    check_named_mana("{W}", None, "")  # nothing produced (106.5): nothing to refuse
    with pytest.raises(adapter.PhaseRefusal) as other:
        check_named_mana("{W}", None, "{B}")
    assert other.value.rule == "106.7"
    with pytest.raises(adapter.PhaseRefusal):
        check_named_mana("{B}", {"G"}, "{B}")
    forest = {"effect": {"type": "Mana", "produced": {"type": "Fixed", "colors": ["Green"]}}}
    assert adapter.fixed_production(forest) == {"G"}
    assert adapter.fixed_production({"effect": {"produced": {"type": "Colorless"}}}) == {"C"}
    assert adapter.fixed_production({"effect": {"produced": {"type": "AnyTypeProduceableBy"}}}) is None


def test_a_transformed_permanent_has_its_back_face(engine: PhaseAdapter) -> None:
    assert engine.load(_fixture("mana_value/insectile-aberration.json")) == Ok()
    assert engine.observe({"kind": "power_toughness", "object": "aberration"}) == Value([3, 2])
    assert engine.observe({"kind": "keywords", "object": "aberration"}) == Value(["flying"])
    mana_value = engine.observe({"kind": "mana_value", "object": "aberration"})  # phase has none to give (712.8e)
    assert isinstance(mana_value, Unsupported) and "712.8e" in mana_value.kind


def test_multikicker_is_read_from_phases_repeatable_kicker_cost(engine: PhaseAdapter) -> None:
    chalice = {"card": "Everflowing Chalice", "id": "c"}
    board = {"players": [{"name": "Alice", "battlefield": [chalice]}, {"name": "Bob"}]}
    assert engine.load(board) == Ok()
    assert engine.observe({"kind": "keywords", "object": "c"}) == Value(["multikicker"])
    repeatable = {"type": "Kicker", "data": {"costs": [], "repeatable": True}}
    assert adapter.kicker_keyword(repeatable) == "multikicker"
    assert adapter.kicker_keyword({"type": "Kicker", "data": {"repeatable": False}}) == "kicker"
    assert adapter.kicker_keyword(None) is None


def test_a_mana_ability_named_where_no_mana_is_paid_is_not_dropped(engine: PhaseAdapter) -> None:
    assert engine.load(_fixture("alternative_costs/bone-splinters-omniscience-forest.json")) == Ok()
    cast = {"kind": "cast", "player": "Alice", "card": "Bone Splinters", "alternative": ["Omniscience"]}
    cast |= {"sacrifice": ["bears"], "targets": ["angel"]}
    answer = engine.perform(cast | {"mana_abilities": [{"object": "forest", "ability": "mana"}]})
    assert isinstance(answer, Unsupported) and "601.2g" in answer.kind
    assert engine.observe({"kind": "zone", "object": "bears"}) == Value("battlefield")  # the cast was undone
    assert engine.perform(cast) == Ok()
    assert engine.observe({"kind": "tapped", "object": "forest"}) == Value(False)

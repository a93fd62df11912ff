"""reference_engine/vocabulary.py and mana.py: card definitions and mana costs that are malformed are refused
when the card library is built, and well-formed ones parse to what they say. No ruling covers a card
definition's syntax, so these are unit tests, not scenarios (benchmarks/mutation_equivalent.toml lists the
mutants they kill)."""

from __future__ import annotations

import pytest

from reference_engine.errors import BoardError, RulesError
from reference_engine.mana import ManaCost, ManaPool, parse_mana
from reference_engine.vocabulary import Activated, Cost, Replacement, Static, Triggered, parse_behaviour

_TAP_FOR_G = {"activated": {"cost": {"symbols": "T"}, "effects": [{"add_mana": "{G}"}]}}


@pytest.mark.parametrize(
    ("behaviour", "message"),
    [
        ({"bogus": 1}, "unknown behaviour keys"),
        ({"abilities": [{"activated": {}, "static": {}}]}, "an ability is one of"),
        ({"abilities": [{"passive": {}}]}, "unknown ability kind"),
        ({"abilities": [{"activated": {"cost": {"tap": True}, "effects": []}}]}, "unknown cost parts"),
        ({"abilities": [{"activated": {"cost": {"symbols": "TX"}, "effects": []}}]}, "cost symbols are T and Q"),
    ],
)
def test_a_malformed_card_definition_is_refused_with_what_is_wrong(behaviour: dict, message: str) -> None:
    with pytest.raises(BoardError, match=message):
        parse_behaviour(behaviour)


def test_each_ability_kind_parses_to_its_class_in_printed_order_and_activated_abilities_are_numbered() -> None:
    behaviour = parse_behaviour(
        {
            "abilities": [
                {"static": {"kind": "grant", "keywords": ["Haste"]}},
                _TAP_FOR_G,
                {"triggered": {"event": "cast", "effects": [{"draw": 1}], "when": {"player": "you"}}},
                {"replacement": {"kind": "enters_with_counters", "counters": {"+1/+1": 1}}},
                {"activated": {"cost": {"mana": "{1}", "symbols": "Q"}, "effects": [], "timing": "sorcery"}},
            ],
            "kicker": "{2}{G}",
            "emerge": "{5}{G}",
        }
    )
    static, first, trigger, replacement, second = behaviour.abilities
    assert static == Static("grant", {"keywords": ["Haste"]})
    assert isinstance(trigger, Triggered) and trigger.when == {"player": "you"} and trigger.event == "cast"
    assert replacement == Replacement("enters_with_counters", {"counters": {"+1/+1": 1}})
    assert (first.index, second.index) == (1, 2)
    assert first.cost == Cost(ManaCost(), "T") and first.cost.tap and first.is_mana_ability
    assert second.cost == Cost(ManaCost.parse("{1}"), "Q") and not second.cost.tap and not second.is_mana_ability
    assert second.timing == "sorcery" and first.timing is None
    assert behaviour.of(Activated) == (first, second) and behaviour.of(Static) == (static,)
    assert behaviour.kicker == ManaCost.parse("{2}{G}") and behaviour.emerge == ManaCost.parse("{5}{G}")
    assert behaviour.multikicker is None


@pytest.mark.parametrize("text", ["{2}{G", "2G", "{G}{P}", "{C/P}"])
def test_a_mana_cost_that_is_not_one_is_refused(text: str) -> None:
    with pytest.raises(RulesError):
        ManaCost.parse(text)


@pytest.mark.parametrize(
    ("text", "value", "shown"),
    [
        ("{X}{X}{R}", 1, "{X}{X}{R}"),
        ("{3}{R/G}{R/G}", 5, "{3}{R/G}{R/G}"),
        ("{0}", 0, "{0}"),
        ("{G}", 1, "{G}"),
        ("{2}{W}{U}{B}{R}{G}{C}", 8, "{2}{W}{U}{B}{R}{G}{C}"),
    ],
)
def test_a_mana_cost_has_its_mana_value_and_prints_back_canonically(text: str, value: int, shown: str) -> None:
    cost = ManaCost.parse(text)
    assert cost.mana_value() == value
    assert str(cost) == shown


def test_mana_cost_arithmetic() -> None:
    cost = ManaCost.parse("{X}{1}{G}")
    assert cost.mana_value(3) == 5 and cost.with_x(3) == ManaCost.parse("{4}{G}")
    assert cost.with_x(3).times(2) == ManaCost.parse("{8}{G}{G}")
    assert ManaCost.parse("{2}{R/G}") + ManaCost.parse("{G}") == ManaCost.parse("{2}{R/G}{G}")
    assert ManaCost.parse("{2}{G}").reduce_generic(5) == ManaCost.parse("{G}")
    assert ManaCost.parse("{0}").is_free() and not ManaCost.parse("{R/G}").is_free()
    assert ManaCost.parse(None).is_free() and str(ManaCost.parse("")) == "{0}"


def test_a_pool_pays_hybrid_with_either_half_and_generic_with_what_is_left() -> None:
    pool = ManaPool()
    pool.add(parse_mana("{G}{G}{C}"))
    assert pool.payment_for(ManaCost.parse("{1}{R/G}")) is not None
    assert pool.pay(ManaCost.parse("{1}{R/G}{R/G}")) == 3 and pool.total() == 0
    with pytest.raises(RulesError, match="can't pay"):
        pool.pay(ManaCost.parse("{G}"))
    with pytest.raises(RulesError, match="X must be chosen"):
        pool.payment_for(ManaCost.parse("{X}"))
    with pytest.raises(RulesError, match="not an amount of typed mana"):
        parse_mana("{2}{G}")


def test_a_cost_of_two_generic_symbols_adds_them() -> None:
    """CR 202.3, 107.4b: a token's manaCost may be written `{1}{1}` (the board schema accepts it); its generic part
    is the sum of the numeral symbols, as `{2}`."""
    assert ManaCost.parse("{1}{1}").generic == 2
    assert ManaCost.parse("{1}{1}").mana_value() == ManaCost.parse("{2}").mana_value() == 2


def test_phyrexian_symbols_are_kept_by_the_arithmetic_and_printed_back() -> None:
    """CR 107.4f, 202.3g: a Phyrexian symbol is one mana of its colour in the mana value; adding, reducing the
    generic part of, or replacing the X of a cost keeps its Phyrexian symbols, and the cost prints them back."""
    cost = ManaCost.parse("{1}{B/P}{B/P}")
    assert cost.phyrexian == ("B", "B") and cost.mana_value() == 3
    assert str(cost) == "{1}{B/P}{B/P}" and str(ManaCost.parse("{G/P}")) == "{G/P}"
    assert (cost + ManaCost.parse("{1}")).phyrexian == ("B", "B")
    assert cost.reduce_generic(1) == ManaCost.parse("{B/P}{B/P}")
    assert ManaCost.parse("{X}{B/P}").with_x(2) == ManaCost.parse("{2}{B/P}")


def test_adding_costs_adds_their_x_symbols() -> None:
    """CR 107.3: each {X} of a cost stays an {X} when another cost is added to it, until X is chosen."""
    assert ManaCost.parse("{X}{G}") + ManaCost.parse("{X}{1}") == ManaCost.parse("{X}{X}{1}{G}")


@pytest.mark.parametrize("text", ["{R/G}", "{X}", "{1}"])
def test_an_amount_of_mana_has_no_hybrid_generic_or_x_symbol(text: str) -> None:
    """CR 106.1: mana always has a type; hybrid, generic and X symbols are parts of costs, never mana."""
    with pytest.raises(RulesError, match="not an amount of typed mana"):
        parse_mana(text)

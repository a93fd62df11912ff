"""Cost reductions written in mana symbols (CR 118.7a-d; those of 118.7e-g refused): the arithmetic the engine
applies for any card, and
Eluge, the Shoreless Sea's reduction of the first instant or sorcery spell of a turn."""

import pytest

from harness.paths import ROOT
from reference_engine.engine import ReferenceEngine
from reference_engine.mana import ManaCost
from reference_engine.reductions import Reduction, apply, written
from reference_engine.vocabulary import parse_behaviour


def _reduced(cost: str, *amounts: str) -> str:
    return str(apply(ManaCost.parse(cost), [Reduction.of(written(a), times=1, only_typed=False) for a in amounts]))


@pytest.mark.parametrize(
    ("cost", "amount", "expected"),
    [
        ("{2}{G}", "{1}", "{1}{G}"),  # 118.7a
        ("{G}", "{2}", "{G}"),  # 118.7a: never a coloured component
        ("{3}{G}{G}", "{U}", "{2}{G}{G}"),  # 118.7b
        ("{2}{U}", "{U}{U}", "{1}"),  # 118.7c
        ("{2}{C}", "{C}{C}", "{1}"),  # 118.7d
        ("{3}{C}", "{C}", "{3}"),  # 118.7d: within the colourless component
        ("{G/P}", "{G}", "{G/P}"),  # a cost's Phyrexian symbol is no green component until paid: 118.7b
    ],
)
def test_reduction(cost: str, amount: str, expected: str) -> None:
    assert _reduced(cost, amount) == expected


@pytest.mark.parametrize("amount", ["{W/B}", "{2/B}", "{G/P}", "{S}", "{X}", "{1}{S}", "1", ""])
def test_a_reduction_no_printed_card_writes_is_refused(amount: str) -> None:
    """CR 118.7e-g: no printed card reduces a cost by hybrid, Phyrexian or snow mana; such card data is refused."""
    with pytest.raises(ValueError, match=r"118\.7e-g"):
        written(amount)


def test_a_card_with_a_hybrid_reduction_is_refused_as_the_library_is_built() -> None:
    with pytest.raises(ValueError, match=r"118\.7e-g"):
        parse_behaviour({"abilities": [{"static": {"kind": "cost_reduction", "amount": "{W/B}"}}]})


def test_for_each_takes_the_amount_that_many_times() -> None:
    reduction = Reduction.of(written("{1}{U}"), times=3, only_typed=True)
    assert (reduction.generic, reduction.typed, reduction.only_typed) == (3, (("U", 3),), True)


def test_reductions_add_up_and_stop_at_zero() -> None:
    assert _reduced("{1}{U}", "{U}", "{U}", "{U}") == "{0}"


def test_only_typed_reduction_never_reaches_generic_mana() -> None:
    """'This effect reduces only the amount of colored mana you pay.'"""
    cost = apply(ManaCost.parse("{2}{R}"), [Reduction.of(written("{B}{R}"), times=1, only_typed=True)])
    assert str(cost) == "{2}"


def _eluge_board() -> ReferenceEngine:
    engine = ReferenceEngine(ROOT / "features" / "cards.json")
    engine.load(
        {
            "turn": {"number": 3, "active_player": "Alice", "step": "precombat_main"},
            "players": [
                {
                    "name": "Alice",
                    "battlefield": [
                        {"card": "Eluge, the Shoreless Sea", "id": "eluge"},
                        {"card": "Island", "counters": {"flood": 1}},
                    ],
                    "mana_pool": "{U}{U}{U}{U}",
                    "hand": [{"card": "Careful Study", "id": "study"}, {"card": "Divination", "id": "divination"}],
                    "library": [{"card": "Island", "id": "drawn", "count": 2}],
                },
                {"name": "Bob"},
            ],
        }
    )
    return engine


def test_only_the_first_instant_or_sorcery_of_the_turn_is_reduced() -> None:
    """'The first instant or sorcery spell you cast each turn': a spell cast earlier this turn is remembered as cast
    (CR 601.2i), so the second one costs its full mana cost."""
    engine = _eluge_board()
    assert engine.perform({"kind": "cast", "player": "Alice", "card": "study"})["ok"]
    assert engine.observe({"kind": "last_paid_cost", "player": "Alice"}) == "{0}"
    engine.perform({"kind": "resolve"})
    engine.perform({"kind": "choose", "player": "Alice", "cards": ["drawn#1", "drawn#2"]})
    assert engine.perform({"kind": "cast", "player": "Alice", "card": "divination"})["ok"]
    assert engine.observe({"kind": "last_paid_cost", "player": "Alice"}) == "{2}{U}"


def test_eluge_is_as_large_as_the_islands_its_controller_controls() -> None:
    """A characteristic-defining ability sets power and toughness in layer 7a (CR 604.3, 613.4a)."""
    engine = _eluge_board()
    assert engine.observe({"kind": "power_toughness", "object": "eluge"}) == [1, 1]

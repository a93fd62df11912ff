"""Cost reductions written in mana symbols (CR 118.7a-g): the arithmetic the engine applies for any card."""

import pytest

from reference_engine.errors import RulesError, Unsupported
from reference_engine.mana import ManaCost
from reference_engine.reductions import Reduction, apply


def _reduced(cost: str, *amounts: str, halves: tuple[str, ...] = ()) -> str:
    return str(apply(ManaCost.parse(cost), [Reduction.parse(a, halves) for a in amounts]))


@pytest.mark.parametrize(
    ("cost", "amount", "expected"),
    [
        ("{2}{G}", "{1}", "{1}{G}"),  # 118.7a
        ("{G}", "{2}", "{G}"),  # 118.7a: never a coloured component
        ("{3}{G}{G}", "{U}", "{2}{G}{G}"),  # 118.7b
        ("{2}{U}", "{U}{U}", "{1}"),  # 118.7c
        ("{2}{C}", "{C}{C}", "{1}"),  # 118.7d
        ("{3}{C}", "{C}", "{3}"),  # 118.7d: within the colourless component
        ("{1}{G}", "{G/P}", "{1}"),  # 118.7f: one mana of its colour
        ("{G/P}", "{G/P}", "{G/P}"),  # a cost's Phyrexian symbol is no green component until paid
        ("{1}{G}", "{S}", "{G}"),  # 118.7g
        ("{2}{B}", "{S}{S}{S}", "{B}"),
    ],
)
def test_reduction(cost: str, amount: str, expected: str) -> None:
    assert _reduced(cost, amount) == expected


def test_hybrid_reduction_takes_the_chosen_half() -> None:
    """CR 118.7e: a coloured half reduces by that colour, a generic half by its number."""
    assert _reduced("{2}{B}", "{2/B}", halves=("2",)) == "{B}"
    assert _reduced("{2}{B}", "{2/B}", halves=("B",)) == "{2}"
    assert _reduced("{2}{B}", "{W/B}", halves=("W",)) == "{1}{B}"  # then 118.7b


def test_hybrid_reduction_needs_a_choice() -> None:
    with pytest.raises(Unsupported):
        Reduction.parse("{W/B}")
    with pytest.raises(RulesError):
        Reduction.parse("{W/B}", ("G",))


def test_reductions_add_up_and_stop_at_zero() -> None:
    assert _reduced("{1}{U}", "{U}", "{U}", "{U}") == "{0}"


def test_only_typed_reduction_never_reaches_generic_mana() -> None:
    """'This effect reduces only the amount of colored mana you pay.'"""
    cost = apply(ManaCost.parse("{2}{R}"), [Reduction.parse("{B}{R}", only_typed=True)])
    assert str(cost) == "{2}"

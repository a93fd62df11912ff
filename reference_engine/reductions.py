"""Cost reductions by an amount of mana (CR 118.7, 118.7a-d, 601.2f).

A reduction is written as generic ({2}), coloured ({U}) or colourless ({C}) mana symbols: `written` reads it,
`Reduction.of` says what it takes off a cost, `apply` takes it off: a typed amount first from the cost's component
of that type, the rest from its generic component, which never goes below {0}. No printed card writes a reduction with a
hybrid, Phyrexian or snow symbol (118.7e-g: those symbols are in costs to pay, or count snow mana spent), so the
card library refuses such a reduction when it is built (`written`) rather than carry rules no card reaches.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from .mana import TYPES, ManaCost

_WRITTEN = re.compile(r"(\{(\d+|[WUBRGC])\})+")  # what a printed reduction is written with (118.7a-d)


def written(text: str) -> ManaCost:
    """A reduction's amount, read as the card library is built: generic, coloured and colourless symbols only
    (118.7a-d); anything else is card data no printed card has, refused."""
    if not _WRITTEN.fullmatch(text):
        raise ValueError(
            f"a cost reduction of {text!r}: reductions are written with generic, coloured and colourless mana symbols"
            " only (no printed card reduces a cost by hybrid, Phyrexian or snow mana, CR 118.7e-g)"
        )
    return ManaCost.parse(text)


@dataclass(frozen=True)
class Reduction:
    """What a reduction takes off a cost: generic mana, and mana of each type (W, U, B, R, G, C)."""

    generic: int = 0
    typed: tuple[tuple[str, int], ...] = ()
    only_typed: bool = False  # "This effect reduces only the amount of colored mana you pay."

    @classmethod
    def of(cls, amount: ManaCost, *, times: int, only_typed: bool) -> Reduction:
        """The reduction of `amount` (as `written` read it), taken `times` times ("costs {U} less to cast for each
        ...")."""
        total = amount.times(times)
        return cls(total.generic, total.typed, only_typed)


def apply(cost: ManaCost, reductions: Sequence[Reduction]) -> ManaCost:
    """CR 118.7a-d: take each reduction off `cost`. A typed amount comes off the cost's component of that type;
    what the cost doesn't require of that type (118.7b), or what exceeds its component of that colour (118.7c)
    or its colourless component (118.7d), comes off the generic component instead, unless the effect reduces
    only that type of mana. Generic amounts affect only the generic component (118.7a); nothing goes below {0}
    (118.7). Hybrid and Phyrexian symbols of the cost are not coloured components until paid, so they stay."""
    typed = cost.typed_counts
    generic_off = 0
    for reduction in reductions:
        generic_off += reduction.generic
        for kind, amount in reduction.typed:
            taken = min(amount, typed[kind])
            typed[kind] -= taken
            if not reduction.only_typed:
                generic_off += amount - taken
    frozen = tuple((t, typed[t]) for t in TYPES if typed[t] > 0)
    return ManaCost(cost.generic, frozen, cost.hybrid, cost.x, cost.phyrexian).reduce_generic(generic_off)

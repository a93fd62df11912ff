"""Cost reductions by an amount of mana (CR 118.7, 118.7a-g, 601.2f).

A reduction is written as mana symbols: generic ({2}), coloured ({U}), colourless ({C}), hybrid ({W/B},
{2/B}), Phyrexian ({G/P}) or snow ({S}). `Reduction.parse` reads what each symbol takes off a cost, `apply`
takes it off: a typed amount first from the cost's component of that type, the rest from its generic
component, which never goes below {0}.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from .errors import RulesError, Unsupported
from .mana import COLORS, TYPES, ManaCost

_SYMBOL = re.compile(r"\{([^{}]+)\}")


@dataclass(frozen=True)
class Reduction:
    """What a reduction takes off a cost: generic mana, and mana of each type (W, U, B, R, G, C)."""

    generic: int = 0
    typed: tuple[tuple[str, int], ...] = ()
    only_typed: bool = False  # "This effect reduces only the amount of colored mana you pay."

    @classmethod
    def parse(cls, text: str, halves: Sequence[str] = (), only_typed: bool = False) -> Reduction:
        """The reduction written `text`; `halves`: the half the payer chose of each hybrid symbol, in order."""
        generic, typed, chosen = 0, Counter[str](), list(halves)
        for sym in _SYMBOL.findall(text):
            if "/" in sym and sym.split("/")[1] != "P":
                if not chosen:
                    raise Unsupported(f"choosing a half of the hybrid reduction {{{sym}}} (CR 118.7e, 601.2f)")
                sym = _half(sym, chosen.pop(0))
            amount, kind = _symbol(sym)
            if kind is None:
                generic += amount
            else:
                typed[kind] += amount
        return cls(generic, tuple(sorted(typed.items())), only_typed)

    def times(self, n: int) -> Reduction:
        """The reduction applied `n` times ("for each ..."), as one amount."""
        return Reduction(self.generic * n, tuple((t, k * n) for t, k in self.typed), self.only_typed)


def _half(sym: str, half: str) -> str:
    """CR 118.7e: the payer chooses one half of a hybrid symbol as the reduction is applied."""
    if half not in sym.split("/"):
        raise RulesError(f"{half!r} is not a half of {{{sym}}}", rule="118.7e")
    return half


def _symbol(sym: str) -> tuple[int, str | None]:
    """One symbol of a reduction: how much it takes off, and of which type (None: generic mana)."""
    if sym.isdigit():
        return int(sym), None  # 118.7a
    if sym == "S":
        return 1, None  # 118.7g: snow symbols reduce a cost by generic mana
    if sym in TYPES:
        return 1, sym  # 118.7b-d: one mana of that type
    if len(sym) == 3 and sym[0] in COLORS and sym[1:] == "/P":
        return 1, sym[0]  # 118.7f: a Phyrexian symbol reduces by one mana of its colour
    raise RulesError(f"unsupported mana symbol {{{sym}}} in a cost reduction")


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

"""Mana symbols, mana costs, mana pools and paying mana (CR 106, 107.4, 118, 202.3).

A `ManaCost` is the arithmetic form of a mana cost: generic, per-type coloured/colourless
requirements, hybrid pairs, Phyrexian symbols and X symbols. A `ManaPool` holds mana of the six types (CR 106.1).
"""

from __future__ import annotations

import functools
import re
from collections import Counter
from dataclasses import dataclass, field
from itertools import product

from .errors import RulesError, Unsupported
from .policy import REFERENCE, Choices

COLORS = "WUBRG"
TYPES = "WUBRGC"  # CR 106.1b: the five colours and colourless
COLOR_WORDS = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green", "C": "colorless"}
WORD_COLORS = {v: k for k, v in COLOR_WORDS.items()}
_SYMBOL = re.compile(r"\{([^{}]+)\}")


@dataclass(frozen=True)
class ManaCost:
    """A mana cost as arithmetic (CR 107.4). `typed` holds W, U, B, R, G and C requirements."""

    generic: int = 0
    typed: tuple[tuple[str, int], ...] = ()
    hybrid: tuple[tuple[str, str], ...] = ()
    x: int = 0
    phyrexian: tuple[str, ...] = ()  # the colour of each Phyrexian symbol (CR 107.4f)

    @classmethod
    def parse(cls, text: str | None) -> ManaCost:
        """Parse `{3}{R/G}{R/G}`-style text. An empty string or None is no cost at all."""
        if not text:
            return cls()
        return _parse_cost(cls, text)

    @classmethod
    def _parse(cls, text: str) -> ManaCost:
        rest = _SYMBOL.sub("", text).strip()
        if rest:
            raise RulesError(f"not a mana cost: {text!r}")
        generic, x = 0, 0
        typed: Counter[str] = Counter()
        hybrid: list[tuple[str, str]] = []
        phyrexian: list[str] = []
        for sym in _SYMBOL.findall(text):
            if sym.isdigit():
                generic += int(sym)
            elif sym == "X":
                x += 1
            elif sym in TYPES:
                typed[sym] += 1
            elif len(sym) == 3 and sym[0] in COLORS and sym[1:] == "/P":  # {B/P}: {B} or 2 life (107.4f)
                phyrexian.append(sym[0])
            elif "/" in sym and all(part in TYPES for part in sym.split("/")):
                a, b = sym.split("/")
                hybrid.append((a, b))
            else:
                raise RulesError(f"unsupported mana symbol {{{sym}}} in {text!r}")
        return cls(generic, _freeze(typed), tuple(hybrid), x, tuple(phyrexian))

    @property
    def typed_counts(self) -> Counter[str]:
        return Counter(dict(self.typed))

    def mana_value(self, x_value: int = 0) -> int:
        """CR 202.3: total amount of mana; X counts as `x_value`, each hybrid symbol as 1 (202.3f), each
        Phyrexian symbol as 1 (202.3g)."""
        return self.generic + sum(n for _, n in self.typed) + len(self.hybrid) + len(self.phyrexian) + self.x * x_value

    def with_x(self, x_value: int) -> ManaCost:
        """The cost with each {X} replaced by `x_value` generic mana (CR 107.3a)."""
        return ManaCost(self.generic + self.x * x_value, self.typed, self.hybrid, 0, self.phyrexian)

    def __add__(self, other: ManaCost) -> ManaCost:
        typed = self.typed_counts + other.typed_counts
        return ManaCost(
            self.generic + other.generic,
            _freeze(typed),
            self.hybrid + other.hybrid,
            self.x + other.x,
            self.phyrexian + other.phyrexian,
        )

    def times(self, n: int) -> ManaCost:
        total = ManaCost()
        for _ in range(n):
            total = total + self
        return total

    def reduce_generic(self, amount: int) -> ManaCost:
        """CR 118.7a: a generic reduction affects only the generic component, never below {0}."""
        return ManaCost(max(0, self.generic - amount), self.typed, self.hybrid, self.x, self.phyrexian)

    def is_free(self) -> bool:
        return not (self.generic or self.typed or self.hybrid or self.x or self.phyrexian)

    def __str__(self) -> str:
        parts = []
        if self.x:
            parts.append("{X}" * self.x)
        if self.generic or (not self.typed and not self.hybrid and not self.x and not self.phyrexian):
            parts.append(f"{{{self.generic}}}")
        parts += [f"{{{a}/{b}}}" for a, b in self.hybrid]
        parts += [f"{{{c}/P}}" for c in self.phyrexian]
        counts = self.typed_counts
        parts += [f"{{{t}}}" * counts[t] for t in TYPES if counts[t]]
        return "".join(parts)


@functools.lru_cache(maxsize=4096)
def _parse_cost(cls: type[ManaCost], text: str) -> ManaCost:
    """Costs are immutable, and the same few texts come back on every board: each is parsed once."""
    return cls._parse(text)


def _freeze(counts: Counter[str]) -> tuple[tuple[str, int], ...]:
    return tuple((t, counts[t]) for t in TYPES if counts[t] > 0)


def parse_mana(text: str) -> Counter[str]:
    """Parse an amount of mana such as `{G}{G}{C}` (no generic or X symbols) into counts per type."""
    cost = ManaCost.parse(text)
    if cost.generic or cost.hybrid or cost.x:
        raise RulesError(f"{text!r} is not an amount of typed mana")
    return cost.typed_counts


def format_mana(counts: Counter[str]) -> str:
    """Canonical text of an amount of mana: types in WUBRGC order, `{G}{G}` style."""
    return "".join(f"{{{t}}}" * counts[t] for t in TYPES)  # a type with no mana repeats its symbol 0 times


@dataclass
class ManaPool:
    """A player's mana pool (CR 106.4)."""

    mana: Counter[str] = field(default_factory=Counter)
    choices: Choices = REFERENCE  # how the player pays when they don't say (107.4b, 107.4e)

    def add(self, counts: Counter[str]) -> None:
        self.mana.update(counts)

    def empty(self) -> None:
        self.mana.clear()

    def total(self) -> int:
        return sum(self.mana.values())

    def __str__(self) -> str:
        return format_mana(self.mana)

    def payment_for(self, cost: ManaCost) -> Counter[str] | None:
        """Mana from this pool that pays `cost` exactly (CR 601.2h), or None if it can't be paid.

        Hybrid symbols are tried in every combination (CR 107.4e), the halves in the order `choices` gives;
        generic is paid last from what is left, the types in the order `choices` gives (107.4b).
        """
        if cost.x:
            raise RulesError("X must be chosen before a cost is paid")
        _no_phyrexian(cost)
        order = self.choices.generic_order
        for halves in product(*map(self.choices.hybrid_halves, cost.hybrid)):
            need = cost.typed_counts + Counter(halves)
            if any(self.mana[t] < n for t, n in need.items()):
                continue
            left = self.mana - need
            if sum(left.values()) < cost.generic:
                continue
            paid = Counter(need)
            generic = cost.generic
            for t in order:
                take = min(generic, left[t])
                paid[t] += take
                generic -= take
            return +paid
        return None

    def pay(self, cost: ManaCost, using: Counter[str] | None = None) -> int:
        """Remove the mana that pays `cost`; returns how much mana was spent (CR 700.14 counts it). `using`:
        the mana the player chose to pay with (601.2h); without it, `payment_for` picks."""
        if using is not None:
            self._check_chosen(cost, using)
            paid: Counter[str] | None = +using
        else:
            paid = self.payment_for(cost)
        if paid is None:
            raise RulesError(f"can't pay {cost} with {str(self) or 'no mana'} in the mana pool", rule="601.2h")
        self.mana -= paid
        return sum(paid.values())

    def _check_chosen(self, cost: ManaCost, using: Counter[str]) -> None:
        """CR 601.2h: the player pays with mana in their pool, and the mana they choose must pay the cost
        exactly: each coloured or colourless symbol by its own type, a hybrid symbol by one of its halves,
        generic mana by any type."""
        if cost.x:
            raise RulesError("X must be chosen before a cost is paid")
        _no_phyrexian(cost)
        if any(self.mana[t] < n for t, n in using.items()):
            raise RulesError(f"{format_mana(using)} is not in the mana pool ({self or 'empty'})", rule="601.2h")
        for halves in product(*cost.hybrid):
            need = cost.typed_counts + Counter(halves)
            if all(using[t] >= n for t, n in need.items()) and sum((using - need).values()) == cost.generic:
                return
        raise RulesError(f"{format_mana(using)} doesn't pay {cost}", rule="601.2h")


def _no_phyrexian(cost: ManaCost) -> None:
    """Paying a Phyrexian symbol needs the payer's announcement of mana or 2 life (CR 601.2b, 107.4f), which the
    protocol can't state yet: such a payment is unsupported, never made as if the symbol weren't there."""
    if cost.phyrexian:
        raise Unsupported(f"paying the Phyrexian mana of {cost}")

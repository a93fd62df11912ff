"""The choices the rules leave free: one policy an engine is built with, consulted where a rule lets a player (or
the engine on their behalf) choose and the action names no choice.

`REFERENCE` is the reference engine's habit in each; `OTHER` takes each the other way. Both are correct: the
corpus passes on both (docs/adapters.md, "What an engine may choose"), so a scenario whose outcome depends on one
of these choices must name it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TypeVar

T = TypeVar("T")


@dataclass(frozen=True)
class Choices:
    """The free choices, each with the rule that leaves it free."""

    generic_order: str = "CGRBUW"
    """CR 107.4b, 601.2h: generic mana can be paid with any type of mana, and the player chooses which. Without a
    `payment`, the types of the pool are spent on generic mana in this order (the first one first)."""

    hybrid_second_half_first: bool = False
    """CR 107.4e: a hybrid symbol is paid with either of its halves. Without a `payment`, the first half that the
    pool can pay is used (`{R/G}`: red when it can), or, when true, the second half (green when it can)."""

    keep_mana_abilities: bool = False
    """CR 730.1: when an action is reversed, each player may also reverse the legal mana abilities they activated
    while making it, and may not reverse them. False: they are reversed with the rest of the action; true: they are
    kept (the source stays tapped or sacrificed, the mana stays in the pool)."""

    offer_every_card_looked_at: bool = False
    """CR 608.2d: a player can't choose an illegal option, but which options are shown is free. Choosing among the
    cards an effect looked at or revealed ("you may put a creature card from among them..."): false offers only the
    cards that fit; true offers every card looked at, and refuses a pick that doesn't fit (608.2d)."""

    offer_only_fitting_cards_of_a_hand: bool = False
    """CR 608.2d, as above: choosing cards of a hand (a revealed hand, "you choose a nonland card from it"; one's own
    hand to discard), false offers every card of the hand; true offers only those that fit what is chosen."""

    identical_triggers_last_first: bool = False
    """CR 603.3b: a player puts their triggered abilities that triggered at once on the stack in any order they
    choose. When they are all the same ability of the same source, the engine asks nothing and puts them on the
    stack in the order they triggered, or, when true, in the reverse order."""

    ask_for_a_single_mode: bool = False
    """CR 603.3c: the controller of a modal triggered ability announces its mode as it goes on the stack, and a mode
    that would be illegal can't be chosen. With one legal mode left, false announces it at once; true asks for it
    (a `choose_mode` whose only option is that mode)."""

    priority_checked_first: bool = False
    """CR 601.2, 117.1: while a spell is being cast no player may act (601.2), and a player who doesn't hold priority
    may not act either (117.1). Both forbid an opponent's action then; false names 601.2, true names 117.1 (the
    caster, who holds priority, is refused under 601.2 either way)."""

    random_orders_reversed: bool = False
    """An effect that puts cards somewhere "in a random order" (as cascade's 702.85a and discover's 701.55a do) lets
    any order come out. False keeps the cards in the order they were (a library's top first), true reverses it."""

    def __post_init__(self) -> None:
        if sorted(self.generic_order) != sorted("WUBRGC"):
            raise ValueError(f"a generic payment order names each type of mana once, not {self.generic_order!r}")

    def hybrid_halves(self, symbol: tuple[str, str]) -> tuple[str, str]:
        """The halves of a hybrid symbol in the order they are tried (107.4e)."""
        return (symbol[1], symbol[0]) if self.hybrid_second_half_first else symbol

    def random_order(self, cards: list[T]) -> list[T]:
        """Cards put somewhere "in a random order": the order they come out in."""
        return cards[::-1] if self.random_orders_reversed else cards


REFERENCE = Choices()
"""The reference engine's habits: colourless mana first for generic costs, the first half of a hybrid symbol, every
mana ability reversed with a refused action, only the fitting cards offered among cards looked at and a whole hand
when choosing in a hand, identical triggers in order, a single legal mode announced at once, an action during a
cast refused under 601.2, a random order the order the cards were in."""

OTHER = Choices(
    generic_order="WUBRGC",
    hybrid_second_half_first=True,
    keep_mana_abilities=True,
    offer_every_card_looked_at=True,
    offer_only_fitting_cards_of_a_hand=True,
    identical_triggers_last_first=True,
    ask_for_a_single_mode=True,
    priority_checked_first=True,
    random_orders_reversed=True,
)
"""Every free choice the other way: coloured mana first for generic costs, from the other end of the pool (white
first, colourless last), the second half of a hybrid symbol, mana abilities kept when an action is reversed, every
card looked at offered and only the fitting cards of a hand, identical triggers in reverse order, a single legal
mode asked for, an opponent's action during a cast refused under 117.1 (no priority), a random order reversed."""

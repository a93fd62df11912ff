"""Choices made while a spell or ability resolves (CR 608.2d): the game waits for the answer."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from itertools import permutations
from typing import Any

from .errors import RulesError
from .filters import matches
from .game import Game
from .objects import GameObject


@dataclass
class CardChoice:
    """`player` chooses from `options` one card for each filter in `picks`, as many as possible."""

    player: str
    prompt: str
    options: list[GameObject]
    picks: list[dict[str, Any]]
    source: GameObject
    complete: Callable[[list[GameObject]], None]

    def describe(self) -> dict[str, Any]:
        return {
            "kind": "choose_cards",
            "player": self.player,
            "prompt": self.prompt,
            "options": [o.card_name for o in self.options],
            "max": self.most_possible(),
        }

    def _fits(self, game: Game, cards: list[GameObject]) -> bool:
        """Can `cards` be matched to distinct picks?"""
        return any(
            all(matches(game, c, self.picks[i], self.player, self.source) for c, i in zip(cards, order, strict=False))
            for order in permutations(range(len(self.picks)), len(cards))
        )

    def most_possible(self, game: Game | None = None) -> int:
        game = game or self._game
        for n in range(min(len(self.picks), len(self.options)), 0, -1):
            if any(self._fits(game, list(c)) for c in permutations(self.options, n)):
                return n
        return 0

    def answer(self, game: Game, chosen: list[GameObject]) -> None:
        if len({c.oid for c in chosen}) != len(chosen) or any(c not in self.options for c in chosen):
            raise RulesError("each chosen card must be a different card among the options", rule="608.2d")
        if not self._fits(game, chosen):
            raise RulesError("the chosen cards don't fit what must be chosen", rule="608.2d")
        need = self.most_possible(game)
        if len(chosen) < need:
            raise RulesError(
                f"{need} card(s) must be chosen when able, {len(chosen)} chosen (CR 608.2d)", rule="608.2d"
            )
        self.complete(chosen)


def ask(game: Game, choice: CardChoice) -> None:
    choice._game = game  # type: ignore[attr-defined]
    game.pending_choice = choice

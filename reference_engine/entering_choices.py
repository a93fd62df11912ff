"""Choices a replacement effect needs as a permanent enters (CR 614.12a): "As this artifact enters, choose a
color" is made before the permanent enters the battlefield, so a permanent spell waits for it as it resolves."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, ClassVar

from .choices import ask
from .errors import RulesError
from .game import Game
from .objects import GameObject
from .vocabulary import Replacement

COLORS = ("W", "U", "B", "R", "G")  # CR 105.1


@dataclass
class ColorChoice:
    """`player` chooses one of the five colours for `source` before it enters (CR 614.12a, 105.1)."""

    rule: ClassVar[str] = "614.12a"  # the rule a pending choice of this kind comes from

    player: str
    source: GameObject
    complete: Callable[[str], None]

    def describe(self) -> dict[str, Any]:
        return {
            "kind": "choose_color",
            "player": self.player,
            "prompt": f"choose a color as {self.source.card_name} enters",
            "source": self.source.card_name,
            "options": list(COLORS),
            "max": 1,
        }

    def answer_color(self, game: Game, color: str) -> None:
        """CR 105.4: a player asked to choose a color must choose one of the five; colorless is none."""
        if color not in COLORS:
            raise RulesError(f"{color!r} is not a color (W, U, B, R or G)", rule="105.4")
        self.complete(color)

    def answer(self, game: Game, chosen: list[Any]) -> None:
        raise RulesError("a color must be chosen, not cards or players", rule="614.12a")


def ask_before_entering(game: Game, permanent: GameObject, controller: str, enter: Callable[[], None]) -> bool:
    """CR 614.12a: if an "as [this] enters, choose a color" replacement of the permanent about to enter has no
    colour chosen yet (none was named up front), its controller chooses one first, and then it enters (`enter`).
    Returns whether the game now waits for that choice."""
    wanted = any(r.kind == "choose_as_enters" for r in permanent.behaviour.of(Replacement))
    if not wanted or "color" in permanent.chosen:
        return False

    def complete(color: str) -> None:
        game.pending_choice = None
        permanent.chosen["color"] = color
        enter()

    ask(game, ColorChoice(controller, permanent, complete))
    return True

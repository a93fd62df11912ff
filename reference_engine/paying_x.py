"""An X that appears in the text of a spell or ability but in none of its costs, and that its text doesn't define:
its controller chooses it (CR 107.3f), here as the ability resolves, with the mana it offers to pay (608.2g)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from .choices import ask
from .errors import RulesError
from .mana import ManaCost
from .offers import pay_offered

if TYPE_CHECKING:
    from .effect_context import Context

Spec = dict[str, Any]


def chosen_x(x: int) -> int:
    """The value the controller chose for an X that only the text of the ability holds (CR 107.3f)."""
    return x


@dataclass
class PayXChoice:
    """CR 107.3f, 608.2g: "you may pay {X}. If you do, ...": the X is in the text of the ability and in none of its
    costs, and the text doesn't define it, so its controller chooses it as the ability resolves, with the payment;
    declining chooses no X. Until they answer they may activate mana abilities (`pays_mana`)."""

    rule: ClassVar[str] = "107.3f"  # the rule a pending choice of this kind comes from
    pays_mana: ClassVar[bool] = True

    player: str
    prompt: str
    complete: Callable[[int | None], None]

    def describe(self) -> dict[str, Any]:
        return {"kind": "pay_mana", "player": self.player, "prompt": self.prompt, "options": ["{X}"], "max": 1}

    def answer_yes_no(self, game: Any, paid: bool) -> None:
        if paid:
            raise RulesError("paying {X} needs a value for X, chosen by the ability's controller (CR 107.3f)",
                             rule="107.3f")  # fmt: skip
        self.complete(None)

    def answer_x(self, game: Any, paid: bool, x: int) -> None:
        if not paid or x < 0:
            raise RulesError("a value for X is chosen only to pay {X}, and it is 0 or more (CR 107.3f, 107.1b)",
                             rule="107.3f")  # fmt: skip
        self.complete(chosen_x(x))

    def answer(self, game: Any, chosen: list[Any]) -> None:
        raise RulesError("this choice is answered by paying {X} with a value of X, or not", rule=self.rule)


def may_pay_x(ctx: Context, e: Spec, run: Callable[[Context, tuple[Spec, ...]], bool]) -> None:
    """ "You may pay {X}. If you do, [effects that use X]": the controller chooses X as the ability resolves
    (107.3f) and pays it from the pool (608.2g; mana it doesn't hold can't be paid, 118.3); the effects then use
    that X. `run` carries out the effects, as the effect vocabulary does (False when they wait for a choice)."""
    spec, game = e["may_pay_x"], ctx.game

    def complete(x: int | None) -> None:
        if x is not None:
            pay_offered(game, ctx.controller, ManaCost.parse("{X}").with_x(x))
            ctx.x = x
        game.pending_choice = None
        if x is None or run(ctx, tuple(spec["effects"])):
            ctx.data["after_choice"]()

    ask(game, PayXChoice(ctx.controller, spec.get("prompt", "pay {X}?"), complete))

"""Choices made while a spell or ability resolves (CR 608.2d): the game waits for the answer."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from itertools import permutations
from typing import Any, ClassVar

from .errors import RulesError
from .filters import matches
from .game import Game
from .objects import GameObject


@dataclass
class CardChoice:
    """`player` chooses from `options` one card for each filter in `picks`, as many as possible."""

    rule: ClassVar[str] = "608.2d"  # the rule a pending choice of this kind comes from

    player: str
    prompt: str
    options: list[GameObject]
    picks: list[dict[str, Any]]
    source: GameObject
    complete: Callable[[list[GameObject]], None]

    def describe(self) -> dict[str, Any]:
        shown = self.options  # which of them are shown is free (608.2d); one that doesn't fit is refused either way
        if self._game.choices.offer_only_fitting_cards_of_a_hand:
            shown = [o for o in self.options if self._fits(self._game, [o])]
        return {
            "kind": "choose_cards",
            "player": self.player,
            "prompt": self.prompt,
            "options": [o.card_name for o in shown],
            "max": self.most_possible(),
        }

    def _fits(self, game: Game, cards: list[GameObject]) -> bool:
        """Can `cards` be matched to distinct picks?"""
        return any(
            all(matches(game, c, self.picks[i], self.player, self.source) for c, i in zip(cards, order, strict=False))
            for order in permutations(range(len(self.picks)), len(cards))
        )

    def nothing_to_choose(self, game: Game) -> bool:
        """No option fits any pick: nothing can be chosen (CR 608.2d), so no choice waits (609.3)."""
        return not any(self._fits(game, [c]) for c in self.options)

    def most_possible(self, game: Game | None = None) -> int:
        game = game or self._game
        for n in range(min(len(self.picks), len(self.options)), 0, -1):
            if any(self._fits(game, list(c)) for c in permutations(self.options, n)):
                return n
        return 0

    def answer(self, game: Game, chosen: list[GameObject]) -> None:
        if not all(isinstance(c, GameObject) for c in chosen):
            raise RulesError("only cards can be chosen here, not players", rule="608.2d")
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


def ask(game: Game, choice: Any) -> None:
    choice._game = game  # type: ignore[attr-defined]
    game.pending_choice = choice


@dataclass
class TargetChoice:
    """CR 603.3d: the controller of a triggered ability chooses its targets as it is put on the stack, one
    target for each requirement in `specs`, from `options` (the legal candidates of each)."""

    rule: ClassVar[str] = "603.3d"  # the rule a pending choice of this kind comes from

    player: str
    source: GameObject
    specs: tuple[dict[str, Any], ...]
    options: list[list[Any]]
    complete: Callable[[list[Any]], None]

    def describe(self) -> dict[str, Any]:
        names = {_name(o) for opts in self.options for o in opts}
        return {
            "kind": "choose_targets",
            "player": self.player,
            "prompt": f"choose the target(s) of a triggered ability of {self.source.card_name}",
            "source": self.source.card_name,
            "options": sorted(names),
            "max": len(self.specs),
        }

    def answer(self, game: Game, chosen: list[Any]) -> None:
        if len(chosen) != len(self.specs):
            raise RulesError(f"{len(self.specs)} target(s) must be chosen, {len(chosen)} chosen", rule="603.3d")
        for order in permutations(chosen):
            if all(_among(t, opts) for t, opts in zip(order, self.options, strict=True)):
                self.complete(list(order))
                return
        raise RulesError("a chosen target isn't a legal target of this ability", rule="603.3d")


@dataclass
class TriggerOrder:
    """CR 603.3b: a player puts their triggered abilities that triggered at once on the stack in any order
    they choose. The answer names each ability's source in the order they go on the stack (the first goes on
    first, so it resolves last)."""

    rule: ClassVar[str] = "603.3b"  # the rule a pending choice of this kind comes from

    player: str
    triggers: list[Any]  # `triggers.PendingTrigger`s
    complete: Callable[[list[Any]], None]

    def describe(self) -> dict[str, Any]:
        return {
            "kind": "order_triggers",
            "player": self.player,
            "prompt": "put these triggered abilities on the stack in an order (the first listed goes on first)",
            "options": [t.source.card_name for t in self.triggers],
            "max": len(self.triggers),
        }

    def answer(self, game: Game, chosen: list[Any]) -> None:
        left = list(self.triggers)
        ordered = []
        for obj in chosen:
            found = next((t for t in left if isinstance(obj, GameObject) and t.source.identity == obj.identity), None)
            if found is None:
                raise RulesError(f"{_name(obj)} is not the source of a triggered ability waiting here", rule="603.3b")
            left.remove(found)
            ordered.append(found)
        if left:
            raise RulesError(
                f"every waiting triggered ability must be put on the stack: {len(left)} not ordered", rule="603.3b"
            )
        self.complete(ordered)


def _name(option: Any) -> str:
    return option if isinstance(option, str) else option.card_name


def _among(target: Any, options: list[Any]) -> bool:
    if isinstance(target, str):
        return target in options
    return any(isinstance(o, GameObject) and o.oid == target.oid for o in options)


@dataclass
class DiscardChoice:
    """CR 514.1: the active player discards down to their maximum hand size; they choose which `count` cards of
    their hand (`options`) to discard."""

    rule: ClassVar[str] = "514.1"  # the rule a pending choice of this kind comes from

    player: str
    count: int
    options: list[GameObject]
    complete: Callable[[list[GameObject]], None]

    def describe(self) -> dict[str, Any]:
        return {
            "kind": "discard",
            "player": self.player,
            "prompt": f"discard {self.count} card(s) down to your maximum hand size",
            "options": [o.card_name for o in self.options],
            "max": self.count,
        }

    def answer(self, game: Game, chosen: list[Any]) -> None:
        if not all(isinstance(c, GameObject) and c in self.options for c in chosen) or len(set(map(id, chosen))) != len(
            chosen
        ):
            raise RulesError("each card to discard must be a different card of the hand", rule="514.1")
        if len(chosen) != self.count:
            raise RulesError(f"{self.count} card(s) must be discarded, {len(chosen)} chosen", rule="514.1")
        self.complete(chosen)


@dataclass
class LegendChoice:
    """CR 704.5j: a player controlling two or more legendary permanents with the same name chooses one of them
    (`options`) to keep; the rest are put into their owners' graveyards."""

    rule: ClassVar[str] = "704.5j"  # the rule a pending choice of this kind comes from

    player: str
    options: list[GameObject]
    complete: Callable[[GameObject], None]

    def describe(self) -> dict[str, Any]:
        return {
            "kind": "keep_legend",
            "player": self.player,
            "prompt": f"choose the {self.options[0].name} to keep (the legend rule)",
            "options": [o.card_name for o in self.options],
            "max": 1,
        }

    def answer(self, game: Game, chosen: list[Any]) -> None:
        if len(chosen) != 1 or not any(chosen[0] is o for o in self.options):
            raise RulesError("one of the legendary permanents with that name must be chosen", rule="704.5j")
        self.complete(chosen[0])


@dataclass
class ReplacementOrder:
    """CR 616.1: the affected player chooses which of the replacement effects that would modify one event applies
    first. The answer names sources in the order they apply (the first named applies first); by 616.1f the process
    repeats for those not named: when their order still changes the outcome (`matters`, given the order so far),
    the player is asked again about them; otherwise they apply as listed (the last one left applies alone)."""

    rule: ClassVar[str] = "616.1"  # the rule a pending choice of this kind comes from

    player: str
    sources: list[GameObject]
    complete: Callable[[list[int]], None]  # the indices into `sources`, in the order chosen
    matters: Callable[[list[int]], bool]  # given the order so far: do the orders of the others differ?

    def describe(self) -> dict[str, Any]:
        return {
            "kind": "order_replacements",
            "player": self.player,
            "prompt": "apply these replacement effects in an order (the first listed applies first)",
            "options": [s.card_name for s in self.sources],
            "max": len(self.sources),
        }

    def answer(self, game: Game, chosen: list[Any]) -> None:
        left = list(range(len(self.sources)))
        order = []
        for obj in chosen:
            found = next((i for i in left if isinstance(obj, GameObject) and self.sources[i].oid == obj.oid), None)
            if found is None:
                raise RulesError(f"{_name(obj)} is not the source of a replacement effect to order", rule="616.1")
            left.remove(found)
            order.append(found)
        if not order:
            raise RulesError("one of the replacement effects must be chosen to apply first", rule="616.1")
        if self.matters(order):
            ask(game, self._rest(order, left))
            return
        self.complete(order + left)

    def _rest(self, order: list[int], left: list[int]) -> ReplacementOrder:
        """CR 616.1f: the same choice again, among the effects not yet applied."""
        return ReplacementOrder(
            self.player,
            [self.sources[i] for i in left],
            lambda rest: self.complete(order + [left[i] for i in rest]),
            lambda more: self.matters(order + [left[i] for i in more]),
        )


@dataclass
class OptionalChoice:
    """CR 608.2d: while an ability resolves, `player` may choose one of `options`, or nothing (an "unless" cost
    the player may pay or not, 118.12). `shown`: the cards the player looked at, of which `options` are those that
    fit; which of them the engine shows is free (`Choices.offer_every_card_looked_at`), a pick among them that doesn't
    fit is refused either way (608.2d)."""

    rule: ClassVar[str] = "608.2d"  # the rule a pending choice of this kind comes from

    player: str
    prompt: str
    options: list[GameObject]
    complete: Callable[[list[GameObject]], None]
    shown: list[GameObject] = field(default_factory=list)

    def describe(self) -> dict[str, Any]:
        every = self.shown if self.shown and self._game.choices.offer_every_card_looked_at else self.options
        return {
            "kind": "choose_cards",
            "player": self.player,
            "prompt": self.prompt,
            "options": [o.card_name for o in every],
            "max": 1,
        }

    def answer(self, game: Game, chosen: list[Any]) -> None:
        if len(chosen) > 1:
            raise RulesError("at most one of the options may be chosen", rule="608.2d")
        if not all(any(c is o for o in self.options) for c in chosen):
            raise RulesError("the chosen card isn't one that can be chosen (CR 608.2d)", rule="608.2d")
        self.complete(chosen)


@dataclass
class ModeChoice:
    """CR 603.3c, 700.2: the controller of a modal triggered ability announces its mode as it is put on the
    stack: one of the modes numbered in printed order (`count` of them), among those that can be chosen
    (`legal`: a mode with a target it can't choose can't be)."""

    rule: ClassVar[str] = "603.3c"  # the rule a pending choice of this kind comes from

    player: str
    source: GameObject
    count: int
    legal: list[int]
    complete: Callable[[int], None]

    def describe(self) -> dict[str, Any]:
        return {
            "kind": "choose_mode",
            "player": self.player,
            "prompt": f"choose the mode of a triggered ability of {self.source.card_name}",
            "source": self.source.card_name,
            "options": [str(n) for n in self.legal],
            "max": 1,
        }

    def answer_modes(self, game: Game, modes: list[int]) -> None:
        if len(modes) != 1:
            raise RulesError(f"one mode must be chosen, {len(modes)} chosen", rule="700.2")
        if modes[0] not in range(1, self.count + 1):
            raise RulesError(f"the ability has no mode {modes[0]}", rule="700.2")
        if modes[0] not in self.legal:
            raise RulesError(f"mode {modes[0]} would be illegal: it can't be chosen", rule="603.3c")
        self.complete(modes[0])

    def answer(self, game: Game, chosen: list[Any]) -> None:
        raise RulesError("a mode must be announced, not cards or players", rule="603.3c")


@dataclass
class YesNoChoice:
    """CR 608.2d: while a spell or ability resolves, `player` chooses whether to do what it offers ("you may")."""

    rule: ClassVar[str] = "608.2d"  # the rule a pending choice of this kind comes from

    player: str
    prompt: str
    complete: Callable[[bool], None]

    def describe(self) -> dict[str, Any]:
        return {"kind": "yes_no", "player": self.player, "prompt": self.prompt, "options": ["yes", "no"], "max": 1}

    def answer_yes_no(self, game: Game, accepted: bool) -> None:
        self.complete(accepted)

    def answer(self, game: Game, chosen: list[Any]) -> None:
        raise RulesError("this choice is answered yes or no, not with cards or players", rule=self.rule)


@dataclass
class PayChoice:
    """CR 608.2g, 118.12: while a spell or ability resolves, `player` chooses whether to pay `cost` (mana); until
    they answer they may activate mana abilities (`pays_mana`), and nothing else."""

    rule: ClassVar[str] = "608.2g"  # the rule a pending choice of this kind comes from
    pays_mana: ClassVar[bool] = True

    player: str
    prompt: str
    cost: str
    complete: Callable[[bool], None]

    def describe(self) -> dict[str, Any]:
        return {"kind": "pay_mana", "player": self.player, "prompt": self.prompt, "options": [self.cost], "max": 1}

    def answer_yes_no(self, game: Game, paid: bool) -> None:
        self.complete(paid)

    def answer(self, game: Game, chosen: list[Any]) -> None:
        raise RulesError("this choice is answered by paying or not, not with cards or players", rule=self.rule)

"""The engine's JSON face: `hello`, `load`, `perform`, `observe` with the objects of the adapter protocol.

Refusals are answers (`{"ok": false, "illegal": reason, "rule": "302.6"}`), not errors. Kinds the engine lacks raise
`Unsupported`; a bad board raises `BoardError`.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from .abilities import activate
from .attacking import declare_attackers
from .blocking import declare_blockers
from .board import load_board
from .cards import CardLibrary
from .casting import CastRequest, cast, continue_cast
from .errors import RulesError, Unsupported
from .game import Game
from .observe import QUERIES, observe
from .policy import OTHER, REFERENCE, Choices
from .priority import give_priority, pass_priority, resolve_top
from .reversal import record, reverse
from .stack import refuse_while_casting, require_priority
from .turns import advance, play_land
from .version import __version__


def _as_list(value: Any) -> list[Any]:
    if value is None:
        return []
    return value if isinstance(value, list) else [value]


def _cast(game: Game, a: dict[str, Any]) -> None:
    cast(
        game,
        CastRequest(
            player=a["player"],
            card=a["card"],
            from_zone=a.get("from"),
            alternative=_as_list(a.get("alternative")),
            sacrifice=_as_list(a.get("sacrifice")),
            x=a.get("x", 0),
            kicked=a.get("kicker", 0),
            targets=_as_list(a.get("targets")),
            division=_as_list(a.get("division")),
            mana_abilities=_as_list(a.get("mana_abilities")),
            choices=a.get("choices", {}),
            payment=a.get("payment"),
            adventure=a.get("adventure", False),
            offspring=a.get("offspring", False),
        ),
        a.get("stop"),
    )


def _activate(game: Game, a: dict[str, Any]) -> None:
    choice = game.pending_choice
    casting = game.casting
    if getattr(choice, "pays_mana", False) and a["player"] == choice.player:
        # CR 608.2g: offered to pay mana, the player may activate mana abilities first (and nothing else)
        _activate_while_paying(game, a, "608.2g")
        return
    if casting is not None and casting.stage == "paying" and a["player"] == casting.req.player:
        # CR 601.2g: while paying, the caster may activate mana abilities (and nothing else)
        _activate_while_paying(game, a, "601.2g")
        return
    activate(
        game,
        a["player"],
        a["object"],
        a["ability"],
        targets=_as_list(a.get("targets")),
        mana_choice=a.get("mana"),
        x=a.get("x", 0),
        sacrifice_ref=a.get("sacrifice"),
        payment=a.get("payment"),
    )


def _activate_while_paying(game: Game, a: dict[str, Any], rule: str) -> None:
    """A mana ability activated while a cost is being paid: part of the payment, which a refusal later in the
    same cast reverses, or keeps (CR 730.1)."""
    activate(game, a["player"], a["object"], a["ability"], mana_choice=a.get("mana"),
             sacrifice_ref=a.get("sacrifice"), during_payment=True, payment_rule=rule)  # fmt: skip
    record(game, a["player"], a["object"], a["ability"], a.get("mana"), a.get("sacrifice"))


def _resolve(game: Game, a: dict[str, Any]) -> None:
    """All players pass priority in succession: the top object of the stack resolves (CR 117.4)."""
    require_priority(game, game.priority or game.active)  # nobody holds it: the active player would pass first
    if not game.stack:
        raise RulesError("the stack is empty", rule="117.4")
    resolve_top(game)


_ANSWERS: dict[str, tuple[str, Callable[[Any], Any]]] = {  # a choose action's answers other than cards and players
    "modes": ("answer_modes", lambda v: [int(m) for m in _as_list(v)]),  # CR 603.3c
    "accept": ("answer_yes_no", bool),  # 608.2d, 608.2g
    "color": ("answer_color", str),  # 614.12a
    "words": ("answer_words", list),  # 608.2d: the words a text-changing effect replaces (612.1)
    "assignment": ("answer_assignment", list),  # 510.1c, 702.19b
}


def _choose(game: Game, a: dict[str, Any]) -> None:
    choice = game.pending_choice
    if choice is None or choice.player != a["player"]:
        raise RulesError(f"{a['player']} has no choice to make", rule="117.1")
    if "x" in a:  # a value for an X the text of a resolving ability holds (CR 107.3f), with whether to pay it
        answer_x = getattr(choice, "answer_x", None)
        if answer_x is None:
            raise RulesError("this choice isn't answered with a value of X", rule=choice.rule)
        answer_x(game, bool(a.get("accept", True)), int(a["x"]))
        return
    for key, (method, value) in _ANSWERS.items():
        if key in a:
            answer = getattr(choice, method, None)
            if answer is None:
                raise RulesError(f"this choice isn't answered with {key}", rule=choice.rule)
            answer(game, value(a[key]))
            return
    players = _as_list(a.get("players"))
    for name in players:
        game.player(name)
    choice.answer(game, [*players, *(game.resolve_ref(r) for r in _as_list(a.get("cards")))])


def _declare(declare: Callable[[Game, str, list[dict[str, Any]]], None], key: str) -> Callable[..., None]:
    """A declaration of attackers (CR 508.1) or blockers (509.1), a turn-based action; then the active player
    receives priority, once triggered abilities are put on the stack (508.2, 509.2)."""

    def act(game: Game, a: dict[str, Any]) -> None:
        declare(game, a["player"], _as_list(a.get(key)))
        give_priority(game, game.active)

    return act


ACTIONS: dict[str, Callable[[Game, dict[str, Any]], None]] = {
    "cast": _cast,
    "activate": _activate,
    "play_land": lambda g, a: play_land(g, a["player"], a["card"]),
    "pass": lambda g, a: pass_priority(g, a["player"]),
    "resolve": _resolve,
    "choose": _choose,
    "advance": lambda g, a: advance(g, a.get("to", "next_turn")),
    "continue_cast": lambda g, a: continue_cast(g, a["player"], a.get("stop")),
    "declare_attackers": _declare(declare_attackers, "attackers"),
    "declare_blockers": _declare(declare_blockers, "blockers"),
}
_DURING_CASTING = ("continue_cast", "activate", "choose")  # the others are refused outright while a spell is being cast


def refusal_answer(refusal: RulesError) -> dict[str, Any]:
    """The protocol's `illegal` answer: the reason for people and, when the engine knows it, the rule that forbids
    the action (a CR number), which a scenario's `Then the action is refused (CR 302.6)` checks."""
    answer: dict[str, Any] = {"ok": False, "illegal": str(refusal)}
    if refusal.rule is not None:
        answer["rule"] = refusal.rule
    return answer


class ReferenceEngine:
    """The bundled rules engine behind the adapter contract. `choices`: how it takes the choices the rules leave
    free (`policy`); its name says which."""

    def __init__(self, catalog: Path, choices: Choices = REFERENCE) -> None:
        self.library = CardLibrary.from_mtgjson(catalog)
        self.game: Game | None = None
        self.choices = choices
        self.name = "reference" if choices == REFERENCE else "reference-other-choices"

    def hello(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "version": __version__,
            "protocol": 1,
            "capabilities": {"actions": sorted(ACTIONS), "queries": sorted(QUERIES)},
            "cards": self.library.names(),
        }

    def load(self, board: dict[str, Any]) -> None:
        self.game = load_board(self.library, board)
        self.game.adopt(self.choices)

    def perform(self, action: dict[str, Any]) -> dict[str, Any]:
        kind = action.get("kind")
        if kind not in ACTIONS:
            raise Unsupported(f"action {kind!r}")
        game = self._game()
        if game.casting is None:  # a new action, not the next one of a staged cast: no mana ability of its own yet
            game.mana_activations = []
        before = len(game.mana_activations)
        snapshot = game.snapshot()
        try:
            if game.over:
                raise RulesError("the game is over", rule="104.1")
            if game.casting is not None and kind not in _DURING_CASTING:
                refuse_while_casting(game, action.get("player"))
            ACTIONS[kind](game, action)
        except RulesError as refusal:
            # CR 730: whatever part of the action was done is undone; a refused step of a cast undoes the whole
            # cast, back to before the spell was proposed (601.2), which the refusal carries. The mana abilities
            # activated since then may be kept (730.1)
            kept = game.mana_activations[0 if refusal.undo_to is not None else before :]
            reverse(game, refusal.undo_to or snapshot, kept)
            return refusal_answer(refusal)
        return {"ok": True}

    def observe(self, query: dict[str, Any]) -> Any:
        return observe(self._game(), query)

    @classmethod
    def other_choices(cls, catalog: Path) -> ReferenceEngine:
        """The reference engine taking every free choice the other way (`policy.OTHER`): a second correct engine."""
        return cls(catalog, OTHER)

    def _game(self) -> Game:
        if self.game is None:
            raise RulesError("no board is loaded")
        return self.game

"""The effect of a text-changing spell (CR 612), "change the text of target spell or permanent by replacing all
instances of one basic land type with another" (Magical Hack): the choice of the two words as it resolves (608.2d)
and the effect it creates, which `text_changing` applies in layer 3 (613.1c)."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, ClassVar

from .choices import ask
from .effect_context import Context
from .errors import RulesError, Unsupported
from .game import Game
from .layers import Effect, add_effect
from .objects import GameObject
from .text_changing import BASIC_LAND_TYPES, TEXT_CHANGE


@dataclass
class WordsChoice:
    """CR 608.2d: as the text-changing spell resolves, its controller chooses the word to replace and the word that
    replaces it, two different basic land types."""

    rule: ClassVar[str] = "608.2d"  # the rule a pending choice of this kind comes from

    player: str
    source: GameObject
    complete: Callable[[str, str], None]

    def describe(self) -> dict[str, Any]:
        return {
            "kind": "choose_words",
            "player": self.player,
            "prompt": "choose a basic land type to replace, then the one that replaces it",
            "source": self.source.name,
            "options": list(BASIC_LAND_TYPES),
            "max": 2,
        }

    def answer_words(self, game: Game, words: list[str]) -> None:
        """Two words, the replaced one first: basic land types (205.3i), one replaced "with another"."""
        if len(words) != 2 or any(w not in BASIC_LAND_TYPES for w in words):
            raise RulesError(f"two basic land types are chosen, got {words!r}", rule="608.2d")
        if words[0] == words[1]:
            raise RulesError("a basic land type is replaced with another one", rule="608.2d")
        self.complete(words[0], words[1])

    def answer(self, game: Game, chosen: list[Any]) -> None:
        raise RulesError("words are chosen, not cards or players", rule=self.rule)


def _check_modelled(obj: GameObject, old: str) -> None:
    face = obj.copiable_face()
    if old in face.subtypes:
        raise Unsupported(f"changing the basic land type of {obj.name}'s type line is not modelled (CR 305.7)")
    rules_text = re.sub(r"\([^)]*\)", "", face.text)  # reminder text isn't rules text (207.2)
    if re.search(rf"\b{old}(?!walk)", rules_text, re.IGNORECASE):
        raise Unsupported(f"changing the word {old} in {obj.name}'s rules text is not modelled")


def change_text(ctx: Context, e: dict[str, Any]) -> None:
    """ "Change the text of target spell or permanent by replacing all instances of one basic land type with
    another": as the spell resolves its controller chooses the two words (608.2d), and the effect lasts
    indefinitely (611.2a), following a permanent spell onto the battlefield (400.7a)."""
    spec = e["change_text"]
    target = ctx.checked_target(spec.get("target", 0))
    if target is None:
        return
    assert ctx.source is not None

    def complete(old: str, new: str) -> None:
        ctx.game.pending_choice = None
        _check_modelled(target, old)
        add_effect(ctx.game, Effect(frozenset({target.oid}), until="indefinite", data={TEXT_CHANGE: (old, new)}))
        ctx.data["after_choice"]()

    ask(ctx.game, WordsChoice(ctx.controller, ctx.source, complete))


TEXT_VERBS: dict[str, Callable[[Context, dict[str, Any]], None]] = {"change_text": change_text}

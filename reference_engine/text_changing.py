"""Text-changing effects (CR 612), applied in layer 3 (613.1c): "change the text of target spell or permanent by
replacing all instances of one basic land type with another" (Magical Hack).

The effect changes the words of the object's own text used as a basic land type, among them the land type of a
landwalk keyword ("swampwalk" becomes "islandwalk", 702.14), in the keywords it prints (`changed_text`) and in the
keywords its static abilities grant (`changed_words`). It changes no ability that another effect grants the object
(612.3): those are added in layer 6, after this one. What the catalog's cards give no way to observe is refused as
not modelled rather than guessed: a land type in the target's type line (305.7) or elsewhere in its rules text.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from .errors import RulesError, Unsupported
from .game import Game
from .layers import Effect, add_effect
from .objects import Characteristics, GameObject

if TYPE_CHECKING:
    from .effect_context import Context

BASIC_LAND_TYPES = ("Plains", "Island", "Swamp", "Mountain", "Forest")  # CR 205.3i
TEXT_CHANGE = "text_change"  # an effect's data: the (old, new) word it replaces


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


def _walk(word: str) -> str | None:
    """The land type of a landwalk keyword (CR 702.14a), e.g. "Swamp" of "Swampwalk"."""
    found = re.fullmatch(r"([A-Za-z]+)walk", word)
    land = found.group(1).capitalize() if found else None
    return land if land in BASIC_LAND_TYPES else None


def _replaced(word: str, changes: list[tuple[str, str]]) -> str:
    for old, new in changes:  # in timestamp order (613.7): a later change sees what an earlier one wrote
        if _walk(word) == old:
            word = f"{new}walk"
    return word


def _changes(game: Game, obj: GameObject) -> list[tuple[str, str]]:
    found = [e for e in game.effects if obj.oid in e.affected and TEXT_CHANGE in e.data]
    return [e.data[TEXT_CHANGE] for e in sorted(found, key=lambda e: e.timestamp)]


def changed_text(game: Game, obj: GameObject, chars: Characteristics) -> Characteristics:
    """Layer 3 (CR 613.1c): the keywords the object prints, with the words text-changing effects replaced."""
    changes = _changes(game, obj)
    if not changes:
        return chars
    return chars.with_changes(keywords=frozenset(_replaced(k, changes) for k in chars.keywords))


def changed_words(game: Game, source: GameObject, words: tuple[str, ...] | list[str]) -> tuple[str, ...]:
    """The keywords a static ability of `source` grants, as the source's text now reads (CR 612.1): a change of the
    granting object's text changes what it grants, a change of the receiving object's text doesn't (612.3)."""
    changes = _changes(game, source)
    return tuple(_replaced(w, changes) for w in words) if changes else tuple(words)


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
    from .choices import ask  # choices sit above the layers, which read this module

    def complete(old: str, new: str) -> None:
        ctx.game.pending_choice = None
        _check_modelled(target, old)
        add_effect(ctx.game, Effect(frozenset({target.oid}), until="indefinite", data={TEXT_CHANGE: (old, new)}))
        ctx.data["after_choice"]()

    ask(ctx.game, WordsChoice(ctx.controller, ctx.source, complete))


TEXT_VERBS: dict[str, Callable[[Context, dict[str, Any]], None]] = {"change_text": change_text}

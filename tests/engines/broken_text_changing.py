"""Wrong engines for text-changing effects (CR 612), each misreading one rule as an engine author might: keyword
abilities kept apart from the rules text a text-changing effect rewrites (612.1), or the text change applied to every
ability the object has once abilities are added, those other effects grant it among them (612.3), or a token's text
left alone, as if only printed text could change (612.4), or every instance of the word replaced, the one in the
object's name too (612.2). Each is caught where tests/test_broken_text_changing.py
expects."""

from __future__ import annotations

from typing import Any

from reference_engine import continuous, objects, text_changing, text_changing_effects

from .broken_emerge import PatchingAdapter

_CHARACTERISTICS = continuous.characteristics


def _keywords_untouched(game: Any, obj: Any, chars: Any) -> Any:
    """612.1 broken: keywords aren't text, so a text-changing effect leaves them as printed."""
    return chars


def _words_untouched(game: Any, source: Any, words: Any) -> tuple[str, ...]:
    return tuple(words)


def _changed_after_abilities(game: Any, obj: Any, grants: Any = None) -> Any:
    """612.3 broken: the text change rewrites the object's abilities once every effect has added its own."""
    chars = _CHARACTERISTICS(game, obj, grants)
    changes = text_changing._changes(game, obj)
    if not changes:
        return chars
    return chars.with_changes(keywords=frozenset(text_changing._replaced(k, changes) for k in chars.keywords))


class TextChangeSkipsKeywords(PatchingAdapter):
    """Magical Hack changes nothing in a landwalk keyword: Bog Wraith keeps swampwalk."""

    name = "text-change-skips-keywords"
    rules = ("612.1",)  # the CR rules it breaks
    patches = (
        ("reference_engine.continuous.changed_text", _keywords_untouched),
        ("reference_engine.continuous.changed_words", _words_untouched),
    )


class TextChangeRewritesGrantedAbilities(PatchingAdapter):
    """Magical Hack on Emry rewrites the islandwalk Lord of Atlantis grants it."""

    name = "text-change-rewrites-granted-abilities"
    rules = ("612.3",)  # the CR rules it breaks
    patches = (
        ("reference_engine.continuous.changed_text", _keywords_untouched),
        ("reference_engine.continuous.characteristics", _changed_after_abilities),
        ("reference_engine.filters.characteristics", _changed_after_abilities),
        ("reference_engine.observe.characteristics", _changed_after_abilities),
    )


_CHANGED_TEXT = text_changing.changed_text
_CHANGED_WORDS = text_changing.changed_words


def _tokens_text_untouched(game: Any, obj: Any, chars: Any) -> Any:
    """612.4 broken: a token has no printed text, so a text-changing effect on it changes nothing."""
    return chars if obj.is_token else _CHANGED_TEXT(game, obj, chars)


def _tokens_words_untouched(game: Any, source: Any, words: Any) -> tuple[str, ...]:
    return tuple(words) if source.is_token else _CHANGED_WORDS(game, source, words)


class TextChangeSkipsTokens(PatchingAdapter):
    """Magical Hack on a token copy of Bog Wraith changes nothing: the token keeps swampwalk."""

    name = "text-change-skips-tokens"
    rules = ("612.4",)  # the CR rules it breaks
    patches = (
        ("reference_engine.continuous.changed_text", _tokens_text_untouched),
        ("reference_engine.continuous.changed_words", _tokens_words_untouched),
    )


_ADD_EFFECT = text_changing_effects.add_effect
_NAME = objects.GameObject.name
_RENAMED = "name_text_changed"


def _add_effect_renaming(game: Any, effect: Any) -> Any:
    """612.2 broken: "replacing all instances" of the land type rewrites the object's name as well."""
    if text_changing.TEXT_CHANGE in effect.data:
        for oid in effect.affected:
            game.objects[oid].chosen[_RENAMED] = effect.data[text_changing.TEXT_CHANGE]
    return _ADD_EFFECT(game, effect)


@property  # type: ignore[misc]
def _name_as_changed(self: Any) -> str:
    name = _NAME.fget(self)
    old, new = self.chosen.get(_RENAMED, ("", ""))
    return name.replace(old, new) if old else name


class TextChangeRenames(PatchingAdapter):
    """Magical Hack changing Mountain to Island on the Mountain Goat spell makes it an "Island Goat"."""

    name = "text-change-renames"
    rules = ("612.2",)  # the CR rules it breaks
    patches = (
        ("reference_engine.text_changing_effects.add_effect", _add_effect_renaming),
        ("reference_engine.objects.GameObject.name", _name_as_changed),
    )


# the functions replaced and used exist, under the names patched
assert continuous.changed_text and continuous.changed_words and text_changing._changes and text_changing._replaced

"""Card definitions: oracle facts (MTGJSON AtomicCards) joined with declarative behaviour.

Behaviour lives in the data modules of this package (`CARDS` dicts keyed by face name), written in the
small vocabulary that `reference_engine.abilities`, `casting`, `triggers` and `effects` interpret.
"""

from __future__ import annotations

import importlib
import json
import pkgutil
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..errors import BoardError, UnknownCard
from ..keywords import is_keyword_ability
from ..mana import ManaCost
from ..rollback import unchanging
from ..vocabulary import Behaviour, parse_behaviour


@dataclass(frozen=True)
class Face:
    """One face of a card: its printed characteristics and its behaviour (CR 109.3, 712)."""

    name: str
    mana_cost: ManaCost
    has_mana_cost: bool
    types: tuple[str, ...]
    subtypes: tuple[str, ...]
    supertypes: tuple[str, ...]
    power: str | None
    toughness: str | None
    colors: tuple[str, ...]
    keywords: tuple[str, ...]
    behaviour: Behaviour = field(default_factory=Behaviour, compare=False, hash=False)
    text: str = field(default="", compare=False, hash=False)  # the oracle text, to tell what behaviour leaves out


@dataclass(frozen=True)
class CardDef:
    """A card: its faces (front first) and layout (`normal`, `transform`, `meld`)."""

    name: str
    layout: str
    faces: tuple[Face, ...]

    @property
    def front(self) -> Face:
        return self.faces[0]

    @property
    def back(self) -> Face | None:
        return self.faces[1] if len(self.faces) > 1 else None


def _behaviours() -> dict[str, dict[str, Any]]:
    merged: dict[str, dict[str, Any]] = {}
    for info in pkgutil.iter_modules(__path__):
        module = importlib.import_module(f"{__name__}.{info.name}")
        for name, data in module.CARDS.items():  # every module of this package is a data module
            if name in merged:
                raise BoardError(f"card {name!r} is defined twice (second time in {info.name})")
            merged[name] = data
    return merged


def _face(raw: dict[str, Any], behaviours: dict[str, dict[str, Any]]) -> Face:
    """The catalog's schema (schemas/cards.schema.json, as MTGJSON) requires a face's type lists and colours;
    MTGJSON leaves out `manaCost` and `keywords` when there are none. Of its keywords, a face has the keyword
    abilities (CR 702), not keyword actions or ability words."""
    name = raw.get("faceName") or raw["name"]
    return Face(
        name=name,
        mana_cost=ManaCost.parse(raw.get("manaCost")),
        has_mana_cost="manaCost" in raw,
        types=tuple(raw["types"]),
        subtypes=tuple(raw["subtypes"]),
        supertypes=tuple(raw["supertypes"]),
        power=raw.get("power"),
        toughness=raw.get("toughness"),
        colors=tuple(raw["colors"]),
        keywords=tuple(k for k in raw.get("keywords", ()) if is_keyword_ability(k)),
        behaviour=parse_behaviour(behaviours.get(name, {})),
        text=raw.get("text", ""),
    )


@unchanging
class CardLibrary:
    """Every card the engine can put into a game, keyed by card name and by face name."""

    def __init__(self, cards: dict[str, CardDef]) -> None:
        self._cards = cards
        self._by_face = {face.name: card for card in cards.values() for face in card.faces}

    @classmethod
    def from_mtgjson(cls, path: Path) -> CardLibrary:
        """Build the library from an MTGJSON AtomicCards-shaped file (`{"data": {name: [faces]}}`)."""
        data = json.loads(Path(path).read_bytes())["data"]  # JSON is UTF-8 (RFC 8259)
        behaviours = _behaviours()
        cards = {}
        for name, faces in data.items():
            ordered = sorted(faces, key=lambda f: f.get("side", "a"))
            cards[name] = CardDef(name, ordered[0]["layout"], tuple(_face(f, behaviours) for f in ordered))
        return cls(cards)

    def get(self, name: str) -> CardDef:
        card = self._cards.get(name) or self._by_face.get(name)
        if card is None:
            raise UnknownCard(f"unknown card {name!r}: it is not in the card catalog")
        return card

    def names(self) -> list[str]:
        return sorted(self._cards)

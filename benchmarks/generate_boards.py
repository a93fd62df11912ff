"""The boards of a synthetic corpus (benchmarks/generate.py): the cards of the catalog it can use, read from their
oracle text, and a random main phase built from them."""

from __future__ import annotations

import json
import random
import re
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
FEATURES = ROOT / "features"
MANA_LINE = re.compile(r"^\(?\{T\}: Add ((?:\{[WUBRGC]\})+)\.\)?$")
ANY_COLOR_LINE = "{T}: Add one mana of any color."
HASTE_ANTHEM = "Creatures you control have haste."
KEYWORDS = ("Flying", "Haste", "Vigilance", "Trample", "First strike")
COLORS = "WUBRG"
ORDER = "WUBRGC"


@dataclass(frozen=True)
class CardFacts:
    """What the generator needs to know about a card, read from its oracle facts."""

    name: str
    creature: bool
    mana_value: int
    power: str | None
    toughness: str | None
    keywords: frozenset[str]
    produces: str | None = None  # "{C}{C}", or "any" for one mana of any color
    haste_anthem: bool = False


@dataclass
class Vocabulary:
    sources: list[CardFacts] = field(default_factory=list)
    vanilla: list[CardFacts] = field(default_factory=list)
    anthems: list[CardFacts] = field(default_factory=list)
    hand_cards: list[str] = field(default_factory=list)


def _engine_knows() -> set[str]:
    """Cards whose behaviour the reference engine defines (`reference_engine/cards/*.py`)."""
    from reference_engine.cards import _behaviours

    return set(_behaviours())


def load_vocabulary(catalog: Path = FEATURES / "cards.json") -> Vocabulary:
    """Sort the catalog's single-faced cards by what their oracle text lets a scenario do with them."""
    data = json.loads(catalog.read_text(encoding="utf-8"))["data"]
    known = _engine_knows()
    vocab = Vocabulary()
    for name, faces in sorted(data.items()):
        if len(faces) != 1 or faces[0].get("layout", "normal") != "normal":
            continue
        raw = faces[0]
        vocab.hand_cards.append(name)
        lines = [line for line in (raw.get("text") or "").split("\n") if line]
        keywords = frozenset(raw.get("keywords", ()))
        rest = [line for line in lines if not all(w.strip().capitalize() in KEYWORDS for w in line.split(","))]
        if "manaCost" in raw and "X" in raw["manaCost"]:
            continue
        facts = dict(
            name=name,
            creature="Creature" in raw.get("types", ()),
            mana_value=int(raw.get("manaValue", 0)),
            power=raw.get("power"),
            toughness=raw.get("toughness"),
            keywords=keywords,
        )
        if not rest and facts["creature"] and keywords <= set(KEYWORDS):
            vocab.vanilla.append(CardFacts(**facts))
        elif len(rest) == 1 and name in known and MANA_LINE.match(rest[0]):
            vocab.sources.append(CardFacts(**facts, produces=MANA_LINE.match(rest[0]).group(1)))
        elif rest and rest[0] == ANY_COLOR_LINE and name in known and keywords <= set(KEYWORDS):
            vocab.sources.append(CardFacts(**facts, produces="any"))
        elif rest == [HASTE_ANTHEM] and name in known:
            vocab.anthems.append(CardFacts(**facts, haste_anthem=True))
    return vocab


def pool_text(symbols: list[str]) -> str:
    """A pool as the step writes it, in WUBRGC order; `empty` when there is nothing."""
    return "".join(f"{{{s}}}" for s in sorted(symbols, key=ORDER.index)) or "empty"


def mana_symbols(mana: str) -> list[str]:
    return re.findall(r"\{([WUBRGC])\}", mana)


def _slug(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")


@dataclass
class Permanent:
    card: CardFacts
    id: str
    controller: str
    tapped: bool
    new: bool  # came under its controller's control this turn (summoning_sick)

    def fixture(self) -> dict[str, Any]:
        obj: dict[str, Any] = {"card": self.card.name, "id": self.id}
        if self.tapped:
            obj["tapped"] = True
        if self.new:
            obj["summoning_sick"] = True
        return obj


@dataclass
class Board:
    """One generated board and the facts the scenarios' expected values are computed from."""

    name: str
    turn: int
    permanents: list[Permanent]
    pools: dict[str, list[str]]
    life: dict[str, int]
    hands: dict[str, list[str]]
    libraries: dict[str, list[str]]

    def of(self, player: str) -> list[Permanent]:
        return [p for p in self.permanents if p.controller == player]

    def has_haste(self, perm: Permanent) -> bool:
        """CR 702.10: its own haste, or haste granted by a Fervor its controller controls (613)."""
        own_anthem = any(p.card.haste_anthem for p in self.of(perm.controller))
        return "Haste" in perm.card.keywords or (perm.card.creature and own_anthem)

    def can_tap(self, perm: Permanent) -> bool:
        """CR 107.5 (not already tapped) and 302.6 (a creature needs haste or continuous control)."""
        return not perm.tapped and not (perm.card.creature and perm.new and not self.has_haste(perm))

    def fixture(self) -> dict[str, Any]:
        players = []
        for who in ("Alice", "Bob"):
            player: dict[str, Any] = {"name": who, "life": self.life[who]}
            if self.pools[who]:
                player["mana_pool"] = pool_text(self.pools[who])
            battlefield = [p.fixture() for p in self.of(who)]
            for key, value in (
                ("battlefield", battlefield),
                ("hand", [{"card": c} for c in self.hands[who]]),
                ("library", [{"card": c} for c in self.libraries[who]]),
            ):
                if value:
                    player[key] = value
            players.append(player)
        return {
            "$schema": "../../../schemas/board.schema.json",
            "description": "A generated main phase (benchmarks/generate.py).",
            "turn": {"number": self.turn, "active_player": "Alice", "step": "precombat_main"},
            "players": players,
        }


def random_board(rng: random.Random, vocab: Vocabulary, name: str) -> Board:
    perms: list[Permanent] = []
    ids: Counter[str] = Counter()
    for who, n in (("Alice", rng.randint(2, 5)), ("Bob", rng.randint(1, 3))):
        cards = [rng.choice(vocab.sources if rng.random() < 0.7 else vocab.vanilla) for _ in range(n)]
        if vocab.anthems and rng.random() < 0.25:
            cards.append(rng.choice(vocab.anthems))
        if who == "Alice" and not any(c.produces for c in cards):
            cards.append(rng.choice(vocab.sources))
        for card in cards:
            ids[_slug(card.name)] += 1
            perms.append(
                Permanent(
                    card,
                    f"{_slug(card.name)}-{ids[_slug(card.name)]}",
                    who,
                    tapped=rng.random() < 0.3,
                    new=rng.random() < 0.35,
                )
            )
    return Board(
        name=name,
        turn=rng.randint(2, 12),
        permanents=perms,
        pools={"Alice": [rng.choice(ORDER) for _ in range(rng.randint(0, 3))], "Bob": []},
        life={who: rng.randint(1, 40) for who in ("Alice", "Bob")},
        hands={who: rng.sample(vocab.hand_cards, rng.randint(0, 3)) for who in ("Alice", "Bob")},
        libraries={who: [rng.choice(vocab.hand_cards) for _ in range(rng.randint(2, 4))] for who in ("Alice", "Bob")},
    )

"""What exploration works on: the cards both engines know (`CardPool`) and one generated example."""

from __future__ import annotations

import json
import re
from collections.abc import Collection, Sequence
from dataclasses import dataclass, field, replace
from functools import cache
from pathlib import Path
from typing import Any, TypeVar

from hypothesis import strategies as st

from harness.corpus.catalog import Catalog
from harness.explore.traces import Trace, bare, distinct

T = TypeVar("T")

PLAYERS = ("Alice", "Bob")
MANA = "WUBRGC"
PERMANENT_TYPES = {"Artifact", "Creature", "Enchantment", "Land", "Planeswalker", "Battle"}


@dataclass(frozen=True)
class CardPool:
    """The cards both engines know, sorted by where a board may hold them and what a cast may say of them."""

    permanents: tuple[str, ...]
    lands: tuple[str, ...]
    spells: tuple[str, ...]  # every non-land card: what a hand or the stack holds
    x_costs: frozenset[str] = frozenset()
    kickers: frozenset[str] = frozenset()
    emerge: frozenset[str] = frozenset()
    targeted: frozenset[str] = frozenset()
    sacrificing: frozenset[str] = frozenset()  # a cost or ability that sacrifices
    granting: frozenset[str] = frozenset()  # grants an alternative cost ("rather than pay", "without paying")
    colour_choice: frozenset[str] = frozenset()  # "choose a color" as it is cast or enters
    text: dict[str, str] = field(default_factory=dict)
    abilities: dict[str, int] = field(default_factory=dict)  # how many activated abilities (mana ones too)
    mana_sources: frozenset[str] = frozenset()  # a mana ability (CR 605.1a)
    colours: dict[str, str] = field(default_factory=dict)  # the mana symbols of each card's mana cost
    costs: dict[str, tuple[str, ...]] = field(default_factory=dict)  # its mana cost, its abilities' costs
    creatures: frozenset[str] = frozenset()
    types: dict[str, frozenset[str]] = field(default_factory=dict)  # each card's card types
    instants: frozenset[str] = frozenset()  # instants and cards with flash: cast while the stack isn't empty
    # cards that interact: the cards of each corpus board (a ruling's situation), drawn together (swarm testing)
    families: tuple[tuple[str, ...], ...] = ()
    boards: tuple[dict[str, Any], ...] = ()  # the corpus's boards, to start from now and then
    traces: tuple[Trace, ...] = ()  # the corpus's chains of actions, to take the first ones of
    catalog: Path | None = None  # the card catalog the pool is of: the reference engine's board check reads it
    # the action kinds drawn, when fewer than both engines take: a pinned search draws what it drew when pinned
    actions: frozenset[str] | None = None

    @classmethod
    def from_catalog(
        cls,
        catalog: Catalog,
        known: frozenset[str] | None = None,
        boards: Collection[str] | None = None,
        traces: Sequence[Trace] = (),
    ) -> CardPool:
        """The pool of the catalog's cards (of those in `known`, if given), of the corpus's boards (of the fixture
        paths in `boards`, relative to the fixtures folder, if given: a search pinned to a corpus as it was) and of
        the corpus's `traces` on those cards."""
        permanents, lands, spells = [], [], []
        sets: dict[str, set[str]] = {k: set() for k in ("x_costs", "kickers", "emerge", "targeted", "sacrificing",
                                                         "granting", "colour_choice")}  # fmt: skip
        texts = {}
        for name, faces in sorted(catalog.cards.items()):
            if known is not None and name not in known:
                continue
            front = faces[0]
            types = set(front.get("types", ()))
            text = front.get("text") or ""
            if types & PERMANENT_TYPES:
                permanents.append(name)
            (lands if "Land" in types else spells).append(name)
            texts[name] = text
            for key, found in (
                ("x_costs", "{X}" in (front.get("manaCost") or "")),
                ("kickers", re.search(r"\b(?:Multi)?[Kk]icker\b", text)),
                ("emerge", "Emerge" in text),
                ("targeted", _targets_as_cast(front, text)),
                ("sacrificing", "acrifice a" in text),
                ("granting", "rather than pay" in text or "without paying" in text),
                ("colour_choice", "choose a color" in text),
            ):
                if found:
                    sets[key].add(name)
        frozen = {k: frozenset(v) for k, v in sets.items()}
        abilities = {name: len(activated(text)) for name, text in texts.items()}
        colours = {n: _symbols(f[0].get("manaCost") or "", texts.get(n, "")) for n, f in catalog.cards.items()}
        sources = frozenset(n for n, t in texts.items() if any("Add " in line for line in activated(t)))
        boards = corpus_boards(catalog.path.parent / "fixtures", set(texts), boards)
        creatures = frozenset(n for n in texts if "Creature" in catalog.cards[n][0].get("types", ()))
        instants = frozenset(n for n in texts if "Instant" in catalog.cards[n][0].get("types", ())
                             or re.search(r"^Flash\b", texts[n], re.M))  # fmt: skip
        return cls(tuple(permanents), tuple(lands), tuple(spells), **frozen, text=texts, abilities=abilities,
                   mana_sources=sources, colours={n: colours[n] for n in texts},
                   costs={n: _costs(catalog.cards[n][0].get("manaCost") or "", texts[n]) for n in texts},
                   creatures=creatures, instants=instants,
                   types={n: frozenset(catalog.cards[n][0].get("types", ())) for n in texts},
                   families=families(boards), boards=boards, catalog=catalog.path).with_traces(traces)  # fmt: skip

    def with_traces(self, traces: Sequence[Trace]) -> CardPool:
        """The same pool with the corpus's chains of actions on its cards, each once (`traces.distinct`)."""
        return replace(self, traces=distinct([t for t in traces if _cards(t.board) <= set(self.text)]))

    def __repr__(self) -> str:  # hypothesis shows a strategy's arguments: the card names say enough
        return f"CardPool({len(self.text)} cards)"

    def _repr_pretty_(self, printer: Any, cycle: bool) -> None:
        """Hypothesis's printer lists a dataclass's fields (half a megabyte of them, and its "overly large repr"
        warning) unless the object prints itself."""
        printer.text(repr(self))

    def __bool__(self) -> bool:
        return bool(self.permanents and self.spells)

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(self.text)

    def within(self, names: list[str]) -> CardPool:
        """The same pool with fewer cards to draw from; where `names` has no permanent (or no spell), the whole
        pool's stay, so a board can always be drawn."""
        chosen = set(names)
        permanents = tuple(c for c in self.permanents if c in chosen) or self.permanents
        spells = tuple(c for c in self.spells if c in chosen) or self.spells
        lands = tuple(c for c in self.lands if c in chosen)
        text = {c: self.text[c] for c in names}
        colours = {c: self.colours.get(c, "") for c in names}
        costs = {c: self.costs.get(c, ()) for c in names}
        return replace(self, permanents=permanents, spells=spells, lands=lands, text=text, colours=colours, costs=costs)


def corpus_boards(fixtures: Path, known: set[str], only: Collection[str] | None = None) -> tuple[dict[str, Any], ...]:
    """The corpus's boards (fixtures; those of the relative paths in `only`, if given) whose cards both engines
    know, without their `$schema` and description: situations a ruling is about, to start from now and then."""
    found = []
    found_paths = sorted(fixtures.rglob("*.json")) if fixtures.is_dir() else []
    paths = {p.relative_to(fixtures).as_posix(): p for p in found_paths}
    if only is not None:
        missing = set(only) - paths.keys()
        if missing:
            raise ValueError(f"no such fixture: {', '.join(sorted(missing))}")
        paths = {name: p for name, p in paths.items() if name in only}
    for path in paths.values():
        try:
            board = json.loads(path.read_text(encoding="utf-8"))
            names = {o["card"] for _, _, o in objects(board)}
        except (OSError, ValueError, KeyError, TypeError, AttributeError):
            continue  # a board lint reports; exploration only takes ideas from the good ones
        if names and names <= known:
            found.append(bare(board))
    return tuple(found)


def _cards(board: dict[str, Any]) -> set[str]:
    try:
        return {o["card"] for _, _, o in objects(board)}
    except (KeyError, TypeError, AttributeError):
        return {""}  # not a board exploration can use


def families(boards: tuple[dict[str, Any], ...]) -> tuple[tuple[str, ...], ...]:
    """The cards of each corpus board, each set once: cards a ruling shows together."""
    found = {tuple(sorted({o["card"] for _, _, o in objects(board)})) for board in boards}
    return tuple(sorted(f for f in found if len(f) > 1))


ACTIVATED = re.compile(r"^\(?(?:[^.:()]*\{[^}]+\}|Sacrifice [^.:]*)[^.:]*:")


def _targets_as_cast(front: dict[str, Any], text: str) -> bool:
    """An instant or sorcery whose text targets, or an Aura: a spell with targets (CR 601.2c, 303.4a)."""
    spell = {"Instant", "Sorcery"} & set(front.get("types", ()))
    return bool(spell and "target" in text) or "Aura" in front.get("subtypes", ())


def _costs(mana_cost: str, text: str) -> tuple[str, ...]:
    """A card's mana cost and the mana part of each of its activated abilities' costs."""
    found = [mana_cost] if mana_cost else []
    for line in activated(text):
        cost = "".join(re.findall(r"\{(?:[0-9]+|[WUBRGCX](?:/[WUBRG])?)\}", line.partition(":")[0]))
        if cost:
            found.append(cost)
    return tuple(found)


def _symbols(mana_cost: str, text: str) -> str:
    """The coloured and colourless mana symbols of a mana cost and of the costs of activated abilities."""
    costs = [line.partition(":")[0] for line in activated(text)]
    return "".join(re.findall(r"\{([WUBRGC])\}", " ".join([mana_cost, *costs])))


def activated(text: str) -> list[str]:
    """The lines of an oracle text that are activated abilities: a cost (mana or tap symbols, a sacrifice),
    a colon, an effect (CR 602.1). A basic land's reminder text is its mana ability (CR 305.6)."""
    return [line for line in text.split("\n") if ACTIVATED.match(line)]


@dataclass
class Example:
    """One generated example: the board (a fixture) and the actions taken on it, in order."""

    board: dict[str, Any]
    actions: list[dict[str, Any]] = field(default_factory=list)
    origin: str = ""  # the corpus scenario whose board and first actions it starts from, if any
    taken: int = 0  # how many of its actions are that scenario's

    def ids(self) -> list[str]:
        """Every object's id, battlefield first, in board order."""
        return [o["id"] for _, _, o in objects(self.board)]

    def players(self) -> list[str]:
        return [p["name"] for p in self.board["players"]]


ZONES = ("battlefield", "hand", "graveyard", "library", "exile")


def objects(board: dict[str, Any]) -> list[tuple[str, str, dict[str, Any]]]:
    """(owner, zone, object) for every object on the board, zone by zone, the stack last (owned by its
    controller: a board's stack has no owner)."""
    found = [(p["name"], zone, o) for zone in ZONES for p in board["players"] for o in p.get(zone, ())]
    return found + [(o["controller"], "stack", o) for o in board.get("stack", ())]


def slug(name: str) -> str:
    """An id for a card: the first words of its name, in the board schema's id alphabet."""
    words = re.sub(r"[^a-z0-9]+", "-", name.split(" // ")[0].lower()).strip("-")
    return words[:30].rstrip("-") or "card"


@cache
def integers(low: int, high: int) -> st.SearchStrategy[int]:
    """One strategy per range: building strategies is most of hypothesis's cost per draw."""
    return st.integers(low, high)


def pick(draw: Any, options: Sequence[T]) -> T:
    """One of `options` (shrinks towards the first)."""
    return options[draw(integers(0, len(options) - 1))]


def some(draw: Any, options: Sequence[T], most: int) -> list[T]:
    """Up to `most` distinct options, in the order drawn."""
    chosen: list[T] = []
    for _ in range(draw(integers(0, most))):
        option = pick(draw, options)
        if option not in chosen:
            chosen.append(option)
    return chosen

"""Synthetic corpora for the benchmarks: valid features and board fixtures drawn from the real step vocabulary
and the real cards of `features/cards.json`, with expected values computed from the rules.

Each generated board is a random main phase: Alice's and Bob's permanents (mana sources and vanilla
creatures, some tapped, some under their controller's control only since this turn), Fervor here or there,
a mana pool, life totals, hands and libraries. Several scenarios start from each board:

- tapping a mana source (CR 605.1a, 106.3, 107.5): allowed unless it is tapped (107.5) or a creature that
  came under Alice's control this turn without haste (302.6, 702.10c, haste from her own Fervor only);
  then the source is tapped and the mana is in her pool, or the action is refused and nothing changed;
- tapping every usable source in turn: the pool holds the sum;
- Alice trying to activate a permanent Bob controls: refused (CR 602.2);
- observations of the board as loaded: mana value (202.3), power/toughness (208.1), flying/haste
  (702.9, 702.10), life totals;
- the game advancing to the next turn: pools empty (106.4, 500.4), Bob's permanents untap (502.3) and Alice's
  don't, Bob draws his top card (504.1) and has priority;
- two turns later Alice's new creature can pay {T} (302.6).

Cards are chosen from their oracle text (`{T}: Add {G}.`, vanilla or keyword-only creatures, "Creatures you
control have haste."), restricted to cards whose behaviour the reference engine defines, so the corpus runs
green on it; the expected values never come from the engine.

Usage: `python -m benchmarks.generate --scenarios 1000 --out DIR [--seed 1]`, then
`pytest DIR --corpus DIR` or `mtg-conformance run --corpus DIR`.
"""

from __future__ import annotations

import argparse
import json
import random
import re
import shutil
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
SCENARIOS_PER_FEATURE = 25


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


def _symbols(mana: str) -> list[str]:
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


@dataclass
class Scenario:
    title: str
    rules: list[str]
    cards: list[str]
    steps: list[str]
    ruling: str = "tap-untap-symbols.tap"


def _tap_step(rng: random.Random, perm: Permanent, player: str = "Alice") -> tuple[str, list[str]]:
    """The action step tapping `perm` for mana, and the mana it adds."""
    if perm.card.produces == "any":
        color = rng.choice(COLORS)
        return f'When {player} taps "{perm.id}" for {{{color}}}', [color]
    verb = rng.choice(("activates", "taps"))
    step = f'When {player} activates "{perm.id}"' if verb == "activates" else f'When {player} taps "{perm.id}" for mana'
    return step, _symbols(perm.card.produces or "")


def tap_one(rng: random.Random, board: Board) -> Scenario | None:
    sources = [p for p in board.of("Alice") if p.card.produces]
    if not sources:
        return None
    perm = rng.choice(sources)
    action, mana = _tap_step(rng, perm)
    steps = [action]
    if board.can_tap(perm):
        steps += [f'Then "{perm.id}" is tapped', f"And Alice's mana pool is {pool_text(board.pools['Alice'] + mana)}"]
        title, rules = f"{perm.card.name} pays its {{T}} cost and adds its mana", ["107.5", "605.1a", "106.3"]
    else:
        state = "tapped" if perm.tapped else "untapped"
        steps += [
            "Then the action is refused",
            f'And "{perm.id}" is {state}',
            f"And Alice's mana pool is {pool_text(board.pools['Alice'])}",
        ]
        title = f"{perm.card.name} can't pay {{T}} " + ("again" if perm.tapped else "the turn it came under control")
        rules = ["107.5"] if perm.tapped else ["302.6"]
    if perm.card.creature and perm.new:
        rules.append("702.10c")
    return Scenario(title, rules, [perm.card.name], steps)


def tap_all(rng: random.Random, board: Board) -> Scenario | None:
    usable = [p for p in board.of("Alice") if p.card.produces and board.can_tap(p)]
    if len(usable) < 2:
        return None
    rng.shuffle(usable)
    steps, pool = [], list(board.pools["Alice"])
    for perm in usable:
        action, mana = _tap_step(rng, perm)
        steps.append(action if not steps else "And " + action.removeprefix("When "))
        pool += mana
    steps += [f'Then "{usable[0].id}" is tapped', f'And "{usable[-1].id}" is tapped']
    steps.append(f"And Alice's mana pool is {pool_text(pool)}")
    return Scenario(
        f"Tapping {len(usable)} mana sources in turn adds all their mana",
        ["106.3", "605.1a", "107.5"],
        sorted({p.card.name for p in usable}),
        steps,
    )


def opponents_permanent(rng: random.Random, board: Board) -> Scenario | None:
    sources = [p for p in board.of("Bob") if p.card.produces]
    if not sources:
        return None
    perm = rng.choice(sources)
    state = "tapped" if perm.tapped else "untapped"
    return Scenario(
        "A player can't activate a mana ability of a permanent an opponent controls",
        ["602.2", "605.1a"],
        [perm.card.name],
        [
            f'When Alice activates "{perm.id}"',
            "Then the action is refused",
            f'And "{perm.id}" is {state}',
            f"And Alice's mana pool is {pool_text(board.pools['Alice'])}",
        ],
    )


def observations(rng: random.Random, board: Board) -> Scenario | None:
    perm = rng.choice(board.permanents)
    steps = [f'Then the mana value of "{perm.id}" is {perm.card.mana_value}']
    rules = ["202.3"]
    if perm.card.creature:
        steps.append(f'And "{perm.id}" is {perm.card.power}/{perm.card.toughness}')
        haste = "has" if board.has_haste(perm) else "does not have"
        flying = "has" if "Flying" in perm.card.keywords else "does not have"
        steps += [f'And "{perm.id}" {haste} haste', f'And "{perm.id}" {flying} flying']
        rules += ["208.1", "702.10c", "702.9"]
    steps.append(f"And Alice's life total is {board.life['Alice']}")
    return Scenario(f"The characteristics of {perm.card.name} on a generated board", rules, [perm.card.name], steps)


def next_turn(rng: random.Random, board: Board) -> Scenario | None:
    bob_tapped = [p for p in board.of("Bob") if p.tapped]
    alice_tapped = [p for p in board.of("Alice") if p.tapped]
    hand = sorted([*board.hands["Bob"], board.libraries["Bob"][0]])
    steps = [
        "When the game advances to the next turn",
        "Then Bob has priority",
        "And Alice's mana pool is empty",
        "And Bob's hand holds " + " and ".join(f'"{c}"' for c in hand),
    ]
    steps += [f'And "{p.id}" is untapped' for p in bob_tapped[:2]]
    steps += [f'And "{p.id}" is tapped' for p in alice_tapped[:2]]
    return Scenario(
        "At the next turn pools empty, the new active player untaps and draws",
        ["106.4", "500.4", "502.3", "504.1"],
        sorted({p.card.name for p in bob_tapped[:2] + alice_tapped[:2]}),
        steps,
    )


def two_turns_later(rng: random.Random, board: Board) -> Scenario | None:
    new = [p for p in board.of("Alice") if p.card.produces and p.card.creature and not board.can_tap(p) and p.new]
    if not new:
        return None
    perm = rng.choice(new)
    action, mana = _tap_step(rng, perm)
    return Scenario(
        f"{perm.card.name} can pay {{T}} once its controller's next turn has begun",
        ["302.6", "502.3", "106.4"],
        [perm.card.name],
        [
            "When the game advances to the next turn",
            "And the game advances to the next turn",
            "And " + action.removeprefix("When "),
            f'Then "{perm.id}" is tapped',
            f"And Alice's mana pool is {pool_text(mana)}",
        ],
    )


TEMPLATES = (tap_one, tap_one, tap_all, opponents_permanent, observations, next_turn, two_turns_later)


def scenarios_for(rng: random.Random, board: Board, n: int) -> list[Scenario]:
    found: list[Scenario] = []
    for template in rng.sample(TEMPLATES, len(TEMPLATES)):
        if len(found) == n:
            break
        scenario = template(rng, board)
        if scenario is not None:
            found.append(scenario)
    return found


def _tags(s: Scenario) -> str:
    cards = sorted(set(s.cards))
    return " ".join(
        [
            f"@ruling:{s.ruling}",
            *(f"@cr:{r}" for r in dict.fromkeys(s.rules)),
            *(f"@card:{c.replace(' ', '_')}" for c in cards),
        ]
    )


def feature_text(index: int, scenarios: list[tuple[str, Scenario]]) -> str:
    lines = [
        "@mechanic:tap-untap-symbols",
        f"Feature: Generated mana-ability scenarios, part {index} (benchmarks/generate.py)",
        "  Synthetic scenarios on real cards, with expected values computed from the Comprehensive Rules.",
        "",
    ]
    seen: Counter[str] = Counter()
    for board_name, s in scenarios:
        seen[s.title] += 1
        title = s.title if seen[s.title] == 1 else f"{s.title} ({seen[s.title]})"
        lines += [f"  {_tags(s)}", f"  Scenario: {title}", f'    Given the board "{board_name}"']
        lines += [f"    {step}" for step in s.steps]
        lines.append("")
    return "\n".join(lines)


def generate(out: Path, scenarios: int, seed: int = 1, catalog: Path = FEATURES / "cards.json") -> dict[str, int]:
    """Write a corpus of exactly `scenarios` scenarios into `out` (replacing a previous one). Returns counts."""
    rng = random.Random(seed)
    vocab = load_vocabulary(catalog)
    if out.exists():
        shutil.rmtree(out)
    (out / "fixtures" / "synthetic").mkdir(parents=True)
    (out / "synthetic").mkdir()
    shutil.copy(catalog, out / "cards.json")
    shutil.copy(FEATURES / "rulings.json", out / "rulings.json")
    written: list[tuple[str, Scenario]] = []
    boards = steps = features = 0
    while len(written) < scenarios:
        boards += 1
        board = random_board(rng, vocab, f"synthetic/b{boards:06d}.json")
        path = out / "fixtures" / board.name
        path.write_text(json.dumps(board.fixture(), indent=1) + "\n", encoding="utf-8")
        for s in scenarios_for(rng, board, rng.randint(2, 5)):
            if len(written) < scenarios:
                written.append((board.name, s))
                steps += 1 + len(s.steps)
    for start in range(0, len(written), SCENARIOS_PER_FEATURE):
        features += 1
        chunk = written[start : start + SCENARIOS_PER_FEATURE]
        (out / "synthetic" / f"part{features:05d}.feature").write_text(feature_text(features, chunk), encoding="utf-8")
    return {"scenarios": len(written), "steps": steps, "boards": boards, "features": features}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--scenarios", type=int, default=1000)
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    counts = generate(args.out, args.scenarios, args.seed)
    print(json.dumps(counts))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

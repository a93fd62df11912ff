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
import shutil
from collections import Counter
from pathlib import Path

from .generate_boards import FEATURES, load_vocabulary, pool_text, random_board
from .generate_scenarios import Scenario, scenarios_for

__all__ = ["generate", "load_vocabulary", "pool_text"]

SCENARIOS_PER_FEATURE = 25


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

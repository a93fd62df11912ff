"""Figure 3: the reference engine alone, no pytest, no harness: per scenario, load a board, then 4 actions and
queries (tap a mana source, ask whether it is tapped, the pool, a life total).

Usage: `python -m benchmarks.engine_alone CORPUS_DIR [--repeat 3]` prints a JSON object.
"""

from __future__ import annotations

import argparse
import json
import time
from pathlib import Path
from typing import Any


def _script(board: dict[str, Any]) -> list[tuple[str, dict[str, Any]]]:
    alice = board["players"][0]
    source = next((o["id"] for o in alice.get("battlefield", []) if "id" in o), None)
    return [
        ("perform", {"kind": "activate", "player": "Alice", "object": source, "ability": "mana"}),
        ("observe", {"kind": "tapped", "object": source}),
        ("observe", {"kind": "mana_pool", "player": "Alice"}),
        ("observe", {"kind": "life", "player": "Bob"}),
    ]


def measure(corpus: Path, repeat: int = 3) -> dict[str, Any]:
    from reference_engine import ReferenceEngine, RulesError

    engine = ReferenceEngine(corpus / "cards.json")
    boards = [json.loads(p.read_text(encoding="utf-8")) for p in sorted((corpus / "fixtures").rglob("*.json"))]
    scripts = [(board, _script(board)) for board in boards]
    best = float("inf")
    for _ in range(repeat):
        start = time.process_time()
        for board, script in scripts:
            engine.load(board)
            for method, payload in script:
                try:  # noqa: SIM105 - cheaper than contextlib.suppress in the timed loop
                    getattr(engine, method)(payload)
                except RulesError:
                    pass
        best = min(best, time.process_time() - start)
    objects = 0
    for board in boards:
        engine.load(board)
        objects += len(engine.game.objects)
    return {
        "scenarios": len(scripts),
        "objects_per_board": objects / max(len(boards), 1),
        "cpu_s": best,
        "scenarios_per_s": len(scripts) / best if best else None,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("corpus", type=Path)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args(argv)
    print(json.dumps(measure(args.corpus, args.repeat)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

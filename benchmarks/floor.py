"""The floor: a bare pytest-bdd suite with the same features, scenarios and steps per scenario as a corpus,
whose three step definitions do nothing. The feature files are the corpus's own, titles, tags and descriptions
kept (pytest-bdd parses, names and marks them as it would in any suite), each step's text replaced. What the
harness costs above pytest-bdd itself is measured against it.

Usage: `python -m benchmarks.floor CORPUS_DIR OUT_DIR`, then `pytest OUT_DIR -p no:mtg_conformance`.
"""

from __future__ import annotations

import argparse
import json
import shutil
from pathlib import Path

CONFTEST = '''"""Three step definitions that do nothing (benchmarks/floor.py)."""

import pytest
from pytest_bdd import given, then, when


@given("nothing")
def _given() -> None:
    pass


@when("nothing happens")
def _when() -> None:
    pass


@then("nothing changed")
def _then() -> None:
    pass


def pytest_bdd_apply_tag(tag, function):
    """Every tag a mark of one registered name, as a suite with tags holding colons must (`@ruling:x.y`)."""
    pytest.mark.tag(tag)(function)
    return True


def pytest_configure(config):
    config.addinivalue_line("markers", "tag(name): a Gherkin tag")
'''
TEXT = {"Given": "nothing", "When": "nothing happens", "Then": "nothing changed"}
STEP_KEYWORDS = ("Given", "When", "Then", "And", "But")


def floor_feature(text: str) -> tuple[str, int, int]:
    """The feature with every step replaced by a trivial one of the same kind; (text, scenarios, steps)."""
    lines, scenarios, steps, kind = [], 0, 0, "Given"
    for raw in text.splitlines():
        line = raw.strip()
        word = line.split(" ", 1)[0]
        if line.startswith(("Scenario:", "Scenario Outline:")):
            scenarios += 1
            kind = "Given"
        elif scenarios and word in STEP_KEYWORDS:
            kind = word if word in TEXT else kind
            raw = f"{raw[: len(raw) - len(raw.lstrip())]}{word} {TEXT[kind]}"
            steps += 1
        lines.append(raw)
    return "\n".join(lines) + "\n", scenarios, steps


def build_floor(corpus: Path, out: Path) -> dict[str, int]:
    """One feature and one test module per feature file of `corpus` (the harness collects a module per
    feature too)."""
    if out.exists():
        shutil.rmtree(out)
    out.mkdir(parents=True)
    (out / "conftest.py").write_text(CONFTEST, encoding="utf-8")
    totals = {"features": 0, "scenarios": 0, "steps": 0}
    for i, path in enumerate(sorted(corpus.rglob("*.feature")), 1):
        text, n, steps = floor_feature(path.read_text(encoding="utf-8"))
        if not n:
            continue
        (out / f"f{i:05d}.feature").write_text(text, encoding="utf-8")
        (out / f"test_f{i:05d}.py").write_text(
            f'from pytest_bdd import scenarios\n\nscenarios("f{i:05d}.feature")\n', encoding="utf-8"
        )
        totals["features"] += 1
        totals["scenarios"] += n
        totals["steps"] += steps
    return totals


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("corpus", type=Path)
    parser.add_argument("out", type=Path)
    args = parser.parse_args(argv)
    print(json.dumps(build_floor(args.corpus, args.out)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

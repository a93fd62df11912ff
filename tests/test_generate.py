"""The benchmarks' synthetic corpus: it validates, it varies, it runs green on the reference engine, and its
floor twin has the same shape. Also: the fixtures' fast validation path agrees with the schema."""

from __future__ import annotations

import copy
import json
import subprocess
import sys
from pathlib import Path

import pytest

from benchmarks.floor import build_floor
from benchmarks.generate import generate, load_vocabulary, pool_text
from harness.corpus.fixtures import _board_validator
from harness.corpus.schemas import validator
from harness.corpus.validate import validate_corpus
from harness.paths import ROOT, schema_file
from harness.run.steps.vocabulary import read_step


@pytest.fixture(scope="module")
def corpus(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("generated") / "corpus"
    counts = generate(out, 80, seed=8)
    assert counts["scenarios"] == 80
    return out


def _scenarios(corpus: Path) -> list[str]:
    text = "\n".join(p.read_text(encoding="utf-8") for p in sorted(corpus.rglob("*.feature")))
    return text.split("  Scenario: ")[1:]


def test_vocabulary_comes_from_oracle_text() -> None:
    vocab = load_vocabulary()
    produces = {c.name: c.produces for c in vocab.sources}
    assert produces["Sol Ring"] == "{C}{C}" and produces["Forest"] == "{G}" and produces["Llanowar Elves"] == "{G}"
    assert "Grizzly Bears" in {c.name for c in vocab.vanilla}
    assert [c.name for c in vocab.anthems] == ["Fervor"]


def test_pool_text_follows_the_step_vocabulary() -> None:
    assert pool_text([]) == "empty"
    assert pool_text(["C", "G", "W", "G"]) == "{W}{G}{G}{C}"


def test_generated_corpus_validates(corpus: Path) -> None:
    problems, counts = validate_corpus(corpus, read_step)
    assert problems == []
    assert counts["fixtures"] > 10 and counts["features"] == 4


def test_generated_scenarios_vary_and_assert_something(corpus: Path) -> None:
    scenarios = _scenarios(corpus)
    bodies = {s.split("\n", 1)[1] for s in scenarios}
    assert len(bodies) == len(scenarios)  # no two alike
    text = "\n".join(scenarios)
    for phrase in (
        "Then the action is refused",
        "mana pool is {",
        "is tapped",
        "advances to the next turn",
        "hand holds",
    ):
        assert phrase in text
    assert all(any(line.strip().startswith(("Then", "And")) for line in s.splitlines()) for s in scenarios)


def test_same_seed_same_corpus(tmp_path: Path) -> None:
    generate(tmp_path / "a", 30, seed=3)
    generate(tmp_path / "b", 30, seed=3)
    assert _scenarios(tmp_path / "a") == _scenarios(tmp_path / "b")


def test_generated_corpus_runs_green_on_the_reference_engine(corpus: Path) -> None:
    cmd = [sys.executable, "-m", "pytest", str(corpus), f"--corpus={corpus}", "-q", "-p", "no:cacheprovider"]
    done = subprocess.run(cmd, cwd=corpus, capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stdout[-3000:]
    assert "80 passed" in done.stdout


def test_floor_has_the_corpus_shape(corpus: Path, tmp_path: Path) -> None:
    shape = build_floor(corpus, tmp_path / "floor")
    steps = sum(
        1
        for s in _scenarios(corpus)
        for line in s.splitlines()
        if line.strip().split(" ", 1)[0] in ("Given", "When", "Then", "And", "But")
    )
    assert shape == {"features": 4, "scenarios": 80, "steps": steps}
    cmd = [sys.executable, "-m", "pytest", str(tmp_path / "floor"), "-q", "-p", "no:cacheprovider"]
    done = subprocess.run([*cmd, "-p", "no:mtg_conformance"], cwd=tmp_path, capture_output=True, text=True)
    assert "80 passed" in done.stdout, done.stdout[-2000:]


def _boards() -> list[dict]:
    return [json.loads(p.read_text(encoding="utf-8")) for p in sorted((ROOT / "features" / "fixtures").rglob("*.json"))]


def _broken(board: dict) -> list[dict]:
    """A few ways to break a board, each caught by the schema."""
    variants = []
    for change in (
        lambda b: b.update(colour="blue"),
        lambda b: b["players"][0].update(life="twenty"),
        lambda b: b["players"][0].setdefault("battlefield", []).append({"card": "Forest", "tapped": "yes"}),
        lambda b: b["players"][0].setdefault("hand", []).append({"name": "Forest"}),
        lambda b: b.setdefault("turn", {}).update(number=0),
    ):
        broken = copy.deepcopy(board)
        change(broken)
        variants.append(broken)
    return variants


def test_inlined_board_schema_agrees_with_the_schema() -> None:
    full, fast = validator("board.schema.json"), _board_validator(schema_file("board.schema.json"))
    boards = _boards()
    assert boards
    for board in boards:
        assert fast.is_valid(board) == full.is_valid(board) is True
        for broken in _broken(board):
            assert fast.is_valid(broken) == full.is_valid(broken)


def test_auto_workers_by_corpus_size(corpus: Path) -> None:
    from harness.run.parallel import auto_workers, count_scenarios

    assert count_scenarios(corpus) == 80
    assert auto_workers(80, cpus=2) == 0
    assert auto_workers(9_999, cpus=2) == 0
    assert auto_workers(10_000, cpus=2) == 2
    assert auto_workers(50_000, cpus=4) == 4
    assert auto_workers(50_000, cpus=64) == 10

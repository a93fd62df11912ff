"""The notes on surviving mutants: one class per mutant, and a note dropped when its function's source changes."""

from __future__ import annotations

from pathlib import Path

import pytest

from benchmarks import mutation_notes
from benchmarks.mutation_notes import NotesError, read_notes, source_hash, stamp

ADVANCE = "reference_engine.turns.x_advance"
BEGIN_TURN = "reference_engine.game.xǁGameǁbegin_turn"


def _write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "notes.toml"
    path.write_text(text, encoding="utf-8")
    return path


def test_a_function_and_a_method_have_a_hash_of_their_source() -> None:
    assert len(source_hash(ADVANCE)) == 12 and len(source_hash(BEGIN_TURN)) == 12
    assert source_hash(ADVANCE) != source_hash(BEGIN_TURN)
    assert source_hash("reference_engine.turns.x_no_such_function") == ""


def test_a_mutant_in_two_classes_is_refused(tmp_path: Path) -> None:
    name = f"{ADVANCE}__mutmut_1"
    path = _write(tmp_path, f'[equivalent]\n"{name}" = "why"\n[unit]\n"{name}" = "tests/test_priority.py"\n')
    with pytest.raises(NotesError, match="both \\[equivalent\\] and \\[unit\\]"):
        read_notes(path)


def test_a_note_counts_only_while_its_function_is_as_stamped(tmp_path: Path) -> None:
    name = f"{ADVANCE}__mutmut_1"
    path = _write(tmp_path, f'[equivalent]\n"{name}" = "why"\n')
    notes, stale = read_notes(path)
    assert name not in notes["equivalent"] and stale == {name: "not stamped"}
    assert stamp([ADVANCE, "reference_engine.turns.x_gone"], path) == ["reference_engine.turns.x_gone"]
    notes, stale = read_notes(path)
    assert notes["equivalent"] == {name: "why"} and stale == {}
    path.write_text(path.read_text(encoding="utf-8").replace(source_hash(ADVANCE), "0" * 12), encoding="utf-8")
    notes, stale = read_notes(path)
    assert name not in notes["equivalent"] and stale == {name: "its function's source changed"}


def test_an_unknown_section_is_refused(tmp_path: Path) -> None:
    with pytest.raises(NotesError, match="unknown section"):
        read_notes(_write(tmp_path, "[equivalents]\n"))


def test_the_command_lists_the_survivors_without_a_note(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    noted, bare = f"{ADVANCE}__mutmut_1", f"{ADVANCE}__mutmut_2"
    notes = _write(tmp_path, f'[gap]\n"{noted}" = "why"\n')
    stamp([ADVANCE], notes)
    results = tmp_path / "mutation.json"
    results.write_text(f'{{"behaviour survivors": ["{noted}", "{bare}"]}}', encoding="utf-8")
    monkeypatch.setattr(mutation_notes.unnoted, "__defaults__", (results, notes))
    assert mutation_notes.main(["unnoted"]) == 0
    assert capsys.readouterr().out.split() == [bare]

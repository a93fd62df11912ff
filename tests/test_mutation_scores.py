"""The mutation page's two scores: the reference's self-check and the corpus alone, as an engine developer runs it."""

from __future__ import annotations

from benchmarks.mutant import SELF_CHECK_ONLY, Mutant
from benchmarks.mutation import summarise

NOTES: dict[str, dict[str, str]] = {"equivalent": {"m.x_f__mutmut_5": "why"}, "unit": {}, "fresh": {}, "gap": {}}


def _mutants() -> list[Mutant]:
    return [
        Mutant("m.x_f__mutmut_1", "m.py", "killed"),
        Mutant("m.x_f__mutmut_2", "m.py", "timeout"),
        Mutant("m.x_f__mutmut_3", "m.py", SELF_CHECK_ONLY, "behaviour"),
        Mutant("m.x_f__mutmut_4", "m.py", "survived", "behaviour"),
        Mutant("m.x_f__mutmut_5", "m.py", "survived", "behaviour"),  # noted equivalent
        Mutant("m.x_f__mutmut_6", "m.py", "survived", "message"),
        Mutant("m.x_f__mutmut_7", "m.py", "not reached"),
    ]


def test_the_self_check_counts_what_only_its_stricter_checks_kill_the_corpus_alone_does_not() -> None:
    total = summarise(_mutants(), NOTES, {}, {})["total"]
    assert total[SELF_CHECK_ONLY] == 1 and total["survived: behaviour"] == 1
    assert total["survived: equivalent"] == 1 and total["survived: message only"] == 1
    assert total["self-check score"] == 75.0  # killed, timeout, self-check only / those + 1 survivor
    assert total["corpus score"] == 50.0  # killed, timeout / those + self-check only + 1 survivor
    assert total["needs a note"] == 1


def test_a_not_reached_mutant_killed_in_a_fresh_process_counts_for_both() -> None:
    total = summarise(_mutants(), NOTES, {}, {"m.x_f__mutmut_7": True})["total"]
    assert total["killed in a fresh process"] == 1 and total.get("not reached", 0) == 0
    assert total["self-check score"] == 80.0 and total["corpus score"] == 60.0


def test_a_unit_test_kill_stays_a_survivor_of_both_scores() -> None:
    total = summarise(_mutants(), NOTES, {"m.x_f__mutmut_4": True}, {})["total"]
    assert total["killed by a unit test"] == 1 and total["corpus score"] == 50.0

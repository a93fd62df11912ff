"""Which steps have the game observed before their actions: those a later "the game is as it was before the
action" compares against (harness/run/session.py, `watched_steps`)."""

from __future__ import annotations

from pytest_bdd.parser import Step

from harness.run.session import UNCHANGED, watched_steps


def _steps(*lines: tuple[str, str]) -> list[Step]:
    return [Step(name, kind, 4, n, kind.capitalize()) for n, (kind, name) in enumerate(lines, start=1)]


def test_the_last_step_before_the_check_that_is_not_a_then_step_is_watched() -> None:
    steps = _steps(
        ("given", 'the board "b.json"'),
        ("when", 'Alice casts "bolt"'),
        ("when", 'Alice casts "shock"'),
        ("then", "the action is refused (CR 117.3)"),
        ("then", UNCHANGED),
    )
    assert watched_steps(steps) == {3}


def test_each_check_watches_its_own_step() -> None:
    steps = _steps(
        ("given", 'the board "b.json"'),
        ("when", 'Alice casts "bolt"'),
        ("then", UNCHANGED),
        ("when", "all players pass priority"),
        ("then", "the stack is empty"),
        ("when", 'Alice casts "shock"'),
        ("then", UNCHANGED),
    )
    assert watched_steps(steps) == {2, 6}


def test_a_scenario_without_the_check_watches_nothing() -> None:
    steps = _steps(("given", 'the board "b.json"'), ("when", 'Alice casts "bolt"'), ("then", "the stack is empty"))
    assert watched_steps(steps) == frozenset()


def test_a_check_with_only_then_steps_before_it_watches_nothing() -> None:
    assert watched_steps(_steps(("then", "the stack is empty"), ("then", UNCHANGED))) == frozenset()

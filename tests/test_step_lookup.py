"""The harness's step lookup picks the definition pytest-bdd would pick, and leaves pytest-bdd as it was."""

from __future__ import annotations

from types import SimpleNamespace

from harness.run import step_lookup
from harness.run.features import FeatureModule

bdd_scenario = step_lookup.bdd_scenario_module  # the package exports a function named `scenario`


class _FixtureDef:
    def __init__(self, baseid: str) -> None:
        self.baseid = baseid


class _Parser:
    def __init__(self, text: str) -> None:
        self.text = text

    def is_matching(self, name: str) -> bool:
        return name == self.text


def _definition(baseid: str, text: str, step_type: str | None = "given") -> tuple[object, object]:
    def step_func() -> None:
        return None

    fixturedef = _FixtureDef(baseid)
    context = SimpleNamespace(type=step_type, parser=_Parser(text), step_func=step_func)
    return fixturedef, context


def test_the_most_local_matching_definition_runs() -> None:
    outer, inner, other = _definition("", "a step"), _definition("sub/dir", "a step"), _definition("sub", "another")
    table = step_lookup._Visible([outer, inner, other])
    assert table.context(SimpleNamespace(type="given", name="a step")) is inner[1]
    assert table.context(SimpleNamespace(type="given", name="another")) is other[1]


def test_of_two_definitions_at_one_level_the_last_listed_runs() -> None:
    first, second = _definition("sub", "a step"), _definition("sub", "a step")
    assert step_lookup._Visible([first, second]).context(SimpleNamespace(type="given", name="a step")) is second[1]
    assert step_lookup._Visible([second, first]).context(SimpleNamespace(type="given", name="a step")) is first[1]


def test_a_definition_of_another_step_type_or_text_does_not_run() -> None:
    table = step_lookup._Visible([_definition("", "a step", "when")])
    assert table.context(SimpleNamespace(type="given", name="a step")) is None
    assert table.context(SimpleNamespace(type="when", name="no such step")) is None


def test_install_and_uninstall_put_pytest_bdd_back() -> None:
    finder, getter = bdd_scenario.find_fixturedefs_for_step, bdd_scenario.get_step_function
    try:
        step_lookup.uninstall()
        assert bdd_scenario.get_step_function is step_lookup._ORIGINAL
        step_lookup.install(FeatureModule)
        assert bdd_scenario.get_step_function is not step_lookup._ORIGINAL
        assert bdd_scenario.find_fixturedefs_for_step is finder  # pytest-bdd's own, for any other test
    finally:  # as this run had them
        bdd_scenario.get_step_function = getter

"""The mutation run's children call the engine's functions directly but for the mutant's own function."""

from __future__ import annotations

import sys
import types
from collections.abc import Iterator

import pytest

pytest.importorskip("mutmut")

from mutmut.mutation import trampoline

from benchmarks.mutation_trampolines import Direct

SOURCE = """
from mutmut.mutation.trampoline import wrap_in_trampoline as _mutmut_mutated

def x_double__mutmut_orig(n):
    return 2 * n

def x_double__mutmut_1(n):
    return 3 * n

mutants_x_double__mutmut = {"_mutmut_orig": x_double__mutmut_orig, "x_double__mutmut_1": x_double__mutmut_1}

@_mutmut_mutated(mutants_x_double__mutmut)
def double(n):
    return 2 * n

def x_quad__mutmut_orig(n):
    return double(double(n))

mutants_x_quad__mutmut = {"_mutmut_orig": x_quad__mutmut_orig}

@_mutmut_mutated(mutants_x_quad__mutmut)
def quad(n):
    return double(double(n))

class Box:
    def x_get__mutmut_orig(self):
        return 1
    mutants = {"_mutmut_orig": x_get__mutmut_orig}

    @_mutmut_mutated(mutants)
    def get(self):
        return 1
"""
NAME = "fake_engine_for_trampolines"


@pytest.fixture
def engine(monkeypatch: pytest.MonkeyPatch) -> Iterator[types.ModuleType]:
    module = types.ModuleType(NAME)
    exec(compile(SOURCE, NAME, "exec"), module.__dict__)
    monkeypatch.setitem(sys.modules, NAME, module)
    monkeypatch.setattr(trampoline, "get_mutant_under_test", lambda: ACTIVE[0])
    yield module


ACTIVE = [""]


def test_unwrap_replaces_every_trampoline_of_module_globals_and_class_attributes(engine: types.ModuleType) -> None:
    direct = Direct()
    assert direct.unwrap(NAME) == 3
    assert engine.double.__code__.co_name == "double"
    assert engine.quad(1) == 4
    assert engine.Box().get() == 1


def test_keep_puts_back_the_mutants_own_function_so_the_mutant_runs(engine: types.ModuleType) -> None:
    direct = Direct()
    direct.unwrap(NAME)
    ACTIVE[0] = f"{NAME}.x_double__mutmut_1"
    try:
        assert engine.quad(1) == 4  # unwrapped: the mutant isn't reached
        assert direct.keep(ACTIVE[0]) == 1
        assert engine.quad(1) == 9  # quad, called directly, calls double through its trampoline: the mutant
    finally:
        ACTIVE[0] = ""


def test_a_mutant_of_a_function_never_unwrapped_puts_nothing_back(engine: types.ModuleType) -> None:
    direct = Direct()
    direct.unwrap(NAME)
    assert direct.keep(f"{NAME}.x_elsewhere__mutmut_1") == 0

"""The engine's functions called directly, not through mutmut's trampolines, but for the function under mutation.

mutmut puts a trampoline in front of each function of the mutated engine: on every call it asks which mutant is
switched on and forwards to the original or to that mutant (about half of a scenario's time in the engine). A child
testing one mutant needs the trampoline of one function only. So once the unmutated run has recorded which scenarios
reach which function (that recording needs every trampoline), each reference to a trampoline in the engine's module
globals and class attributes is replaced by the function it wraps (the original code), and a child puts back the
references of its mutant's function alone. A reference held anywhere else (a dict of handlers, say) keeps its
trampoline, which still forwards correctly: only slower. Classmethods keep theirs.
"""

from __future__ import annotations

import sys
from collections import defaultdict
from typing import Any

Place = tuple[Any, str, Any]  # (module or class, attribute, the trampoline found there)


def _mutants_of(value: Any) -> dict[str, Any] | None:
    """The mutants dict a trampoline forwards to (its keys: `x_name__mutmut_N`), or None when `value` isn't one
    (or is a classmethod's, which is left alone)."""
    code = getattr(value, "__code__", None)
    if code is None or code.co_name != "_trampoline_wrapper" or not hasattr(value, "__wrapped__"):
        return None
    for cell in value.__closure__ or ():
        inner = cell.cell_contents
        inner_code = getattr(inner, "__code__", None)
        if inner_code is not None and inner_code.co_name == "trampoline":
            free = dict(zip(inner_code.co_freevars, (c.cell_contents for c in inner.__closure__), strict=True))
            return None if free.get("is_classmethod") else free["mutants_dict"]
    return None


def _namespaces(package: str) -> list[Any]:
    """Every module of the package and every class defined in one."""
    modules = [m for n, m in sorted(sys.modules.items()) if n == package or n.startswith(package + ".")]
    classes = [v for m in modules for v in vars(m).values() if isinstance(v, type) and v.__module__ == m.__name__]
    return [*modules, *classes]


class Direct:
    """The engine's trampolines taken out (`unwrap`), one function's put back in a child (`keep`)."""

    def __init__(self) -> None:
        self.places: dict[int, list[Place]] = defaultdict(list)  # by id of the mutants dict: where it was found
        self.mutants: dict[int, dict[str, Any]] = {}

    def unwrap(self, package: str = "reference_engine") -> int:
        """Replace every trampoline in the package's module globals and class attributes by the function it wraps;
        returns how many references were replaced."""
        for space in _namespaces(package):
            for name, value in list(vars(space).items()):
                found = _mutants_of(value)
                if found is not None:
                    self.places[id(found)].append((space, name, value))
                    self.mutants[id(found)] = found
                    setattr(space, name, value.__wrapped__)
        return sum(len(p) for p in self.places.values())

    def keep(self, mutant: str) -> int:
        """Put back the trampolines of the function `mutant` (mutmut's name: `module.x_name__mutmut_N`) belongs to;
        returns how many references were put back (0: its function was never unwrapped, it keeps them all)."""
        key = mutant.rpartition(".")[2]
        restored = 0
        for ident, found in self.mutants.items():
            if key in found:
                for space, name, trampoline in self.places[ident]:
                    setattr(space, name, trampoline)
                    restored += 1
        return restored

"""docs/engine-map.md, the reference engine by CR rule, is what tools/engine_map.py writes from today's engine and
corpus; and it finds a rule a docstring cites, in a method as in a function."""

from __future__ import annotations

import ast

from tools import engine_map


def test_the_engine_map_is_current() -> None:
    assert engine_map.main(["--check"]) == 0, "docs/engine-map.md is stale: run `python tools/engine_map.py`"


def test_citations_are_read_from_functions_and_methods_and_only_rules_count() -> None:
    tree = ast.parse(
        'class A:\n    def f(self):\n        """As 601.2h says; CR 613 is a section."""\n'
        'def g():\n    """(CR 107.3k) and 999.9z."""\n'
    )
    places = {p.name: doc for p, doc in engine_map._documented(tree, "x.py", "")}
    assert set(places) == {"A", "A.f", "g"}
    found = {r for doc in places.values() for r in engine_map.CITATION.findall(doc)}
    assert found == {"601.2h", "107.3k", "999.9z"}  # cited_rules keeps only the CR's own numbers
    assert engine_map.rule_key("601.2h") < engine_map.rule_key("601.10")

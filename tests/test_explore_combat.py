"""Exploration declares attackers and blockers (harness/explore/combat.py): a search against a wrong combat engine
finds its bug by a declaration, and the steps it writes for declarations parse back to the same actions."""

from __future__ import annotations

from typing import Any

import pytest

from harness.explore.phrases import when
from harness.run.steps.combat import _blocks
from harness.run.steps.grammar import QUOTED

pytest.importorskip("hypothesis", reason="exploration needs hypothesis (pip install 'mtg-conformance[explore]')")

from .test_explore_broken import _explore

# engine -> (seed, budget, the group that shows its bug); the examples the search needed are in the comment
FOUND = {
    "broken_combat:AttackingDoesntTap": (1, 120, ("declare attackers", "tapped")),  # 56
}


@pytest.mark.parametrize("engine", sorted(FOUND))
def test_exploration_finds_a_combat_bug_by_a_declaration(engine: str) -> None:
    seed, budget, group = FOUND[engine]
    groups = _explore(engine, seed, budget, every_kind=True)["groups"]
    assert groups, f"no disagreement with {engine} in {budget} examples from seed {seed}"
    assert tuple(groups[0][0]) == group and groups[0][1] <= budget


@pytest.mark.parametrize(
    ("action", "step"),
    [
        (
            {"kind": "declare_attackers", "player": "Alice", "attackers": [{"attacker": "a", "defender": "Bob"},
                                                                            {"attacker": "b", "defender": "Bob"}]},
            'Alice attacks Bob with "a" and "b"',
        ),
        ({"kind": "declare_attackers", "player": "Alice", "attackers": []}, "Alice declares no attackers"),
        (
            {"kind": "declare_blockers", "player": "Bob", "blockers": [{"blocker": "x", "attacker": "a"},
                                                                        {"blocker": "y", "attacker": "a"},
                                                                        {"blocker": "z", "attacker": "b"}]},
            'Bob blocks "a" with "x" and "y", and "b" with "z"',
        ),
        ({"kind": "declare_blockers", "player": "Bob", "blockers": []}, "Bob declares no blockers"),
    ],
)  # fmt: skip
def test_declarations_are_said_by_the_combat_steps(action: dict[str, Any], step: str) -> None:
    assert when(action) == step
    _, _, rest = step.partition(" ")
    if action["kind"] == "declare_blockers" and action["blockers"]:  # parsed back as the block step reads it
        pairs = _blocks(rest.removeprefix("blocks "))
        assert [{"blocker": b, "attacker": a} for b, a in pairs] == action["blockers"]
    elif action["kind"] == "declare_attackers" and action["attackers"]:
        assert QUOTED.findall(rest) == [e["attacker"] for e in action["attackers"]]

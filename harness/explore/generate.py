"""Generated examples: a board valid under `schemas/board.schema.json` and a short list of protocol actions,
drawn with hypothesis so that a disagreement can be shrunk to a small board and few actions.

Every choice is drawn so that its simplest value comes first (hypothesis shrinks towards it): Alice's turn,
the precombat main phase, 20 life, nothing tapped, tapping a permanent for mana. Actions name objects by the
ids the board gives them, and only say what the step vocabulary (docs/steps.md) can say, so a shrunk example
can be written as a scenario.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from hypothesis import strategies as st

from .actions import action
from .model import MANA, PLAYERS, CardPool, Example, objects, slug


STEPS = (
    "precombat_main", "upkeep", "draw", "beginning_of_combat", "declare_attackers", "declare_blockers",
    "combat_damage", "end_of_combat", "postcombat_main", "end", "cleanup", "untap",
)  # fmt: skip



def _life(draw: Any) -> int:
    return 20 - draw(st.integers(0, 19))


def _pool(draw: Any, most: int) -> str:
    return "".join(f"{{{c}}}" for c in draw(st.lists(st.sampled_from(MANA), max_size=most)))


def _permanent(draw: Any, pool: CardPool) -> dict[str, Any]:
    obj: dict[str, Any] = {"card": draw(st.sampled_from(pool.permanents))}
    if draw(st.booleans()):
        obj["tapped"] = True
    if draw(st.booleans()):
        obj["summoning_sick"] = True
    if draw(st.integers(0, 5)) == 5:
        obj["counters"] = {draw(st.sampled_from(("+1/+1", "charge"))): draw(st.integers(1, 3))}
    return obj


def _player(draw: Any, pool: CardPool, name: str, active: bool) -> dict[str, Any]:
    player: dict[str, Any] = {"name": name, "life": _life(draw)}
    mana = _pool(draw, 6 if active else 2)
    if mana:
        player["mana_pool"] = mana
    if draw(st.integers(0, 4)) == 4:
        player["mana_spent_on_spells"] = draw(st.integers(1, 6))
    zones = {
        "battlefield": st.integers(0, 5 if active else 3),
        "hand": st.lists(st.sampled_from(pool.spells + pool.lands), max_size=3),
        "graveyard": st.lists(st.sampled_from(pool.spells), max_size=2),
        "library": st.lists(st.sampled_from(pool.spells + pool.lands), max_size=3),
        "exile": st.lists(st.sampled_from(pool.spells), max_size=1),
    }
    for zone, strategy in zones.items():
        drawn = draw(strategy)
        if zone == "battlefield":
            drawn = [_permanent(draw, pool) for _ in range(drawn)]
        else:
            drawn = [{"card": c} for c in drawn]
        if drawn:
            player[zone] = drawn
    return player


def _name_objects(board: dict[str, Any]) -> None:
    seen: Counter[str] = Counter()
    for _, _, obj in objects(board):
        base = slug(obj["card"])
        seen[base] += 1
        obj["id"] = base if seen[base] == 1 else f"{base}-{seen[base]}"


@st.composite
def boards(draw: Any, pool: CardPool) -> dict[str, Any]:
    """A board: two players, a few permanents each, hands, libraries, sometimes mana floating or a spell on
    the stack, any step of any turn."""
    active = PLAYERS[draw(st.integers(0, 3)) // 3]  # Bob's turn one time in four
    step = draw(st.sampled_from(STEPS))
    turn: dict[str, Any] = {"number": draw(st.integers(2, 6)), "active_player": active, "step": step}
    if draw(st.integers(0, 5)) == 5:
        turn["priority"] = next(p for p in PLAYERS if p != active)
    board: dict[str, Any] = {"turn": turn, "players": [_player(draw, pool, p, p == active) for p in PLAYERS]}
    if draw(st.integers(0, 4)) == 4:
        spell: dict[str, Any] = {"card": draw(st.sampled_from(pool.spells)), "controller": draw(st.sampled_from(PLAYERS))}
        if spell["card"] in pool.x_costs:
            spell["x"] = draw(st.integers(0, 3))
        board["stack"] = [spell]
    _name_objects(board)
    return board


@st.composite
def examples(draw: Any, pool: CardPool, max_actions: int = 4) -> Example:
    """A board and 1 to `max_actions` actions on it."""
    board = draw(boards(pool))
    example = Example(board)
    for _ in range(draw(st.integers(1, max_actions))):
        example.actions.append(draw(action(example, pool)))
    return example

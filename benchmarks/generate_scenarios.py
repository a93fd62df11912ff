"""The scenarios of a synthetic corpus (benchmarks/generate.py): templates that draw a scenario from a board, with
the expected values computed from the rules (the module docstring of generate.py lists them)."""

from __future__ import annotations

import random
from dataclasses import dataclass

from .generate_boards import COLORS, Board, Permanent, mana_symbols, pool_text


@dataclass
class Scenario:
    title: str
    rules: list[str]
    cards: list[str]
    steps: list[str]
    ruling: str = "tap-untap-symbols.tap"


def _tap_step(rng: random.Random, perm: Permanent, player: str = "Alice") -> tuple[str, list[str]]:
    """The action step tapping `perm` for mana, and the mana it adds."""
    if perm.card.produces == "any":
        color = rng.choice(COLORS)
        return f'When {player} taps "{perm.id}" for {{{color}}}', [color]
    verb = rng.choice(("activates", "taps"))
    step = f'When {player} activates "{perm.id}"' if verb == "activates" else f'When {player} taps "{perm.id}" for mana'
    return step, mana_symbols(perm.card.produces or "")


def tap_one(rng: random.Random, board: Board) -> Scenario | None:
    sources = [p for p in board.of("Alice") if p.card.produces]
    if not sources:
        return None
    perm = rng.choice(sources)
    action, mana = _tap_step(rng, perm)
    steps = [action]
    if board.can_tap(perm):
        steps += [f'Then "{perm.id}" is tapped', f"And Alice's mana pool is {pool_text(board.pools['Alice'] + mana)}"]
        title, rules = f"{perm.card.name} pays its {{T}} cost and adds its mana", ["107.5", "605.1a", "106.3"]
    else:
        state = "tapped" if perm.tapped else "untapped"
        steps += [
            "Then the action is refused",
            f'And "{perm.id}" is {state}',
            f"And Alice's mana pool is {pool_text(board.pools['Alice'])}",
        ]
        title = f"{perm.card.name} can't pay {{T}} " + ("again" if perm.tapped else "the turn it came under control")
        rules = ["107.5"] if perm.tapped else ["302.6"]
    if perm.card.creature and perm.new:
        rules.append("702.10c")
    return Scenario(title, rules, [perm.card.name], steps)


def tap_all(rng: random.Random, board: Board) -> Scenario | None:
    usable = [p for p in board.of("Alice") if p.card.produces and board.can_tap(p)]
    if len(usable) < 2:
        return None
    rng.shuffle(usable)
    steps, pool = [], list(board.pools["Alice"])
    for perm in usable:
        action, mana = _tap_step(rng, perm)
        steps.append(action if not steps else "And " + action.removeprefix("When "))
        pool += mana
    steps += [f'Then "{usable[0].id}" is tapped', f'And "{usable[-1].id}" is tapped']
    steps.append(f"And Alice's mana pool is {pool_text(pool)}")
    return Scenario(
        f"Tapping {len(usable)} mana sources in turn adds all their mana",
        ["106.3", "605.1a", "107.5"],
        sorted({p.card.name for p in usable}),
        steps,
    )


def opponents_permanent(rng: random.Random, board: Board) -> Scenario | None:
    sources = [p for p in board.of("Bob") if p.card.produces]
    if not sources:
        return None
    perm = rng.choice(sources)
    state = "tapped" if perm.tapped else "untapped"
    return Scenario(
        "A player can't activate a mana ability of a permanent an opponent controls",
        ["602.2", "605.1a"],
        [perm.card.name],
        [
            f'When Alice activates "{perm.id}"',
            "Then the action is refused",
            f'And "{perm.id}" is {state}',
            f"And Alice's mana pool is {pool_text(board.pools['Alice'])}",
        ],
    )


def observations(rng: random.Random, board: Board) -> Scenario | None:
    perm = rng.choice(board.permanents)
    steps = [f'Then the mana value of "{perm.id}" is {perm.card.mana_value}']
    rules = ["202.3"]
    if perm.card.creature:
        steps.append(f'And "{perm.id}" is {perm.card.power}/{perm.card.toughness}')
        haste = "has" if board.has_haste(perm) else "does not have"
        flying = "has" if "Flying" in perm.card.keywords else "does not have"
        steps += [f'And "{perm.id}" {haste} haste', f'And "{perm.id}" {flying} flying']
        rules += ["208.1", "702.10c", "702.9"]
    steps.append(f"And Alice's life total is {board.life['Alice']}")
    return Scenario(f"The characteristics of {perm.card.name} on a generated board", rules, [perm.card.name], steps)


def next_turn(rng: random.Random, board: Board) -> Scenario | None:
    bob_tapped = [p for p in board.of("Bob") if p.tapped]
    alice_tapped = [p for p in board.of("Alice") if p.tapped]
    hand = sorted([*board.hands["Bob"], board.libraries["Bob"][0]])
    steps = [
        "When the game advances to the next turn",
        "Then Bob has priority",
        "And Alice's mana pool is empty",
        "And Bob's hand holds " + " and ".join(f'"{c}"' for c in hand),
    ]
    steps += [f'And "{p.id}" is untapped' for p in bob_tapped[:2]]
    steps += [f'And "{p.id}" is tapped' for p in alice_tapped[:2]]
    return Scenario(
        "At the next turn pools empty, the new active player untaps and draws",
        ["106.4", "500.4", "502.3", "504.1"],
        sorted({p.card.name for p in bob_tapped[:2] + alice_tapped[:2]}),
        steps,
    )


def two_turns_later(rng: random.Random, board: Board) -> Scenario | None:
    new = [p for p in board.of("Alice") if p.card.produces and p.card.creature and not board.can_tap(p) and p.new]
    if not new:
        return None
    perm = rng.choice(new)
    action, mana = _tap_step(rng, perm)
    return Scenario(
        f"{perm.card.name} can pay {{T}} once its controller's next turn has begun",
        ["302.6", "502.3", "106.4"],
        [perm.card.name],
        [
            "When the game advances to the next turn",
            "And the game advances to the next turn",
            "And " + action.removeprefix("When "),
            f'Then "{perm.id}" is tapped',
            f"And Alice's mana pool is {pool_text(mana)}",
        ],
    )


TEMPLATES = (tap_one, tap_one, tap_all, opponents_permanent, observations, next_turn, two_turns_later)


def scenarios_for(rng: random.Random, board: Board, n: int) -> list[Scenario]:
    found: list[Scenario] = []
    for template in rng.sample(TEMPLATES, len(TEMPLATES)):
        if len(found) == n:
            break
        scenario = template(rng, board)
        if scenario is not None:
            found.append(scenario)
    return found

"""Generated examples: a board valid under `schemas/board.schema.json` and a short list of protocol actions,
drawn with hypothesis so that a disagreement can be shrunk to a small board and few actions.

Every choice is drawn so that its simplest value comes first (hypothesis shrinks towards it): Alice's turn,
the precombat main phase, 20 life, nothing tapped, tapping a permanent for mana. Actions name objects by the
ids the board gives them, and only say what the step vocabulary (docs/steps.md) can say, so a shrunk example
can be written as a scenario.
"""

from __future__ import annotations

import copy
import re
from collections import Counter
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import Any

from hypothesis import reject
from hypothesis import strategies as st

from harness.explore.actions import Refs, action
from harness.explore.model import MANA, PLAYERS, CardPool, Example, integers, objects, pick, slug
from harness.explore.state import Model, State
from harness.explore.traces import Trace
from reference_engine.board import reachability_problems
from reference_engine.cards import CardLibrary

# what makes a card watch or change others: a trigger, a replacement, a cost change, a casting permission
HUB = re.compile(r"\bWhenever\b|\bIf (?:you|a|this)\b|\bexpend\b|\bcosts? \{\d\} (?:more|less)|\bYou may cast\b")
STEPS = (
    "precombat_main", "upkeep", "draw", "beginning_of_combat", "declare_attackers", "declare_blockers",
    "combat_damage", "end_of_combat", "postcombat_main", "end", "cleanup", "untap",
)  # fmt: skip
# A refused action is drawn again, two times in three, this many times in an example at most: the chains a ruling is
# about (a permission granted, then used; a cast stopped, a mana ability activated meanwhile, the cast taken up) need
# each step allowed, and a chain whose every other action is refused rarely gets there. Refusals still come: an
# example's last action is kept as drawn (it ends no chain), and so is the first after a corpus scenario's actions
# (where the scenario's own last action stood, most often a refusal), the others one time in three, and once the
# retries are spent.
RETRIES = 6
SETTLE = 8  # rounds of state-based actions performed on a drawn board at most (one can call for another, 704.3)


def _life(draw: Any) -> int:
    return 20 - draw(integers(0, 19))


def _deck(draw: Any, pool: CardPool) -> CardPool:
    """The few cards this example's objects are drawn from (swarm testing): with a handful of cards, the
    ones that interact (an emerge spell and a big creature, a land and a mana doubler) meet often."""
    names = [pick(draw, pool.names) for _ in range(draw(integers(0 if pool.families else 1, 4)))]
    if pool.families and (not names or draw(integers(0, 1))):  # the cards of a ruling's board, and a few more
        names += pick(draw, pool.families)
    hubs = sorted(n for n, text in pool.text.items() if HUB.search(text))
    if hubs and draw(integers(0, 1)):  # a card whose abilities watch other cards: a trigger, a replacement
        names.append(pick(draw, hubs))
    if pool.mana_sources:
        names.append(pick(draw, sorted(pool.mana_sources)))
    names = list(dict.fromkeys(names))
    return pool.within(names)


def _permanent(draw: Any, pool: CardPool) -> dict[str, Any]:
    obj: dict[str, Any] = {"card": pick(draw, pool.permanents)}
    if draw(integers(0, 3)) == 3:
        obj["tapped"] = True
    if draw(integers(0, 1)):
        obj["summoning_sick"] = True
    if draw(integers(0, 5)) == 5:
        obj["counters"] = {pick(draw, ("+1/+1", "charge")): draw(integers(1, 3))}
    return obj


def _player(draw: Any, pool: CardPool, name: str, active: bool) -> dict[str, Any]:
    player: dict[str, Any] = {"name": name, "life": _life(draw)}
    wanted = "".join(pool.colours.values()) or MANA  # mostly the mana this example's cards cost
    symbols = [
        pick(draw, wanted if draw(integers(0, 3)) else MANA) for _ in range(draw(integers(0, 10 if active else 2)))
    ]
    mana = "".join(f"{{{c}}}" for c in symbols)
    if mana:
        player["mana_pool"] = mana
    if draw(integers(0, 2)) == 2:
        player["mana_spent_on_spells"] = draw(integers(1, 9))
    battlefield = [_permanent(draw, pool) for _ in range(draw(integers(0, 5 if active else 3)))]
    sources = [c for c in pool.permanents if c in pool.mana_sources]
    if battlefield and sources and draw(integers(0, 3)):  # mostly a mana source to tap, or to pay with
        battlefield[0]["card"] = pick(draw, sources)
    zones = {
        "battlefield": battlefield,
        "hand": [pick(draw, pool.names) for _ in range(draw(integers(0, 3)))],
        "graveyard": [pick(draw, pool.names) for _ in range(draw(integers(0, 2)))],
        "library": [pick(draw, pool.names) for _ in range(draw(integers(0, 3)))],
        "exile": [pick(draw, pool.names) for _ in range(draw(integers(0, 1)))],
    }
    for zone, drawn in zones.items():
        if drawn:
            player[zone] = [c if isinstance(c, dict) else {"card": c} for c in drawn]
    return player


def _affordable(draw: Any, pool: CardPool, player: dict[str, Any]) -> None:
    """Add to the player's pool the mana one of their cards costs (to cast it, or to activate an ability of it):
    a search that only ever tries what it can't pay finds little."""
    names = [o["card"] for zone in ("hand", "battlefield") for o in player.get(zone, ()) if pool.costs.get(o["card"])]
    if not names:
        return
    cost = pick(draw, pool.costs[pick(draw, names)])
    wanted = "".join(pool.colours.values()) or MANA
    symbols = []
    for symbol in re.findall(r"\{([^}]+)\}", cost):
        if symbol.isdigit():
            symbols += [pick(draw, wanted) for _ in range(int(symbol))]
        elif symbol == "X":
            symbols += [pick(draw, wanted) for _ in range(2)]
        else:
            symbols.append(pick(draw, symbol.split("/")))
    player["mana_pool"] = player.get("mana_pool", "") + "".join(f"{{{s}}}" for s in symbols)


def _name_objects(board: dict[str, Any]) -> None:
    """An id for each object that has none (those it has are kept: other objects may name them)."""
    taken = {o["id"] for _, _, o in objects(board) if "id" in o}
    seen: Counter[str] = Counter()
    for _, _, obj in objects(board):
        if "id" in obj:
            continue
        base = slug(obj["card"])
        while (ref := base if not seen[base] else f"{base}-{seen[base] + 1}") in taken:
            seen[base] += 1
        seen[base] += 1
        obj["id"] = ref
        taken.add(ref)


def _turn(board: dict[str, Any]) -> dict[str, Any]:
    """The board's turn, written out where a corpus board leaves it to the board schema's defaults (turn 1, the
    first player's, the precombat main phase): the actions drawn next read it."""
    first = board["players"][0]["name"]
    return board.setdefault("turn", {"number": 1, "active_player": first, "step": "precombat_main"})


def _from_corpus(draw: Any, pool: CardPool) -> dict[str, Any]:
    """A corpus board (a situation a ruling is about) with a card of its own added to a hand, or mana floating
    for the active player, or as it is: the same cards in other actions and other combinations."""
    board = copy.deepcopy(pick(draw, pool.boards))
    deck = pool.within(sorted({o["card"] for _, _, o in objects(board)}))
    turn = _turn(board)
    players = {p["name"]: p for p in board["players"]}
    active = players.get(turn.get("active_player", ""), board["players"][0])
    change = draw(integers(0, 3))
    if change == 1:
        player = pick(draw, board["players"])
        player.setdefault("hand", []).append({"card": pick(draw, deck.spells)})
    elif change == 2:
        _affordable(draw, deck, active)
    elif change == 3:  # mana already spent this turn: an expend threshold passed or near (CR 700.14)
        active["mana_spent_on_spells"] = draw(integers(1, 9))
    _name_objects(board)
    return board


def _from_trace(draw: Any, trace: Trace) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """A corpus scenario's board as it is, and the first of the actions that led up to its last: the rest is drawn
    (the same situation taken another way). Its objects keep their ids; those the actions name by card are named
    by the ids they are given."""
    board = copy.deepcopy(trace.board)
    _turn(board)
    found = [o for _, _, o in objects(board)]
    cards = Counter(o["card"] for o in found)
    single = [o for o in found if "id" not in o and "count" not in o and cards[o["card"]] == 1]  # named by its card
    _name_objects(board)
    by_name = {o["card"]: o["id"] for o in single}
    taken = len(trace.actions) if not draw(integers(0, 1)) else draw(integers(1, len(trace.actions)))
    return board, [_renamed(a, by_name) for a in trace.actions[:taken]]


def _renamed(action: dict[str, Any], by_name: dict[str, str]) -> dict[str, Any]:
    """The action with the objects it names by their card (the corpus may) named by the ids they now have."""

    def ref(value: Any) -> Any:
        if isinstance(value, str):
            return by_name.get(value, value)
        if isinstance(value, list):
            return [ref(v) for v in value]
        if isinstance(value, dict) and "object" in value:
            return {**value, "object": ref(value["object"])}
        return value

    refs = ("object", "card", "targets", "cards", "sacrifice", "mana_abilities")
    return {k: ref(v) if k in refs else copy.deepcopy(v) for k, v in action.items()}


@cache
def _library(catalog: Path) -> CardLibrary:
    return CardLibrary.from_mtgjson(catalog)


def settled(board: dict[str, Any], pool: CardPool) -> dict[str, Any] | None:
    """The board as a game has it when a player holds priority: with the state-based actions pending on it
    performed (CR 117.5, 704.3), as the reference engine finds them (a creature's toughness is the one after
    continuous effects, 613). A permanent the check names goes to its owner's graveyard (a token ceases to exist,
    111.7), a player at 0 life or less is given 1; then the check is made again. None if the board still isn't
    settled after SETTLE rounds. A pool of no known catalog leaves the board as it is."""
    if pool.catalog is None:
        return board
    for _ in range(SETTLE):
        problems = reachability_problems(_library(pool.catalog), board)
        if not problems:
            return board
        gone: dict[int, set[int]] = {}  # player index -> battlefield entries to move
        for pointer, _message in problems:
            parts = pointer.split("/")
            if parts[-1] == "life":
                board["players"][int(parts[2])]["life"] = 1
            elif parts[1:4:2] == ["players", "battlefield"]:
                gone.setdefault(int(parts[2]), set()).add(int(parts[4]))
        for i, entries in gone.items():
            player = board["players"][i]
            for j in sorted(entries, reverse=True):
                obj = player["battlefield"].pop(j)
                if "card" in obj:  # a token, or a melded pair, is no card in a graveyard
                    kept = {k: obj[k] for k in ("card", "id", "count") if k in obj}
                    player.setdefault("graveyard", []).append(kept)
            if not player["battlefield"]:
                del player["battlefield"]
    return None


@st.composite
def boards(draw: Any, pool: CardPool) -> dict[str, Any]:
    """A board: two players, a few permanents each, hands, libraries, sometimes mana floating or a spell on
    the stack, any step of any turn."""
    if pool.boards and draw(integers(0, 1)):  # half the time, a board of the corpus, lightly changed
        return _settled_or_rejected(_from_corpus(draw, pool), pool)
    active = PLAYERS[draw(integers(0, 3)) // 3]  # Bob's turn one time in four
    step = STEPS[0] if draw(integers(0, 3)) < 3 else pick(draw, STEPS)  # mostly the main phase: sorceries too
    turn: dict[str, Any] = {"number": draw(integers(2, 6)), "active_player": active, "step": step}
    if draw(integers(0, 19)) == 19:
        turn["priority"] = next(p for p in PLAYERS if p != active)
    deck = _deck(draw, pool)
    board: dict[str, Any] = {"turn": turn, "players": [_player(draw, deck, p, p == active) for p in PLAYERS]}
    if draw(integers(0, 3)):
        _affordable(draw, deck, board["players"][PLAYERS.index(active)])
    if draw(integers(0, 9)) == 9:  # now and then a spell on the stack (instants only, then)
        spell: dict[str, Any] = {"card": pick(draw, deck.spells), "controller": pick(draw, PLAYERS)}
        if spell["card"] in pool.x_costs:
            spell["x"] = draw(integers(0, 3))
        board["stack"] = [spell]
    _name_objects(board)
    return _settled_or_rejected(board, pool)


def _settled_or_rejected(board: dict[str, Any], pool: CardPool) -> dict[str, Any]:
    found = settled(board, pool)
    if found is None:
        reject()
    return found  # type: ignore[return-value]


@st.composite
def examples(
    draw: Any, pool: CardPool, max_actions: int = 6, model: Model | None = None, go_on: Callable[[], bool] | None = None
) -> Example:
    """A board, half the time a corpus scenario's with the first of its actions, and 1 to `max_actions` actions
    more, each drawn from the game as `model` (the engine checked against) says it stands after the ones before;
    without a model, from the board as loaded. Once `go_on` says no, examples are rejected undrawn (the shrinking
    of a search that has run out of runs ends quickly)."""
    if go_on is not None and not go_on():
        reject()
    trace = pick(draw, pool.traces) if pool.traces and not draw(integers(0, 1)) else None  # half the time
    board, chain = _from_trace(draw, trace) if trace else (draw(boards(pool)), [])
    if trace:
        board = _settled_or_rejected(board, pool)
    example = Example(board, origin=trace.scenario if trace else "", taken=len(chain))
    playing = model is not None and model.usable
    state = model.start(board) if model is not None and playing else State.of_board(board)
    kinds = model.hello.actions if model is not None and playing else frozenset()
    kinds = kinds if pool.actions is None else kinds & pool.actions
    for taken in chain:
        example.actions.append(taken)
        if model is not None and playing:
            state = model.step(state, taken)
    wanted, retries = len(chain) + draw(integers(1, max_actions)), RETRIES
    while len(example.actions) < wanted:
        drawn = draw(action(pool, Refs(example, state), kinds))
        if model is not None and playing:
            after = model.step(state, drawn)
            kept = len(example.actions) + 1 == wanted or len(example.actions) == len(chain) > 0
            if after.refused and not kept and drawn["kind"] != "continue_cast" and retries and draw(integers(0, 2)):
                retries -= 1  # drawn again: the model's game is as it was (a refused continue_cast undid a cast)
                continue
            state = after
        example.actions.append(drawn)
        last = example.actions[-1]
        if last["kind"] in ("cast", "activate") and "stop" not in last and not playing and draw(integers(0, 1)):
            example.actions.append({"kind": "resolve"})  # let it resolve: what it does is seen
    del example.actions[wanted:]
    return example

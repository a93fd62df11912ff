"""Actions on a generated board, as protocol `perform` requests the step vocabulary can say (docs/steps.md):
tap for mana, cast (with or without an alternative cost, sacrificing, X, kicker, targets, mana abilities
during payment, from another zone, stopping midway), continue a stopped cast, activate, play a land, pass
priority, resolve, choose, advance, declare attackers and blockers (`combat`).

Each action is drawn from the game as it stands after the ones before (`State`): a pending choice is mostly
answered (all it asks, fewer, or in some order), a stopped cast mostly taken up, a spell on the stack often let
resolve, and a card is cast from the zone it is in now. Candidates are listed most plausible first (the acting
player's own hand before a library, their own creatures before an opponent's), because hypothesis shrinks
towards the first.
"""

from __future__ import annotations

from typing import Any

from hypothesis import strategies as st

from harness.explore import combat
from harness.explore.model import MANA, CardPool, Example, integers, objects, pick, some
from harness.explore.state import State

# how often each kind is drawn, on an empty stack and on a stack with something to resolve; the first is what a
# shrunk example tries first
KINDS = (("tap", 3), ("cast", 5), ("activate", 3), ("advance", 1), ("play_land", 1), ("resolve", 1), ("pass", 1),
         ("choose", 1))  # fmt: skip
ON_A_STACK = (("resolve", 7), ("cast", 2), ("tap", 1), ("activate", 2), ("pass", 1), ("choose", 1), ("advance", 1))
ADVANCE_TO = ("next_turn", "upkeep", "draw", "precombat_main", "beginning_of_combat", "declare_attackers",
              "postcombat_main", "end", "cleanup")  # fmt: skip
CAST_FROM = ("hand", "graveyard", "exile", "library")
STAGES = ("announced", "choices_made", "total_cost_determined", "paying")  # where a staged cast stops (CR 601.2)
# where an object named by a pending choice most likely is, by the kind of choice
CHOSEN_FROM = {
    "order_triggers": ("stack", "battlefield", "graveyard", "hand"),
    "choose_targets": ("battlefield", "graveyard", "stack", "hand"),
}
CARDS_FROM = ("hand", "battlefield", "graveyard", "library", "exile", "stack")


class Refs:
    """The ids of a board's objects by controller and the zone each is in now, and their cards."""

    def __init__(self, example: Example, state: State | None = None) -> None:
        self.state = state or State.of_board(example.board)
        found = objects(example.board)
        self.card = {o["id"]: o["card"] for _, _, o in found}
        self.owner = {o["id"]: o.get("controller", owner) for owner, _, o in found}
        self.ids = [o["id"] for _, _, o in found if o["id"] in self.state.zones]
        self.priority = self.state.priority
        self.players = tuple(example.players())  # a corpus board may have more than two
        self.recent = _named(example.actions, self.ids)

    def lately(self, candidates: list[str]) -> list[str]:
        """The candidates the example's actions have named, the latest first."""
        return [r for r in self.recent if r in candidates]

    def of(self, player: str, *zones: str, others: bool = True) -> list[str]:
        """Ids in these zones, `player`'s first, zone by zone."""
        where = self.state.zones
        mine = [r for z in zones for r in self.ids if where[r] == z and self.owner[r] == player]
        theirs = [r for z in zones for r in self.ids if where[r] == z and self.owner[r] != player]
        return mine + (theirs if others else [])

    def zone(self, ref: str) -> str:
        return self.state.zones[ref]

    def named(self, names: list[str], zones: tuple[str, ...]) -> list[str]:
        """An id for each card name, each id once, in the first of `zones` that holds one."""
        taken: list[str] = []
        for name in names:
            found = [r for z in zones for r in self.ids if self.card[r] == name and self.zone(r) == z]
            free = [r for r in found if r not in taken]
            if free:
                taken.append(free[0])
        return taken


def _named(actions: list[dict[str, Any]], ids: list[str]) -> list[str]:
    """The objects the actions name (as the object acted on, the card cast, a target, a sacrifice, a choice), each
    once, the latest first."""
    named: list[str] = []
    for act in reversed(actions):
        refs = [act.get("object"), act.get("card"), *act.get("targets", ()), *act.get("cards", ())]
        sacrificed = act.get("sacrifice", ())
        refs += [sacrificed] if isinstance(sacrificed, str) else list(sacrificed)
        named += [r for r in refs if isinstance(r, str) and r in ids and r not in named]
    return named


def _recent(draw: Any, refs: Refs, candidates: list[str]) -> str | None:
    """Half the time, one of the candidates an earlier action named: a chain goes on with the object it is about
    (the card an ability let you cast, then cast; the permanent it became, then sacrificed; the card back in its
    graveyard, cast again)."""
    lately = refs.lately(candidates)
    return pick(draw, lately) if lately and draw(integers(0, 1)) else None


def _pick(draw: Any, candidates: list[str]) -> str | None:
    return pick(draw, candidates) if candidates else None


def _some(draw: Any, candidates: list[str], most: int) -> list[str]:
    return some(draw, candidates, most) if candidates else []


def _usual(draw: Any, usual: list[str], rest: list[str], odds: int = 20) -> str | None:
    """Mostly one of the `usual` candidates (those the action suits), one time in `odds` any of them all."""
    if usual and draw(integers(0, odds - 1)) < odds - 1:
        return pick(draw, usual)
    return _pick(draw, usual + rest)


def _creatures(refs: Refs, player: str, pool: CardPool, others: bool) -> list[str]:
    return [r for r in refs.of(player, "battlefield", others=others) if refs.card[r] in pool.creatures]


def _sacrifice(draw: Any, refs: Refs, player: str, pool: CardPool, odds: int = 20) -> str | None:
    """A permanent to sacrifice: mostly a creature of the player's; now and then any other permanent, an
    opponent's creature among them (CR 701.17a: only your own)."""
    mine = _creatures(refs, player, pool, others=False)
    rest = [r for r in refs.of(player, "battlefield") if r not in mine]
    return _recent(draw, refs, mine) or _usual(draw, mine, rest, odds)


def _sources(refs: Refs, player: str, pool: CardPool) -> list[str]:
    """The player's untapped permanents with a mana ability that costs no sacrifice (one the tap step says)."""
    return [r for r in refs.of(player, "battlefield", others=False) if refs.card[r] in pool.mana_sources
            and r not in refs.state.tapped and r not in pool.sacrificing]  # fmt: skip


def _tap(draw: Any, refs: Refs, player: str, pool: CardPool, kinds: frozenset[str]) -> dict[str, Any] | None:
    battlefield = refs.of(player, "battlefield")
    sources = _sources(refs, player, pool)
    obj = _usual(draw, sources, [r for r in battlefield if r not in sources]) if sources else None
    if obj is None:
        return None
    action = {"kind": "activate", "player": player, "object": obj, "ability": "mana"}
    text = pool.text.get(refs.card[obj], "")
    choice = " any " in text or " or {" in text  # the player names the type (CR 106.1a)
    mana = pick(draw, MANA) if (choice and draw(integers(0, 3)) < 3) or draw(integers(0, 19)) == 19 else None
    if mana:
        action["mana"] = f"{{{mana}}}"
    return action


def _targets(draw: Any, refs: Refs, player: str, pool: CardPool, text: str) -> list[str]:
    """A target: mostly one the text's "target ..." describes (a card in your graveyard, a spell, a player, a
    creature or artifact on the battlefield), now and then any object or player."""
    wanted = text[text.find("target") :].split(".")[0]
    if "graveyard" in wanted:
        usual = refs.of(player, "graveyard", others="your" not in wanted)
    elif "spell" in wanted:
        usual = refs.of(player, "stack")
    else:
        kinds = {t for t in ("Creature", "Artifact", "Land") if t.lower() in wanted}
        usual = [r for r in refs.of(player, "battlefield") if not kinds or kinds & pool.types.get(refs.card[r], kinds)]
        if "any target" in wanted or "player" in wanted or "opponent" in wanted:
            usual = [p for p in refs.players if p != player or "opponent" not in wanted] + usual
    everything = [*refs.players, *refs.of(player, "battlefield", "graveyard", "stack")]
    chosen = _usual(draw, usual, [r for r in everything if r not in usual])
    return [chosen] if chosen else []


def _castable(refs: Refs, player: str, pool: CardPool) -> list[str]:
    """The player's cards a cast most likely suits: non-land cards in hand, and in a graveyard or exile when a
    permanent of theirs gives a casting permission."""
    spells = [r for r in refs.of(player, "hand", others=False) if refs.card[r] not in pool.lands]
    if any("ou may cast" in pool.text.get(refs.card[r], "") for r in refs.of(player, "battlefield", others=False)):
        spells += [r for r in refs.of(player, "graveyard", "exile", others=False) if refs.card[r] not in pool.lands]
    if refs.state.stack:  # instants and flash first: what can be cast while the stack isn't empty (CR 117.1a)
        spells.sort(key=lambda r: refs.card[r] not in pool.instants)
    return spells


def _cast(draw: Any, refs: Refs, player: str, pool: CardPool, kinds: frozenset[str]) -> dict[str, Any] | None:
    spells = _castable(refs, player, pool)
    rest = [r for r in refs.of(player, *CAST_FROM) if r not in spells]
    card = _recent(draw, refs, spells) or (_usual(draw, spells, rest) if spells else None)
    if card is None:
        return None
    name, zone = refs.card[card], refs.zone(card)
    action: dict[str, Any] = {"kind": "cast", "player": player, "card": card}
    if zone != "hand":
        action["from"] = zone
    battlefield = refs.of(player, "battlefield", others=False)
    granters = [r for r in battlefield if refs.card[r] in pool.granting]
    if name in pool.emerge and draw(integers(0, 2)) < 2:  # mostly for its emerge cost: what emerge is about
        action["alternative"] = ["emerge"]
    elif granters and draw(integers(0, 2)) == 2:
        action["alternative"] = [pick(draw, granters)]
    sacrificing = action.get("alternative") == ["emerge"] or "cost to cast this spell, sacrifice" in pool.text[name]
    if sacrificing and (sacrifice := _sacrifice(draw, refs, player, pool, odds=5)):
        action["sacrifice"] = [sacrifice]
    if name in pool.x_costs:
        action["x"] = pick(draw, (2, 3, 1, 0))  # 2 first: what a generated pool affords
    if name in pool.kickers and (kicks := draw(integers(0, 2 if "Multikicker" in pool.text[name] else 1))):
        action["kicker"] = kicks
    if name in pool.targeted and (targets := _targets(draw, refs, player, pool, pool.text[name])):
        action["targets"] = targets
    if name in pool.colour_choice and draw(integers(0, 1)):
        action["choices"] = {"color": pick(draw, "WUBRG")}
    paying = _some(draw, _sources(refs, player, pool), 2)
    if paying:
        action["mana_abilities"] = [{"object": r, "ability": "mana"} for r in paying]
    if "continue_cast" in kinds and draw(integers(0, 7)) == 7:  # stopped midway, other actions tried meanwhile
        action["stop"] = pick(draw, STAGES)
    return action


def _activate(draw: Any, refs: Refs, player: str, pool: CardPool, kinds: frozenset[str]) -> dict[str, Any] | None:
    battlefield = refs.of(player, "battlefield")
    able = [r for r in refs.of(player, "battlefield", others=False) if pool.abilities.get(refs.card[r])]
    able.sort(key=lambda r: r in refs.state.tapped)  # untapped first: most abilities cost {T}
    obj = _usual(draw, able, [r for r in battlefield if r not in able]) if able else None
    if obj is None:
        return None
    ability = draw(integers(1, max(1, pool.abilities.get(refs.card[obj], 0))))
    action: dict[str, Any] = {"kind": "activate", "player": player, "object": obj, "ability": ability}
    text = pool.text.get(refs.card[obj], "")
    if "target" in text and (targets := _targets(draw, refs, player, pool, text)):
        action["targets"] = targets
    if "acrifice a" in text and (sacrifice := _sacrifice(draw, refs, player, pool)):
        action["sacrifice"] = sacrifice
    return action


def _play_land(draw: Any, refs: Refs, player: str, pool: CardPool, kinds: frozenset[str]) -> dict[str, Any] | None:
    hand = refs.of(player, "hand")
    lands = [r for r in hand if refs.card[r] in pool.lands]
    card = _pick(draw, lands + [r for r in hand if r not in lands])
    return None if card is None else {"kind": "play_land", "player": player, "card": card}


def _choose(draw: Any, refs: Refs, player: str, pool: CardPool, kinds: frozenset[str]) -> dict[str, Any] | None:
    everything = refs.of(player, "hand", "battlefield", "graveyard", "library", "exile", "stack")
    return {"kind": "choose", "player": player, "cards": _some(draw, everything, 2)}


def _answer(draw: Any, refs: Refs, pending: dict[str, Any]) -> dict[str, Any]:
    """An answer to the pending choice: what it offers, all of it or fewer (an order of all the triggered
    abilities, or one left out), now and then with a card it doesn't offer."""
    player = pending.get("player") if pending.get("player") in refs.players else refs.priority
    options = [o for o in pending.get("options", ()) if isinstance(o, str)]
    players = [o for o in options if o in refs.players]
    zones = CHOSEN_FROM.get(pending.get("kind", ""), CARDS_FROM)
    cards = refs.named([o for o in options if o not in refs.players], zones)
    action: dict[str, Any] = {"kind": "choose", "player": player, "cards": []}
    if pending.get("kind") == "order_triggers":
        action["cards"] = draw(st.permutations(cards))
        if len(cards) > 1 and draw(integers(0, 9)) == 9:
            del action["cards"][-1]
        return action
    most = pending.get("max") if isinstance(pending.get("max"), int) else len(options)
    chosen = (cards + players)[: max(most, 0)]
    if draw(integers(0, 2)) == 2:  # fewer than it allows, or other ones
        chosen = some(draw, cards + players, max(most, 1)) if cards + players else []
    if draw(integers(0, 9)) == 9 and (stray := [r for r in refs.ids if r not in cards]):
        chosen = [*chosen[:-1], pick(draw, stray)]
    action["cards"] = [c for c in chosen if c not in refs.players]
    if picked := [c for c in chosen if c in refs.players]:
        action["players"] = picked
    return action


def _weighted(draw: Any, weights: tuple[tuple[str, int], ...]) -> str:
    """A kind drawn with the odds `weights` give it."""
    ticket = draw(integers(0, sum(w for _, w in weights) - 1))
    for kind, weight in weights:
        if ticket < weight:
            return kind
        ticket -= weight
    raise AssertionError("unreachable")


BUILDERS = {
    "tap": _tap,
    "cast": _cast,
    "activate": _activate,
    "play_land": _play_land,
    "choose": _choose,
    "pass": lambda draw, refs, player, pool, kinds: {"kind": "pass", "player": player},
    "resolve": lambda draw, refs, player, pool, kinds: {"kind": "resolve"},
    "advance": lambda draw, refs, player, pool, kinds: {"kind": "advance", "to": pick(draw, ADVANCE_TO)},
}
COMBAT = {"declare_attackers": combat.declare_attackers, "declare_blockers": combat.declare_blockers}


@st.composite
def action(draw: Any, pool: CardPool, refs: Refs, kinds: frozenset[str] = frozenset()) -> dict[str, Any]:
    """One action on the game as it stands: mostly the answer to a pending choice or the rest of a stopped
    cast when there is one, else mostly an action by the player who holds priority. `kinds`: the action kinds
    both engines take (a cast stops midway only when `continue_cast` is among them)."""
    state = refs.state
    if state.pending and draw(integers(0, 4)) < 4:
        return _answer(draw, refs, state.pending)
    if state.staged and draw(integers(0, 3)) < 3:
        later = STAGES[STAGES.index(state.stage) + 1 :] if state.stage in STAGES else ()  # only forward (601.2)
        more = {"stop": pick(draw, later)} if later and draw(integers(0, 3)) == 3 else {}
        return {"kind": "continue_cast", "player": state.staged, **more}
    if state.step in COMBAT and state.step in kinds and draw(integers(0, 3)) < 3:  # its declaration, mostly
        return COMBAT[state.step](draw, refs, refs.priority, pool, kinds)
    others = [p for p in refs.players if p != refs.priority]
    player = refs.priority if draw(integers(0, 19)) < 19 or not others else pick(draw, others)
    weights = ON_A_STACK if state.stack else KINDS
    if _castable(refs, player, pool):  # a card to cast: what most rulings are about (timing too, on a stack)
        weights = (*weights, ("cast", 2 if state.stack else 4))
    for kind in (_weighted(draw, weights), "cast", "tap", "activate"):  # then whatever the board allows
        if (built := BUILDERS[kind](draw, refs, player, pool, kinds)) is not None:
            return built
    return {"kind": "pass", "player": player}

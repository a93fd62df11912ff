"""Actions on a generated board, as protocol `perform` requests the step vocabulary can say (docs/steps.md):
tap for mana, cast (with or without an alternative cost, sacrificing, X, kicker, targets, mana abilities
during payment, from another zone), activate, play a land, pass priority, resolve, choose, advance.

Candidates are listed most plausible first (the acting player's own hand before a library, their own
permanents before an opponent's), because hypothesis shrinks towards the first.
"""

from __future__ import annotations

from typing import Any

from hypothesis import strategies as st

from .model import MANA, PLAYERS, CardPool, Example, objects

# repeated kinds are drawn more often; the first is what a shrunk example tries first
KINDS = ("tap", "cast", "tap", "cast", "activate", "resolve", "pass", "play_land", "choose", "advance", "resolve")
ADVANCE_TO = ("next_turn", "upkeep", "draw", "precombat_main", "beginning_of_combat", "declare_attackers",
              "postcombat_main", "end", "cleanup")  # fmt: skip
CAST_FROM = ("hand", "graveyard", "exile", "library")


class Refs:
    """The ids of a board's objects by owner and zone, and their cards."""

    def __init__(self, example: Example) -> None:
        self.found = objects(example.board)
        self.card = {o["id"]: o["card"] for _, _, o in self.found}
        turn = example.board.get("turn", {})
        self.priority = turn.get("priority", turn.get("active_player", PLAYERS[0]))

    def of(self, player: str, *zones: str, others: bool = True) -> list[str]:
        """Ids in these zones, `player`'s first, zone by zone."""
        mine = [o["id"] for z in zones for owner, zone, o in self.found if zone == z and owner == player]
        theirs = [o["id"] for z in zones for owner, zone, o in self.found if zone == z and owner != player]
        return mine + (theirs if others else [])

    def zone(self, ref: str) -> str:
        return next(zone for _, zone, o in self.found if o["id"] == ref)


def _pick(draw: Any, candidates: list[str]) -> str | None:
    return draw(st.sampled_from(candidates)) if candidates else None


def _some(draw: Any, candidates: list[str], most: int) -> list[str]:
    if not candidates:
        return []
    return draw(st.lists(st.sampled_from(candidates), max_size=most, unique=True))


def _tap(draw: Any, refs: Refs, player: str, pool: CardPool) -> dict[str, Any] | None:
    obj = _pick(draw, refs.of(player, "battlefield"))
    if obj is None:
        return None
    action = {"kind": "activate", "player": player, "object": obj, "ability": "mana"}
    mana = draw(st.one_of(st.none(), st.sampled_from(MANA)))
    if mana:
        action["mana"] = f"{{{mana}}}"
    return action


def _cast(draw: Any, refs: Refs, player: str, pool: CardPool) -> dict[str, Any] | None:
    card = _pick(draw, refs.of(player, "hand", *CAST_FROM[1:]))
    if card is None:
        return None
    name, zone = refs.card[card], refs.zone(card)
    action: dict[str, Any] = {"kind": "cast", "player": player, "card": card}
    if zone != "hand":
        action["from"] = zone
    battlefield = refs.of(player, "battlefield")
    granters = [r for r in battlefield if refs.card[r] in pool.granting]
    alternative = draw(st.sampled_from(["none", "emerge", "granted"]))
    if alternative == "emerge" and name in pool.emerge:
        action["alternative"] = ["emerge"]
    elif alternative == "granted" and granters:
        action["alternative"] = [draw(st.sampled_from(granters))]
    if name in pool.emerge or name in pool.sacrificing:
        sacrifice = _some(draw, battlefield, 1)
        if sacrifice:
            action["sacrifice"] = sacrifice
    if name in pool.x_costs:
        action["x"] = draw(st.integers(0, 4))
    if name in pool.kickers and (kicks := draw(st.integers(0, 2))):
        action["kicker"] = kicks
    if name in pool.targeted:
        action["targets"] = [draw(st.sampled_from([*PLAYERS, *refs.of(player, "battlefield", "graveyard", "stack")]))]
    if name in pool.colour_choice and draw(st.booleans()):
        action["choices"] = {"color": draw(st.sampled_from("WUBRG"))}
    paying = _some(draw, battlefield, 2)
    if paying:
        action["mana_abilities"] = [{"object": r, "ability": "mana"} for r in paying]
    return action


def _activate(draw: Any, refs: Refs, player: str, pool: CardPool) -> dict[str, Any] | None:
    obj = _pick(draw, refs.of(player, "battlefield"))
    if obj is None:
        return None
    action: dict[str, Any] = {"kind": "activate", "player": player, "object": obj, "ability": draw(st.integers(1, 2))}
    text = pool.text.get(refs.card[obj], "")
    if "target" in text:
        action["targets"] = [draw(st.sampled_from([*PLAYERS, *refs.of(player, "battlefield", "graveyard")]))]
    if "acrifice a" in text and (sacrifice := _pick(draw, refs.of(player, "battlefield", others=False))):
        action["sacrifice"] = sacrifice
    return action


def _play_land(draw: Any, refs: Refs, player: str, pool: CardPool) -> dict[str, Any] | None:
    hand = refs.of(player, "hand")
    lands = [r for r in hand if refs.card[r] in pool.lands]
    card = _pick(draw, lands + [r for r in hand if r not in lands])
    return None if card is None else {"kind": "play_land", "player": player, "card": card}


def _choose(draw: Any, refs: Refs, player: str, pool: CardPool) -> dict[str, Any] | None:
    everything = refs.of(player, "hand", "battlefield", "graveyard", "library", "exile", "stack")
    return {"kind": "choose", "player": player, "cards": _some(draw, everything, 2)}


BUILDERS = {
    "tap": _tap,
    "cast": _cast,
    "activate": _activate,
    "play_land": _play_land,
    "choose": _choose,
    "pass": lambda draw, refs, player, pool: {"kind": "pass", "player": player},
    "resolve": lambda draw, refs, player, pool: {"kind": "resolve"},
    "advance": lambda draw, refs, player, pool: {"kind": "advance", "to": draw(st.sampled_from(ADVANCE_TO))},
}


@st.composite
def action(draw: Any, example: Example, pool: CardPool) -> dict[str, Any]:
    """One action on the example's board: mostly by the player who holds priority."""
    refs = Refs(example)
    player = draw(st.sampled_from([refs.priority, *(p for p in PLAYERS if p != refs.priority)]))
    built = BUILDERS[draw(st.sampled_from(KINDS))](draw, refs, player, pool)
    return built if built is not None else {"kind": "resolve"}

"""Actions on a generated board, as protocol `perform` requests the step vocabulary can say (docs/steps.md):
tap for mana, cast (with or without an alternative cost, sacrificing, X, kicker, targets, mana abilities
during payment, from another zone), activate, play a land, pass priority, resolve, choose, advance.

Candidates are listed most plausible first (the acting player's own hand before a library, their own
permanents before an opponent's), because hypothesis shrinks towards the first.
"""

from __future__ import annotations

from typing import Any

from hypothesis import strategies as st

from harness.explore.model import MANA, PLAYERS, CardPool, Example, integers, objects, pick, some

# repeated kinds are drawn more often; the first is what a shrunk example tries first
KINDS = ("tap", "cast", "tap", "cast", "activate", "resolve", "tap", "cast", "activate", "resolve", "advance",
         "pass", "play_land", "choose")  # fmt: skip
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
    return pick(draw, candidates) if candidates else None


def _some(draw: Any, candidates: list[str], most: int) -> list[str]:
    return some(draw, candidates, most) if candidates else []


def _usual(draw: Any, usual: list[str], rest: list[str]) -> str | None:
    """Mostly one of the `usual` candidates (those the action suits), now and then any of them all."""
    if usual and draw(integers(0, 19)) < 19:
        return pick(draw, usual)
    return _pick(draw, usual + rest)


def _tap(draw: Any, refs: Refs, player: str, pool: CardPool) -> dict[str, Any] | None:
    battlefield = refs.of(player, "battlefield")
    sources = [r for r in refs.of(player, "battlefield", others=False) if refs.card[r] in pool.mana_sources]
    obj = _usual(draw, sources, [r for r in battlefield if r not in sources]) if sources else None
    if obj is None:
        return None
    action = {"kind": "activate", "player": player, "object": obj, "ability": "mana"}
    text = pool.text.get(refs.card[obj], "")
    choice = " any " in text or " or {" in text  # the player names the type (CR 106.1a)
    mana = pick(draw, MANA) if choice or draw(integers(0, 19)) == 19 else None
    if mana:
        action["mana"] = f"{{{mana}}}"
    return action


def _cast(draw: Any, refs: Refs, player: str, pool: CardPool) -> dict[str, Any] | None:
    spells = [r for r in refs.of(player, "hand", others=False) if refs.card[r] not in pool.lands]
    if any("ou may cast" in pool.text.get(refs.card[r], "") for r in refs.of(player, "battlefield", others=False)):
        spells += refs.of(player, "graveyard", "exile", others=False)  # a casting permission may apply
    card = _usual(draw, spells, [r for r in refs.of(player, *CAST_FROM) if r not in spells]) if spells else None
    if card is None:
        return None
    name, zone = refs.card[card], refs.zone(card)
    action: dict[str, Any] = {"kind": "cast", "player": player, "card": card}
    if zone != "hand":
        action["from"] = zone
    battlefield = refs.of(player, "battlefield", others=False)
    granters = [r for r in battlefield if refs.card[r] in pool.granting]
    alternative = pick(draw, ("none", "emerge", "granted"))
    if alternative == "emerge" and name in pool.emerge:
        action["alternative"] = ["emerge"]
    elif alternative == "granted" and granters:
        action["alternative"] = [pick(draw, granters)]
    emerging = action.get("alternative") == ["emerge"]
    if emerging or "additional cost to cast this spell, sacrifice" in pool.text.get(name, ""):
        sacrifice = _some(draw, battlefield, 1)
        if sacrifice:
            action["sacrifice"] = sacrifice
    if name in pool.x_costs:
        action["x"] = 2 - draw(integers(0, 2))  # 2 first: what a generated pool affords
    if name in pool.kickers and (kicks := draw(integers(0, 2 if "Multikicker" in pool.text[name] else 1))):
        action["kicker"] = kicks
    if name in pool.targeted:
        action["targets"] = [pick(draw, [*PLAYERS, *refs.of(player, "battlefield", "graveyard", "stack")])]
    if name in pool.colour_choice and draw(integers(0, 1)):
        action["choices"] = {"color": pick(draw, "WUBRG")}
    paying = _some(draw, [r for r in battlefield if refs.card[r] in pool.mana_sources], 2)
    if paying:
        action["mana_abilities"] = [{"object": r, "ability": "mana"} for r in paying]
    return action


def _activate(draw: Any, refs: Refs, player: str, pool: CardPool) -> dict[str, Any] | None:
    battlefield = refs.of(player, "battlefield")
    able = [r for r in refs.of(player, "battlefield", others=False) if pool.abilities.get(refs.card[r])]
    obj = _usual(draw, able, [r for r in battlefield if r not in able]) if able else None
    if obj is None:
        return None
    ability = draw(integers(1, max(1, pool.abilities.get(refs.card[obj], 0))))
    action: dict[str, Any] = {"kind": "activate", "player": player, "object": obj, "ability": ability}
    text = pool.text.get(refs.card[obj], "")
    if "target" in text:
        action["targets"] = [pick(draw, [*PLAYERS, *refs.of(player, "battlefield", "graveyard")])]
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
    "advance": lambda draw, refs, player, pool: {"kind": "advance", "to": pick(draw, ADVANCE_TO)},
}


@st.composite
def action(draw: Any, example: Example, pool: CardPool, refs: Refs) -> dict[str, Any]:
    """One action on the example's board: mostly by the player who holds priority."""
    player = refs.priority if draw(integers(0, 19)) < 19 else next(p for p in PLAYERS if p != refs.priority)
    built = BUILDERS[pick(draw, KINDS)](draw, refs, player, pool)
    return built if built is not None else {"kind": "pass", "player": player}

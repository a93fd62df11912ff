"""When: actions, sent to the engine as protocol `perform` requests."""

from __future__ import annotations

from typing import Any

from pytest_bdd import parsers, when

from harness.errors import CorpusError
from harness.run.session import Session
from harness.run.steps.grammar import (
    ACTIVATE_FIELDS,
    CAST_FIELDS,
    CONTINUE_FIELDS,
    QUOTED,
    cards_and_players,
    parse_clauses,
)
from harness.run.steps.vocabulary import checks_arguments

PLAYER = r"(?P<player>[A-Z][a-z]+)"


@when(parsers.re(PLAYER + r' casts "(?P<card>[^"]+)"(?P<clauses>.*)'))
@checks_arguments(lambda args: parse_clauses(args["clauses"], CAST_FIELDS))
def cast(conformance: Session, player: str, card: str, clauses: str) -> None:
    """Cast a spell (CR 601.2), with clauses: `for its emerge cost`, `using the alternative cost of "X"`,
    `sacrificing "A"`, `with X = 2`, `kicked 2 times`, `targeting "T"`, `dividing 1 and 1` (the division of its
    damage or counters among its targets, in their order, CR 601.2d), `tapping "E" for mana`,
    `from her graveyard`, `choosing the color R`, `as an Adventure` (CR 715.3), `paying its offspring cost`
    (702.175a), and, to stop the cast between the steps of 601.2 until `continues casting`: `stopping once it is
    announced`, `stopping once its choices are made`, `stopping once its total cost is determined`, `stopping while
    it is being paid`.
    Example: `When Alice casts "Decimator of the Provinces" for its emerge cost, sacrificing "Grizzly Bears"`."""
    options = parse_clauses(clauses, CAST_FIELDS)
    action = {"kind": "cast", "player": conformance.player(player), "card": conformance.ref(card), **options}
    for key in ("sacrifice", "targets"):
        if key in action:
            action[key] = [t if t in _players(conformance) else conformance.ref(t) for t in action[key]]
    if "mana_abilities" in action:
        action["mana_abilities"] = [{"object": conformance.ref(r), "ability": "mana"} for r in action["mana_abilities"]]
    conformance.act(action, f"{player} casts {card}{clauses}")


@when(parsers.re(PLAYER + r" continues casting the spell(?P<clauses>.*)"))
def continue_cast(conformance: Session, player: str, clauses: str) -> None:
    """Take up a cast stopped with `stopping ...` (CR 601.2), to the end or to the next stop.
    Example: `When Alice continues casting the spell`, `When Alice continues casting the spell, stopping while it
    is being paid`."""
    options = parse_clauses(clauses, CONTINUE_FIELDS)
    action = {"kind": "continue_cast", "player": conformance.player(player), **options}
    conformance.act(action, f"{player} continues casting the spell{clauses}")


@when(parsers.re(PLAYER + r' activates (?:ability (?P<n>\d+) of )?"(?P<obj>[^"]+)"(?P<clauses>.*)'))
@checks_arguments(lambda args: parse_clauses(args["clauses"], ACTIVATE_FIELDS))
def activate(conformance: Session, player: str, n: str | None, obj: str, clauses: str) -> None:
    """Activate an ability of a permanent (CR 602); `ability 2 of` picks the second activated ability.
    Example: `When Alice activates "Order of Whiteclay" targeting "Grizzly Bears"`."""
    options = parse_clauses(clauses, ACTIVATE_FIELDS)
    action = {
        "kind": "activate",
        "player": conformance.player(player),
        "object": conformance.ref(obj),
        "ability": int(n or 1),
        **options,
    }
    if "targets" in action:
        action["targets"] = [t if t in _players(conformance) else conformance.ref(t) for t in action["targets"]]
    if "sacrifice" in action:
        action["sacrifice"] = conformance.ref(action["sacrifice"][0])
    conformance.act(action, f"{player} activates {obj}{clauses}")


@when(parsers.re(PLAYER + r' taps "(?P<obj>[^"]+)" for (?:mana|(?P<mana>\{[WUBRGC]\}))'))
def tap_for_mana(conformance: Session, player: str, obj: str, mana: str | None) -> None:
    """Activate the permanent's mana ability (CR 605); `for {G}` names the type when it has a choice.
    Example: `When Alice taps "Reflecting Pool" for {G}`."""
    action = {
        "kind": "activate",
        "player": conformance.player(player),
        "object": conformance.ref(obj),
        "ability": "mana",
    }
    if mana:
        action["mana"] = mana
    conformance.act(action, f"{player} taps {obj} for {mana or 'mana'}")


@when(parsers.re(PLAYER + r' plays the land "(?P<card>[^"]+)"'))
def play_land(conformance: Session, player: str, card: str) -> None:
    """Play a land (CR 305.1). Example: `When Alice plays the land "Seat of the Synod"`."""
    conformance.act(
        {"kind": "play_land", "player": conformance.player(player), "card": conformance.ref(card)},
        f"{player} plays the land {card}",
    )


@when(parsers.re(PLAYER + r" passes priority"))
def pass_priority(conformance: Session, player: str) -> None:
    """One player passes (CR 117.3d). Example: `When Bob passes priority`."""
    conformance.act({"kind": "pass", "player": conformance.player(player)}, f"{player} passes priority")


@when(parsers.re(r"all players pass priority(?P<times> \d+ times)?"))
def resolve(conformance: Session, times: str | None) -> None:
    """All players pass in succession: the top of the stack resolves (CR 117.4, 608).
    Example: `When all players pass priority` or `When all players pass priority 2 times`."""
    for _ in range(int(times.split()[0]) if times else 1):
        conformance.act({"kind": "resolve"}, "all players pass priority")


@when(parsers.re(PLAYER + r" chooses (?!the colou?r [A-Z]$)(?P<cards>.+)"))
def choose(conformance: Session, player: str, cards: str) -> None:
    """Answer a pending choice with cards (quoted) or players (CR 608.2d; a triggered ability's targets,
    603.3d). Example: `When Alice chooses "Counterspell" and "Serra Angel"`, `When Alice chooses Carol`, or
    `When Alice chooses nothing`."""
    action: dict[str, Any] = {"kind": "choose", "player": conformance.player(player), "cards": []}
    if cards.strip() != "nothing":
        refs, players = cards_and_players(cards)
        if not refs and not players:
            raise CorpusError(f"can't tell what {player} chooses in {cards!r}: quote cards, name players")
        action["cards"] = [conformance.ref(c) for c in refs]
        if players:
            action["players"] = [conformance.player(p) for p in players]
    conformance.act(action, f"{player} chooses {cards}")


@when(parsers.re(PLAYER + r" announces mode (?P<mode>\d+)"))
def announce_mode(conformance: Session, player: str, mode: str) -> None:
    """Answer the choice of mode of a modal triggered ability as it is put on the stack (CR 603.3c, 700.2): the
    modes are numbered in printed order, from 1. Example: `When Alice announces mode 3`."""
    conformance.act(
        {"kind": "choose", "player": conformance.player(player), "cards": [], "modes": [int(mode)]},
        f"{player} announces mode {mode}",
    )


@when(parsers.re(PLAYER + r" chooses the colou?r (?P<color>[A-Z])"))
def choose_color(conformance: Session, player: str, color: str) -> None:
    """Answer the choice of a colour that a replacement effect has a permanent's controller make before it enters
    (CR 614.12a), such as "As this artifact enters, choose a color". Example: `When Alice chooses the color R`."""
    conformance.act(
        {"kind": "choose", "player": conformance.player(player), "cards": [], "color": color},
        f"{player} chooses the color {color}",
    )


@when(parsers.re(PLAYER + r" changes the text from (?P<old>[A-Z][a-z]+) to (?P<new>[A-Z][a-z]+)"))
def change_text(conformance: Session, player: str, old: str, new: str) -> None:
    """Answer the choice of words a text-changing spell has its controller make as it resolves (CR 608.2d, 612.1):
    the word replaced, then the word that replaces it, such as two basic land types for "replacing all instances of
    one basic land type with another". Example: `When Alice changes the text from Swamp to Island`."""
    conformance.act(
        {"kind": "choose", "player": conformance.player(player), "cards": [], "words": [old, new]},
        f"{player} changes the text from {old} to {new}",
    )


@when(parsers.re(PLAYER + r" (?P<answer>accepts|declines)(?: with X = (?P<x>\d+))?"))
def accept_or_decline(conformance: Session, player: str, answer: str, x: str | None) -> None:
    """Answer a yes-or-no pending choice: what a resolving spell or ability says the player may do (CR 608.2d), or
    an offer to pay mana (608.2g), which accepting pays; `with X = 2` chooses the X of an offer to pay {X} that
    only the text of the resolving ability holds (107.3f). Example: `When Alice accepts`, `When Bob declines`,
    `When Alice accepts with X = 2`."""
    action = {"kind": "choose", "player": conformance.player(player), "cards": [], "accept": answer == "accepts"}
    if x is not None:
        action["x"] = int(x)
    conformance.act(action, f"{player} {answer}" + (f" with X = {x}" if x is not None else ""))


@when(parsers.re(PLAYER + r" puts (?:her|his|their) triggered abilities on the stack in this order: (?P<sources>.+)"))
def order_triggers(conformance: Session, player: str, sources: str) -> None:
    """Answer the choice of order of a player's triggered abilities that triggered at once (CR 603.3b), naming
    each one's source: the first named goes on the stack first, so it resolves last.
    Example: `When Alice puts her triggered abilities on the stack in this order: "Beast Whisperer", then
    "Decimator of the Provinces"`."""
    refs = [conformance.ref(s) for s in QUOTED.findall(sources)]
    conformance.act(
        {"kind": "choose", "player": conformance.player(player), "cards": refs},
        f"{player} puts the triggered abilities of {sources} on the stack in this order",
    )


@when(parsers.re(PLAYER + r" applies the replacement effects in this order: (?P<sources>.+)"))
def order_replacements(conformance: Session, player: str, sources: str) -> None:
    """Answer the choice of order of replacement effects that would modify one event (CR 616.1), naming effects'
    sources: the first named applies first; those not named are asked about again while their order still changes
    the outcome (616.1f).
    Example: `When Alice applies the replacement effects in this order: "Contamination", then "Mana Reflection"`."""
    refs = [conformance.ref(s) for s in QUOTED.findall(sources)]
    conformance.act(
        {"kind": "choose", "player": conformance.player(player), "cards": refs},
        f"{player} applies the replacement effects of {sources} in this order",
    )


@when(parsers.re(r"the game advances to (?:the )?(?P<to>next turn|[a-z_]+)"))
def advance(conformance: Session, to: str) -> None:
    """All players pass with an empty stack until a step, or the next turn's precombat main phase.
    Example: `When the game advances to the next turn`."""
    conformance.act({"kind": "advance", "to": to.replace(" ", "_")}, f"the game advances to {to}")


def _players(conformance: Session) -> set[str]:
    return {p["name"] for p in (conformance.board or {}).get("players", [])}

"""Then: observations, asked of the engine as protocol `observe` queries and compared with the ruling."""

from __future__ import annotations

import re
from typing import Any

from pytest_bdd import parsers, then

from harness.corpus.manatext import canonical, canonical_pool
from harness.engines.protocol import GameResult
from harness.errors import CorpusError
from harness.run.session import UNCHANGED, Session
from harness.run.steps.grammar import QUOTED, cards_and_players

PLAYER = r"(?P<player>[A-Z][a-z]+)"
OBJ = r'"(?P<obj>[^"]+)"'
MANA_TYPE = r"\{[WUBRGC]\}"


@then(parsers.re(r"the action is refused(?: \(CR (?P<rules>\d{3}(?:\.\d+[a-z]?)?(?: or \d{3}(?:\.\d+[a-z]?)?)*)\))?"))
def refused(conformance: Session, rules: str | None) -> None:
    """The last action was refused by the engine, under the rule named (CR 730; the corpus's lint requires the
    rule). Another rule fails; an engine that names none is reported as "refused, reason not given".
    Example: `Then the action is refused (CR 302.6)`, `Then the action is refused (CR 305.9 or 601.3)`."""
    expected = tuple(rules.split(" or ")) if rules else ()
    step = "the action is refused" + (f" (CR {rules})" if rules else "")
    conformance.refused(step, expected)


@then(UNCHANGED)
def unchanged(conformance: Session) -> None:
    """Nothing a scenario can observe changed in the last action: a refused action is undone entirely (CR 730.1):
    zones, life, pools, mana spent, the stack, priority, and the zone, tapped state, counters and power/toughness
    of each object of the board. The action is the last one of the last step before this one that isn't a Then
    step. Example: `And the game is as it was before the action`."""
    changed = conformance.changes_since_action()
    observed = "; ".join(f"{what}: {before!r} became {now!r}" for what, (before, now) in changed.items())
    conformance.check(UNCHANGED, "nothing changed", observed or "nothing changed")


@then(parsers.re(OBJ + r" is (?P<state>tapped|untapped)"))
def tapped(conformance: Session, obj: str, state: str) -> None:
    """Example: `Then "Llanowar Elves" is tapped`."""
    seen = conformance.query({"kind": "tapped", "object": conformance.ref(obj)}, f"{obj} is {state}")
    conformance.check(f'"{obj}" is {state}', state, {True: "tapped", False: "untapped"}.get(seen, repr(seen)))


@then(
    parsers.re(
        OBJ + r" is (?:on the (?P<zone>battlefield|stack)|in (?:her|his|their|[A-Z][a-z]+'s) "
        r"(?P<pzone>hand|graveyard|library|exile))"
    )
)
def zone(conformance: Session, obj: str, zone: str | None, pzone: str | None) -> None:
    """Which zone an object is in. Example: `Then "Grizzly Bears" is in Alice's graveyard`."""
    expected = zone or pzone
    seen = conformance.query({"kind": "zone", "object": conformance.ref(obj)}, f"{obj} is in the {expected}")
    conformance.check(f'"{obj}" is in the {expected}', expected, seen)


@then(parsers.re(PLAYER + r"'s mana pool is (?P<mana>empty|(?:" + MANA_TYPE + ")+)"))
def mana_pool(conformance: Session, player: str, mana: str) -> None:
    """Example: `Then Alice's mana pool is {C}{C}` or `Then Alice's mana pool is empty`."""
    seen = conformance.query({"kind": "mana_pool", "player": conformance.player(player)}, "mana pool")
    expected = "" if mana == "empty" else canonical_pool(mana)
    conformance.check(f"{player}'s mana pool is {mana}", expected or "empty", canonical_pool(seen) or "empty")


@then(parsers.re(r"the mana value of " + OBJ + r" is (?P<n>\d+)"))
def mana_value(conformance: Session, obj: str, n: str) -> None:
    """Mana value (CR 202.3). Example: `Then the mana value of "Decimator of the Provinces" is 10`."""
    seen = conformance.query({"kind": "mana_value", "object": conformance.ref(obj)}, "mana value")
    conformance.check(f'the mana value of "{obj}" is {n}', int(n), seen)


@then(parsers.re(OBJ + r" is (?P<power>-?\d+)/(?P<toughness>-?\d+)"))
def power_toughness(conformance: Session, obj: str, power: str, toughness: str) -> None:
    """Example: `Then "Grizzly Bears" is 4/4`."""
    seen = conformance.query({"kind": "power_toughness", "object": conformance.ref(obj)}, "power/toughness")
    conformance.check(f'"{obj}" is {power}/{toughness}', f"{power}/{toughness}", "/".join(map(str, seen)))


_KEYWORD = r"(?P<keyword>trample|haste|flying|flash|first strike|hexproof|lifelink|[a-z]+walk|meld|mill)"


@then(parsers.re(OBJ + r" (?P<has>has|does not have) " + _KEYWORD))
def keyword(conformance: Session, obj: str, has: str, keyword: str) -> None:
    """An object's keyword abilities (CR 702.1); a keyword action (meld, mill: 701) is none.
    Example: `Then "Grizzly Bears" has trample`."""
    seen = conformance.query({"kind": "keywords", "object": conformance.ref(obj)}, "keywords")
    conformance.check(f'"{obj}" {has} {keyword}', has == "has", keyword in seen)


COLOR_WORDS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
_COLOR = "(?:" + "|".join(COLOR_WORDS) + ")"


@then(parsers.re(OBJ + r" is (?P<colors>colorless|" + _COLOR + "(?: and " + _COLOR + ")*)"))
def colors(conformance: Session, obj: str, colors: str) -> None:
    """The object's colours, exactly, after continuous effects (CR 105.2, 613.1e).
    Example: `Then "Grizzly Bears" is red`, `Then "Hypersonic Dragon" is blue and red`."""
    seen = conformance.query({"kind": "colors", "object": conformance.ref(obj)}, "colors")
    expected = [] if colors == "colorless" else [COLOR_WORDS[w] for w in colors.split(" and ")]
    words = {letter: word for word, letter in COLOR_WORDS.items()}
    observed = " and ".join(words.get(c, repr(c)) for c in "WUBRG" if c in seen) or "colorless"
    described = " and ".join(words[c] for c in "WUBRG" if c in expected) or "colorless"
    conformance.check(f'"{obj}" is {colors}', described, observed)


@then(parsers.re(OBJ + r" has (?P<n>\d+|no) (?P<counter>\S+) counters?"))
def counters(conformance: Session, obj: str, n: str, counter: str) -> None:
    """Example: `Then "Endless One" has 3 +1/+1 counters`."""
    seen = conformance.query({"kind": "counters", "object": conformance.ref(obj)}, "counters")
    expected = 0 if n == "no" else int(n)
    conformance.check(f'"{obj}" has {n} {counter} counters', expected, seen.get(counter, 0))


@then(parsers.re(PLAYER + r"'s life total is (?P<n>-?\d+)"))
def life(conformance: Session, player: str, n: str) -> None:
    """Example: `Then Bob's life total is 19`."""
    seen = conformance.query({"kind": "life", "player": conformance.player(player)}, "life")
    conformance.check(f"{player}'s life total is {n}", int(n), seen)


_STACK_ITEM = re.compile(
    r'(?:(?P<kind>a triggered ability|an activated ability) of )?"(?P<name>[^"]+)"'
    r"(?: controlled by (?P<controller>\w+))?"
)


def _parse_stack_item(text: str) -> re.Match[str]:
    """One item of a stack step, all of it understood: a typo isn't dropped as if it weren't there."""
    found = _STACK_ITEM.fullmatch(text.strip())
    if found is None:
        raise CorpusError(f"can't understand the stack item {text.strip()!r} (see docs/steps.md for the stack step)")
    return found


_ARTICLES = {"triggered_ability": "a triggered ability", "activated_ability": "an activated ability"}


def _item_words(article: str | None, name: Any, controller: Any = None) -> str:
    """A stack item in the step's words: `"X"`, `a triggered ability of "X"`, with `controlled by P` when given."""
    words = f'{article} of "{name}"' if article else f'"{name}"'
    return words if controller is None else f"{words} controlled by {controller}"


def _stack_item(entry: dict[str, Any], controller: bool) -> str:
    """An engine's stack entry in the step's words, with its controller where the step names one."""
    shown = entry.get("controller") if controller else None
    if entry.get("kind") == "spell":
        return _item_words(None, entry.get("card"), shown)
    article = _ARTICLES.get(entry.get("kind"), f"a {entry.get('kind')!r}")  # an unknown kind matches no step
    return _item_words(article, entry.get("source"), shown)


@then(parsers.re(r"the stack (?:is empty|is, from the top: (?P<items>.+))"))
def stack(conformance: Session, items: str | None) -> None:
    """The stack, top first, each item with its controller where the step names one (a spell's is its caster, CR
    601.2a; a triggered ability's, its source's controller, 603.3a). Example: `Then the stack is, from the top: a
    triggered ability of "Decimator of the Provinces", then "Decimator of the Provinces"`, `Then the stack is, from
    the top: "Grizzly Bears" controlled by Bob` or `Then the stack is empty`."""
    seen = conformance.query({"kind": "stack"}, "stack")
    wanted = [] if items is None else [_parse_stack_item(item) for item in items.split(", then ")]
    expected = [
        _item_words(m["kind"], m["name"], conformance.player(m["controller"]) if m["controller"] else None)
        for m in wanted
    ]
    observed = [_stack_item(e, i < len(wanted) and bool(wanted[i]["controller"])) for i, e in enumerate(seen)]
    conformance.check("the stack, from the top", expected or "empty", observed or "empty")


@then(parsers.re(r"the cards on the stack are, from the top: (?P<cards>.+)"))
def stack_cards(conformance: Session, cards: str) -> None:
    """The cards on the stack, top first: its spells (CR 112.1); an ability on the stack is not a card (405.1,
    603.3). Example: `Then the cards on the stack are, from the top: "Lightning Bolt", then "Decimator of the
    Provinces"`."""
    names = [item.strip() for item in cards.split(", then ")]
    if not all(QUOTED.fullmatch(n) for n in names):
        raise CorpusError(f"the cards on the stack are each a quoted name, separated by ', then ': not {cards!r}")
    seen = conformance.query({"kind": "zone_contents", "zone": "stack"}, "cards on the stack")
    conformance.check("the cards on the stack, from the top", [n.strip('"') for n in names], list(seen))


@then(
    parsers.re(
        OBJ
        + r" could produce (?P<types>no type of mana|(?:only )?"
        + MANA_TYPE
        + r"(?:(?:, | and )"
        + MANA_TYPE
        + r")*)"
    )
)
def could_produce(conformance: Session, obj: str, types: str) -> None:
    """The types of mana a permanent could produce (CR 106.7).
    Example: `Then "Reflecting Pool" could produce {G} and {U}`, `... could produce no type of mana`."""
    seen = conformance.query({"kind": "could_produce", "object": conformance.ref(obj)}, "could produce")
    expected = sorted(set(re.findall(r"\{([WUBRGC])\}", types)))
    conformance.check(
        f'"{obj}" could produce {types}', expected or "no type of mana", sorted(set(seen)) or "no type of mana"
    )


@then(parsers.re(PLAYER + r" has spent (?P<n>\d+) mana on spells this turn"))
def mana_spent(conformance: Session, player: str, n: str) -> None:
    """Mana spent to cast spells this turn (CR 700.14). Example: `Then Alice has spent 4 mana on spells this turn`."""
    seen = conformance.query({"kind": "mana_spent", "player": conformance.player(player)}, "mana spent")
    conformance.check(f"{player} has spent {n} mana on spells this turn", int(n), seen)


@then(parsers.re(PLAYER + r" paid (?P<cost>(?:\{[^}]+\})+) for (?:the|that) spell"))
def last_paid(conformance: Session, player: str, cost: str) -> None:
    """The total cost paid for the last spell cast (CR 601.2f-h). Example: `Then Alice paid {G}{G}{G} for the spell`."""
    seen = conformance.query({"kind": "last_paid_cost", "player": conformance.player(player)}, "paid cost")
    conformance.check(f"{player} paid {cost} for the spell", canonical(cost), canonical(seen))


@then(parsers.re(r"the total cost of the spell (?:is (?P<cost>(?:\{[^}]+\})+)|is not determined yet)"))
def total_cost(conformance: Session, cost: str | None) -> None:
    """The total cost of the spell being cast, locked in once determined (CR 601.2f), or not yet determined.
    Example: `Then the total cost of the spell is {1}{U}`, `Then the total cost of the spell is not determined yet`."""
    seen = conformance.query({"kind": "total_cost"}, "total cost")
    expected = canonical(cost) if cost else "not determined yet"
    conformance.check("the total cost of the spell", expected, canonical(seen) if seen else "not determined yet")


@then(parsers.re(OBJ + r" is controlled by " + PLAYER))
def controller(conformance: Session, obj: str, player: str) -> None:
    """The permanent's controller, after control-changing effects (CR 110.2, 613.1b).
    Example: `Then "Grizzly Bears" is controlled by Alice`."""
    seen = conformance.query({"kind": "controller", "object": conformance.ref(obj)}, f"{obj} is controlled by {player}")
    conformance.check(f'"{obj}" is controlled by {player}', player, seen)


@then(parsers.re(PLAYER + r" has priority"))
def priority(conformance: Session, player: str) -> None:
    """Example: `Then Bob has priority`."""
    seen = conformance.query({"kind": "priority"}, "priority")
    conformance.check(f"{player} has priority", player, seen)


@then(parsers.re(r"it is turn (?P<n>\d+) of " + PLAYER + r", in the (?P<step>[a-z_]+) step"))
def turn(conformance: Session, n: str, player: str, step: str) -> None:
    """The turn number, the active player and the step (CR 500.1). Example: `Then it is turn 4 of Bob, in the upkeep
    step`."""
    seen = conformance.query({"kind": "turn"}, "turn") or {}
    expected = {"number": int(n), "active_player": conformance.player(player), "step": step}
    observed = {k: seen.get(k) for k in expected}
    conformance.check(f"it is turn {n} of {player}, in the {step} step", expected, observed)


_CHOICE_KINDS = {
    "choose cards": "choose_cards",
    "choose a target": "choose_targets",
    "order triggered": "order_triggers",
    "discard": "discard",
    "keep one legendary": "keep_legend",
    "order the replacement": "order_replacements",
    "assign combat damage": "assign_combat_damage",
}


def _choice_kind(what: str) -> str | None:
    """The protocol's kind of pending choice a step's words name; None for a plain `choose` (any kind)."""
    words = re.sub(r" (?:her|his|their) ", " ", what)
    return next((kind for start, kind in _CHOICE_KINDS.items() if words.startswith(start)), None)


@then(
    parsers.re(
        PLAYER
        + r" must (?P<what>choose a target|choose cards|choose|order (?:her|his|their) triggered abilities|discard"
        + r"|keep one legendary permanent|order the replacement effects|assign combat damage)"
        + r" (?:from|among) (?P<including>cards including )?(?P<cards>.+)"
    )
)
def pending_choice(conformance: Session, player: str, what: str, including: str | None, cards: str) -> None:
    """A choice waits for `player`, among exactly these cards (quoted) or players, or with `cards including`,
    among options that include these (an engine may offer only the cards that fit, or every card it revealed;
    CR 608.2d): any choice, cards while a spell or ability resolves (608.2d), the targets of a triggered ability
    (603.3d), the order of triggered abilities, named by their sources (603.3b), the cards to discard down to
    maximum hand size (514.1), the legendary permanent to keep (704.5j), or the order of replacement effects,
    named by their sources (616.1), or how a creature's combat damage is divided (510.1c, 702.19b). Example:
    `Then Alice must choose from "Lightning Bolt" and "Serra Angel"`,
    `Then Alice must choose cards from "Lightning Bolt" and "Serra Angel"`,
    `Then Alice must choose from cards including "Lightning Bolt"`, `Then Alice must choose a target from Bob and
    Carol`, `Then Alice must order her triggered abilities from "Beast Whisperer" and "Decimator of the Provinces"`,
    `Then Alice must discard from "Island" and "Forest"`, `Then Alice must keep one legendary permanent from "Mutavault"
    and "Mutavault"`, `Then Alice must order the replacement effects from "Contamination" and "Mana Reflection"`,
    `Then Alice must assign combat damage among "Grizzly Bears" and Bob`."""
    seen = conformance.query({"kind": "pending_choice"}, "pending choice") or {}
    refs, players = cards_and_players(cards)
    wanted = sorted(refs + players)
    options = sorted(seen.get("options", []))
    if including:
        options = [o for o in wanted if o in options]  # the wanted cards the engine offers
    expected: dict[str, Any] = {"player": player, "options": wanted}
    observed: dict[str, Any] = {"player": seen.get("player"), "options": options}
    kind = _choice_kind(what)
    if kind is not None:
        expected["kind"], observed["kind"] = kind, seen.get("kind")
    conformance.check(f"{player} must {what}", expected, observed)


@then(parsers.re(PLAYER + r" must announce a mode from modes? (?P<modes>\d+(?:(?:, | and )\d+)*)"))
def pending_mode(conformance: Session, player: str, modes: str) -> None:
    """The choice of mode of a modal triggered ability waits for `player` (CR 603.3c, 700.2), among exactly these
    modes, numbered in printed order from 1: a mode that would be illegal can't be chosen, so it isn't offered.
    Example: `Then Alice must announce a mode from modes 1 and 3`."""
    seen = conformance.query({"kind": "pending_choice"}, "pending choice") or {}
    expected = {"kind": "choose_mode", "player": player, "options": sorted(re.findall(r"\d+", modes), key=int)}
    observed = {
        "kind": seen.get("kind"),
        "player": seen.get("player"),
        "options": sorted(seen.get("options", []), key=lambda o: int(o) if str(o).isdigit() else 0),
    }
    conformance.check(f"{player} must announce a mode", expected, observed)


@then(parsers.re(PLAYER + r" must choose a colou?r"))
def pending_color(conformance: Session, player: str) -> None:
    """A choice of colour waits for `player` before a permanent enters (CR 614.12a), among the five colours.
    Example: `Then Alice must choose a color`."""
    seen = conformance.query({"kind": "pending_choice"}, "pending choice") or {}
    expected = {"kind": "choose_color", "player": player, "options": ["B", "G", "R", "U", "W"]}
    observed = {"kind": seen.get("kind"), "player": seen.get("player"), "options": sorted(seen.get("options", []))}
    conformance.check(f"{player} must choose a color", expected, observed)


@then(parsers.re(PLAYER + r" must (?:choose whether to pay (?P<mana>(?:\{[0-9WUBRGCX]+\})+)|accept or decline)"))
def pending_yes_no(conformance: Session, player: str, mana: str | None) -> None:
    """A yes-or-no choice waits for `player`: whether to pay the mana an effect offers them to pay (CR 608.2g), {X}
    included, whose X they choose as they pay (107.3f), or whether to do what a resolving spell or ability says they
    may do (608.2d), its options yes and no.
    Example: `Then Alice must choose whether to pay {3}`, `Then Alice must accept or decline`."""
    seen = conformance.query({"kind": "pending_choice"}, "pending choice") or {}
    expected: dict[str, Any] = {"kind": "pay_mana" if mana else "yes_no", "player": player}
    observed: dict[str, Any] = {"kind": seen.get("kind"), "player": seen.get("player")}
    if mana:
        expected["cost"], observed["cost"] = canonical(mana), canonical("".join(seen.get("options") or []) or "{0}")
    else:
        expected["options"], observed["options"] = ["no", "yes"], sorted(map(str, seen.get("options") or []))
    what = f"choose whether to pay {mana}" if mana else "accept or decline"
    conformance.check(f"{player} must {what}", expected, observed)


@then(parsers.re(PLAYER + r"'s (?P<zone>hand|graveyard|library|exile|battlefield) (?:is empty|holds (?P<cards>.+))"))
def zone_contents(conformance: Session, player: str, zone: str, cards: str | None) -> None:
    """Exactly these cards, in any order. Example: `Then Bob's hand holds "Island"` or `Then Bob's hand is empty`."""
    seen = conformance.query({"kind": "zone_contents", "player": conformance.player(player), "zone": zone}, zone)
    expected = sorted(QUOTED.findall(cards or ""))
    conformance.check(f"{player}'s {zone}", expected or "empty", sorted(seen) or "empty")


_LOSS_WORDS = {
    "with 0 or less life": "life",
    "by drawing from an empty library": "empty_library",
    "with ten or more poison counters": "poison",
}


@then(parsers.re(PLAYER + r" has lost the game(?: (?P<why>" + "|".join(_LOSS_WORDS) + r"))?"))
def lost(conformance: Session, player: str, why: str | None) -> None:
    """The player has lost the game (CR 104.3), and why when said (704.5a-c).
    Example: `Then Alice has lost the game by drawing from an empty library`."""
    result = GameResult.from_json(conformance.query({"kind": "game_result"}, "game result"))
    reason = result.reason_lost(conformance.player(player))
    step = f"{player} has lost the game {why or ''}".strip()
    if why is None:
        conformance.check(step, "lost", "lost" if reason else "still in the game")
    else:
        conformance.check(step, _LOSS_WORDS[why], reason or "still in the game")


@then(parsers.re(PLAYER + r" has won the game"))
def won(conformance: Session, player: str) -> None:
    """The game is over and the player won it (CR 104.2a). Example: `Then Bob has won the game`."""
    result = GameResult.from_json(conformance.query({"kind": "game_result"}, "game result"))
    observed = f"over, won by {', '.join(result.winners) or 'nobody'}" if result.over else "not over"
    conformance.check(f"{player} has won the game", f"over, won by {conformance.player(player)}", observed)


@then("no player has lost the game")
def nobody_lost(conformance: Session) -> None:
    """Every player is still in the game. Example: `Then no player has lost the game`."""
    result = GameResult.from_json(conformance.query({"kind": "game_result"}, "game result"))
    conformance.check("no player has lost the game", [], [f"{p} ({r})" for p, r in result.losers])

"""The words phase uses for the protocol's: steps, colours, zones, counters, costs and stack entries (pure
functions, unit-tested), and how phase's answers are told apart (refusal, unsupported, adapter bug)."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

STEPS = {
    "untap": "Untap",
    "upkeep": "Upkeep",
    "draw": "Draw",
    "precombat_main": "PreCombatMain",
    "beginning_of_combat": "BeginCombat",
    "declare_attackers": "DeclareAttackers",
    "declare_blockers": "DeclareBlockers",
    "combat_damage": "CombatDamage",
    "end_of_combat": "EndCombat",
    "postcombat_main": "PostCombatMain",
    "end": "End",
    "cleanup": "Cleanup",
}
PHASE_STEPS = {v: k for k, v in STEPS.items()}
COLORS = {"W": "White", "U": "Blue", "B": "Black", "R": "Red", "G": "Green", "C": "Colorless"}
COLOR_LETTERS = {v: k for k, v in COLORS.items()}
ZONES = {"Library": "library", "Hand": "hand", "Battlefield": "battlefield", "Graveyard": "graveyard"}
ZONES |= {"Stack": "stack", "Exile": "exile", "Command": "command"}
COUNTERS = {"+1/+1": "P1P1", "-1/-1": "M1M1"}
COUNTER_NAMES = {v: k for k, v in COUNTERS.items()}
CORE_TYPES = ("Artifact", "Creature", "Enchantment", "Land", "Planeswalker", "Battle", "Instant", "Sorcery", "Kindred")
# Answers to `ValueError`s that mean phase could not read what the adapter sent (a bug here, not a refusal).
_SERDE = re.compile(r"^(unknown variant|unknown field|missing field|invalid type|invalid value|invalid length)")
TARGET_PROMPTS = ("TargetSelection", "TriggerTargetSelection", "MultiTargetSelection")  # phase's target prompts
MAX_PASSES = 400  # an `advance` longer than this is a loop, not a game

# Why the kinds phase can't answer are unsupported (hello leaves them out; the docs quote these).
UNSUPPORTED_QUERIES = {
    "could_produce": "phase has no query for the types of mana a permanent could produce (CR 106.7)",
    "total_cost": "the adapter doesn't read the locked-in total cost of a staged cast from phase (CR 601.2f)",
}


class PhaseRefusal(Exception):
    """Phase (or the adapter, for phase) refused an action: a rules answer, with the CR rule that forbids the
    action when it is known."""

    def __init__(self, reason: str, rule: str | None = None) -> None:
        super().__init__(reason)
        self.rule = rule


class PhaseUnsupported(Exception):
    """Something the scenario needs that phase (or this adapter) can't express."""


class PhaseAdapterBug(Exception):
    """Phase could not read what the adapter sent, or panicked: the scenario is an `error`."""


# -- translation helpers (pure functions, unit-tested) --------------------------------------------------------
def debug(kind: str, data: dict[str, Any] | None = None) -> dict[str, Any]:
    """A phase debug action (accepted only while the state's `debug_mode` is on)."""
    inner: dict[str, Any] = {"type": kind}
    if data is not None:
        inner["data"] = data
    return {"type": "Debug", "data": inner}


def mana_types(text: str) -> list[str]:
    """`{G}{G}{C}` -> phase's `ManaType` names."""
    return [COLORS[s] for s in re.findall(r"\{([WUBRGC])\}", text or "")]


def pool_text(pool: dict[str, Any]) -> str:
    """A phase mana pool (`{"mana": [{"color": "Green", ...}, ...]}`) as mana symbols."""
    return "".join("{" + COLOR_LETTERS.get(m.get("color"), "?") + "}" for m in pool.get("mana", []))


def counter_type(kind: str) -> str:
    """The corpus's counter kind (`+1/+1`) as phase's `CounterType` (`P1P1`)."""
    return COUNTERS.get(kind, kind)


def counter_name(kind: str) -> str:
    return COUNTER_NAMES.get(kind, kind)


def refusal_reason(message: str) -> str | None:
    """The reason in a phase refusal, or None when the message means phase couldn't read the action."""
    if _SERDE.match(message):
        return None
    for prefix in ("Action not allowed: ", "Invalid action: "):
        if message.startswith(prefix):
            return message[len(prefix) :]
    return message


def cost_text(cost: Any) -> str:
    """A phase `ManaCost` (`{"type": "Cost", "generic": 1, "shards": ["Green"]}`) as mana symbols."""
    if not isinstance(cost, dict) or cost.get("type") != "Cost":
        return ""
    parts = [f"{{{cost.get('generic', 0)}}}"] if cost.get("generic") else []
    for shard in cost.get("shards", []):
        parts.append("{" + _SHARDS.get(shard, shard) + "}")
    return "".join(parts) or "{0}"


_SHARDS = {name: letter for letter, name in COLORS.items()} | {
    "X": "X",
    "WhiteBlue": "W/U",
    "WhiteBlack": "W/B",
    "BlueBlack": "U/B",
    "BlueRed": "U/R",
    "BlackRed": "B/R",
    "BlackGreen": "B/G",
    "RedWhite": "R/W",
    "RedGreen": "R/G",
    "GreenWhite": "G/W",
    "GreenBlue": "G/U",
}


def mana_value_of(cost: Any, x: int | None = None) -> int | None:
    """The sum of CR 202.3 over a phase mana cost (generic as its number, one per other shard, `x` for each X);
    None when the cost has X and no value of X is known."""
    if not isinstance(cost, dict) or cost.get("type") != "Cost":
        return 0
    shards = cost.get("shards", [])
    xs = shards.count("X")
    if xs and x is None:
        return None
    return int(cost.get("generic", 0)) + len(shards) - xs + xs * (x or 0)


def variant_name(variant: Any) -> str:
    """Phase's casting variant (`"Emerge"`, `{"HandPermission": {...}}`, `{"type": "Emerge"}`) as a lower-case name."""
    if isinstance(variant, str):
        return variant.lower()
    if isinstance(variant, dict) and variant:
        return str(variant.get("type") or next(iter(variant))).lower()
    return "normal"


def variant_source(variant: Any) -> int | None:
    """The object granting a permission variant (`{"HandPermission": {"source": 3}}`), if any."""
    if isinstance(variant, dict):
        for value in variant.values():
            if isinstance(value, dict) and isinstance(value.get("source"), int):
                return value["source"]
    return None


def token_characteristics(token: dict[str, Any]) -> dict[str, Any]:
    """A fixture's token (board schema) as the characteristics of phase's `CreateToken` debug action."""

    def number(value: str | None) -> int | None:
        return None if value in (None, "*") else int(value)

    return {
        "display_name": token["name"],
        "power": number(token.get("power")),
        "toughness": number(token.get("toughness")),
        "core_types": [t for t in token["types"] if t in CORE_TYPES],
        "subtypes": token.get("subtypes", []),
        "supertypes": token.get("supertypes", []),
        "colors": [COLORS[c] for c in token.get("colors", [])],
        "keywords": token.get("keywords", []),
    }


def stack_entry(
    entry: dict[str, Any], name_of: Callable[[int], str], seat_name: Callable[[int | None], str | None]
) -> dict[str, Any]:
    """A phase stack entry as the protocol's `{"kind": "spell", "card": ...}` or ability with its source, and its
    controller's name where phase names the seat."""
    kind = entry.get("kind", {}).get("type")
    source = name_of(entry.get("source_id"))
    if kind == "Spell":
        found = {"kind": "spell", "card": source}
    else:
        found = {"kind": "triggered_ability" if kind == "TriggeredAbility" else "activated_ability", "source": source}
    controller = seat_name(entry.get("controller"))
    return found if controller is None else {**found, "controller": controller}


def priority_holder(waiting: dict[str, Any]) -> int | None:
    """The seat holding priority, read from what phase waits for (its `priority_player` field keeps the last
    holder): the player it waits on to act with priority, or the caster it waits on to pay (priority stays with
    them while they cast, 601.2); nobody once the game is over (104.1), while a choice is made (117.1, 603.3d) or
    attackers and blockers are declared (508.1, 509.1: turn-based actions, before priority is given)."""
    if waiting.get("type") in ("Priority", "ManaPayment"):
        return (waiting.get("data") or {}).get("player")
    return None


def kicker_keyword(additional_cost: Any) -> str | None:
    """Phase keeps kicker as the card's additional cost (`{"type": "Kicker", "data": {"repeatable": ...}}`), not
    among its keywords; the object has the keyword ability all the same (702.33a, 702.33c: multikicker when the
    kicker cost may be paid any number of times)."""
    if not isinstance(additional_cost, dict) or additional_cost.get("type") != "Kicker":
        return None
    return "multikicker" if (additional_cost.get("data") or {}).get("repeatable") else "kicker"


def fixed_production(ability: dict[str, Any]) -> set[str] | None:
    """The mana symbols a phase mana ability always produces (`Fixed` colours, `Colorless`), or None when what
    it produces depends on the game (any type a land could produce, an opponent's land colours...)."""
    produced = ((ability.get("effect") or {}).get("produced")) or {}
    if produced.get("type") == "Fixed":
        return {COLOR_LETTERS[c] for c in produced.get("colors") or [] if c in COLOR_LETTERS}
    if produced.get("type") == "Colorless":
        return {"C"}
    return None


def as_list(value: Any) -> list[Any]:
    if value is None:
        return []
    return value if isinstance(value, list) else [value]


def ability_index(abilities: list[dict[str, Any]], which: int | str) -> int:
    """Phase's index of the protocol's ability: the n-th activated ability (1-based), or the first mana ability."""
    activated = [i for i, ab in enumerate(abilities) if ab.get("kind") == "Activated"]
    if which == "mana":
        mana = [i for i in activated if abilities[i].get("is_mana_ability")]
        if not mana:
            raise PhaseRefusal("the object has no mana ability")
        return mana[0]
    if not isinstance(which, int) or not 1 <= which <= len(activated):
        raise PhaseRefusal(f"the object has no activated ability number {which} (it has {len(activated)})")
    return activated[which - 1]


def trigger_order(triggers: list[dict[str, Any]], sources: list[int]) -> list[int]:
    """Phase's `OrderTriggers` order (indices into its waiting triggers, the first put on the stack first) for
    the sources named in that order; a source named twice takes its next waiting trigger. Whether the order
    leaves a trigger out (CR 603.3b) is phase's to say."""
    order: list[int] = []
    for source in sources:
        index = next((i for i, t in enumerate(triggers) if t.get("source_id") == source and i not in order), None)
        if index is None:
            raise PhaseRefusal(f"no other triggered ability of object {source} is waiting to be put on the stack")
        order.append(index)
    return order


def loss_reason(player: dict[str, Any]) -> str:
    """Why phase's eliminated player lost, read from their state (phase keeps no reason): an attempted draw from an
    empty library (CR 704.5b), 0 or less life (704.5a), ten or more poison counters (704.5c)."""
    if player.get("drew_from_empty_library"):
        return "empty_library"
    if int(player.get("life", 1)) <= 0:
        return "life"
    if int(player.get("poison_counters", 0)) >= 10:
        return "poison"
    raise PhaseUnsupported(f"phase doesn't say why player {player.get('id')} lost the game")

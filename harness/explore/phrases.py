"""Actions and observations in the corpus's own step vocabulary (docs/steps.md, harness/run/steps/), so that a
written example runs as a scenario once it is moved into the corpus."""

from __future__ import annotations

import json
from collections.abc import Collection
from typing import Any

from harness.explore.model import PLAYERS
from harness.text import shorten

KEYWORD_STEPS = ("trample", "haste", "flying", "flash", "first strike")
# a staged cast's stop (CR 601.2) in the words of the cast step (the test of phrases parses each back)
STOPS = {"announced": "once it is announced", "choices_made": "once its choices are made",
         "total_cost_determined": "once its total cost is determined", "paying": "while it is being paid"}  # fmt: skip
LOSSES = {"life": "with 0 or less life", "empty_library": "by drawing from an empty library",
          "poison": "with ten or more poison counters"}  # fmt: skip


def _q(ref: str) -> str:
    return f'"{ref}"'


def _refs(refs: list[str], players: Collection[str]) -> str:
    return " and ".join(r if r in players else _q(r) for r in refs)  # a player by name, an object quoted


def _cast(action: dict[str, Any], players: Collection[str]) -> str:
    clauses = []
    for alternative in action.get("alternative", ()):
        granted = f"using the alternative cost of {_q(alternative)}"
        clauses.append("for its emerge cost" if alternative == "emerge" else granted)
    if action.get("sacrifice"):
        clauses.append(f"sacrificing {_refs(action['sacrifice'], players)}")
    if "x" in action:
        clauses.append(f"with X = {action['x']}")
    if action.get("kicker"):
        clauses.append(f"kicked {action['kicker']} time{'s' if action['kicker'] > 1 else ''}")
    if action.get("targets"):
        clauses.append(f"targeting {_refs(action['targets'], players)}")
    if action.get("division"):
        clauses.append("dividing " + " and ".join(str(n) for n in action["division"]))
    if action.get("mana_abilities"):
        clauses.append(f"tapping {_refs([m['object'] for m in action['mana_abilities']], players)} for mana")
    if action.get("from", "hand") != "hand":
        clauses.append(f"from their {action['from']}")
    if "color" in action.get("choices", {}):
        clauses.append(f"choosing the color {action['choices']['color']}")
    if action.get("payment"):
        clauses.append(f"paying with {action['payment']}")
    if action.get("adventure"):
        clauses.append("as an Adventure")
    if action.get("offspring"):
        clauses.append("paying its offspring cost")
    if action.get("stop"):
        clauses.append(f"stopping {STOPS[action['stop']]}")
    return f"{action['player']} casts {_q(action['card'])}" + "".join(f", {c}" for c in clauses)


def _activate(action: dict[str, Any], players: Collection[str]) -> str:
    obj = _q(action["object"])
    if action["ability"] == "mana":
        return f"{action['player']} taps {obj} for {action.get('mana', 'mana')}"
    which = "" if action["ability"] == 1 else f"ability {action['ability']} of "
    clauses = []
    if action.get("targets"):
        clauses.append(f"targeting {_refs(action['targets'], players)}")
    if "x" in action:
        clauses.append(f"with X = {action['x']}")
    if action.get("sacrifice"):
        clauses.append(f"sacrificing {_q(action['sacrifice'])}")
    if action.get("mana"):
        clauses.append(f"choosing {action['mana']}")
    if action.get("payment"):
        clauses.append(f"paying with {action['payment']}")
    return f"{action['player']} activates {which}{obj}" + "".join(f", {c}" for c in clauses)


def _declaration(action: dict[str, Any]) -> str:
    """`Alice attacks Bob with "a" and "b"`; `Bob blocks "a" with "x" and "y", and "b" with "z"`; or none."""
    player = action["player"]
    if action["kind"] == "declare_attackers":
        attackers = action["attackers"]
        if not attackers:
            return f"{player} declares no attackers"
        return f"{player} attacks {attackers[0]['defender']} with " + " and ".join(_q(e["attacker"]) for e in attackers)
    by_attacker: dict[str, list[str]] = {}
    for e in action["blockers"]:
        by_attacker.setdefault(e["attacker"], []).append(_q(e["blocker"]))
    if not by_attacker:
        return f"{player} declares no blockers"
    return f"{player} blocks " + ", and ".join(f"{_q(a)} with {' and '.join(b)}" for a, b in by_attacker.items())


def when(action: dict[str, Any], players: Collection[str] = PLAYERS) -> str:
    """The action step (without its keyword) that sends this action; `players`: the board's (a reference to one
    is written as a name, one to an object quoted)."""
    kind = action["kind"]
    if kind == "cast":
        return _cast(action, players)
    if kind == "activate":
        return _activate(action, players)
    if kind == "play_land":
        return f"{action['player']} plays the land {_q(action['card'])}"
    if kind == "pass":
        return f"{action['player']} passes priority"
    if kind == "resolve":
        return "all players pass priority"
    if kind == "choose":
        chosen = " and ".join([*map(_q, action["cards"]), *action.get("players", ())])
        return f"{action['player']} chooses {chosen or 'nothing'}"
    if kind == "continue_cast":
        stop = f", stopping {STOPS[action['stop']]}" if action.get("stop") else ""
        return f"{action['player']} continues casting the spell{stop}"
    if kind in ("declare_attackers", "declare_blockers"):
        return _declaration(action)
    to = action["to"]
    return "the game advances to the next turn" if to == "next_turn" else f"the game advances to {to}"


def _stack(entries: list[list[Any]]) -> str | None:
    if not entries:
        return "the stack is empty"
    items = []
    for kind, name in entries:
        if not isinstance(name, str):
            return None
        prefix = {"triggered_ability": "a triggered ability of ", "activated_ability": "an activated ability of "}
        items.append(prefix.get(kind, "") + _q(name))
    return "the stack is, from the top: " + ", then ".join(items)


def _result(value: dict[str, Any]) -> list[str]:
    losers = [loser.split(": ") for loser in value.get("losers", ())]
    if not losers:
        return ["no player has lost the game"]
    return [f"{p} has lost the game {LOSSES.get(r, '')}".strip() for p, r in losers]


def then(key: tuple[str, ...], value: Any, owners: dict[str, str]) -> list[str]:
    """The observation steps (without their keyword) that check `value` for this key; none when the vocabulary
    can't say it (an error, a missing object, a characteristic the object doesn't have)."""
    kind, *args = key
    subject = args[0] if args else ""
    if kind == "allowed":
        return ["the action is refused"] if value == "refused" else []
    if kind == "rule":  # the refusal step, naming the rule (filled in by the writer)
        return ["the action is refused"]
    if kind == "game_result" and isinstance(value, dict):
        return _result(value)
    if kind == "zone" and value in ("battlefield", "stack"):
        return [f"{_q(subject)} is on the {value}"]
    if kind == "zone" and value in ("hand", "graveyard", "library", "exile"):
        return [f"{_q(subject)} is in {owners.get(subject, 'their')}'s {value}"]
    if kind == "tapped" and isinstance(value, bool):
        return [f"{_q(subject)} is {'tapped' if value else 'untapped'}"]
    if kind == "mana_pool" and isinstance(value, str):
        return [f"{subject}'s mana pool is {value}"]
    if kind in ("life", "mana_spent", "mana_value") and isinstance(value, int) and not isinstance(value, bool):
        return [{"life": f"{subject}'s life total is {value}", "mana_spent": f"{subject} has spent {value} mana on "
                 "spells this turn", "mana_value": f"the mana value of {_q(subject)} is {value}"}[kind]]  # fmt: skip
    if kind == "last_paid_cost" and isinstance(value, str) and value not in ("", "none"):
        return [f"{subject} paid {value} for the spell"]
    if kind == "stack" and isinstance(value, list):
        return [s] if (s := _stack(value)) else []
    if kind == "priority" and isinstance(value, str) and value[:1].isupper():
        return [f"{value} has priority"]
    if kind == "pending_choice" and isinstance(value, dict) and value.get("options"):
        players = {*owners.values(), value["player"]}  # options are card names, or players' names (targets)
        options = " and ".join(o if o in players else _q(o) for o in value["options"])
        return [f"{value['player']} must choose from {options}"]
    if kind == "combat_step" and (value is None or isinstance(value, str)):
        return [f"the combat step is {value}" if value else "the game is not in combat"]
    if kind in ("attackers", "blockers") and isinstance(value, list):  # "A -> B" pairs, as compared
        verb = "is attacking" if kind == "attackers" else "is blocking"
        pairs = [str(v).split(" -> ", 1) for v in value]
        return [f"{_q(a)} {verb} {b if kind == 'attackers' else _q(b)}" for a, b in pairs if b]
    if kind == "could_produce" and isinstance(value, list):
        types = " and ".join(f"{{{t}}}" for t in value) or "no type of mana"
        return [f"{_q(subject)} could produce {types}"]
    if kind == "power_toughness" and isinstance(value, list) and all(isinstance(v, int) for v in value):
        return [f"{_q(subject)} is {value[0]}/{value[1]}"]
    return []


def then_pair(key: tuple[str, ...], ours: Any, theirs: Any, owners: dict[str, str]) -> list[str]:
    """Steps checking the `theirs` side of a difference; counters and keywords name each kind that differs."""
    kind, *args = key
    if kind == "counters" and isinstance(ours, dict) and isinstance(theirs, dict):
        kinds = sorted(k for k in set(ours) | set(theirs) if ours.get(k) != theirs.get(k) and " " not in k)
        return [f"{_q(args[0])} has {theirs.get(k) or 'no'} {k} counters" for k in kinds]
    if kind == "keywords" and isinstance(ours, list) and isinstance(theirs, list):
        differ = sorted((set(ours) ^ set(theirs)) & set(KEYWORD_STEPS))
        return [f"{_q(args[0])} {'has' if k in theirs else 'does not have'} {k}" for k in differ]
    return then(key, theirs, owners)


def shown(value: Any) -> str:
    """An engine's answer on one comment line: JSON with non-ASCII characters escaped (shortened past 300
    characters, saying how much was left out), so nothing an engine says can break the file's lines."""
    return shorten(json.dumps(value, ensure_ascii=True, separators=(", ", ": ")), 300)

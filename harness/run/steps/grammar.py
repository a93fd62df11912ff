"""Parsing the clauses of action steps into protocol actions ("... for its emerge cost, sacrificing "X"")."""

from __future__ import annotations

import re
from typing import Any

from harness.errors import CorpusError

QUOTED = re.compile(r'"([^"]+)"')
# where a staged cast stops (CR 601.2), in the words of the steps -> the protocol's `cast_stage`
STAGES = {
    "once it is announced": "announced",
    "once its choices are made": "choices_made",
    "once its total cost is determined": "total_cost_determined",
    "while it is being paid": "paying",
}
_CLAUSES: list[tuple[re.Pattern[str], str]] = [
    (re.compile(r"^for its (?P<alt>[a-z]+) cost"), "alternative_keyword"),
    (re.compile(r'^using the alternative cost of "(?P<ref>[^"]+)"'), "alternative_ref"),
    (re.compile(r'^without paying its mana cost thanks to "(?P<ref>[^"]+)"'), "alternative_ref"),
    (re.compile(r'^sacrificing (?P<refs>"[^"]+"(?:(?:, | and )"[^"]+")*)'), "sacrifice"),
    (re.compile(r'^targeting (?P<refs>(?:"[^"]+"|[A-Z][a-z]+)(?:(?:, | and )(?:"[^"]+"|[A-Z][a-z]+))*)'), "targets"),
    (re.compile(r"^with X = (?P<n>\d+)"), "x"),
    (re.compile(r"^dividing (?P<amounts>\d+(?:(?:, | and )\d+)*)"), "division"),
    (re.compile(r"^kicked(?: (?P<n>\d+) times?)?"), "kicker"),
    (re.compile(r'^tapping (?P<refs>"[^"]+"(?:(?:, | and )"[^"]+")*) for mana'), "mana_abilities"),
    (re.compile(r"^from (?:her|his|their) (?P<zone>hand|graveyard|exile|library)"), "from"),
    (re.compile(r"^choosing (?P<mana>\{[WUBRGC]\})"), "mana"),
    (re.compile(r"^paying with (?P<payment>(?:\{[WUBRGC]\})+)"), "payment"),
    (re.compile(r"^choosing the color (?P<color>[WUBRG])"), "color"),
    (re.compile(r"^as an Adventure"), "adventure"),
    (re.compile(r"^paying its offspring cost"), "offspring"),
    (re.compile(r"^stopping (?P<stage>" + "|".join(map(re.escape, STAGES)) + ")"), "stop"),
]


def _targets(text: str) -> list[str]:
    return [q or word for q, word in re.findall(r'"([^"]+)"|([A-Z][a-z]+)', text)]


def cards_and_players(text: str) -> tuple[list[str], list[str]]:
    """The objects (quoted) and players (a capitalised name) a step lists: `"Island" and Bob`."""
    found = re.findall(r'"([^"]+)"|\b([A-Z][a-z]+)\b', text)
    return [q for q, _ in found if q], [word for q, word in found if not q]


CAST_FIELDS = frozenset(
    {
        "alternative",
        "sacrifice",
        "targets",
        "division",
        "x",
        "kicker",
        "mana_abilities",
        "from",
        "choices",
        "payment",
        "stop",
        "adventure",
        "offspring",
    }
)
CONTINUE_FIELDS = frozenset({"stop"})
ACTIVATE_FIELDS = frozenset({"targets", "x", "sacrifice", "mana", "payment"})


def parse_clauses(text: str, allowed: frozenset[str]) -> dict[str, Any]:
    """The optional clauses after `casts "X"` / `activates "X"`, separated by commas or spaces; a clause whose
    action field isn't in `allowed` (e.g. `kicked` on an ability) is a corpus error, not silently dropped."""
    found = _parse(text)
    misplaced = sorted(set(found) - allowed)
    if misplaced:
        raise CorpusError(f"the clause(s) {', '.join(misplaced)} in {text.strip()!r} don't apply to this action")
    return found


def _parse(text: str) -> dict[str, Any]:
    found: dict[str, Any] = {}
    rest = text.strip().lstrip(",").strip()
    while rest:
        for pattern, key in _CLAUSES:
            m = pattern.match(rest)
            if m:
                _apply(found, key, m)
                rest = rest[m.end() :].strip().lstrip(",").strip()
                if rest.startswith("and "):
                    rest = rest[4:]
                break
        else:
            raise CorpusError(f"can't understand the clause {rest!r} (see docs/steps.md for the step vocabulary)")
    return found


def _apply(found: dict[str, Any], key: str, m: re.Match[str]) -> None:
    groups = m.groupdict()
    if key == "alternative_keyword":
        found.setdefault("alternative", []).append(groups["alt"])
    elif key == "alternative_ref":
        found.setdefault("alternative", []).append(groups["ref"])
    elif key in ("sacrifice", "mana_abilities"):
        found[key] = QUOTED.findall(groups["refs"])
    elif key == "targets":
        found["targets"] = _targets(groups["refs"])
    elif key == "division":
        found["division"] = [int(n) for n in re.findall(r"\d+", groups["amounts"])]
    elif key in ("x", "kicker"):
        found[key] = int(groups["n"] or 1)
    elif key == "from":
        found["from"] = groups["zone"]
    elif key == "mana":
        found["mana"] = groups["mana"]
    elif key == "payment":
        found["payment"] = groups["payment"]
    elif key == "color":
        found["choices"] = {"color": groups["color"]}
    elif key == "stop":
        found["stop"] = STAGES[groups["stage"]]
    elif key in ("adventure", "offspring"):
        found[key] = True

"""Each behaviour definition in `reference_engine/cards/` against its oracle text in `features/cards.json`, for
what can be checked mechanically (issue 18, item 7): activation costs (mana, {T}/{Q} in order, sacrifice),
timing restrictions ("Activate only as a sorcery"), "target" (and "any target"), "you control" / "an
opponent controls" against the filters' controller, "Whenever you ..." against the trigger's player, and
the trigger event's wording. An ability the definition leaves out must be owned up to in its `note`.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from reference_engine.cards import _behaviours
from reference_engine.mana import ManaCost

CATALOG = Path(__file__).resolve().parent.parent / "features" / "cards.json"
_REMINDER = re.compile(r"\s*\([^()]*\)")
_QUOTED_ABILITY = re.compile(r'"([^"]*: [^"]*)"')
_COST_PART = re.compile(r"^(?:\{[^}]+\}|Sacrifice [^:]+|, )+$|^[+−]?\d+$")  # "Sacrifice Vohar, ..."; "−1" (107.7)
_LOYALTY = re.compile(r"^([+−]?)(\d+)$")  # a loyalty cost (CR 606.4): "+2", "−1", "0"
_EVENT_WORDS = {
    "cast": r"\bcasts?\b",
    "enters": r"\benters\b",
    "dies": r"\bdies\b",
    "expend": r"\bexpend\b",
    "tapped_for_mana": r"\btap(?:s|ped)?\b.*\bfor mana\b",
    "step_begins": r"^At the beginning of\b",
    "exiled_by_madness": r"\bexiled this way\b",
    "counters_put": r"\bput\b.*\bcounters? on\b",
    "put_into_graveyard_resolving": r"\bput into a graveyard after resolving\b",  # haunt's (CR 702.55a)
    "final_chapter_resolved": r"\bfinal chapter ability\b.*\bresolves\b",  # CR 608.2p, 714.2e
    "sacrificed": r"\bsacrifices?\b",
    "attacks": r"\battacks\b",  # CR 508.3a
    "blocks_or_becomes_blocked": r"\bblocks or becomes blocked\b",  # bushido's (CR 702.45a, 509.3a, 509.3c)
}
# a chapter ability, "III — [effect]" (CR 714.2a-c): a triggered ability on lore counters put on its Saga
_CHAPTER_LINE = re.compile(r"^[IVX]+(?:, [IVX]+)* — ")
_ROMAN = ("", "I", "II", "III", "IV", "V", "VI")
# keywords that represent a triggered ability their reminder text doesn't spell out with "When" (CR 702.35a)
_KEYWORD_TRIGGERS = {"Madness": "When this card is exiled this way, its owner may cast it."}
# choosing new targets for a copy (CR 707.10c) is no target of the ability that copies
_NEW_TARGETS = re.compile(r"\s*You may choose new targets for the cop(?:y|ies)\.")


def _faces() -> dict[str, dict[str, Any]]:
    data = json.loads(CATALOG.read_text(encoding="utf-8"))["data"]
    return {face.get("faceName") or face["name"]: face for faces in data.values() for face in faces}


def _spelled_out(reminder: str) -> bool:
    """Does a keyword's reminder text spell out a triggered ability (undying's, 702.93a) or an activated one
    (outlast's, 702.107a)?"""
    return bool(re.match(r"(When|Whenever|At)\b", reminder)) or (
        ": " in reminder and bool(_COST_PART.match(reminder.split(": ", 1)[0]))
    )


_ABILITY_WORD = re.compile(r"^[A-Z][a-z]+(?: [a-z]+)* — (?=(?:When|Whenever|At)\b)")


def oracle_abilities(face: dict[str, Any]) -> dict[str, list[str]]:
    """The face's ability lines by kind, reminder text removed; an ability printed only as reminder text (a
    basic land's intrinsic mana ability, CR 305.6) or quoted in it (Dryad Arbor's) counts as printed, and so does
    the triggered ability a keyword's reminder text spells out (undying's, 702.93a)."""
    found: dict[str, list[str]] = {"activated": [], "triggered": [], "other": []}
    for raw in (face.get("text") or "").splitlines():
        line = _REMINDER.sub("", raw).strip()
        reminder = raw[len(line) :].strip().strip("()") if raw.startswith(line) else ""
        keyword = re.sub(r" \d+$", "", line.split(" {", 1)[0])  # "Bushido 1": the keyword with its N
        if keyword in face.get("keywords", ()) and _spelled_out(reminder):
            line = reminder  # the keyword's reminder text is the ability it stands for (undying, outlast)
        if keyword in _KEYWORD_TRIGGERS and keyword in face.get("keywords", ()):
            line = _KEYWORD_TRIGGERS[keyword]
        if not line:
            inner = raw.strip().strip("()")
            quoted = _QUOTED_ABILITY.findall(inner)
            line = quoted[0] if quoted else inner
        line = _ABILITY_WORD.sub("", line)  # "Landfall — Whenever ...": an ability word has no rules meaning (207.2c)
        head = line.split(": ", 1)[0]
        if ": " in line and _COST_PART.match(head):
            found["activated"].append(line)
        elif re.match(r"(When|Whenever|At)\b", line) or _CHAPTER_LINE.match(line):
            found["triggered"].append(line)
        elif line:
            found["other"].append(line)
    return found


def _walk(spec: Any) -> list[tuple[str, Any]]:
    pairs: list[tuple[str, Any]] = []
    if isinstance(spec, dict):
        for key, value in spec.items():
            pairs.append((key, value))
            pairs += _walk(value)
    elif isinstance(spec, (list, tuple)):
        for value in spec:
            pairs += _walk(value)
    return pairs


#: how the text says a filter's controller: "an opponent controls", "your opponents control"
_SAID = {"you": ("you control",), "opponent": ("opponent controls", "opponents control")}


def _controller_problems(spec: Any, line: str) -> list[str]:
    """"you control" / "an opponent controls" in the text against the filters' `controller`."""
    said = {v for k, v in _walk(spec) if k == "controller"}
    problems = []
    for who, words in _SAID.items():
        says = any(w in line for w in words)
        if says != (who in said):
            problems.append(f"{line!r}: {'says' if says else 'does not say'} {words[0]!r}, the definition "
                            f"{'has' if who in said else 'has no'} a filter with controller {who!r}")
    return problems


def _target_problems(targets: list[Any], text: str) -> list[str]:
    problems = []
    if bool(targets) != bool(re.search(r"\btargets?\b", text, re.IGNORECASE)):
        problems.append(f"{text!r}: 'target' in the text and targets in the definition disagree ({targets})")
    # unqualified: 115.4
    any_target = re.search(r"any target|among (?:one or two|one, two, or three|any number of) targets", text)
    if bool(any_target) != any(t.get("kind") == "any" for t in targets):
        problems.append(f"{text!r}: 'any target' and a target of kind 'any' disagree")
    return problems


def _activated_problems(spec: dict[str, Any], line: str) -> list[str]:
    cost_text, effect = line.split(": ", 1)
    cost = spec.get("cost", {})
    problems = []
    printed_mana = "".join(s for s in re.findall(r"\{[^}]+\}", cost_text) if s not in ("{T}", "{Q}"))
    if ManaCost.parse(printed_mana) != ManaCost.parse(cost.get("mana")):
        problems.append(f"{line!r}: mana cost {cost.get('mana')!r} in the definition, {printed_mana!r} printed")
    printed_symbols = "".join(s[1] for s in re.findall(r"\{[TQ]\}", cost_text))
    if printed_symbols != cost.get("symbols", ""):
        problems.append(f"{line!r}: symbols {cost.get('symbols', '')!r} in the definition, {printed_symbols!r} printed")
    loyalty = _LOYALTY.match(cost_text)
    printed_loyalty = (-1 if loyalty.group(1) == "−" else 1) * int(loyalty.group(2)) if loyalty else None
    if printed_loyalty != cost.get("loyalty"):
        problems.append(f"{line!r}: loyalty cost {cost.get('loyalty')!r} defined, {printed_loyalty!r} printed")
    if ("Sacrifice" in cost_text) != ("sacrifice" in cost):
        problems.append(f"{line!r}: a sacrifice cost in one of text and definition only")
    sorcery = bool(re.search(r"\b(?:Activate|\w+) only as a sorcery\b", effect))  # "Outlast only as a sorcery"
    if sorcery != (spec.get("timing") == "sorcery"):
        problems.append(f"{line!r}: timing {spec.get('timing')!r} in the definition, the text says "
                        f"{'sorcery' if sorcery else 'nothing'}")
    return problems + _target_problems(spec.get("targets", []), effect) + _controller_problems(spec, effect)


def _triggered_problems(spec: dict[str, Any], line: str, short_name: str) -> list[str]:
    problems = []
    condition = line.split(",", 1)[0]
    pattern = _event_pattern(spec)
    if pattern and not re.search(pattern, line if _CHAPTER_LINE.match(line) else condition):
        problems.append(f"{line!r}: the trigger event {spec['event']!r} isn't what the text says")
    when = spec.get("when", {})
    yours = condition.startswith("Whenever you ") or bool(re.match(r"At the beginning of your\b", condition))
    yours = yours or (spec.get("delayed", False) and condition.startswith("When you "))  # "when you cast your next"
    if (when.get("player") == "you") != yours:
        problems.append(f"{line!r}: 'Whenever you' and the trigger's player disagree")
    if "step" in when and when["step"].replace("_", " ") not in condition:
        problems.append(f"{line!r}: the trigger's step {when['step']!r} isn't the one the text names")
    haunted = bool(re.search(r"\bthe creature .+ haunts\b", condition))  # CR 702.55b: not the card itself
    if bool(when.get("haunted")) != haunted:
        problems.append(f"{line!r}: the trigger's 'haunted' and the text disagree")
    named = bool(re.search(r"\bthis (spell|creature|artifact|land|enchantment|card)\b", condition))
    itself = not haunted and (named or short_name in condition)
    if bool(when.get("self")) != itself:
        problems.append(f"{line!r}: the trigger's 'self' and the text disagree")
    own = _NEW_TARGETS.sub("", line)
    return problems + _target_problems(spec.get("targets", []), own) + _controller_problems(spec, line)


def _event_pattern(spec: dict[str, Any]) -> str | None:
    chapter = spec.get("when", {}).get("chapter")
    if chapter is not None:  # its own numeral among the line's chapter symbols (714.2c)
        return rf"^(?:[IVX]+, )*{_ROMAN[chapter]}(?:, [IVX]+)* — "
    return _EVENT_WORDS.get(spec["event"])


def _event_fits(spec: dict[str, Any], line: str) -> bool:
    pattern = _event_pattern(spec)
    return pattern is None or bool(re.search(pattern, line if _CHAPTER_LINE.match(line) else line.split(",", 1)[0]))


def _in_a_sentence(spec: dict[str, Any], text: str) -> bool:
    """A delayed trigger a spell's paragraph creates in a later sentence of it (CR 603.7a)."""
    return any(_event_fits(spec, sentence) for sentence in re.split(r"(?<=\.)\s+", text))


def card_problems(name: str, behaviour: dict[str, Any], face: dict[str, Any]) -> list[str]:
    """Everything about `behaviour` that disagrees with the face's oracle text."""
    printed = oracle_abilities(face)
    problems: list[str] = []
    abilities = behaviour.get("abilities", [])
    activated = [a["activated"] for a in abilities if "activated" in a]
    if len(activated) > len(printed["activated"]):
        problems.append(f"{len(activated)} activated abilities defined, {len(printed['activated'])} printed")
    for spec, line in zip(activated, printed["activated"], strict=False):
        problems += _activated_problems(spec, line)
    short_name = name.split(",")[0].split()[0]
    unmatched = list(printed["triggered"])
    triggered = [a["triggered"] for a in abilities if "triggered" in a]
    # a spell's "When ..." paragraph is a delayed triggered ability it creates as it resolves (CR 603.7a)
    triggered += [{**v, "delayed": True} for k, v in _walk(behaviour.get("spell", [])) if k == "delayed_trigger"]
    for spec in triggered:
        line = next((li for li in unmatched if _event_fits(spec, li)), None)
        if line is None and spec.get("delayed") and _in_a_sentence(spec, face.get("text", "")):
            continue  # "Exile target creature. At the beginning of the next end step, ...": one spell paragraph
        if line is None:
            problems.append(f"no printed triggered ability fits the defined {spec['event']!r} trigger")
            continue
        unmatched.remove(line)
        problems += _triggered_problems(spec, line, short_name)
    left_out = len(printed["activated"]) - len(activated) + len(unmatched)
    if left_out > 0 and "not modelled" not in behaviour.get("note", ""):
        problems.append(f"{left_out} printed ability(ies) not defined, and the note doesn't say so")
    if "spell" in behaviour or "targets" in behaviour:
        spell_text = " ".join(li for li in printed["other"] if not li.startswith("As an additional cost"))
        problems += _target_problems(behaviour.get("targets", []), spell_text)
    statics = [a["static"] for a in abilities if "static" in a]
    if statics:  # the static abilities together against the text of them all: each needn't say "you control"
        problems += _controller_problems(statics, " ".join(printed["other"]))
    return problems


BEHAVIOURS = _behaviours()
FACES = _faces()
BASIC_LAND_TYPES = {"Plains", "Island", "Swamp", "Mountain", "Forest"}


@pytest.mark.parametrize("name", sorted(set(BEHAVIOURS) & set(FACES)))
def test_behaviour_agrees_with_oracle_text(name: str) -> None:
    assert card_problems(name, BEHAVIOURS[name], FACES[name]) == []


def test_only_basic_lands_are_defined_beyond_the_catalog() -> None:
    """The five basic lands are defined whether or not the catalog holds them (CR 305.6); any other definition
    must have oracle text to be checked against."""
    assert set(BEHAVIOURS) - set(FACES) <= BASIC_LAND_TYPES


@pytest.mark.parametrize(
    ("name", "change"),
    [
        ("Order of Whiteclay", lambda b: b["abilities"][0]["activated"].update(timing="sorcery")),
        ("Sol Ring", lambda b: b["abilities"][0]["activated"]["cost"].update(mana="{1}")),
        ("Snow Mercy", lambda b: b["abilities"][0]["activated"]["cost"].update(symbols="TTQQT")),
        ("Ashnod's Altar", lambda b: b["abilities"][0]["activated"].update(cost={})),
        ("Prodigal Pyromancer", lambda b: b["abilities"][0]["activated"].update(targets=[])),
        ("Lightning Bolt", lambda b: b.update(targets=[{"kind": "object"}])),
        ("Fervor", lambda b: b["abilities"][0]["static"]["to"].pop("controller")),
        ("Reflecting Pool", lambda b: b["abilities"][0]["activated"]["effects"][0]["add_mana"]["of"].pop("controller")),
        ("Beast Whisperer", lambda b: b["abilities"][0]["triggered"]["when"].pop("player")),
        ("Emry, Lurker of the Loch", lambda b: b["abilities"][1]["triggered"].update(event="dies")),
        ("Gadwick, the Wizened", lambda b: b.pop("note")),
        ("Distended Mindbender", lambda b: b["abilities"][0]["triggered"].pop("targets")),
    ],
)
def test_each_check_catches_a_slip(name: str, change: Any) -> None:
    behaviour = json.loads(json.dumps(BEHAVIOURS[name]))  # a deep copy
    change(behaviour)
    assert card_problems(name, behaviour, FACES[name]) != []


def test_reminder_text_abilities_count_as_printed() -> None:
    assert oracle_abilities({"text": "({T}: Add {G}.)"})["activated"] == ["{T}: Add {G}."]
    arbor = '(This land isn\'t a spell, it\'s affected by summoning sickness, and it has "{T}: Add {G}.")'
    assert oracle_abilities({"text": arbor})["activated"] == ["{T}: Add {G}."]

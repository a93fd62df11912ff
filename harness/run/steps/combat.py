"""Combat (CR 506-511): declaring attackers and blockers (When), who attacks and blocks and the combat step (Then)."""

from __future__ import annotations

import re
from typing import Any

from pytest_bdd import parsers, then, when

from harness.errors import CorpusError
from harness.run.session import Session
from harness.run.steps.grammar import QUOTED

PLAYER = r"(?P<player>[A-Z][a-z]+)"
OBJ = r'"(?P<obj>[^"]+)"'
_BLOCK = re.compile(r'\s*(?:and\s+)?"(?P<attacker>[^"]+)" with (?P<blockers>"[^"]+"(?:\s*and\s*"[^"]+")*)\s*')


@when(parsers.re(PLAYER + r' attacks (?P<defender>[A-Z][a-z]+|"[^"]+") with (?P<cards>".+)'))
def attack(conformance: Session, player: str, defender: str, cards: str) -> None:
    """The active player declares attackers (CR 508.1): each creature named attacks the player named, or the
    planeswalker quoted (508.1b). Example: `When Alice attacks Bob with "Grizzly Bears" and "Serra Angel"`,
    `When Alice attacks "Jace Beleren" with "Grizzly Bears"`."""
    refs = QUOTED.findall(cards)
    if not refs:
        raise CorpusError(f"can't tell which creatures attack in {cards!r}: quote them")
    quoted = defender.startswith('"')
    attacked = conformance.ref(defender.strip('"')) if quoted else conformance.player(defender)
    attackers = [{"attacker": conformance.ref(r), "defender": attacked} for r in refs]
    action = {"kind": "declare_attackers", "player": conformance.player(player), "attackers": attackers}
    conformance.act(action, f"{player} attacks {defender} with {cards}")


@when(parsers.re(PLAYER + r" declares no (?P<what>attackers|blockers)"))
def declare_none(conformance: Session, player: str, what: str) -> None:
    """Declare no attackers (CR 508.1) or no blockers (509.1). Example: `When Alice declares no attackers`,
    `When Bob declares no blockers`."""
    kind, key = ("declare_attackers", "attackers") if what == "attackers" else ("declare_blockers", "blockers")
    conformance.act({"kind": kind, "player": conformance.player(player), key: []}, f"{player} declares no {what}")


def _blocks(text: str) -> list[tuple[str, str]]:
    """(blocker, attacker) pairs from `"A" with "X"`, `"A" with "X" and "Y"`, `"A" with "X", and "B" with "Y"`."""
    pairs = []
    for part in text.split(","):
        found = _BLOCK.fullmatch(part)
        if found is None:
            raise CorpusError(f'can\'t read the blocks in {text!r}: write `"Attacker" with "Blocker"`, comma-separated')
        pairs.extend((b, found["attacker"]) for b in QUOTED.findall(found["blockers"]))
    return pairs


@when(parsers.re(PLAYER + r" blocks (?P<blocks>\".+)"))
def block(conformance: Session, player: str, blocks: str) -> None:
    """A defending player declares blockers (CR 509.1): `"attacker" with "blocker"`, several blockers joined by
    `and`, several attackers separated by commas. Example: `When Bob blocks "Grizzly Bears" with "Llanowar Elves"`,
    `When Bob blocks "Grizzly Bears" with "Llanowar Elves", and "Serra Angel" with "War Screecher"`."""
    blockers = [{"blocker": conformance.ref(b), "attacker": conformance.ref(a)} for b, a in _blocks(blocks)]
    action = {"kind": "declare_blockers", "player": conformance.player(player), "blockers": blockers}
    conformance.act(action, f"{player} blocks {blocks}")


_SHARE = re.compile(r'(?P<amount>\d+) to (?:"(?P<obj>[^"]+)"|(?P<player>[A-Z][a-z]+))')


@when(parsers.re(PLAYER + r" assigns combat damage: (?P<shares>.+)"))
def assign_damage(conformance: Session, player: str, shares: str) -> None:
    """Answer a pending `assign_combat_damage` choice (CR 510.1c, 702.19b): how much of the creature's combat damage
    each blocker, or with trample the player it attacks, is assigned; comma-separated or joined by `and`. Example:
    `When Alice assigns combat damage: 1 to "Grizzly Bears" and 3 to Bob`."""
    found = list(_SHARE.finditer(shares))
    rest = re.sub(r"[\s,]|\band\b", "", _SHARE.sub("", shares))
    if not found or rest:
        raise CorpusError(f'can\'t read the assignment in {shares!r}: write `2 to "Blocker" and 1 to Bob`')
    entries = [
        {"to": conformance.ref(f["obj"]) if f["obj"] else conformance.player(f["player"]), "amount": int(f["amount"])}
        for f in found
    ]
    action = {"kind": "choose", "player": conformance.player(player), "cards": [], "assignment": entries}
    conformance.act(action, f"{player} assigns combat damage: {shares}")


def _names(conformance: Session, ref: str) -> set[str]:
    """What an answer may call the object a step quotes: the quoted text, and for a board id its card's name."""
    base = ref.split("#")[0]
    found = {ref}
    todo: list[Any] = [conformance.board or {}]
    while todo:
        item = todo.pop()
        if isinstance(item, dict):
            if item.get("id") == base and isinstance(item.get("card"), str):
                found.add(item["card"])
            todo.extend(item.values())
        elif isinstance(item, list):
            todo.extend(item)
    return found


def _entries(seen: Any, key: str, names: set[str]) -> list[dict[str, Any]]:
    return [e for e in seen or [] if isinstance(e, dict) and e.get(key) in names]


@then(parsers.re(OBJ + r' is (?P<neg>not )?attacking(?: (?P<defender>[A-Z][a-z]+|"[^"]+"|nothing))?'))
def attacking(conformance: Session, obj: str, neg: str | None, defender: str | None) -> None:
    """Whether the creature is attacking (CR 508.1k, 506.4), and which player or planeswalker (quoted, 508.1b).
    Example: `Then "Grizzly Bears" is attacking Bob`, `Then "Grizzly Bears" is attacking "Jace Beleren"`,
    `Then "Grizzly Bears" is not attacking`; `Then "Grizzly Bears" is attacking nothing` once the planeswalker it
    attacked was removed from combat (506.4c: the `attackers` answer's defender is null)."""
    step = f'"{obj}" is {neg or ""}attacking' + (f" {defender}" if defender else "")
    seen = conformance.query({"kind": "attackers"}, step)
    found = sorted(str(e.get("defender")) for e in _entries(seen, "attacker", _names(conformance, obj)))
    observed = f"attacking {', '.join(found)}" if found else "not attacking"
    if neg:
        conformance.check(step, "not attacking", observed)
    elif defender is None:
        conformance.check(step, "attacking", "attacking" if found else observed)
    else:
        if defender == "nothing" and found == ["None"]:
            observed = "attacking nothing"
        if defender.startswith('"') and _names(conformance, defender.strip('"')) & set(found):
            observed = f"attacking {defender}"
        conformance.check(step, f"attacking {defender}", observed)


@then(parsers.re(OBJ + r' is (?:not blocking|blocking "(?P<attacker>[^"]+)")'))
def blocking(conformance: Session, obj: str, attacker: str | None) -> None:
    """Whether the creature is blocking (CR 509.1g, 506.4), and which attacker. Example: `Then "Llanowar Elves" is
    blocking "Grizzly Bears"`, `Then "Llanowar Elves" is not blocking`."""
    step = f'"{obj}" is ' + (f'blocking "{attacker}"' if attacker else "not blocking")
    seen = conformance.query({"kind": "blockers"}, step)
    found = [str(e.get("attacker")) for e in _entries(seen, "blocker", _names(conformance, obj))]
    observed = f"blocking {', '.join(found)}" if found else "not blocking"
    if attacker is None:
        conformance.check(step, "not blocking", observed)
        return
    if _names(conformance, attacker) & set(found):
        observed = f'blocking "{attacker}"'
    conformance.check(step, f'blocking "{attacker}"', observed)


@then(parsers.re(r"the combat step is (?P<step>[a-z_]+)|the game is not in combat"))
def combat_step(conformance: Session, step: str | None) -> None:
    """The step of the combat phase, `first_combat_damage` for the first of two combat damage steps (CR 510.4).
    Example: `Then the combat step is first_combat_damage`, `Then the game is not in combat`."""
    text = f"the combat step is {step}" if step else "the game is not in combat"
    seen = conformance.query({"kind": "combat_step"}, text)
    conformance.check(text, step, seen)

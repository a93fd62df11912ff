"""What a card's oracle text says it has, against what its definition models: the engine answers `Unsupported` for
a part of a card it doesn't model, rather than refusing under a rule it can't know applies.

An activated ability is written "[Cost]: [Effect.]" (CR 602.1); a keyword that is an activated ability carries its
"[Cost]: [Effect.]" in its reminder text (Equip, Outlast, a basic land type's mana ability, 305.6). Text in
quotation marks is an ability the object grants to another, not one of its own (113.1a)."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache

from .errors import Unsupported
from .objects import GameObject
from .vocabulary import Activated, Behaviour

_QUOTED = re.compile(r"\"[^\"]*\"|“[^”]*”")
_REMINDER = re.compile(r"\([^)]*\)")
_LOYALTY = re.compile(r"^\s*(?:[+−-]?\d+|[+−-]X)\s*$")  # CR 107.7: [+N], [-N], [0], [-X]
_ADDS_MANA = re.compile(r"\bAdd\b")
# the alternative costs a keyword printed on a card gives (702.34a flashback, 702.119a emerge, 702.137a spectacle,
# ...) that a definition can model, and how it does; any other is modelled by no definition
_KEYWORD_COSTS = {
    "emerge": lambda behaviour: behaviour.emerge is not None,
    "bestow": lambda behaviour: behaviour.bestow is not None,
}


@dataclass(frozen=True)
class OracleActivated:
    """One activated ability as the oracle text prints it."""

    text: str
    cost: str
    effect: str

    @property
    def is_mana_ability(self) -> bool:
        """CR 605.1a: no target, could add mana, not a loyalty ability."""
        return bool(_ADDS_MANA.search(self.effect)) and "target" not in self.effect and not self.is_loyalty

    @property
    def is_loyalty(self) -> bool:
        return bool(_LOYALTY.match(self.cost))


def _cost_and_effect(part: str) -> tuple[str, str] | None:
    head, colon, tail = part.partition(":")
    return (head.strip(), tail.strip()) if colon and head.strip() and tail.strip() else None


@cache
def oracle_activated(text: str) -> tuple[OracleActivated, ...]:
    """The activated abilities of an oracle text, in printed order (one ability a paragraph, CR 113.2c)."""
    found = []
    for paragraph in text.split("\n"):
        own = _QUOTED.sub("", paragraph)
        split = _cost_and_effect(_REMINDER.sub("", own))
        if split is None:  # a keyword whose reminder text is "[Cost]: [Effect.]" is an activated ability too
            reminders = _REMINDER.findall(own)
            split = _cost_and_effect(reminders[0][1:-1]) if len(reminders) == 1 else None
        if split is not None:
            found.append(OracleActivated(paragraph, *split))
    return tuple(found)


def _unmodelled(obj: GameObject, printed: OracleActivated) -> Unsupported:
    return Unsupported(f'{obj.name}\'s ability "{printed.text}" is not modelled by the reference engine')


def activated_count(obj: GameObject) -> int:
    """How many activated abilities the object has: those its definition models, or the text prints (a basic land
    type's intrinsic ability is modelled without any text, 305.6)."""
    return max(len(obj.behaviour.of(Activated)), len(oracle_activated(obj.copiable_face().text)))


def check_modelled(obj: GameObject, index: int | str) -> None:
    """Raise `Unsupported` when `index` (a 1-based number, or "mana") names an activated ability the object's oracle
    text prints but its definition doesn't model. Definitions model a face's activated abilities in printed order,
    so the definition's number n is the text's n-th; one without a mana ability answers for the text's first."""
    printed = oracle_activated(obj.copiable_face().text)
    modelled = obj.behaviour.of(Activated)
    if index == "mana":
        mana = [a for a in printed if a.is_mana_ability]
        if mana and not any(a.is_mana_ability for a in modelled):
            raise _unmodelled(obj, mana[0])
    elif isinstance(index, int) and len(modelled) < index <= len(printed):
        raise _unmodelled(obj, printed[index - 1])


def check_mana_modelled(obj: GameObject) -> None:
    """Raise `Unsupported` when the oracle text prints more mana abilities than the definition models: what the
    object could produce (CR 106.7) can't be told then."""
    printed = [a for a in oracle_activated(obj.copiable_face().text) if a.is_mana_ability]
    if len(printed) > sum(a.is_mana_ability for a in obj.behaviour.of(Activated)):
        raise _unmodelled(obj, printed[-1])


def check_alternative_modelled(obj: GameObject, alternatives: list[str]) -> None:
    """Raise `Unsupported` when a cast names as its alternative cost a keyword printed on the card (Flashback,
    Spectacle, Madness) that its definition doesn't model: whether the rules allow it can't be told then."""
    printed = {keyword.lower() for keyword in obj.copiable_face().keywords}
    for name in alternatives:
        modelled: Callable[[Behaviour], bool] = _KEYWORD_COSTS.get(name.lower(), lambda _: False)
        if name.lower() in printed and not modelled(obj.behaviour):
            raise Unsupported(f"{obj.name}'s {name} is not modelled by the reference engine")

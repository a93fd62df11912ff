"""The ability vocabulary card definitions are written in, parsed once into frozen objects.

A face's behaviour is a dict: `abilities` (a list of `{"activated"|"triggered"|"static"|"replacement": {...}}`),
keyword costs (`emerge` with `emerge_from`, `kicker`, `multikicker`, `bestow`), `additional_costs`, `spell` (effects
of an instant or sorcery) with `targets`, `enchant` (what an Aura can enchant, a filter: CR 702.5a, 303.4a).
Effects stay small dicts that `effects.py` interprets.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .errors import BoardError
from .mana import ManaCost
from .reductions import written

Spec = dict[str, Any]

_BEHAVIOUR_KEYS = {
    "abilities",
    "emerge",
    "emerge_from",
    "kicker",
    "multikicker",
    "additional_costs",
    "spell",
    "targets",
    "enchant",
    "flash_cost",
    "bestow",
    "note",
}
_COST_KEYS = {"mana", "symbols", "sacrifice", "loyalty"}


@dataclass(frozen=True)
class Cost:
    """An activation cost (CR 602.1a): mana, the {T} and {Q} symbols in printed order (107.5, 107.6),
    sacrificing (`"self"` or a filter), a loyalty symbol's number of loyalty counters (606.4: +2 puts on, -1
    removes)."""

    mana: ManaCost = field(default_factory=ManaCost)
    symbols: str = ""  # e.g. "T", "Q", "TQTQT"
    sacrifice: Spec | str | None = None
    loyalty: int | None = None

    @property
    def tap(self) -> bool:
        return "T" in self.symbols

    @classmethod
    def parse(cls, spec: Spec) -> Cost:
        unknown = set(spec) - _COST_KEYS
        if unknown:
            raise BoardError(f"unknown cost parts {sorted(unknown)}")
        symbols = spec.get("symbols", "")
        if set(symbols) - {"T", "Q"}:
            raise BoardError(f"cost symbols are T and Q, got {symbols!r}")
        return cls(ManaCost.parse(spec.get("mana")), symbols, spec.get("sacrifice"), spec.get("loyalty"))


@dataclass(frozen=True)
class Activated:
    """An activated ability (CR 602). `index` is its 1-based position among the face's activated abilities."""

    index: int
    cost: Cost
    effects: tuple[Spec, ...]
    targets: tuple[Spec, ...] = ()
    timing: str | None = None

    @property
    def is_mana_ability(self) -> bool:
        """CR 605.1a: no target, could add mana, not a loyalty ability."""
        return not self.targets and any("add_mana" in e for e in self.effects) and not self.is_loyalty

    @property
    def is_loyalty(self) -> bool:
        """CR 606.2: a loyalty symbol in its cost."""
        return self.cost.loyalty is not None


@dataclass(frozen=True)
class Triggered:
    """A triggered ability (CR 603): `event` names the trigger event, `when` filters it, `condition` is its
    intervening "if" clause (603.4). A modal ability ("choose one —", 700.2) has `modes`, in printed order, each
    with its own `effects` and `targets`, and no effects of its own until a mode is chosen (603.3c)."""

    event: str
    effects: tuple[Spec, ...]
    when: Spec = field(default_factory=dict, hash=False)
    targets: tuple[Spec, ...] = ()
    condition: Spec = field(default_factory=dict, hash=False)
    modes: tuple[Spec, ...] = field(default=(), hash=False)

    @property
    def is_mana_ability(self) -> bool:
        """CR 605.1b: triggers from a mana ability or mana being added, no target, adds mana."""
        return self.event == "tapped_for_mana" and not self.targets and any("add_mana" in e for e in self.effects)


@dataclass(frozen=True)
class Static:
    """A static ability (CR 604): one continuous effect or rule modification, named by `kind`."""

    kind: str
    params: Spec = field(default_factory=dict, hash=False)


@dataclass(frozen=True)
class Replacement:
    """A replacement effect (CR 614), named by `kind`."""

    kind: str
    params: Spec = field(default_factory=dict, hash=False)


Ability = Activated | Triggered | Static | Replacement
_ABILITY_KINDS = (Activated, Triggered, Static, Replacement)


@dataclass(frozen=True)
class Behaviour:
    """Everything a face does, parsed."""

    abilities: tuple[Ability, ...] = ()
    emerge: ManaCost | None = None
    kicker: ManaCost | None = None
    multikicker: ManaCost | None = None
    additional_costs: tuple[Spec, ...] = ()
    spell: tuple[Spec, ...] = ()
    targets: tuple[Spec, ...] = ()
    enchant: Spec | None = None
    flash_cost: ManaCost | None = None  # "you may cast this spell as though it had flash if you pay [cost] more"
    emerge_from: Spec | None = None  # "emerge from [quality]": what emerge sacrifices, if not a creature (702.119b)
    bestow: ManaCost | None = None  # "bestow [cost]": an alternative cost that makes it an Aura spell (702.103a)

    def of(self, kind: type) -> tuple[Any, ...]:
        """The abilities of one kind (`Activated`, `Static`, ...), in printed order. Asked on every look at a
        permanent, so worked out once per face."""
        cache = self.__dict__.get("_of")
        if cache is None:
            cache = {k: tuple(a for a in self.abilities if isinstance(a, k)) for k in _ABILITY_KINDS}
            object.__setattr__(self, "_of", cache)
        found = cache.get(kind)
        return found if found is not None else tuple(a for a in self.abilities if isinstance(a, kind))


def _ability(entry: Spec, activated_count: int) -> Ability:
    if len(entry) != 1:
        raise BoardError(f"an ability is one of activated/triggered/static/replacement, got {sorted(entry)}")
    ((kind, spec),) = entry.items()
    if kind == "activated":
        return Activated(
            activated_count + 1,
            Cost.parse(spec["cost"]),  # CR 602.1: "[Cost]: [Effect.]"
            tuple(spec["effects"]),
            tuple(spec.get("targets", ())),
            spec.get("timing"),
        )
    if kind == "triggered":
        return Triggered(
            spec["event"],
            tuple(spec.get("effects", ())),
            spec.get("when", {}),
            tuple(spec.get("targets", ())),
            spec.get("if", {}),
            tuple(spec.get("modes", ())),
        )
    if kind == "static":
        params = {k: v for k, v in spec.items() if k != "kind"}
        if spec["kind"] == "cost_reduction":
            params["amount"] = written(params["amount"])  # CR 118.7: what a printed reduction can be written with
        return Static(spec["kind"], params)
    if kind == "replacement":
        return Replacement(spec["kind"], {k: v for k, v in spec.items() if k != "kind"})
    raise BoardError(f"unknown ability kind {kind!r}")


def parse_behaviour(behaviour: Spec) -> Behaviour:
    """Parse a face's behaviour dict (done once, when the card library is built)."""
    unknown = set(behaviour) - _BEHAVIOUR_KEYS
    if unknown:
        raise BoardError(f"unknown behaviour keys {sorted(unknown)}")
    abilities: list[Ability] = []
    for entry in behaviour.get("abilities", ()):
        abilities.append(_ability(entry, sum(isinstance(a, Activated) for a in abilities)))

    def cost(key: str) -> ManaCost | None:
        return ManaCost.parse(behaviour[key]) if key in behaviour else None

    return Behaviour(
        tuple(abilities),
        cost("emerge"),
        cost("kicker"),
        cost("multikicker"),
        tuple(behaviour.get("additional_costs", ())),
        tuple(behaviour.get("spell", ())),
        tuple(behaviour.get("targets", ())),
        behaviour.get("enchant"),
        cost("flash_cost"),
        behaviour.get("emerge_from"),
        cost("bestow"),
    )

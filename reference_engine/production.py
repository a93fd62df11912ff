"""Producing mana (CR 106.5, 106.7, 106.12, 605): what a mana ability adds, replacement effects on the
production event, "could produce", and the triggered mana abilities of "tapped for mana".
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from itertools import permutations
from typing import Any

from . import replacement
from .choices import ReplacementOrder, ask
from .errors import RulesError
from .filters import matches
from .game import Game
from .mana import COLORS, TYPES, format_mana, parse_mana
from .objects import GameObject
from .vocabulary import Activated, Replacement, Triggered


@dataclass
class Production:
    """One mana production event, as replacement effects and triggers see it."""

    source: GameObject
    player: str
    mana: Counter[str]
    tapped_for_mana: bool  # CR 106.12: a mana ability with {T} in its cost


def _options(
    game: Game, source: GameObject, controller: str, spec: Any, produced: Counter[str] | None, seen: frozenset[int]
) -> list[Counter[str]]:
    """Every amount of mana an `add_mana` spec could add right now, one Counter per choice."""
    if isinstance(spec, str):
        return [parse_mana(spec)]
    if "per_counter" in spec:
        n = source.counters.get(spec["per_counter"], 0)
        return [Counter({t: k * n for t, k in parse_mana(spec["mana"]).items()})]
    if "one_of" in spec:
        return [Counter({t: spec.get("amount", 1)}) for t in _one_of(game, source, controller, spec, produced, seen)]
    raise RulesError(f"unknown mana spec {spec!r}")


def _one_of(
    game: Game,
    source: GameObject,
    controller: str,
    spec: dict[str, Any],
    produced: Counter[str] | None,
    seen: frozenset[int],
) -> list[str]:
    kind = spec["one_of"]
    if isinstance(kind, list):  # "Add {R} or {G}": the listed types
        return [t for t in TYPES if t in kind]
    if kind == "any_color":
        return list(COLORS)
    if kind == "chosen_color":
        color = source.chosen.get("color")
        return [color] if color else []
    if kind == "produced":
        return [t for t in TYPES if produced and produced[t]]
    if kind == "could_produce":
        types: set[str] = set()
        for perm in game.permanents():
            if matches(game, perm, spec["of"], controller, source):
                types |= could_produce(game, perm, seen | {source.identity})
        if spec.get("colors_only"):  # "one mana of any color", not of any type (CR 105.1, 106.1b)
            types.discard("C")
        return [t for t in TYPES if t in types]
    raise RulesError(f"unknown mana choice {kind!r}")


def _replacements(game: Game, production: Production) -> list[tuple[GameObject, Replacement]]:
    return [
        (perm, rep)
        for perm in game.permanents()
        for rep in perm.behaviour.of(Replacement)
        if rep.kind == "mana_production" and _replaces(game, perm, rep.params, production)
    ]


def _replaces(game: Game, perm: GameObject, p: dict[str, Any], production: Production) -> bool:
    """`tapped_for_mana` (only a permanent tapped for mana, CR 106.12b), `player: "you"` (only mana its
    controller produced), `source` (a filter on the producing permanent)."""
    if p.get("tapped_for_mana") and not production.tapped_for_mana:
        return False
    if p.get("player") == "you" and production.player != perm.controller:
        return False
    return matches(game, production.source, p.get("source", {}), perm.controller, perm)


def _apply(rep: Replacement, mana: Counter[str]) -> Counter[str]:
    """CR 106.12b, 614.1a: a replacement modifies the production event."""
    p = rep.params
    if not mana:
        return mana
    if "produce" in p:  # "produces {B} instead of any other type and amount"
        return parse_mana(p["produce"])
    if "multiply" in p:
        return Counter({t: n * p["multiply"] for t, n in mana.items()})
    raise RulesError(f"unknown mana replacement {p!r}")


def replace_production(game: Game, production: Production, order: list[int] | None = None) -> Counter[str]:
    """Apply each applicable replacement once (CR 614.5), in the given order (616.1) or as found."""
    reps = _replacements(game, production)
    return replacement.apply_once(production.mana, reps, lambda r, mana: _apply(r[1], mana), order or range(len(reps)))


def taps_for_mana(ability: Activated) -> bool:
    """CR 106.12: to "tap a permanent for mana" is to activate a mana ability (605.1a) of it with {T} in its
    activation cost. A mana ability without {T} (a sacrifice, say) is not, nor is a {T} ability that isn't a
    mana ability (one with a target, 605.5a)."""
    return ability.is_mana_ability and ability.cost.tap


def replaced_types(game: Game, event: Production) -> set[str]:
    """CR 106.7: the types of mana `event` would end up as, with the applicable replacement effects applied in
    every possible order (CR 616.1: the order is chosen, so any of them could happen)."""
    reps = _replacements(game, event)
    types: set[str] = set()
    for order in permutations(range(len(reps))):
        types |= {t for t, n in replace_production(game, event, list(order)).items() if n > 0}
    return types


def could_produce(game: Game, perm: GameObject, seen: frozenset[int] = frozenset()) -> set[str]:
    """CR 106.7: the types of mana an ability of `perm` would produce if it resolved now, replacement effects
    applied in any possible order, costs ignored (a tapped permanent still could produce mana). A type that
    can't be defined (106.5) is none. Recursion through other permanents ("a land you control could
    produce") stops at the permanents already asked, in `seen`."""
    if perm.identity in seen:
        return set()
    types: set[str] = set()
    for ability in (a for a in perm.behaviour.of(Activated) if a.is_mana_ability):
        for effect in (e for e in ability.effects if "add_mana" in e):
            for mana in _options(game, perm, perm.controller, effect["add_mana"], None, seen):
                types |= replaced_types(game, Production(perm, perm.controller, mana, taps_for_mana(ability)))
    return types


def produce(
    game: Game,
    source: GameObject,
    player: str,
    spec: Any,
    tapped_for_mana: bool,
    choice: str | None,
    produced: Counter[str] | None = None,
    then: Callable[[], None] | None = None,
) -> Counter[str]:
    """Resolve one `add_mana` instruction: choose, replace (CR 106.12b), add to the pool, then the "tapped for
    mana" triggers (106.12a). `produced` is what the tapped permanent produced, for a triggered mana ability.
    When the order of the replacement effects changes the mana, the player chooses it (616.1): a pending choice,
    after which `then` runs (without `then`, a triggered mana ability's, they apply in battlefield order). Returns
    the mana added (none yet while the order waits)."""
    options = [o for o in _options(game, source, player, spec, produced, frozenset()) if o]
    if not options:
        return Counter()  # CR 106.5: mana of an undefined type is not produced; the ability still resolved
    event = Production(source, player, _choose(options, choice, strict=not produced), tapped_for_mana)
    reps = _replacements(game, event)
    if then is None or not _order_matters(game, event, len(reps)):
        return _add(game, event, replace_production(game, event), choice)

    def ordered(order: list[int]) -> None:
        game.pending_choice = None
        _add(game, event, replace_production(game, event, order), choice)
        then()

    def matters(first: list[int]) -> bool:
        return _order_matters(game, event, len(reps), first)

    ask(game, ReplacementOrder(player, [perm for perm, _ in reps], ordered, matters))
    return Counter()


def _order_matters(game: Game, event: Production, n: int, first: list[int] | None = None) -> bool:
    """Whether the orders the player could choose (616.1), after the effects `first` applied in that order, give
    different mana; when they all give the same, no order can be told from another, and none is asked for."""
    first = first or []
    rest = [i for i in range(n) if i not in first]
    outcomes = {frozenset(replace_production(game, event, first + list(o)).items()) for o in permutations(rest)}
    return len(outcomes) > 1


def _add(game: Game, event: Production, mana: Counter[str], choice: str | None) -> Counter[str]:
    game.player(event.player).pool.add(mana)
    if event.tapped_for_mana and +mana:
        _tapped_for_mana_triggers(game, event.source, event.player, mana, choice)
    return mana


def _choose(options: list[Counter[str]], choice: str | None, strict: bool) -> Counter[str]:
    """The option the player chose (a mana symbol, as the protocol gives it). A triggered mana ability takes the
    tapper's choice when it fits and needs none when it has one option; `strict` refuses a choice the ability
    can't make (e.g. {R} from a Forest)."""
    wanted = None if choice is None else parse_mana(choice)
    fitting = [o for o in options if wanted is not None and set(o) == set(wanted)]
    if fitting:
        return fitting[0]
    if wanted is not None and strict:
        raise RulesError(
            f"this ability can't produce {choice} now: it could produce {', '.join(map(format_mana, options))}",
            rule="106.7",
        )
    if len(options) == 1:
        return options[0]
    raise RulesError(f"a choice of mana is needed: one of {', '.join(map(format_mana, options))}")


def _tapped_for_mana_triggers(
    game: Game, source: GameObject, player: str, mana: Counter[str], choice: str | None
) -> None:
    """CR 106.12a, 605.1b, 605.4a: what triggers is what was produced, after replacement effects; triggered
    mana abilities resolve right away, without the stack. The added mana goes to the player who tapped the
    permanent, whether the card says "that player", "its controller" or "you" (when you tapped it): only a
    permanent's controller activates its mana abilities (CR 602.2), and nothing happens in between (605.4a)."""
    triggered = [
        (perm, ability)
        for perm in game.permanents()
        for ability in perm.behaviour.of(Triggered)
        if ability.event == "tapped_for_mana" and _tap_trigger_applies(game, perm, ability, source, player, mana)
    ]
    for perm, ability in triggered:
        for effect in ability.effects:
            produce(game, perm, player, effect["add_mana"], False, choice, mana)


def _tap_trigger_applies(
    game: Game, perm: GameObject, ability: Triggered, source: GameObject, tapper: str, mana: Counter[str]
) -> bool:
    """`when`: `enchanted` (the permanent this Aura enchants), `player: "you"` (you tapped it), `source` (a
    filter on the tapped permanent), `of_type` (a type it must have produced, or the colour chosen)."""
    when = ability.when
    if when.get("enchanted") and perm.attached_to != source.oid:
        return False
    if when.get("player") == "you" and tapper != perm.controller:
        return False
    if not matches(game, source, when.get("source", {}), perm.controller, perm):
        return False
    of_type = when.get("of_type")
    if of_type == "chosen":
        of_type = perm.chosen.get("color")
    return of_type is None or mana[of_type] > 0

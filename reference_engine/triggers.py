"""Triggered abilities (CR 603): trigger events, putting triggered abilities on the stack (603.3), cast
triggers (601.2i), enters triggers (603.6a), leaves triggers (603.10a), delayed triggered abilities (603.7), and
expend (700.14).

Putting triggered abilities on the stack may wait for a player's choices: the order of their own abilities
that triggered at once (603.3b), before any of them is on the stack, and each ability's targets (603.3d),
chosen once it is on the stack, topmost (603.3). Those are pending choices; when the last is answered, the
caller's continuation runs (the player who was to receive priority gets it, 117.5).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any

from .choices import ModeChoice, TargetChoice, TriggerOrder, ask
from .continuous import granted_triggers
from .filters import matches
from .game import Event, Game
from .objects import GameObject
from .stack import StackEntry, push
from .targets import candidates
from .vocabulary import Static, Triggered


@dataclass
class PendingTrigger:
    """A triggered ability that has triggered and waits to be put on the stack (CR 603.3)."""

    controller: str
    ability: Triggered
    source: GameObject
    context: dict[str, Any] = field(default_factory=dict)
    x: int | None = None  # a delayed triggered ability's X: that of what created it (107.3n)


@dataclass(frozen=True)
class DelayedTrigger:
    """CR 603.7: a triggered ability a resolving spell or ability created, which lasts until the turn ends (603.7b).
    "When you cast that card this turn" watches the cast of one object (`oid`: that card where it was, not a new
    object it became after another zone change, 400.7); "when you cast your next instant or sorcery spell this
    turn" watches its controller's casts of the spells `ability.when["object"]` describes, and triggers only the
    next time (`once`, 603.7b). Its source and controller are those of the spell or ability that created it
    (603.7d-e), and so is its X (`x`, 107.3n)."""

    controller: str
    ability: Triggered
    source: GameObject
    oid: int | None = None
    x: int = 0
    once: bool = False
    this_turn: bool = True  # it ends with the turn (603.7b); "at the beginning of the next end step" lasts until then


def create_delayed(
    game: Game,
    controller: str,
    ability: Triggered,
    source: GameObject,
    watched: GameObject | None = None,
    *,
    x: int = 0,
    once: bool = False,
    this_turn: bool = True,
) -> None:
    """CR 603.7a: created as the spell or ability resolves; it can trigger only from then on. CR 107.3n: its X,
    which its own text doesn't define, is the X chosen for the spell or ability that created it (`x`)."""
    oid = watched.oid if watched is not None else None
    game.delayed_triggers.append(DelayedTrigger(controller, ability, source, oid, x, once, this_turn))


def _delayed(game: Game, event: Event) -> list[PendingTrigger]:
    """The delayed triggered abilities `event` triggers (603.7): a cast by their controller of what they watch. Each
    triggers once for its event: an effect about the triggered abilities an object has ("triggers an additional
    time") isn't about a delayed one that object's ability created (603.2e). One that triggers only the next time
    is gone once it has (603.7b)."""
    fired = [d for d in game.delayed_triggers if d.ability.event == event.kind and _watches(game, d, event)]
    game.delayed_triggers = [d for d in game.delayed_triggers if not (d.once and any(d is f for f in fired))]
    return [
        PendingTrigger(d.controller, d.ability, d.source, {**event.data, "event_object": event.obj}, x=d.x)
        for d in fired
    ]


def _watches(game: Game, d: DelayedTrigger, event: Event) -> bool:
    """Whether `event` is one the delayed trigger `d` waits for: its controller's cast of the card it watches (the
    card the spell being cast was, `game.casting`, 601.2i), or of a spell that fits its `object` filter; with `step`
    in `when`, "at the beginning of the next [step]", whoever's turn it is (603.7a, 503.1a)."""
    if "step" in d.ability.when:
        return event.kind == "step_begins" and event.data.get("step") == d.ability.when["step"]
    if event.player != d.controller:
        return False
    if d.oid is not None:
        casting = game.casting
        return event.kind == "cast" and casting is not None and casting.card.oid == d.oid
    spec = d.ability.when.get("object")
    return spec is None or (event.obj is not None and matches(game, event.obj, spec, d.controller, d.source))


def _sources(game: Game, event: Event) -> list[GameObject]:
    """Objects whose abilities can see `event`: permanents, plus the event's own object when its ability
    functions from where it is (a spell's cast trigger, CR 113.6c; a dying creature looks back, 603.10a), plus
    the cards haunting a creature, whose abilities about it trigger in exile (702.55c)."""
    sources = list(game.permanents())
    if event.obj is not None and event.obj.oid not in game.battlefield:
        sources.append(event.obj)
    sources += [o for o in game.zone_objects("exile") if o.haunting is not None and o not in sources]  # CR 702.55c
    return sources


def _applies(game: Game, ability: Triggered, source: GameObject, event: Event) -> bool:
    when = ability.when
    if when.get("self") and (event.obj is None or event.obj.identity != source.identity):
        return False
    if when.get("haunted"):  # "when the creature it haunts dies" (CR 702.55b-c): that very permanent (400.7)
        if source.zone != "exile" or event.obj is None or source.haunting != event.obj.oid:
            return False
    elif not when.get("self") and source.zone != "battlefield":
        return False
    if when.get("enchanted") and (event.obj is None or source.attached_to != event.obj.oid):
        return False  # "when enchanted [permanent] ...": the Aura looks back at what it was attached to (603.10a)
    if "player" in when and (event.player == source.controller) != (when["player"] == "you"):
        return False
    if "object" in when and (
        event.obj is None or not matches(game, event.obj, when["object"], source.controller, source)
    ):
        return False
    if "counter" in when and event.data.get("counter") != when["counter"]:
        return False
    if "chapter" in when and not _chapter_reached(when["chapter"], source, event):
        return False
    if when.get("once_each_turn") and source.identity in game.player(source.controller).done_this_turn:
        return False  # CR 603.2i: its controller has already taken the action "only once each turn" this turn
    if "step" in when and event.data.get("step") != when["step"]:
        return False  # CR 603.2b, 503.1a: "at the beginning of [a step]" triggers as that step begins, and no other
    if not condition_holds(game, ability, source.controller, source):
        return False  # CR 603.4: an intervening "if" clause that isn't true: the ability doesn't trigger
    if event.kind == "expend":
        return expended(when["amount"], event.data["before"], event.data["after"])
    return True


def _chapter_reached(n: int, saga: GameObject, event: Event) -> bool:
    """CR 714.2b: "{rN}—[Effect]" means "When one or more lore counters are put onto this Saga, if the number of
    lore counters on it was less than N and became at least N, [effect]"."""
    if event.obj is None or event.obj.identity != saga.identity or event.data.get("counter") != "lore":
        return False
    now = saga.counters.get("lore", 0)
    return now - event.data.get("amount", 0) < n <= now


def condition_holds(game: Game, ability: Triggered, controller: str, source: GameObject) -> bool:
    """Whether the ability's intervening "if" clause is true (CR 603.4), checked as it triggers and again as it
    resolves (608.2a): `life_min` is "if you have N or more life"; `no_counters` "if it had no [kind] counters on
    it", of the source as it last existed (a dying creature, 603.10a); `chosen` "if its [cost] was paid";
    `attacked_this_turn` "if you attacked this turn" (508.6)."""
    condition = ability.condition
    if "life_min" in condition and game.player(controller).life < condition["life_min"]:
        return False
    if "chosen" in condition and not source.chosen.get(condition["chosen"]):
        return False  # "if its [additional] cost was paid" (702.175a): what the spell it was chose, kept (400.7d)
    if condition.get("attacked_this_turn") and not attacked_this_turn(game, controller):
        return False
    return "no_counters" not in condition or not source.counters.get(condition["no_counters"], 0)


def attacked_this_turn(game: Game, player: str) -> bool:
    """CR 508.6: "if you attacked this turn": the player declared one or more creatures as attackers this turn, each
    attacking a player (or a planeswalker or battle that player protects), whether or not any is still attacking."""
    return bool(game.player(player).attacked_this_turn)


def expended(n: int, before: int, after: int) -> bool:
    """CR 700.14: a player expends N when the mana they spent this turn to cast spells was less than N before
    paying a spell's cost and at least N after; the total only grows during a turn, so this happens at most once
    a turn. `before` and `after` count mana actually spent on spells, never on abilities."""
    return before < n <= after


def emit(game: Game, event: Event) -> None:
    """CR 603.2: every triggered ability whose trigger event matches triggers once."""
    for source in _sources(game, event):
        for ability in (*source.behaviour.of(Triggered), *granted_triggers(game, source)):
            if ability.event == event.kind and _applies(game, ability, source, event):
                context = dict(event.data)
                if event.obj is not None:
                    context["event_object"] = event.obj
                for _ in range(_times(game, event, source)):
                    game.pending_triggers.append(PendingTrigger(source.controller, ability, source, context))
    game.pending_triggers += _delayed(game, event)


def _times(game: Game, event: Event, source: GameObject) -> int:
    """CR 603.2d: how many times an ability of `source` triggers on `event`: once, and once more for each
    static ability that makes the triggered abilities of such permanents trigger an additional time; each adds one,
    and none applies to itself or to another. Only the abilities a permanent has are counted here, never a delayed
    triggered ability one of them created (603.2e)."""
    if source.zone != "battlefield":
        return 1
    extra = 0
    for perm in game.permanents():
        for static in perm.behaviour.of(Static):
            if static.kind == "additional_trigger" and _adds_one(game, static.params, event, source, perm):
                extra += 1
    return 1 + extra


def _adds_one(game: Game, params: dict[str, Any], event: Event, source: GameObject, perm: GameObject) -> bool:
    """Whether the "triggers an additional time" effect of `perm` is about this trigger: `of` is the permanents
    whose abilities it is about, one filter or a list of filters any of which fits ("a Shaman or another Wizard you
    control"); `event` and `object` (what the event is about) narrow it when given ("an artifact or creature
    entering", Panharmonicon)."""
    if params.get("event", event.kind) != event.kind:
        return False
    if "object" in params and (
        event.obj is None or not matches(game, event.obj, params["object"], perm.controller, perm)
    ):
        return False
    of = params["of"]
    return any(matches(game, source, spec, perm.controller, perm) for spec in (of if isinstance(of, list) else [of]))


def put_triggers_on_stack(game: Game, then: Callable[[], None]) -> None:
    """CR 603.3b: the active player puts all their waiting triggered abilities on the stack in the order they
    choose, then each other player in turn order (APNAP, 101.4); each ability's targets are chosen as it goes
    on the stack (603.3d). Runs `then` once all are on the stack, at once or after the last pending choice."""
    while True:
        if game.trigger_queue:
            if not _put(game, game.trigger_queue.pop(0), then):
                return
            continue
        player = next((p for p in game.apnap() if any(t.controller == p for t in game.pending_triggers)), None)
        if player is None:
            then()
            return
        mine = [t for t in game.pending_triggers if t.controller == player]
        game.pending_triggers = [t for t in game.pending_triggers if t.controller != player]
        if order_matters(mine):
            ask(game, TriggerOrder(player, mine, lambda order: _ordered(game, order, then)))
            return
        # the same ability of the same source each time: any order is the player's, and none can be told apart
        game.trigger_queue = mine[::-1] if game.choices.identical_triggers_last_first else mine


def order_matters(waiting: list[PendingTrigger]) -> bool:
    """Whether the player has an order to choose (603.3b): two or more abilities that aren't the same ability
    of the same source."""
    return len({(t.source.identity, id(t.ability)) for t in waiting}) > 1


def _ordered(game: Game, order: list[PendingTrigger], then: Callable[[], None]) -> None:
    game.pending_choice = None
    game.trigger_queue = order
    put_triggers_on_stack(game, then)


def _put(game: Game, trig: PendingTrigger, then: Callable[[], None]) -> bool:
    """CR 603.3: put one ability on the stack as its topmost object; its mode (603.3c) and then its targets are
    chosen as a spell's are (603.3d, 601.2b-c), while it is on the stack. False when they wait for its
    controller's choice."""
    if trig.ability.modes:
        return _put_modal(game, trig, then)
    specs = trig.ability.targets
    if any(not candidates(game, trig.controller, spec, trig.source) for spec in specs):
        return True  # CR 603.3d: no legal target, so the ability is removed from the stack at once
    return _choose_targets(game, _push(game, trig, []), then)


def _put_modal(game: Game, trig: PendingTrigger, then: Callable[[], None]) -> bool:
    """CR 603.3c: the controller of a modal triggered ability announces its mode as it goes on the stack; a mode
    that would be illegal (a target it can't choose) can't be chosen, and with no mode that can be, the ability is
    removed from the stack. With one legal mode, the engine may announce it at once or ask for it
    (`Choices.ask_for_a_single_mode`)."""
    modes = trig.ability.modes
    legal = [
        i + 1
        for i, mode in enumerate(modes)
        if all(candidates(game, trig.controller, spec, trig.source) for spec in mode.get("targets", ()))
    ]
    if not legal:
        return True
    entry = _push(game, trig, [])
    if len(legal) == 1 and not game.choices.ask_for_a_single_mode:
        _moded(entry, legal[0])
        return _choose_targets(game, entry, then)

    def chosen(number: int) -> None:
        game.pending_choice = None
        _moded(entry, number)
        if _choose_targets(game, entry, then):
            put_triggers_on_stack(game, then)

    ask(game, ModeChoice(trig.controller, trig.source, len(modes), legal, chosen))
    return False


def _moded(entry: StackEntry, number: int) -> None:
    """The ability on the stack becomes its chosen mode (700.2): that mode's effects and targets."""
    ability = entry.ability
    assert isinstance(ability, Triggered)
    mode = ability.modes[number - 1]
    entry.ability = replace(
        ability, effects=tuple(mode.get("effects", ())), targets=tuple(mode.get("targets", ())), modes=()
    )


def _choose_targets(game: Game, entry: StackEntry, then: Callable[[], None]) -> bool:
    """CR 603.3d: the targets of an ability already on the stack; False when they wait for its controller."""
    ability, source = entry.ability, entry.source
    assert ability is not None and source is not None
    specs = ability.targets
    options = [candidates(game, entry.controller, spec, source) for spec in specs]
    if all(len(found) == 1 for found in options):
        entry.targets = [found[0] for found in options]
        return True

    def targeted(chosen: list[Any]) -> None:
        _targeted(game, entry, chosen, then)

    ask(game, TargetChoice(entry.controller, source, specs, options, targeted))
    return False


def _targeted(game: Game, entry: StackEntry, targets: list[Any], then: Callable[[], None]) -> None:
    """The answer to a target choice (603.3d): the ability, already on the stack, gets its targets, and the
    abilities still waiting go on the stack above it."""
    game.pending_choice = None
    entry.targets = targets
    put_triggers_on_stack(game, then)


def _push(game: Game, trig: PendingTrigger, targets: list[Any]) -> StackEntry:
    entry = StackEntry(
        trig.controller,
        ability=trig.ability,
        source=trig.source,
        targets=targets,
        x=_x(trig) if trig.x is None else trig.x,  # CR 107.3n: a delayed trigger's X is its creator's
        context=trig.context,
    )
    push(game, entry)
    return entry


def _x(trig: PendingTrigger) -> int:
    """CR 107.3m: an enters ability of the object that entered sees the X of the spell that became it; X
    belongs to that object, so another permanent's enters trigger doesn't see it. Other abilities see their
    source's own X (a cast trigger: the spell's). An ability that refers to the X of the object its trigger event
    is about (`"x": "event_object"` in `when`) uses the X chosen for that object (107.3e)."""
    entered = trig.context.get("event_object")
    if trig.ability.when.get("x") == "event_object":
        return (entered.x or 0) if entered is not None else 0
    if "x" in trig.context and entered is not None and entered.identity == trig.source.identity:
        return trig.context["x"]
    if trig.ability.event == "enters":
        return 0
    return trig.source.x or 0

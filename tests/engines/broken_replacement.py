"""Wrong engines of replacement effects (CR 614, 616): each reads one rule of replacement the way an engine author
might, and `tests/test_broken_replacement.py` proves the corpus fails each on exactly the scenarios expected."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Any
from unittest import mock

from reference_engine import choices, production, replacement, resolution, zone_changes
from reference_engine.choices import ask
from reference_engine.entering_choices import ColorChoice
from reference_engine.errors import RulesError
from reference_engine.game import Event
from reference_engine.tapping import tap
from reference_engine.triggers import PendingTrigger, emit
from reference_engine.vocabulary import Replacement, Static, Triggered

from .broken import BrokenAdapter
from .broken_emerge import PatchingAdapter

_graveyard_or_instead = replacement.graveyard_or_instead
_enters_tapped = replacement.enters_tapped
_replaces_draw = replacement.replaces_draw
_counters_entering_with = replacement.counters_entering_with
_skipped_step = replacement.skipped_step
_damage_dealt = replacement.damage_dealt
_regenerated = replacement.regenerated
_increases = replacement._increases
_draw = zone_changes.draw
_EXILE_IT = Triggered("put_into_graveyard", ({"exile_graveyards": True},))


def _instead_as_trigger(game: Any, obj: Any) -> str:
    """ "Exile it instead" read as a triggered ability: the card goes to the graveyard, and an ability of the
    permanent with the effect triggers to exile it from there (614.1a broken: "instead" is a replacement)."""
    for perm, _ in replacement.applicable(game, "exile_instead_of_graveyard"):
        game.pending_triggers.append(PendingTrigger(perm.controller, _EXILE_IT, perm, {}))
    return "graveyard"


class InsteadReadAsTrigger(BrokenAdapter):
    name = "instead-read-as-trigger"
    rules = ("614.1a",)  # the CR rules it breaks
    target = "reference_engine.replacement.graveyard_or_instead"
    replacement = staticmethod(_instead_as_trigger)


def _happens_too(put: Callable[[Any, Any], Any]) -> Callable[[Any, Any], Any]:
    """The replaced event happens, and the replacing one after it: the card is put into the graveyard (it dies, and
    what triggers on that triggers), then exiled at once (614.6 broken: a replaced event never happens)."""

    def wrapped(game: Any, obj: Any) -> Any:
        exiling = _graveyard_or_instead(game, obj) == "exile"
        with mock.patch("reference_engine.replacement.graveyard_or_instead", lambda game, obj: "graveyard"):
            new = put(game, obj)
        if exiling and new is not None and new.zone == "graveyard":
            return game.move(new, "exile")
        return new

    return wrapped


class ReplacedEventHappensToo(PatchingAdapter):
    name = "replaced-event-happens-too"
    rules = ("614.6",)  # the CR rules it breaks
    patches = (
        ("reference_engine.zone_changes.put_into_graveyard", _happens_too(zone_changes.put_into_graveyard)),
        ("reference_engine.state_based.put_into_graveyard", _happens_too(zone_changes.put_into_graveyard)),
        ("reference_engine.leaving_stack.to_graveyard", _happens_too(zone_changes.to_graveyard)),
    )


def _tapped_once_entered(game: Any, permanent: Any) -> bool:
    """ "Enters tapped" read as "tap it as it enters": it becomes tapped, an event abilities trigger on (614.1d
    broken: the replacement has it enter tapped, 603.2f)."""
    if _enters_tapped(game, permanent):
        tap(game, permanent)
    return False


class EntersTappedByTapping(BrokenAdapter):
    name = "enters-tapped-by-tapping"
    rules = ("614.1d",)  # the CR rules it breaks
    target = "reference_engine.replacement.enters_tapped"
    replacement = staticmethod(_tapped_once_entered)


def _others_only(game: Any, permanent: Any, kind: str) -> list[Replacement]:
    """Only the replacement effects of permanents already on the battlefield modify how a permanent enters: its own
    are not found, as it isn't there yet (614.12 broken: they come from the permanent itself)."""
    return [
        rep for perm, rep in replacement.applicable(game, kind) if perm.oid != permanent.oid and "affects" in rep.params
    ]


class OwnEntersReplacementsIgnored(BrokenAdapter):
    name = "own-enters-replacements-ignored"
    rules = ("614.12",)  # the CR rules it breaks
    target = "reference_engine.replacement.entering_replacements"
    replacement = staticmethod(_others_only)


def _counters_by_trigger(game: Any, permanent: Any, x: int, kicked: int) -> list[tuple[dict, tuple]]:
    """ "Enters with [counters]" read as "When it enters, put [counters] on it": it enters without them, and a
    triggered ability that puts them goes on the stack, too late for a 0/0 (614.1c broken: it is a replacement)."""
    for counters, _ in _counters_entering_with(game, permanent, x, kicked):
        if any(counters.values()):
            ability = Triggered("enters", ({"put_counters": counters},))
            game.pending_triggers.append(PendingTrigger(permanent.controller, ability, permanent, {}))
    return []


class EntersWithCountersAsTrigger(BrokenAdapter):
    name = "enters-with-counters-as-trigger"
    rules = ("614.1c",)  # the CR rules it breaks
    target = "reference_engine.replacement.counters_entering_with"
    replacement = staticmethod(_counters_by_trigger)


def _counters_unreplaced(game: Any, permanent: Any, x: int, kicked: int) -> list[tuple[dict, tuple]]:
    """The counters a permanent enters with, not modified by "if counters would be put" effects, entering being no
    effect (614.16 broken: they apply to counters another replacement effect puts; 616.2: a replacement effect
    becomes applicable as another modifies the event)."""
    found = []
    for rep in replacement.entering_replacements(game, permanent, "enters_with_counters"):
        if rep.params.get("if_kicked") and not kicked:
            continue
        counters = {k: int({"X": x, "kicked": kicked}.get(n, n)) for k, n in rep.params["counters"].items()}
        found.append((counters, tuple(rep.params.get("keywords", ()))))
    return found


class EnteringCountersUnreplaced(BrokenAdapter):
    name = "entering-counters-unreplaced"
    rules = ("614.16", "616.2")  # the CR rules it breaks
    target = "reference_engine.replacement.counters_entering_with"
    replacement = staticmethod(_counters_unreplaced)


def _replaces_no_counters(game: Any, obj: Any, kind: str, amount: int) -> int:
    """ "That many plus one" applied to an event of no counters (614.7 broken: an event that doesn't happen isn't
    replaced)."""
    plus = [
        rep.params["plus"]
        for perm, rep in replacement.applicable(game, "more_counters")
        if rep.params["counter"] == kind and obj.controller == perm.controller
    ]
    return amount + sum(plus)


class ReplacesAnEventThatNeverHappens(BrokenAdapter):
    name = "replaces-an-event-that-never-happens"
    rules = ("614.7",)  # the CR rules it breaks
    target = "reference_engine.replacement.counters_to_put"
    replacement = staticmethod(_replaces_no_counters)


def _apply_again(value: Any, effects: Sequence[Any], apply: Callable[[Any, Any], Any], order: Iterable[int]) -> Any:
    """Each replacement effect applies to the event, then once more to the event it modified it into (614.5
    broken: it gets one opportunity; stopped after a second so the game goes on)."""
    for i in order:
        value = apply(effects[i], apply(effects[i], value))
    return value


class ReplacementAppliesAgain(BrokenAdapter):
    name = "replacement-applies-again"
    rules = ("614.5",)  # the CR rules it breaks
    target = "reference_engine.replacement.apply_once"
    replacement = staticmethod(_apply_again)


def _only_with_a_card(game: Any, player: str) -> Any:
    """A draw from an empty library doesn't happen, so nothing replaces it (614.11 broken: draw replacements apply
    even when no card could be drawn)."""
    return _replaces_draw(game, player) if game.player(player).zones["library"] else None


class DrawReplacementNeedsACard(BrokenAdapter):
    name = "draw-replacement-needs-a-card"
    rules = ("614.11",)  # the CR rules it breaks
    target = "reference_engine.replacement.replaces_draw"
    replacement = staticmethod(_only_with_a_card)


def _cant_draw(game: Any) -> bool:
    return any(a.kind == "players_cant_draw" for perm in game.permanents() for a in perm.behaviour.of(Static))


def _draws_as_one(game: Any, player: str, n: int) -> None:
    """ "Draw N cards" as one event, its replacement effects checked once as it begins (614.11a broken: each draw
    of a sequence is replaced on its own)."""
    rep = None if _cant_draw(game) else _replaces_draw(game, player)
    if rep is not None:
        replacement.replace_draw(game, player, rep)
        return
    with mock.patch("reference_engine.replacement.replaces_draw", lambda game, player: None):
        _draw(game, player, n)


class DrawsReplacedAsOneEvent(PatchingAdapter):
    name = "draws-replaced-as-one-event"
    rules = ("614.11a",)  # the CR rules it breaks
    patches = (("reference_engine.effects.draw", _draws_as_one), ("reference_engine.zone_changes.draw", _draws_as_one))


def _replaced_before_cant(game: Any, player: str, n: int) -> None:
    """Replacement effects applied to a draw before the "can't draw" effect is checked (614.17c broken: an event
    that can't happen is replaced only by a self-replacement effect; 614.17: a "can't" effect is no replacement
    effect to apply in turn with the others)."""
    for _ in range(n):
        rep = _replaces_draw(game, player)
        if rep is not None:
            replacement.replace_draw(game, player, rep)
        else:
            _draw(game, player, 1)


class CantEventReplaced(PatchingAdapter):
    name = "cant-event-replaced"
    rules = ("614.17", "614.17c")  # the CR rules it breaks
    patches = (
        ("reference_engine.effects.draw", _replaced_before_cant),
        ("reference_engine.zone_changes.draw", _replaced_before_cant),
    )


def _choose_once_entered(game: Any, permanent: Any, controller: str, enter: Callable[[], None]) -> bool:
    """The "as it enters" choice made once it has entered (614.12a broken: the choice is made before it enters)."""
    wanted = any(r.kind == "choose_as_enters" for r in permanent.behaviour.of(Replacement))
    if not wanted or "color" in permanent.chosen:
        return False
    enter()
    entered = game.by_identity(permanent.identity)

    def complete(color: str) -> None:
        game.pending_choice = None
        entered.chosen["color"] = color

    ask(game, ColorChoice(controller, entered, complete))
    return True


class ChoiceAfterEntering(BrokenAdapter):
    name = "choice-after-entering"
    rules = ("614.12a",)  # the CR rules it breaks
    target = "reference_engine.resolution.ask_before_entering"
    replacement = staticmethod(_choose_once_entered)


class ReplacementsInTimestampOrder(BrokenAdapter):
    """The replacement effects apply in the order their permanents came, the affected player never asked (616.1
    broken: the affected player chooses the order; 616.1e: any of them may be chosen first)."""

    name = "replacements-in-timestamp-order"
    rules = ("616.1", "616.1e")  # the CR rules it breaks
    target = "reference_engine.production._order_matters"
    replacement = staticmethod(lambda game, event, n, first=None: False)


def _only_the_chosen(self: Any, game: Any, chosen: list[Any]) -> None:
    """Only the effects the player named apply (616.1f broken: the process repeats for the effects left)."""
    order = [i for obj in chosen for i, s in enumerate(self.sources) if getattr(obj, "oid", None) == s.oid]
    if len(order) < len(chosen):
        raise RulesError("that is not the source of a replacement effect to order", rule="616.1")
    if not order:
        raise RulesError("one of the replacement effects must be chosen to apply first", rule="616.1")
    self.complete(order)


class OnlyTheChosenApplies(BrokenAdapter):
    name = "only-the-chosen-applies"
    rules = ("616.1f",)  # the CR rules it breaks
    target = "reference_engine.choices.ReplacementOrder.answer"
    replacement = staticmethod(_only_the_chosen)


def _skipped_yet_begun(game: Any, step: str) -> bool:
    """A skipped step still begins, its "at the beginning of" abilities triggering, though no player gets priority
    in it (614.1b and 614.10 broken: skipping a step replaces it with nothing)."""
    if not _skipped_step(game, step):
        return False
    emit(game, Event("step_begins", game.active, None, {"step": step}))
    return True


class SkippedStepStillBegins(BrokenAdapter):
    name = "skipped-step-still-begins"
    rules = ("614.1b", "614.10", "500.11")  # the CR rules it breaks
    target = "reference_engine.replacement.skipped_step"
    replacement = staticmethod(_skipped_yet_begun)


def _self_replacements_last(effects: Any) -> list[int]:
    """The spell's own "instead" applied after the static replacement effects, in the order the effects are found,
    the spell's last (614.15 and 616.1a broken: self-replacement effects apply first)."""
    return sorted(range(len(effects)), key=lambda i: effects[i][0])


class SelfReplacementLast(BrokenAdapter):
    name = "self-replacement-last"
    rules = ("614.15", "616.1a")  # the CR rules it breaks
    target = "reference_engine.replacement.in_616_order"
    replacement = staticmethod(_self_replacements_last)


def _zero_damage_increased(
    game: Any, source: Any, target: Any, amount: int, self_replacements: Sequence[Callable[[int], int]] = ()
) -> int:
    """0 damage increased like any other amount: "that much damage plus 2" of nothing is 2 (614.7a broken: a source
    that would deal 0 damage deals none, and there is no event to replace)."""
    effects: list[tuple[bool, Any]] = [(True, f) for f in self_replacements]
    if source is not None:
        found = replacement.applicable(game, "more_damage")
        effects += [(False, rep) for perm, rep in found if replacement._increases(game, perm, rep, source, target)]

    def apply(effect: tuple[bool, Any], n: int) -> int:
        return effect[1](n) if effect[0] else n + effect[1].params["plus"]

    return replacement.apply_once(amount, effects, apply, replacement.in_616_order(effects))


class ZeroDamageIncreased(BrokenAdapter):
    name = "zero-damage-increased"
    rules = ("614.7a",)  # the CR rules it breaks
    target = "reference_engine.replacement.damage_dealt"
    replacement = staticmethod(_zero_damage_increased)


def _shield_prevents(game: Any, source: Any, target: Any, amount: int, self_replacements: Any = ()) -> int:
    """A regeneration shield read as a prevention shield: it prevents the next damage to the permanent, and doesn't
    replace its destruction (614.8 broken: regeneration is a destruction-replacement effect)."""
    amount = _damage_dealt(game, source, target, amount, self_replacements)
    shield = next(
        (e for e in game.effects if getattr(target, "oid", None) in e.affected and e.data.get("regeneration_shield")),
        None,
    )
    if shield is not None and amount > 0:
        game.effects.remove(shield)
        return 0
    return amount


class RegenerationPreventsDamage(PatchingAdapter):
    name = "regeneration-prevents-damage"
    rules = ("614.8",)  # the CR rules it breaks
    patches = (
        ("reference_engine.replacement.damage_dealt", _shield_prevents),
        ("reference_engine.replacement.regenerated", lambda game, obj: False),
    )


def _shield_stays(game: Any, obj: Any) -> bool:
    """A regeneration shield that replaces every destruction of the turn, never used up (614.3 broken: a replacement
    effect lasts until it's used up)."""
    shields = [e for e in game.effects if obj.oid in e.affected and e.data.get("regeneration_shield")]
    if shields and _regenerated(game, obj):
        game.effects.append(shields[0])
        return True
    return False


class ShieldNeverUsedUp(BrokenAdapter):
    name = "shield-never-used-up"
    rules = ("614.3",)  # the CR rules it breaks
    target = "reference_engine.replacement.regenerated"
    replacement = staticmethod(_shield_stays)


def _skips_satisfied_together(game: Any, step: str) -> bool:
    """Every "skip your next [step]" effect waiting for the player is satisfied by the first step skipped (614.10a
    broken: of two such effects, the other remains until another occurrence can be skipped)."""
    waiting = [e for e in game.effects if e.data.get("skip_next") == {"player": game.active, "step": step}]
    skipped = _skipped_step(game, step)
    game.effects = [e for e in game.effects if not any(e is w for w in waiting)]
    return skipped


class SkipsSatisfiedTogether(BrokenAdapter):
    name = "skips-satisfied-together"
    rules = ("614.10a",)  # the CR rules it breaks
    target = "reference_engine.replacement.skipped_step"
    replacement = staticmethod(_skips_satisfied_together)


def _permanent_sources_only(game: Any, perm: Any, rep: Any, source: Any, target: Any) -> bool:
    """ "A red source you control" read as a red permanent: a red spell's damage isn't increased (614.2 broken: the
    effect applies to damage from a source, 609.7c: a source that isn't on the battlefield too)."""
    return source.zone == "battlefield" and _increases(game, perm, rep, source, target)


class DamageSourcesArePermanents(BrokenAdapter):
    name = "damage-sources-are-permanents"
    rules = ("614.2",)  # the CR rules it breaks
    target = "reference_engine.replacement._increases"
    replacement = staticmethod(_permanent_sources_only)


# the functions these engines replace exist
assert production._order_matters and resolution.ask_before_entering and choices.ReplacementOrder.answer

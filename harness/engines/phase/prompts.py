"""Phase's prompts during a cast or an activation, answered from the fields of the protocol action."""

from __future__ import annotations

from typing import Any

from harness.engines.phase.game import PhaseGame
from harness.engines.phase.payment import check_spent, pips_for, spent
from harness.engines.phase.vocabulary import (
    COLORS,
    PhaseRefusal,
    PhaseUnsupported,
    ability_index,
    as_list,
    cost_text,
    variant_name,
    variant_source,
)


class Answers:
    """Answers phase's prompts during a cast or activation from the fields of the protocol action."""

    def __init__(self, a: PhaseGame, seat: int, act: dict[str, Any], source: int) -> None:
        self.a, self.seat, self.act, self.source = a, seat, act, source
        self.targets = [self._target(t) for t in act.get("targets") or []]
        self.sacrifice = [a.ids.get(r) or a.obj(r)["id"] for r in as_list(act.get("sacrifice"))]
        self.mana_sources = [a.obj(m["object"]) for m in act.get("mana_abilities") or []]
        self.requested_sources = {o["id"] for o in self.mana_sources}
        self.alternative = list(act.get("alternative") or [])
        self.accepted: set[str] = {"normal"}
        self.kicked = 0
        self.colour_chosen = False  # phase asked which type of mana to add (CR 106.1a)
        self.cost = ""
        self.payment: str | None = act.get("payment")
        self.stop: str | None = act.get("stop")  # a staged cast (CR 601.2) stops here until `continue_cast`
        self.stopped = False
        self.events: list[dict[str, Any]] = []

    def _target(self, ref: str) -> dict[str, int]:
        if ref in self.a.seats:
            return {"Player": self.a.seats[ref]}
        return {"Object": self.a.obj(ref)["id"]}

    def run(self, result: dict[str, Any], cast: bool, until: str = "Priority") -> None:
        """Answer phase's prompts until it waits for `until` (priority, or the payment a staged cast is in)."""
        self.events += result.get("events", [])
        for _ in range(50):
            waiting = self.a.waiting()
            kind = waiting.get("type")
            if kind == "GameOver":
                return  # the game ended: a state to observe (CR 104.1)
            if kind == until or self._left_to_the_scenario(kind):
                break
            handler = getattr(self, f"_on_{kind}", None)
            if handler is None:
                raise PhaseUnsupported(f"phase asks for {kind}, which the adapter can't answer from the action")
            self.events += handler(waiting.get("data") or {}).get("events", [])
            if self.stopped:
                return
        else:
            raise PhaseUnsupported("phase kept prompting; the adapter gave up")
        self._check_done(cast)

    def _left_to_the_scenario(self, kind: str) -> bool:
        """The order of simultaneous triggered abilities (CR 603.3b) and the targets of a triggered ability
        (603.3d) are the player's choices once the spell is cast: they stay pending for the scenario to answer,
        unless the action still has targets to give."""
        return kind == "OrderTriggers" or (kind == "TriggerTargetSelection" and not self.targets)

    def _check_done(self, cast: bool) -> None:
        entry = self._own_stack_entry()
        if cast and entry is not None:
            self._accept_variant(entry.get("kind", {}).get("data", {}).get("casting_variant", "Normal"))
        if self.targets:
            self._check_automatic_targets(entry)
        if cast and self.alternative:
            raise PhaseRefusal(f"phase did not offer the alternative cost {self.alternative[0]!r}")
        if cast and self.payment:
            raise PhaseUnsupported(f"paying with {self.payment}: phase asked for no mana payment")
        if self.mana_sources:
            names = ", ".join(o["name"] for o in self.mana_sources)
            raise PhaseUnsupported(
                f"activating {names}'s mana ability during the payment: phase asked for no mana payment (with none, "
                "CR 601.2g gives no chance to activate mana abilities), so it can't be activated there"
            )
        if self.kicked != int(self.act.get("kicker", 0)):
            raise PhaseRefusal(f"phase let the spell be kicked {self.kicked} times, not {self.act.get('kicker')}")
        stray = (
            {
                e["data"].get("source_id")
                for e in self.events
                if e.get("type") == "AbilityActivated" and e["data"].get("kind") == "Mana"
            }
            - self.requested_sources
            - {self.source}
        )
        if stray:
            names = ", ".join(sorted(self.a.name_of(s) for s in stray))
            why = f"the mana in the pool can't pay the cost (phase would tap {names} on its own)"
            raise PhaseRefusal(why, "601.2h")

    def _own_stack_entry(self) -> dict[str, Any] | None:
        """The stack entry this cast or activation put on the stack (triggers may sit above it)."""
        for entry in reversed(self.a.call(self.a.game.stack) or []):
            if entry.get("source_id") == self.source:
                return entry
        return None

    def _check_automatic_targets(self, entry: dict[str, Any] | None) -> None:
        """Phase picks the target itself when only one is legal: the given target must be that one."""
        data = (entry or {}).get("kind", {}).get("data", {})
        chosen = (data.get("ability") or {}).get("targets") or data.get("targets") or []
        if any(t not in chosen for t in self.targets):
            raise PhaseRefusal(f"not a legal target; phase's only legal choice was {chosen}", "601.2c")
        self.targets = []

    # prompts: the methods are named after phase's WaitingFor variants
    def _on_TargetSelection(self, data: dict[str, Any]) -> dict[str, Any]:
        if not self.targets and _optional_slot(data):
            raise PhaseUnsupported('leaving out an optional target ("one or two targets"): phase asks for it')
        if not self.targets:
            raise PhaseRefusal("the spell or ability needs a target and none was given", "601.2c")
        return self.a.apply(self.seat, {"type": "ChooseTarget", "data": {"target": self.targets.pop(0)}})

    _on_TriggerTargetSelection = _on_TargetSelection
    _on_MultiTargetSelection = _on_TargetSelection

    def _alternative_cost_choice(self) -> dict[str, Any]:
        """Phase offers a permanent's "rather than pay the mana cost" (Fist of Suns) as an optional cost whose
        first choice is the alternative; it doesn't say which permanent grants it, so an alternative cost the
        action names by a permanent on the battlefield is taken to be this one."""
        granted = [w for w in self.alternative if w.lower() != "emerge" and self._on_battlefield(w)]
        if granted:
            self.alternative.remove(granted[0])
            self.accepted.add("normal")
        return self.a.apply(self.seat, {"type": "DecideOptionalCost", "data": {"pay": bool(granted)}})

    def _on_battlefield(self, ref: str) -> bool:
        try:
            return self.a.obj(ref).get("zone") == "Battlefield"
        except PhaseRefusal:
            return False

    def _on_ChooseXValue(self, data: dict[str, Any]) -> dict[str, Any]:
        return self.a.apply(self.seat, {"type": "ChooseX", "data": {"value": int(self.act.get("x", 0))}})

    def _on_OptionalCostChoice(self, data: dict[str, Any]) -> dict[str, Any]:
        """Kicker (CR 702.33): phase asks once per kick (again while a multikicker is paid)."""
        if data.get("cost", {}).get("type") == "Choice":
            return self._alternative_cost_choice()
        if data.get("cost", {}).get("type") != "Kicker":
            raise PhaseUnsupported(f"phase asks about an optional {data.get('cost', {}).get('type')} cost")
        pay = int(data.get("times_kicked", 0)) < int(self.act.get("kicker", 0))
        self.kicked = int(data.get("times_kicked", 0)) + int(pay)
        return self.a.apply(self.seat, {"type": "DecideOptionalCost", "data": {"pay": pay}})

    def _on_ChooseManaColor(self, data: dict[str, Any]) -> dict[str, Any]:
        wanted = self.act.get("mana")
        if not wanted:
            raise PhaseUnsupported("the mana ability asks for a colour and the action names none")
        color = COLORS[wanted.strip("{}")]
        for option in self.a.legal():
            choice = option.get("data", {}).get("choice", {})
            if option["type"] == "ChooseManaColor" and choice.get("data") == color:
                self.colour_chosen = True
                return self.a.apply(self.seat, option)
        raise PhaseRefusal(f"the ability can't produce {wanted}", "106.7")

    def _accept_variant(self, variant: Any) -> None:
        """Phase went on with this casting variant (by itself or as answered): it must be the one asked for."""
        name = variant_name(variant)
        if name in self.accepted:
            return
        requested = self._requested(variant)
        if requested is None:
            raise PhaseRefusal(f"phase would cast it for its {name} cost, which the action didn't ask for")
        self.alternative.remove(requested)
        self.accepted.add(name)

    def _requested(self, variant: Any) -> str | None:
        """The alternative cost in the action that names this phase casting variant: its keyword (`emerge`), or
        the object granting it (`Omniscience`)."""
        name, source = variant_name(variant), variant_source(variant)
        for wanted in self.alternative:
            if wanted.lower() == name:
                return wanted
            if source is not None and (self.a.ids.get(wanted) == source or self.a.name_of(source) == wanted):
                return wanted
        return None

    def _on_AlternativeCastChoice(self, data: dict[str, Any]) -> dict[str, Any]:
        keyword = variant_name(data.get("keyword") or {})
        take = any(w.lower() == keyword for w in self.alternative)
        if take:
            self._accept_variant(keyword)
        choice = {"type": "Alternative" if take else "Normal"}
        return self.a.apply(self.seat, {"type": "ChooseAlternativeCast", "data": {"choice": choice}})

    def _on_CastingVariantChoice(self, data: dict[str, Any]) -> dict[str, Any]:
        options = data.get("options", [])
        for index, option in enumerate(options):
            variant = option.get("variant")
            if self._requested(variant) is not None or (not self.alternative and variant_name(variant) == "normal"):
                self._accept_variant(variant)
                return self.a.apply(self.seat, {"type": "ChooseCastingVariant", "data": {"index": index}})
        offered = ", ".join(variant_name(o.get("variant")) for o in options)
        raise PhaseRefusal(f"phase offered no casting option the action asks for (it offered: {offered})")

    def _on_PayCost(self, data: dict[str, Any]) -> dict[str, Any]:
        if data.get("kind", {}).get("type") != "Sacrifice":
            raise PhaseUnsupported(f"phase asks to pay a {data.get('kind', {}).get('type')} cost")
        variant = data.get("resume", {}).get("Spell", {}).get("casting_variant", "Normal")
        self._accept_variant(variant)
        if not self.sacrifice:
            raise PhaseRefusal("a creature must be sacrificed and none was named", self._unpaid_sacrifice_rule(variant))
        chosen, self.sacrifice = self.sacrifice[: data.get("count", 1)], self.sacrifice[data.get("count", 1) :]
        return self.a.apply(self.seat, {"type": "SelectCards", "data": {"cards": chosen}})

    def _unpaid_sacrifice_rule(self, variant: Any) -> str:
        """Emerge's creature is chosen as the alternative cost is announced (CR 601.2b); a mandatory additional
        cost left unpaid leaves the total cost unpaid (118.8, 601.2h); activating follows 601.2b-h (602.2b)."""
        if self.act.get("kind") != "cast":
            return "602.2b"
        return "601.2b" if variant_name(variant) == "emerge" else "601.2h"

    def _on_ManaPayment(self, data: dict[str, Any]) -> dict[str, Any]:
        """CR 601.2f-h: the total cost is locked in; the action's mana abilities are activated, then phase pays."""
        self.prepare_payment()
        if self.stop in ("choices_made", "total_cost_determined"):
            self.stopped = True
            return {"events": []}
        result = self.activate_mana_sources()
        if self.stop == "paying":
            self.stopped = True
            return result
        result["events"] += self.pay().get("events", [])
        return result

    def prepare_payment(self) -> None:
        pending = self.a.call(self.a.game.state)["state"].get("pending_cast") or {}
        variant = pending.get("casting_variant", "Normal")
        self._accept_variant(variant)
        if self.alternative and variant_name(variant) == "normal":
            raise PhaseRefusal(f"phase did not offer the alternative cost {self.alternative[0]!r}")
        if self.sacrifice:
            raise PhaseRefusal("phase asked for no sacrifice")
        self.cost = cost_text(pending.get("cost"))

    def activate_mana_sources(self) -> dict[str, Any]:
        """CR 601.2g: the mana abilities the action names, in order."""
        result: dict[str, Any] = {"events": []}
        for source in self.mana_sources:
            index = ability_index(source.get("abilities", []), "mana")
            step = self.a.apply(
                self.seat, {"type": "ActivateAbility", "data": {"source_id": source["id"], "ability_index": index}}
            )
            result["events"] += step.get("events", [])
            if self.a.waiting().get("type") == "ChooseManaColor":
                result["events"] += self._on_ChooseManaColor({}).get("events", [])
        self.mana_sources = []
        return result

    def pay(self) -> dict[str, Any]:
        """CR 601.2h: the mana the action names is pinned to the payment, then phase pays the total cost."""
        before = self.a.pool(self.seat)
        for pip in pips_for(before, self.payment or ""):
            self.a.apply(self.seat, {"type": "SpendPoolMana", "data": {"pip_id": pip}})
        done = self.a.apply(self.seat, {"type": "PassPriority"})
        if self.payment:
            check_spent(spent(before, self.a.pool(self.seat)), self.payment)
            self.payment = None
        return done


def _optional_slot(data: dict[str, Any]) -> bool:
    """Phase's prompt for a target slot the spell may leave empty."""
    slots = data.get("target_slots") or []
    current = (data.get("selection") or {}).get("current_slot")
    return isinstance(current, int) and 0 <= current < len(slots) and bool(slots[current].get("optional"))

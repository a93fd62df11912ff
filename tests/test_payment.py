"""The player chooses how to pay (CR 601.2h, 602.2b): an action may name the mana from the pool that pays its
cost; without it the engine picks. No ruling of the index is about this choice, so it is checked here, on the
engine through its protocol face."""

from __future__ import annotations

from typing import Any

import pytest

from harness.paths import ROOT
from reference_engine import ReferenceEngine

MAIN = {"number": 3, "active_player": "Alice", "step": "precombat_main"}


@pytest.fixture
def engine() -> ReferenceEngine:
    return ReferenceEngine(ROOT / "features" / "cards.json")


def _load(engine: ReferenceEngine, alice: dict[str, Any]) -> None:
    engine.load({"turn": MAIN, "players": [{"name": "Alice", **alice}, {"name": "Bob"}]})


def _perform(engine: ReferenceEngine, kind: str, **kw: Any) -> dict[str, Any]:
    return engine.perform({"kind": kind, "player": "Alice", **kw})


def _pool(engine: ReferenceEngine) -> str:
    return engine.observe({"kind": "mana_pool", "player": "Alice"})


SOL_RING_THEN_ELVES = {"mana_pool": "{G}{U}", "hand": [{"card": "Sol Ring"}, {"card": "Llanowar Elves"}]}


def test_the_named_mana_pays_the_generic_cost_and_the_rest_stays_for_the_next_spell(engine: ReferenceEngine) -> None:
    _load(engine, SOL_RING_THEN_ELVES)
    assert _perform(engine, "cast", card="Sol Ring", payment="{U}") == {"ok": True}
    assert _pool(engine) == "{G}"
    assert _perform(engine, "resolve") == {"ok": True}
    assert _perform(engine, "cast", card="Llanowar Elves") == {"ok": True}
    assert engine.observe({"kind": "last_paid_cost", "player": "Alice"}) == "{G}"


def test_the_other_choice_leaves_the_next_spell_unpayable(engine: ReferenceEngine) -> None:
    _load(engine, SOL_RING_THEN_ELVES)
    assert _perform(engine, "cast", card="Sol Ring", payment="{G}") == {"ok": True}
    assert _pool(engine) == "{U}"
    _perform(engine, "resolve")
    assert _perform(engine, "cast", card="Llanowar Elves")["ok"] is False


@pytest.mark.parametrize(
    ("payment", "why"),
    [
        ("{W}", "not in the mana pool"),  # mana the player doesn't have
        ("{G}{U}", "doesn't pay"),  # more than the cost
    ],
)
def test_mana_that_cant_pay_the_cost_is_refused_and_nothing_changes(
    engine: ReferenceEngine, payment: str, why: str
) -> None:
    _load(engine, SOL_RING_THEN_ELVES)
    answer = _perform(engine, "cast", card="Sol Ring", payment=payment)
    assert answer["ok"] is False and why in answer["illegal"]
    assert _pool(engine) == "{U}{G}"  # WUBRGC order
    assert engine.observe({"kind": "zone", "object": "Sol Ring"}) == "hand"


def test_a_coloured_symbol_is_paid_only_by_its_own_type(engine: ReferenceEngine) -> None:
    _load(engine, SOL_RING_THEN_ELVES)
    answer = _perform(engine, "cast", card="Llanowar Elves", payment="{U}")
    assert answer["ok"] is False and "doesn't pay {G}" in answer["illegal"]
    assert engine.game is not None and engine.game.stack == []


def test_an_activated_ability_can_name_its_payment(engine: ReferenceEngine) -> None:
    _load(engine, {"mana_pool": "{G}{C}", "battlefield": [{"card": "Mutavault", "id": "mutavault"}]})
    assert _perform(engine, "activate", object="mutavault", ability=2, payment="{G}") == {"ok": True}
    assert _pool(engine) == "{C}"


def test_the_refusal_names_rule_601_2h(engine: ReferenceEngine) -> None:
    from reference_engine.errors import RulesError
    from reference_engine.mana import ManaCost, ManaPool, parse_mana

    pool = ManaPool()
    pool.add(parse_mana("{G}"))
    with pytest.raises(RulesError) as refusal:
        pool.pay(ManaCost.parse("{1}"), parse_mana("{U}"))
    assert refusal.value.rule == "601.2h"

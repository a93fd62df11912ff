"""The second correct engine, `reference-other-choices`, takes each choice the rules leave free the other way
(reference_engine/policy.py, docs/adapters.md "What an engine may choose"). Each test shows one freedom taken
both ways, so that neither engine can drift into the other's habit without a test failing."""

from __future__ import annotations

import io
import json
import sys
from collections import Counter
from typing import Any

import pytest

from harness.engines.loading import load_adapter
from harness.engines.reference import OtherChoicesAdapter, ReferenceAdapter
from harness.paths import ROOT
from reference_engine import ReferenceEngine
from reference_engine.mana import ManaCost, ManaPool, parse_mana
from reference_engine.policy import OTHER, REFERENCE, Choices
from reference_engine.serve import main as serve_main
from reference_engine.triggers import PendingTrigger, put_triggers_on_stack
from reference_engine.vocabulary import Triggered

CATALOG = ROOT / "features" / "cards.json"
MAIN = {"number": 3, "active_player": "Alice", "step": "precombat_main"}


@pytest.fixture(scope="module")
def engines() -> dict[str, ReferenceEngine]:
    return {"reference": ReferenceEngine(CATALOG), "other": ReferenceEngine.other_choices(CATALOG)}


def _load(engine: ReferenceEngine, alice: dict[str, Any]) -> None:
    engine.load({"turn": MAIN, "players": [{"name": "Alice", **alice}, {"name": "Bob"}]})


def _perform(engine: ReferenceEngine, kind: str, **kw: Any) -> dict[str, Any]:
    return engine.perform({"kind": kind, "player": "Alice", **kw})


def _pool(engine: ReferenceEngine) -> str:
    return engine.observe({"kind": "mana_pool", "player": "Alice"})


def _zone(engine: ReferenceEngine, ref: str) -> str:
    return engine.observe({"kind": "zone", "object": ref})


def _paid(choices: Choices, pool: str, cost: str) -> str:
    paid = ManaPool(parse_mana(pool), choices).payment_for(ManaCost.parse(cost))
    assert paid is not None
    return "".join(f"{{{t}}}" * paid[t] for t in "WUBRGC")


def test_the_policies_differ_in_every_choice() -> None:
    """Each field of OTHER is the other way from REFERENCE: a freedom added to the policy but left at the
    reference's habit in OTHER fails here."""
    fields = Choices.__dataclass_fields__
    assert [name for name in fields if getattr(OTHER, name) == getattr(REFERENCE, name)] == []
    assert Choices() == REFERENCE


@pytest.mark.parametrize(
    ("pool", "cost", "reference", "other"),
    [
        ("{G}{C}", "{1}", "{C}", "{G}"),  # 107.4b: colourless first, or coloured first
        ("{W}{U}{B}{R}{G}{C}", "{1}", "{C}", "{W}"),  # from either end of the pool
        ("{U}{G}{G}{C}", "{2}{G}", "{G}{G}{C}", "{U}{G}{G}"),  # the coloured symbol is paid by its type either way
        ("{R}{G}", "{R/G}", "{R}", "{G}"),  # 107.4e: either half of a hybrid symbol
        ("{R}{R}{G}{G}", "{R/G}{R/G}", "{R}{R}", "{G}{G}"),
    ],
)
def test_unnamed_payments_are_made_each_way(pool: str, cost: str, reference: str, other: str) -> None:
    assert _paid(REFERENCE, pool, cost) == reference
    assert _paid(OTHER, pool, cost) == other


def test_a_named_payment_is_the_same_on_both(engines: dict[str, ReferenceEngine]) -> None:
    for engine in engines.values():
        _load(engine, {"mana_pool": "{G}{C}", "hand": [{"card": "Sol Ring"}]})
        assert _perform(engine, "cast", card="Sol Ring", payment="{C}") == {"ok": True}
        assert _pool(engine) == "{G}"


def test_the_engine_pays_with_its_own_choice_through_the_protocol(engines: dict[str, ReferenceEngine]) -> None:
    left = {}
    for name, engine in engines.items():
        _load(engine, {"mana_pool": "{G}{C}", "hand": [{"card": "Sol Ring"}]})
        assert _perform(engine, "cast", card="Sol Ring") == {"ok": True}
        left[name] = _pool(engine)
    assert left == {"reference": "{G}", "other": "{C}"}


BEARS_ONE_FOREST = {"battlefield": [{"card": "Forest", "id": "forest"}], "hand": [{"card": "Grizzly Bears"}]}


def test_a_refused_casts_mana_ability_is_reversed_or_kept(engines: dict[str, ReferenceEngine]) -> None:
    """CR 730.1: Grizzly Bears ({1}{G}) can't be paid with one Forest: the cast is reversed; the Forest's mana ability
    may be reversed with it (the reference) or kept (the other engine: Forest tapped, {G} in the pool)."""
    seen = {}
    for name, engine in engines.items():
        _load(engine, BEARS_ONE_FOREST)
        answer = _perform(
            engine, "cast", card="Grizzly Bears", mana_abilities=[{"object": "forest", "ability": "mana"}]
        )
        assert answer["ok"] is False and answer["rule"] == "601.2h"
        assert _zone(engine, "Grizzly Bears") == "hand"
        seen[name] = (_pool(engine), engine.observe({"kind": "tapped", "object": "forest"}))
    assert seen == {"reference": ("", False), "other": ("{G}", True)}


def test_mana_abilities_of_a_staged_cast_are_kept_when_it_is_refused(engines: dict[str, ReferenceEngine]) -> None:
    """CR 730.1 across the actions of a staged cast: the mana ability activated while paying (Ashnod's Altar,
    sacrificing the creature chosen for emerge) is kept by the other engine when the cast is refused."""
    board = json.loads((ROOT / "features/fixtures/rules/601/decimator-altar-bears-elves.json").read_text())
    seen = {}
    for name, engine in engines.items():
        engine.load(board)
        cast = {"card": "decimator", "alternative": "emerge", "sacrifice": "bears", "stop": "paying"}
        assert _perform(engine, "cast", **cast) == {"ok": True}
        assert _perform(engine, "activate", object="altar", ability="mana", sacrifice="bears") == {"ok": True}
        assert _perform(engine, "continue_cast")["ok"] is False
        seen[name] = (_zone(engine, "bears"), _pool(engine))
        assert _zone(engine, "decimator") == "hand"
    before = board["players"][0].get("mana_pool", "")
    assert seen["reference"] == ("battlefield", before)
    assert seen["other"][0] == "graveyard"
    assert Counter(parse_mana(seen["other"][1])) == Counter(parse_mana(before)) + Counter(parse_mana("{C}{C}"))


def test_a_refused_action_without_mana_abilities_is_reversed_alike(engines: dict[str, ReferenceEngine]) -> None:
    for engine in engines.values():
        _load(engine, {"mana_pool": "{G}", "hand": [{"card": "Grizzly Bears"}]})
        assert _perform(engine, "cast", card="Grizzly Bears")["ok"] is False
        assert _pool(engine) == "{G}"


def test_the_cards_looked_at_are_offered_as_those_that_fit_or_all(engines: dict[str, ReferenceEngine]) -> None:
    """CR 608.2d: Kinnan looks at five cards; only Grizzly Bears fits. The reference offers it alone, the other engine
    all five; both refuse the Human (Thalia) and accept the Bears."""
    board = json.loads((ROOT / "features/fixtures/rules/608/kinnan-library.json").read_text())
    offered = {}
    for name, engine in engines.items():
        engine.load(board)
        assert _perform(engine, "activate", object="kinnan", ability=1) == {"ok": True}
        assert _perform(engine, "resolve") == {"ok": True}
        offered[name] = sorted(engine.observe({"kind": "pending_choice"})["options"])
        refused = _perform(engine, "choose", cards=["thalia"])
        assert refused["ok"] is False and refused["rule"] == "608.2d"
        assert _perform(engine, "choose", cards=["bears"]) == {"ok": True}
        assert _zone(engine, "bears") == "battlefield"
    assert offered["reference"] == ["Grizzly Bears"]
    assert offered["other"] == sorted(["Island", "Thalia, Guardian of Thraben", "Grizzly Bears", "Forest", "Mountain"])


def test_identical_triggers_go_on_the_stack_in_either_order(engines: dict[str, ReferenceEngine]) -> None:
    """CR 603.3b: two triggers of the same ability of the same source, asked about by nobody, in the order they
    triggered (the reference) or the reverse (the other engine)."""
    orders = {}
    for name, engine in engines.items():
        _load(engine, {"battlefield": [{"card": "Grizzly Bears", "id": "bears"}]})
        game = engine.game
        assert game is not None
        bears = game.resolve_ref("bears")
        ability = Triggered(event="test", effects=())
        game.pending_triggers = [PendingTrigger("Alice", ability, bears, {"n": n}) for n in (1, 2)]
        put_triggers_on_stack(game, lambda: None)
        orders[name] = [entry.context["n"] for entry in game.stack]  # bottom first
    assert orders == {"reference": [1, 2], "other": [2, 1]}


def test_the_variant_is_chosen_like_any_engine() -> None:
    adapter = load_adapter("reference-other-choices")
    assert isinstance(adapter, OtherChoicesAdapter)
    assert adapter.hello().name == "reference-other-choices"
    assert ReferenceAdapter().hello().name == "reference"


@pytest.mark.parametrize(("flags", "name"), [([], "reference"), (["--other-choices"], "reference-other-choices")])
def test_the_server_serves_the_variant_with_other_choices(
    flags: list[str], name: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    out = io.StringIO()
    monkeypatch.setattr(sys, "stdin", io.StringIO('{"id": 1, "request": "hello", "protocol": 1}\n'))
    monkeypatch.setattr(sys, "stdout", out)
    assert serve_main(["--catalog", str(CATALOG), *flags]) == 0
    assert json.loads(out.getvalue())["name"] == name


def test_a_single_legal_mode_is_announced_at_once_or_asked_for(engines: dict[str, ReferenceEngine]) -> None:
    """CR 603.3c: with no creature to target, Retreat to Kazandu's landfall ability has one legal mode (gain 2 life):
    the reference announces it at once, the other engine asks for it; Alice gains 2 life either way."""
    kazandu = {"battlefield": [{"card": "Retreat to Kazandu"}], "hand": [{"card": "Forest", "id": "forest"}]}
    for name, engine in engines.items():
        _load(engine, kazandu)
        assert _perform(engine, "play_land", card="forest") == {"ok": True}
        choice = engine.observe({"kind": "pending_choice"})
        if name == "other":
            assert (choice["kind"], choice["options"]) == ("choose_mode", ["2"])
            assert _perform(engine, "choose", modes=[1])["ok"] is False  # an illegal mode can't be chosen
            assert _perform(engine, "choose", modes=[2]) == {"ok": True}
        else:
            assert choice is None
        assert _perform(engine, "resolve") == {"ok": True}
        assert engine.observe({"kind": "life", "player": "Alice"}) == 22


def test_an_opponents_action_during_a_cast_is_refused_under_either_rule(engines: dict[str, ReferenceEngine]) -> None:
    """CR 601.2 and 117.1 both forbid Bob to act while Alice casts Memnite: the reference names 601.2, the other
    engine 117.1. Alice holds priority, so only 601.2 forbids her own action, and both name it."""
    rules = {}
    for name, engine in engines.items():
        _load(engine, {"hand": [{"card": "Memnite"}, {"card": "Lightning Bolt"}], "mana_pool": "{R}"})
        assert _perform(engine, "cast", card="Memnite", stop="announced") == {"ok": True}
        rules[name] = engine.perform({"kind": "pass", "player": "Bob"})["rule"]
        assert _perform(engine, "cast", card="Lightning Bolt", targets=["Bob"])["rule"] == "601.2"
        assert _perform(engine, "pass")["rule"] == "601.2"
    assert rules == {"reference": "601.2", "other": "117.1"}


def test_cards_put_in_a_random_order_come_out_in_either_order(engines: dict[str, ReferenceEngine]) -> None:
    """Kinnan puts the four cards not chosen on the bottom of the library "in a random order": the reference keeps
    their order, the other engine reverses it."""
    board = json.loads((ROOT / "features/fixtures/rules/608/kinnan-library.json").read_text())
    libraries = {}
    for name, engine in engines.items():
        engine.load(board)
        _perform(engine, "activate", object="kinnan", ability=1)
        _perform(engine, "resolve")
        assert _perform(engine, "choose", cards=["bears"]) == {"ok": True}
        assert engine.game is not None
        libraries[name] = [card.card_name for card in engine.game.zone_objects("library", "Alice")]
    rest = ["Island", "Thalia, Guardian of Thraben", "Forest", "Mountain"]
    assert libraries == {"reference": ["Serra Angel", *rest], "other": ["Serra Angel", *rest[::-1]]}


def test_a_revealed_hand_is_offered_whole_or_only_its_fitting_cards(engines: dict[str, ReferenceEngine]) -> None:
    """CR 608.2d: Distended Mindbender's caster chooses from Bob's revealed hand a nonland card with mana value 3 or
    less and a card with mana value 4 or more. The reference offers the whole hand, the other engine only the cards
    that fit; both refuse the Island."""
    board = json.loads((ROOT / "features/fixtures/discard_choice/bolt-angel-island.json").read_text())
    offered = {}
    for name, engine in engines.items():
        engine.load(board)
        cast = {"card": "Distended Mindbender", "alternative": "emerge", "sacrifice": "bears"}
        assert _perform(engine, "cast", **cast) == {"ok": True}
        assert _perform(engine, "resolve") == {"ok": True}
        offered[name] = sorted(engine.observe({"kind": "pending_choice"})["options"])
        assert _perform(engine, "choose", cards=["Island", "Serra Angel"])["rule"] == "608.2d"
        assert _perform(engine, "choose", cards=["Lightning Bolt", "Serra Angel"]) == {"ok": True}
    assert offered == {
        "reference": ["Island", "Lightning Bolt", "Serra Angel"],
        "other": ["Lightning Bolt", "Serra Angel"],
    }

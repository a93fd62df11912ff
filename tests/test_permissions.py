"""Casting permissions (reference_engine.permissions, CR 601.3, 400.7), "as though it had flash" (601.3b), and
the Emry and expend card definitions beyond what the corpus's scenarios reach."""

from __future__ import annotations

from typing import Any

import pytest

from harness.paths import ROOT
from reference_engine import ReferenceEngine, RulesError
from reference_engine.permissions import grant, permission_for

MAIN = {"number": 3, "active_player": "Alice", "step": "precombat_main"}


@pytest.fixture(scope="module")
def engine() -> ReferenceEngine:
    return ReferenceEngine(ROOT / "features" / "cards.json")


def _load(engine: ReferenceEngine, alice: dict[str, Any], turn: dict[str, Any] = MAIN) -> Any:
    engine.load({"turn": turn, "players": [{"name": "Alice", **alice}, {"name": "Bob"}]})
    return engine.game


def _ok(engine: ReferenceEngine, action: dict[str, Any]) -> None:
    answer = engine.perform(action)
    assert answer == {"ok": True}, answer


def _refused(engine: ReferenceEngine, action: dict[str, Any]) -> str:
    answer = engine.perform(action)
    assert answer["ok"] is False, f"{action} was allowed"
    return answer["illegal"]


def _cast(card: str, **kw: Any) -> dict[str, Any]:
    return {"kind": "cast", "player": "Alice", "card": card, **kw}


def _emry_grants(engine: ReferenceEngine, target: str) -> None:
    _ok(engine, {"kind": "activate", "player": "Alice", "object": "emry", "ability": 1, "targets": [target]})
    _ok(engine, {"kind": "resolve"})


EMRY = {"card": "Emry, Lurker of the Loch", "id": "emry"}
CHALICE = {"card": "Everflowing Chalice", "id": "chalice"}


# --- the permission itself ---------------------------------------------------------------------------------
def test_a_permission_applies_to_its_player_and_object_only(engine: ReferenceEngine) -> None:
    game = _load(engine, {"graveyard": [CHALICE, {"card": "Ornithopter", "id": "thopter"}]})
    chalice, thopter = game.resolve_ref("chalice"), game.resolve_ref("thopter")
    grant(game, "Alice", chalice)
    assert permission_for(game, "Alice", chalice) is not None
    assert permission_for(game, "Bob", chalice) is None
    assert permission_for(game, "Alice", thopter) is None


def test_a_permission_no_longer_applies_once_its_card_changed_zones(engine: ReferenceEngine) -> None:
    game = _load(engine, {"graveyard": [CHALICE]})
    grant(game, "Alice", game.resolve_ref("chalice"))
    moved = game.move(game.resolve_ref("chalice"), "exile")
    back = game.move(moved, "graveyard")  # the same card, a new object (CR 400.7)
    assert permission_for(game, "Alice", back) is None


def test_an_unknown_duration_is_an_error(engine: ReferenceEngine) -> None:
    game = _load(engine, {"graveyard": [CHALICE]})
    with pytest.raises(RulesError, match="duration"):
        grant(game, "Alice", game.resolve_ref("chalice"), "forever-ish")


def test_without_a_permission_a_card_in_the_graveyard_cant_be_cast(engine: ReferenceEngine) -> None:
    _load(engine, {"graveyard": [CHALICE]})
    assert "no permission" in _refused(engine, _cast("chalice", **{"from": "graveyard"}))


def test_emrys_permission_lasts_the_rest_of_the_turn(engine: ReferenceEngine) -> None:
    _load(engine, {"battlefield": [EMRY], "graveyard": [CHALICE]})
    _emry_grants(engine, "chalice")
    _ok(engine, {"kind": "advance", "to": "postcombat_main"})
    _ok(engine, _cast("chalice", **{"from": "graveyard"}))


def test_emrys_permission_ends_with_the_turn(engine: ReferenceEngine) -> None:
    library = [{"card": "Island"}, {"card": "Island"}]  # two draw steps pass (a draw from nothing loses, 704.5b)
    engine.load(
        {
            "turn": MAIN,
            "players": [
                {"name": "Alice", "battlefield": [EMRY], "graveyard": [CHALICE], "library": library},
                {"name": "Bob", "library": library},
            ],
        }
    )
    game = engine.game
    _emry_grants(engine, "chalice")
    _ok(engine, {"kind": "advance", "to": "next_turn"})
    _ok(engine, {"kind": "advance", "to": "next_turn"})
    assert game.active == "Alice"
    assert "no permission" in _refused(engine, _cast("chalice", **{"from": "graveyard"}))


def test_emry_only_targets_artifact_cards_in_its_controllers_graveyard(engine: ReferenceEngine) -> None:
    engine.load(
        {
            "turn": MAIN,
            "players": [
                {"name": "Alice", "battlefield": [EMRY], "graveyard": [{"card": "Grizzly Bears", "id": "bears"}]},
                {"name": "Bob", "graveyard": [CHALICE]},
            ],
        }
    )
    for target in ("bears", "chalice"):
        _refused(engine, {"kind": "activate", "player": "Alice", "object": "emry", "ability": 1, "targets": [target]})


# --- timing: flash and "as though it had flash" (CR 702.8a, 601.3b) ----------------------------------------
BOBS_END_STEP = {"number": 4, "active_player": "Bob", "step": "end", "priority": "Alice"}


def test_shimmer_myr_lets_its_controller_cast_artifact_spells_at_instant_speed(engine: ReferenceEngine) -> None:
    _load(engine, {"battlefield": [{"card": "Shimmer Myr"}], "hand": [CHALICE]}, BOBS_END_STEP)
    _ok(engine, _cast("chalice"))


def test_shimmer_myr_doesnt_give_nonartifact_spells_flash(engine: ReferenceEngine) -> None:
    _load(
        engine,
        {"mana_pool": "{G}{G}", "battlefield": [{"card": "Shimmer Myr"}], "hand": [{"card": "Grizzly Bears"}]},
        BOBS_END_STEP,
    )
    assert "main phase" in _refused(engine, _cast("Grizzly Bears"))


def test_an_opponents_shimmer_myr_doesnt_help(engine: ReferenceEngine) -> None:
    engine.load(
        {
            "turn": BOBS_END_STEP,
            "players": [
                {"name": "Alice", "hand": [CHALICE]},
                {"name": "Bob", "battlefield": [{"card": "Shimmer Myr"}]},
            ],
        }
    )
    _refused(engine, _cast("chalice"))


# --- the card definitions ------------------------------------------------------------------------------------
def test_emry_mills_the_top_four_cards_of_the_library_as_listed(engine: ReferenceEngine) -> None:
    library = ["Memnite", "Ornithopter", "Island", "Shatter", "Sol Ring"]
    _load(engine, {"mana_pool": "{U}{C}{C}", "hand": [EMRY], "library": [{"card": name} for name in library]})
    _ok(engine, _cast("emry"))
    _ok(engine, {"kind": "resolve"})  # Emry enters; its trigger goes on the stack
    assert engine.observe({"kind": "stack"}) == [
        {"kind": "triggered_ability", "source": "Emry, Lurker of the Loch", "controller": "Alice"}
    ]
    _ok(engine, {"kind": "resolve"})
    graveyard = engine.observe({"kind": "zone_contents", "player": "Alice", "zone": "graveyard"})
    assert sorted(graveyard) == sorted(library[:4])
    assert engine.observe({"kind": "zone_contents", "player": "Alice", "zone": "library"}) == ["Sol Ring"]


def test_emrys_reduction_counts_only_artifacts_its_caster_controls(engine: ReferenceEngine) -> None:
    engine.load(
        {
            "turn": MAIN,
            "players": [
                {"name": "Alice", "mana_pool": "{U}{C}", "hand": [EMRY], "battlefield": [{"card": "Memnite"}]},
                {"name": "Bob", "battlefield": [{"card": "Ornithopter"}, {"card": "Sol Ring"}]},
            ],
        }
    )
    _ok(engine, _cast("emry"))
    assert engine.observe({"kind": "last_paid_cost", "player": "Alice"}) == "{1}{U}"


def test_wandertale_mentor_taps_for_red_or_green(engine: ReferenceEngine) -> None:
    _load(engine, {"battlefield": [{"card": "Wandertale Mentor", "id": "mentor"}]})
    assert engine.observe({"kind": "could_produce", "object": "mentor"}) == ["R", "G"]
    _ok(engine, {"kind": "activate", "player": "Alice", "object": "mentor", "ability": "mana", "mana": "{G}"})
    assert engine.observe({"kind": "mana_pool", "player": "Alice"}) == "{G}"


def test_junkblade_bruisers_hybrid_cost_is_paid_with_either_color(engine: ReferenceEngine) -> None:
    for pool in ("{R}{R}{C}{C}{C}", "{G}{G}{C}{C}{C}", "{R}{G}{C}{C}{C}"):
        _load(engine, {"mana_pool": pool, "hand": [{"card": "Junkblade Bruiser"}]})
        _ok(engine, _cast("Junkblade Bruiser"))
        assert engine.observe({"kind": "mana_pool", "player": "Alice"}) == ""
    _load(engine, {"mana_pool": "{R}{U}{C}{C}{C}", "hand": [{"card": "Junkblade Bruiser"}]})
    _refused(engine, _cast("Junkblade Bruiser"))


def test_an_opponents_spending_doesnt_make_you_expend(engine: ReferenceEngine) -> None:
    alice = {"name": "Alice", "mana_spent_on_spells": 3, "battlefield": [{"card": "Junkblade Bruiser"}]}
    bob = {
        "name": "Bob",
        "mana_pool": "{R}{R}",
        "battlefield": [{"card": "Ornithopter", "id": "thopter"}],
        "hand": [{"card": "Shatter"}],
    }
    engine.load({"turn": {**MAIN, "priority": "Bob"}, "players": [alice, bob]})
    _ok(engine, {"kind": "cast", "player": "Bob", "card": "Shatter", "targets": ["thopter"]})
    assert engine.observe({"kind": "mana_spent", "player": "Bob"}) == 2
    assert engine.observe({"kind": "mana_spent", "player": "Alice"}) == 3
    assert [e["kind"] for e in engine.observe({"kind": "stack"})] == ["spell"]

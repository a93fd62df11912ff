"""The casting process (CR 601.2a-i), total cost (601.2f, 118.7-118.9, 702.119) and mana value (202.3) of the
reference engine, driven through its JSON face."""

from __future__ import annotations

from typing import Any

import pytest

from harness.paths import ROOT
from reference_engine.costs import AlternativeCost, CostPlan, check_sacrifices, emerge_reduction
from reference_engine.engine import ReferenceEngine
from reference_engine.errors import RulesError
from reference_engine.mana import ManaCost

DECIMATOR = "Decimator of the Provinces"
BRUNA = "Bruna, the Fading Light // Brisela, Voice of Nightmares"
GISELA = "Gisela, the Broken Blade // Brisela, Voice of Nightmares"


@pytest.fixture(scope="module")
def engine() -> ReferenceEngine:
    return ReferenceEngine(ROOT / "features" / "cards.json")


def load(engine: ReferenceEngine, alice: dict[str, Any], bob: dict[str, Any] | None = None) -> ReferenceEngine:
    engine.load({"players": [{"name": "Alice", **alice}, {"name": "Bob", **(bob or {})}]})
    return engine


def cast(engine: ReferenceEngine, card: str, **options: Any) -> dict[str, Any]:
    return engine.perform({"kind": "cast", "player": "Alice", "card": card, **options})


def zone(engine: ReferenceEngine, ref: str) -> str:
    return engine.observe({"kind": "zone", "object": ref})


@pytest.mark.parametrize(
    ("cost", "mana_value", "expected"),
    [
        ("{6}{G}{G}{G}", 2, "{4}{G}{G}{G}"),
        ("{6}{G}{G}{G}", 6, "{G}{G}{G}"),
        ("{6}{G}{G}{G}", 11, "{G}{G}{G}"),
        ("{6}{G}{G}{G}", 0, "{6}{G}{G}{G}"),
        ("{5}{B}{B}", 7, "{B}{B}"),
    ],
)
def test_emerge_reduces_only_generic_mana(cost: str, mana_value: int, expected: str) -> None:
    assert str(emerge_reduction(ManaCost.parse(cost), mana_value)) == expected


def test_a_refused_cast_leaves_the_game_as_it_was(engine: ReferenceEngine) -> None:
    load(
        engine,
        {
            "mana_pool": "{G}{G}{G}",
            "battlefield": [{"card": "Grizzly Bears", "id": "bears"}],
            "hand": [{"card": DECIMATOR}],
        },
    )
    answer = cast(engine, DECIMATOR, alternative="emerge", sacrifice="bears")
    assert answer["ok"] is False
    assert "can't pay" in answer["illegal"]
    assert zone(engine, "bears") == "battlefield"
    assert zone(engine, DECIMATOR) == "hand"
    assert engine.observe({"kind": "mana_pool", "player": "Alice"}) == "{G}{G}{G}"
    assert engine.observe({"kind": "stack"}) == []
    assert engine.game is not None and engine.game.casting is None


def test_the_cast_trigger_is_on_the_stack_before_the_caster_gets_priority(engine: ReferenceEngine) -> None:
    load(
        engine,
        {
            "mana_pool": "{C}{C}{C}{C}{G}{G}{G}",
            "battlefield": [{"card": "Grizzly Bears", "id": "bears"}],
            "hand": [{"card": DECIMATOR}],
        },
    )
    assert cast(engine, DECIMATOR, alternative="emerge", sacrifice="bears") == {"ok": True}
    assert [e["kind"] for e in engine.observe({"kind": "stack"})] == ["triggered_ability", "spell"]
    assert engine.observe({"kind": "priority"}) == "Alice"
    assert engine.observe({"kind": "last_paid_cost", "player": "Alice"}) == "{4}{G}{G}{G}"


def test_no_player_acts_while_a_spell_is_being_cast(engine: ReferenceEngine) -> None:
    load(engine, {"hand": [{"card": "Lightning Bolt"}]})
    assert engine.game is not None
    engine.game.casting = True
    answer = engine.perform({"kind": "pass", "player": "Alice"})
    assert answer["ok"] is False and "601.2" in answer["illegal"]


def test_sacrificing_without_an_emerge_or_additional_cost_is_refused(engine: ReferenceEngine) -> None:
    load(
        engine,
        {
            "mana_pool": "{C}" * 10,
            "battlefield": [{"card": "Grizzly Bears", "id": "bears"}],
            "hand": [{"card": DECIMATOR}],
        },
    )
    assert cast(engine, DECIMATOR, sacrifice="bears")["ok"] is False
    assert cast(engine, DECIMATOR) == {"ok": True}


def test_an_opponents_creature_cant_be_sacrificed_for_emerge(engine: ReferenceEngine) -> None:
    load(
        engine,
        {"mana_pool": "{C}{C}{C}{C}{G}{G}{G}", "hand": [{"card": DECIMATOR}]},
        {"battlefield": [{"card": "Grizzly Bears", "id": "bears"}]},
    )
    assert cast(engine, DECIMATOR, alternative="emerge", sacrifice="bears")["ok"] is False
    assert zone(engine, "bears") == "battlefield"


def test_each_sacrifice_needs_a_different_permanent(engine: ReferenceEngine) -> None:
    load(engine, {"battlefield": [{"card": "Grizzly Bears", "id": "bears"}], "hand": [{"card": "Bone Splinters"}]})
    game = engine.game
    assert game is not None
    bears, splinters = game.resolve_ref("bears"), game.resolve_ref("Bone Splinters")
    emerge = AlternativeCost("emerge", ManaCost(), emerge=True)  # emerge plus a mandatory sacrifice: two creatures
    with pytest.raises(RulesError, match="different permanent"):
        check_sacrifices(game, "Alice", splinters, CostPlan(alternative=emerge, sacrifices=[bears, bears]))


def test_mana_abilities_during_casting_must_be_the_casters(engine: ReferenceEngine) -> None:
    load(
        engine,
        {
            "mana_pool": "{C}{C}{C}{C}{C}{G}{G}",
            "battlefield": [{"card": "Grizzly Bears", "id": "bears"}],
            "hand": [{"card": DECIMATOR}],
        },
        {"battlefield": [{"card": "Llanowar Elves", "id": "elves"}]},
    )
    answer = cast(
        engine,
        DECIMATOR,
        alternative="emerge",
        sacrifice="bears",
        mana_abilities=[{"object": "elves", "ability": "mana"}],
    )
    assert answer["ok"] is False
    assert engine.observe({"kind": "tapped", "object": "elves"}) is False


def test_kicker_can_be_paid_only_once_without_multikicker(engine: ReferenceEngine) -> None:
    load(engine, {"mana_pool": "{C}" * 10 + "{G}{G}{G}", "hand": [{"card": "Kavu Titan", "id": "titan"}]})
    assert cast(engine, "titan", kicker=2)["ok"] is False
    assert cast(engine, "titan", kicker=1) == {"ok": True}


def test_an_opponents_alternative_cost_is_not_available(engine: ReferenceEngine) -> None:
    load(engine, {"hand": [{"card": DECIMATOR}]}, {"battlefield": [{"card": "Omniscience"}]})
    assert cast(engine, DECIMATOR, alternative="Omniscience")["ok"] is False


def test_an_opponents_cost_reduction_does_not_apply(engine: ReferenceEngine) -> None:
    load(
        engine,
        {
            "mana_pool": "{C}{C}{C}{C}{G}{G}{G}",
            "battlefield": [{"card": "Grizzly Bears", "id": "bears"}],
            "hand": [{"card": DECIMATOR}],
        },
        {"battlefield": [{"card": "Goreclaw, Terror of Qal Sisma"}]},
    )
    assert cast(engine, DECIMATOR, alternative="emerge", sacrifice="bears") == {"ok": True}
    assert engine.observe({"kind": "last_paid_cost", "player": "Alice"}) == "{4}{G}{G}{G}"


@pytest.mark.parametrize(
    ("obj", "expected"),
    [
        ({"card": "Delver of Secrets // Insectile Aberration", "id": "it"}, 1),
        ({"card": "Delver of Secrets // Insectile Aberration", "id": "it", "face": "back"}, 1),
        ({"melded": [BRUNA, GISELA], "id": "it"}, 11),
        ({"card": BRUNA, "id": "it"}, 7),
        ({"card": "Dryad Arbor", "id": "it"}, 0),
        ({"token": {"name": "Saproling", "types": ["Creature"], "power": "1", "toughness": "1"}, "id": "it"}, 0),
    ],
)
def test_mana_value(engine: ReferenceEngine, obj: dict[str, Any], expected: int) -> None:
    load(engine, {"battlefield": [obj]})
    assert engine.observe({"kind": "mana_value", "object": "it"}) == expected


def test_a_copy_of_a_front_face_has_its_mana_cost(engine: ReferenceEngine) -> None:
    load(
        engine,
        {"battlefield": [{"card": "Delver of Secrets // Insectile Aberration", "id": "delver"}]},
        {"battlefield": [{"card": "Clone", "id": "clone", "copy_of": "delver"}]},
    )
    assert engine.observe({"kind": "mana_value", "object": "clone"}) == 1


def test_a_melded_permanent_leaving_the_battlefield_puts_both_cards_into_the_zone(engine: ReferenceEngine) -> None:
    engine.load(
        {
            "players": [
                {
                    "name": "Alice",
                    "mana_pool": "{B}",
                    "battlefield": [
                        {"card": "Grizzly Bears", "id": "bears"},
                        {"melded": [BRUNA, GISELA], "id": "brisela"},  # her own: it forbids only her opponents' spells
                    ],
                    "hand": [{"card": "Bone Splinters"}],
                },
                {"name": "Bob"},
            ]
        }
    )
    assert cast(engine, "Bone Splinters", sacrifice="bears", targets="brisela") == {"ok": True}
    assert engine.perform({"kind": "resolve"}) == {"ok": True}
    assert sorted(engine.observe({"kind": "zone_contents", "player": "Alice", "zone": "graveyard"})) == sorted(
        [BRUNA, GISELA, "Grizzly Bears", "Bone Splinters"]
    )
    assert engine.observe({"kind": "zone_contents", "player": "Alice", "zone": "battlefield"}) == []


def test_an_animated_land_stops_being_a_creature_at_end_of_turn(engine: ReferenceEngine) -> None:
    load(engine, {"mana_pool": "{C}", "battlefield": [{"card": "Mutavault", "id": "mutavault"}]})
    assert engine.perform({"kind": "activate", "player": "Alice", "object": "mutavault", "ability": 2}) == {"ok": True}
    assert engine.perform({"kind": "resolve"}) == {"ok": True}
    assert engine.observe({"kind": "power_toughness", "object": "mutavault"}) == [2, 2]
    assert engine.perform({"kind": "advance", "to": "next_turn"}) == {"ok": True}
    assert engine.observe({"kind": "power_toughness", "object": "mutavault"}) == [None, None]


def test_a_staged_cast_stops_at_each_step_and_goes_on(engine: ReferenceEngine) -> None:
    load(engine, {"battlefield": [{"card": "Forest", "id": "forest"}], "hand": [{"card": "Llanowar Elves", "id": "e"}]})
    assert cast(engine, "e", stop="announced") == {"ok": True}
    assert zone(engine, "e") == "stack"
    for stop in ("choices_made", "total_cost_determined", "paying"):
        assert engine.perform({"kind": "continue_cast", "player": "Alice", "stop": stop}) == {"ok": True}
    assert engine.observe({"kind": "priority"}) is not None
    back = engine.perform({"kind": "continue_cast", "player": "Alice", "stop": "announced"})
    assert back["ok"] is False and "already past" in back["illegal"]
    assert engine.perform({"kind": "activate", "player": "Alice", "object": "forest", "ability": "mana"}) == {
        "ok": True
    }
    assert engine.perform({"kind": "continue_cast", "player": "Alice"}) == {"ok": True}
    assert engine.observe({"kind": "last_paid_cost", "player": "Alice"}) == "{G}"
    nothing = engine.perform({"kind": "continue_cast", "player": "Alice"})
    assert nothing["ok"] is False and "no spell is being cast" in nothing["illegal"]


def test_while_a_cast_is_stopped_no_other_action_is_allowed(engine: ReferenceEngine) -> None:
    load(engine, {"mana_pool": "{G}", "hand": [{"card": "Llanowar Elves", "id": "e"}]})
    cast(engine, "e", stop="choices_made")
    for action in (
        {"kind": "pass", "player": "Alice"},
        {"kind": "resolve"},
        {"kind": "advance", "to": "end"},
        {"kind": "continue_cast", "player": "Bob"},
    ):
        answer = engine.perform(action)
        assert answer["ok"] is False and answer["rule"] == "601.2", action


def test_a_staged_cast_that_cant_be_paid_returns_to_before_it_was_proposed(engine: ReferenceEngine) -> None:
    """CR 601.2, 730.1: the mana abilities activated while paying are undone with the rest."""
    load(engine, {"battlefield": [{"card": "Forest", "id": "forest"}], "hand": [{"card": DECIMATOR, "id": "d"}]})
    cast(engine, "d", stop="paying")
    engine.perform({"kind": "activate", "player": "Alice", "object": "forest", "ability": "mana"})
    answer = engine.perform({"kind": "continue_cast", "player": "Alice"})
    assert answer["ok"] is False and answer["rule"] == "601.2h"
    assert zone(engine, "d") == "hand"
    assert engine.observe({"kind": "tapped", "object": "forest"}) is False
    assert engine.observe({"kind": "mana_pool", "player": "Alice"}) == ""
    assert engine.perform({"kind": "pass", "player": "Alice"}) == {"ok": True}

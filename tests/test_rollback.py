"""reference_engine/rollback.py: an illegal action leaves the game exactly as it was (CR 730.1)."""

from __future__ import annotations

import itertools
import types
import typing
from dataclasses import fields

import pytest

from harness.paths import ROOT
from reference_engine import ReferenceEngine, rollback
from reference_engine.cards import CardDef, Face
from reference_engine.game import Game
from reference_engine.objects import GameObject

from .conftest import failing

_IMMUTABLE = (int, str, bool, float, type(None), tuple, frozenset, CardDef, Face)


def _immutable(hint: object) -> bool:
    if hint in _IMMUTABLE:
        return True
    origin = typing.get_origin(hint)
    if origin is tuple:
        return all(_immutable(a) for a in typing.get_args(hint) if a is not Ellipsis)
    if origin in (typing.Union, types.UnionType):
        return all(_immutable(a) for a in typing.get_args(hint))
    return False


@pytest.mark.parametrize("cls", [GameObject])
def test_fields_rollback_does_not_look_at_hold_only_immutable_values(cls: type) -> None:
    hints = typing.get_type_hints(cls)
    unlisted = {f.name for f in fields(cls)} - {*cls.__rollback_own__, *cls.__rollback_refs__}
    assert {name for name in unlisted if not _immutable(hints[name])} == set()
    assert all(typing.get_origin(hints[name]) is dict for name in cls.__rollback_own__)


def _engine() -> ReferenceEngine:
    return ReferenceEngine(ROOT / "features" / "cards.json")


def _state(game: Game) -> str:
    return repr(sorted((k, repr(v)) for k, v in game.__dict__.items() if k != "library"))


def test_restore_puts_back_every_change_in_the_same_objects() -> None:
    engine = _engine()
    engine.load(
        {
            "players": [
                {"name": "Alice", "mana_pool": "{G}", "battlefield": [{"card": "Llanowar Elves", "id": "elf"}]},
                {"name": "Bob"},
            ]
        }
    )
    game = engine.game
    elf = game.by_identity(game.aliases["elf"])
    before, saved = _state(game), rollback.save(game)
    elf.tapped = True
    elf.counters["+1/+1"] = 2
    game.players["Alice"].pool.empty()
    game.players["Bob"].life = 3
    game.new_object("battlefield", "Bob", card=game.library.get("Forest"))
    assert _state(game) != before
    rollback.restore(saved)
    assert _state(game) == before
    assert game.by_identity(game.aliases["elf"]) is elf and not elf.tapped and elf.counters == {}


def test_an_action_refused_after_paying_part_of_its_cost_changes_nothing() -> None:
    """Fellwar Stone is tapped before the mana it can't make is refused: the {T} is undone too."""
    engine = _engine()
    board = {
        "players": [
            {"name": "Alice", "battlefield": [{"card": "Fellwar Stone", "id": "stone"}, {"card": "Forest"}]},
            {"name": "Bob", "battlefield": [{"card": "Island"}]},
        ]
    }
    engine.load(board)
    before = _state(engine.game)
    answer = engine.perform({"kind": "activate", "player": "Alice", "object": "stone", "ability": "mana", "mana": "G"})
    assert answer["ok"] is False
    assert _state(engine.game) == before


class _Slotted:
    __slots__ = ("a",)


@pytest.mark.parametrize("value", [_Slotted(), itertools.count()], ids=["slotted", "C object"])
def test_state_rollback_cannot_save_is_refused_loudly(value: object) -> None:
    with pytest.raises(TypeError, match="rollback can't save"):
        rollback.save([value])


# the scenarios where a refused action had already paid part of its cost
_NO_ROLLBACK_CATCHES = {
    "only_one_alternative_cost.feature::A mandatory additional cost must still be paid on a spell cast"
    " for an alternative cost",
    "only_one_alternative_cost.feature::A spell cast for its emerge cost can't also be cast without"
    " paying its mana cost thanks to Omniscience",
    "only_one_alternative_cost.feature::A spell cast for its emerge cost can't also use Fist of Suns' alternative cost",
    "emry_permission.feature::The additional costs of a card cast this way can't be left unpaid",
    "emry_cost.feature::Reductions beyond the generic part don't pay Emry's blue mana",
    "emerge_casting.feature::An opponent can't respond by removing the creature chosen to be sacrificed",
    "emerge_cost.feature::A noncreature permanent can't be sacrificed for emerge",
    "emerge_cost.feature::However large the sacrificed creature's mana value, the coloured mana must still be paid",
    "emerge_cost.feature::Mana value beyond the generic part doesn't reduce the coloured part of the emerge cost",
    "emerge_cost.feature::Sacrificing a mana value 0 token gives no reduction: one mana short of the"
    " full emerge cost, it can't be cast",
    "emerge_cost.feature::The emerge cost can't be paid without sacrificing a creature",
    "emerge_cost.feature::The reduction is exactly the sacrificed creature's mana value: one mana short,"
    " the spell can't be cast",
    "could_produce.feature::Fellwar Stone can't be tapped for a colour only its controller's land could produce",
    "could_produce.feature::Reflecting Pool can't be tapped for a type none of its controller's lands could produce",
    "x_is_zero.feature::The X a sacrificed creature was cast with doesn't reduce the emerge cost: one"
    " mana short, it can't be cast",
}

# each again in a refusal_controls.feature, which compares the whole game with the game before the action, and two
# refusals whose undone payment (a sacrifice, mana spent from the pool) only that comparison sees
_NO_ROLLBACK_CATCHES |= {
    f"refusal_controls.feature::{s.split('::')[1]}, and nothing changes" for s in _NO_ROLLBACK_CATCHES
}
# this one checks what the refusal undoes but not Sol Ring's mana ability, which its player may leave (730.1)
_NO_ROLLBACK_CATCHES ^= {
    "refusal_controls.feature::Reductions beyond the generic part don't pay Emry's blue mana, and nothing changes",
    "refusal_controls.feature::Reductions beyond the generic part don't pay Emry's blue mana, and the cast is undone",
}
_NO_ROLLBACK_CATCHES |= {
    "refusal_controls.feature::Sacrificing a creature of the same mana value without a cost reduction ability leaves"
    " {2} more to pay, and nothing changes",
    "refusal_controls.feature::Without the sacrificed creature's mana the same spell is one {G} short and can't be"
    " cast, and nothing changes",
    # other controls whose refused cast had moved the card to the stack before it was refused
    "kicker_refusals.feature::A spell with kicker, not multikicker, can't be kicked twice",
    "kicker_refusals.feature::A spell without kicker can't be cast kicked",
    "priority_controls.feature::Before Alice begins to cast, Bob may remove the creature she would sacrifice, and"
    " then she can't",
    # refusals whose tap or payment was made before the refusal, each checked by its own scenario
    "mana_named_while_paying.feature::Alice taps Thornwood Falls for {U} while she pays for Grizzly Bears: {C}{U}"
    " can't pay {1}{G}, and the cast is undone",
    'additional_cost_refusals.feature::Sacrificing a land doesn\'t pay "sacrifice a creature", and nothing changes',
    "alternative_cost_zones.feature::Omniscience on the battlefield doesn't waive the mana cost of a card cast from the"
    " graveyard: without mana it is refused",
    "alternative_cost_zones.feature::Omniscience's alternative cost isn't available for a card cast from the graveyard,"
    " and nothing changes",
    "land_token_types.feature::Everywhere is colorless, but it could produce no colorless mana, so neither could"
    " Reflecting Pool",
    "one_land_refusal_controls.feature::Reflecting Pool whose only other land is a Forest can't be tapped for {R}",
    "paying_the_total_cost.feature::The colored part must still be paid with blue mana: colorless mana alone doesn't"
    " pay {1}{U}",
    "spent_not_left.feature::Mana chosen that can't pay Junkblade Bruiser's cost is refused, and nothing is spent",
    "whose_alternative_cost.feature::Bob's Fist of Suns offers no alternative cost for a card Alice casts this way, and"
    " nothing changes",
    "x_without_paying.feature::Endless One cast without paying its mana cost can't have X = 3, and nothing changes",
    # a mana ability refused midway through a payment, with the cast begun (602.5)
    "prohibited_activation.feature::While she casts Grizzly Bears, Alice can't pay with Llanowar Elves' mana ability"
    " either; with her Forest and Sol Ring she can",
    # an advance refused once it had gone through steps in search of one every turn skips (614.1b)
    "skipped_step.feature::With Eon Hub, no upkeep step comes: the game can't advance to one, and it advances to"
    " Alice's draw step instead",
    # an Aura spell refused for its target (CR 303.4a, 702.5a) after it was moved to the stack
    "aura_spells.feature::Overgrowth cast without a target is refused",
    "aura_spells.feature::Overgrowth cast targeting a creature, which its enchant ability doesn't allow, is refused",
}


_NO_ROLLBACK_CATCHES |= {  # CR-rules scenarios (features/rules/)
    "prohibition_proposal.feature::Under Brisela, Endless One proposed with X = 2, a spell of mana value 2, can't be"
    " cast, and nothing changes",
    "emerge_from.feature::Crabomination can't be cast with emerge from artifact by sacrificing Grizzly Bears, a"
    " creature but no artifact, but can by sacrificing Fellwar Stone",
    # casts refused after the card was moved to the stack (CR 601.2a): the refusal must return it (601.2, 730.1)
    "announcing_x.feature::Memnite has no X in its cost: Alice can't announce X = 2 for it",
    "defined_x.feature::Alice can't choose a value for Overwhelming Stampede's X: its text defines it",
    "emerge_total_cost.feature::Decimator of the Provinces cast for its mana cost has a total cost of {10}, and no"
    " creature is sacrificed",
    "flash_for_a_cost.feature::In Bob's main phase, Alice without the {2} more can't cast Ghitu Fire as though it had"
    " flash, and nothing changes",
    "modal_faces.feature::Skyclave Basilica, back face up, is a land and no creature: Lightning Bolt can't target it,"
    " and it taps for {W}",
    "optional_costs.feature::Bone Splinters' additional cost isn't optional: cast without sacrificing a creature, it"
    " is refused",
    "paying_with_mana_in_the_pool.feature::Alice can't pay Sol Ring's cost with {R} that isn't in her mana pool",
    # the refused continue_cast leaves the spell on the stack instead of back in hand (CR 601.2, 730.1)
    "replacement_order.feature::Control: with the order that makes {B}, the spell's {2} can't be paid",
    "proposal.feature::Counterspell proposed with a creature as its target is illegal: it goes back to Alice's hand",
    "dividing_damage.feature::A division that doesn't add up to Forked Bolt's 2 damage is refused",
    "dividing_damage.feature::A division that gives one of the two targets none of the damage is refused: each target"
    " must receive at least 1",
    "dividing_damage.feature::Forked Bolt can't target Grizzly Bears twice to divide its damage 1 and 1 on it: one word"
    ' "target" chooses it once',
    # a cost refused after part of it was paid (the offspring cost, a sacrifice) must give it back (730.1)
    "granted_ability_follows_permanent.feature::Bob can't pay an offspring cost for his Grizzly Bears: Alice's Zinnia"
    " gives offspring to the spells she casts only",
    "paying_a_chosen_sacrifice.feature::Grizzly Bears, chosen for emerge and then sacrificed to Ashnod's Altar while"
    " Decimator is paid for, can't be sacrificed for it: the cast is undone",
    "two_sacrifices.feature::Grizzly Bears named twice is not two creatures: Alice can't cast Bankrupt in Blood so,"
    " only with two different creatures",
    "hexproof.feature::Bob can't target Alice's untapped Illusion Spinners with Lightning Bolt, only another target",
}


_NO_ROLLBACK_CATCHES |= {  # refusals of the scenarios written for the mutation survivors (issue 28)
    "a_spell_cant_target_itself.feature::Bob's Chaoslace can't target itself, only another spell or a permanent: "
    "it turns Alice's Grizzly Bears red",
    "a_spell_cant_target_itself.feature::Bob's Counterspell can't target itself, only Alice's Grizzly Bears spell, "
    "which it counters",
    "alternative_cost_for_some_spells.feature::Grizzly Bears is no Zombie: Rooftop Storm's {0} isn't offered for "
    "it, and Alice pays its mana cost {1}{G}",
    "dividing_damage.feature::Forked Bolt can't target Bob twice to divide its damage 1 and 1 on him: one word "
    '"target" chooses a player once',
    "dividing_damage.feature::Arc Lightning cast with two targets and no division of its 3 damage announced is "
    "refused; announced 2 and 1, it destroys Grizzly Bears and Bob is at 19",
    "dividing_damage.feature::Lightning Bolt divides nothing among its targets: a cast announcing a division of "
    "its damage is refused",
    "no_flashback_cost.feature::Lightning Bolt, which Vohar lets Alice cast from her graveyard, can't be cast for "
    "a flashback cost it doesn't have, only for {R}",
    "offspring_creature_spells_only.feature::Alice can't pay an offspring cost for Lightning Bolt, an instant "
    "spell; she casts it without one",
    "paying_a_chosen_sacrifice.feature::Bankrupt in Blood cast with no creature sacrificed leaves its additional "
    "cost unpaid: the cast is refused, and with two creatures it is cast",
    "targeting_itself.feature::Alice's Counterspell can't target itself; targeting Bob's Lightning Bolt, it "
    "counters it",
}


_NO_ROLLBACK_CATCHES |= {  # the refused casts that decide 730.1 (review of 2026-12-07, part 1)
    "illegal_payment_reversed.feature::Overwhelming Stampede, cast tapping a Forest with {R} in the pool, can't be "
    "paid: it returns to Alice's hand and her {R} is hers to spend",
    "illegal_payment_reversed.feature::Bone Splinters, cast sacrificing Grizzly Bears and tapping a Forest, can't be "
    "paid its {B}: the sacrifice is canceled and Grizzly Bears is back",
    "target_words.feature::Forked Bolt's one word \"targets\" can't choose Grizzly Bears twice; Grizzly Bears and "
    "Llanowar Elves, 1 damage each, it can",
}


_NO_ROLLBACK_CATCHES |= {  # refusals of the second scenarios that decide 601.2d and 712.8f (issue 42, point 5)
    "dividing_damage.feature::Arc Lightning cast at Llanowar Elves and Grizzly Bears with no division announced is "
    "refused; announced 1 and 2, it destroys both",
    "modal_faces.feature::Skyclave Cleric, front face up, can't be tapped for {W} to pay for War Screecher: Alice pays "
    "with her Plains and Mountain",
    "casting_once_begun.feature::Under Brisela, Endless One proposed with X = 3, a spell of mana value 3, can't be "
    "cast, and nothing changes",
}


def test_the_corpus_catches_an_engine_that_never_rolls_back(run_corpus) -> None:
    """Exactly these (a new scenario that catches it is good news, to be added here): the set that
    `mtg-conformance run --engine tests.engines.broken:NeverRollsBack` fails too, when the harness it imports is this
    checkout's (the console script of an editable install imports the installed checkout's harness, wherever it runs,
    and takes the engine and the corpus from the working directory)."""
    report = run_corpus("tests.engines.broken:NeverRollsBack")
    assert failing(report) == _NO_ROLLBACK_CATCHES

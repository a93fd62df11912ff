"""The wrong engines of attacking a planeswalker (CR 506.2, 506.3, 506.4c, 508.1b, 509.1a, 510.1b) in
tests/engines/broken_planeswalker_attacks.py: each breaks one rule the way an engine author might, and the corpus fails
it on exactly the scenarios expected here, with status fail, among them one tagged with the rule it declares. Each
run is restricted (`-k`) to the planeswalker-attack features, for speed."""

from __future__ import annotations

import pytest

from .conftest import assert_caught_exactly

E = "tests.engines.broken_planeswalker_attacks:"
#: the `-k` expression every run is restricted to
SCOPE = "attacking_planeswalkers or damage_to_planeswalker or attacked_planeswalker_controller_blocks"
ATTACK = "attacking_planeswalkers.feature::"
DAMAGE = "damage_to_planeswalker.feature::"
DEFENDING = "attacked_planeswalker_controller_blocks.feature::"
#: engine -> the scenarios of its run that it fails, exactly
EXPECTED = {
    E + "AnyPermanentAttackable": {
        ATTACK + "Grizzly Bears can't attack Bob's Forest: only a player, a planeswalker or a battle can be "
        "attacked; they may then attack Bob",
        ATTACK + "Grizzly Bears can't attack Bob's Llanowar Elves: only a player, a planeswalker or a battle can be "
        "attacked; they may then attack Bob",
    },
    E + "PlaneswalkersNotAttackable": {
        ATTACK + "Grizzly Bears attack Bob's Jace Beleren: they are attacking Jace Beleren",
        ATTACK + "Grizzly Bears can't attack Alice's own Jace Beleren; they may then attack Bob's",
        DAMAGE + "Alice's Lightning Bolt puts the attacked Jace Beleren into Bob's graveyard: Grizzly Bears still "
        "attack, attacking nothing, and deal no combat damage",
        DAMAGE + "Bob declares no blockers, then Alice's Lightning Bolt puts the attacked Jace Beleren into Bob's "
        "graveyard: the unblocked Bears still attack and deal no combat damage",
        DAMAGE + "Control: Alice's Lightning Bolt to Bob while the Bears attack Jace Beleren: Jace stays attacked "
        "and loses 2 loyalty counters",
        DAMAGE + "The Bears attacking nothing after Jace Beleren left may still be blocked: Bob's Llanowar Elves "
        "block them and die",
        DAMAGE + "Unblocked Grizzly Bears attacking Bob's Jace Beleren remove 2 of its 3 loyalty counters; Bob's "
        "life stays 20",
        DEFENDING + "Bob blocks Grizzly Bears attacking his Jace Beleren with Llanowar Elves: the Elves die, Jace "
        "keeps 3 loyalty counters",
        DEFENDING + "Control: Bob declares no blockers: the Bears remove 2 of Jace Beleren's loyalty counters and "
        "the Elves live",
    },
    E + "PlaneswalkerDamageToItsController": {
        DAMAGE + "Control: Alice's Lightning Bolt to Bob while the Bears attack Jace Beleren: Jace stays attacked "
        "and loses 2 loyalty counters",
        DAMAGE + "Unblocked Grizzly Bears attacking Bob's Jace Beleren remove 2 of its 3 loyalty counters; Bob's "
        "life stays 20",
        DEFENDING + "Control: Bob declares no blockers: the Bears remove 2 of Jace Beleren's loyalty counters and "
        "the Elves live",
    },
    E + "RemovedPlaneswalkerDamageToPlayer": {
        DAMAGE + "Alice's Lightning Bolt puts the attacked Jace Beleren into Bob's graveyard: Grizzly Bears still "
        "attack, attacking nothing, and deal no combat damage",
        DAMAGE + "Bob declares no blockers, then Alice's Lightning Bolt puts the attacked Jace Beleren into Bob's "
        "graveyard: the unblocked Bears still attack and deal no combat damage",
    },
    E + "RemovedPlaneswalkerEndsItsAttack": {
        DAMAGE + "Alice's Lightning Bolt puts the attacked Jace Beleren into Bob's graveyard: Grizzly Bears still "
        "attack, attacking nothing, and deal no combat damage",
        DAMAGE + "Bob declares no blockers, then Alice's Lightning Bolt puts the attacked Jace Beleren into Bob's "
        "graveyard: the unblocked Bears still attack and deal no combat damage",
        DAMAGE + "The Bears attacking nothing after Jace Beleren left may still be blocked: Bob's Llanowar Elves "
        "block them and die",
    },
    E + "PlaneswalkerAttackersUnblockable": {
        DAMAGE + "The Bears attacking nothing after Jace Beleren left may still be blocked: Bob's Llanowar Elves "
        "block them and die",
        DEFENDING + "Bob blocks Grizzly Bears attacking his Jace Beleren with Llanowar Elves: the Elves die, Jace "
        "keeps 3 loyalty counters",
    },
}


@pytest.mark.parametrize("engine", sorted(EXPECTED))
def test_corpus_fails_planeswalker_attack_engine_on_exactly_the_expected_scenarios(run_corpus, engine: str) -> None:
    report = run_corpus(engine, "-k", SCOPE)
    assert_caught_exactly(report, engine, EXPECTED[engine])


def test_each_engine_is_caught_twice_at_least() -> None:
    assert all(len(caught) >= 2 for caught in EXPECTED.values())

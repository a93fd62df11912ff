"""The wrong engines of the combat cards of reference_engine/cards/combat_triggers.py (CR 506.5, 508.3f, 508.5,
508.5a, 508.6, 509.1c, 509.3d, 509.3g) in tests/engines/broken_combat_cards.py: each breaks one rule the way an
engine author might, and the corpus fails it on exactly the scenarios expected here, with status fail, among them
one tagged with the rule it declares. Each run is restricted (`-k`) to those cards' features, for speed."""

from __future__ import annotations

import pytest

from .conftest import assert_caught_exactly

E = "tests.engines.broken_combat_cards:"
#: the `-k` expression every run is restricted to
SCOPE = (
    "attacks_and_isnt_blocked or defending_player.feature or attacks_alone.feature or block_requirements"
    " or attacked_this_turn or becomes_blocked_by_a_creature"
)
UNBLOCKED = "attacks_and_isnt_blocked.feature::"
DEFENDING = "defending_player.feature::"
ALONE = "attacks_alone.feature::"
LURE = "block_requirements.feature::"
RAID = "attacked_this_turn.feature::"
BLOCKED_BY = "becomes_blocked_by_a_creature.feature::"
#: engine -> the scenarios of its run that it fails, exactly
EXPECTED: dict[str, set[str]] = {
    E + "UnblockedTriggersOnAttack": {
        DEFENDING + "Abyssal Nightstalker attacks Carol unblocked: Carol discards her Island, Bob keeps his",
        DEFENDING + "Carol, the defending player, chooses the card she discards from her hand",
        DEFENDING + "Control: Abyssal Nightstalker attacks Bob unblocked: Bob discards his Island, Carol keeps hers",
        UNBLOCKED + "Abyssal Nightstalker's ability doesn't trigger as it is declared as an attacker",
        UNBLOCKED + "Bob blocks Abyssal Nightstalker in the declare blockers step: Bob keeps his Island through the "
        "end of combat",
        UNBLOCKED + "Bob blocks Abyssal Nightstalker with Llanowar Elves: nothing triggers and Bob keeps his Island",
        UNBLOCKED + "Bob declares no blockers: Abyssal Nightstalker's ability triggers and Bob discards his Island",
        UNBLOCKED + "Control: Bob blocks Grizzly Bears, not Abyssal Nightstalker: its ability triggers and Bob "
        "discards",
    },
    E + "UnblockedIgnoresBlockers": {
        UNBLOCKED + "Bob blocks Abyssal Nightstalker in the declare blockers step: Bob keeps his Island through the "
        "end of combat",
        UNBLOCKED + "Bob blocks Abyssal Nightstalker with Llanowar Elves: nothing triggers and Bob keeps his Island",
    },
    E + "DefendingPlayerIsNextOpponent": {
        DEFENDING + "Abyssal Nightstalker attacks Carol unblocked: Carol discards her Island, Bob keeps his",
        DEFENDING + "Carol, the defending player, chooses the card she discards from her hand",
    },
    E + "EachAttackerAttacksAlone": {
        ALONE + "Akrasan Squire and Grizzly Bears attack together: neither attacks alone, nothing triggers",
        ALONE + "Grizzly Bears and Llanowar Elves attack together: neither attacks alone, nothing triggers",
    },
    E + "BlockRequirementsIgnored": {
        LURE + "Bob declares no blockers though Walking Corpse and War Screecher could block Grizzly Bears: refused",
        LURE + "Walking Corpse alone blocks Grizzly Bears, War Screecher staying out: refused",
        LURE + "War Screecher blocks Grizzly Bears and Walking Corpse blocks Llanowar Elves: refused",
    },
    E + "LureNeedsOneBlocker": {
        LURE + "Walking Corpse alone blocks Grizzly Bears, War Screecher staying out: refused",
        LURE + "War Screecher blocks Grizzly Bears and Walking Corpse blocks Llanowar Elves: refused",
    },
    E + "AttackedMeansAttacking": {
        RAID + "Grizzly Bears attacked and War Screecher blocked it: after combat Alice has still attacked, and the "
        "raid ability triggers",
        RAID + "Grizzly Bears attacked Bob unblocked: Mardu Heart-Piercer's raid ability triggers after combat and "
        "deals 2 damage to Bob",
    },
    E + "BlockedByTriggersOnce": {
        BLOCKED_BY + "Two War Screechers block Flailing Drake: after the first triggered ability resolves, the second "
        "is still on the stack",
        BLOCKED_BY + "Two War Screechers block Flailing Drake: its ability triggers twice, each War Screecher gets "
        "+1/+1",
    },
}


@pytest.mark.parametrize("engine", sorted(EXPECTED))
def test_corpus_fails_combat_card_engine_on_exactly_the_expected_scenarios(run_corpus, engine: str) -> None:
    report = run_corpus(engine, "-k", SCOPE)
    assert_caught_exactly(report, engine, EXPECTED[engine])


def test_each_engine_is_caught_twice_at_least() -> None:
    assert all(len(caught) >= 2 for caught in EXPECTED.values())

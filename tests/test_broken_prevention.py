"""The wrong engines of prevention effects (CR 615) in tests/engines/broken_prevention.py: each breaks one rule the way
an engine author might, and the corpus fails it on exactly the scenarios expected here, with status fail, among them
one tagged with the rule it declares. Each run is restricted (`-k`) to the features of CR 615, for speed."""

from __future__ import annotations

import pytest

from .conftest import assert_caught_exactly

E = "tests.engines.broken_prevention:"
SCOPE = (
    "prevention_shields or shield_duration or static_prevention or unpreventable_damage or prevented_damage_never_dealt"
    " or additional_effect or prevention_not_retroactive or chosen_source or each_creature_shields"
    " or prevention_effects_say_prevent"
)
SHIELDS = "prevention_shields.feature::"
DURATION = "shield_duration.feature::"
STATIC = "static_prevention.feature::"
UNPREVENTABLE = "unpreventable_damage.feature::"
NEVER_DEALT = "prevented_damage_never_dealt.feature::"
ADDITIONAL = "additional_effect.feature::"
NOT_RETROACTIVE = "prevention_not_retroactive.feature::"
CHOSEN = "chosen_source.feature::"
EACH = "each_creature_shields.feature::"
SAY_PREVENT = "prevention_effects_say_prevent.feature::"
#: engine -> the scenarios of its run that it fails, exactly
EXPECTED: dict[str, set[str]] = {
    E + "ShieldUsedUpAtOnce": {
        SHIELDS + "Mending Hands' shield around Bob prevents all 3 damage of a Lightning Bolt, then 1 of a "
        "second Bolt's 3",
        SHIELDS + "The shield counts damage, not events: 1 from Prodigal Pyromancer and 3 from Lightning Bolt "
        "use up all 4",
    },
    E + "ShieldPreventsWholeEvent": {
        NEVER_DEALT + "Samite Healer's shield around Bob prevents 1 of Felidar Sovereign's 4 damage: Alice "
        "gains 3 life",
        NOT_RETROACTIVE + "Samite Healer's ability activated in response to Lightning Bolt resolves first: its "
        "shield prevents 1 of the Bolt's 3 damage",
        SHIELDS + "Mending Hands' shield around Bob prevents all 3 damage of a Lightning Bolt, then 1 of a "
        "second Bolt's 3",
        SHIELDS + "Samite Healer's 1-damage shield around Bob prevents 1 of Lightning Bolt's 3 damage: the "
        "other 2 are dealt",
        DURATION + "Control: the shield Samite Healer makes in Alice's main phase still prevents 1 damage in "
        "her end step",
    },
    E + "ShieldOutlivesItsTurn": {
        DURATION + "Mending Hands' unused shield around Bob ends with Alice's turn: in Bob's turn her "
        "Lightning Bolt deals 3",
        DURATION + "Samite Healer's unused shield around Bob ends with Alice's turn: in Bob's turn her "
        "Lightning Bolt deals 3",
    },
    E + "StaticPreventionUsedUp": {
        STATIC + "With Urza's Armor, each of two Lightning Bolts deals Bob 2 damage",
        STATIC + "With Urza's Armor, two unblocked Grizzly Bears deal Bob 1 damage each, at the same time",
    },
    E + "UnpreventableDamagePrevented": {
        UNPREVENTABLE + "After Stomp, Mending Hands' shield around Bob prevents nothing: Stomp deals him 2 "
        "damage and a Lightning Bolt 3",
        UNPREVENTABLE + "Hallow on the Stomp spell prevents none of its damage to Bob: he takes 2 and gains no life",
        UNPREVENTABLE + "Stomp deals its 2 damage to Bob through Samite Healer's shield around him",
    },
    E + "LifelinkCountsPreventedDamage": {
        NEVER_DEALT + "Mending Hands' shield around Bob prevents all 4 of Felidar Sovereign's combat damage: "
        "Alice gains no life",
        NEVER_DEALT + "Samite Healer's shield around Bob prevents 1 of Felidar Sovereign's 4 damage: Alice "
        "gains 3 life",
    },
    E + "GainsTheDamageDealt": {
        ADDITIONAL + "Hallow on Alice's Lightning Bolt aimed at Bob's Samite Healer: the Healer survives, and "
        "Bob gains 3 life",
        ADDITIONAL + "Hallow on Alice's Lightning Bolt aimed at Bob: the Bolt deals him nothing, and he gains 3 life",
        UNPREVENTABLE + "Control: Hallow on a Lightning Bolt spell prevents its 3 damage to Bob, who gains 3 life",
        UNPREVENTABLE + "Hallow on the Stomp spell prevents none of its damage to Bob: he takes 2 and gains no life",
    },
    E + "ShieldsGoBackInTime": {
        NOT_RETROACTIVE + "Mending Hands cast after a Lightning Bolt resolved gives Bob back none of its 3 "
        "damage; it prevents a second Bolt's",
        NOT_RETROACTIVE + "Samite Healer's shield made after Lightning Bolt resolved gives Bob back none of "
        "it; it prevents Prodigal Pyromancer's 1 damage next",
    },
    E + "AnySourceWithTheQuality": {
        CHOSEN + "The Circle, choosing Prodigal Pyromancer, prevents none of the Lightning Bolt's damage, and "
        "then the Pyromancer's 1",
        CHOSEN + "The Circle, choosing the Lightning Bolt spell, prevents none of Prodigal Pyromancer's 1 "
        "damage that comes first",
    },
    E + "ChosenSourceNotRechecked": {
        CHOSEN + "Prodigal Pyromancer, chosen for the Circle and made white by Purelace, deals its 1 damage to Bob",
        CHOSEN + "The Lightning Bolt spell, chosen for the Circle and made white by Purelace, deals its 3 "
        "damage to Bob",
    },
    E + "ShieldsForLaterCreatures": {
        EACH + "Llanowar Elves cast after Kitsune Palliator's ability resolved has no shield: Prodigal "
        "Pyromancer's 1 damage destroys it",
        EACH + "Watchwolf cast after Kitsune Palliator's ability resolved has no shield: Lightning Bolt's 3 "
        "damage destroys it",
    },
    E + "RegenerationIsPrevention": {
        SAY_PREVENT + "After Stomp, damage can't be prevented, and Lightning Bolt's 3 damage to River Boa with "
        "a regeneration shield still lets it regenerate",
        SAY_PREVENT + "Stomp deals 2 damage to River Boa with a regeneration shield: the damage can't be "
        "prevented, and the Boa regenerates",
    },
}


@pytest.mark.parametrize("engine", sorted(EXPECTED))
def test_corpus_fails_prevention_engine_on_exactly_the_expected_scenarios(run_corpus, engine: str) -> None:
    report = run_corpus(engine, "-k", SCOPE)
    assert_caught_exactly(report, engine, EXPECTED[engine])


def test_each_engine_is_caught_twice_at_least() -> None:
    assert all(len(caught) >= 2 for caught in EXPECTED.values())

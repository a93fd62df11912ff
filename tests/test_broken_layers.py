"""The wrong engines of the layer system and of continuous effects (CR 611, 613; tests/engines/broken_layers.py):
each misreads the layer order, a timestamp, a dependency, a duration or copiable values the way an engine author
might, and the corpus fails it on exactly the scenarios expected here, with status fail, among them one tagged with
the rule it declares. Each run is restricted (`-k`) to the features that catch it, for speed."""

from __future__ import annotations

import pytest

from .conftest import assert_caught_exactly

M = "tests.engines.broken_layers:"
SUBLAYERS = "sublayers.feature::"
SWITCHING = "switching.feature::"
ABILITIES = "ability_timestamps.feature::"
COLOURS = "colour_timestamps.feature::"
DEPENDENCY = "dependency.feature::"
LAYERS = "layers.feature::"
COPIES = "copiable_values.feature::"
NO_DURATION = "no_duration_stated.feature::"
SOURCE_LEAVES = "static_source_leaves.feature::"
VARIABLE = "variable_determined_once.feature::"
DEFINED = "characteristic_defining_ability.feature::"
#: engine -> the `-k` expression its run is restricted to
SCOPES = {
    M + "SetOverridesEarlierPumps": "sublayers or ability_timestamps or colour_timestamps",
    M + "SwitchBeforeModifying": "switching or sublayers",
    M + "AbilityRemovalFirst": "ability_timestamps or sublayers",
    M + "StaticEffectsFirst": "ability_timestamps",
    M + "TimestampFromTheCard": "ability_timestamps",
    M + "EffectTimestampWhenCast": "ability_timestamps or sublayers",
    M + "NoDependency": "dependency",
    M + "FirstColourSticks": "colour_timestamps or sublayers",
    M + "PowerToughnessBeforeColour": "colour_timestamps",
    M + "AbilitiesBeforeTypes": "dependency or (613 and layers)",
    M + "NoDurationEndsWithTheTurn": "no_duration_stated or until_end_of_turn",
    M + "StaticEffectOutlivesSource": "static_source_leaves",
    M + "CopyTakesCurrentCharacteristics": "copiable_values",
    M + "VariableFixedAsCast": "variable_determined_once",
    M + "DefinedPowerToughnessLast": "characteristic_defining_ability",
}
#: engine -> the scenarios of its run that it fails, exactly
EXPECTED: dict[str, set[str]] = {
    M + "SetOverridesEarlierPumps": {
        ABILITIES + "Control: Turn to Frog on Grizzly Bears enchanted by Angelic Destiny: the later loss of all "
        "abilities takes flying away, but Destiny's +4/+4 still applies in 7c: the Frog is 5/5",
        COLOURS + "Turn to Frog makes Grizzly Bears blue in layer 5 and sets its 1/1 in 7b: Gauntlet of Power (blue) "
        "gives the blue Frog +1/+1 in 7c, so it is 2/2",
        SUBLAYERS + "Giant Growth resolves first, then Turn to Frog: the Frog's 1/1 is set in 7b and Growth's "
        "earlier +3/+3 still applies in 7c, so Grizzly Bears is a blue 4/4",
        SUBLAYERS + "Turn to Frog on Grizzly Bears equipped with Bonesplitter: Bonesplitter's +2/+0, though older, "
        "modifies the Frog's 1/1 in 7c, so it is 3/1",
    },
    M + "SwitchBeforeModifying": {
        SWITCHING + "About Face switches Grizzly Bears equipped with Bonesplitter, a 4/2, to 2/4: the switch takes "
        "the +2/+0 into account",
        SWITCHING + "Shivan Dragon's +1/+0, created after About Face switched it, still applies before the switch: "
        "the Dragon is 5/6, not 6/5",
    },
    M + "AbilityRemovalFirst": {
        ABILITIES + "Bob casts Turn to Frog and Alice responds with Jump: Jump resolves first, so the loss of all "
        "abilities is the later effect and Grizzly Bears doesn't fly",
        ABILITIES + "Control: Turn to Frog on Grizzly Bears enchanted by Angelic Destiny: the later loss of all "
        "abilities takes flying away, but Destiny's +4/+4 still applies in 7c: the Frog is 5/5",
        ABILITIES + "Jump resolves after Turn to Frog: the flying it gives is later than the loss of all abilities, "
        "so the Frog flies",
        ABILITIES + "Jump resolves before Turn to Frog: the later loss of all abilities takes the flying away",
        ABILITIES + "Turn to Frog's effect is later than Fervor's: Grizzly Bears loses the haste Fervor gives it",
    },
    M + "StaticEffectsFirst": {
        ABILITIES + "Angelic Destiny enters enchanting the Frog after Turn to Frog resolved: its effect is later, so "
        "the Frog has flying and first strike, and is 5/5",
        ABILITIES + "Fervor enters after Turn to Frog resolved: its effect has Fervor's later timestamp, so the Frog "
        "has haste",
    },
    M + "TimestampFromTheCard": {
        ABILITIES + "Angelic Destiny enters enchanting the Frog after Turn to Frog resolved: its effect is later, so "
        "the Frog has flying and first strike, and is 5/5",
        ABILITIES + "Fervor enters after Turn to Frog resolved: its effect has Fervor's later timestamp, so the Frog "
        "has haste",
    },
    M + "EffectTimestampWhenCast": {
        ABILITIES + "Alice casts Jump and Bob responds with Turn to Frog: Jump's effect is created last, as Jump "
        "resolves, so Grizzly Bears flies although Jump was cast first",
        ABILITIES + "Bob casts Turn to Frog and Alice responds with Jump: Jump resolves first, so the loss of all "
        "abilities is the later effect and Grizzly Bears doesn't fly",
    },
    M + "NoDependency": {
        DEPENDENCY + "Bob's Turn to Frog on Alice's Lord of Atlantis: Bob's Emry, a Merfolk the Lord gave +1/+1 and "
        "islandwalk, loses them",
        DEPENDENCY + "Turn to Frog on Lord of Atlantis: Vohar loses the +1/+1 and islandwalk the Lord gave it, "
        "though the Lord's effect is earlier",
    },
    M + "FirstColourSticks": {
        COLOURS + "Chaoslace, then Purelace: the later effect wins, Grizzly Bears is white",
        COLOURS + "Control: Purelace, then Chaoslace: Grizzly Bears is red",
        COLOURS + "Purelace makes Grizzly Bears white, so Gauntlet of Power (white) gives it +1/+1; Chaoslace makes "
        "it red, and it is 2/2 again",
    },
    M + "PowerToughnessBeforeColour": {
        COLOURS + "Purelace makes Grizzly Bears white, so Gauntlet of Power (white) gives it +1/+1; Chaoslace makes "
        "it red, and it is 2/2 again",
        COLOURS + "Turn to Frog makes Grizzly Bears blue in layer 5 and sets its 1/1 in 7b: Gauntlet of Power (blue) "
        "gives the blue Frog +1/+1 in 7c, so it is 2/2",
    },
    M + "AbilitiesBeforeTypes": {
        DEPENDENCY + "Turn to Frog on Vohar: it is a Frog, no longer a Merfolk, so the Lord, which keeps its "
        "abilities, gives it nothing: Vohar is 1/1 without islandwalk",
        LAYERS + "While the ability that animates Mutavault is on the stack, it is no creature and has no haste from "
        "Fervor; once it resolves, the creature it became has haste",
    },
    M + "NoDurationEndsWithTheTurn": {
        NO_DURATION + "Grizzly Bears that Alice's Purelace made white is still white in the next turn",
        NO_DURATION + "Grizzly Bears that Bob's Chaoslace made red is still red in the next turn",
    },
    M + "StaticEffectOutlivesSource": {
        SOURCE_LEAVES + "Bob's Shatter destroys Bonesplitter: the Grizzly Bears it equipped is 2/2 again at once",
        SOURCE_LEAVES + "Bob's Shatter destroys Gauntlet of Power (green): Alice's Grizzly Bears is 2/2 again at once",
    },
    M + "CopyTakesCurrentCharacteristics": {
        COPIES + "Cackling Counterpart copies Grizzly Bears that Giant Growth made 5/5: the token is a 2/2",
        COPIES + "Cackling Counterpart copies Grizzly Bears turned into a blue 1/1 Frog: the token is a green 2/2",
    },
    M + "VariableFixedAsCast": {
        VARIABLE + "Bob's Giant Growth makes Alice's Grizzly Bears 5/5 while Stampede is on the stack: X is 5 as "
        "Stampede resolves, the Bears are 10/10 and the Elves 6/6",
        VARIABLE + "Bob's Lightning Bolt kills Grizzly Bears while Stampede is on the stack: X is 1 as Stampede "
        "resolves, and the Elves are 2/2",
    },
    M + "DefinedPowerToughnessLast": {
        DEFINED + "Giant Growth's +3/+3 applies to the 2/2 Eluge's ability defines: Eluge is 5/5",
        DEFINED + "Scar's -1/-1 counter modifies in 7c the 2/2 Eluge's ability defines in 7a: Eluge is 1/1",
    },
}


@pytest.mark.parametrize("engine", sorted(EXPECTED))
def test_corpus_fails_layer_engine_on_exactly_the_expected_scenarios(run_corpus, engine: str) -> None:
    report = run_corpus(engine, "-k", SCOPES[engine])
    assert_caught_exactly(report, engine, EXPECTED[engine])


def test_each_layer_engine_is_caught_twice() -> None:
    assert all(len(caught) >= 2 for caught in EXPECTED.values())

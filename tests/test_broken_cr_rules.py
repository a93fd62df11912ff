"""The CR-rules scenarios (features/rules/) catch engines broken in the rules they cover, each on at least two
scenarios, and on exactly the expected ones."""

from __future__ import annotations

import pytest

from .conftest import failing

PHYREXIAN = "phyrexian_mana_value.feature::"
DEFINED_X = "defined_x.feature::"
EXPECTED = {
    "tests.engines.broken_cr_rules:PhyrexianCountsTwo": {
        PHYREXIAN + "Dismember and Lightning Bolt both have mana value 3 or less: Alice can't choose them together",
        PHYREXIAN + "Dismember, mana value 3, is the card with mana value 3 or less that Alice chooses with Serra"
        " Angel",
    },
    "tests.engines.broken_cr_rules:DefinedXIsZero": {
        DEFINED_X + "Grizzly Bears destroyed while Overwhelming Stampede is on the stack: X is 1 as it resolves",
        DEFINED_X + "Overwhelming Stampede gives each of Alice's creatures +2/+2: Grizzly Bears' power is the greatest",
    },
    "tests.engines.broken_cr_rules:NoFlash": {
        "emry_permission.feature::An artifact card with flash can be cast this way during an opponent's turn",
        "flash_timing_controls.feature::With Shimmer Myr, the artifact card Emry chose can be cast during an opponent's"
        " turn",
        "flash.feature::In Bob's main phase, Alice holding priority casts Shimmer Myr, which has flash",
        "conditional_flash.feature::In Bob's main phase, Alice, who controls a Faerie, casts Illusion Spinners as"
        " though it had flash",
        "casting_once_begun.feature::In Bob's turn, Alice begins to cast Illusion Spinners as though it had flash and"
        " sacrifices her only Faerie to Ashnod's Altar to pay for it: the spell is cast",
        "casting_once_begun.feature::In Bob's turn, Illusion Spinners, cast as though it had flash while its Faerie"
        " was sacrificed to pay for it, resolves onto the battlefield",
        "flash_by_quality_choice.feature::In Bob's main phase, Alice, who controls Hypersonic Dragon, casts "
        "Lovestruck Beast as its sorcery Adventure Heart's Desire",
        "flash_for_a_bestowed_aura.feature::In Bob's main phase, Alice, who controls Sigarda's Aid, casts Nyxborn "
        "Rollicker bestowed on her Grizzly Bears, which get +1/+1",
        "flash_for_a_bestowed_aura.feature::Bob's Lightning Bolt kills the Grizzly Bears the bestowed Nyxborn "
        "Rollicker enchants: the Rollicker stays on the battlefield as a 1/1 creature",
        "flash_for_a_bestowed_aura.feature::Alice casts Nyxborn Rollicker bestowed in Bob's main phase; Bob's "
        "Lightning Bolt kills its target first, and it resolves as a 1/1 creature",
        # Snapcaster Mage, cast with flash while the haunt ability is on the stack (its -k "flash" matches "flashback")
        "haunt_card_gone.feature::Alice casts Seize the Soul again by the flashback Snapcaster Mage gives it before its"
        " haunt ability resolves: the card, exiled by flashback, haunts nothing, and the Grizzly Bears targeted dies "
        "triggering nothing",
        # no flash timing at all: in Bob's turn Alice can't cast the spells Hypersonic Dragon and Shimmer Myr let her
        "as_though.feature::Hypersonic Dragon lets Alice cast Divination in Bob's turn as though it had flash, yet"
        " Divination, in her hand and on the stack, has no flash",
        "as_though.feature::Shimmer Myr lets Alice cast Sol Ring in Bob's turn as though it had flash, yet Sol Ring has"
        " no flash, on the stack or on the battlefield",
        "as_though.feature::Control: Shimmer Myr, in Alice's hand, has flash of its own, and she casts it in Bob's"
        " turn",
    },
}
SCOPE = "phyrexian_mana_value or defined_x or flash"


@pytest.mark.parametrize("engine", sorted(EXPECTED))
def test_corpus_fails_broken_engine_on_exactly_the_expected_scenarios(run_corpus, engine: str) -> None:
    report = run_corpus(engine, "-k", SCOPE)
    assert report["engine"]["name"] != "reference"
    assert failing(report) == EXPECTED[engine]
    assert all(s["status"] == "fail" for s in report["scenarios"] if s["status"] != "pass")

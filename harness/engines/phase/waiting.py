"""Every waiting state of phase (its `WaitingFor` variants) and how the adapter reads it: as no choice (priority,
the end of the game, a cast stopped at its payment, the declaration of attackers or blockers, which the protocol
makes with its own actions and not as a choice), as one of the protocol's pending choices, or as
`unsupported` naming the state and the rule its choice comes from. A state phase has that this table doesn't name
(a newer phase) is `unsupported` by name too; `installed_states` lists the states of the phase installed, from
phase's own types, so a test can hold the table against it."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from harness.engines.phase.vocabulary import TARGET_PROMPTS, PhaseUnsupported

NO_CHOICE = ("Priority", "GameOver", "ManaPayment", "DeclareAttackers", "DeclareBlockers")


@dataclass(frozen=True)
class Reading:
    """A state the adapter reads as a protocol pending choice of `kind` (docs/adapters.md), from `rule`."""

    kind: str
    rule: str


#: states read as pending choices; `pending_choice` builds each from phase's data
READ = {
    **{state: Reading("choose_targets", "603.3d") for state in TARGET_PROMPTS},
    "OrderTriggers": Reading("order_triggers", "603.3b"),
    "ChooseLegend": Reading("keep_legend", "704.5j"),
    "DiscardToHandSize": Reading("discard", "514.1"),
    "AssignCombatDamage": Reading("assign_combat_damage", "510.1c"),
    # cards chosen while a spell or ability resolves, read from the list of card ids phase offers
    **{
        state: Reading("choose_cards", "608.2d")
        for state in (
            "DigChoice",
            "RevealChoice",
            "SearchChoice",
            "ChooseFromZoneChoice",
            "DiscardChoice",
            "EffectZoneChoice",
        )
    },
}

#: states the adapter can't read as a protocol choice, each with the rule its choice comes from (or "")
UNREAD = {
    "ResolveAllConsent": "",
    "ResolveAllReady": "",
    "MeldPairChoice": "701.37a",
    "MeldAttackTargetChoice": "508.1b",
    "EntryAttackTargetChoice": "508.4",
    "MulliganDecision": "103.5",
    "OpeningHandBottomCards": "103.5",
    "ManaSourceSelection": "601.2g",
    "AssistChoosePlayer": "702.132a",
    "AssistPayment": "702.132a",
    "ChooseXValue": "107.3a",
    "UntapChoice": "502.3",
    "ChooseUntapSubset": "502.3",
    "ExertChoice": "701.39a",
    "EnlistChoice": "702.154a",
    "ReplacementChoice": "616.1",
    "EntryControllerChoice": "614.12",
    "CopyTargetChoice": "707.10c",
    "ExploreChoice": "701.40a",
    "ReturnAsAuraTarget": "303.4f",
    "EquipTarget": "702.6a",
    "CrewVehicle": "702.122a",
    "StationTarget": "",
    "SaddleMount": "702.171a",
    "ScryChoice": "701.18a",
    "RippleRevealChoice": "702.60a",
    "RippleBottomOrder": "702.60a",
    "RevealUntilBottomOrder": "401.4",
    "ArrangePlanarDeckTopChoice": "901.3",
    "RedistributeLifeTotals": "",
    "CoinFlipKeepChoice": "705.1",
    "DieKeepChoice": "706.1",
    "DigRestSplitChoice": "608.2d",
    "SurveilChoice": "701.42a",
    "SearchPartitionChoice": "701.19a",
    "OutsideGameChoice": "400.11",
    "BeholdChoice": "",
    "EmpowerJaceChoice": "",
    "ChooseOneOfBranch": "608.2d",
    "ConniveDiscard": "701.47a",
    "DrawnThisTurnTopdeckChoice": "608.2d",
    "LearnChoice": "701.45a",
    "ManifestDreadChoice": "701.60a",
    "BetweenGamesSideboard": "",
    "BetweenGamesChoosePlayDraw": "103.1",
    "NamedChoice": "608.2d",
    "OpponentGuess": "608.2d",
    "SpellbookDraft": "",
    "DamageSourceChoice": "609.7a",
    "ModeChoice": "700.2a",
    "OptionalCostChoice": "601.2b",
    "ChooseGiftRecipient": "702.174a",
    "SpliceOffer": "702.47a",
    "DefilerPayment": "",
    "OrderCostReductions": "601.2f",
    "CastOffer": "608.2d",
    "ModalFaceChoice": "712.12",
    "AlternativeCastChoice": "601.2b",
    "MutateMergeChoice": "702.140b",
    "CipherEncodeChoice": "702.99a",
    "CastingVariantChoice": "601.2b",
    "ChoosePermanentTypeSlot": "",
    "AbilityModeChoice": "700.2a",
    "OptionalEffectChoice": "608.2d",
    "ResolutionOptionalPaymentChoice": "608.2g",
    "PairChoice": "702.95a",
    "TributeChoice": "702.104a",
    "MiracleReveal": "702.94a",
    "OpponentMayChoice": "608.2d",
    "LoopShortcut": "729.2",
    "RespondToShortcut": "729.2",
    "PrecastCopyShortcutOffer": "729.2",
    "RespondToPrecastCopyShortcut": "729.2",
    "UnlessPayment": "608.2g",
    "UnlessPaymentChooseCost": "608.2g",
    "WardDiscardChoice": "702.21a",
    "WardSacrificeChoice": "702.21a",
    "UnlessBounceChoice": "608.2g",
    "ChooseRingBearer": "701.52a",
    "ChooseRoomDoor": "709.5",
    "ChooseDungeon": "701.46a",
    "ChooseDungeonRoom": "309.5",
    "SpecializeColor": "",
    "PayCost": "601.2h",
    "ActivationCostOneOfChoice": "602.2b",
    "CostTypeChoice": "601.2b",
    "BlightChoice": "",
    "PayManaAbilityMana": "605.3b",
    "ChooseManaColor": "106.1a",
    "CollectEvidenceChoice": "701.57a",
    "HarmonizeTapChoice": "",
    "RevealUntilKeptChoice": "608.2d",
    "RepeatDecision": "608.2c",
    "TopOrBottomChoice": "608.2d",
    "PopulateChoice": "701.30a",
    "ClashChooseOpponent": "701.23a",
    "ChooseFromZoneOpponentChooser": "608.2d",
    "ChooseAnnouncingOpponent": "",
    "ClashCardPlacement": "701.23a",
    "VoteChoice": "701.32a",
    "SeparatePilesChooseOpponent": "700.3",
    "SeparatePilesPartition": "700.3",
    "SeparatePilesChoice": "700.3",
    "CompanionReveal": "702.139a",
    "CommanderZoneChoice": "903.9a",
    "BattleProtectorChoice": "310.8",
    "ProliferateChoice": "701.27a",
    "TimeTravelChoice": "701.54a",
    "ChooseObjectsSelection": "608.2d",
    "CategoryChoice": "608.2d",
    "EachPlayerCopyChosenSelection": "608.2d",
    "KeepWithinTotalPowerChoice": "608.2d",
    "KeepExactPermanentsChoice": "608.2d",
    "CopyRetarget": "707.10c",
    "AssignBlockerDamage": "510.1d",
    "DistributeAmong": "601.2d",
    "MoveCountersDistribution": "608.2d",
    "RemoveCountersChoice": "608.2d",
    "PayAmountChoice": "608.2d",
    "RetargetChoice": "115.7",
    "CombatTaxPayment": "508.1h",
    "PhyrexianPayment": "107.4f",
}

_UNKNOWN_VARIANT = re.compile(r"unknown variant `[^`]*`, expected one of (.*)")


def unread(state: str | None) -> PhaseUnsupported:
    """The `unsupported` answer for a state the adapter doesn't read, naming it and the rule of its choice."""
    rule = UNREAD.get(str(state), "")
    known = "" if state in UNREAD else " (a state this adapter's table doesn't name: a newer phase?)"
    why = f" (its choice is under CR {rule})" if rule else ""
    return PhaseUnsupported(f"pending choice: the adapter can't read phase's {state} prompt{why}{known}")


def reading(state: str | None) -> Reading | None:
    """How the adapter reads `state`: None for no choice; `unsupported` (naming it) for a state it can't read."""
    if state is None or state in NO_CHOICE:
        return None
    if state in READ:
        return READ[state]
    raise unread(state)


def installed_states(load: Callable[[dict[str, Any]], Any], exported: dict[str, Any]) -> list[str]:
    """The waiting states of the installed phase, from its own types: a game state (`exported`, as `Game.state()`
    gives it) reloaded with a state no phase has, whose refusal lists those it has."""
    state = json.loads(json.dumps(exported))
    state["state"]["waiting_for"] = {"type": "NoSuchWaitingState", "data": {}}
    try:
        load(state)
    except Exception as exc:  # phase's binding raises ValueError; any refusal carries the list
        found = _UNKNOWN_VARIANT.search(str(exc))
        if found:
            return re.findall(r"`([^`]+)`", found.group(1))
        raise
    raise AssertionError("phase loaded a game waiting for a state it doesn't have")

"""Every waiting state of phase read (issue 47, point 1): the states of the installed phase-python, listed from its
own types, are each in the adapter's table (`harness.engines.phase.waiting`), and the adapter's `pending_choice`
goes through each: no choice, a protocol pending choice, or `unsupported` naming the state and its rule. The
legend rule's `ChooseLegend` is read and answered end to end."""

from __future__ import annotations

import json
from typing import Any

import pytest

phase = pytest.importorskip("phase", reason="phase-python is not installed (pip install 'mtg-conformance[phase]')")

from harness.engines.phase import PhaseAdapter  # noqa: E402
from harness.engines.phase.observe import QUERIES  # noqa: E402
from harness.engines.phase.vocabulary import PhaseUnsupported  # noqa: E402
from harness.engines.phase.waiting import NO_CHOICE, READ, UNREAD, installed_states  # noqa: E402
from harness.paths import ROOT  # noqa: E402

from .conftest import failing  # noqa: E402

#: phase's data for the states read as choices, as phase gives them (object ids 6 and 8, seat 0)
SAMPLES: dict[str, dict[str, Any]] = {
    "choose_targets": {"player": 0, "selection": {"current_legal_targets": [{"Object": 6}, {"Player": 1}]}},
    "order_triggers": {"player": 0, "triggers": [{"source_id": 6}, {"source_id": 8}]},
    "keep_legend": {"player": 0, "legend_name": "Emry, Lurker of the Loch", "candidates": [6, 8]},
    "choose_cards": {"player": 0, "cards": [6, 8]},
    "discard": {"player": 0, "cards": [6, 8], "count": 1},
    "assign_combat_damage": {
        "player": 0, "attacker_id": 6, "total_damage": 4, "blockers": [{"blocker_id": 8, "lethal_minimum": 2}],
        "trample": "Standard", "attack_target": {"type": "Player", "data": 1},
    },
}  # fmt: skip
OPTIONS = {"choose_targets": ["six", "Bob"], "assign_combat_damage": ["eight", "Bob"]}
EXTRA = {"assign_combat_damage": {"source": "six", "max": 4}}  # what a choice says besides its options


class Waiting:
    """A stand-in for the adapter's game, waiting for one state."""

    def __init__(self, state: str, data: dict[str, Any]) -> None:
        self.state, self.data = state, data

    def waiting(self) -> dict[str, Any]:
        return {"type": self.state, "data": self.data}

    def name_of_seat(self, seat: int | None) -> str | None:
        return {0: "Alice", 1: "Bob"}.get(seat or 0)

    def name_of(self, oid: int | None) -> str:
        return {6: "six", 8: "eight"}.get(oid or 0, "?")


@pytest.fixture(scope="module")
def installed() -> list[str]:
    adapter = PhaseAdapter()
    adapter.load(json.loads((ROOT / "features/fixtures/rules/704/emry-on-battlefield-emry-in-hand.json").read_text()))
    return installed_states(adapter.engine.load_game, adapter.game.state())


def test_every_state_of_the_installed_phase_is_in_the_table(installed: list[str]) -> None:
    assert len(installed) > 100 and "ChooseLegend" in installed and "Priority" in installed
    assert not set(READ) & set(UNREAD), "a state is read one way"
    assert [s for s in installed if s not in {*NO_CHOICE, *READ, *UNREAD}] == []


@pytest.mark.parametrize("state", [*NO_CHOICE, *READ, *UNREAD, "SomeNewerState"])
def test_pending_choice_goes_through_each_state(state: str) -> None:
    query = QUERIES["pending_choice"]
    if state in NO_CHOICE:
        assert query(Waiting(state, {"player": 0}), {}) is None
    elif state in READ:
        kind = READ[state].kind
        choice = query(Waiting(state, SAMPLES[kind]), {})
        options = OPTIONS.get(kind, ["six", "eight"])
        assert choice == {"kind": kind, "player": "Alice", "options": options, **EXTRA.get(kind, {})}
    else:
        with pytest.raises(PhaseUnsupported, match=f"phase's {state} prompt") as raised:
            query(Waiting(state, {"player": 0}), {})
        rule = UNREAD.get(state)
        assert (f"CR {rule}" in str(raised.value)) == bool(rule)
        assert ("newer phase" in str(raised.value)) == (state not in UNREAD)


def test_a_card_choice_phase_gives_without_a_list_of_ids_is_unsupported_by_name() -> None:
    with pytest.raises(PhaseUnsupported, match="phase's DigChoice prompt"):
        QUERIES["pending_choice"](Waiting("DigChoice", {"player": 0, "cards": "?"}), {})


def test_the_legend_rule_is_read_and_answered_on_phase(run_corpus: Any) -> None:
    report = run_corpus("phase", "-k", "legend_rule and not per_controller")
    assert len(report["scenarios"]) == 5 and failing(report) == set()
    assert not [s for s in report["scenarios"] if s.get("reasons_not_given")], "a wrong keep is refused under 704.5j"

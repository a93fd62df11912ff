"""docs/phase.md's exploration groups replayed (issue 47, point 2). Every group of `docs/phase-exploration.json` (the
seeded runs of `python -m tools.phase_exploration run`) is run again on the phase adapter and the reference: its
board, its actions, and the difference recorded must still show, at the same point, with the same answers. When a
group no longer shows (an engine or the adapter changed), the runs are to be made again and the verdicts read
again. The file itself must be whole: every group of every run, every verdict judged, and the page written from it."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest

from tools.phase_exploration import DATA, SIDES, merge, plain
from tools.phase_exploration_pages import BEGIN, END, bugs_page, section

DOCS = DATA.parent
RECORD = json.loads(DATA.read_text(encoding="utf-8"))
GROUPS = RECORD["groups"]
AGAIN = (
    "run `python -m tools.phase_exploration run` again (the seeds and examples of docs/phase-exploration.json) "
    "and judge the groups it marks unjudged"
)


def test_every_group_of_every_run_is_kept() -> None:
    assert RECORD["runs"], "no run recorded"
    for run in RECORD["runs"]:
        kept = [g["index"] for g in GROUPS if g["seed"] == run["seed"]]
        assert kept == list(range(1, run["groups"] + 1)), f"seed {run['seed']}: groups missing or extra: {kept}"


def test_every_group_is_judged_by_a_rule_with_evidence() -> None:
    for group in GROUPS:
        verdict = group["verdict"]
        assert verdict["side"] in SIDES[:-1], f"group {group['id']} is {verdict['side']}: judge it by the rules"
        assert verdict["rule"] and verdict["evidence"], f"group {group['id']}: a verdict needs its rule and evidence"


def test_the_page_and_the_bug_reports_are_written_from_the_file() -> None:
    page = (DOCS / "phase.md").read_text(encoding="utf-8")
    assert BEGIN in page and END in page, "docs/phase.md has lost its exploration markers"
    written = page[page.index(BEGIN) : page.index(END) + len(END)]
    assert written == section(RECORD), "docs/phase.md's exploration is not the data file's: `... render`"
    bugs = (DOCS / "phase-bugs.md").read_text(encoding="utf-8")
    assert bugs == bugs_page(RECORD), "docs/phase-bugs.md is not the data file's: `... bugs`"


def test_a_group_found_again_keeps_its_verdict_and_one_that_answers_otherwise_is_judged_again() -> None:
    def group(seed: int, life: int, side: str = "unjudged") -> dict[str, Any]:
        diff = {"key": ["life", "Bob"], "phase": 20, "reference": life}
        return {"seed": seed, "group": ["all pass", "life"], "differences": [diff],
                "verdict": {"side": side, "rule": "615.5" if side != "unjudged" else "", "evidence": "x"}}  # fmt: skip

    old = [group(23, 21, "phase")]
    assert merge([group(23, 21)], old)[0]["verdict"]["side"] == "phase"
    again = merge([group(23, 19)], old)[0]["verdict"]
    assert again["side"] == "unjudged" and again["previous"]["side"] == "phase"
    assert merge([group(2026, 21)], old)[0]["verdict"]["side"] == "unjudged"


@pytest.fixture(scope="module")
def pair() -> Iterator[Any]:
    pytest.importorskip("phase", reason="phase-python is not installed (pip install 'mtg-conformance[phase]')")
    from harness.engines.loading import start_adapter
    from harness.explore.compare import Pair

    ours, hello_ours = start_adapter("phase")
    theirs, hello_theirs = start_adapter("reference")
    yield Pair(ours, theirs, (hello_ours, hello_theirs))
    ours.close()
    theirs.close()


@pytest.mark.parametrize("group", GROUPS, ids=[g["id"] for g in GROUPS])
def test_the_group_still_shows(pair: Any, group: dict[str, Any]) -> None:
    from harness.explore.model import Example

    outcome = pair.run(Example(group["board"], group["actions"]))
    shown = {tuple(d.key): (plain(d.ours), plain(d.theirs)) for d in outcome.differences}
    where = f"group {group['id']} ({' / '.join(group['group'])}, verdict: {group['verdict']['side']})"
    if group["verdict"].get("fixed"):  # fixed since (the adapter's or the reference's fault): it must stay fixed
        gone = [tuple(r["key"]) for r in group["differences"] if tuple(r["key"]) in shown]
        assert not gone, f"{where}: marked fixed, but {gone} differ again"
        return
    assert outcome.differences, f"{where}: phase and the reference now agree; {AGAIN}"
    assert outcome.point == group["point"], f"{where}: they now differ after action {outcome.point}; {AGAIN}"
    for recorded in group["differences"]:
        key = tuple(recorded["key"])
        assert key in shown, f"{where}: {key} no longer differs; {AGAIN}"
        assert shown[key] == (recorded["phase"], recorded["reference"]), (
            f"{where}: {key} is now phase {shown[key][0]!r}, reference {shown[key][1]!r}; {AGAIN}"
        )


@pytest.mark.parametrize("group", [g for g in GROUPS if "phase_only" in g], ids=lambda g: g["id"])
def test_the_bug_report_runs_with_phase_alone(group: dict[str, Any]) -> None:
    pytest.importorskip("phase", reason="phase-python is not installed (pip install 'mtg-conformance[phase]')")
    from tools.phase_exploration_pages import run_snippet, snippet

    printed = run_snippet(snippet(group))
    assert printed == group["phase_only"]["output"], (
        f"group {group['id']}: its snippet now prints {printed!r}; run `python -m tools.phase_exploration bugs`"
    )


def test_phase_is_wrong_in_every_group_with_a_bug_report() -> None:
    reported = {g["id"] for g in GROUPS if "phase_only" in g}
    assert reported == {g["id"] for g in GROUPS if g["verdict"]["side"] == "phase"}

"""Each group's smallest example as a candidate scenario for review: `<out>/explore/<name>.feature` and its
board `<out>/fixtures/explore/<name>.json`, laid out like the corpus, so moving `<out>`'s two folders into
`features/` makes it run as it is. The scenario checks what the engine it was run against answered; both
engines' answers, the seeds and the command are in comments, for a rules manager to decide which is right."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from harness.atomic import write_text
from harness.explore.compare import Outcome
from harness.explore.model import objects
from harness.explore.phrases import shown, then_pair, when
from harness.explore.search import Group, Summary
from harness.text import shorten

AREA = "explore"
WHAT = {
    "allowed": "whether the action is allowed", "rule": "the rule a refusal names", "game_result": "who lost the game",
    "zone": "where an object is", "stack": "what is on the stack",
    "mana_pool": "a mana pool", "tapped": "whether a permanent is tapped", "life": "a life total",
    "counters": "counters", "power_toughness": "power/toughness", "mana_value": "a mana value",
    "keywords": "keywords", "mana_spent": "mana spent on spells", "last_paid_cost": "the cost paid",
    "pending_choice": "a pending choice", "priority": "who has priority", "could_produce": "the mana it could produce",
}  # fmt: skip


def one_line(text: str) -> str:
    """Text from a command line or an engine, kept on one comment line."""
    return shorten("".join(c if c.isprintable() else repr(c)[1:-1] for c in text), 500)


def group_name(index: int, group: Group) -> str:
    action, kind = group.signature
    return f"{index:02d}-" + re.sub(r"[^a-z0-9]+", "-", f"{action} {kind}".lower()).strip("-")


def title(group: Group) -> str:
    action, kind = group.signature
    return f"{action[0].upper()}{action[1:]}: the engines disagree on {WHAT.get(kind, kind)}"


def refused(outcome: Outcome, i: int) -> str:
    """The refusal step of action `i`, naming the rule the checked engine gave (a corpus refusal names one; when
    the engine gave none, `(CR ?)` is left for the reviewer, and lint asks for it)."""
    rule = outcome.rules[i] if i < len(outcome.rules) else None
    return f"the action is refused (CR {rule or '?'})"


def scenario_lines(group: Group, fixture: str, names: tuple[str, str]) -> list[str]:
    """Given the board, the actions up to the one after which the answers differ (each refusal checked, as a
    scenario must), then the differing observations as the checked engine answered them."""
    example, outcome = group.example, group.outcome
    owners = {o["id"]: owner for owner, _, o in objects(example.board)}
    point = outcome.point if outcome.point is not None else -1
    lines = [f'Given the board "{fixture}"']
    for i, action in enumerate(example.actions[: point + 1]):
        lines.append(f"When {when(action, example.players())}")
        if i < point and outcome.answers[i][1] == "refused":
            lines.append(f"Then {refused(outcome, i)}")
    ours, theirs = names
    keyword = "Then"
    for diff in outcome.differences:
        key = one_line(" ".join(diff.key))
        lines.append(f"# {one_line(theirs)}: {shown(diff.theirs)}  |  {one_line(ours)}: {shown(diff.ours)}  ({key})")
        for name, why in zip((theirs, ours), reversed(diff.why), strict=True):
            if why:
                lines.append(f"#   {one_line(name)} said: {shown(why)}")
        for step in then_pair(diff.key, diff.ours, diff.theirs, owners):
            if step == "the action is refused" and point >= 0:
                step = refused(outcome, point)
            lines.append(f"{keyword} {step}")
            keyword = "And"
    if keyword == "Then":  # nothing the vocabulary can check: the comment lines say what differs
        lines.append("# (the step vocabulary has no step for this difference)")
    return lines


def feature_text(group: Group, fixture: str, names: tuple[str, str], summary: Summary, command: str) -> str:
    ours, theirs = names
    header = [
        f"# Found by `{one_line(command)}`",
        f"# run seed {summary.seed}, round seed {group.round_seed}, after {group.found_after} example(s); shrunk.",
        f"# Engines: {one_line(ours)} (explored), {one_line(theirs)} (checked against); the Then steps state",
        f"# {one_line(theirs)}'s answers, the comments both engines' answers.",
        *_origin(group),
        "# To adopt: decide which engine the Comprehensive Rules side with, fix the steps if needed, add the",
        "# @ruling/@cr/@card tags (a refusal's rule among them; a `(CR ?)` the engine didn't name is yours to",
        "# fill), and move this file and its fixture into the corpus (features/<area>/).",
        f"Feature: Exploration: {one_line(ours)} and {one_line(theirs)} disagree",
        "",
        f"  Scenario: {title(group)}",
    ]
    return "\n".join(header + [f"    {line}" for line in scenario_lines(group, fixture, names)]) + "\n"


def _origin(group: Group) -> list[str]:
    point = -1 if group.outcome.point is None else group.outcome.point  # the scenario's actions stop there
    example = group.example
    taken = min(example.taken, point + 1)
    if not taken:
        return []
    return [f"# Its board and first {taken} action(s) are those of {one_line(example.origin)}."]


def fixture_json(group: Group, summary: Summary) -> str:
    board: dict[str, Any] = {
        "$schema": "../../../schemas/board.schema.json",
        "description": f"Found by mtg-conformance explore (seed {summary.seed}): {title(group)}.",
        **group.example.board,
    }
    return json.dumps(board, indent=1, ensure_ascii=False) + "\n"


def write_groups(out: Path, summary: Summary, names: tuple[str, str], command: str) -> list[Path]:
    """Write every group; returns the feature files written."""
    written = []
    for index, group in enumerate(summary.groups, 1):
        name = group_name(index, group)
        fixture = f"{AREA}/{name}.json"
        write_text(out / "fixtures" / fixture, fixture_json(group, summary))
        feature = out / AREA / f"{name}.feature"
        write_text(feature, feature_text(group, fixture, names, summary, command))
        written.append(feature)
    return written

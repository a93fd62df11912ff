"""The skeleton feature `import-rulings --skeleton` writes: one ``@pending`` scenario per new ruling, its tags filled
in and its steps left to write, the rulings' text as the feature's description."""

from __future__ import annotations

import re
import textwrap
from typing import Any

from harness.corpus.naming import scenario_name
from harness.corpus.scan import PENDING

_GHERKIN_START = re.compile(r"^(Given|When|Then|And|But|Feature|Rule|Background|Scenario|Example|Examples)\b|^[@#|*]")


def _description(text: str, indent: str) -> list[str]:
    """Wrapped text that Gherkin reads as description: no line may start like a keyword, tag or table."""
    lines = textwrap.wrap(text, 110 - len(indent))
    out: list[str] = []
    for line in lines:
        if out and _GHERKIN_START.match(line):
            out[-1] += " " + line  # keep it on the line before
        else:
            out.append(line)
    return [indent + line for line in out]


def skeleton_feature(source: str, title: str, new: list[dict[str, Any]]) -> str:
    """A feature with one ``@pending`` scenario per new ruling of the file `source`: tags filled in, steps left to
    write."""
    mechanic = new[0]["mechanic"]
    lines = [
        f"# Written by `mtg-conformance import-rulings {source}`: one scenario per new ruling.",
        "# Each is @pending: the run skips it and its ruling stays uncovered. Write its steps (one claim per",
        "# scenario, the negative case next to the positive one), then remove @pending.",
        f"@mechanic:{mechanic}",
        f"Feature: {title}",
    ]
    for entry in new:
        lines += _description(f"Ruling {entry['id']}: “{entry['text']}”", "  ")
    taken: set[str] = set()
    counters: dict[str, int] = {}
    for entry in new:
        tags = [f"@{PENDING}", f"@ruling:{entry['id']}"] + [f"@cr:{r}" for r in entry["rules"]]
        tags += [f"@card:{c.replace(' ', '_')}" for c in entry["cards"]]
        lines += ["", "  " + " ".join(tags), f"  Scenario: {scenario_name(entry['text'], taken, counters)}"]
        lines += [f"    # {line}" for line in textwrap.wrap(f"“{entry['text']}”", 100)]
        lines.append(f'    # Given the board "{mechanic.replace("-", "_")}/<board>.json"  When ...  Then ...')
    return "\n".join(lines) + "\n"

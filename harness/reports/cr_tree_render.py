"""The CR tree (:mod:`harness.reports.cr_tree`) as lines of the coverage page's text and Markdown: per section
its figures, then each rule in scope, its subrules under it, with its status (decided, tagged only, uncovered,
unaccounted), the scenario that decides it and the wrong engine that scenario fails, the scenarios tagged with it,
engine statuses and, for a rule nothing decides, the reason."""

from __future__ import annotations

from typing import Any

from harness.reports import coverage_failures
from harness.reports.cr_tree import parent_rule, percent
from harness.reports.markdown import cell

WHY_OUT = "the scope holds the families of the rulings' rules: docs/corpus.md"


def headline(tree: dict[str, Any]) -> str:
    s = tree["summary"]
    what = "CR rules in scope" if tree["scope"] else "CR rules cited (no cr-scope.json)"
    line = f"{s['in_scope']} {what}: {s['covered']} covered, decided by a scenario that a wrong engine fails"
    line += f" ({percent(s['covered'], s['in_scope'])})"
    if s["tagged"]:
        line += f", {s['tagged']} tagged only (no scenario shown to decide them)"
    line += f", {s['uncovered']} uncovered with a reason"
    line += f", {s['unaccounted']} unaccounted (no scenario, no reason)." if s["unaccounted"] else "."
    passing = [f"{engine}: {n}/{s['covered']} covered rules pass" for engine, n in s.get("passing", {}).items()]
    return line + (" " + "; ".join(passing) + "." if passing else "") + apart(tree)


def apart(tree: dict[str, Any]) -> str:
    """The families' figure and the whole sections', apart, once whole sections are in scope."""
    s = tree["summary"]
    families, sections = s.get("families"), s.get("sections")
    if not sections or not sections["in_scope"]:
        return ""
    whole = ", ".join(x["section"] for x in tree["sections"] if x.get("whole"))
    return (
        f" Apart: the families of the rulings' rules, {share(families)}; the rest of the whole sections"
        f" ({whole}), {share(sections)}."
    )


def share(figures: dict[str, int]) -> str:
    return f"{figures['covered']}/{figures['in_scope']} decided ({percent(figures['covered'], figures['in_scope'])})"


def _section_head(section: dict[str, Any]) -> str:
    head = f"{section['section']} {section['title']}".strip()
    covered, in_scope = section["covered"], section["in_scope"]
    tagged = f", {section['tagged']} tagged only" if section["tagged"] else ""
    whole = " (whole section)" if section.get("whole") else ""
    return f"{head}{whole}: {covered}/{in_scope} covered ({percent(covered, in_scope)}){tagged}"


def not_in_scope(section: dict[str, Any]) -> str:
    """The section's numbered rules the scope leaves out, on one line (a rule left out stands for its subrules),
    and why; empty when the whole section is in scope."""
    left = section.get("out_of_scope") or []
    if not left:
        return ""
    shown = [n for n in left if parent_rule(n) == n or parent_rule(n) not in left]
    folded = len(left) - len(shown)
    line = "not in scope: " + ", ".join(shown)
    if folded:
        line += f" (with their {folded} subrule{'' if folded == 1 else 's'})"
    return f"{line} ({WHY_OUT})"


def _why(rule: dict[str, Any]) -> str:
    reason = rule["reason"]
    if rule["status"] == "decided":
        return ""
    if reason:
        return f"{reason['kind']}: {reason['why']}"
    if rule["status"] == "tagged":
        return "tagged, but no entry of cr-decisions.json shows a scenario deciding it, and no reason in cr-scope.json"
    return "no scenario and no reason in cr-scope.json"


def _decided_by(decision: dict[str, Any]) -> str:
    return f"{decision['feature']}:{decision['line']}  {decision['name']}  (fails on {decision['engine']})"


def _engines(statuses: dict[str, str]) -> str:
    return "; ".join(f"{engine}: {status}" for engine, status in statuses.items())


def _text_rule(rule: dict[str, Any], indent: str) -> list[str]:
    line = f"{indent}{rule['rule']}  {rule['status']}"
    if rule["engines"]:
        line += f"  | {_engines(rule['engines'])}"
    lines = [line]
    lines += [f"{indent}    decided by {_decided_by(d)}" for d in rule["decisions"]]
    deciding = {(d["feature"], d["name"]) for d in rule["decisions"]}
    others = [s for s in rule["scenarios"] if (s["feature"], s["name"]) not in deciding]
    lines += [f"{indent}    {s['feature']}:{s['line']}  {s['name']}" for s in others]
    if _why(rule):
        lines.append(f"{indent}    why: {_why(rule)}")
    lines += coverage_failures.text_lines(rule.get("failing", {}), f"{indent}    ", len(rule["engines"]))
    return lines


def text_lines(tree: dict[str, Any]) -> list[str]:
    lines = ["", "CR TREE (section -> rule -> subrule)", f"  {headline(tree)}"]
    for section in tree["sections"]:
        head = _section_head(section)
        if section["engines"]:
            head += "  | " + "; ".join(f"{e}: {_engine_figure(section, e)}" for e in section["engines"])
        lines.append(f"  {head}")
        if not_in_scope(section):
            lines.append(f"    {not_in_scope(section)}")
        for rule in section["rules"]:
            lines += _text_rule(rule, "    ")
            for sub in rule["subrules"]:
                lines += _text_rule(sub, "        ")
    return lines


def _md_row(rule: dict[str, Any], engines: list[str], sub: bool) -> str:
    deciding = [
        cell(f"decided by `{d['feature']}:{d['line']}` {d['name']} (fails on `{d['engine']}`)")
        for d in rule["decisions"]
    ]
    tagged = [cell(f"`{s['feature']}:{s['line']}` {s['name']}") for s in rule["scenarios"]]
    shown = deciding or ([cell(_why(rule))] if _why(rule) else []) + tagged
    number = ("&nbsp;&nbsp;" if sub else "") + rule["rule"]
    return _md_row_of([number, rule["status"], "<br>".join(shown), *(_md_engine(rule, e) for e in engines)])


def _md_engine(rule: dict[str, Any], engine: str) -> str:
    found = {engine: rule["failing"][engine]} if engine in rule.get("failing", {}) else {}
    return "<br>".join(cell(p) for p in [rule["engines"][engine], *coverage_failures.md_items(found, 1)])


def _md_row_of(cells: list[str]) -> str:
    return "| " + " | ".join(cells) + " |"


def _engine_figure(section: dict[str, Any], engine: str) -> str:
    """The engine's worst status in the section, and how many of its covered rules pass there."""
    return f"{section['engines'][engine]} ({section['passing'][engine]}/{section['covered']} rules pass)"


def md_lines(tree: dict[str, Any], engines: list[str]) -> list[str]:
    lines = ["", "## Comprehensive Rules tree", "", headline(tree), ""]
    lines += [_md_row_of(["section", "covered (decided)", "tagged only", "in scope", *engines])]
    lines += ["|" + "---|" * (4 + len(engines))]
    for section in tree["sections"]:
        name = f"{section['section']} {section['title']}".strip() + (" (whole section)" if section.get("whole") else "")
        cells = [name, str(section["covered"]), str(section["tagged"])]
        cells.append(str(section["in_scope"]))
        lines.append(_md_row_of([*cells, *(_engine_figure(section, e) for e in engines)]))
    for section in tree["sections"]:
        lines += ["", f"### {_section_head(section)}", ""]
        if not_in_scope(section):
            lines += [not_in_scope(section).replace("docs/corpus.md", "`docs/corpus.md`"), ""]
        head = "| rule | status | deciding scenario and wrong engine (or why not decided; the scenarios tagged) | "
        lines += [head + " | ".join(engines) + (" |" if engines else "|")]
        lines += ["|" + "---|" * (3 + len(engines))]
        for rule in section["rules"]:
            lines.append(_md_row(rule, engines, sub=False))
            lines += [_md_row(sub, engines, sub=True) for sub in rule["subrules"]]
    return lines

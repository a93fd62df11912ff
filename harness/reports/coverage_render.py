"""The coverage page (:func:`harness.reports.coverage.build_coverage`) as plain text, Markdown, HTML or JSON.

Written for rules managers: rulings by their id and text, scenarios by feature and name, CR sections by
number and title. Uncovered rulings come first, then the totals, then drift.
"""

from __future__ import annotations

import json
import textwrap
from collections.abc import Callable
from typing import Any

from harness import __version__
from harness.reports import coverage_failures, cr_tree_render
from harness.reports.coverage_filter import filter_line

FORMATS = ("text", "md", "html", "json")
WIDTH = 100


def render(coverage: dict[str, Any], fmt: str) -> str:
    """The page in one of :data:`FORMATS`."""
    renderers: dict[str, Callable[[dict[str, Any]], str]] = {
        "text": render_text,
        "md": render_markdown,
        "html": render_html,
        "json": render_json,
    }
    return renderers[fmt](coverage)


def render_json(coverage: dict[str, Any]) -> str:
    return json.dumps(coverage, indent=2, ensure_ascii=False) + "\n"


def _headline(coverage: dict[str, Any]) -> str:
    s = coverage["summary"]
    line = f"{s['rulings']} rulings: {s['covered']} covered, {s['uncovered']} uncovered. {s['scenarios']} scenarios"
    line += f" ({s['pending']} pending, not yet written)." if s["pending"] else "."
    if s["drift"] or s["unindexed"]:
        line += f" {s['drift']} ruling(s) drifted from the sources, {s['unindexed']} source ruling(s) not indexed."
    return line


def _n(count: int, noun: str) -> str:
    return f"{count} {noun}{'' if count == 1 else 's'}"


def _engine_counts(counts: dict[str, int]) -> str:
    return ", ".join(f"{n} {status}" for status, n in counts.items()) or "-"


def _engines_inline(statuses: dict[str, str]) -> str:
    return "; ".join(f"{engine}: {status}" for engine, status in statuses.items())


# --- text ------------------------------------------------------------------------------------------------


def _wrap(text: str, indent: str) -> list[str]:
    return textwrap.wrap(text, WIDTH, initial_indent=indent, subsequent_indent=indent) or [indent]


def _text_ruling(ruling: dict[str, Any]) -> list[str]:
    head = f"{ruling['id']}  [{ruling['mechanic']}]  CR {', '.join(ruling['rules'])}"
    if ruling["engines"]:
        head += f"  | {_engines_inline(ruling['engines'])}"
    lines = [f"  {head}", *_wrap(f"“{ruling['text']}”", "      ")]
    lines.append("      sources: " + ", ".join(s["id"] for s in ruling["sources"]))
    if ruling["drift"]:
        lines.append("      DRIFT: the text no longer matches " + ", ".join(ruling["drift"]))
    written = [s for s in ruling["scenarios"] if not s["pending"]]
    pending = [s for s in ruling["scenarios"] if s["pending"]]
    lines.append("      scenarios:" + ("" if written else " none"))
    for s in written:
        lines.append(f"        {s['feature']}:{s['line']}  {s['name']}  (CR {', '.join(s['cr']) or '-'})")
    for s in pending:
        lines.append(f"        pending, not yet written: {s['feature']}:{s['line']}  {s['name']}")
    return lines + coverage_failures.text_lines(ruling.get("failing", {}), "      ", len(ruling["engines"]))


def _text_table(header: list[str], rows: list[list[str]]) -> list[str]:
    widths = [max(len(str(c)) for c in column) for column in zip(header, *rows, strict=True)]
    fmt = "  " + "  ".join(f"{{:<{w}}}" for w in widths)
    return [fmt.format(*header).rstrip(), *(fmt.format(*row).rstrip() for row in rows)]


def _text_mechanics(coverage: dict[str, Any]) -> list[str]:
    engines = coverage["engines"]
    rows = [
        [
            m["mechanic"],
            str(m["rulings"]),
            str(m["covered"]),
            str(m["uncovered"]),
            str(m["scenarios"]),
            str(m["pending"]),
            *(_engine_counts(m["engines"][e]) for e in engines),
        ]
        for m in coverage["mechanics"]
    ]
    header = ["mechanic", "rulings", "covered", "uncovered", "scenarios", "pending", *engines]
    return ["", "TOTALS PER MECHANIC", *_text_table(header, rows)]


def _text_sections(coverage: dict[str, Any]) -> list[str]:
    lines = ["", "CR SECTIONS THE CORPUS TOUCHES (rulings citing them; scenarios tagged with them)"]
    for section in coverage["cr_sections"]:
        head = f"{section['section']} {section['title']}".strip()
        head += f": {_n(len(section['rulings']), 'ruling')} ({len(section['uncovered'])} uncovered), "
        head += _n(section["scenarios"], "scenario")
        if section["engines"]:
            head += f"  | {_engines_inline(section['engines'])}"
        lines.append(f"  {head}")
        for rule in section["rules"]:
            line = f"      {rule['rule']}{'' if rule['known'] else ' (UNKNOWN RULE NUMBER)'}: "
            line += f"{_n(len(rule['rulings']), 'ruling')}, {_n(rule['scenarios'], 'scenario')}"
            if rule["engines"]:
                line += f"  | {_engines_inline(rule['engines'])}"
            lines.append(line)
    if coverage["cr_without_ruling"]:
        lines += ["", "CR RULES CITED BY SCENARIOS BUT BY NO RULING OF THE INDEX"]
        for item in coverage["cr_without_ruling"]:
            lines.append(f"  {item['rule']}: " + ", ".join(item["scenarios"]))
    return lines


def _text_diff(diff: list[list[str]]) -> str:
    marks = {"=": "{}", "-": "[-{}-]", "+": "{{+{}+}}"}
    return " ".join(marks[op].format(words) for op, words in diff)


def _text_drift(coverage: dict[str, Any]) -> list[str]:
    lines: list[str] = []
    if coverage["drift"]:
        lines += ["", f"DRIFT: RULINGS WHOSE INDEX TEXT NO LONGER MATCHES THE SOURCES ({len(coverage['drift'])})"]
        for d in coverage["drift"]:
            lines.append(f"  {d['ruling']} in {d['document']}:")
            if d["source"] is None:
                lines.append("      the document no longer has this ruling (nor anything like it)")
                continue
            lines += _wrap("changes: " + _text_diff(d["diff"]), "      ")
    if coverage["unindexed"]:
        lines += [
            "",
            f"SOURCE RULINGS NOT IN THE INDEX ({len(coverage['unindexed'])}): import them with import-rulings",
        ]
        for u in coverage["unindexed"]:
            lines += _wrap(f"{u['document']}: “{u['text']}”", "  ")
    return lines


def render_text(coverage: dict[str, Any]) -> str:
    narrowed = filter_line(coverage)
    lines = [f"Coverage of {coverage['corpus']}" + (f", {narrowed}" if narrowed else "")]
    lines += [_headline(coverage), cr_tree_render.headline(coverage["cr_tree"])]
    for engine, counts in coverage["summary"]["engines"].items():
        lines.append(f"  {engine}: {_engine_counts(counts)}")
    uncovered = [r for r in coverage["rulings"] if r["status"] == "uncovered"]
    covered = [r for r in coverage["rulings"] if r["status"] == "covered"]
    lines += ["", f"UNCOVERED RULINGS ({len(uncovered)})"]
    lines += [line for r in uncovered for line in _text_ruling(r)] or ["  none"]
    lines += ["", f"COVERED RULINGS ({len(covered)})"]
    lines += [line for r in covered for line in _text_ruling(r)] or ["  none"]
    lines += _text_mechanics(coverage) + _text_sections(coverage) + cr_tree_render.text_lines(coverage["cr_tree"])
    lines += _text_drift(coverage)
    return "\n".join(lines) + "\n"


# --- Markdown --------------------------------------------------------------------------------------------


def _md(text: str) -> str:
    """A table cell: pipes escaped, no line breaks."""
    return " ".join(str(text).replace("|", "\\|").split())


def _md_table(header: list[str], rows: list[list[str]]) -> list[str]:
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    return lines + ["| " + " | ".join(_md(c) for c in row) + " |" for row in rows]


def _md_scenarios(ruling: dict[str, Any]) -> str:
    parts = [
        f"{'(pending) ' if s['pending'] else ''}`{s['feature']}:{s['line']}` {s['name']}" for s in ruling["scenarios"]
    ]
    return "<br>".join(_md(p) for p in parts) or "none"


def _md_engine(record: dict[str, Any], engine: str) -> str:
    """The engine's status, and the failing scenarios under it."""
    found = {engine: record["failing"][engine]} if engine in record.get("failing", {}) else {}
    return "<br>".join(_md(p) for p in [record["engines"][engine], *coverage_failures.md_items(found, 1)])


def _md_rulings(coverage: dict[str, Any]) -> list[str]:
    engines = coverage["engines"]
    header = ["ruling", "status", "text", "sources", "CR", "scenarios", *engines]
    rows = [
        [
            f"`{r['id']}`" + (" (drift)" if r["drift"] else ""),
            r["status"],
            r["text"],
            ", ".join(s["id"] for s in r["sources"]),
            ", ".join(r["rules"]),
            _md_scenarios(r),
            *(_md_engine(r, e) for e in engines),
        ]
        for r in coverage["rulings"]
    ]
    return ["", "## Rulings (uncovered first)", "", *_md_table(header, rows)]


def _md_totals(coverage: dict[str, Any]) -> list[str]:
    engines = coverage["engines"]
    mechanics = [
        [m["mechanic"], m["rulings"], m["covered"], m["uncovered"], m["scenarios"], m["pending"]]
        + [_engine_counts(m["engines"][e]) for e in engines]
        for m in coverage["mechanics"]
    ]
    sections = [
        [
            f"{s['section']} {s['title']}".strip(),
            ", ".join(r["rule"] + ("" if r["known"] else " (unknown)") for r in s["rules"]),
            len(s["rulings"]),
            len(s["uncovered"]),
            s["scenarios"],
        ]
        + [s["engines"][e] for e in engines]
        for s in coverage["cr_sections"]
    ]
    lines = ["", "## Totals per mechanic", ""]
    lines += _md_table(["mechanic", "rulings", "covered", "uncovered", "scenarios", "pending", *engines], mechanics)
    lines += ["", "## CR sections", ""]
    lines += _md_table(["section", "rules cited", "rulings", "uncovered", "scenarios", *engines], sections)
    if coverage["cr_without_ruling"]:
        lines += ["", "### CR rules cited by scenarios but by no ruling", ""]
        lines += [
            f"- {i['rule']}: " + ", ".join(f"`{s}`" for s in i["scenarios"]) for i in coverage["cr_without_ruling"]
        ]
    return lines


def _md_diff(diff: list[list[str]]) -> str:
    marks = {"=": "{}", "-": "~~{}~~", "+": "**{}**"}
    return " ".join(marks[op].format(words) for op, words in diff)


def _md_drift(coverage: dict[str, Any]) -> list[str]:
    lines: list[str] = []
    if coverage["drift"]:
        lines += ["", "## Drift: index text no longer matches the sources", ""]
        for d in coverage["drift"]:
            change = _md_diff(d["diff"]) if d["source"] is not None else "no longer in the document"
            lines.append(f"- `{d['ruling']}` in {d['document']}: {change}")
    if coverage["unindexed"]:
        lines += ["", "## Source rulings not in the index", ""]
        lines += [f"- {u['document']}: {u['text']}" for u in coverage["unindexed"]]
    return lines


def render_markdown(coverage: dict[str, Any]) -> str:
    narrowed = filter_line(coverage)
    lines = ["# Ruling coverage" + (f" ({narrowed})" if narrowed else "")]
    lines += ["", _headline(coverage), "", cr_tree_render.headline(coverage["cr_tree"])]
    for engine, counts in coverage["summary"]["engines"].items():
        lines.append(f"- **{engine}**: {_engine_counts(counts)}")
    lines += _md_rulings(coverage) + _md_totals(coverage)
    lines += cr_tree_render.md_lines(coverage["cr_tree"], coverage["engines"]) + _md_drift(coverage)
    return "\n".join(lines) + "\n"


# --- HTML ------------------------------------------------------------------------------------------------


def render_html(coverage: dict[str, Any]) -> str:
    """The page, extending the shared layout ``templates/base.html.j2``."""
    from harness.reports.html import environment
    from harness.reports.report import now

    return (
        environment()
        .get_template("coverage.html.j2")
        .render(
            coverage=coverage,
            headline=_headline(coverage),
            narrowed=filter_line(coverage),
            not_in_scope=cr_tree_render.not_in_scope,
            cr_headline=cr_tree_render.headline(coverage["cr_tree"]),
            harness_version=__version__,
            generated=now(),
        )
    )

"""The page of a mutation run, `benchmarks/mutation.md`: the score per module, then every survivor with its change
and what became of it (killed, equivalent with its reason, or a gap)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from benchmarks.mutation import Mutant


COLUMNS = [
    "mutants",
    "killed",
    "timeout",
    "killed in a fresh process",
    "survived: behaviour",
    "killed by a unit test",
    "survived: equivalent",
    "survived: message only",
    "not reached",
    "not tested",
]


def render(data: dict[str, Any], previous: dict[str, Any] | None, mutants: list[Mutant], notes: dict[str, Any]) -> str:
    head = data["header"]
    lines = [
        "# Mutation testing of the reference engine, the corpus as the tests",
        "",
        f"Commit `{head['commit']}`, {head['date']}; mutmut {head['mutmut']}, {head['cpus']} cores, "
        f"{head['duration']}. Command: `python -m benchmarks.mutation{' --retest' if head.get('retest') else ''}`"
        " (or `tox -e mutation`).",
        *([f"Re-test: {head['retest']}.", ""] if head.get("retest") else [""]),
        *(
            [f"Earlier runs whose results are kept: {', '.join(head['earlier runs'])}.", ""]
            if head.get("earlier runs")
            else []
        ),
        "Every module of `reference_engine/` but `serve.py` is mutated; the tests are `features/` only, the",
        "corpus against the reference engine. **Corpus score** = (killed + timeout) / (killed + timeout +",
        "survived: behaviour): the share of the mutants that change behaviour which the corpus catches.",
        "A survivor that changes only the arguments of a raised exception (a refusal's message) is counted apart;",
        "any other change, a string constant included (a protocol key, a filter's key), changes behaviour;",
        "one that can't change what any game does is *equivalent*, with its reason below",
        "(`benchmarks/mutation_equivalent.toml`). *Killed by a unit test*: survivors of the corpus that a test in",
        "`tests/` kills, for behaviour no ruling covers (checked by this command, mutant switched on); they stay",
        "in *survived: behaviour* and out of the corpus score. *Not reached*: no scenario runs the function.",
        "*Killed in a fresh process*: code that runs at import (card data), before mutmut's workers switch a mutant",
        "on; the command runs the listed scenarios in a new process with the mutant on, and a failure is a kill.",
        "",
        "| module | " + " | ".join(COLUMNS) + " | corpus score" + (" | previous score |" if previous else " |"),
        "|---|" + "---:|" * (len(COLUMNS) + 1 + bool(previous)),
    ]
    rows = {**data["modules"], "**total**": data["total"]}
    for module, row in rows.items():
        cells = [str(row.get(c, 0)) for c in COLUMNS] + [_percent(row["score"])]
        if previous:
            before = previous["total"] if module == "**total**" else previous["modules"].get(module)
            cells.append(_percent(before["score"]) if before else "")
        lines.append(f"| {module.removeprefix('reference_engine/')} | " + " | ".join(cells) + " |")
    if previous:
        p = previous["header"]
        lines += ["", f"Previous score: the run recorded before this one, at `{p['commit']}` ({p['date']})."]
    lines += _survivors(mutants, notes, data["unit"], data["fresh"])
    return "\n".join(lines) + "\n"


def _percent(score: float | None) -> str:
    return "—" if score is None else f"{score}%"


def _survivors(
    mutants: list[Mutant], notes: dict[str, Any], unit: dict[str, bool], fresh: dict[str, bool]
) -> list[str]:
    lines = ["", "## Surviving mutants", ""]
    lines += ["Name: mutmut's (`mutmut show NAME` prints its diff after a run). Change: the lines that differ.", ""]
    by_module: dict[str, list[Mutant]] = {}
    for m in mutants:
        if m.status == "survived":
            by_module.setdefault(m.module, []).append(m)
    for module, group in sorted(by_module.items()):
        behaviour = [m for m in group if m.kind == "behaviour"]
        strings = [m for m in group if m.kind == "message"]
        lines += [f"### {module}", ""]
        for m in behaviour:
            short = m.name.rsplit(".", 1)[1]
            if m.name in notes["equivalent"]:
                verdict = f"equivalent: {notes['equivalent'][m.name]}"
            elif fresh.get(m.name):
                verdict = f"killed in a fresh process by `{notes['fresh'][m.name]}`"
            elif unit.get(m.name):
                verdict = f"killed by unit test `{notes['unit'][m.name]}`"
            elif m.name in notes["unit"]:
                verdict = f"**not killed** by its listed unit test `{notes['unit'][m.name]}`"
            else:
                verdict = "**not killed**" + (f": {notes['gap'][m.name]}" if m.name in notes["gap"] else "")
            lines.append(f"- `{short}`: {m.change} — {verdict}")
        if strings:
            lines += ["", f"<details><summary>{len(strings)} that change only an exception's message</summary>", ""]
            lines += [f"- `{m.name.rsplit('.', 1)[1]}`: {m.change}" for m in strings]
            lines += ["", "</details>"]
        lines.append("")
    return lines

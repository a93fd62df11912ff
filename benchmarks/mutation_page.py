"""The page of a mutation run, `benchmarks/mutation.md`: the two scores per module, then every survivor with its
change and what became of it (killed by a unit test, equivalent with its reason, a gap, or needing a note), and the
mutants only the reference's self-check kills."""

from __future__ import annotations

from typing import Any

from benchmarks.mutant import SELF_CHECK_ONLY, Mutant

COLUMNS = [
    "mutants",
    "killed",
    "timeout",
    "killed in a fresh process",
    SELF_CHECK_ONLY,
    "survived: behaviour",
    "killed by a unit test",
    "needs a note",
    "survived: equivalent",
    "survived: message only",
    "not reached",
    "not tested",
]

EXPLAINED = """Every module of `reference_engine/` but `serve.py` is mutated (mutmut); the tests are the scenarios
of `features/` against the reference engine. Two scores, each the share of the behaviour-changing mutants caught:
- **self-check**: the reference's own check, stricter than the harness: a scenario fails also when the engine calls
  an action unsupported or refuses without naming the rule. (killed + timeout + killed in a fresh process +
  killed by the self-check only) / (those + survived: behaviour).
- **corpus alone**: as an engine developer runs the corpus (plain harness: unsupported is a skip, a refusal without
  a rule passes as "reason not given"). (killed + timeout + killed in a fresh process) / (those + killed by the
  self-check only + survived: behaviour).

A survivor is *message only* when nothing but the text a person reads differs (a raised exception's message);
the refusal's rule, the exception's type, refusing or crashing, a protocol key or a mana letter are behaviour
(`benchmarks/mutation_classify.py`). A behaviour-changing survivor has one note
(`benchmarks/mutation_equivalent.toml`): *equivalent* (why no board the schema accepts and no action sequence can
show it), *killed by a unit test* (a test of `tests/` with the mutant switched on; still a survivor in both scores,
as the corpus misses it), a *fresh* scenario file (code run at import), or a *gap*. A note is tied to its function's
source and dropped when that changes: *needs a note* counts those survivors (`python -m benchmarks.mutation_notes
unnoted` lists them).
*Not reached*: no scenario runs the function.

How it runs: mutmut makes the mutants; `benchmarks/mutation_run.py` collects the corpus and imports the engine
once, runs each scenario once on the unmutated engine recording which functions it reaches, then tests each mutant
in a forked child against every scenario that reaches its function (first the one that killed it in the last full
run, `benchmarks/mutation_order.json`, then those that killed the function's other mutants, then those that killed
the most for their time: the order only, never the set) until one fails. In a child the engine's functions are
called directly but for the mutant's own (mutmut's trampoline kept there only); a mutant in a function the engine
runs as it starts, or in a module whose results are kept between scenarios, gets one engine its child starts
under the mutant (caches cleared), shared by its scenarios as a harness run shares one; any other shares one the
parent started (the recording run started one for each scenario, so each scenario depending on what a start builds
is among a mutant's); a failure is reported by its exception's line, not a traceback. A
child over four times its scenarios' clean time plus 10 s, or a scenario over fifty times its own (at least 2 s),
is a timeout. A *unit* or *fresh* note is checked by running its test or scenario file with pytest, the mutant
switched on, in a child forked from a process that has imported pytest and the harness but not the engine
(`benchmarks/mutation_checks.py`). Reproduce: `pip install -e .[dev,mutation]`, then
`python -m benchmarks.mutation` (`--only 'reference_engine.turns.*'` for a sample, `--render-only` to rewrite this
page, `tox -e mutation`)."""


def render(
    data: dict[str, Any],
    previous: dict[str, Any] | None,
    mutants: list[Mutant],
    notes: dict[str, Any],
    stale: dict[str, str],
) -> str:
    head = data["header"]
    sample = f" A sample: only the mutants matching {', '.join(head['only'])}." if head.get("only") else ""
    lines = [
        "# Mutation testing of the reference engine, the corpus as the tests",
        "",
        f"Commit `{head['commit']}`, {head['date']}; mutmut {head.get('mutmut', '?')}, {head.get('cpus', '?')} "
        f"cores, {head.get('scenarios', '?')} scenarios; {head['duration']}.{sample}",
        "",
        EXPLAINED,
        "",
        "| module | " + " | ".join(COLUMNS) + " | self-check | corpus alone" + (" | previous |" if previous else " |"),
        "|---|" + "---:|" * (len(COLUMNS) + 2 + bool(previous)),
    ]
    rows = {**data["modules"], "**total**": data["total"]}
    for module, row in rows.items():
        cells = [str(row.get(c, 0)) for c in COLUMNS] + [_percent(row.get("self-check score"))]
        cells.append(_percent(row.get("corpus score")))
        if previous:
            before = previous["total"] if module == "**total**" else previous["modules"].get(module)
            cells.append(_percent(before.get("corpus score", before.get("score"))) if before else "")
        lines.append(f"| {module.removeprefix('reference_engine/')} | " + " | ".join(cells) + " |")
    if previous:
        p = previous["header"]
        lines += ["", f"Previous: the corpus score of the run before this one, at `{p['commit']}` ({p['date']})."]
    lines += _survivors(mutants, notes, data["unit"], data["fresh"], stale)
    return "\n".join(lines) + "\n"


def _percent(score: float | None) -> str:
    return "—" if score is None else f"{score}%"


def _verdict(
    m: Mutant, notes: dict[str, Any], unit: dict[str, bool], fresh: dict[str, bool], stale: dict[str, str]
) -> str:
    if fresh.get(m.name):
        return f"killed in a fresh process by `{notes['fresh'][m.name]}`"
    if m.name in notes["equivalent"]:
        return f"equivalent: {notes['equivalent'][m.name]}"
    if unit.get(m.name):
        return f"killed by unit test `{notes['unit'][m.name]}`"
    if m.name in notes["unit"]:
        return f"**not killed** by its listed unit test `{notes['unit'][m.name]}`"
    if m.name in notes["gap"]:
        return f"**not killed**: {notes['gap'][m.name]}"
    return "**not killed**, **needs a note**" + (f" (its note was dropped: {stale[m.name]})" if m.name in stale else "")


def _survivors(
    mutants: list[Mutant], notes: dict[str, Any], unit: dict[str, bool], fresh: dict[str, bool], stale: dict[str, str]
) -> list[str]:
    lines = ["", "## Surviving mutants", ""]
    lines += ["Name: mutmut's (`mutmut show NAME` prints its diff after a run). Change: the lines that differ.", ""]
    by_module: dict[str, list[Mutant]] = {}
    for m in mutants:
        if m.status in ("survived", SELF_CHECK_ONLY):
            by_module.setdefault(m.module, []).append(m)
    for module, group in sorted(by_module.items()):
        behaviour = [m for m in group if m.status == "survived" and m.kind == "behaviour"]
        plugin = [m for m in group if m.status == SELF_CHECK_ONLY]
        strings = [m for m in group if m.status == "survived" and m.kind == "message"]
        lines += [f"### {module}", ""]
        for m in behaviour:
            lines.append(f"- `{m.name.rsplit('.', 1)[1]}`: {m.change} — {_verdict(m, notes, unit, fresh, stale)}")
        if plugin:
            lines += ["", f"Killed by the self-check only ({len(plugin)}: the corpus alone lets them pass):", ""]
            lines += [f"- `{m.name.rsplit('.', 1)[1]}`: {m.change}" for m in plugin]
        if strings:
            lines += ["", f"<details><summary>{len(strings)} that change only an exception's message</summary>", ""]
            lines += [f"- `{m.name.rsplit('.', 1)[1]}`: {m.change}" for m in strings]
            lines += ["", "</details>"]
        lines.append("")
    return lines

"""What `tools/phase_exploration.py` writes from `docs/phase-exploration.json`: docs/phase.md's exploration section
(between its markers) and docs/phase-bugs.md, a report per group where phase is wrong that runs with phase-python
alone (the state phase reached once the board was set up, exported to `docs/phase-bugs/<id>.json`, then phase's own
actions as the adapter applied them)."""

from __future__ import annotations

import contextlib
import gzip
import io
import json
from pathlib import Path
from typing import Any

from harness.text import shorten

ROOT = Path(__file__).resolve().parent.parent
PAGE = ROOT / "docs" / "phase.md"
BUGS = ROOT / "docs" / "phase-bugs.md"
STATES = ROOT / "docs" / "phase-bugs"
BEGIN = "<!-- exploration: written by `python -m tools.phase_exploration render` from docs/phase-exploration.json -->"
END = "<!-- end of exploration -->"
ZONES = ("battlefield", "hand", "graveyard", "library", "exile")


def cell(text: Any) -> str:
    return str(text).replace("|", "\\|").replace("\n", " ")


def compact(value: Any) -> str:
    return value if isinstance(value, str) else json.dumps(value, ensure_ascii=False, separators=(", ", ": "))


def actions_text(group: dict[str, Any]) -> str:
    """The candidate scenario's actions (the answers are in their own columns), or that it is the board as loaded."""
    steps = [s.removeprefix("When ") for s in group["steps"] if s.startswith("When ")]
    return "; ".join(steps) or "(the board as loaded)"


def answers(group: dict[str, Any]) -> tuple[str, str]:
    kind = group["group"][1]  # the difference that names the group, else the first
    first = next((d for d in group["differences"] if d["key"][0] == kind), group["differences"][0])
    key = " ".join(first["key"])
    said = [shorten(first.get(f"{side}_said") or "", 160) for side in ("phase", "reference")]
    shown = [
        compact(first[side]) + (f" ({why})" if why else "")
        for side, why in zip(("phase", "reference"), said, strict=True)
    ]
    return f"{key}: {shown[0]}", f"{key}: {shown[1]}"


def verdict_text(group: dict[str, Any]) -> str:
    v = group["verdict"]
    if v["side"] == "unjudged":
        return "**unjudged**" + (
            f" (was {v['previous']['side']}: {v['previous']['rule']})" if v.get("previous") else ""
        )
    link = f" ([report](phase-bugs.md#{group['id']}))" if v["side"] == "phase" else ""
    fixed = f" **Fixed since**: {v['fixed']}" if v.get("fixed") else ""
    return f"**{v['side']}** (CR {v['rule']}): {v['evidence']}{link}{fixed}"


def tally(groups: list[dict[str, Any]]) -> str:
    counts: dict[str, int] = {}
    for g in groups:
        counts[g["verdict"]["side"]] = counts.get(g["verdict"]["side"], 0) + 1
    order = ("phase", "reference", "adapter", "both acceptable", "unjudged")
    return ", ".join(f"{k} {counts[k]}" for k in order if k in counts)


def section(data: dict[str, Any]) -> str:
    """docs/phase.md's exploration section, markers included."""
    cat = data["catalog"]
    seeds = " ".join(str(r["seed"]) for r in data["runs"])
    examples = sorted({r["examples"] for r in data["runs"]})
    dirty = f", plus uncommitted changes to {', '.join(data['uncommitted'])}" if data["uncommitted"] else ""
    lines = [
        BEGIN, "## What exploration found", "",
        f"Made {data['date']} with phase-python **{data['phase_python']}** on commit `{data['commit']}`{dirty}, in a "
        f"clean clone of it; the card catalog `features/cards.json` of commit `{cat['commit']}` ({cat['version']}, "
        f"**{cat['cards']} cards**). Reproduce from a checkout of that commit:", "",
        f"    python -m tools.phase_exploration run --seeds {seeds} --examples {' '.join(map(str, examples))}", "",
        "which runs, for each seed, what `mtg-conformance explore --engine phase --examples N --seed S --out "
        "explored-phase/seed<S>` runs (the same search, the same candidate scenarios), and keeps every group's "
        "board, actions and both engines' answers in [`docs/phase-exploration.json`](phase-exploration.json) "
        "with the verdict a person wrote after reading the group against the Comprehensive Rules (2025-02-07). A "
        "group found again by a later run keeps its verdict; a new one is `unjudged` until someone reads it. "
        "`tests/test_phase_exploration.py` replays every group through both adapters and fails when its "
        "difference no longer shows, or when a group is missing or unjudged. Each group where phase is wrong has a "
        "report that runs with phase-python alone in [phase-bugs.md](phase-bugs.md).", "",
        *([data["cli_check"], ""] if data.get("cli_check") else []),
        "| seed | examples | seconds (the seeds run at once, on 2 cores shared with other work) | from a corpus "
        "scenario's first actions | comparisons | skipped (unsupported on one side) | boards not loaded by both | "
        "groups |",
        "|---|---|---|---|---|---|---|---|",
    ]  # fmt: skip
    for r in data["runs"]:
        lines.append(f"| {r['seed']} | {r['examples']} | {r['seconds']} | {r['chains']} | {r['comparisons']} | "
                     f"{r['skipped']} | {r['boards_skipped']} | {r['groups']} |")  # fmt: skip
    groups = data["groups"]
    lines += ["", f"Over the {len(groups)} groups, who is wrong: {tally(groups)}.", ""]
    for r in data["runs"]:
        mine = [g for g in groups if g["seed"] == r["seed"]]
        lines += [
            f"### Seed {r['seed']} ({r['examples']} examples): {len(mine)} groups ({tally(mine)})", "",
            "| # | group | actions (the board: in the data file) | phase | reference | wrong |",
            "|---|---|---|---|---|---|",
        ]  # fmt: skip
        for g in mine:
            ours, theirs = answers(g)
            lines.append(f"| {g['id']} | {cell(' / '.join(g['group']))} | {cell(actions_text(g))} | {cell(ours)} | "
                         f"{cell(theirs)} | {cell(verdict_text(g))} |")  # fmt: skip
        lines.append("")
    lines += [
        "Earlier exploration runs (seeds 1, 7, 101, and seed 23 on earlier engines, generators and catalogs) can't "
        "be reproduced with today's; their tables are in this page's history (`git show df9f993:docs/phase.md`).",
        END,
    ]
    return "\n".join(lines)


def write_page(data: dict[str, Any], page: Path = PAGE) -> None:
    text = page.read_text(encoding="utf-8")
    if BEGIN in text:
        start, end = text.index(BEGIN), text.index(END) + len(END)
    else:  # the first time: the hand-written exploration sections, up to the timing section, are replaced
        start, end = text.index("## What exploration found"), text.index("## Time: phase vs the adapter") - 1
    page.write_text(text[:start] + section(data) + text[end:], encoding="utf-8")


# -- bug reports that run with phase alone ------------------------------------------------------------------------
def board_text(board: dict[str, Any]) -> str:
    parts = [f"turn {board['turn'].get('number', '?')}, {board['turn'].get('active_player')}'s "
             f"{board['turn'].get('step', 'precombat_main')}"]  # fmt: skip
    for p in board["players"]:
        held = [f"life {p['life']}"] if "life" in p else []
        if p.get("mana_pool"):
            held.append(f"mana pool {p['mana_pool']}")
        for zone in ZONES:
            objs = p.get(zone, ())
            if objs:
                shown = [o["card"] + (" (tapped)" if o.get("tapped") else "") + (f" {o['counters']}"
                         if o.get("counters") else "") for o in objs]  # fmt: skip
                held.append(f"{zone}: {', '.join(shown)}")
        parts.append(f"{p['name']}: {'; '.join(held) or 'nothing'}")
    return ". ".join(parts)


def shows(key: list[str], seats: dict[str, int], ids: dict[str, int]) -> str:
    """The Python expression of what phase shows for one observation."""
    kind, ref = key[0], (key[1] if len(key) > 1 else "")
    if kind in ("zone", "keywords", "tapped", "counters") and ref in ids:
        return f"game.object({ids[ref]})[{kind!r}]"
    if kind == "power_toughness" and ref in ids:
        return f"[game.object({ids[ref]})[k] for k in ('power', 'toughness')]"
    if kind in ("life", "mana_pool") and ref in seats:
        return f"game.player({seats[ref]})[{kind!r}]"
    if kind == "stack":
        return "game.stack()"
    return "game.waiting_for()"


def snippet(group: dict[str, Any]) -> str:
    replay = group["phase_only"]
    lines = [
        "import gzip", "import json", "", "import phase", "",
        "# the state phase reached once the adapter set the board up (cards' faces included: no card database needed)",
        "engine = phase.Engine.from_json('{}')",
        f"game = engine.load_game(json.load(gzip.open({replay['state']!r})))",
        f"# seats {replay['seats']}; objects {replay['objects']}", "",
        "def act(*steps):",
        "    '''One action of the scenario: phase's own steps, undone if phase refuses one (as the adapter does).'''",
        "    global game",
        "    before = game.state()",
        "    for seat, step in steps:",
        "        try:",
        "            game.apply(seat, step)",
        "        except ValueError as refusal:",
        "            print('refused:', refusal)",
        "            game = engine.load_game(before)",
        "            return", "",
    ]  # fmt: skip
    for said, steps in zip(replay["said"], replay["steps"], strict=True):
        lines.append(f"# {said}")
        lines.append(f"act({', '.join(repr(tuple(s)) for s in steps)})" if steps else "act()")
    for expression in replay["shows"]:
        lines.append(f"print({expression!r}, '->', {expression})")
    return "\n".join(lines) + "\n"


def run_snippet(code: str) -> str:
    """What the snippet prints, run here (from the repository's root, where its state file path points)."""
    out = io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.chdir(ROOT):
        exec(compile(code, "<phase-bug>", "exec"), {"__name__": "phase_bug"})
    return out.getvalue()


def bugs_page(data: dict[str, Any]) -> str:
    mine = [g for g in data["groups"] if g["verdict"]["side"] == "phase"]
    lines = [
        "# phase's faults found by exploration, each runnable with phase-python alone", "",
        f"Written by `python -m tools.phase_exploration bugs` from [`phase-exploration.json`](phase-exploration.json) "
        f"(phase-python {data['phase_python']}, seeds {', '.join(str(r['seed']) for r in data['runs'])}; "
        "[phase.md](phase.md#what-exploration-found) says how they were found). Each report gives the board and the "
        "actions as the corpus says them, the rule, what phase does, and a Python snippet that needs only "
        "`pip install phase-python`: it loads the state phase reached once the board was set up (exported by "
        "`Game.state()`, in `docs/phase-bugs/<id>.json.gz`), applies phase's own actions as the adapter sent them, and "
        "prints what differs. Run it from the repository's root; its output below is from the run that wrote this "
        "page.", "",
    ]  # fmt: skip
    for g in mine:
        v = g["verdict"]
        ours, theirs = answers(g)
        lines += [
            f'<a id="{g["id"]}"></a>', f"## {g['id']}: {' / '.join(g['group'])} (CR {v['rule']})", "",
            f"- **Board**: {board_text(g['board'])}",
            f"- **Actions**: {actions_text(g)}",
            f"- **The rules** (CR {v['rule']}): {v['evidence']}",
            f"- **phase**: {ours}; the reference engine: {theirs}", "",
        ]  # fmt: skip
        if "phase_only" in g:
            lines += ["```python", snippet(g).rstrip("\n"), "```", "", "prints:", "", "```",
                      g["phase_only"]["output"].rstrip("\n"), "```", ""]  # fmt: skip
        else:
            lines += ["(no snippet: run `python -m tools.phase_exploration bugs`)", ""]
    return "\n".join(lines)


def record(adapter: Any, group: dict[str, Any]) -> dict[str, Any]:
    """The group replayed on the phase adapter with every phase action it applies logged, the state after the board
    set up exported: what the snippet needs."""
    from tools.phase_exploration import plain

    loaded = adapter.load(group["board"])
    if type(loaded).__name__ != "Ok":
        raise SystemExit(f"phase_exploration: group {group['id']}'s board no longer loads in phase: {loaded}")
    STATES.mkdir(exist_ok=True)
    state = STATES / f"{group['id']}.json.gz"
    exported = json.dumps(adapter.call(adapter.game.state), separators=(",", ":")).encode()
    state.write_bytes(gzip.compress(exported, mtime=0))  # the same bytes for the same state
    said = [s.removeprefix("When ") for s in group["steps"] if s.startswith("When ")]
    steps: list[list[Any]] = []
    applied = type(adapter).apply
    for action in group["actions"]:
        log: list[Any] = []

        def logged(seat: int, step: dict[str, Any], log: list[Any] = log) -> dict[str, Any]:
            log.append([seat, plain(step)])
            return applied(adapter, seat, step)

        adapter.apply = logged
        try:
            adapter.perform(action)
        finally:
            del adapter.apply
        steps.append(log)
    seen = {r for d in group["differences"] for r in d["key"][1:]}
    expressions = [shows(d["key"], adapter.seats, adapter.ids) for d in group["differences"]]
    last = group["actions"][-1] if group["actions"] else {}
    if "allowed" in {d["key"][0] for d in group["differences"]}:  # where the card the action names went
        named = [r for r in (last.get("card"), last.get("object")) if r in adapter.ids]
        expressions += [f"game.object({adapter.ids[r]})['zone']" for r in named]
    if last.get("ability") == "mana":  # what the mana ability made, which the adapter may have refused
        expressions.append(f"game.player({adapter.seats[last['player']]})['mana_pool']")
    if {d["key"][0] for d in group["differences"]} & {"mana_pool", "priority"}:
        expressions.append("game.state()['state']['phase']")
    expressions = list(dict.fromkeys([*expressions, "game.waiting_for()"]))
    return {
        "state": str(state.relative_to(ROOT)),
        "seats": dict(adapter.seats),
        "objects": {ref: oid for ref, oid in adapter.ids.items() if ref in seen or any(ref in s for s in said)},
        "said": said,
        "steps": steps,
        "shows": expressions,
    }


def write_bugs(data: dict[str, Any], path: Path | None = None) -> None:
    """Every group where phase is wrong replayed in phase, its snippet run; the data file and the page rewritten."""
    from harness.engines.phase import PhaseAdapter
    from tools.phase_exploration import save

    adapter = PhaseAdapter()
    keep = set()
    for group in data["groups"]:
        group.pop("phase_only", None)
        if group["verdict"]["side"] != "phase":
            continue
        group["phase_only"] = record(adapter, group)
        group["phase_only"]["output"] = run_snippet(snippet(group))
        keep.add(f"{group['id']}.json.gz")
    for stale in STATES.glob("*.json*"):
        if stale.name not in keep:
            stale.unlink()
    save(data, *(() if path is None else (path,)))
    BUGS.write_text(bugs_page(data), encoding="utf-8")

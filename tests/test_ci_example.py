"""docs/ci-example.yml rehearsed: its jobs' shell steps run as GitHub runs them (a step with `shell: bash` as
`bash --noprofile --norc -eo pipefail`, one without as `bash -e`; after a failed step only `if: always()` steps
run), on a real scenario-level regression: the baseline of one engine's run, then a pull request whose engine
fails more scenarios inside the ruling that failed already. Both jobs must fail, and the job summaries
($GITHUB_STEP_SUMMARY) must show the regressed scenario, its failing step, expected and observed.

What the test changes in the steps: `my-engine` becomes a test engine with `--cr 107.5` (a small selection), and
`-n auto` is dropped (one core is enough for 21 scenarios); `python -m pip` does nothing (a stand-in `python` on
PATH) and `mtg-conformance` is this checkout's. `uses:` steps: checkout and upload do nothing; download-artifact
copies the conformance job's reports/ to head/."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from harness.cli import main
from harness.paths import ROOT

yaml = pytest.importorskip("yaml", reason="PyYAML is not installed")

EXAMPLE = ROOT / "docs" / "ci-example.yml"
BASE = "tests.engines.broken:TapsTappedPermanents"  # the target branch's engine: 4 scenarios of 107.5 fail
HEAD = "tests.engines.gating:ChecksNoSymbols"  # the pull request's: 2 more fail, in the same failing ruling
REGRESSED = "A creature that came under its controller's control this turn can't pay {T}"
CAUSE = ("the action is refused (CR 302.6 or 602.5a)", "the action is refused", "the engine allowed it")


def _shims(folder: Path) -> Path:
    """`python` that skips `-m pip` (nothing to install: this checkout is the harness) and `mtg-conformance`."""
    folder.mkdir()
    (folder / "python").write_text(
        f'#!/bin/sh\nif [ "$1 $2" = "-m pip" ]; then echo "(pip: skipped by the rehearsal)"; exit 0; fi\n'
        f'exec "{sys.executable}" "$@"\n',
        encoding="utf-8",
    )
    (folder / "mtg-conformance").write_text(f'#!/bin/sh\nexec "{sys.executable}" -m harness.cli "$@"\n', "utf-8")
    for shim in folder.iterdir():
        shim.chmod(0o755)
    return folder


def _shell(step: dict[str, Any]) -> list[str]:
    """The command GitHub runs a `run:` step's script with, on Linux."""
    if step.get("shell") == "bash":
        return ["bash", "--noprofile", "--norc", "-eo", "pipefail"]
    assert "shell" not in step, f"a shell the rehearsal doesn't know: {step['shell']}"
    return ["bash", "-e"]


def run_job(job: dict[str, Any], workdir: Path, engine: str, env: dict[str, str]) -> list[tuple[str, int]]:
    """Each step of `job` in `workdir` as GitHub would run it; (step name, exit code) of those that ran."""
    ran: list[tuple[str, int]] = []
    failed = False
    for step in job["steps"]:
        if failed and "always()" not in str(step.get("if", "")):
            continue
        name = step.get("name") or step.get("uses", "")
        if "uses" in step:
            if step["uses"].startswith("actions/download-artifact"):
                shutil.copytree(env["ARTIFACT"], workdir / step["with"]["path"])
            continue
        script = step["run"].replace("my-engine", f"{engine} --cr 107.5").replace(" -n auto", "")
        (workdir / "step.sh").write_text(script, encoding="utf-8")
        done = subprocess.run([*_shell(step), "step.sh"], cwd=workdir, env=env, capture_output=True, text=True)
        ran.append((name, done.returncode))
        failed = failed or done.returncode != 0
    return ran


@pytest.fixture(scope="module")
def rehearsal(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    tmp = tmp_path_factory.mktemp("ci")
    workflow = yaml.safe_load(EXAMPLE.read_text(encoding="utf-8"))
    env = {
        **os.environ,
        **{k: str(v) for k, v in workflow.get("env", {}).items()},
        "PATH": f"{_shims(tmp / 'bin')}{os.pathsep}{os.environ['PATH']}",
        "PYTHONPATH": str(ROOT),
    }
    # the baseline, as the workflow's comment says to write it, from the target branch's engine
    engine_repo = tmp / "engine"
    (engine_repo / "conformance").mkdir(parents=True)
    command = [sys.executable, "-m", "harness.cli", "run", "--engine", BASE, "--cr", "107.5", "--no-progress"]
    first = subprocess.run(
        [*command, "--report-dir", str(tmp / "first")],
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    assert first.returncode == 1, first.stdout + first.stderr
    baseline = engine_repo / "conformance" / "baseline.json"
    assert main(["baseline", "write", str(tmp / "first" / "report.json"), "-o", str(baseline)]) == 0
    out: dict[str, Any] = {"tmp": tmp}
    summary = tmp / "conformance-summary.md"
    out["conformance"] = run_job(
        workflow["jobs"]["conformance"], engine_repo, HEAD, {**env, "GITHUB_STEP_SUMMARY": str(summary)}
    )
    out["conformance_summary"] = summary.read_text(encoding="utf-8") if summary.exists() else ""
    compare = tmp / "compare"
    compare.mkdir()
    summary = tmp / "compare-summary.md"
    artifact = str(engine_repo / "reports")
    out["compare"] = run_job(
        workflow["jobs"]["compare"], compare, BASE, {**env, "GITHUB_STEP_SUMMARY": str(summary), "ARTIFACT": artifact}
    )
    out["compare_summary"] = summary.read_text(encoding="utf-8") if summary.exists() else ""  # not written: fails
    out["compare_dir"] = compare
    return out


def _holds_the_cause(summary: str) -> None:
    assert REGRESSED in summary
    assert "features/tap_untap/tap_symbol.feature:" in summary
    for text in CAUSE:
        assert text in summary


def test_the_gated_run_fails_the_job_and_its_summary_shows_the_regressed_scenario_with_its_cause(
    rehearsal: dict[str, Any],
) -> None:
    steps = dict(rehearsal["conformance"])
    gated = next(name for name in steps if name.startswith("Run the corpus, gated"))
    assert steps[gated] == 1, rehearsal["conformance"]
    assert steps["Job summary"] == 0, "it ran after the failure (if: always()) and wrote the summary"
    summary = rehearsal["conformance_summary"]
    assert "### ❌ Baseline against `conformance/baseline.json`: FAILED" in summary
    verdict = summary[summary.index("### ❌ Baseline") : summary.index("### Rulings that do not pass")]
    _holds_the_cause(verdict)


def test_the_diff_step_fails_with_the_diffs_exit_code_after_writing_the_summary(rehearsal: dict[str, Any]) -> None:
    steps = dict(rehearsal["compare"])
    assert steps["Run the corpus on the target branch"] == 0
    assert steps["Diff target branch -> pull request"] == 1, rehearsal["compare"]
    summary = rehearsal["compare_summary"]
    assert summary.startswith("### Conformance changes\n```\n") and summary.rstrip().endswith("```")
    _holds_the_cause(summary)
    assert f'REGRESSION: scenario "{REGRESSED}": was pass, now fail' in summary
    assert "diff: FAILED: 5 regressions (2 scenarios, 3 rules)" in summary


def test_the_control_the_diff_step_of_an_unchanged_engine_passes_and_still_writes_its_summary(
    rehearsal: dict[str, Any],
) -> None:
    compare = rehearsal["compare_dir"]
    shutil.rmtree(compare / "head")
    shutil.copytree(compare / "base", compare / "head")  # the pull request changed nothing
    workflow = yaml.safe_load(EXAMPLE.read_text(encoding="utf-8"))
    step = next(s for s in workflow["jobs"]["compare"]["steps"] if s.get("name", "").startswith("Diff"))
    summary = rehearsal["tmp"] / "control-summary.md"
    env = {
        **os.environ,
        "GITHUB_STEP_SUMMARY": str(summary),
        "PATH": f"{rehearsal['tmp'] / 'bin'}{os.pathsep}{os.environ['PATH']}",
    }
    (compare / "step.sh").write_text(step["run"], encoding="utf-8")
    done = subprocess.run(
        [*_shell(step), "step.sh"], cwd=compare, env={**env, "PYTHONPATH": str(ROOT)}, capture_output=True, text=True
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert "diff: ok: 0 regressions" in summary.read_text(encoding="utf-8")

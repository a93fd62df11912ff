"""Which corpus a command uses (docs/corpus.md): `--corpus`, else `$MTG_CONFORMANCE_CORPUS`, else the one at or
above the working directory, else the bundled one; the schemas beside it; its version, in `--version`, in reports,
and as a warning from `diff` and `baseline check` when two runs' versions differ."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from harness import __version__
from harness.cli import main
from harness.paths import (
    CORPUS_ENV,
    DOCS,
    ROOT,
    bundled_corpus,
    choose_corpus,
    corpus_version,
    find_corpus,
    schema_file,
)
from harness.reports.baseline import baseline_from_report
from harness.reports.gate import check, diff_reports
from harness.reports.merge import merge_reports
from harness.reports.report import ReportError, build_report
from harness.reports.results import ScenarioResult
from harness.run.parallel import count_scenarios

CORPUS = ROOT / "features"
VERSION = json.loads((CORPUS / "rulings.json").read_text(encoding="utf-8"))["version"]


@pytest.fixture
def here(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Path:
    """A working directory holding no corpus, with no corpus named in the environment."""
    monkeypatch.delenv(CORPUS_ENV, raising=False)
    folder = tmp_path / "here"
    folder.mkdir()
    monkeypatch.chdir(folder)
    return folder


def checkout(folder: Path, version: str = "7.0.0") -> Path:
    """A second copy of the corpus and its schemas, as a checkout holds them, with another version."""
    shutil.copytree(CORPUS, folder / "features")
    shutil.copytree(ROOT / "schemas", folder / "schemas")
    edit_index(folder / "features", lambda data: data.update(version=version))
    return folder / "features"


def edit_index(corpus: Path, change: Any) -> None:
    data = json.loads((corpus / "rulings.json").read_text(encoding="utf-8"))
    change(data)
    (corpus / "rulings.json").write_text(json.dumps(data, indent=2, ensure_ascii=False), encoding="utf-8")


def test_a_corpus_is_found_at_or_above_a_folder_as_rulings_json_or_features_rulings_json(tmp_path: Path) -> None:
    corpus = checkout(tmp_path / "repo")
    assert find_corpus(tmp_path / "repo") == corpus
    assert find_corpus(corpus / "emerge") == corpus
    assert find_corpus(corpus / "fixtures" / "emerge") == corpus
    assert find_corpus(tmp_path) is None


def test_the_nearest_corpus_wins(tmp_path: Path) -> None:
    outer = checkout(tmp_path / "outer")
    inner = checkout(tmp_path / "outer" / "vendor" / "inner")
    assert find_corpus(inner / "emerge") == inner
    assert find_corpus(tmp_path / "outer" / "vendor") == outer


def test_corpus_option_then_environment_then_found_then_bundled(
    here: Path, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    other = checkout(tmp_path / "other")
    assert choose_corpus() == choose_corpus(None, here)
    assert (choose_corpus().path, choose_corpus().why) == (bundled_corpus().resolve(), "bundled")
    assert (choose_corpus(None, other / "x").path, choose_corpus(None, other / "x").why) == (other, "found")
    monkeypatch.setenv(CORPUS_ENV, str(CORPUS))
    assert choose_corpus(None, other).path == CORPUS.resolve()
    assert choose_corpus(str(other), other).path == other
    assert choose_corpus(str(other)).why == "--corpus"


def test_validate_inside_a_second_copy_validates_that_copy(
    here: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The issue's report: validate in a second copy used to validate the copy the harness came from."""
    other = checkout(tmp_path / "copy")
    (other / "fixtures" / "emerge" / "bears.json").write_text("{", encoding="utf-8")
    monkeypatch.chdir(other / "emerge")
    assert main(["validate"]) == 1
    out, err = capsys.readouterr()
    assert "features/fixtures/emerge/bears.json" in out
    assert err.startswith(f"corpus 7.0.0 at {other} (found from the working directory)\n")
    monkeypatch.chdir(here)
    assert main(["validate"]) == 0
    assert "(bundled with the harness)" in capsys.readouterr().err


def test_the_schemas_beside_a_corpus_check_its_data(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    other = checkout(tmp_path / "copy")
    assert schema_file("rulings.schema.json", other) == tmp_path / "copy" / "schemas" / "rulings.schema.json"
    assert schema_file("rulings.schema.json", tmp_path / "nowhere" / "features").parent.name == "schemas"
    schema = tmp_path / "copy" / "schemas" / "rulings.schema.json"
    data = json.loads(schema.read_text(encoding="utf-8"))
    data["properties"]["version"]["pattern"] = "^7\\."  # this checkout's own rule: only 7.x versions
    schema.write_text(json.dumps(data), encoding="utf-8")
    edit_index(other, lambda d: d.update(version="8.0.0"))
    assert main(["validate", "--corpus", str(other)]) == 1
    assert "/version: '8.0.0' does not match '^7\\\\.'" in capsys.readouterr().out
    edit_index(other, lambda d: d.update(version="7.1.0"))
    assert main(["validate", "--corpus", str(other)]) == 0  # the harness's own schema would have it too


def test_a_corpus_without_a_version_is_invalid(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    other = checkout(tmp_path / "copy")
    edit_index(other, lambda d: d.pop("version"))
    assert corpus_version(other) is None
    assert main(["validate", "--corpus", str(other)]) == 1
    out, err = capsys.readouterr()
    assert "features/rulings.json: /: 'version' is a required property" in out
    assert "corpus without a version at" in err


def test_version_names_the_harness_and_the_corpus_with_its_size(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, here: Path
) -> None:
    other = checkout(tmp_path / "copy")
    (other / "tap_untap" / "untap_symbol.feature").unlink()
    monkeypatch.chdir(other)
    with pytest.raises(SystemExit) as exited:
        main(["--version"])
    assert exited.value.code == 0
    rulings = len(json.loads((other / "rulings.json").read_text(encoding="utf-8"))["rulings"])
    assert capsys.readouterr().out == (
        f"mtg-conformance {__version__}\ncorpus 7.0.0 at {other} (found from the working directory): "
        f"{rulings} rulings, {count_scenarios(other)} scenarios\n"
        f"documentation: {DOCS} (adapter templates: {DOCS.parent / 'examples'})\n"
    )
    assert count_scenarios(other) < count_scenarios(CORPUS)


def _results() -> list[ScenarioResult]:
    return [
        ScenarioResult(
            id="features/tap_untap/tap_symbol.feature::test_0",
            feature="tap_untap/tap_symbol.feature",
            scenario="scenario 0",
            status="pass",
            rulings=["tap-untap-symbols.tap"],
            cr=["107.5"],
            mechanics=["tap-untap-symbols"],
            cards=["Sol Ring"],
        )
    ]


ENGINE = {"name": "reference", "version": "0.1.0", "adapter": "reference"}


def test_a_report_records_the_harness_and_corpus_versions_and_the_corpus_s_own_revision(tmp_path: Path) -> None:
    other = checkout(tmp_path / "copy")
    report = build_report(_results(), other, ENGINE, "2026-01-01T00:00:00+00:00")
    assert report["harness"]["version"] == __version__
    assert report["corpus"]["version"] == "7.0.0"
    assert report["corpus"]["git_revision"] is None  # the copy is in no checkout, whatever the harness is in
    ours = build_report(_results(), CORPUS, ENGINE, "2026-01-01T00:00:00+00:00")
    assert ours["corpus"]["version"] == VERSION
    head = subprocess.run(["git", "rev-parse", "HEAD"], cwd=ROOT, capture_output=True, text=True, check=False)
    if head.returncode == 0:
        assert ours["corpus"]["git_revision"] == head.stdout.strip()


def test_diff_and_baseline_check_warn_when_the_corpus_versions_differ(tmp_path: Path) -> None:
    old = build_report(_results(), checkout(tmp_path / "a", "1.0.0"), ENGINE, "2026-01-01T00:00:00+00:00")
    new = build_report(_results(), checkout(tmp_path / "b", "1.1.0"), ENGINE, "2026-01-01T00:00:00+00:00")
    warning = "warning: the two reports are of different corpus versions (1.0.0 and 1.1.0)"
    assert diff_reports(old, new).lines()[0].startswith(warning)
    assert diff_reports(old, new).to_json()["corpus_versions"] == {"old": "1.0.0", "new": "1.1.0"}
    assert not diff_reports(old, old).lines()[0].startswith("warning")
    gate = check(new, baseline_from_report(old))
    assert gate.lines()[0].startswith("warning: the baseline and the report are of different corpus versions")
    assert not gate.failed  # a warning, not a verdict
    assert not check(old, baseline_from_report(old)).lines()[0].startswith("warning")


def test_merge_refuses_shards_of_different_corpus_versions(tmp_path: Path) -> None:
    a = build_report(_results(), checkout(tmp_path / "a", "1.0.0"), ENGINE, "2026-01-01T00:00:00+00:00")
    b = build_report(_results(), checkout(tmp_path / "b", "1.1.0"), ENGINE, "2026-01-01T00:00:00+00:00")
    with pytest.raises(ReportError, match="differs"):
        merge_reports([("a.json", a), ("b.json", b)], CORPUS)


def test_import_rulings_refuses_to_write_into_the_installed_corpus(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    installed = tmp_path / "site-packages" / "harness" / "_bundled"
    corpus = checkout(installed.parent / "copy").rename(installed)  # stands for the wheel's copy
    monkeypatch.setattr("harness.paths.BUNDLED", installed)
    page = tmp_path / "page.txt"
    page.write_text("A new ruling nobody wrote yet.\n", encoding="utf-8")
    before = (corpus / "rulings.json").read_bytes()
    assert main(["import-rulings", str(page), "--corpus", str(corpus), "--mechanic", "emerge"]) == 2
    assert "run it inside a corpus checkout or give --corpus DIR" in capsys.readouterr().err
    assert (corpus / "rulings.json").read_bytes() == before


def test_pytest_runs_the_corpus_of_the_paths_it_is_given(tmp_path: Path, here: Path) -> None:
    other = checkout(tmp_path / "copy")
    done = subprocess.run(
        [sys.executable, "-m", "pytest", str(other / "tap_untap"), "-p", "no:cacheprovider",
         f"--report-dir={tmp_path / 'r'}"],
        cwd=here, capture_output=True, text=True, timeout=600, check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stdout[-2000:]
    assert f"\nmtg-conformance: corpus 7.0.0 at {other} (from the paths given to pytest)\n" in done.stdout
    report = json.loads((tmp_path / "r" / "report.json").read_text(encoding="utf-8"))
    assert (report["corpus"]["path"], report["corpus"]["version"]) == (str(other), "7.0.0")
    assert report["summary"]["scenarios"]["pass"] == count_scenarios(other / "tap_untap")


def test_run_ignores_the_pytest_configuration_around_an_installed_corpus_and_names_scenarios_alike(
    tmp_path: Path, here: Path
) -> None:
    """A virtual environment inside an engine's repository: pytest would take the engine's configuration for the
    corpus's (its addopts, here an option nobody knows), and name the scenarios after the venv's path."""
    engine_repo = tmp_path / "engine"
    (engine_repo).mkdir()
    (engine_repo / "pyproject.toml").write_text(
        '[tool.pytest.ini_options]\naddopts = "--no-such-option -x"\n', encoding="utf-8"
    )
    installed = checkout(engine_repo / ".venv" / "site-packages" / "harness" / "_bundled")
    cli = Path(sys.executable).with_name("mtg-conformance")
    argv = [str(cli), "run", "--corpus", str(installed), "--mechanic", "tap-untap-symbols", "--report-dir", "r"]
    done = subprocess.run(argv, cwd=engine_repo, capture_output=True, text=True, timeout=600, check=False)
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    report = json.loads((engine_repo / "r" / "report.json").read_text(encoding="utf-8"))
    ids = {tuple(s["id"].split("/")[:2]) for s in report["scenarios"]}
    assert ids == {("features", "tap_untap")}


def test_another_projects_test_run_does_not_name_a_corpus(pytester: pytest.Pytester) -> None:
    pytester.makepyfile("def test_nothing_about_magic():\n    pass\n")
    result = pytester.runpytest_subprocess("-p", "no:cacheprovider")
    result.assert_outcomes(passed=1)
    assert "mtg-conformance: corpus" not in result.stdout.str()

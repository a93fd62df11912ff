"""`mtg-conformance coverage --cr / --ruling / --engine-status`: every format narrowed to what was asked, saying so
in its first line; a filter that matches nothing exits 5. And `--format markdown`, and the warning on a report of
another corpus version."""

from __future__ import annotations

import html
import json
from fnmatch import fnmatchcase
from pathlib import Path
from typing import Any

import pytest

from harness.cli import main
from harness.corpus.scope import cr_matches
from harness.paths import ROOT
from tests.test_coverage import fake_report

FAILING = "emerge.colored-not-reduced"


def coverage_json(capsys: pytest.CaptureFixture[str], *args: str) -> dict[str, Any]:
    assert main(["coverage", "--format", "json", *args]) == 0
    return json.loads(capsys.readouterr().out)


def tree_rules(coverage: dict[str, Any]) -> list[str]:
    return [n["rule"] for s in coverage["cr_tree"]["sections"] for r in s["rules"] for n in (r, *r["subrules"])]


@pytest.fixture
def report(tmp_path: Path) -> Path:
    path = tmp_path / "report.json"
    data = fake_report("alpha", FAILING)
    data["corpus"] = {
        "version": json.loads((ROOT / "features" / "rulings.json").read_text(encoding="utf-8"))["version"]
    }
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def test_cr_keeps_the_rulings_and_rules_of_that_section(capsys: pytest.CaptureFixture[str]) -> None:
    whole = coverage_json(capsys)
    only = coverage_json(capsys, "--cr", "601")
    assert only["filter"]["options"] == "--cr 601"
    assert 0 < len(only["rulings"]) < len(whole["rulings"])
    for ruling in only["rulings"]:
        cited = ruling["rules"] + [n for s in ruling["scenarios"] for n in s["cr"]]
        assert any(cr_matches("601", n) for n in cited), ruling["id"]
    left_out = [r for r in whole["rulings"] if r["id"] not in {k["id"] for k in only["rulings"]}]
    assert all(not cr_matches("601", n) for r in left_out for n in r["rules"])
    assert {s["section"] for s in only["cr_sections"]} == {"601"}
    assert {s["section"] for s in only["cr_tree"]["sections"]} == {"601"}
    assert only["cr_tree"]["summary"]["in_scope"] == len(tree_rules(only)) == only["filter"]["cr_rules"]
    assert only["summary"]["rulings"] == len(only["rulings"])
    assert sum(m["rulings"] for m in only["mechanics"]) == len(only["rulings"])


def test_a_rule_holds_its_subrules_not_its_neighbours(capsys: pytest.CaptureFixture[str]) -> None:
    rules = tree_rules(coverage_json(capsys, "--cr", "601.2"))
    assert "601.2" in rules and "601.2f" in rules
    assert all(cr_matches("601.2", n) for n in rules)


def test_ruling_glob_keeps_those_rulings(capsys: pytest.CaptureFixture[str]) -> None:
    only = coverage_json(capsys, "--ruling", "emerge.*")
    assert only["rulings"] and all(fnmatchcase(r["id"], "emerge.*") for r in only["rulings"])
    assert [m["mechanic"] for m in only["mechanics"]] == ["emerge"]
    assert "702.119a" in tree_rules(only) and "107.5" not in tree_rules(only)
    assert all(
        set(rule["rulings"]) <= {r["id"] for r in only["rulings"]} for s in only["cr_sections"] for rule in s["rules"]
    )


def test_engine_status_keeps_what_fails_on_the_engine(capsys: pytest.CaptureFixture[str], report: Path) -> None:
    only = coverage_json(capsys, "--report", str(report), "--engine-status", "fail")
    assert [r["id"] for r in only["rulings"]] == [FAILING]
    rules = [r for s in only["cr_tree"]["sections"] for r in s["rules"]]
    assert rules
    for rule in rules:  # a rule that doesn't fail is shown only above subrules that do
        assert "fail" in rule["engines"].values() or rule["subrules"], rule["rule"]
        assert all("fail" in sub["engines"].values() for sub in rule["subrules"]), rule["rule"]


def test_engine_status_needs_a_report(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["coverage", "--engine-status", "fail"]) == 2
    assert "--engine-status needs --report" in capsys.readouterr().err


@pytest.mark.parametrize("fmt", ["text", "md", "html"])
def test_every_format_says_what_it_filtered_on_first(capsys: pytest.CaptureFixture[str], fmt: str) -> None:
    assert main(["coverage", "--format", fmt, "--cr", "601", "--ruling", "emerge.*"]) == 0
    page = capsys.readouterr().out
    first = page.splitlines()[0] if fmt != "html" else html.unescape(page[page.index('<div class="meta">') :][:400])
    assert "filtered on --cr 601 --ruling 'emerge.*'" in first
    assert "tap-untap-symbols.tap" not in page and "emerge.definition" in page


def test_the_unfiltered_page_says_no_filter(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["coverage"]) == 0
    assert "filtered" not in capsys.readouterr().out.splitlines()[0]


@pytest.mark.parametrize(
    ("args", "named"),
    [
        (["--cr", "999"], "--cr 999 matched none"),
        (["--cr", "106.9"], "CR rules (106.9: not in the CR scope)"),
        (["--ruling", "nothing.*"], "--ruling 'nothing.*' matched none"),
        (["--cr", "601", "--ruling", "mana-value.*"], "matches all of --cr 601 --ruling 'mana-value.*' together"),
    ],
)
def test_a_filter_matching_nothing_exits_5_and_says_which(
    capsys: pytest.CaptureFixture[str], args: list[str], named: str
) -> None:
    assert main(["coverage", *args]) == 5
    out = capsys.readouterr()
    assert out.out == "" and named in out.err


def test_engine_status_nothing_on_a_passing_engine(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "r.json"
    path.write_text(json.dumps(fake_report("beta", "")), encoding="utf-8")
    assert main(["coverage", "--report", str(path), "--engine-status", "error"]) == 5
    assert "--engine-status error matched none" in capsys.readouterr().err


# --- point 2: markdown by either name, a report of another corpus ------------------------------------------


@pytest.mark.parametrize("name", ["md", "markdown", "MD"])
def test_markdown_by_either_name(capsys: pytest.CaptureFixture[str], name: str) -> None:
    assert main(["coverage", "--format", name, "--ruling", "emerge.*"]) == 0
    assert capsys.readouterr().out.startswith("# Ruling coverage")


def test_an_unknown_format_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exc:
        main(["coverage", "--format", "pdf"])
    assert exc.value.code == 2
    assert "not a format" in capsys.readouterr().err


def test_a_report_of_another_corpus_version_is_warned_in_one_line(
    capsys: pytest.CaptureFixture[str], report: Path
) -> None:
    assert main(["coverage", "--report", str(report), "--ruling", FAILING]) == 0
    assert "warning" not in capsys.readouterr().err  # the same version: no word
    data = json.loads(report.read_text(encoding="utf-8"))
    data["corpus"]["version"] = "0.0.1"
    report.write_text(json.dumps(data), encoding="utf-8")
    assert main(["coverage", "--report", str(report), "--ruling", FAILING]) == 0
    out = capsys.readouterr()
    warnings = [line for line in out.err.splitlines() if "warning" in line]
    assert len(warnings) == 1
    ours = json.loads((ROOT / "features" / "rulings.json").read_text(encoding="utf-8"))["version"]
    assert str(report) in warnings[0] and "0.0.1" in warnings[0] and ours in warnings[0]
    assert "alpha 1.0: fail" in out.out  # still shown

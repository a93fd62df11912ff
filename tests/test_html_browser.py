"""The HTML report in a real browser: headless Chromium (Debian's `chromium` package, which `.ci/run`
installs) loads the page of a broken engine's run, runs its script, and the rendered DOM shows the ruling ×
status matrix filtered to failures and the failing scenario's expected vs observed. Skipped where no
Chromium is installed."""

from __future__ import annotations

import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass, field
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest

from harness.paths import ROOT
from harness.reports.html import pretty
from harness.reports.report import load_report

BROKEN = "tests.engines.broken:TapsTappedPermanents"
FAILING, PASSING = "tap-untap-symbols.tap", "tap-untap-symbols.untap"
VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}


def chromium() -> str | None:
    return shutil.which("chromium") or shutil.which("chromium-browser") or shutil.which("google-chrome")


pytestmark = pytest.mark.skipif(
    chromium() is None, reason="no headless Chromium here (apt-get install chromium; .ci/run installs it on CI)"
)


@dataclass
class Element:
    tag: str
    attrs: dict[str, str]
    children: list[Element | str] = field(default_factory=list)

    @property
    def classes(self) -> set[str]:
        return set(self.attrs.get("class", "").split())

    def text(self) -> str:
        return "".join(c if isinstance(c, str) else c.text() for c in self.children)

    def find_all(self, tag: str | None = None, **attrs: str) -> list[Element]:
        found = []
        for child in self.children:
            if isinstance(child, Element):
                if (tag is None or child.tag == tag) and all(
                    v in child.classes if k == "class_" else child.attrs.get(k.replace("_", "-")) == v
                    for k, v in attrs.items()
                ):
                    found.append(child)
                found += child.find_all(tag, **attrs)
        return found

    def find(self, tag: str | None = None, **attrs: str) -> Element:
        found = self.find_all(tag, **attrs)
        assert found, f"no <{tag} {attrs}> in the rendered page"
        return found[0]


class TreeBuilder(HTMLParser):
    """The DOM Chromium dumped, as a tree of `Element`s."""

    def __init__(self) -> None:
        super().__init__()
        self.root = Element("#document", {})
        self.stack = [self.root]

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        element = Element(tag, {k: v or "" for k, v in attrs})
        self.stack[-1].children.append(element)
        if tag not in VOID:
            self.stack.append(element)

    def handle_endtag(self, tag: str) -> None:
        for i in range(len(self.stack) - 1, 0, -1):
            if self.stack[i].tag == tag:
                del self.stack[i:]
                break

    def handle_data(self, data: str) -> None:
        self.stack[-1].children.append(data)


def render_in_browser(url: str, *extra: str) -> subprocess.CompletedProcess[str]:
    with tempfile.TemporaryDirectory(prefix="chromium-profile-") as profile:
        command = [chromium(), "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run"]
        command += ["--disable-background-networking", "--disable-component-update", "--disable-sync"]
        command += [f"--user-data-dir={profile}", "--window-size=1280,1600", *extra, url]
        return subprocess.run(command, capture_output=True, text=True, timeout=120, check=False)


def dom(url: str) -> Element:
    done = render_in_browser(url, "--dump-dom")
    assert done.returncode == 0 and "<html" in done.stdout, done.stderr[-2000:]
    builder = TreeBuilder()
    builder.feed(done.stdout)
    return builder.root


@pytest.fixture(scope="module")
def broken_run(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict[str, Any]]:
    """A broken engine's run of the {T}/{Q} rulings: its report folder and report."""
    folder = tmp_path_factory.mktemp("html-report")
    command = [sys.executable, "-m", "harness.cli", "run", "--engine", BROKEN, "--ruling", "tap-untap-symbols.*"]
    done = subprocess.run(
        [*command, "--report-dir", str(folder), "--no-progress"], cwd=ROOT, capture_output=True, text=True, check=False
    )
    assert (folder / "report.html").exists(), done.stdout + done.stderr
    return folder, load_report(folder / "report.json")


def test_page_shows_the_matrix_with_every_ruling(broken_run: tuple[Path, dict[str, Any]]) -> None:
    folder, report = broken_run
    page = dom((folder / "report.html").as_uri())
    assert page.find("body").attrs.get("data-ready") == "true", "the page's script did not run"
    matrix = page.find("table", id="matrix")
    rows = {t.attrs["data-id"]: t for t in matrix.find_all("tbody", class_="ruling")}
    assert set(rows) == {FAILING, PASSING}
    assert not any("hidden" in t.classes for t in rows.values())
    headers = [th.text() for th in matrix.find("thead").find_all("th")]
    assert headers == ["ruling", "mechanic", "CR", "status", "pass", "fail", "error", "unsupported"]
    failing_row = rows[FAILING].find("tr", class_="main-row")
    assert failing_row.find("span", class_="status").text() == "fail"
    counts = {
        td.attrs["data-count"]: td.text().strip() for td in failing_row.find_all("td") if "data-count" in td.attrs
    }
    ruling = next(r for r in report["rulings"] if r["id"] == FAILING)
    assert counts == {k: str(v) for k, v in ruling["counts"].items()}
    assert "hidden" in rows[FAILING].find("tr", class_="detail-row").classes  # folded until clicked
    assert page.find("span", id="shown").text() == "2 of 2 rulings shown"


def test_filtered_link_shows_only_failures_and_the_failing_steps_expected_vs_observed(
    broken_run: tuple[Path, dict[str, Any]],
) -> None:
    folder, report = broken_run
    page = dom(f"{(folder / 'report.html').as_uri()}#status=fail&open={FAILING}")
    rows = {t.attrs["data-id"]: t for t in page.find("table", id="matrix").find_all("tbody", class_="ruling")}
    assert "hidden" in rows[PASSING].classes and "hidden" not in rows[FAILING].classes
    assert page.find("span", id="shown").text() == "1 of 2 rulings shown"
    checked = [i.attrs["value"] for i in page.find_all("input", name="status") if "checked" in i.attrs]
    detail = rows[FAILING].find("tr", class_="detail-row")
    assert "hidden" not in detail.classes
    ruling = next(r for r in report["rulings"] if r["id"] == FAILING)
    assert detail.find("blockquote", class_="ruling").text() == ruling["text"]
    failure = next(s for s in report["scenarios"] if s["status"] == "fail")
    shown = detail.find("div", class_="scenario", data_scenario=failure["id"])
    assert shown.find("code", class_="step").text() == failure["step"]
    assert shown.find("pre", class_="expected").text() == pretty(failure["expected"])
    assert shown.find("pre", class_="observed").text() == pretty(failure["observed"])
    assert checked == ["fail"]  # the form shows the filter the link chose


def test_page_renders_to_a_screenshot(broken_run: tuple[Path, dict[str, Any]], tmp_path: Path) -> None:
    folder, _ = broken_run
    shot = tmp_path / "report.png"
    done = render_in_browser((folder / "report.html").as_uri(), f"--screenshot={shot}")
    assert done.returncode == 0, done.stderr[-2000:]
    assert shot.read_bytes().startswith(b"\x89PNG") and shot.stat().st_size > 10_000

"""JUnit XML (the dialect GitHub, GitLab and Jenkins test tabs read): one `testsuite` per feature file,
one `testcase` per scenario; fail -> `failure`, error -> `error`, unsupported -> `skipped`.
The scenario's rulings and CR rules travel as `properties`; the baseline's verdict, when the run was gated on one,
is a suite of its own."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from collections import defaultdict
from typing import Any

from harness.reports.results import MAX_TEXT, shorten

_COUNTS = (("tests", None), ("failures", "fail"), ("errors", "error"), ("skipped", "unsupported"))


def _value(value: Any) -> str:
    """A value as text, capped (a report written with `--max-text 0` keeps whole answers; CI test tabs don't)."""
    return shorten(value if isinstance(value, str) else json.dumps(value, ensure_ascii=False), MAX_TEXT)


def _counted(element: ET.Element, scenarios: list[dict[str, Any]]) -> None:
    for attribute, status in _COUNTS:
        element.set(attribute, str(sum(status is None or s["status"] == status for s in scenarios)))
    element.set("time", f"{sum(s.get('duration', 0.0) for s in scenarios):.3f}")


def _failure_text(scenario: dict[str, Any]) -> str:
    lines = []
    if "step" in scenario:
        lines.append(f"step:     {scenario['step']}")
    if "expected" in scenario or "observed" in scenario:
        lines += [f"expected: {_value(scenario.get('expected'))}", f"observed: {_value(scenario.get('observed'))}"]
    lines.append(f"rulings:  {', '.join(scenario['rulings'])}")
    return "\n".join(lines) + "\n"


def _testcase(parent: ET.Element, scenario: dict[str, Any], engine: str, suite: str, regressed: bool = False) -> None:
    case = ET.SubElement(
        parent,
        "testcase",
        classname=f"{engine}.{suite.removesuffix('.feature').replace('/', '.')}",
        name=scenario["scenario"],
        file=suite,
        time=f"{scenario.get('duration', 0.0):.3f}",
    )
    properties = ET.SubElement(case, "properties")
    for kind, key in (("ruling", "rulings"), ("cr", "cr"), ("mechanic", "mechanics")):
        for value in scenario.get(key, []):
            ET.SubElement(properties, "property", name=kind, value=value)
    if regressed:
        ET.SubElement(properties, "property", name="baseline", value="regression")
    status, reason = scenario["status"], _value(scenario.get("reason", ""))
    if status == "fail":
        ET.SubElement(case, "failure", message=reason, type="conformance").text = _failure_text(scenario)
    elif status == "error":
        ET.SubElement(case, "error", message=reason, type="engine-error").text = reason
    elif status == "unsupported":
        ET.SubElement(case, "skipped", message=f"unsupported: {reason}")


def _regression_text(change: dict[str, Any]) -> str:
    detail = change.get("scenario")
    was = " or ".join(change["baseline"]) or "-"
    if not detail:
        causes = ", ".join(c["title"] for c in change.get("causes", ()))
        return f"REGRESSION: {change['id']}: was {was}, now {change['status']}" + (f" ({causes})" if causes else "")
    place = f"{detail['file']}:{detail['line']}" if detail.get("line") else detail["file"]
    lines = [f"REGRESSION: {detail['title']}: was {was}, now {change['status']}", f"    {place}"]
    lines.append(f"    rulings: {', '.join(detail['rulings']) or '-'}; CR {', '.join(detail['cr']) or '-'}")
    if "step" in detail:
        lines.append(f"    step:     {detail['step']}")
        lines += [f"    expected: {_value(detail.get('expected'))}", f"    observed: {_value(detail.get('observed'))}"]
    elif detail.get("reason"):
        lines.append(f"    {_value(detail['reason'])}")
    return "\n".join(lines)


def _verdict_suite(root: ET.Element, verdict: dict[str, Any], started: str) -> None:
    """The baseline's verdict as a suite of one test case, failing when the gate did: CI test tabs show it."""
    suite = ET.SubElement(root, "testsuite", name="baseline", timestamp=started, hostname="")
    failed = verdict["failed"]
    for attribute, value in (("tests", 1), ("failures", int(failed)), ("errors", 0), ("skipped", 0)):
        suite.set(attribute, str(value))
    suite.set("time", "0.000")
    case = ET.SubElement(suite, "testcase", classname="baseline", name="baseline verdict", time="0.000")
    case.set("file", str(verdict.get("source") or "baseline"))
    if failed:
        passes = [c.get("scenario", {}).get("title") or c["id"] for c in verdict["unexpected_passes"]]
        text = [_regression_text(c) for c in verdict["regressions"]]
        text += [f"unexpected pass: {name}" for name in passes if not verdict["allow_unexpected_pass"]]
        ET.SubElement(case, "failure", message=verdict["summary"], type="baseline").text = "\n".join(text) + "\n"
    else:
        ET.SubElement(case, "system-out").text = verdict["summary"]


def render_junit(report: dict[str, Any]) -> str:
    """The report's scenarios as a JUnit XML document; a run gated on a baseline adds a `baseline` suite whose one
    test case fails, listing each regression with its cause, when the gate failed; each regressed scenario's
    test case has the property `baseline` = `regression`."""
    engine = report["engine"].get("name") or "engine"
    suites: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for scenario in report["scenarios"]:
        suites[scenario["id"].split("::", 1)[0]].append(scenario)
    root = ET.Element("testsuites", name=f"mtg-conformance on {engine}")
    _counted(root, report["scenarios"])
    verdict = report.get("baseline")
    regressed = {c["scenario"]["id"] for c in verdict["regressions"] if c.get("scenario")} if verdict else set()
    for name, scenarios in sorted(suites.items()):
        suite = ET.SubElement(root, "testsuite", name=name, timestamp=report["started"], hostname="")
        _counted(suite, scenarios)
        for scenario in scenarios:
            _testcase(suite, scenario, engine, name, scenario["id"] in regressed)
    if verdict:
        _verdict_suite(root, verdict, report["started"])
        root.set("tests", str(int(root.get("tests", "0")) + 1))
        root.set("failures", str(int(root.get("failures", "0")) + int(verdict["failed"])))
    ET.indent(root)
    return '<?xml version="1.0" encoding="utf-8"?>\n' + ET.tostring(root, encoding="unicode") + "\n"

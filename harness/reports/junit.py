"""JUnit XML (the dialect GitHub, GitLab and Jenkins test tabs read): one `testsuite` per feature file,
one `testcase` per scenario; fail -> `failure`, error -> `error`, unsupported -> `skipped`.
The scenario's rulings and CR rules travel as `properties`."""

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


def _testcase(parent: ET.Element, scenario: dict[str, Any], engine: str, suite: str) -> None:
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
    status, reason = scenario["status"], _value(scenario.get("reason", ""))
    if status == "fail":
        ET.SubElement(case, "failure", message=reason, type="conformance").text = _failure_text(scenario)
    elif status == "error":
        ET.SubElement(case, "error", message=reason, type="engine-error").text = reason
    elif status == "unsupported":
        ET.SubElement(case, "skipped", message=f"unsupported: {reason}")


def render_junit(report: dict[str, Any]) -> str:
    """The report's scenarios as a JUnit XML document."""
    engine = report["engine"].get("name") or "engine"
    suites: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for scenario in report["scenarios"]:
        suites[scenario["id"].split("::", 1)[0]].append(scenario)
    root = ET.Element("testsuites", name=f"mtg-conformance on {engine}")
    _counted(root, report["scenarios"])
    for name, scenarios in sorted(suites.items()):
        suite = ET.SubElement(root, "testsuite", name=name, timestamp=report["started"], hostname="")
        _counted(suite, scenarios)
        for scenario in scenarios:
            _testcase(suite, scenario, engine, name)
    ET.indent(root)
    return '<?xml version="1.0" encoding="utf-8"?>\n' + ET.tostring(root, encoding="unicode") + "\n"

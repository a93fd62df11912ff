"""Trying wrong engines on scenarios fast: one pytest session of the harness parses the corpus and starts the
reference engine once; each trial runs in a forked child of it, with the session's adapter turned into the wrong
engine (its class swapped: a wrong engine of `tests/engines/` is the reference adapter with a rule broken while it
handles a request), over its scenarios in order. A child writes back which of them failed (a conformance failure,
status `fail`: an engine error or an unsupported scenario is no decision).

Used by `tools/decisions.py` (finding the evidence) and `tests/test_decisions.py` (replaying it):
`python -m pytest -p tools.decisions_trials --trials FILE --trials-out FILE <features...> --engine reference`.
A trials file is JSON: a list of `{"engine": "tests.engines.x:Class", "scenarios": ["feature::name", ...],
"all": false, "mutant": {...}}`; `all` runs every scenario (else the child stops at the first that fails); `mutant`,
an entry of `tests/engines/mutants.json` not yet stored there, is what `tests.engines.mutant:<key>` replays.
"""

from __future__ import annotations

import importlib
import json
import os
import signal
from pathlib import Path
from typing import Any

import pytest

from harness.run.collect import RESULT_PROPERTY

SECONDS = 10  # a child still running after this is hung: a mutant that loops (a scenario takes milliseconds)


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--trials", default=None, help="a JSON file of trials (tools/decisions_trials.py)")
    parser.addoption("--trials-out", default=None, help="where to write the trials' results (JSON)")


def pytest_configure(config: pytest.Config) -> None:
    if config.getoption("--trials"):
        trials = json.loads(Path(config.getoption("--trials")).read_text(encoding="utf-8"))
        config.pluginmanager.register(Trials(trials, Path(config.getoption("--trials-out"))), "decision-trials")


def label(item: pytest.Item, corpus: Path) -> str:
    """`rules/601/x.feature::Scenario name`, as the evidence names a scenario."""
    from harness.run.collect import scenario_name

    path = Path(item.path)
    feature = path.relative_to(corpus).as_posix() if path.is_relative_to(corpus) else str(path)
    return f"{feature}::{scenario_name(item)}"


def status(reports: list[pytest.TestReport]) -> str:
    """The harness's status of a scenario from its reports (pass, fail, error, unsupported), with the reason of
    any other than pass."""
    for report in reports:
        for key, value in report.user_properties:
            if key == RESULT_PROPERTY:
                result = json.loads(value) if isinstance(value, str) else value
                said = result.get("status")
                return str(said) if said == "pass" else f"{said}: {result.get('reason') or ''}".strip()
    failed = [r for r in reports if r.failed]
    return f"error: {failed[0].longreprtext[-300:]}" if failed else "pass"


class Trials:
    def __init__(self, trials: list[dict[str, Any]], out: Path) -> None:
        self.trials, self.out = trials, out

    def pytest_collection_modifyitems(self, session: pytest.Session, config: pytest.Config, items: list) -> None:
        from harness.run.corpus_folder import corpus_dir

        wanted = {s for t in self.trials for s in t["scenarios"]}
        corpus = corpus_dir(config).resolve()
        keep = [i for i in items if label(i, corpus) in wanted]
        config.hook.pytest_deselected(items=[i for i in items if i not in keep])
        items[:] = keep

    @pytest.hookimpl(tryfirst=True)
    def pytest_runtestloop(self, session: pytest.Session) -> bool:
        from harness.run.corpus_folder import corpus_dir

        corpus = corpus_dir(session.config).resolve()
        items = {label(i, corpus): i for i in session.items}
        adapter = _engine(session) if items else None
        nothing = {"failing": [], "statuses": {}}
        results = [self._trial(trial, items, adapter) if adapter is not None else nothing for trial in self.trials]
        self.out.write_text(json.dumps(results), encoding="utf-8")
        return True

    def _trial(self, trial: dict[str, Any], items: dict[str, pytest.Item], adapter: Any) -> dict[str, Any]:
        read, write = os.pipe()
        pid = os.fork()
        if pid == 0:  # the child: never returns
            os.close(read)
            code = 0
            try:
                signal.signal(signal.SIGALRM, lambda *_: os._exit(3))
                signal.alarm(SECONDS)
                found = _run(trial, items, adapter)
                with os.fdopen(write, "w", encoding="utf-8") as stream:
                    json.dump(found, stream)
            except BaseException as exc:  # the parent is told; the child ends here
                with os.fdopen(write, "w", encoding="utf-8") as stream:
                    json.dump({"problem": f"{type(exc).__name__}: {exc}"}, stream)
                code = 1
            finally:
                os._exit(code)
        os.close(write)
        with os.fdopen(read, encoding="utf-8") as stream:
            text = stream.read()
        os.waitpid(pid, 0)
        if not text:
            return {"problem": "the child ended without a result (hung, or killed)", "failing": [], "statuses": {}}
        return {"failing": [], "statuses": {}, **json.loads(text)}


def _engine(session: pytest.Session) -> Any:
    """The adapter the harness started before the first scenario (a serial run keeps it for its scenarios)."""
    from harness.run import preflight

    started = session.config.stash.get(preflight.started_engine_key, None)
    if started is None:
        raise RuntimeError("the harness's engine did not start before the scenarios")
    return started[0]


def _run(trial: dict[str, Any], items: dict[str, pytest.Item], adapter: Any) -> dict[str, Any]:
    """In the child: the adapter becomes the trial's engine; its scenarios run until one fails (or all, `all`)."""
    if trial.get("mutant"):
        from tests.engines import mutant

        mutant.stored()[trial["mutant"]["key"]] = trial["mutant"]
    if trial["engine"] != "reference":
        module, _, name = trial["engine"].partition(":")
        adapter.__class__ = getattr(importlib.import_module(module), name)
    from _pytest.runner import runtestprotocol

    failing, statuses = [], {}
    present = [s for s in trial["scenarios"] if s in items]
    statuses.update({s: "missing" for s in trial["scenarios"] if s not in items})
    for index, scenario in enumerate(present):
        following = items[present[index + 1]] if index + 1 < len(present) else None
        statuses[scenario] = status(runtestprotocol(items[scenario], nextitem=following, log=False))
        if statuses[scenario].startswith("fail"):
            failing.append(scenario)
            if not trial.get("all"):
                break
    return {"failing": failing, "statuses": statuses}

"""The adversarial cases about starting a run: an engine that can't start, a selection that matches nothing, where
the reports go and the options (tests/test_adversarial.py runs them)."""

from __future__ import annotations

from tests.adversarial_parts import (
    ENGINES,
    FULL_DISK,
    PYTEST,
    RUN,
    Case,
    _file,
    _not_said,
    _nothing_ran,
    _report_md_a_link,
    _saved_elsewhere,
)

RUN_CASES = [
    # an engine that can't start: one message, an early stop, the last report kept
    Case(
        "run --engine with a typo",
        (*RUN, "--engine", "refrence"),
        2,
        ("did you mean 'reference'",),
        keeps_report=True,
        max_lines=6,  # pytest's 'no tests ran', the corpus line, the error
    ),
    Case(
        "pytest --engine=nosuch",
        (*PYTEST, "--engine=nosuch"),
        4,
        ("no engine adapter named 'nosuch'",),
        keeps_report=True,
        pytest=True,
        max_lines=10,
    ),
    Case(
        "an adapter module that doesn't exist",
        (*RUN, "--engine", "no.such.module:Engine"),
        2,
        ("can't load the adapter",),
        keeps_report=True,
        max_lines=6,  # pytest's 'no tests ran', the corpus line, the error
    ),
    Case(
        "an adapter raising when created",
        (*RUN, "--engine", f"{ENGINES}:RaisesWhenCreated"),
        2,
        ("raised RuntimeError when created", "[/x]"),
        keeps_report=True,
        max_lines=6,  # pytest's 'no tests ran', the corpus line, the error
    ),
    Case(
        "an adapter still abstract",
        (*RUN, "--engine", f"{ENGINES}:StillAbstract"),
        2,
        ("abstract",),
        keeps_report=True,
        max_lines=6,  # pytest's 'no tests ran', the corpus line, the error
    ),
    Case(
        "an adapter whose hello is a dict",
        (*RUN, "--engine", f"{ENGINES}:HelloIsADict"),
        2,
        ("returned a dict, not a harness.Hello",),
        keeps_report=True,
        max_lines=6,  # pytest's 'no tests ran', the corpus line, the error
    ),
    Case(
        "a cmd: engine that isn't there",
        (*RUN, "--engine", "cmd:/nonexistent/engine --serve"),
        2,
        ("can't start",),
        keeps_report=True,
        max_lines=6,  # pytest's 'no tests ran', the corpus line, the error
    ),
    Case(
        "pytest -n 2 with an engine that can't start",
        (*PYTEST, "--engine=nosuch", "-n", "2"),
        4,
        ("no engine adapter named 'nosuch'",),
        keeps_report=True,
        pytest=True,
        max_lines=10,
    ),
    # a selection that matches nothing: said, the last report kept
    Case(
        "--ruling matching nothing",
        (*RUN, "--ruling", "emerg.*"),
        5,
        ("--ruling 'emerg.*' matched none",),
        keeps_report=True,
    ),
    Case(
        "--mechanic and --ruling matching nothing together",
        (*RUN, "--ruling", "tap-untap-symbols.tap", "--mechanic", "emerge"),
        5,
        ("--mechanic 'emerge' matched none",),
        keeps_report=True,
    ),
    Case(
        "-k matching nothing",
        (*RUN, "-k", "no_such_scenario"),
        5,
        ("-k 'no_such_scenario' matched no scenario",),
        keeps_report=True,
    ),
    Case("--cr matching nothing", (*RUN, "--cr", "999.9"), 5, ("--cr '999.9' matched none",), keeps_report=True),
    # where the reports go and the options, checked before the run
    Case(
        "--report-dir is a file",
        ("run", "--corpus={corpus}", "--report-dir={tmp}/README.md", "--no-progress"),
        2,
        ("is a file, not a folder",),
        prepare=_file("README.md", "# hi\n"),
    ),
    Case(
        "--report-dir can't be created",
        ("run", "--corpus={corpus}", "--report-dir=/proc/mtg-conformance-reports", "--no-progress"),
        2,
        ("--report-dir",),
    ),
    Case(
        "a report in the report folder is a link",
        RUN,
        2,
        ("report.md: is a symbolic link", "the reports of the run would replace it"),
        keeps_report=True,
        prepare=_report_md_a_link,
        max_lines=6,
    ),
    Case(
        "the report folder's disk is full before the run",
        (*RUN, "--", "-p", "no_space"),
        2,
        ("--report-dir", "0 kB free on its disk, the reports need about", "free some space or give another folder"),
        keeps_report=True,
        prepare=_file(
            "no_space.py",  # imported before the run's checks: the disk of every folder has nothing free
            "import shutil\nfrom collections import namedtuple\n"
            "usage = namedtuple('usage', 'total used free')\n"
            "shutil.disk_usage = lambda path: usage(1 << 30, 1 << 30, 0)\n",
        ),
        check=_nothing_ran,
    ),
    Case(
        "the report folder fills up during the run",
        (*RUN, "--", "-p", "full_disk"),
        74,
        ("can't write the reports to", "No space left on device", "the report was saved to"),
        keeps_report=True,
        prepare=FULL_DISK,
        check=_saved_elsewhere,
    ),
    Case(
        "a rulings.json that isn't JSON: found before the run",
        RUN,
        2,
        ("rulings.json: line 1 column", "not valid JSON"),
        keeps_report=True,
        prepare=lambda corpus: (corpus / "rulings.json").write_text('{"rulings": [', encoding="utf-8"),
        check=_nothing_ran,
    ),
    Case(
        "a rulings.json of the wrong shape: found before the run",
        RUN,
        2,
        ("rulings.json: /: [] is not of type 'object'",),
        keeps_report=True,
        prepare=lambda corpus: (corpus / "rulings.json").write_text("[]", encoding="utf-8"),
        check=_nothing_ran,
    ),
    Case(
        "the run's report fails its own schema",
        (*RUN, "--", "-p", "bad_schema"),
        70,
        ("does not follow the report schema", "made wrong by the test", "was left as it was"),
        keeps_report=True,
        prepare=_file(
            "bad_schema.py",
            "import harness.run.collect as c\nfrom harness.errors import Problem\n"
            "c.validate_report = lambda report, name: [Problem(name, '/engine', 'made wrong by the test')]\n",
        ),
        check=_not_said("no report was written (pytest exit code"),
    ),
    Case(
        "the rulings.json changes during the run",
        (*RUN, "--", "-p", "changes_index"),
        2,
        ("can't build the run's report", "rulings.json: /: [] is not of type 'object'", "was left as it was"),
        keeps_report=True,
        prepare=_file(
            "changes_index.py",
            "from pathlib import Path\nimport pytest\n"
            "@pytest.hookimpl(tryfirst=True)\n"
            "def pytest_sessionfinish(session):\n"
            "    Path(session.config.getoption('--corpus'), 'rulings.json').write_text('[]')\n",
        ),
    ),
    Case("-n -3", (*RUN, "-n", "-3"), 2, ("'-3' is not a number of workers",), keeps_report=True),
    Case("--max-text -1", (*RUN, "--max-text", "-1"), 2, ("--max-text",), keeps_report=True),
    Case("--engine-timeout 0", (*RUN, "--engine-timeout", "0"), 2, ("too small",), keeps_report=True),
    Case(
        "--corpus /nonexistent",
        ("run", "--corpus=/nonexistent", "--report-dir={reports}", "--no-progress"),
        2,
        ("no such folder",),
        keeps_report=True,
    ),
    Case(
        "--corpus is a file",
        ("run", "--corpus=/etc/hostname", "--report-dir={reports}", "--no-progress"),
        2,
        ("not a folder",),
        keeps_report=True,
    ),
    Case(
        "--corpus without an index",
        ("run", "--corpus={tmp}", "--report-dir={reports}", "--no-progress"),
        2,
        ("not a corpus folder",),
        keeps_report=True,
    ),
    Case(
        "--rerun-failed of no report",
        (*RUN, "--rerun-failed", "/nonexistent.json"),
        2,
        ("can't read the report",),
        keeps_report=True,
    ),
    Case("--baseline that isn't one", (*RUN, "--baseline", "/etc/hostname"), 2, ("/etc/hostname",), keeps_report=True),
]

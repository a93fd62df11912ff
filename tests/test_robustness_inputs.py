"""Every input is read with a bound, and written only over a regular file (issue 31): the reader, the writer,
options, the engine's process group and name, and import-rulings' time, as unit tests. The command lines are in
tests/test_robustness_commands.py."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
import time
from pathlib import Path
from types import SimpleNamespace

import pytest

from harness.atomic import OutputError, target_problem, write_text
from harness.reading import InputError, load_json, read_bytes, read_text

FEATURES = Path(__file__).resolve().parents[1] / "features"


# -- the bounded reader ------------------------------------------------------------------------------------------


def test_a_named_pipe_is_refused_at_once_not_waited_on(tmp_path: Path) -> None:
    pipe = tmp_path / "board.json"
    os.mkfifo(pipe)
    started = time.monotonic()
    with pytest.raises(InputError, match="named pipe, not a regular file") as caught:
        read_bytes(pipe)
    assert time.monotonic() - started < 2 and str(pipe) in str(caught.value)


def test_a_device_is_refused_before_a_byte_is_read() -> None:
    with pytest.raises(InputError, match="character device"):
        read_bytes("/dev/zero")


def test_a_file_over_the_bound_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "big.json"
    path.write_bytes(b" " * 2000)
    with pytest.raises(InputError, match="2,000 bytes, over the limit of 1,000"):
        read_bytes(path, limit=1000)
    assert read_bytes(path, limit=2000) == b" " * 2000


def test_a_key_given_twice_is_an_error_naming_it_and_the_file(tmp_path: Path) -> None:
    path = tmp_path / "x.json"
    path.write_text('{"a": 1, "b": {"c": 1, "c": 2}}', encoding="utf-8")
    with pytest.raises(InputError, match="the key 'c' is given twice") as caught:
        load_json(path)
    assert str(path) in str(caught.value)
    path.write_text('{"a": 1, "b": {"c": 1}}', encoding="utf-8")
    assert load_json(path) == {"a": 1, "b": {"c": 1}}


@pytest.mark.parametrize(
    ("raw", "says"),
    [
        (b'\xef\xbb\xbf{"a": 1}', "byte order mark"),
        (b'{"a":\n "b\x00"}', "NUL byte"),
        (b'{"a": \xff}', "not UTF-8 text (byte 6)"),
        (b'{"a": NaN}', "NaN is not a JSON number"),
        (b'{"a": ', "line 1 column 7"),
    ],
)
def test_odd_bytes_are_named(tmp_path: Path, raw: bytes, says: str) -> None:
    path = tmp_path / "odd.json"
    path.write_bytes(raw)
    with pytest.raises(InputError) as caught:
        load_json(path)
    assert says in str(caught.value) and str(path) in str(caught.value)


def test_a_nul_byte_is_placed_by_line_and_column(tmp_path: Path) -> None:
    path = tmp_path / "odd.txt"
    path.write_bytes(b"one\ntw\x00o\n")
    with pytest.raises(InputError) as caught:
        read_text(path)
    assert caught.value.pointer == "line 2 column 3"


def test_a_cut_catalog_is_named(tmp_path: Path) -> None:
    from harness.corpus.catalog import problems_in_catalog

    path = tmp_path / "cards.json"
    path.write_text((FEATURES / "cards.json").read_text(encoding="utf-8")[:300], encoding="utf-8")
    problems = problems_in_catalog(path)
    assert problems and problems[0].file == str(path) and "line" in problems[0].pointer


@pytest.mark.parametrize(("key", "value"), [("version", "not-a-version"), ("rulings", {}), ("rulings", [])])
def test_a_ruling_index_against_its_schema_is_refused_wherever_it_is_read(
    tmp_path: Path, key: str, value: object
) -> None:
    from harness.corpus.rulings import load_index
    from harness.errors import CorpusError

    data = json.loads((FEATURES / "rulings.json").read_text(encoding="utf-8"))
    data[key] = value
    (tmp_path / "rulings.json").write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(CorpusError, match=f"/{key}"):
        load_index(tmp_path)
    assert len(load_index(FEATURES)) > 2  # the control: the real index reads


def test_a_ruling_given_twice_in_the_index_is_found_by_hashing() -> None:
    from harness.corpus.rulings import index_problems

    data = json.loads((FEATURES / "rulings.json").read_text(encoding="utf-8"))
    assert index_problems(data, "rulings.json") == []
    data["rulings"].append(dict(data["rulings"][0]))
    assert [p.pointer for p in index_problems(data, "rulings.json")] == [f"/rulings/{len(data['rulings']) - 1}"]


def test_a_nul_byte_in_a_board_path_is_refused_by_name() -> None:
    from harness.corpus.fixtures import fixture_path
    from harness.errors import CorpusError

    with pytest.raises(CorpusError, match="NUL byte"):
        fixture_path(FEATURES, "tap_untap/a\0b.json")


def test_a_feature_linked_from_outside_or_a_pipe_is_not_part_of_the_corpus(tmp_path: Path) -> None:
    from harness.corpus.malformed import boundary_problems, linked_out

    corpus, outside = tmp_path / "features", tmp_path / "elsewhere"
    corpus.mkdir()
    outside.mkdir()
    (outside / "x.feature").write_text("Feature: x\n", encoding="utf-8")
    (corpus / "inside.feature").write_text("Feature: y\n", encoding="utf-8")
    (corpus / "linked.feature").symlink_to(outside / "x.feature")
    (corpus / "area").symlink_to(outside)
    os.mkfifo(corpus / "pipe.feature")
    assert boundary_problems(corpus / "inside.feature", corpus, "inside") == []
    assert "outside the corpus" in boundary_problems(corpus / "linked.feature", corpus, "l")[0].message
    assert "named pipe" in boundary_problems(corpus / "pipe.feature", corpus, "p")[0].message
    assert sorted(p.file for p in linked_out(corpus)) == ["features/area", "features/pipe.feature"]


def test_scenarios_are_counted_past_a_pipe(tmp_path: Path) -> None:
    from harness.run.parallel import count_scenarios

    (tmp_path / "a.feature").write_text("Feature: a\n  Scenario: one\n", encoding="utf-8")
    os.mkfifo(tmp_path / "b.feature")
    assert count_scenarios(tmp_path) == 1


# -- writing only over regular files ---------------------------------------------------------------------------


def test_a_link_is_never_replaced(tmp_path: Path) -> None:
    target = tmp_path / "target.txt"
    target.write_text("kept", encoding="utf-8")
    link = tmp_path / "out.md"
    link.symlink_to(target)
    with pytest.raises(OutputError, match="symbolic link"):
        write_text(link, "new")
    assert link.is_symlink() and target.read_text(encoding="utf-8") == "kept"
    assert list(tmp_path.glob(".*.tmp")) == []


def test_a_pipe_or_a_folder_is_never_replaced(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / "pipe")
    with pytest.raises(OutputError, match="not a regular file"):
        write_text(tmp_path / "pipe", "new")
    with pytest.raises(OutputError, match="is a folder"):
        write_text(tmp_path, "new")
    assert (tmp_path / "pipe").is_fifo()
    write_text(tmp_path / "file.md", "new")  # the control: a regular file is written
    write_text(tmp_path / "file.md", "newer")
    assert (tmp_path / "file.md").read_text(encoding="utf-8") == "newer"


def test_a_device_is_named_as_a_target_without_touching_it() -> None:
    assert "not a regular file" in (target_problem(Path("/dev/null")) or "")


# -- options ---------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("value", ["inf", "-inf", "nan", "1e999"])
def test_an_engine_timeout_must_be_finite(value: str) -> None:
    import argparse

    from harness.cli.run import _seconds

    with pytest.raises(argparse.ArgumentTypeError, match="not a number of seconds"):
        _seconds(value)
    assert _seconds("2.5") == 2.5


def test_an_infinite_timeout_in_a_configuration_is_refused(tmp_path: Path) -> None:
    from harness.engines.config import resolve
    from harness.errors import CorpusError

    with pytest.raises(CorpusError, match="not a finite number"):
        resolve({"engine": None, "timeout": float("inf"), "restarts": None}, None, tmp_path)


def test_more_workers_than_cpus_are_capped(capsys: pytest.CaptureFixture[str]) -> None:
    from harness.cli.run import _workers

    assert _workers("100000") == str(os.cpu_count() or 1)
    assert "CPUs" in capsys.readouterr().err
    assert _workers("1") == "1" and _workers("auto") == "auto"


# -- engines ---------------------------------------------------------------------------------------------------


def test_an_engines_huge_name_is_cut() -> None:
    from harness.engines.protocol import MAX_NAME, Hello

    hello = Hello("x" * 1_000_000, "1" * 5000)
    assert len(hello.name) < MAX_NAME + 60 and "characters left out" in hello.name
    assert Hello("short", "1.0").name == "short"


ORPHANING_ENGINE = textwrap.dedent(
    """
    import json, subprocess, sys
    for line in sys.stdin:
        request = json.loads(line)
        if request["request"] == "hello":
            print(json.dumps({"id": request["id"], "name": "orphaning", "version": "1", "protocol": 1,
                              "capabilities": {"actions": [], "queries": []}}), flush=True)
        else:
            subprocess.Popen(["sh", "-c", "echo $$ > " + sys.argv[1] + "; exec sleep 60"])
            import time; time.sleep(0.5)
            sys.exit(0)  # its child keeps stdout open: no end of file comes
    """
)


def test_an_engine_that_exits_leaving_a_child_is_said_to_exit_and_its_group_ends(tmp_path: Path) -> None:
    from harness.engines.protocol import EngineError
    from harness.engines.subprocess import SubprocessAdapter

    script, pidfile = tmp_path / "engine.py", tmp_path / "child.pid"
    script.write_text(ORPHANING_ENGINE, encoding="utf-8")
    adapter = SubprocessAdapter([sys.executable, str(script), str(pidfile)], timeout=20, max_restarts=0)
    try:
        adapter.hello()
        started = time.monotonic()
        answer = adapter.load({"players": []})
        assert isinstance(answer, EngineError) and "exited" in answer.message, answer
        assert time.monotonic() - started < 10, "it was not waited on for the whole timeout"
    finally:
        adapter.close()
    pid = int(pidfile.read_text())
    time.sleep(0.3)
    state = Path(f"/proc/{pid}/status")
    alive = state.exists() and "State:\tZ" not in state.read_text()
    assert not alive, "the engine's child was left running"


def test_an_adapter_calling_os_exit_is_an_engine_fault() -> None:
    from harness.engines.exits import EngineExited, no_process_exit

    with pytest.raises(EngineExited, match=r"os._exit\(0\)"), no_process_exit():
        os._exit(0)
    assert os._exit.__name__ == "_exit"  # restored


def test_explore_names_the_engine_that_answered_errors() -> None:
    from harness.engines.protocol import EngineError
    from harness.engines.reference import ReferenceAdapter
    from harness.explore.compare import Pair

    class Gone(ReferenceAdapter):
        def load(self, board: dict) -> EngineError:  # type: ignore[override]
            return EngineError("the engine exited with code 0 without answering")

    ours, theirs = Gone(), ReferenceAdapter()
    pair = Pair(ours, theirs, (ours.hello(), theirs.hello()))

    example = SimpleNamespace(
        board=json.loads((FEATURES / "fixtures" / "tap_untap" / "sol-ring.json").read_text(encoding="utf-8")),
        actions=[],
    )
    outcome = pair.run(example)  # type: ignore[arg-type]
    assert outcome.errors == [(0, "the engine exited with code 0 without answering")]


# -- import-rulings takes linear time ---------------------------------------------------------------------------


def _import_seconds(tmp_path: Path, n: int) -> float:
    import shutil

    corpus = tmp_path / f"c{n}" / "features"
    shutil.copytree(FEATURES, corpus)
    text = "\n\n".join(f"When a player casts spell number {i // 7}, the same words repeat here." for i in range(n))
    (tmp_path / f"r{n}.txt").write_text(text, encoding="utf-8")
    command = [sys.executable, "-m", "harness.cli", "import-rulings", str(tmp_path / f"r{n}.txt"), "--mechanic",
               "emerge", "--rule", "702.119", "--corpus", str(corpus), "--write-skeleton", "--dry-run"]  # fmt: skip
    started = time.monotonic()
    done = subprocess.run(command, capture_output=True, text=True, timeout=600, check=False)
    assert done.returncode == 0, done.stderr
    return time.monotonic() - started


def test_import_rulings_takes_linear_time(tmp_path: Path) -> None:
    """Four times the paragraphs (many sharing their first words, so numbered ids) take about four times as long:
    the quadratic import took sixteen."""
    small, large = _import_seconds(tmp_path, 1500), _import_seconds(tmp_path, 6000)
    assert large < 8 * max(small, 0.5), (small, large)

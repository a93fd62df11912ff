"""The `mtg-conformance` command. Each subcommand is a module of `harness.cli` with `HELP`,
`add_arguments(parser)` and `run(args, extra) -> exit code`; arguments after `--` are `extra`."""

from __future__ import annotations

import argparse
import contextlib
import errno
import os
import sys
from importlib import import_module
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from pathlib import Path

    from harness.paths import CorpusChoice

from harness.atomic import OutputError

# subcommand name -> module in harness.cli (imported only when used, to keep --help fast)
COMMANDS = {
    "run": "run",
    "validate": "validate",
    "coverage": "coverage",
    "import-rulings": "import_rulings",
    "lint": "lint",
    "steps": "steps",
    "baseline": "baseline",
    "diff": "diff",
    "merge": "merge",
    "render": "render",
    "smoke": "smoke",
    "explore": "explore",
}


def version_text(choice: CorpusChoice | None = None, docs: Path | None = None) -> str:
    """The harness's version, the version and size of the corpus a command run here would use (or `choice`), and
    where the documentation is (`docs`: where an installed copy has it, for docs/corpus.md)."""
    from harness import __version__
    from harness.corpus.rulings import load_index
    from harness.paths import DOCS, choose_corpus, describe
    from harness.run.parallel import count_scenarios

    choice = choice or choose_corpus()
    try:
        size = f"{len(load_index(choice.path))} rulings, {count_scenarios(choice.path)} scenarios"
    except (OSError, ValueError, KeyError, TypeError) as exc:
        size = f"can't read its rulings.json: {exc}"
    docs = docs or DOCS
    where = f"documentation: {docs} (adapter templates: {docs.parent / 'examples'})"
    return f"mtg-conformance {__version__}\n{describe(choice)}: {size}\n{where}"


class _Version(argparse.Action):
    """`--version`, worked out only when asked (it reads the corpus)."""

    def __init__(self, option_strings: list[str], dest: str = argparse.SUPPRESS, **kwargs: Any) -> None:
        super().__init__(option_strings, dest, nargs=0, default=argparse.SUPPRESS, **kwargs)

    def __call__(self, parser: argparse.ArgumentParser, *args: Any) -> None:
        print(version_text())
        parser.exit()


def build_parser(only: str | None = None) -> argparse.ArgumentParser:
    """The parser; with `only`, just that subcommand gets its arguments (some import heavy modules to list
    their choices, and `mtg-conformance --help` must stay fast)."""
    from harness.cli.helptext import Formatter, epilog

    parser = argparse.ArgumentParser(
        prog="mtg-conformance", description="Magic: The Gathering rules conformance.", epilog=epilog("")
    )
    parser.add_argument(
        "--version", action=_Version, help="show the harness's version and the corpus's version and size, then exit"
    )
    sub = parser.add_subparsers(dest="command", required=True)
    for name, module_name in COMMANDS.items():
        module = import_module(f"harness.cli.{module_name}")
        sub_parser = sub.add_parser(
            name, help=module.HELP, description=module.HELP, epilog=epilog(name), formatter_class=Formatter
        )
        if only is None or name == only:
            module.add_arguments(sub_parser)
            if sub_parser.epilog != epilog(name):  # the command's own epilog (lint's checks) first
                sub_parser.epilog = f"{sub_parser.epilog}\n\n{epilog(name)}"
    return parser


#: exit codes of every command (docs/cli.md): what happened, not how
EXIT_INTERNAL = 70  # a bug of the harness: one line, and the traceback in a file
EXIT_INTERRUPTED = 130  # Ctrl-C, as a shell reports SIGINT
EXIT_PIPE = 141  # the reader went away (`| head`): what a shell reports for SIGPIPE
EXIT_IO = 74  # the output could not be written (a full disk, `> /dev/full`): sysexits' EX_IOERR
EXIT_ENVIRONMENT = 71  # no working directory or no standard output to work with: sysexits' EX_OSERR


def main(argv: list[str] | None = None) -> int:
    """The command; `argv` None: the command line of this process (the console script, `python -m harness.cli`),
    which then ends as soon as the command is done, whatever threads an in-process engine left running."""
    problem = _environment_problem()
    if problem:
        return _say(problem, EXIT_ENVIRONMENT)
    try:
        code = _main(argv)
    except MemoryError:
        code = _say("out of memory", EXIT_INTERNAL)
    if argv is None:
        _end_despite_stray_threads(code)
    return code


def _end_despite_stray_threads(code: int) -> None:
    """Python waits at exit for every thread that is not a daemon: one an in-process adapter started and never
    ended would keep a finished run (its reports written) alive for ever. They get a second, then the process
    ends with the command's exit code, its output flushed."""
    import time

    deadline = time.monotonic() + 1.0
    for thread in _stray_threads():
        thread.join(max(0.0, deadline - time.monotonic()))
    stray = _stray_threads()
    if not stray:
        return
    names = ", ".join(repr(t.name) for t in stray[:3])
    with contextlib.suppress(Exception):
        print(f"mtg-conformance: note: ended {len(stray)} thread(s) still running ({names}): not waited for, "
              "the command was done", file=sys.stderr)  # fmt: skip
    for stream in (sys.stdout, sys.stderr):
        with contextlib.suppress(Exception):
            stream.flush()
    os._exit(code)


def _stray_threads() -> list[Any]:
    import threading

    return [t for t in threading.enumerate() if t is not threading.main_thread() and not t.daemon and t.is_alive()]


def _say(message: str, code: int) -> int:
    """One line on stderr (when there is one) and the exit code."""
    with contextlib.suppress(Exception):
        print(f"mtg-conformance: {message}", file=sys.stderr)
        sys.stderr.flush()
    return code


def _environment_problem() -> str | None:
    """What a command can't run without: a working directory that still exists, and a standard output (closed
    by `>&-`, Python's `sys.stdout` is None; a later `print` would fail inside some library)."""
    if sys.stdout is None:
        return "standard output is closed; run it with its output going somewhere (a file, /dev/null)"
    try:
        os.getcwd()
    except OSError:
        return "the working directory no longer exists; cd to a folder that does and run it again"
    return None


def _main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    extra: list[str] = []
    if "--" in argv:
        i = argv.index("--")
        argv, extra = argv[:i], argv[i + 1 :]
    args = build_parser(next((a for a in argv if not a.startswith("-")), "")).parse_args(argv)
    try:
        code = import_module(f"harness.cli.{COMMANDS[args.command]}").run(args, extra)
        sys.stdout.flush()  # here, not at exit: a reader that went away (`| head`) is then caught below
        return code
    except BrokenPipeError:
        return _reader_gone()
    except OutputError as exc:  # a target that isn't a regular file: said, and left as it is
        print(f"mtg-conformance {args.command}: {exc}", file=sys.stderr)
        return 2
    except OSError as exc:  # writing the output failed (a full disk, `> /dev/full`)
        if exc.errno not in _OUTPUT_ERRORS:
            return _internal_error(args.command, exc)
        _discard_stdout()
        where = f" to {exc.filename}" if exc.filename else ""
        print(f"mtg-conformance {args.command}: can't write the output{where}: {exc.strerror}", file=sys.stderr)
        return EXIT_IO
    except MemoryError:
        print(f"mtg-conformance {args.command}: out of memory", file=sys.stderr)
        return EXIT_INTERNAL
    except KeyboardInterrupt:  # Ctrl-C outside a run (a run keeps its last report and says so itself)
        print(f"mtg-conformance {args.command}: interrupted", file=sys.stderr)
        return EXIT_INTERRUPTED
    except Exception as exc:  # the last resort (a RecursionError on deep input, a bug): one line, not frames
        if os.environ.get("MTG_CONFORMANCE_TRACEBACK"):
            raise
        return _internal_error(args.command, exc)


_OUTPUT_ERRORS = {errno.ENOSPC, errno.EIO, errno.EDQUOT, errno.EFBIG, errno.EROFS, errno.EBADF}


def _discard_stdout() -> None:
    """What is still buffered for stdout can't be written either: dropped, so Python doesn't complain at exit."""
    with contextlib.suppress(OSError, ValueError):
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())


def _reader_gone() -> int:
    """stdout was closed by its reader (`mtg-conformance smoke | head -1`): stop quietly, and keep Python from
    complaining again when it flushes stdout at exit."""
    with contextlib.suppress(OSError):
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    return EXIT_PIPE


def _internal_error(command: str, exc: BaseException) -> int:
    """One line saying what went wrong and where the traceback was saved (for a bug report)."""
    import tempfile
    import traceback

    saved = ""
    with contextlib.suppress(OSError):
        fd, path = tempfile.mkstemp(prefix="mtg-conformance-traceback-", suffix=".txt")
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write("".join(traceback.format_exception(exc)))
        saved = f"; the traceback is in {path} (MTG_CONFORMANCE_TRACEBACK=1 shows it)"
    message = str(exc)[:500]
    print(f"mtg-conformance {command}: internal error: {type(exc).__name__}: {message}{saved}", file=sys.stderr)
    return EXIT_INTERNAL


if __name__ == "__main__":
    sys.exit(main())

"""The options several commands share: `--corpus` (and the line saying which corpus a command used) and
`--engine-cpu`."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

CORPUS_HELP = "corpus folder (default: the one at or above the working directory, else the bundled one)"
# harness.engines.cpu.CHOICES (tests/test_engine_cpu.py checks they agree): importing harness.engines here would
# double the time of `mtg-conformance --help`
ENGINE_CPU_CHOICES = ("shared", "any")


def add_engine_cpu_argument(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--engine-cpu",
        choices=ENGINE_CPU_CHOICES,
        default=None,
        help="cmd: engines: shared (with the harness, one CPU; the default) or any (docs/adapters.md)",
    )


def add_corpus_argument(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--corpus", default=None, metavar="DIR", help=CORPUS_HELP)


def chosen_corpus(args: argparse.Namespace) -> Path:
    """The corpus this command uses (harness.paths.choose_corpus); says which on stderr, with its version, so
    that stdout stays the command's own output."""
    from harness.paths import choose_corpus, describe

    choice = choose_corpus(getattr(args, "corpus", None))
    print(describe(choice), file=sys.stderr)
    return choice.path

"""The `--corpus` option that every command reading a corpus shares, and the line saying which corpus it used."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

CORPUS_HELP = "corpus folder (default: the one at or above the working directory, else the bundled one)"


def add_corpus_argument(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--corpus", default=None, metavar="DIR", help=CORPUS_HELP)


def chosen_corpus(args: argparse.Namespace) -> Path:
    """The corpus this command uses (harness.paths.choose_corpus); says which on stderr, with its version, so
    that stdout stays the command's own output."""
    from harness.paths import choose_corpus, describe

    choice = choose_corpus(getattr(args, "corpus", None))
    print(describe(choice), file=sys.stderr)
    return choice.path

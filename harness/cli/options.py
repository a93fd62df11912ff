"""The options several commands share: `--corpus` (and the line saying which corpus a command used) and
`--engine-cpu`."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
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


# one name or the other for the same format, wherever a command chooses one (`render --to`, `coverage --format`)
FORMAT_ALIASES = {"md": "markdown", "markdown": "md"}


def format_choice(choices: tuple[str, ...]) -> Callable[[str], str]:
    """An argparse `type` taking one of `choices` or its other name (`md` for `markdown` and back), giving the name
    in `choices`."""

    def pick(value: str) -> str:
        name = value.strip().lower()
        if name in choices:
            return name
        if FORMAT_ALIASES.get(name) in choices:
            return FORMAT_ALIASES[name]
        same = [f"{c} ({FORMAT_ALIASES[c]})" if c in FORMAT_ALIASES else c for c in choices]
        raise argparse.ArgumentTypeError(f"{value!r} is not a format: one of {', '.join(same)}")

    return pick


def format_metavar(choices: tuple[str, ...]) -> str:
    """`{markdown|md,html,...}`: the choices as --help shows them, with their other names."""
    return "{" + ",".join(f"{c}|{FORMAT_ALIASES[c]}" if c in FORMAT_ALIASES else c for c in choices) + "}"

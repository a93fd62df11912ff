"""The `mtg-conformance` command on top of everything: `main` parses the command line, and each subcommand is a
module of this package with `HELP`, `add_arguments(parser)` and `run(args, extra)`."""

from harness.cli.main import build_parser, main

__all__ = ["build_parser", "main"]

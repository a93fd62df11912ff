"""The `mtg-conformance` command. Each subcommand is a module of `harness.commands` with `HELP`,
`add_arguments(parser)` and `run(args, extra) -> exit code`; arguments after `--` are `extra`."""

from __future__ import annotations

import argparse
import sys
from importlib import import_module

# subcommand name -> module in harness.commands (imported only when used, to keep --help fast)
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


def build_parser(only: str | None = None) -> argparse.ArgumentParser:
    """The parser; with `only`, just that subcommand gets its arguments (some import heavy modules to list
    their choices, and `mtg-conformance --help` must stay fast)."""
    parser = argparse.ArgumentParser(prog="mtg-conformance", description="Magic: The Gathering rules conformance.")
    sub = parser.add_subparsers(dest="command", required=True)
    for name, module_name in COMMANDS.items():
        module = import_module(f"harness.commands.{module_name}")
        sub_parser = sub.add_parser(name, help=module.HELP, description=module.HELP)
        if only is None or name == only:
            module.add_arguments(sub_parser)
    return parser


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    extra: list[str] = []
    if "--" in argv:
        i = argv.index("--")
        argv, extra = argv[:i], argv[i + 1 :]
    args = build_parser(next((a for a in argv if not a.startswith("-")), "")).parse_args(argv)
    return import_module(f"harness.commands.{COMMANDS[args.command]}").run(args, extra)


if __name__ == "__main__":
    sys.exit(main())

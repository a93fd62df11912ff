"""The `mtg-conformance` command. Each subcommand is a module of `harness.cli` with `HELP`,
`add_arguments(parser)` and `run(args, extra) -> exit code`; arguments after `--` are `extra`."""

from __future__ import annotations

import argparse
import sys
from importlib import import_module
from typing import Any

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


def version_text() -> str:
    """The harness's version, and the version and size of the corpus a command run here would use."""
    from harness import __version__
    from harness.corpus.rulings import load_index
    from harness.paths import choose_corpus, describe
    from harness.run.parallel import count_scenarios

    choice = choose_corpus()
    try:
        size = f"{len(load_index(choice.path))} rulings, {count_scenarios(choice.path)} scenarios"
    except (OSError, ValueError, KeyError, TypeError) as exc:
        size = f"can't read its rulings.json: {exc}"
    return f"mtg-conformance {__version__}\n{describe(choice)}: {size}"


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
    parser = argparse.ArgumentParser(prog="mtg-conformance", description="Magic: The Gathering rules conformance.")
    parser.add_argument(
        "--version", action=_Version, help="show the harness's version and the corpus's version and size, then exit"
    )
    sub = parser.add_subparsers(dest="command", required=True)
    for name, module_name in COMMANDS.items():
        module = import_module(f"harness.cli.{module_name}")
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
    return import_module(f"harness.cli.{COMMANDS[args.command]}").run(args, extra)


if __name__ == "__main__":
    sys.exit(main())

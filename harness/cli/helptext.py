"""What `--help` says besides each option: the defaults, and the exit codes of each command (README: exit codes).
Kept here, not in each command's module, so that the codes of every command read as one table."""

from __future__ import annotations

import argparse
from typing import Any

#: the exits of every command (harness.cli.main), after its own
COMMON = (
    "70 an internal error (the traceback saved to a file), 71 no working directory or standard output, 74 output "
    "that can't be written (a full disk), 130 interrupted (Ctrl-C), 141 the reader went away (| head)"
)

EXITS = {
    "run": "0 every scenario passed or was unsupported (--strict: unsupported counts as a failure); 1 a scenario "
    "failed or errored (with --baseline: a regression or an unexpected pass); 2 a mistake found before the run (an "
    "option, --corpus, --report-dir or a report there that is a link, a disk with no room for the reports, a bad "
    "rulings.json, the engine configuration, an engine that can't start); "
    "5 nothing to run (the selection matched no scenario)",
    "validate": "0 the corpus is valid; 1 a problem was found (each printed with its file and JSON pointer)",
    "coverage": "0 shown; 2 the corpus or a --report can't be read; 5 --cr, --ruling or --engine-status matched "
    "nothing",
    "import-rulings": "0 imported (or nothing new); 2 the file or an option is refused (nothing is written)",
    "lint": "0 clean; 1 a finding; 2 an unknown --skip or a corpus that can't be read",
    "steps": "0 written, printed or up to date; 1 --check: docs/steps.md is out of date; 2 --check outside a checkout",
    "baseline": "0 written, or the report meets the baseline; 1 a regression or an unexpected pass; 2 a file that "
    "can't be read or a baseline to rewrite",
    "diff": "0 no regression; 1 a regression; 2 a report that can't be read",
    "merge": "0 merged; 2 shards that can't be read or don't fit together",
    "render": "0 rendered; 2 a report that can't be read, or several reports not --to html",
    "smoke": "0 every check passed; 1 a check failed; 2 a bad engine configuration",
    "explore": "0 no disagreement; 1 some (written as candidates); 2 bad options or engines, an engine that died, "
    "or a search that stopped",
}


def epilog(command: str) -> str:
    own = EXITS.get(command)
    return f"exit codes: {own}; {COMMON}." if own else f"exit codes: each command's own in its --help; all: {COMMON}."


class Formatter(argparse.RawDescriptionHelpFormatter):
    """Each option's default after its help, when it has one worth saying and the help doesn't already say it."""

    def _get_help_string(self, action: argparse.Action) -> str | None:
        text = action.help or ""
        default: Any = action.default
        if (
            default in (None, False, True, argparse.SUPPRESS, [], ())
            or not action.option_strings
            or "default" in text
            or "%(default)" in text
        ):
            return text
        return f"{text} (default: %(default)s)"

    def _fill_text(self, text: str, width: int, indent: str) -> str:
        """The description and the epilog wrapped to the terminal like the rest, each paragraph on its own."""
        fill = argparse.HelpFormatter._fill_text
        return "\n\n".join(fill(self, part, width, indent) for part in text.split("\n\n"))

"""`mtg-conformance steps`: write (or `--check`) the generated step vocabulary page, docs/steps.md."""

from __future__ import annotations

import argparse
import sys

from harness.paths import ROOT

HELP = "regenerate docs/steps.md, the page listing every step with an example (installed: print it)"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--check", action="store_true", help="exit 1 if docs/steps.md is out of date")


def run(args: argparse.Namespace, extra: list[str]) -> int:
    from harness.atomic import write_text
    from harness.run.stepdocs import render

    path = ROOT / "docs" / "steps.md"
    text = render()
    if not path.parent.is_dir():  # installed from a wheel: no docs/ to keep in step, so show the page
        if args.check:
            print("mtg-conformance steps: --check needs a checkout of the harness (docs/steps.md)", file=sys.stderr)
            return 2
        sys.stdout.write(text)
        return 0
    if args.check:
        current = path.read_text(encoding="utf-8") if path.exists() else ""
        if current != text:
            print(f"{path} is out of date: run `mtg-conformance steps`", file=sys.stderr)
            return 1
        print(f"{path} is up to date")
        return 0
    write_text(path, text)
    print(f"wrote {path}")
    return 0

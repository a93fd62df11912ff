"""`mtg-conformance lint`: the corpus's rules (unique ids, tags naming known rulings, CR numbers and cards,
every ruling covered, every fixture and card used...), each finding with its file, place and check."""

from __future__ import annotations

import argparse
import sys

from harness.cli.options import add_corpus_argument, chosen_corpus

HELP = "check the corpus's rules: tags, CR numbers, unique ids and names, coverage, unused fixtures and cards"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    from harness.corpus.lint import CHECKS

    parser.epilog = "checks: " + "; ".join(f"{name}: {what}" for name, what in CHECKS.items())
    add_corpus_argument(parser)
    parser.add_argument(
        "--skip", action="append", default=[], metavar="CHECK", help="leave this check out (repeatable)"
    )
    parser.add_argument(
        "--structural",
        action="store_true",
        help="only the checks that must hold at every moment (not: every ruling covered, fixtures and cards used)",
    )


def run(args: argparse.Namespace, extra: list[str]) -> int:
    from harness.corpus.lint import CHECKS, STRUCTURAL, counts, lint_corpus
    from harness.errors import CorpusError
    from harness.run.steps.vocabulary import read_step

    corpus = chosen_corpus(args)
    unknown = sorted(set(args.skip) - set(CHECKS))
    if unknown:
        print(
            f"mtg-conformance lint: no check named {', '.join(unknown)}; checks: {', '.join(CHECKS)}", file=sys.stderr
        )
        return 2
    selected = set(STRUCTURAL if args.structural else CHECKS) - set(args.skip)
    try:
        findings = lint_corpus(corpus, read_step, selected)
    except (CorpusError, ValueError) as exc:
        print(f"mtg-conformance lint: {exc}", file=sys.stderr)
        return 2
    for finding in findings:
        print(finding)
    if not findings:
        print(f"corpus lint clean: {len(selected)} checks")
        return 0
    per_check = counts(findings)
    print(f"{len(findings)} finding(s):", file=sys.stderr)
    for name, n in per_check.items():
        print(f"  {n} {name}: {CHECKS[name]}", file=sys.stderr)
    return 1

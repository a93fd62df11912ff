"""`mtg-conformance validate`: fixtures, card catalog, ruling index and the features' references."""

from __future__ import annotations

import argparse
import sys

from harness.cli.options import add_corpus_argument, chosen_corpus

HELP = "validate fixtures, card catalog, ruling index and features"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    add_corpus_argument(parser)


def run(args: argparse.Namespace, extra: list[str]) -> int:
    from harness.corpus.validate import validate_corpus
    from harness.run.steps.vocabulary import read_step

    corpus = chosen_corpus(args)
    problems, counts = validate_corpus(corpus, read_step)
    for problem in problems:
        print(problem)
    if problems:
        print(f"{len(problems)} problem(s) found", file=sys.stderr)
        return 1
    print("corpus valid: " + ", ".join(f"{n} {what}" for what, n in counts.items()))
    return 0

"""`mtg-conformance validate`: fixtures, card catalog, ruling index and the features' references."""

from __future__ import annotations

import argparse
import sys

from harness.cli.options import add_corpus_argument, chosen_corpus

HELP = "validate fixtures, card catalog, ruling index and features"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    add_corpus_argument(parser)


def run(args: argparse.Namespace, extra: list[str]) -> int:
    from functools import partial

    from harness.corpus.catalog import load_catalog
    from harness.corpus.reachable import unreachable_fixtures
    from harness.corpus.validate import validate_corpus
    from harness.run.steps.vocabulary import read_step
    from reference_engine.board import reachability_problems
    from reference_engine.cards import CardLibrary

    corpus = chosen_corpus(args)
    problems, counts = validate_corpus(corpus, read_step)
    if counts:  # the catalog could be read: the reference engine's check of each board (CR 117.5)
        catalog = corpus / "cards.json"
        check = partial(reachability_problems, CardLibrary.from_mtgjson(catalog))
        problems += unreachable_fixtures(corpus, load_catalog(catalog), check)
    for problem in problems:
        print(problem)
    if problems:
        print(f"{len(problems)} problem(s) found", file=sys.stderr)
        return 1
    print("corpus valid: " + ", ".join(f"{n} {what}" for what, n in counts.items()))
    return 0

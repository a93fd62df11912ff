"""The JSON Schemas of `schemas/`, loaded once, and validation that names the JSON pointer of each problem.
A corpus's data (board, cards, rulings) is checked against the schemas beside that corpus when it has them
(harness.paths.schema_file)."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

from jsonschema import Draft202012Validator

from harness.errors import Problem
from harness.paths import schema_file


def validator(name: str, corpus: Path | None = None) -> Draft202012Validator:
    return _validator(schema_file(name, corpus))


@cache
def _validator(path: Path) -> Draft202012Validator:
    return Draft202012Validator(json.loads(path.read_text(encoding="utf-8")))


def _pointer(path: Any) -> str:
    return "/" + "/".join(str(p).replace("~", "~0").replace("/", "~1") for p in path) if path else "/"


def validate_instance(instance: Any, schema: str, file: str, corpus: Path | None = None) -> list[Problem]:
    """Every schema violation, deepest and most specific first, one `Problem` each; `corpus`: the corpus whose
    data `instance` is, to use the schemas beside it."""
    errors = sorted(validator(schema, corpus).iter_errors(instance), key=lambda e: (list(e.absolute_path), e.message))
    problems = []
    for error in errors:
        best = error
        if error.context:  # oneOf/anyOf: report the branch that got furthest
            best = max(error.context, key=lambda e: len(e.absolute_path))
        problems.append(Problem(file, _pointer(best.absolute_path), best.message))
    return problems

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


def validator(name: str, corpus: Path | None = None, unique: bool = True) -> Draft202012Validator:
    return _validator(schema_file(name, corpus), unique)


def _without_unique(node: Any) -> Any:
    if isinstance(node, dict):
        return {k: _without_unique(v) for k, v in node.items() if k != "uniqueItems"}
    return [_without_unique(v) for v in node] if isinstance(node, list) else node


@cache
def _validator(path: Path, unique: bool = True) -> Draft202012Validator:
    schema = json.loads(path.read_text(encoding="utf-8"))
    return Draft202012Validator(schema if unique else _without_unique(schema))


def _pointer(path: Any) -> str:
    return "/" + "/".join(str(p).replace("~", "~0").replace("/", "~1") for p in path) if path else "/"


def validate_instance(
    instance: Any, schema: str, file: str, corpus: Path | None = None, unique: bool = True
) -> list[Problem]:
    """Every schema violation, deepest and most specific first, one `Problem` each; `corpus`: the corpus whose
    data `instance` is, to use the schemas beside it."""
    found = validator(schema, corpus, unique).iter_errors(instance)
    errors = sorted(found, key=lambda e: (list(e.absolute_path), e.message))
    problems = []
    for error in errors:
        best = error
        if error.context:  # oneOf/anyOf: report the branch that got furthest
            best = max(error.context, key=lambda e: len(e.absolute_path))
        problems.append(Problem(file, _pointer(best.absolute_path), best.message))
    return problems

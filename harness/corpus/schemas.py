"""The JSON Schemas of `schemas/`, loaded once, and validation that names the JSON pointer of each problem."""

from __future__ import annotations

import json
from functools import cache
from typing import Any

from jsonschema import Draft202012Validator

from harness.errors import Problem
from harness.paths import SCHEMAS


@cache
def validator(name: str) -> Draft202012Validator:
    schema = json.loads((SCHEMAS / name).read_text(encoding="utf-8"))
    return Draft202012Validator(schema)


def _pointer(path: Any) -> str:
    return "/" + "/".join(str(p).replace("~", "~0").replace("/", "~1") for p in path) if path else "/"


def validate_instance(instance: Any, schema: str, file: str) -> list[Problem]:
    """Every schema violation, deepest and most specific first, one `Problem` each."""
    errors = sorted(validator(schema).iter_errors(instance), key=lambda e: (list(e.absolute_path), e.message))
    problems = []
    for error in errors:
        best = error
        if error.context:  # oneOf/anyOf: report the branch that got furthest
            best = max(error.context, key=lambda e: len(e.absolute_path))
        problems.append(Problem(file, _pointer(best.absolute_path), best.message))
    return problems

"""`schemas/protocol.schema.json` as validators of its definitions: a response, an action, the answer to a
query kind. The schema is the whole adapter contract; this module only reads it."""

from __future__ import annotations

import json
from functools import cache
from typing import Any

from jsonschema import Draft202012Validator
from jsonschema.exceptions import best_match
from referencing import Registry, Resource

from harness.paths import SCHEMAS

PROTOCOL_SCHEMA = "protocol.schema.json"


@cache
def schema() -> dict[str, Any]:
    return json.loads((SCHEMAS / PROTOCOL_SCHEMA).read_text(encoding="utf-8"))


@cache
def _registry() -> Registry:
    registry: Registry = Registry()
    for name in (PROTOCOL_SCHEMA, "board.schema.json"):
        contents = json.loads((SCHEMAS / name).read_text(encoding="utf-8"))
        registry = registry.with_resource(contents["$id"], Resource.from_contents(contents))
    return registry


@cache
def validator(definition: str = "") -> Draft202012Validator:
    """A validator of `#/$defs/<definition>` (a `/`-separated path such as `answers/tapped`), or of the
    whole schema (any request or response) when `definition` is empty."""
    pointer = f"#/$defs/{definition}" if definition else "#"
    return Draft202012Validator({"$ref": schema()["$id"] + pointer}, registry=_registry())


def problem(instance: Any, definition: str = "") -> str | None:
    """The most relevant reason `instance` doesn't fit the definition, with its JSON pointer; None if it fits."""
    error = best_match(validator(definition).iter_errors(instance))
    if error is None:
        return None
    pointer = "/" + "/".join(str(p) for p in error.absolute_path)
    return f"at {pointer}: {error.message}"


def action_kinds() -> list[str]:
    return sorted(schema()["$defs"]["actions"])


def query_kinds() -> list[str]:
    return sorted(schema()["$defs"]["queries"])


def has_answer_shape(kind: str) -> bool:
    return kind in schema()["$defs"]["answers"] and kind != "description"

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


_KNOWN_GOOD: set[tuple[str, str]] = set()
_KNOWN_GOOD_MAX = 50_000  # a few MB at most, however long the run


def fitting_problem(instance: Any, definition: str, key: Any = None) -> str | None:
    """`explained`, remembering the answers that fit: an engine gives the same few answers over
    and over, and a JSON Schema validation costs about a third of a millisecond, more than the round trip
    itself. Only fitting ones are remembered, so a message about a misfit is always about the real answer.
    `key`: an instance that fits exactly when `instance` does, to remember it by (the id left out)."""
    text = json.dumps(instance if key is None else key, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    if (definition, text) in _KNOWN_GOOD:
        return None
    wrong = explained(instance, definition, "the value" if definition.startswith("answers/") else "the answer")
    if wrong is None and len(_KNOWN_GOOD) < _KNOWN_GOOD_MAX:
        _KNOWN_GOOD.add((definition, text))
    return wrong


def answer_problem(kind: str, value: Any) -> str | None:
    """Why `value` is not an answer to a query of `kind` (None when it is, or when the protocol gives that kind
    no answer shape)."""
    return fitting_problem(value, f"answers/{kind}") if has_answer_shape(kind) else None


_TYPE_WORDS = {
    "string": "a string",
    "integer": "an integer",
    "number": "a number",
    "boolean": "true or false",
    "object": "a JSON object",
    "array": "a list",
    "null": "null",
}


def _words(description: str) -> str:
    """A schema description as part of a sentence: `The CR number ... (`302.6`).` -> `the CR number ... (302.6)`."""
    text = description.replace("`", "").strip().rstrip(".")
    return text[:1].lower() + text[1:] if text[1:2].islower() or len(text) < 2 else text


def explained(instance: Any, definition: str, root: str = "the answer") -> str | None:
    """Why `instance` doesn't fit `#/$defs/<definition>`, in words: the field, its value and what it must be
    (the schema's description, type, constant, choices or pattern); None if it fits. `root` names the instance."""
    error = best_match(validator(definition).iter_errors(instance))
    if error is None:
        return None
    path = "/".join(str(p) for p in error.absolute_path)
    field = f"the field {json.dumps(path)}" if path else root
    value = json.dumps(error.instance, ensure_ascii=False)
    value = value if len(value) <= 120 else value[:119] + "…"
    what = error.validator
    title = schema()["$defs"].get(definition.split("/")[0], {}).get("title", definition)
    if what == "additionalProperties" and isinstance(error.instance, dict):
        known = error.schema.get("properties", {})
        extra = ", ".join(json.dumps(k) for k in error.instance if k not in known)
        article = "an" if title[:1].lower() in "aeiou" else "a"
        owner = field if path else f"{article} {title} answer"
        return f"{extra} is not a field of {owner} (its fields: {', '.join(known)})"
    if what == "required":
        missing = json.dumps(error.message.split("'")[1]) if "'" in error.message else "a field"
        return f"{missing} is missing from {field} (required: {', '.join(error.validator_value)})"
    if what == "type":
        kinds = error.validator_value if isinstance(error.validator_value, list) else [error.validator_value]
        must = " or ".join(_TYPE_WORDS.get(k, k) for k in kinds)
    elif what == "const":
        must = json.dumps(error.validator_value)
    elif what == "enum":
        must = "one of " + ", ".join(json.dumps(v) for v in error.validator_value)
    elif what == "pattern":
        said = error.schema.get("description")
        must = f"{_words(said)}, matching " if said else "a string matching "
        must += str(error.validator_value)
    elif what in ("oneOf", "anyOf"):
        must = f"one of the shapes {definition or 'the protocol'} allows (see protocol.schema.json)"
    else:
        return f"{field} is {value}: {error.message}"
    return f"{field} is {value}; it must be {must}"

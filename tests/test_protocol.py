"""schemas/protocol.schema.json is the whole adapter contract: it is a valid schema, its examples fit it,
every request the step library can send fits it (from every step's documented example and every clause,
and from a recorded run of the corpus), every answer of the reference engine fits it, and its action and
query kinds are exactly the ones the steps send."""

from __future__ import annotations

import inspect
import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from jsonschema import Draft202012Validator
from pytest_bdd.steps import step_function_context_registry

import harness.run.steps.actions
import harness.run.steps.board
import harness.run.steps.observations  # noqa: F401 - registers the steps
from harness.engines.protocol import EngineError, Hello, Illegal, Ok, Unsupported, Value
from harness.engines.protocol_schema import action_kinds, problem, query_kinds, schema
from harness.engines.subprocess import encode_request
from harness.paths import ROOT
from harness.run.steps import grammar
from reference_engine import ReferenceEngine

from .engines.recording import record_corpus

# -- the schema itself -----------------------------------------------------------------------------------


def test_the_protocol_schema_is_a_valid_draft_2020_12_schema() -> None:
    Draft202012Validator.check_schema(schema())
    assert schema()["$id"].endswith("/protocol.schema.json")


def _examples(node: dict[str, Any], path: str) -> Iterator[tuple[str, Any]]:
    for name, sub in node.items():
        if not isinstance(sub, dict):
            continue
        where = f"{path}/{name}" if path else name
        for example in sub.get("examples", []):
            yield where, example
        if name in ("actions", "queries", "answers"):
            yield from _examples(sub, where)


@pytest.mark.parametrize(("definition", "example"), list(_examples(schema()["$defs"], "")))
def test_every_example_in_the_schema_fits_its_definition(definition: str, example: Any) -> None:
    assert problem(example, definition) is None


@pytest.mark.parametrize("example", schema()["examples"])
def test_the_top_level_examples_are_requests_or_responses(example: Any) -> None:
    assert problem(example) is None


def test_the_protocol_classes_write_what_the_schema_describes() -> None:
    hello = Hello("x", "1", actions=frozenset({"cast"}), queries=frozenset({"tapped"}), cards=frozenset({"Sol Ring"}))
    answers = [Ok(), Illegal("no"), Value([1, 2]), Unsupported("action 'cast'"), EngineError("boom"), hello]
    for answer in answers:
        assert problem({"id": 7, **answer.to_json()}, "response") is None, answer


def test_every_kind_the_schema_defines_is_implemented_by_the_reference_engine() -> None:
    hello = ReferenceEngine(ROOT / "features" / "cards.json").hello()["capabilities"]
    assert set(action_kinds()) <= set(hello["actions"])
    assert set(query_kinds()) <= set(hello["queries"])
    enums = schema()["$defs"]
    assert enums["action"]["properties"]["kind"]["enum"] == list(enums["actions"])
    assert enums["query"]["properties"]["kind"]["enum"] == list(enums["queries"])
    assert set(enums["answers"]) - {"description"} == set(enums["queries"])


# -- what the step library sends -------------------------------------------------------------------------


class FakeSession:
    """Stands in for `harness.run.session.Session`: records each request the step sends and answers a query
    with the first example answer of its kind in the schema."""

    def __init__(self) -> None:
        self.board = {"players": [{"name": "Alice"}, {"name": "Bob"}]}
        self.sent: list[tuple[str, dict[str, Any]]] = []

    def player(self, name: str) -> str:
        return name

    def ref(self, name: str) -> str:
        return name

    def load(self, name: str) -> None:
        path = ROOT / "features" / "fixtures" / name
        if not path.exists():  # a docstring's example may name a board that is only an illustration
            path = ROOT / "features" / "fixtures" / "tap_untap" / "sol-ring.json"
        board = json.loads(path.read_text(encoding="utf-8"))
        self.sent.append(("load", {"board": board}))

    def act(self, action: dict[str, Any], text: str) -> None:
        self.sent.append(("perform", {"action": action}))

    def query(self, query: dict[str, Any], step: str) -> Any:
        self.sent.append(("observe", {"query": query}))
        answers = schema()["$defs"]["answers"]
        assert query["kind"] in answers, f"the query kind {query['kind']!r} is not in protocol.schema.json"
        return answers[query["kind"]]["examples"][0]

    def refused(self, step: str, rules: tuple[str, ...] = ()) -> str:
        return "the rules say no"

    def check(self, step: str, expected: Any, observed: Any) -> None:
        """The fake compares nothing: only the requests matter here."""

    def changes_since_action(self) -> dict[str, Any]:
        """The real one asks the queries of `observable_state`, each checked against the schema by its own test."""
        return {}

    def __getattr__(self, name: str) -> Any:  # a helper added to Session later: pass its first argument back
        return lambda *args, **kwargs: args[0] if args else None


def _steps() -> list[Any]:
    registry = step_function_context_registry.values()
    return [c for c in registry if c.step_func.__module__.startswith("harness.run.steps")]


def _send(step: Any, text: str) -> list[tuple[str, dict[str, Any]]]:
    assert step.parser.is_matching(text), f"{step.step_func.__name__}: its example {text!r} doesn't match it"
    arguments = step.parser.parse_arguments(text) or {}
    wanted = inspect.signature(step.step_func).parameters
    session = FakeSession()
    step.step_func(**{k: v for k, v in arguments.items() if k in wanted}, conformance=session)
    return session.sent


def _documented_examples() -> Iterator[tuple[Any, str]]:
    for step in _steps():
        doc = " ".join((step.step_func.__doc__ or "").split())
        for example in re.findall(r"`((?:Given|When|Then|And) [^`]+)`", doc):
            yield step, example.split(" ", 1)[1]


CAST_CLAUSES = [
    "for its emerge cost",
    'using the alternative cost of "Fist of Suns"',
    'without paying its mana cost thanks to "Emry, Lurker of the Loch"',
    'sacrificing "Grizzly Bears" and "elves"',
    'targeting "Grizzly Bears" and Bob',
    "dividing 1 and 1",
    "with X = 2",
    "kicked 2 times",
    'tapping "elves" and "Forest" for mana',
    "from her graveyard",
    "choosing the color R",
    "paying with {C}{G}",
    "as an Adventure",
    "paying its offspring cost",
    "stopping once it is announced",
    "stopping while it is being paid",
]
ACTIVATE_CLAUSES = [
    'targeting "Grizzly Bears"',
    "with X = 3",
    "choosing {G}",
    'sacrificing "Grizzly Bears"',
    "paying with {C}",
]  # the clauses that mean nothing for an ability (kicker, from a zone...) are refused by the step


def _clause_examples() -> Iterator[tuple[Any, str]]:
    by_name = {s.step_func.__name__: s for s in _steps()}
    for clause in CAST_CLAUSES:
        yield by_name["cast"], f'Alice casts "Decimator of the Provinces", {clause}'
    yield by_name["cast"], 'Alice casts "Endless One" ' + " ".join(CAST_CLAUSES[3:8])
    for clause in ACTIVATE_CLAUSES:
        yield by_name["activate"], f'Alice activates ability 2 of "sol-ring" {clause}'


def _requests() -> list[tuple[str, str, str, dict[str, Any]]]:
    return [(step.step_func.__name__, text, *sent) for step, text in [*_documented_examples(), *_clause_examples()]
            for sent in _send(step, text)]  # fmt: skip


def test_every_clause_of_the_grammar_is_exercised() -> None:
    for pattern, key in grammar._CLAUSES:
        assert any(pattern.match(c) for c in CAST_CLAUSES + ACTIVATE_CLAUSES), (
            f"no example of the clause {key} ({pattern.pattern})"
        )


@pytest.mark.parametrize(("step", "text", "kind", "payload"), _requests())
def test_every_request_the_step_library_can_send_fits_the_schema(
    step: str, text: str, kind: str, payload: dict
) -> None:
    request = json.loads(encode_request(1, kind, payload))
    assert problem(request, "request") is None, f"{step}: {text!r} sends {request}"


def test_the_schema_defines_exactly_the_kinds_the_steps_send() -> None:
    sent = _requests()
    actions = {p["action"]["kind"] for _, _, kind, p in sent if kind == "perform"}
    queries = {p["query"]["kind"] for _, _, kind, p in sent if kind == "observe"}
    assert sorted(actions) == action_kinds()
    assert sorted(queries) == query_kinds()


# -- a recorded run of the corpus ------------------------------------------------------------------------


@pytest.fixture(scope="module")
def recorded(tmp_path_factory: pytest.TempPathFactory) -> list[dict[str, Any]]:
    report, lines = record_corpus(tmp_path_factory.mktemp("recorded"))
    assert report["summary"]["scenarios"]["total"] > 0
    return lines


def test_every_request_of_a_corpus_run_fits_the_schema(recorded: list[dict[str, Any]]) -> None:
    wrong = {json.dumps(line["request"])[:300]: problem(line["request"], "request") for line in recorded}
    assert {text: why for text, why in wrong.items() if why} == {}
    kinds = {line["request"]["request"] for line in recorded}
    assert {"hello", "load", "perform", "observe"} <= kinds


def test_every_answer_of_the_reference_engine_in_a_corpus_run_fits_the_schema(recorded: list[dict[str, Any]]) -> None:
    wrong = []
    for line in recorded:
        request, response = line["request"], {"id": 0, **line["response"]}
        definition = "hello_response" if request["request"] == "hello" else "response"
        why = problem(response, definition)
        if why is None and "value" in response:
            why = problem(response["value"], f"answers/{request['query']['kind']}")
        if why is not None:
            wrong.append((request, response, why))
    assert wrong == []


def test_the_recording_saw_every_scenario(recorded: list[dict[str, Any]], tmp_path: Path) -> None:
    scenarios = {line["scenario"] for line in recorded if line["scenario"]}
    assert scenarios and all("::" in s for s in scenarios)

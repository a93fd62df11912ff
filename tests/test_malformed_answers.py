"""A malformed answer of a `cmd:` engine costs one request (issue 44): a line that is JSON with the request's id but a
bad value is that request's error, naming the field, its value and what it must be, and the same process goes on;
a line that isn't JSON still restarts the engine (it may be anywhere in its conversation)."""

from __future__ import annotations

import pytest

from harness.engines.protocol import EngineError, Ok

from .test_subprocess_adapter import scripted


@pytest.mark.parametrize(
    ("answer", "says"),
    [
        (
            '{"id": {id}, "ok": false, "illegal": "no", "rule": "rule 605.1"}',
            'the field "rule" is "rule 605.1"; it must be the CR number of the rule that forbids the action',
        ),
        ('{"id": {id}, "ok": false, "illegal": 3}', 'the field "illegal" is 3; it must be a string'),
        ('{"id": {id}, "ok": false}', '"illegal" is missing from the answer'),
        ('{"id": {id}, "value": 1}', "a perform request is answered with ok or illegal or unsupported or error"),
    ],
)
def test_a_well_formed_answer_with_a_bad_value_costs_its_request_only(answer: str, says: str) -> None:
    """The line answers this request (JSON, its id): the engine is in step, so it is not restarted, and the next
    request is answered by the same process."""
    adapter = scripted(answer, '{"id": {id}, "ok": true}', max_restarts=0)
    try:
        adapter.hello()
        process = adapter.process
        got = adapter.perform({"kind": "resolve"})
        assert isinstance(got, EngineError) and says in got.message, got
        assert got.context["request_sent"] and "restarts_left" not in got.context
        assert adapter.perform({"kind": "resolve"}) == Ok()
        assert adapter.process is process and adapter.restarts == 0
    finally:
        adapter.close()


def test_a_line_that_is_not_json_still_restarts_the_engine() -> None:
    """The control: an engine that wrote a line that isn't JSON may be anywhere in its conversation."""
    adapter = scripted("not json", '{"id": {id}, "ok": true}', max_restarts=0)
    try:
        adapter.hello()
        got = adapter.perform({"kind": "resolve"})
        assert isinstance(got, EngineError) and "not JSON" in got.message and got.context["restarts_left"] == 0
        again = adapter.perform({"kind": "resolve"})
        assert isinstance(again, EngineError) and "given up on after 0 restart(s)" in again.message
    finally:
        adapter.close()

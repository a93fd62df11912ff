"""The mutation page's classifier: a survivor is message-only when only the text a person reads differs."""

from __future__ import annotations

import ast

import pytest

from benchmarks.mutation_classify import message_only

ORIGINAL = """
def f(pool, using, options, key):
    if using not in pool:
        raise RulesError(f"{format_mana(using)} not in pool: one of {', '.join(map(str, options))}", rule="106.4")
    if key == "mana":
        raise BoardError("no such " + "key")
    return {"kind": key, "mana": "R"}
"""


def _fn(source: str) -> ast.FunctionDef:
    node = ast.parse(source).body[0]
    assert isinstance(node, ast.FunctionDef)
    return node


def _mutant(old: str, new: str) -> ast.FunctionDef:
    assert old in ORIGINAL
    return _fn(ORIGINAL.replace(old, new, 1))


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("} not in pool", "} XXnot in poolXX"),  # the message's text
        ('"no such "', '"NO SUCH "'),  # a part of a message built with +
        ("{', '.join(", "{'XX, XX'.join("),  # the separator a person reads
        ("{format_mana(using)}", "{None}"),  # formats to 'None', can't fail
        ("f\"{format_mana(using)} not in pool: one of {', '.join(map(str, options))}\"", "None"),  # reads 'None'
    ],
)
def test_a_change_of_the_text_only_is_message_only(old: str, new: str) -> None:
    assert message_only(_fn(ORIGINAL), _mutant(old, new))


@pytest.mark.parametrize(
    ("old", "new", "why"),
    [
        ('rule="106.4"', 'rule="XX106.4XX"', "a wrong rule reaches the protocol answer"),
        ('rule="106.4"', "rule=None", "a refusal without its rule"),
        (', rule="106.4")', ")", "the rule keyword dropped"),
        ('RulesError(f"', 'RulesError(rule="106.4", message=f"', "arguments moved: another call"),
        ("raise BoardError(", "raise RulesError(", "another exception type"),
        ('raise BoardError("no such " + "key")', "raise BoardError()", "built without its message: a TypeError"),
        ("format_mana(using)", "format_mana(None)", "may crash while the message is built"),
        ("map(str, options)", "map(None, options)", "crashes while the message is built"),
        ("', '.join(map(str, options))", "', '.join(None)", "crashes while the message is built"),
        ('"kind": key', '"XXkindXX": key', "a protocol key"),
        ('"mana": "R"', '"mana": "XXRXX"', "a mana letter"),
        ('if key == "mana"', 'if key == "XXmanaXX"', "a string that decides whether to refuse"),
        ("if using not in pool", "if using in pool", "refusing or not"),
    ],
)
def test_anything_else_is_behaviour(old: str, new: str, why: str) -> None:
    assert not message_only(_fn(ORIGINAL), _mutant(old, new)), why


def test_the_same_function_is_message_only() -> None:
    assert message_only(_fn(ORIGINAL), _fn(ORIGINAL))

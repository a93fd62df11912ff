"""Sorting a surviving mutant by what an engine's user can observe.

A survivor is *message only* when nothing but the text a person reads differs: a string in the message of a
raised exception (its first argument, or `message=`), the whole message replaced by `None` (read as 'None'), or a
value formatted into that message replaced by `None` (which formats without fail). Everything else is behaviour,
among it: the refusal's `rule` (a wrong string, `rule=None`, the keyword dropped: `Then the action is refused
(CR n)` checks it), the exception's type, its arguments' number (a `RulesError` built without its message is a
`TypeError`, a crash not a refusal), any other expression in the message (`format_mana(None)` may crash while the
message is built), and every string outside a raised exception's message (a protocol key, a mana letter).
"""

from __future__ import annotations

import ast
from typing import Any

Function = ast.FunctionDef | ast.AsyncFunctionDef


def message_only(orig: Function, mutant: Function) -> bool:
    """The mutant differs from the original only in the human text of a raised exception's message."""
    return _same(_body(orig), _body(mutant), in_message=False)


def _body(fn: Function) -> list[ast.stmt]:
    return [*fn.args.defaults, *fn.args.kw_defaults, *fn.body]  # type: ignore[list-item]


def _same(a: Any, b: Any, in_message: bool) -> bool:
    if isinstance(a, list) or isinstance(b, list):
        both = isinstance(a, list) and isinstance(b, list) and len(a) == len(b)
        return both and all(_same(x, y, in_message) for x, y in zip(a, b, strict=True))
    if not isinstance(a, ast.AST) or not isinstance(b, ast.AST):
        return a == b
    if in_message and _text(a) and _text(b):
        return True
    if in_message and isinstance(a, ast.FormattedValue) and isinstance(b, ast.FormattedValue) and _none_shown(b):
        return True
    if type(a) is not type(b):
        return False
    if in_message and isinstance(a, ast.BinOp) and isinstance(a.op, ast.Add):  # "text " + more
        return type(a.op) is type(b.op) and _same([a.left, a.right], [b.left, b.right], True)  # type: ignore[attr-defined]
    if in_message and isinstance(a, ast.JoinedStr):
        return _same(a.values, b.values, True)  # type: ignore[attr-defined]
    if in_message and isinstance(a, ast.FormattedValue):
        same_spec = _same(a.format_spec, b.format_spec, True) and a.conversion == b.conversion  # type: ignore[attr-defined]
        return same_spec and _same(a.value, b.value, _joiner(a.value))  # type: ignore[attr-defined]
    if in_message and _joiner(a) and _joiner(b):  # `', '.join(...)`: the separator is text, not what it joins
        separator = _same(a.func.value, b.func.value, True)  # type: ignore[attr-defined]
        return separator and _same(a.args, b.args, False) and _same(a.keywords, b.keywords, False)  # type: ignore[attr-defined]
    if isinstance(a, ast.Raise) and isinstance(a.exc, ast.Call) and isinstance(b.exc, ast.Call):  # type: ignore[attr-defined]
        return _same_raise(a, b)  # type: ignore[arg-type]
    return all(_same(getattr(a, f, None), getattr(b, f, None), False) for f in a._fields)


def _joiner(node: ast.AST) -> bool:
    """A call `'<text>'.join(...)`."""
    func = node.func if isinstance(node, ast.Call) else None
    return isinstance(func, ast.Attribute) and func.attr == "join" and _text(func.value)


def _text(node: ast.AST) -> bool:
    return isinstance(node, ast.Constant) and isinstance(node.value, str)


def _none_shown(node: ast.FormattedValue) -> bool:
    """`{None}`: formats to 'None' whatever it replaced (no conversion or format spec that could fail)."""
    value = node.value
    plain = node.conversion == -1 and node.format_spec is None
    return plain and isinstance(value, ast.Constant) and value.value is None


def _same_raise(a: ast.Raise, b: ast.Raise) -> bool:
    """The same exception type, the same arguments and keywords; the message's text may differ."""
    call_a, call_b = a.exc, b.exc
    assert isinstance(call_a, ast.Call) and isinstance(call_b, ast.Call)
    if not _same(call_a.func, call_b.func, False) or not _same(a.cause, b.cause, False):
        return False
    if len(call_a.args) != len(call_b.args) or [k.arg for k in call_a.keywords] != [k.arg for k in call_b.keywords]:
        return False
    args = all(_argument(x, y, i == 0) for i, (x, y) in enumerate(zip(call_a.args, call_b.args, strict=True)))
    keywords = zip(call_a.keywords, call_b.keywords, strict=True)
    return args and all(_argument(x.value, y.value, x.arg == "message") for x, y in keywords)


def _argument(a: ast.expr, b: ast.expr, message: bool) -> bool:
    """A message replaced whole by a constant (`None`, a string) is read as its text (`str(refusal)`)."""
    constant = isinstance(b, ast.Constant) and (b.value is None or isinstance(b.value, str))
    return (message and constant) or _same(a, b, message)

"""Undoing an illegal action (CR 730.1: the game returns to the moment before the action was taken).

`save` records the contents of every mutable part of the game state (its lists, dicts, sets and plain
objects), one level deep each; `restore` puts those contents back into the same containers and objects. No
object is copied, so references between objects (a stack entry's source, a copy's original, an alias) stay
valid, and an action that succeeds, the usual case, costs one shallow copy per part.

A state class may list in `__rollback_fields__` the only fields that can hold a mutable part (its other
fields hold immutable values: numbers, strings, tuples, frozen dataclasses); the walk then looks at those
alone. `tests/test_rollback.py` checks each such list against the class's type hints.
"""

from __future__ import annotations

import types
from typing import Any

Saved = list[tuple[Any, Any]]

_ATOM, _TUPLE, _LIST, _DICT, _SET, _OBJECT, _LISTED = range(1, 8)  # all true: `get(...) or`
_KINDS: dict[type, int] = {
    **{t: _ATOM for t in (int, str, bool, float, type(None), frozenset, bytes, types.FunctionType, types.MethodType)},
    tuple: _TUPLE,  # immutable itself, but it may hold mutable parts
}


_PLAIN = frozenset({int, str, bool, float, type(None)})  # not worth a look


def unchanging(cls: type) -> type:
    """Class decorator: instances are never changed during a game (the card library), so rollback skips them."""
    _KINDS[cls] = _ATOM
    return cls


def _kind(cls: type) -> int:
    kind = _KINDS.get(cls)
    if kind is None:
        kind = _KINDS[cls] = _classify(cls)
    return kind


def _classify(cls: type) -> int:
    if issubclass(cls, tuple):
        return _TUPLE
    if issubclass(cls, list):
        return _LIST
    if issubclass(cls, dict):
        return _DICT
    if issubclass(cls, set):
        return _SET
    params = getattr(cls, "__dataclass_params__", None)
    if params is not None and params.frozen:
        return _ATOM
    if issubclass(cls, (type, types.FunctionType, types.BuiltinFunctionType, types.ModuleType)):
        return _ATOM
    if hasattr(cls, "__dict__") and not hasattr(cls, "__slots__"):
        return _LISTED if hasattr(cls, "__rollback_fields__") else _OBJECT
    raise TypeError(f"game state holds a {cls.__name__}, which rollback can't save (CR 730)")


def save(root: Any) -> Saved:
    """The contents of `root` and of every mutable part reachable from it."""
    saved: Saved = []
    seen: set[int] = set()
    todo = [root]
    kinds = _KINDS
    while todo:
        value = todo.pop()
        kind = kinds.get(type(value)) or _kind(type(value))
        if kind == _ATOM or id(value) in seen:
            continue
        if kind == _LISTED:
            _save_listed([value], saved, seen, todo)
            continue
        seen.add(id(value))
        if kind == _TUPLE:
            todo.extend(value)
            continue
        if kind in (_OBJECT, _DICT):
            d = value.__dict__ if kind == _OBJECT else value
            saved.append((d, dict.copy(d)))
            parts = [v for v in d.values() if type(v) not in _PLAIN]
        else:
            saved.append((value, value.copy() if kind == _LIST else set(value)))
            parts = [v for v in value if type(v) not in _PLAIN]
        listed = [v for v in parts if kinds.get(type(v)) == _LISTED]
        if listed:  # many objects of a few classes (a game's cards): saved in bulk, the slow part otherwise
            _save_listed(listed, saved, seen, todo)
            parts = [v for v in parts if kinds.get(type(v)) != _LISTED]
        todo.extend(parts)
    return saved


def _save_listed(objs: list[Any], saved: Saved, seen: set[int], todo: list[Any]) -> None:
    """Objects whose classes name their `__rollback_fields__`: their fields, and those fields' own dicts."""
    objs = [o for o in objs if id(o) not in seen]
    seen.update(map(id, objs))
    for cls in {type(o) for o in objs}:
        dicts = [o.__dict__ for o in objs if type(o) is cls]
        saved.extend(zip(dicts, map(dict.copy, dicts), strict=True))
        for name in cls.__rollback_fields__:
            parts = [d[name] for d in dicts]
            own = [p for p in parts if type(p) is dict]  # the object's own (counters, choices)
            saved.extend(zip(own, map(dict.copy, own), strict=True))
            todo.extend([p for p in parts if p is not None and type(p) is not dict])


def restore(saved: Saved) -> None:
    """Put back what `save` recorded, in the same containers."""
    for container, contents in saved:
        if isinstance(container, list):
            container[:] = contents
        elif isinstance(container, dict):
            dict.clear(container)
            dict.update(container, contents)
        else:
            container.clear()
            container.update(contents)

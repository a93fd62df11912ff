"""Undoing an illegal action (CR 730.1: the game returns to the moment before the action was taken).

`save` records the contents of every mutable part of the game state (its lists, dicts, sets and plain
objects), one level deep each; `restore` puts those contents back into the same containers and objects. No
object is copied, so references between objects (a stack entry's source, a copy's original, an alias) stay
valid, and an action that succeeds, the usual case, costs one shallow copy per part.

A state class of which a game holds many (its objects) may list its fields that hold a mutable part:
`__rollback_own__`, dicts that belong to the object alone, and `__rollback_refs__`, references to other
state objects; its other fields must hold immutable values (numbers, strings, tuples, frozen dataclasses).
Such objects are saved in bulk, without looking at each field. `tests/test_rollback.py` checks the lists
against the class's type hints.
"""

from __future__ import annotations

import types
from operator import attrgetter, itemgetter
from typing import Any

Saved = list[tuple[Any, Any]]
_DICT_OF = attrgetter("__dict__")

_ATOM, _TUPLE, _LIST, _DICT, _SET, _OBJECT, _LISTED = range(1, 8)  # all true: `get(...) or`
_KINDS: dict[type, int] = {
    **{t: _ATOM for t in (int, str, bool, float, type(None), frozenset, bytes, types.FunctionType, types.MethodType)},
    tuple: _TUPLE,  # immutable itself, but it may hold mutable parts
}


_PLAIN = frozenset({int, str, bool, float, type(None)})  # not worth a look


def unchanging(cls: type) -> type:  # pragma: no mutate block (runs at import, before a mutant is on)
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
    if cls.__dictoffset__ != 0 and not hasattr(cls, "__slots__"):  # its instances keep their state in a dict
        return _LISTED if hasattr(cls, "__rollback_own__") else _OBJECT
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
    """Objects whose classes list their mutable fields: each object's fields, its own dicts, and what its
    references lead to. Done with `map` over the whole group, as a game holds many such objects. One reached
    twice is saved twice: both copies were taken before the action, so restoring either is the same."""
    seen.update(map(id, objs))
    classes = set(map(type, objs))
    for cls in classes:
        group = objs if len(classes) == 1 else [o for o in objs if type(o) is cls]
        dicts = list(map(_DICT_OF, group))
        saved.extend(zip(dicts, map(dict.copy, dicts), strict=True))
        for name in cls.__rollback_own__:
            own = list(map(itemgetter(name), dicts))
            saved.extend(zip(own, map(dict.copy, own), strict=True))
        for name in cls.__rollback_refs__:
            todo.extend(filter(None, map(itemgetter(name), dicts)))


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

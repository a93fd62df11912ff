"""Corpus tags as pytest marks: `@ruling:<id>`, `@cr:<rule>`, `@context:<rule>`, `@mechanic:<name>`,
`@card:<name>` become `pytest.mark.ruling("<id>")` and so on (selectable with `-m`, read by the reports); a user's
own tag (`@smoke`) becomes a registered marker of its own name."""

from __future__ import annotations

from typing import Any

import pytest

TAG_MARKS = ("ruling", "cr", "context", "mechanic", "card")


@pytest.hookimpl(tryfirst=True)
def pytest_bdd_apply_tag(tag: str, function: Any) -> Any:
    """`@ruling:emerge.colored-not-reduced` becomes `pytest.mark.ruling("emerge.colored-not-reduced")`. One
    decorator per distinct tag, so every scenario with that tag shares one `Mark` (a large corpus has ~10 tags
    per scenario, and every collected scenario is kept until the end of the run)."""
    decorator = _tag_marks.get(tag)
    if decorator is None:
        kind, _, value = tag.partition(":")
        if not (kind in TAG_MARKS and value):
            _register_user_tag(tag)
            return None  # pytest-bdd's own: the mark named after the tag
        decorator = _tag_marks[tag] = getattr(pytest.mark, kind)(value)
    decorator(function)
    return True


_tag_marks: dict[str, pytest.MarkDecorator] = {}


_user_tags: set[str] = set()


def _register_user_tag(tag: str) -> None:
    """A tag a user adds to pick scenarios (`@smoke`, `@wip`) is a marker like the corpus's own (`-m smoke`,
    `--tag smoke`), not a `PytestUnknownMarkWarning` per scenario. A tag with a colon of another kind can't be a
    registered marker (pytest reads a marker's name up to the colon); `mtg-conformance lint` reports those."""
    if tag in _user_tags or _config is None or ":" in tag or not tag.isidentifier():
        return
    _user_tags.add(tag)
    _config.addinivalue_line("markers", f"{tag}: a user's tag @{tag} in the corpus")


_config: pytest.Config | None = None  # the running configuration, for the hook that turns a user's tag into a mark


def pytest_configure(config: pytest.Config) -> None:
    global _config
    _config = config
    for mark in TAG_MARKS:
        config.addinivalue_line("markers", f"{mark}(value): corpus tag @{mark}:<value>")
    config.addinivalue_line("markers", "pending: corpus tag @pending: a skeleton scenario, skipped, covers nothing")


def pytest_unconfigure(config: pytest.Config) -> None:
    global _config
    _tag_marks.clear()
    _user_tags.clear()
    _config = None

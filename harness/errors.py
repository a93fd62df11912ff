"""Errors in the corpus or the harness's input, each naming where the problem is."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Problem:
    """One problem in one file: `file`, a JSON pointer (or line) into it, and what is wrong."""

    file: str
    pointer: str
    message: str

    def __str__(self) -> str:
        return f"{self.file}: {self.pointer or '/'}: {self.message}"


class CorpusError(Exception):
    """Bad corpus input (fixture, catalog, feature, step argument). Carries its problems."""

    def __init__(self, problems: list[Problem] | Problem | str) -> None:
        if isinstance(problems, str):
            problems = [Problem("", "", problems)]
        elif isinstance(problems, Problem):
            problems = [problems]
        self.problems = problems
        super().__init__("\n".join(str(p) for p in problems))

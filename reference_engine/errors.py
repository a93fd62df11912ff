"""The engine's typed errors: a refused action is a `RulesError`; a bad board is a `BoardError`."""


class EngineError(Exception):
    """Base class of every error the reference engine raises on purpose."""


class RulesError(EngineError):
    """The rules forbid the action (CR 730: the game returns to the moment before it)."""

    undo_to: object = None  # a saved game to return to further back than the action's start (a staged cast's)

    def __init__(self, message: str, rule: str | None = None) -> None:
        super().__init__(message)
        self.rule = rule


class BoardError(EngineError):
    """A board can't be set up: an unknown card, a dangling reference, an impossible state."""


class UnknownCard(BoardError):
    """A card the engine has no definition for."""


class Unsupported(EngineError):
    """An action or query kind the engine does not implement."""

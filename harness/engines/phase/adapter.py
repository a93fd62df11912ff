"""The adapter of phase.rs (https://github.com/phase-rs/phase), through its Python bindings `phase-python`.

Install with `pip install 'mtg-conformance[phase]'` and run `mtg-conformance run --engine phase`.

How the contract maps to phase:
- cards: every card of `features/cards.json` goes through `phase.build_oracle_face` (phase's own oracle-text
  parser), so phase plays the corpus's cards the way it understands their text.
- `load`: phase can't create cards, so every card a board names goes into its owner's deck for `new_game`;
  both players keep their hands, the exported state is switched to debug mode and reloaded, then debug
  actions move each object to its zone and set tapped, summoning sickness, counters, life and mana; what has
  no debug action (turn number, priority, library order, mana spent this turn) is written into the exported
  state, which is reloaded once more with debug mode off, so the scenario runs a normal game.
- `perform`: protocol actions become tagged `GameAction` dicts; the prompts phase raises on the way (targets,
  X, mana colour, emerge sacrifice, mana payment) are answered from the action's own fields. An action is
  atomic: when phase refuses part of it, the state from before it is reloaded. Phase refuses by raising
  `ValueError("Action not allowed: ...")` or `ValueError("Invalid action: ...")`: those become `illegal`.
- `observe`: read back from `Game.object`, `Game.player`, `Game.stack` and the exported state.
Everything phase has no way to express is answered `unsupported`, naming what is missing.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

from harness.engines.contract import Adapter, AdapterError
from harness.engines.phase.actions import ACTIONS, perform
from harness.engines.phase.board import BoardBuilder
from harness.engines.phase.cards import oracle_faces, phase
from harness.engines.phase.game import PhaseGame
from harness.engines.phase.observe import QUERIES
from harness.engines.phase.vocabulary import (
    UNSUPPORTED_QUERIES,
    PhaseAdapterBug,
    PhaseRefusal,
    PhaseUnsupported,
)
from harness.engines.protocol import EngineError, Hello, Illegal, Ok, Response, Unsupported, Value
from harness.paths import default_corpus

# the actions phase may refuse partway (a pending declaration is made as none before a pass, 508.1)
ATOMIC = ("cast", "activate", "choose", "advance", "pass", "play_land", "resolve")
ATOMIC += ("declare_attackers", "declare_blockers")


# -- the adapter ----------------------------------------------------------------------------------------------
class PhaseAdapter(PhaseGame, Adapter):
    """The corpus against phase.rs. Timings (phase's own time vs the adapter's) are kept per scenario in
    `self.timings`; with `MTG_PHASE_TIMINGS=<file>` they are written there as JSON when the run ends."""

    def __init__(self, catalog: Path | None = None, seed: int = 42) -> None:
        if phase is None:
            raise AdapterError("the phase adapter needs phase-python: pip install 'mtg-conformance[phase]'")
        path = catalog or default_corpus() / "cards.json"
        self.catalog: dict[str, list[dict[str, Any]]] = json.loads(path.read_text(encoding="utf-8"))["data"]
        self.faces, self.failed = oracle_faces(self.catalog)
        self.engine = phase.Engine.from_json(json.dumps(self.faces))
        self.seed = seed
        self.filler = next(
            n for n in ("Plains", "Island", "Swamp", "Mountain", "Forest", *self.catalog) if n in self.catalog
        )
        self.game: Any = None
        self.seats: dict[str, int] = {}
        self.ids: dict[str, int] = {}
        self.timings: list[dict[str, float]] = []
        self.last_paid: dict[int, str] = {}
        self.staged = None
        self.declared: set[tuple[int, str, int]] = set()
        self._phase_time = 0.0

    # -- the contract ---------------------------------------------------------------------------------------
    def hello(self) -> Hello:
        from importlib.metadata import version

        return Hello(
            "phase",
            version("phase-python"),
            actions=frozenset(ACTIONS),
            queries=frozenset(QUERIES),
            cards=frozenset(n for n in self.catalog if n not in self.failed),
        )

    def load(self, board: dict[str, Any]) -> Response:
        self.timings.append({"phase_s": 0.0, "adapter_s": 0.0})
        with self._timed():
            try:
                BoardBuilder(self, board).build()
            except PhaseUnsupported as exc:
                self.game = None
                return Unsupported(f"board: {exc}")
            except (PhaseRefusal, PhaseAdapterBug) as exc:
                self.game = None
                return EngineError(f"phase could not set up the board: {exc}")
            except Exception as exc:  # a bug of this adapter fails the scenario, not the run
                self.game = None
                return EngineError(f"the phase adapter failed to set up the board: {exc!r}")
        return Ok()

    def perform(self, action: dict[str, Any]) -> Response:
        kind = action.get("kind")
        if kind not in ACTIONS:
            return Unsupported(f"action {kind!r}")
        return self._guarded(lambda: perform(self, action), atomic=kind in ATOMIC)

    def observe(self, query: dict[str, Any]) -> Response:
        kind = query.get("kind")
        if kind not in QUERIES:
            return Unsupported(f"query {kind!r}: {UNSUPPORTED_QUERIES.get(kind, 'not implemented by this adapter')}")
        return self._guarded(lambda: Value(QUERIES[kind](self, query)), atomic=False)

    def close(self) -> None:
        target = os.environ.get("MTG_PHASE_TIMINGS")
        if target and self.timings:
            Path(target).write_text(json.dumps(self.timings), encoding="utf-8")

    # -- plumbing -------------------------------------------------------------------------------------------
    def _guarded(self, work: Callable[[], Response | None], atomic: bool) -> Response:
        if self.game is None:
            return EngineError("no board is loaded")
        with self._timed():
            snapshot = self.call(self.game.state) if atomic else None
            try:
                return work() or Ok()
            except (PhaseRefusal, PhaseUnsupported) as exc:
                if snapshot is not None:
                    self.game = self.call(self.engine.load_game, snapshot)
                if isinstance(exc, PhaseRefusal):
                    return Illegal(str(exc), exc.rule)
                return Unsupported(str(exc))
            except PhaseAdapterBug as exc:
                return EngineError(str(exc))
            except Exception as exc:  # a bug of this adapter fails the scenario, not the run
                return EngineError(f"the phase adapter failed: {exc!r}")

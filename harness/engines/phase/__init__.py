"""The adapter of phase.rs through its Python bindings `phase-python` (the optional `phase` extra): the
adapter class, and the parts it translates with: card data, board set-up, actions and prompts, observations."""

from harness.engines.phase.adapter import PhaseAdapter

__all__ = ["PhaseAdapter"]

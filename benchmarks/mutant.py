"""What a mutation run says of one mutant: the record the runner's results become, and the page renders."""

from __future__ import annotations

from dataclasses import dataclass

SELF_CHECK_ONLY = "killed by the self-check only"


@dataclass
class Mutant:
    name: str  # mutmut's key, e.g. reference_engine.rollback.x_restore__mutmut_3
    module: str  # reference_engine/rollback.py
    status: str  # killed, killed by the self-check only, timeout, survived, not reached, suspicious
    kind: str = ""  # for survivors: "message" (only the text of a raised exception's message differs) or "behaviour"
    change: str = ""  # the changed source line(s), original then mutant

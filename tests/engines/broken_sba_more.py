"""More broken engines for the state-based actions of CR 704, each misreading one rule as an engine author might:
poison counters are counted but never make a player lose (704.5c), or only more than ten do. Each is caught where
tests/test_broken_sba_more.py expects."""

from __future__ import annotations

from reference_engine import game as _game  # noqa: F401  (imported first, as the engine is: no import cycle)
from reference_engine import state_based

from .broken import BrokenAdapter


class PoisonNeverLoses(BrokenAdapter):
    """No 704.5c: a player's poison counters are kept, but the check of state-based actions looks only at life and
    the library (704.5a-b), so ten of them make nobody lose."""

    name = "poison-never-loses"
    rules = ("704.5c",)  # the CR rules it breaks
    target = "reference_engine.state_based._poisoned"
    replacement = staticmethod(lambda poison_counters: False)


class PoisonLosesAboveTen(BrokenAdapter):
    """704.5c read as "more than ten poison counters": a player with exactly ten plays on."""

    name = "poison-loses-above-ten"
    rules = ("704.5c",)  # the CR rules it breaks
    target = "reference_engine.state_based._poisoned"
    replacement = staticmethod(lambda poison_counters: poison_counters > 10)


# the functions replaced exist, under the names patched
assert state_based._poisoned

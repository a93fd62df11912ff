"""Which CPU a `cmd:` engine runs on (`--engine-cpu`, `engine-cpu` in an engine configuration).

The harness and its engine process take turns: each request waits for its answer. When they run on two CPUs,
every request wakes the other CPU and every answer wakes this one, and on a virtual machine (most CI runners) such a
wake-up costs more than the request itself: 60-90 µs of CPU in each process against 4-7 µs on one CPU
(`python -m benchmarks.pipe_round_trip`, docs/scaling.md). So by default (`shared`) the harness's thread is held to
one CPU while it runs a `cmd:` engine, and the engine, started from it, inherits that CPU. Under pytest-xdist each
worker takes its own CPU (gw0 the first allowed, gw1 the next, ...), so the workers don't share one.

`any` leaves both where the system puts them: for an engine that computes on several threads at once, which
`shared` would hold to one CPU. Linux only (where `os.sched_setaffinity` exists); elsewhere both are the same.
"""

from __future__ import annotations

import contextlib
import os
import threading
import weakref
from collections.abc import Callable

CHOICES = ("shared", "any")
DEFAULT = "shared"

_held: list[tuple[int, set[int]] | None] = [None]  # the harness thread, and its CPUs before the first `share`
_count = [0]  # the engines sharing: the CPUs are given back when the last one ends
_cpu = [-1]  # the CPU held


def hold(owner: object) -> Callable[[], None] | None:
    """`share` on behalf of `owner` (an adapter): the call that ends it, made at the latest when `owner` is collected
    unclosed; None where CPUs can't be chosen."""
    return weakref.finalize(owner, release) if share() is not None else None


def share() -> int | None:
    """Hold the calling thread (the harness) to one CPU, which the processes it starts inherit; the CPU, or None
    where CPUs can't be chosen (then nothing is held). Each call that returns a CPU is ended by one `release`."""
    if _count[0] > 0:  # an engine already shares it: so does this one
        _count[0] += 1
        return _cpu[0]
    try:
        allowed = sorted(os.sched_getaffinity(0))
        cpu = _choose(allowed)
        os.sched_setaffinity(0, {cpu})
    except (AttributeError, OSError):  # not Linux, or a container that refuses: the engine runs where it is put
        return None
    _held[0], _cpu[0], _count[0] = (threading.get_native_id(), set(allowed)), cpu, 1
    return cpu


def release() -> None:
    """The end of one `share`: after the last, the harness thread gets back the CPUs it had."""
    if _count[0] == 0:
        return
    _count[0] -= 1
    if _count[0] == 0 and _held[0] is not None:
        (thread, before), _held[0] = _held[0], None
        with contextlib.suppress(OSError):  # that thread, even when an unclosed adapter is collected in another
            os.sched_setaffinity(thread, before)


def _choose(allowed: list[int]) -> int:
    """A pytest-xdist worker's own CPU (by its number), else the one the harness runs on now."""
    worker = os.environ.get("PYTEST_XDIST_WORKER", "")
    if worker.startswith("gw") and worker[2:].isdecimal() and worker[2:].isascii():
        return allowed[int(worker[2:]) % len(allowed)]
    current = _current_cpu()
    return current if current in allowed else allowed[0]


def _current_cpu() -> int | None:
    """The CPU this thread last ran on (field 39 of /proc/thread-self/stat), or None."""
    try:
        with open("/proc/thread-self/stat", "rb") as stat:
            text = stat.read(4096)
        return int(text.rpartition(b")")[2].split()[36])  # the fields after the command name, from field 3
    except (OSError, ValueError, IndexError):
        return None

"""What one round trip over pipes costs on this machine: `python -m benchmarks.pipe_round_trip [--one-core]`.

Two processes answer each other over a pair of pipes, one line at a time, as the harness and a `cmd:` engine do
(benchmarks/results.md, figure 4); prints the wall time and each process's CPU time per round trip. With
`--one-core` both run on the first core of this process's affinity set (Linux only), which on a virtual machine
shows how much of the cost is waking the other core.
"""

from __future__ import annotations

import argparse
import os
import resource
import select
import time

ROUND_TRIPS = 20_000


def _answer(requests: int, answers: int) -> None:
    while data := os.read(requests, 100):
        os.write(answers, data)
    os._exit(0)


def measure(round_trips: int = ROUND_TRIPS) -> dict[str, float]:
    """Per round trip, in µs: wall time, this process's CPU and the answering process's CPU."""
    asks_read, asks_write = os.pipe()
    answers_read, answers_write = os.pipe()
    pid = os.fork()
    if pid == 0:  # each end open in one process only, so that closing it ends the other's reading
        try:
            os.close(asks_write)
            os.close(answers_read)
            _answer(asks_read, answers_write)
        finally:
            os._exit(1)
    os.close(asks_read)
    os.close(answers_write)
    poller = select.poll()
    poller.register(answers_read, select.POLLIN)
    began, mine = time.perf_counter(), resource.getrusage(resource.RUSAGE_SELF)
    for _ in range(round_trips):
        os.write(asks_write, b"x\n")
        if not poller.poll(10_000) or os.read(answers_read, 100) != b"x\n":
            raise SystemExit("pipe_round_trip: the answering process stopped answering")
    wall = time.perf_counter() - began
    now = resource.getrusage(resource.RUSAGE_SELF)
    os.close(asks_write)
    _, _, child = os.wait4(pid, 0)  # the answering process's own time, whatever ran before in this process
    cpu = (now.ru_utime - mine.ru_utime) + (now.ru_stime - mine.ru_stime)
    answerer = child.ru_utime + child.ru_stime
    per = 1e6 / round_trips
    return {"wall_us": wall * per, "asker_cpu_us": cpu * per, "answerer_cpu_us": answerer * per}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.pipe_round_trip", description=__doc__.split("\n")[0])
    parser.add_argument("--one-core", action="store_true", help="both processes on one core")
    args = parser.parse_args(argv)
    if args.one_core:
        if not hasattr(os, "sched_setaffinity"):
            parser.error("--one-core needs os.sched_setaffinity (Linux)")
        os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})
    figures = measure()
    print(", ".join(f"{k} {v:.1f}" for k, v in figures.items()))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

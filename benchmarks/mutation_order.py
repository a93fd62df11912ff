"""The order in which the mutation runner tries each mutant's scenarios (`benchmarks/mutation_run.py`): first the
scenario that killed it in the last full run, then those that killed its function's other mutants. A full run of
`python -m benchmarks.mutation` writes `mutation_order.json`; the next reads it. It changes the order of a mutant's
scenarios, never their set: a mutant killed early costs one scenario and its fork, not the dozen before its killer.
"""

from __future__ import annotations

import json
from collections import defaultdict
from pathlib import Path
from typing import Any

FILE = "mutation_order.json"
_ABOUT = "written by python -m benchmarks.mutation: the order in which the next run tries each mutant's scenarios"
_MAX_BYTES = 16 << 20


def write_order(run: dict[str, Any], path: Path) -> None:
    """By function, the scenarios that killed its mutants in `run` (mutation_run.py's results: each by node id, with
    the numbers of the mutants it killed, the most killing first), one function a line."""
    killers: dict[str, dict[str, list[int]]] = defaultdict(lambda: defaultdict(list))
    for name, result in run["mutants"].items():
        if "killer" in result:
            function, _, number = name.rpartition("__mutmut_")
            killers[function][result["killer"]].append(int(number))
    order = {
        f: {k: sorted(ns) for k, ns in sorted(by.items(), key=lambda kv: (-len(kv[1]), kv[0]))}
        for f, by in sorted(killers.items())
    }
    lines = [f"{json.dumps(f)}: {json.dumps(by, separators=(',', ':'))}" for f, by in order.items()]
    text = f'{{"about": {json.dumps(_ABOUT)}, "killers": {{\n' + ",\n".join(lines) + "\n}}\n"
    path.write_text(text, encoding="utf-8")


class Order:
    """The last full run's killers as scenario indexes of this run; a scenario gone since is left out."""

    def __init__(self) -> None:
        self.killers: dict[str, list[int]] = defaultdict(list)  # by function, the most killing last
        self.last_killer: dict[str, int] = {}  # by mutant

    def read(self, path: Path, nodeids: list[str]) -> str | None:
        """Take in the file; why it can't be used (nothing is taken then), or None."""
        try:
            with path.open("rb") as stream:
                text = stream.read(_MAX_BYTES + 1)
            if len(text) > _MAX_BYTES:
                return f"{path} is over {_MAX_BYTES >> 20} MiB: the scenarios run in their usual order"
            data = json.loads(text)
        except FileNotFoundError:
            return f"no {path} from an earlier full run: the scenarios run in their usual order"
        except (OSError, ValueError) as exc:
            return f"{path} can't be read ({exc}): the scenarios run in their usual order"
        killers = data.get("killers") if isinstance(data, dict) else None
        if not isinstance(killers, dict) or not all(_by_scenario(v) for v in killers.values()):
            return f"{path} is not an order file (killers by function and scenario): the usual order is kept"
        index = {nodeid: i for i, nodeid in enumerate(nodeids)}
        for function, by_scenario in killers.items():
            for nodeid, numbers in reversed(by_scenario.items()):  # the file lists the most killing first
                if nodeid in index:
                    self.killers[function].append(index[nodeid])
                    self.last_killer.update((f"{function}__mutmut_{n}", index[nodeid]) for n in numbers)
        return None


def _by_scenario(value: Any) -> bool:
    return isinstance(value, dict) and all(
        isinstance(ns, list) and all(type(n) is int for n in ns) for ns in value.values()
    )

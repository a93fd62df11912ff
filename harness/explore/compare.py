"""One example on two engines in lockstep: the board loaded, then after it and after each action the same
observations asked of both, compared. The first point where the answers differ is the disagreement.

Answers are compared by what they mean, not how they are written (a pool in any order, counters with none
left out, extra keys of a stack entry or a refusal ignored): other engines add keys to the protocol.
An `unsupported` answer on either side skips that comparison; an unsupported board or action skips the rest
of the example.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from harness.corpus.manatext import canonical, canonical_pool
from harness.engines.contract import Adapter
from harness.engines.exits import no_process_exit
from harness.engines.protocol import EngineError, Hello, Illegal, Ok, Response, Unsupported, Value
from harness.explore.model import Example, objects

UNSUPPORTED = "unsupported"
# which difference names a group when several show at once: the first in this order
PRIORITY = ("allowed", "rule", "game_result", "zone", "stack", "mana_pool", "tapped", "life", "counters",
            "power_toughness", "mana_value", "keywords", "could_produce", "mana_spent", "last_paid_cost",
            "pending_choice", "priority", "combat_step", "attackers", "blockers")  # fmt: skip
ON_PERMANENTS = ("tapped", "power_toughness", "counters", "keywords", "could_produce")


class EngineDied(Exception):
    """An engine of the pair was given up on (a `cmd:` engine that died more often than its restarts allow):
    nothing more can be compared. `side`: 0 the engine explored, 1 the one it is checked against."""

    def __init__(self, side: int, message: str) -> None:
        super().__init__(message)
        self.side, self.message = side, message


@dataclass(frozen=True)
class Difference:
    key: tuple[str, ...]  # ("mana_pool", "Alice"), ("zone", "bears"), ("allowed",)
    ours: Any  # the engine explored
    theirs: Any  # the engine it is checked against
    why: tuple[str, str] = ("", "")  # what each engine said of an action it refused or failed


@dataclass
class Outcome:
    """What running one example on both engines found."""

    comparisons: int = 0
    skipped: int = 0
    board_skipped: bool = False
    load_error: bool = False  # an engine answered `error` to the board (not `unsupported`)
    errors: list[tuple[int, str]] = field(default_factory=list)  # (side: 0 ours, 1 theirs, the error) of the board
    point: int | None = None  # index of the action after which the answers differ; -1: the board as loaded
    differences: list[Difference] = field(default_factory=list)
    answers: list[tuple[str, str]] = field(default_factory=list)  # each action: (ours, theirs)
    rules: list[str | None] = field(default_factory=list)  # each action: the rule the checked engine refused under

    def signature(self, example: Example) -> tuple[str, str]:
        """The group of this disagreement: what was done, and what differs first."""
        action = None if self.point is None or self.point < 0 else example.actions[self.point]
        kinds = {d.key[0] for d in self.differences}
        return describe(action), next(k for k in PRIORITY if k in kinds)


def describe(action: dict[str, Any] | None) -> str:
    """The kind of an action as the step vocabulary says it."""
    if action is None:
        return "the board as loaded"
    kind = action["kind"]
    if kind == "activate":
        return "tap for mana" if action.get("ability") == "mana" else "activate"
    if kind == "cast":
        return "cast for an alternative cost" if action.get("alternative") else "cast"
    said = {"play_land": "play a land", "pass": "pass priority", "resolve": "all pass"}
    said |= {"declare_attackers": "declare attackers", "declare_blockers": "declare blockers"}
    return said.get(kind, kind)


def call(method: Callable[[dict[str, Any]], Response], payload: dict[str, Any]) -> Response:
    """An adapter that raises is an engine fault of this request, not of the run."""
    try:
        with no_process_exit():
            answer = method(payload)
    except (Exception, SystemExit) as exc:
        return EngineError(f"the adapter raised {type(exc).__name__}: {exc}")
    return answer if isinstance(answer, Ok | Illegal | Value | Unsupported | EngineError) else EngineError("no answer")


def _outcome(answer: Response) -> Any:
    if isinstance(answer, Unsupported):
        return UNSUPPORTED
    return {Ok: "allowed", Illegal: "refused"}.get(type(answer), "error")


def _why(response: Response | None) -> str:
    """An engine's reason for refusing (and the rule it names, where it names one), or its error."""
    if isinstance(response, Illegal):
        rule = getattr(response, "rule", None)  # refusals may name the rule that forbids the action
        named = f"(CR {rule})"
        return response.reason + (f" {named}" if rule and named not in response.reason else "")
    return response.message if isinstance(response, EngineError) else ""


def refusal_rules(ours: Response | None, theirs: Response | None) -> tuple[str, str] | None:
    """The rules two refusals of the same action name, when both name one and they differ. An engine that names
    none isn't wrong for it (the corpus records such a check as not made, DESIGN section 4)."""
    rules = (getattr(ours, "rule", None), getattr(theirs, "rule", None))
    if isinstance(ours, Illegal) and isinstance(theirs, Illegal) and None not in rules and rules[0] != rules[1]:
        return str(rules[0]), str(rules[1])
    return None


def _normal(kind: str, value: Any) -> Any:
    """The meaning of an answer, for comparison."""
    if kind == "mana_pool":
        return canonical_pool(value) or "empty"
    if kind == "last_paid_cost":
        return canonical(value) if isinstance(value, str) else value
    if kind in ("keywords", "zone_contents", "could_produce"):
        return sorted({str(v).lower() if kind == "keywords" else str(v) for v in value})
    if kind == "counters":
        return {str(k): v for k, v in sorted(value.items()) if v}
    if kind == "stack":  # what the stack step checks: each entry's kind and card (not its controller)
        return [[e.get("kind"), e.get("card") or e.get("source")] for e in value]
    if kind == "pending_choice":
        return value and {"player": value.get("player"), "options": sorted(value.get("options", []))}
    if kind == "power_toughness":
        return list(value)
    if kind in ("attackers", "blockers"):  # who attacks whom, who blocks whom, in any order
        first, second = ("attacker", "defender") if kind == "attackers" else ("blocker", "attacker")
        return sorted(f"{e[first]} -> {e[second]}" for e in value)
    if kind == "game_result":  # who lost and why, and whether it is over (the order of losers means nothing)
        losers = sorted(f"{loser['player']}: {loser['reason']}" for loser in value.get("losers", ()))
        return {"over": bool(value.get("over")), "losers": losers}
    return value


def _answer(adapter: Adapter, hello: Hello, query: dict[str, Any]) -> Any:
    if query["kind"] not in hello.queries:
        return UNSUPPORTED
    answer = call(adapter.observe, query)
    if isinstance(answer, Value):
        try:
            return _normal(query["kind"], answer.value)
        except (AttributeError, TypeError, ValueError):
            return ["malformed", repr(answer.value)[:200]]
    return _outcome(answer) if not isinstance(answer, Ok) else "error"


class Pair:
    """The engine explored (`ours`) and the engine it is checked against (`theirs`), with their hellos."""

    def __init__(self, ours: Adapter, theirs: Adapter, hellos: tuple[Hello, Hello]) -> None:
        self.sides = ((ours, hellos[0]), (theirs, hellos[1]))

    def run(self, example: Example) -> Outcome:
        """Observations after the last action only (a difference rarely heals within a few actions); when
        something differs, the example again with observations after every action, to find where it began."""
        outcome = self._run(example, every_point=False)
        outcome = self._run(example, every_point=True) if outcome.differences else outcome
        for side, (adapter, _) in enumerate(self.sides):
            if getattr(adapter, "given_up", None):  # its answers were the harness's, not the engine's
                raise EngineDied(side, adapter.given_up)  # type: ignore[attr-defined]
        return outcome

    def _run(self, example: Example, every_point: bool) -> Outcome:
        outcome = Outcome()
        answers = [call(adapter.load, example.board) for adapter, _ in self.sides]
        loaded = [_outcome(answer) for answer in answers]
        if loaded != ["allowed", "allowed"]:
            outcome.board_skipped, outcome.load_error = True, "error" in loaded
            outcome.errors = [(i, a.message) for i, a in enumerate(answers) if isinstance(a, EngineError)]
            return outcome
        if every_point and self._observe(example, outcome, -1):
            return outcome
        for i, action in enumerate(example.actions):
            responses = [
                call(adapter.perform, action) if action["kind"] in hello.actions else None
                for adapter, hello in self.sides
            ]
            answers = [UNSUPPORTED if r is None else _outcome(r) for r in responses]
            if UNSUPPORTED in answers:
                outcome.skipped += 1
                if not every_point:  # what the actions before it did is still compared
                    self._observe(example, outcome, i - 1)
                return outcome
            outcome.comparisons += 1
            outcome.answers.append((answers[0], answers[1]))
            outcome.rules.append(getattr(responses[1], "rule", None))
            why = (_why(responses[0]), _why(responses[1]))
            if answers[0] != answers[1]:
                outcome.differences.append(Difference(("allowed",), answers[0], answers[1], why))
            elif (rules := refusal_rules(responses[0], responses[1])) is not None:
                outcome.differences.append(Difference(("rule",), *rules, why))
            last = i == len(example.actions) - 1
            if (every_point or last or outcome.differences) and self._observe(
                example, outcome, i, already=bool(outcome.differences)
            ):
                return outcome
        return outcome

    def _observe(self, example: Example, outcome: Outcome, point: int, already: bool = False) -> bool:
        """Ask both engines the same questions; record what differs. True when something did."""
        found = already
        zones: dict[str, list[Any]] = {}
        for query in _queries(example):
            answers = [_answer(adapter, hello, query) for adapter, hello in self.sides]
            key = _key(query)
            if query["kind"] == "zone":
                zones[key[1]] = answers
            if UNSUPPORTED in answers:
                outcome.skipped += 1
                continue
            outcome.comparisons += 1
            if answers[0] != answers[1]:
                outcome.differences.append(Difference(key, *answers))
                found = True
        for ref, answers in zones.items():
            where = set(answers)
            for kind in ("mana_value", *(ON_PERMANENTS if "battlefield" in where else ())):
                if where & {"battlefield", "stack"}:
                    found |= self._compare(outcome, {"kind": kind, "object": ref})
        if found:
            outcome.point = point
        return found

    def _compare(self, outcome: Outcome, query: dict[str, Any]) -> bool:
        answers = [_answer(adapter, hello, query) for adapter, hello in self.sides]
        if UNSUPPORTED in answers:
            outcome.skipped += 1
            return False
        outcome.comparisons += 1
        if answers[0] != answers[1]:
            outcome.differences.append(Difference(_key(query), *answers))
            return True
        return False


def _key(query: dict[str, Any]) -> tuple[str, ...]:
    return (query["kind"], *(str(query[k]) for k in ("player", "object", "zone") if k in query))


def _queries(example: Example) -> list[dict[str, Any]]:
    found: list[dict[str, Any]] = [{"kind": k} for k in ("stack", "priority", "pending_choice", "game_result")]
    found += [{"kind": k} for k in ("combat_step", "attackers", "blockers")]
    for player in example.players():
        found += [{"kind": kind, "player": player} for kind in ("mana_pool", "life", "mana_spent", "last_paid_cost")]
    return found + [{"kind": "zone", "object": o["id"]} for _, _, o in objects(example.board)]

"""`mtg-conformance smoke --engine ...`: is the engine adapter wired up? It starts the engine, checks its
`hello`, loads a trivial board, sends a request and an action kind nobody implements, asks a life total if
the engine can, stops it, and says precisely what is wrong when something is."""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from harness.cli.options import add_engine_cpu_argument

HELP = "check that an engine adapter is wired up (hello, a trivial board, unknown requests)"

TRIVIAL_BOARD: dict[str, Any] = {
    "description": "mtg-conformance smoke test: two players and nothing else.",
    "turn": {"number": 1, "active_player": "Alice", "step": "precombat_main"},
    "players": [{"name": "Alice", "life": 20}, {"name": "Bob", "life": 20}],
}
UNKNOWN = "mtg_conformance_smoke_unknown"


@dataclass
class Check:
    status: str  # ok, warn, skip, FAIL
    name: str
    detail: str

    def line(self) -> str:
        return f"  {self.status:<5} {self.name}: {self.detail}"


def _answered(answer: Any) -> str:
    """What the engine did: `answered {...}`, or how it failed (crash, timeout, garbage) with its stderr."""
    from harness.engines.protocol import EngineError

    if not hasattr(answer, "to_json"):
        return f"the adapter returned a {type(answer).__name__}, not a protocol answer: {answer!r:.300}"
    if isinstance(answer, EngineError):
        return answer.message if answer.context else f"the engine answered {json.dumps(answer.to_json())[:300]}"
    return "the engine answered " + json.dumps(answer.to_json(), ensure_ascii=False)[:300]


def smoke(engine: str, options: dict[str, Any]) -> list[Check]:
    """Every check, in order; stops at the first check the others depend on."""
    from harness.engines.contract import AdapterError
    from harness.engines.loading import start_adapter

    try:
        adapter, hello = start_adapter(engine, **options)
    except AdapterError as exc:
        return [Check("FAIL", "hello", str(exc))]
    checks = _hello_checks(hello)
    try:
        checks += _conversation(adapter, hello)
    except (Exception, SystemExit) as exc:  # an in-process adapter's own bug, or an answer that isn't one
        checks.append(Check("FAIL", "conversation", f"the adapter raised {type(exc).__name__}: {exc}"))
    return checks + _stop(adapter)


def _hello_checks(hello: Any) -> list[Check]:
    from harness.engines.protocol_schema import action_kinds, query_kinds

    checks = [
        Check(
            "ok",
            "hello",
            f"{hello.name} {hello.version}, protocol {hello.protocol}, {len(hello.actions)} action kind(s), "
            f"{len(hello.queries)} query kind(s), {len(hello.cards)} card(s)",
        )
    ]
    if not hello.actions and not hello.queries:
        checks.append(Check("warn", "capabilities", "no action or query kinds: every scenario will be unsupported"))
    unknown = sorted(set(hello.actions) - set(action_kinds())) + sorted(set(hello.queries) - set(query_kinds()))
    if unknown:
        checks.append(Check("note", "capabilities", f"kinds the protocol doesn't define, never sent: {unknown}"))
    return checks


def _conversation(adapter: Any, hello: Any) -> list[Check]:
    from harness.engines.protocol import Ok, Unsupported, Value

    answer = adapter.load(TRIVIAL_BOARD)
    if not isinstance(answer, Ok):
        detail = f"a board with two players and nothing else must load; {_answered(answer)}"
        return [Check("FAIL", "load", detail)]
    checks = [Check("ok", "load", "a board with two players and nothing else loads")]
    if hasattr(adapter, "request"):  # the subprocess transport can send a request kind nobody defines
        answer = adapter.request(UNKNOWN, {})
        checks.append(_expect_unsupported("unknown request", f"request {UNKNOWN!r}", answer))
    answer = adapter.perform({"kind": UNKNOWN})
    checks.append(_expect_unsupported("unknown action", f"action kind {UNKNOWN!r}", answer))
    if "pass" in hello.actions:
        adapter.load(TRIVIAL_BOARD)
        checks.append(_refusal(adapter.perform({"kind": "pass", "player": "Bob"})))
    if "life" not in hello.queries:
        checks.append(Check("skip", "observe", "the engine doesn't list the query 'life'"))
        return checks
    adapter.load(TRIVIAL_BOARD)
    answer = adapter.observe({"kind": "life", "player": "Alice"})
    if isinstance(answer, Value) and answer.value == 20:
        checks.append(Check("ok", "observe", "Alice's life total on the trivial board is 20"))
    elif isinstance(answer, Unsupported):
        checks.append(Check("FAIL", "observe", f"the engine lists the query 'life'; {_answered(answer)}"))
    else:
        checks.append(Check("FAIL", "observe", f"Alice's life total should be 20; {_answered(answer)}"))
    return checks


def _refusal(answer: Any) -> Check:
    """Bob passing while Alice, the active player, holds priority: a refusal, checked as `run` checks one (a
    `cmd:` engine's answer was checked against the schema by the transport: a bad field is an error here)."""
    from harness.engines.protocol import CR_RULE, Illegal, Unsupported

    what = "Bob passes priority while Alice holds it"
    if isinstance(answer, Illegal) and (answer.rule is None or CR_RULE.match(answer.rule)):
        return Check("ok", "refusal", f"{what}: refused" + (f" (CR {answer.rule})" if answer.rule else ""))
    if isinstance(answer, Illegal):
        detail = f"a refusal's rule must be a CR number such as 117.1 ({CR_RULE.pattern}), not {answer.rule!r}"
        return Check("FAIL", "refusal", f"{what}: {detail}")
    if isinstance(answer, Unsupported):
        return Check("note", "refusal", f"{what}: answered unsupported")
    status = "warn" if hasattr(answer, "to_json") and not hasattr(answer, "message") else "FAIL"
    return Check(status, "refusal", f"{what} must be refused; {_answered(answer)}")


def _expect_unsupported(name: str, what: str, answer: Any) -> Check:
    from harness.engines.protocol import Unsupported

    if isinstance(answer, Unsupported):
        return Check("ok", name, f"{what}: answered unsupported")
    return Check("FAIL", name, f'{what} must be answered {{"unsupported": "..."}}; {_answered(answer)}')


def _stop(adapter: Any) -> list[Check]:
    process = getattr(adapter, "process", None)
    try:
        adapter.close()
    except (Exception, SystemExit) as exc:
        return [Check("FAIL", "stop", f"close() of the adapter raised {type(exc).__name__}: {exc}")]
    if process is None:
        return []
    code = process.popen.returncode
    if code == 0:
        return [Check("ok", "stop", "the engine answered stop and exited with code 0")]
    return [Check("warn", "stop", f"after stop the engine ended with code {code} (expected: exit 0 by itself)")]


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--engine", default=None, help='engine: a name, package.module:Class or cmd:"<command line>"')
    parser.add_argument(
        "--engine-timeout",
        type=float,
        default=None,
        help="seconds per request (cmd: engines; default: 10, or the engine configuration)",
    )
    add_engine_cpu_argument(parser)
    parser.add_argument("--engine-config", default=None, metavar="TOML", help="engine settings (docs/adapters.md)")


def run(args: argparse.Namespace, extra: list[str]) -> int:
    from harness.engines.config import resolve
    from harness.errors import CorpusError

    try:
        cli = {"engine": args.engine, "timeout": args.engine_timeout, "cpu": args.engine_cpu}
        settings = resolve(cli, args.engine_config, Path.cwd())
    except CorpusError as exc:
        print(f"mtg-conformance smoke: {exc}", file=sys.stderr)
        return 2
    options = settings.adapter_options()
    if settings.is_command():
        options["max_restarts"] = 0  # a smoke test reports the first failure; it doesn't paper over it
    print(f"smoke test of {settings.engine}")
    adapter_checks = smoke(settings.engine, options)
    for check in adapter_checks:
        print(check.line())
    failed = sum(c.status == "FAIL" for c in adapter_checks)
    warned = sum(c.status == "warn" for c in adapter_checks)
    if failed:
        print(f"smoke test FAILED: {failed} check(s) failed; the protocol is in docs/adapters.md")
        return 1
    print("smoke test passed" + (f" ({warned} warning(s))" if warned else ""))
    return 0

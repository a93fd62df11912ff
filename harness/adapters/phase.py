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
import re
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from ..paths import default_corpus
from ..protocol import EngineError, Hello, Illegal, Ok, Response, Unsupported, Value
from . import Adapter, AdapterError

try:
    import phase
except ImportError:  # the optional extra isn't installed: the adapter says so when it is started
    phase = None

STEPS = {
    "untap": "Untap",
    "upkeep": "Upkeep",
    "draw": "Draw",
    "precombat_main": "PreCombatMain",
    "beginning_of_combat": "BeginCombat",
    "declare_attackers": "DeclareAttackers",
    "declare_blockers": "DeclareBlockers",
    "combat_damage": "CombatDamage",
    "end_of_combat": "EndCombat",
    "postcombat_main": "PostCombatMain",
    "end": "End",
    "cleanup": "Cleanup",
}
PHASE_STEPS = {v: k for k, v in STEPS.items()}
COLORS = {"W": "White", "U": "Blue", "B": "Black", "R": "Red", "G": "Green", "C": "Colorless"}
COLOR_LETTERS = {v: k for k, v in COLORS.items()}
ZONES = {"Library": "library", "Hand": "hand", "Battlefield": "battlefield", "Graveyard": "graveyard"}
ZONES |= {"Stack": "stack", "Exile": "exile", "Command": "command"}
COUNTERS = {"+1/+1": "P1P1", "-1/-1": "M1M1"}
COUNTER_NAMES = {v: k for k, v in COUNTERS.items()}
CORE_TYPES = ("Artifact", "Creature", "Enchantment", "Land", "Planeswalker", "Battle", "Instant", "Sorcery", "Kindred")
# Answers to `ValueError`s that mean phase could not read what the adapter sent (a bug here, not a refusal).
_SERDE = re.compile(r"^(unknown variant|unknown field|missing field|invalid type|invalid value|invalid length)")
_MAX_PASSES = 400  # an `advance` longer than this is a loop, not a game

# Why the kinds phase can't answer are unsupported (hello leaves them out; the docs quote these).
UNSUPPORTED_QUERIES = {
    "could_produce": "phase has no query for the types of mana a permanent could produce (CR 106.7)",
}


class PhaseRefusal(Exception):
    """Phase refused an action (a rules answer)."""


class PhaseUnsupported(Exception):
    """Something the scenario needs that phase (or this adapter) can't express."""


# -- card data ------------------------------------------------------------------------------------------------
def oracle_faces(catalog: dict[str, list[dict[str, Any]]]) -> tuple[dict[str, Any], dict[str, str]]:
    """Phase's `card-data.json` (lower-case face name -> CardFace) built from MTGJSON AtomicCards-shaped data
    with phase's own parser, like phase's `phase-gen`; and the cards phase could not build, with the reason."""
    faces: dict[str, Any] = {}
    failed: dict[str, str] = {}
    for name, printed in catalog.items():
        try:
            if len(printed) == 1:
                face = phase.build_oracle_face(_atomic(printed[0]), _oracle_id(printed[0]))
                faces.setdefault(face["name"].lower(), face)
                continue
            for index, side in enumerate(printed):
                face = dict(phase.build_oracle_face_multi(_atomic(side), _oracle_id(printed[0])))
                face["layout"], face["face_index"] = side.get("layout", "normal"), index
                faces.setdefault(face["name"].lower(), face)
        except Exception as exc:  # phase's parser raising is data about phase, not a crash
            failed[name] = f"phase could not build the card: {exc}"
    return faces, failed


def _atomic(card: dict[str, Any]) -> dict[str, Any]:
    """The fields phase's `AtomicCard` needs that the corpus may leave out."""
    return {"identifiers": {}, "legalities": {}, "keywords": [], **card}


def _oracle_id(card: dict[str, Any]) -> str | None:
    return (card.get("identifiers") or {}).get("scryfallOracleId")


def unimplemented(face: Any) -> list[str]:
    """Texts phase's parser left `Unimplemented` in a face (they do nothing in phase's games)."""
    found: list[str] = []

    def walk(node: Any) -> None:
        if isinstance(node, dict):
            if node.get("type") == "Unimplemented":
                found.append(str(node.get("description") or node.get("name") or "?"))
            for value in node.values():
                walk(value)
        elif isinstance(node, list):
            for value in node:
                walk(value)

    walk(face)
    return found


# -- translation helpers (pure functions, unit-tested) --------------------------------------------------------
def debug(kind: str, data: dict[str, Any] | None = None) -> dict[str, Any]:
    """A phase debug action (accepted only while the state's `debug_mode` is on)."""
    inner: dict[str, Any] = {"type": kind}
    if data is not None:
        inner["data"] = data
    return {"type": "Debug", "data": inner}


def mana_types(text: str) -> list[str]:
    """`{G}{G}{C}` -> phase's `ManaType` names."""
    return [COLORS[s] for s in re.findall(r"\{([WUBRGC])\}", text or "")]


def pool_text(pool: dict[str, Any]) -> str:
    """A phase mana pool (`{"mana": [{"color": "Green", ...}, ...]}`) as mana symbols."""
    return "".join("{" + COLOR_LETTERS.get(m.get("color"), "?") + "}" for m in pool.get("mana", []))


def counter_type(kind: str) -> str:
    """The corpus's counter kind (`+1/+1`) as phase's `CounterType` (`P1P1`)."""
    return COUNTERS.get(kind, kind)


def counter_name(kind: str) -> str:
    return COUNTER_NAMES.get(kind, kind)


def refusal_reason(message: str) -> str | None:
    """The reason in a phase refusal, or None when the message means phase couldn't read the action."""
    if _SERDE.match(message):
        return None
    for prefix in ("Action not allowed: ", "Invalid action: "):
        if message.startswith(prefix):
            return message[len(prefix) :]
    return message


def cost_text(cost: Any) -> str:
    """A phase `ManaCost` (`{"type": "Cost", "generic": 1, "shards": ["Green"]}`) as mana symbols."""
    if not isinstance(cost, dict) or cost.get("type") != "Cost":
        return ""
    parts = [f"{{{cost.get('generic', 0)}}}"] if cost.get("generic") else []
    for shard in cost.get("shards", []):
        parts.append("{" + _SHARDS.get(shard, shard) + "}")
    return "".join(parts) or "{0}"


_SHARDS = {name: letter for letter, name in COLORS.items()} | {
    "X": "X",
    "WhiteBlue": "W/U",
    "WhiteBlack": "W/B",
    "BlueBlack": "U/B",
    "BlueRed": "U/R",
    "BlackRed": "B/R",
    "BlackGreen": "B/G",
    "RedWhite": "R/W",
    "RedGreen": "R/G",
    "GreenWhite": "G/W",
    "GreenBlue": "G/U",
}


def mana_value_of(cost: Any, x: int | None = None) -> int | None:
    """The sum of CR 202.3 over a phase mana cost (generic as its number, one per other shard, `x` for each X);
    None when the cost has X and no value of X is known."""
    if not isinstance(cost, dict) or cost.get("type") != "Cost":
        return 0
    shards = cost.get("shards", [])
    xs = shards.count("X")
    if xs and x is None:
        return None
    return int(cost.get("generic", 0)) + len(shards) - xs + xs * (x or 0)


def variant_name(variant: Any) -> str:
    """Phase's casting variant (`"Emerge"`, `{"HandPermission": {...}}`, `{"type": "Emerge"}`) as a lower-case name."""
    if isinstance(variant, str):
        return variant.lower()
    if isinstance(variant, dict) and variant:
        return str(variant.get("type") or next(iter(variant))).lower()
    return "normal"


def variant_source(variant: Any) -> int | None:
    """The object granting a permission variant (`{"HandPermission": {"source": 3}}`), if any."""
    if isinstance(variant, dict):
        for value in variant.values():
            if isinstance(value, dict) and isinstance(value.get("source"), int):
                return value["source"]
    return None


def token_characteristics(token: dict[str, Any]) -> dict[str, Any]:
    """A fixture's token (board schema) as the characteristics of phase's `CreateToken` debug action."""

    def number(value: str | None) -> int | None:
        return None if value in (None, "*") else int(value)

    return {
        "display_name": token["name"],
        "power": number(token.get("power")),
        "toughness": number(token.get("toughness")),
        "core_types": [t for t in token["types"] if t in CORE_TYPES],
        "subtypes": token.get("subtypes", []),
        "supertypes": token.get("supertypes", []),
        "colors": [COLORS[c] for c in token.get("colors", [])],
        "keywords": token.get("keywords", []),
    }


def stack_entry(entry: dict[str, Any], name_of: Callable[[int], str]) -> dict[str, Any]:
    """A phase stack entry as the protocol's `{"kind": "spell", "card": ...}` or ability with its source."""
    kind = entry.get("kind", {}).get("type")
    source = name_of(entry.get("source_id"))
    if kind == "Spell":
        return {"kind": "spell", "card": source}
    ability = "triggered_ability" if kind == "TriggeredAbility" else "activated_ability"
    return {"kind": ability, "source": source}


# -- the adapter ----------------------------------------------------------------------------------------------
class PhaseAdapter(Adapter):
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
        return self._guarded(lambda: ACTIONS[kind](self, action), atomic=kind in ("cast", "activate"))

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
                    return Illegal(str(exc))
                return Unsupported(str(exc))
            except PhaseAdapterBug as exc:
                return EngineError(str(exc))
            except Exception as exc:  # a bug of this adapter fails the scenario, not the run
                return EngineError(f"the phase adapter failed: {exc!r}")

    @contextmanager
    def _timed(self) -> Iterator[None]:
        start, phase_before = time.perf_counter(), self._phase_time
        try:
            yield
        finally:
            if self.timings:
                spent_in_phase = self._phase_time - phase_before
                self.timings[-1]["phase_s"] += spent_in_phase
                self.timings[-1]["adapter_s"] += time.perf_counter() - start - spent_in_phase

    def call(self, fn: Callable[..., Any], *args: Any, **kw: Any) -> Any:
        """Call into phase, timing it; a refusal becomes `PhaseRefusal`, a panic or unreadable action an error."""
        start = time.perf_counter()
        try:
            return fn(*args, **kw)
        except ValueError as exc:
            reason = refusal_reason(str(exc))
            if reason is None:
                raise PhaseAdapterBug(f"phase could not read the adapter's request: {exc}") from exc
            raise PhaseRefusal(reason) from exc
        except BaseException as exc:
            if type(exc).__name__ == "PanicException":  # a Rust panic inside phase
                raise PhaseAdapterBug(f"phase panicked: {exc}") from None
            raise
        finally:
            self._phase_time += time.perf_counter() - start

    def apply(self, seat: int, action: dict[str, Any]) -> dict[str, Any]:
        return self.call(self.game.apply, seat, action).to_dict()

    def waiting(self) -> dict[str, Any]:
        return self.call(self.game.waiting_for) or {}

    def legal(self) -> list[dict[str, Any]]:
        return [a.to_dict() for a in self.call(self.game.actions)]

    def obj(self, ref: str, zone: str | None = None) -> dict[str, Any]:
        """The phase object a reference names: a fixture id, or a card name (battlefield first, or in `zone`)."""
        if ref in self.ids:
            found = self.call(self.game.object, self.ids[ref])
            if found is None:
                raise PhaseRefusal(f"{ref!r} no longer exists")
            return found
        zones = [zone.capitalize()] if zone else ["Battlefield", "Stack", "Hand", "Graveyard", "Library", "Exile"]
        for where in zones:
            for o in self._zone_objects(where):
                if ref in (o.get("name"), o.get("base_name")):
                    return o
        raise PhaseRefusal(f"there is no object {ref!r}")

    def _zone_objects(self, zone: str) -> list[dict[str, Any]]:
        """Objects in a zone, through phase's light per-zone getters (the library only through the full state)."""
        g, seats = self.game, sorted(self.seats.values())
        if zone == "Battlefield":
            return list(self.call(g.battlefield))
        if zone == "Stack":
            return [self.call(g.object, e["source_id"]) or {} for e in reversed(self.call(g.stack))]
        if zone in ("Hand", "Graveyard"):
            getter = g.hand if zone == "Hand" else g.graveyard
            return [o for seat in seats for o in self.call(getter, seat)]
        if zone == "Exile":
            return list(self.call(g.exile))
        state = self.call(g.state)["state"]
        return [o for o in state["objects"].values() if o.get("zone") == zone]

    def seat(self, name: str) -> int:
        if name not in self.seats:
            raise PhaseRefusal(f"no player named {name!r}")
        return self.seats[name]

    def name_of_seat(self, seat: int | None) -> str | None:
        return next((n for n, s in self.seats.items() if s == seat), None)

    def name_of(self, oid: int | None) -> str:
        found = self.call(self.game.object, oid) if oid is not None else None
        return found.get("name", "?") if found else "?"


class PhaseAdapterBug(Exception):
    """Phase could not read what the adapter sent, or panicked: the scenario is an `error`."""


# -- board setup ----------------------------------------------------------------------------------------------
class BoardBuilder:
    """Sets a phase game up in the state a board fixture describes (see the module docstring)."""

    def __init__(self, adapter: PhaseAdapter, board: dict[str, Any]) -> None:
        self.a, self.board = adapter, board
        self.players = board.get("players") or []

    def build(self) -> None:
        self._check_expressible()
        a = self.a
        a.seats = {p["name"]: i for i, p in enumerate(self.players)}
        a.ids, a.last_paid = {}, {}
        turn = self.board.get("turn", {})
        active = a.seats.get(turn.get("active_player", self.players[0]["name"]), 0)
        decks = [self._deck(p) for p in self.players]
        extra = decks[2:] or None
        game = a.call(a.engine.new_game, decks[0], decks[1], extra_players=extra, seed=a.seed, first_player=active)
        a.game = game
        for seat in range(len(self.players)):
            a.apply(seat, {"type": "MulliganDecision", "data": {"choice": {"type": "Keep"}}})
        self._decline_opening_offers()
        state = a.call(game.state)
        state["state"]["debug_mode"] = True
        a.game = a.call(a.engine.load_game, state)
        a.apply(
            active, debug("SetPhase", {"phase": STEPS[turn.get("step", "precombat_main")], "active_player": active})
        )
        self._place_objects(active)
        for p in self.players:
            seat = a.seats[p["name"]]
            if p.get("life", 20) != 20:
                a.apply(active, debug("SetLife", {"player_id": seat, "life": p["life"]}))
            if p.get("mana_pool"):
                a.apply(active, debug("AddMana", {"player_id": seat, "mana": mana_types(p["mana_pool"])}))
        self._finish(turn, active)

    def _decline_opening_offers(self) -> None:
        """Opening-hand offers (e.g. Leyline of Abundance's "begin the game with it on the battlefield") are
        declined: the board, not the opening hand, says where each card is."""
        for _ in range(20):
            waiting = self.a.waiting()
            if waiting.get("type") != "OptionalEffectChoice":
                return
            decline = {"type": "DecideOptionalEffect", "data": {"accept": False}}
            self.a.apply(waiting["data"]["player"], decline)

    def _check_expressible(self) -> None:
        if len(self.players) < 2:
            raise PhaseUnsupported("phase games need at least two players")
        if self.board.get("stack"):
            raise PhaseUnsupported("a spell on the stack: phase has no debug action that puts a spell on the stack")
        for p in self.players:
            for zone in ("battlefield", "hand", "graveyard", "library", "exile"):
                for spec in p.get(zone, []):
                    self._check_object(spec, zone)

    def _check_object(self, spec: dict[str, Any], zone: str) -> None:
        if "melded" in spec:
            raise PhaseUnsupported("a melded permanent: phase can't create one outside a game's meld action")
        if "copy_of" in spec:
            raise PhaseUnsupported("an object that is a copy: phase can't set up a copy of a card (only of a token)")
        if spec.get("chosen"):
            raise PhaseUnsupported("a choice made as the permanent entered (e.g. a colour): phase can't set one")
        if "token" in spec:
            if zone != "battlefield":
                raise PhaseUnsupported("a token outside the battlefield")
            if spec["token"].get("manaCost"):
                raise PhaseUnsupported("a token with a mana cost: phase's CreateToken gives tokens none")
        elif spec["card"] in self.a.failed:
            raise PhaseUnsupported(f"{spec['card']}: {self.a.failed[spec['card']]}")

    def _deck(self, player: dict[str, Any]) -> list[str]:
        """Every card the player owns on the board, and one filler card (phase refuses an empty deck); the
        filler is removed from the game once the board is set up."""
        deck = [self.a.filler]
        for zone in ("battlefield", "hand", "graveyard", "library", "exile"):
            for spec in player.get(zone, []):
                if "card" in spec:
                    deck += [self._deck_name(spec["card"])] * spec.get("count", 1)
        return deck

    def _deck_name(self, card: str) -> str:
        return self.a.catalog[card][0].get("faceName") or card

    def _place_objects(self, active: int) -> None:
        a = self.a
        state = a.call(a.game.state)["state"]
        free: dict[tuple[int, str], list[int]] = {}
        for oid, o in sorted(state["objects"].items(), key=lambda kv: int(kv[0])):
            free.setdefault((o["owner"], o["name"]), []).append(int(oid))
        libraries: dict[int, list[int]] = {}
        self.placed: list[tuple[dict[str, Any], int]] = []
        for p in self.players:
            seat = a.seats[p["name"]]
            for zone in ("battlefield", "hand", "graveyard", "library", "exile"):
                for spec in p.get(zone, []):
                    for i in range(spec.get("count", 1)):
                        oid = self._object_for(spec, seat, free, active)
                        alias = spec.get("id")
                        if alias:
                            a.ids[alias if spec.get("count", 1) == 1 else f"{alias}#{i + 1}"] = oid
                        self.placed.append((spec, oid))
                        if "card" in spec:
                            self._move(oid, zone, active)
                        if zone == "library":
                            libraries.setdefault(seat, []).append(oid)
                        if zone == "battlefield":
                            self._permanent(oid, spec, seat, active)
        self.libraries = libraries
        self._attach(active)
        for spare in [oid for pool in free.values() for oid in pool]:
            a.apply(active, debug("RemoveObject", {"object_id": spare}))

    def _object_for(self, spec: dict[str, Any], seat: int, free: dict, active: int) -> int:
        if "token" in spec:
            return self._token(spec["token"], seat, active)
        pool = free.get((seat, self._deck_name(spec["card"])), [])
        if not pool:
            raise PhaseRefusal(f"phase dealt no {spec['card']} to seat {seat}")
        return pool.pop(0)

    def _token(self, token: dict[str, Any], seat: int, active: int) -> int:
        a = self.a
        request = {"type": "Custom", "data": {"owner": seat, "characteristics": token_characteristics(token)}}
        before = set(a.call(a.game.state)["state"]["objects"])
        a.apply(active, debug("CreateToken", {"request": request}))
        made = set(a.call(a.game.state)["state"]["objects"]) - before
        if len(made) != 1:
            raise PhaseUnsupported("phase's CreateToken did not create exactly one object")
        return int(made.pop())

    def _move(self, oid: int, zone: str, active: int) -> None:
        target = zone.capitalize()
        if self.a.call(self.a.game.object, oid)["zone"] != target:
            self.a.apply(active, debug("MoveToZone", {"object_id": oid, "to_zone": target}))

    def _permanent(self, oid: int, spec: dict[str, Any], owner: int, active: int) -> None:
        a = self.a
        a.apply(active, debug("SetSummoningSickness", {"object_id": oid, "sick": bool(spec.get("summoning_sick"))}))
        if spec.get("tapped"):
            a.apply(active, debug("SetTapped", {"object_id": oid, "tapped": True}))
        for kind, n in spec.get("counters", {}).items():
            if n:
                a.apply(
                    active, debug("ModifyCounters", {"object_id": oid, "counter_type": counter_type(kind), "delta": n})
                )
        if spec.get("face") == "back":
            a.apply(
                active,
                debug("SetFaceState", {"object_id": oid, "face_down": None, "transformed": True, "flipped": None}),
            )
        if "controller" in spec and a.seats[spec["controller"]] != owner:
            a.apply(active, debug("SetController", {"object_id": oid, "controller": a.seats[spec["controller"]]}))

    def _attach(self, active: int) -> None:
        for spec, oid in self.placed:
            if "attached_to" in spec:
                target = {"type": "Object", "data": self.a.ids[spec["attached_to"]]}
                self.a.apply(active, debug("Attach", {"object_id": oid, "target": target}))

    def _finish(self, turn: dict[str, Any], active: int) -> None:
        """What no debug action sets, written into the exported state; then reload it with debug mode off."""
        a = self.a
        exported = a.call(a.game.state)
        state = exported["state"]
        state["debug_mode"] = False
        state["turn_number"] = turn.get("number", 1)
        priority = a.seats.get(turn.get("priority", ""), active)
        state["priority_player"] = priority
        state["waiting_for"] = {"type": "Priority", "data": {"player": priority}}
        for seat, order in self.libraries.items():
            rest = [o for o in state["players"][seat]["library"] if o not in order]
            state["players"][seat]["library"] = order + rest
        spent = {
            str(a.seats[p["name"]]): p["mana_spent_on_spells"] for p in self.players if p.get("mana_spent_on_spells")
        }
        state["mana_spent_on_spells_this_turn"] = spent
        for p in self.players:
            for spec in p.get("battlefield", []):
                if spec.get("damage") and spec.get("id"):
                    state["objects"][str(a.ids[spec["id"]])]["damage_marked"] = spec["damage"]
        a.game = a.call(a.engine.load_game, exported)


# -- actions --------------------------------------------------------------------------------------------------
def _cast(a: PhaseAdapter, act: dict[str, Any]) -> None:
    """CR 601.2: CastSpell in phase's manual payment mode, then phase's prompts answered from the action."""
    seat = a.seat(act["player"])
    wanted_zone = act.get("from")
    card = a.obj(act["card"], wanted_zone)
    if wanted_zone and ZONES.get(card["zone"]) != wanted_zone:
        raise PhaseRefusal(f"{card['name']} is not in the {wanted_zone}")
    if act.get("choices"):
        raise PhaseUnsupported("cast with a choice made up front (e.g. a colour): phase asks for it on resolution")
    alternative = list(act.get("alternative") or [])
    if len(alternative) > 1:
        raise PhaseRefusal("only one alternative cost can be applied to a spell (CR 118.9a)")
    request = {"object_id": card["id"], "card_id": card.get("card_id", card["id"]), "targets": []}
    request["payment_mode"] = {"type": "Manual"}
    result = a.apply(seat, {"type": "CastSpell", "data": request})
    answers = Answers(a, seat, act, card["id"])
    answers.run(result, cast=True)
    a.last_paid[seat] = answers.cost or "{0}"


def _activate(a: PhaseAdapter, act: dict[str, Any]) -> None:
    """CR 602.2 / 605: ActivateAbility with the index of the ability in phase's object."""
    seat = a.seat(act["player"])
    o = a.obj(act["object"])
    if o.get("zone") != "Battlefield":
        raise PhaseRefusal(f"{o['name']} is not on the battlefield")
    index = ability_index(o.get("abilities", []), act.get("ability", 1))
    result = a.apply(seat, {"type": "ActivateAbility", "data": {"source_id": o["id"], "ability_index": index}})
    Answers(a, seat, act, o["id"]).run(result, cast=False)


def ability_index(abilities: list[dict[str, Any]], which: int | str) -> int:
    """Phase's index of the protocol's ability: the n-th activated ability (1-based), or the first mana ability."""
    activated = [i for i, ab in enumerate(abilities) if ab.get("kind") == "Activated"]
    if which == "mana":
        mana = [i for i in activated if abilities[i].get("is_mana_ability")]
        if not mana:
            raise PhaseRefusal("the object has no mana ability")
        return mana[0]
    if not isinstance(which, int) or not 1 <= which <= len(activated):
        raise PhaseRefusal(f"the object has no activated ability number {which} (it has {len(activated)})")
    return activated[which - 1]


class Answers:
    """Answers phase's prompts during a cast or activation from the fields of the protocol action."""

    def __init__(self, a: PhaseAdapter, seat: int, act: dict[str, Any], source: int) -> None:
        self.a, self.seat, self.act, self.source = a, seat, act, source
        self.targets = [self._target(t) for t in act.get("targets") or []]
        self.sacrifice = [a.ids.get(r) or a.obj(r)["id"] for r in _as_list(act.get("sacrifice"))]
        self.mana_sources = [a.obj(m["object"]) for m in act.get("mana_abilities") or []]
        self.requested_sources = {o["id"] for o in self.mana_sources}
        self.alternative = list(act.get("alternative") or [])
        self.accepted: set[str] = {"normal"}
        self.kicked = 0
        self.cost = ""
        self.events: list[dict[str, Any]] = []

    def _target(self, ref: str) -> dict[str, int]:
        if ref in self.a.seats:
            return {"Player": self.a.seats[ref]}
        return {"Object": self.a.obj(ref)["id"]}

    def run(self, result: dict[str, Any], cast: bool) -> None:
        self.events += result.get("events", [])
        for _ in range(50):
            waiting = self.a.waiting()
            kind = waiting.get("type")
            if kind == "Priority":
                break
            handler = getattr(self, f"_on_{kind}", None)
            if handler is None:
                raise PhaseUnsupported(f"phase asks for {kind}, which the adapter can't answer from the action")
            self.events += handler(waiting.get("data") or {}).get("events", [])
        else:
            raise PhaseUnsupported("phase kept prompting; the adapter gave up")
        self._check_done(cast)

    def _check_done(self, cast: bool) -> None:
        entry = self._own_stack_entry()
        if cast and entry is not None:
            self._accept_variant(entry.get("kind", {}).get("data", {}).get("casting_variant", "Normal"))
        if self.targets:
            self._check_automatic_targets(entry)
        if cast and self.alternative:
            raise PhaseRefusal(f"phase did not offer the alternative cost {self.alternative[0]!r}")
        if self.kicked != int(self.act.get("kicker", 0)):
            raise PhaseRefusal(f"phase let the spell be kicked {self.kicked} times, not {self.act.get('kicker')}")
        stray = (
            {
                e["data"].get("source_id")
                for e in self.events
                if e.get("type") == "AbilityActivated" and e["data"].get("kind") == "Mana"
            }
            - self.requested_sources
            - {self.source}
        )
        if stray:
            names = ", ".join(sorted(self.a.name_of(s) for s in stray))
            raise PhaseRefusal(f"the mana in the pool can't pay the cost (phase would tap {names} on its own)")

    def _own_stack_entry(self) -> dict[str, Any] | None:
        """The stack entry this cast or activation put on the stack (triggers may sit above it)."""
        for entry in reversed(self.a.call(self.a.game.stack) or []):
            if entry.get("source_id") == self.source:
                return entry
        return None

    def _check_automatic_targets(self, entry: dict[str, Any] | None) -> None:
        """Phase picks the target itself when only one is legal: the given target must be that one."""
        data = (entry or {}).get("kind", {}).get("data", {})
        chosen = (data.get("ability") or {}).get("targets") or data.get("targets") or []
        if any(t not in chosen for t in self.targets):
            raise PhaseRefusal(f"not a legal target; phase's only legal choice was {chosen}")
        self.targets = []

    # prompts: the methods are named after phase's WaitingFor variants
    def _on_TargetSelection(self, data: dict[str, Any]) -> dict[str, Any]:
        if not self.targets:
            raise PhaseRefusal("the spell or ability needs a target and none was given")
        return self.a.apply(self.seat, {"type": "ChooseTarget", "data": {"target": self.targets.pop(0)}})

    _on_TriggerTargetSelection = _on_TargetSelection
    _on_MultiTargetSelection = _on_TargetSelection

    def _on_OrderTriggers(self, data: dict[str, Any]) -> dict[str, Any]:
        """CR 603.3b: the action doesn't say how to order simultaneous triggers; phase's first offer is taken."""
        order = next((o for o in self.a.legal() if o["type"] == "OrderTriggers"), None)
        if order is None:
            raise PhaseUnsupported("phase asks to order triggers and offers no order")
        return self.a.apply(self.seat, order)

    def _alternative_cost_choice(self) -> dict[str, Any]:
        """Phase offers a permanent's "rather than pay the mana cost" (Fist of Suns) as an optional cost whose
        first choice is the alternative; it doesn't say which permanent grants it, so an alternative cost the
        action names by a permanent on the battlefield is taken to be this one."""
        granted = [w for w in self.alternative if w.lower() != "emerge" and self._on_battlefield(w)]
        if granted:
            self.alternative.remove(granted[0])
            self.accepted.add("normal")
        return self.a.apply(self.seat, {"type": "DecideOptionalCost", "data": {"pay": bool(granted)}})

    def _on_battlefield(self, ref: str) -> bool:
        try:
            return self.a.obj(ref).get("zone") == "Battlefield"
        except PhaseRefusal:
            return False

    def _on_ChooseXValue(self, data: dict[str, Any]) -> dict[str, Any]:
        return self.a.apply(self.seat, {"type": "ChooseX", "data": {"value": int(self.act.get("x", 0))}})

    def _on_OptionalCostChoice(self, data: dict[str, Any]) -> dict[str, Any]:
        """Kicker (CR 702.33): phase asks once per kick (again while a multikicker is paid)."""
        if data.get("cost", {}).get("type") == "Choice":
            return self._alternative_cost_choice()
        if data.get("cost", {}).get("type") != "Kicker":
            raise PhaseUnsupported(f"phase asks about an optional {data.get('cost', {}).get('type')} cost")
        pay = int(data.get("times_kicked", 0)) < int(self.act.get("kicker", 0))
        self.kicked = int(data.get("times_kicked", 0)) + int(pay)
        return self.a.apply(self.seat, {"type": "DecideOptionalCost", "data": {"pay": pay}})

    def _on_ChooseManaColor(self, data: dict[str, Any]) -> dict[str, Any]:
        wanted = self.act.get("mana")
        if not wanted:
            raise PhaseUnsupported("the mana ability asks for a colour and the action names none")
        color = COLORS[wanted.strip("{}")]
        for option in self.a.legal():
            choice = option.get("data", {}).get("choice", {})
            if option["type"] == "ChooseManaColor" and choice.get("data") == color:
                return self.a.apply(self.seat, option)
        raise PhaseRefusal(f"the ability can't produce {wanted}")

    def _accept_variant(self, variant: Any) -> None:
        """Phase went on with this casting variant (by itself or as answered): it must be the one asked for."""
        name = variant_name(variant)
        if name in self.accepted:
            return
        requested = self._requested(variant)
        if requested is None:
            raise PhaseRefusal(f"phase would cast it for its {name} cost, which the action didn't ask for")
        self.alternative.remove(requested)
        self.accepted.add(name)

    def _requested(self, variant: Any) -> str | None:
        """The alternative cost in the action that names this phase casting variant: its keyword (`emerge`), or
        the object granting it (`Omniscience`)."""
        name, source = variant_name(variant), variant_source(variant)
        for wanted in self.alternative:
            if wanted.lower() == name:
                return wanted
            if source is not None and (self.a.ids.get(wanted) == source or self.a.name_of(source) == wanted):
                return wanted
        return None

    def _on_AlternativeCastChoice(self, data: dict[str, Any]) -> dict[str, Any]:
        keyword = variant_name(data.get("keyword") or {})
        take = any(w.lower() == keyword for w in self.alternative)
        if take:
            self._accept_variant(keyword)
        choice = {"type": "Alternative" if take else "Normal"}
        return self.a.apply(self.seat, {"type": "ChooseAlternativeCast", "data": {"choice": choice}})

    def _on_CastingVariantChoice(self, data: dict[str, Any]) -> dict[str, Any]:
        options = data.get("options", [])
        for index, option in enumerate(options):
            variant = option.get("variant")
            if self._requested(variant) is not None or (not self.alternative and variant_name(variant) == "normal"):
                self._accept_variant(variant)
                return self.a.apply(self.seat, {"type": "ChooseCastingVariant", "data": {"index": index}})
        offered = ", ".join(variant_name(o.get("variant")) for o in options)
        raise PhaseRefusal(f"phase offered no casting option the action asks for (it offered: {offered})")

    def _on_PayCost(self, data: dict[str, Any]) -> dict[str, Any]:
        if data.get("kind", {}).get("type") != "Sacrifice":
            raise PhaseUnsupported(f"phase asks to pay a {data.get('kind', {}).get('type')} cost")
        self._accept_variant(data.get("resume", {}).get("Spell", {}).get("casting_variant", "Normal"))
        if not self.sacrifice:
            raise PhaseRefusal("a creature must be sacrificed and none was named")
        chosen, self.sacrifice = self.sacrifice[: data.get("count", 1)], self.sacrifice[data.get("count", 1) :]
        return self.a.apply(self.seat, {"type": "SelectCards", "data": {"cards": chosen}})

    def _on_ManaPayment(self, data: dict[str, Any]) -> dict[str, Any]:
        pending = self.a.call(self.a.game.state)["state"].get("pending_cast") or {}
        self._accept_variant(pending.get("casting_variant", "Normal"))
        if self.sacrifice:
            raise PhaseRefusal("phase asked for no sacrifice")
        self.cost = cost_text(pending.get("cost"))
        result: dict[str, Any] = {"events": []}
        for source in self.mana_sources:
            index = ability_index(source.get("abilities", []), "mana")
            step = self.a.apply(
                self.seat, {"type": "ActivateAbility", "data": {"source_id": source["id"], "ability_index": index}}
            )
            result["events"] += step.get("events", [])
            if self.a.waiting().get("type") == "ChooseManaColor":
                result["events"] += self._on_ChooseManaColor({}).get("events", [])
        self.mana_sources = []
        done = self.a.apply(self.seat, {"type": "PassPriority"})
        result["events"] += done.get("events", [])
        return result


def _as_list(value: Any) -> list[Any]:
    if value is None:
        return []
    return value if isinstance(value, list) else [value]


def _play_land(a: PhaseAdapter, act: dict[str, Any]) -> None:
    seat = a.seat(act["player"])
    card = a.obj(act["card"])
    a.apply(seat, {"type": "PlayLand", "data": {"object_id": card["id"], "card_id": card.get("card_id", card["id"])}})


def _pass(a: PhaseAdapter, act: dict[str, Any]) -> None:
    a.apply(a.seat(act["player"]), {"type": "PassPriority"})


def _resolve(a: PhaseAdapter, act: dict[str, Any]) -> None:
    """CR 117.4: all players pass in succession; the top of the stack resolves."""
    stack = a.call(a.game.stack)
    if not stack:
        raise PhaseRefusal("the stack is empty")
    top = stack[-1]["id"]
    for _ in range(len(a.seats) + 1):
        waiting = a.waiting()
        if waiting.get("type") != "Priority":
            return  # a choice during resolution: the scenario answers it
        a.apply(waiting["data"]["player"], {"type": "PassPriority"})
        if all(e["id"] != top for e in a.call(a.game.stack)):
            return
    raise PhaseRefusal("the top of the stack did not resolve after every player passed")


def _choose(a: PhaseAdapter, act: dict[str, Any]) -> None:
    waiting = a.waiting()
    if waiting.get("data", {}).get("player") != a.seat(act["player"]) or waiting.get("type") == "Priority":
        raise PhaseRefusal(f"{act['player']} has no choice to make")
    cards = [a.obj(r)["id"] for r in act.get("cards") or []]
    a.apply(a.seat(act["player"]), {"type": "SelectCards", "data": {"cards": cards}})


def _advance(a: PhaseAdapter, act: dict[str, Any]) -> None:
    """All players pass with an empty stack until the step (or the next turn's precombat main phase)."""
    to = act.get("to", "next_turn")
    target = STEPS.get("precombat_main" if to == "next_turn" else to)
    if target is None:
        raise PhaseRefusal(f"unknown step {to!r}")
    if a.call(a.game.stack):
        raise PhaseRefusal("the stack is not empty")
    start = a.call(lambda: a.game.turn)
    moved = False
    for _ in range(_MAX_PASSES):
        if (
            moved
            and a.call(lambda: a.game.phase) == target
            and (to != "next_turn" or a.call(lambda: a.game.turn) > start)
        ):
            return
        waiting = a.waiting()
        kind, data = waiting.get("type"), waiting.get("data") or {}
        if kind == "Priority":
            a.apply(data["player"], {"type": "PassPriority"})
        elif kind == "DeclareAttackers":
            a.apply(data["player"], {"type": "DeclareAttackers", "data": {"attacks": []}})
        elif kind == "DeclareBlockers":
            a.apply(data["player"], {"type": "DeclareBlockers", "data": {"assignments": []}})
        elif kind == "GameOver":
            raise PhaseRefusal(f"the game ended on the way: {data}")
        else:
            raise PhaseUnsupported(f"advance: phase asks for {kind} on the way")
        moved = True
    raise PhaseRefusal(f"the game did not reach {to} within {_MAX_PASSES} passes")


ACTIONS: dict[str, Callable[[PhaseAdapter, dict[str, Any]], None]] = {
    "cast": _cast,
    "activate": _activate,
    "play_land": _play_land,
    "pass": _pass,
    "resolve": _resolve,
    "choose": _choose,
    "advance": _advance,
}


# -- queries --------------------------------------------------------------------------------------------------
def _zone(a: PhaseAdapter, q: dict[str, Any]) -> str:
    return ZONES.get(a.obj(q["object"])["zone"], "unknown")


def _zone_contents(a: PhaseAdapter, q: dict[str, Any]) -> list[str]:
    zone = q["zone"]
    if zone == "stack":
        return [a.name_of(e.get("source_id")) for e in reversed(a.call(a.game.stack))]
    seat = a.seat(q["player"]) if q.get("player") else None
    state = a.call(a.game.state)["state"]
    if zone == "battlefield":
        objs = [state["objects"][str(i)] for i in state["battlefield"]]
        return [o["name"] for o in objs if seat is None or o["controller"] == seat]
    if zone == "exile":
        objs = [state["objects"][str(i)] for i in state["exile"]]
        return [o["name"] for o in objs if seat is None or o["owner"] == seat]
    players = state["players"] if seat is None else [state["players"][seat]]
    return [state["objects"][str(i)]["name"] for p in players for i in p[zone]]


def _mana_value(a: PhaseAdapter, q: dict[str, Any]) -> int:
    """Phase reports no mana value: CR 202.3's sum is taken of the mana cost phase reports, with the X phase
    recorded for a spell on the stack (`cost_x_paid`). The adapter does not apply CR 202.3e (X is 0 elsewhere)
    itself: that would be the adapter answering for phase."""
    o = a.obj(q["object"])
    value = mana_value_of(o.get("mana_cost"), o.get("cost_x_paid") if o.get("zone") == "Stack" else None)
    if value is None:
        raise PhaseUnsupported("mana value of a card with X off the stack: phase reports no mana value, only the cost")
    return value


def _keywords(a: PhaseAdapter, q: dict[str, Any]) -> list[str]:
    found = []
    for k in a.obj(q["object"]).get("keywords", []):
        name = k if isinstance(k, str) else next(iter(k))
        found.append(re.sub(r"(?<=[a-z])(?=[A-Z])", " ", name).lower())
    return sorted(found)


def _counters(a: PhaseAdapter, q: dict[str, Any]) -> dict[str, int]:
    return {counter_name(k): v for k, v in sorted(a.obj(q["object"]).get("counters", {}).items()) if v}


def _mana_spent(a: PhaseAdapter, q: dict[str, Any]) -> int:
    spent = a.call(a.game.state)["state"].get("mana_spent_on_spells_this_turn") or {}
    return int(spent.get(str(a.seat(q["player"])), 0))


def _pending_choice(a: PhaseAdapter, q: dict[str, Any]) -> dict[str, Any] | None:
    waiting = a.waiting()
    if waiting.get("type") in ("Priority", None):
        return None
    data = waiting.get("data") or {}
    options = next(
        (data[k] for k in ("cards", "choices", "options", "valid_cards") if isinstance(data.get(k), list)), None
    )
    if options is None or not all(isinstance(o, int) for o in options):
        raise PhaseUnsupported(f"pending choice: the adapter can't read phase's {waiting.get('type')} prompt")
    return {"player": a.name_of_seat(data.get("player")), "options": [a.name_of(o) for o in options]}


QUERIES: dict[str, Callable[[PhaseAdapter, dict[str, Any]], Any]] = {
    "zone": _zone,
    "zone_contents": _zone_contents,
    "tapped": lambda a, q: bool(a.obj(q["object"]).get("tapped")),
    "mana_pool": lambda a, q: pool_text(a.call(a.game.player, a.seat(q["player"]))["mana_pool"]),
    "mana_value": _mana_value,
    "power_toughness": lambda a, q: [a.obj(q["object"]).get("power"), a.obj(q["object"]).get("toughness")],
    "keywords": _keywords,
    "counters": _counters,
    "life": lambda a, q: a.call(a.game.player, a.seat(q["player"]))["life"],
    "stack": lambda a, q: [stack_entry(e, a.name_of) for e in reversed(a.call(a.game.stack))],
    "mana_spent": _mana_spent,
    "last_paid_cost": lambda a, q: a.last_paid.get(a.seat(q["player"])),
    "pending_choice": _pending_choice,
    "priority": lambda a, q: a.name_of_seat(a.call(a.game.priority_player)),
    "controller": lambda a, q: a.name_of_seat(a.obj(q["object"]).get("controller")),
}

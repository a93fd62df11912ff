"""Setting up a game from a board fixture (the `board.schema.json` format of the corpus)."""

from __future__ import annotations

from typing import Any

from .cards import CardLibrary
from .errors import BoardError, RulesError
from .game import PLAYER_ZONES, STEPS, Game
from .mana import parse_mana
from .objects import GameObject, token_face
from .stack import StackEntry, push
from .state_based import pending_state_based_actions


def load_board(library: CardLibrary, board: dict[str, Any], *, reachable: bool = True) -> Game:
    """Build a game in the state `board` describes. Raises BoardError (or UnknownCard) when it can't, and
    `UnreachableBoard` for a state no game reaches (117.5), unless `reachable` is False: the engine's own tests
    start from a pending state-based action to see the check performed."""
    game = Game(library)
    players = board.get("players") or []
    if not players:
        raise BoardError("a board needs at least one player")
    for spec in players:
        _add_player(game, spec)
    turn = board.get("turn", {})
    game.turn_number = turn.get("number", 1)
    game.active = turn.get("active_player", players[0]["name"])
    game.step = turn.get("step", "precombat_main")
    if game.step not in STEPS:
        raise BoardError(f"unknown step {game.step!r}")
    game.priority = turn.get("priority", game.active)
    for name in (game.active, game.priority):
        if name not in game.players:
            raise BoardError(f"turn names an unknown player {name!r}")
    links: list[tuple[GameObject, dict[str, Any]]] = []
    pointers: dict[int | str, str] = {}  # where the board gives each object and player, for its refusal
    for i, spec in enumerate(players):
        pointers[spec["name"]] = f"/players/{i}"
        for zone in ("battlefield", *PLAYER_ZONES):
            for j, obj_spec in enumerate(spec.get(zone, ())):
                made = _add_objects(game, spec["name"], zone, obj_spec)
                pointers |= {obj.oid: f"/players/{i}/{zone}/{j}" for obj in made}
                if not _LINKS_SET.isdisjoint(obj_spec):
                    links += [(obj, obj_spec) for obj in made]
    for obj_spec in board.get("stack", ()):
        if "controller" not in obj_spec:
            raise BoardError(f"the spell {obj_spec.get('card')!r} on the stack needs a controller")
        # a board names no owner for a spell on the stack: the player who cast it owns it (CR 108.3)
        for obj in _add_objects(game, obj_spec["controller"], "stack", obj_spec):
            push(game, StackEntry(obj.controller, obj=obj, x=obj.x or 0))
            links.append((obj, obj_spec))
    for obj, spec in links:
        _link(game, obj, spec)
    if reachable:
        _check_reachable(game, pointers)
    return game


class UnreachableBoard(BoardError):
    """A board no game can reach: `problems` are (JSON pointer, message) pairs."""

    def __init__(self, problems: list[tuple[str, str]]) -> None:
        super().__init__("; ".join(message for _, message in problems))
        self.problems = problems


# the part of an object's entry that makes each action pending
_WHERE = {"704.5a": "/life", "704.5g": "/damage", "704.5m": "/attached_to", "704.5q": "/counters"}


def _check_reachable(game: Game, pointers: dict[int | str, str]) -> None:
    """CR 117.5: each time a player would receive priority, the game first performs the state-based actions (704.3),
    so no player holds priority while one is pending: a board that says otherwise is none a game reaches."""
    if game.priority is None:
        return
    problems = []
    for action in pending_state_based_actions(game):
        where = pointers[action.subject if isinstance(action.subject, str) else action.subject.oid]
        if action.rule == "704.5m" and isinstance(action.subject, GameObject) and action.subject.attached_to is None:
            suffix = ""
        else:
            suffix = _WHERE.get(action.rule, "")
        problems.append(
            (
                where + suffix,
                f"{action.what}, so a state-based action is pending (CR {action.rule}) while {game.priority} holds "
                "priority: no game reaches this board (CR 117.5: state-based actions are performed before a "
                "player receives priority)",
            )
        )
    if problems:
        raise UnreachableBoard(problems)


def reachability_problems(library: CardLibrary, board: dict[str, Any]) -> list[tuple[str, str]]:
    """The (JSON pointer, message) pairs that make `board` one no game reaches (CR 117.5); none for a board that
    can't be set up for another reason."""
    try:
        load_board(library, board)
    except UnreachableBoard as exc:
        return exc.problems
    except BoardError:
        return []
    return []


def _add_player(game: Game, spec: dict[str, Any]) -> None:
    from .game import Player

    name = spec["name"]
    if name in game.players:
        raise BoardError(f"two players are named {name!r}")
    player = Player(**{key: spec[key] for key in ("life", "mana_spent_on_spells", "poison_counters") if key in spec})
    if spec.get("mana_pool"):
        try:
            pool = parse_mana(spec["mana_pool"])
        except RulesError as exc:  # a pool holds mana (CR 106.4): a symbol no mana is, is the board's mistake
            raise BoardError(f"{name}'s mana pool {spec['mana_pool']!r}: {exc}") from exc
        player.pool.add(pool)
    game.players[name] = player


_OBJECT_STATE = ("face", "tapped", "summoning_sick", "x", "kicked", "damage")  # as given, else the defaults
_LINKS = ("copy_of", "attached_to")
_LINKS_SET = frozenset(_LINKS)


def _add_objects(game: Game, owner: str, zone: str, spec: dict[str, Any]) -> list[GameObject]:
    state = {key: spec[key] for key in _OBJECT_STATE if key in spec}
    if "token" in spec:
        if zone != "battlefield":  # a token anywhere else has ceased to exist (CR 111.7, 704.5d)
            raise BoardError(f"the token {spec['token'].get('name')!r} can't be in the {zone}: only on the battlefield")
        state["token"] = _token(spec["token"])
    elif "melded" in spec:
        pair = tuple(game.library.get(n) for n in spec["melded"])
        if len(pair) != 2 or any(c.layout != "meld" for c in pair):
            raise BoardError(f"'melded' needs two meld cards, got {spec['melded']}")
        state["card"], state["melded"] = pair[0], pair
    else:
        state["card"] = game.library.get(spec["card"])
    if state.get("face") == "back" and (state.get("card") is None or state["card"].back is None):
        raise BoardError(f"{spec.get('card')} has no back face")
    if state.get("face") == "back" and "melded" not in state and state["card"].layout == "meld":
        # CR 712.4a-b: a meld card's back face is only half of a melded permanent; alone it is no object
        raise BoardError(f"{spec.get('card')} can't be back face up alone: a melded permanent is given with 'melded'")
    count, alias = spec.get("count", 1), spec.get("id")
    made = []
    for i in range(count):
        kw = state.copy()
        if "counters" in spec:
            kw["counters"] = dict(spec["counters"])
        if "chosen" in spec:
            kw["chosen"] = dict(spec["chosen"])
        if alias is not None:
            kw["alias"] = alias if count == 1 else f"{alias}#{i + 1}"
            if kw["alias"] in game.aliases:
                raise BoardError(f"two objects have the id {kw['alias']!r}")
        obj = game.new_object(zone, owner, spec.get("controller"), **kw)
        if alias is not None:
            game.aliases[obj.alias] = obj.identity  # type: ignore[index]
        made.append(obj)
    return made


def _token(spec: dict[str, Any]) -> Any:
    """A token's face (CR 111.4). A mana cost with a symbol the engine can't read makes the board bad; it is
    not an action the rules refuse."""
    try:
        return token_face(spec)
    except RulesError as exc:
        raise BoardError(f"token {spec.get('name')!r}: {exc}") from None


def _check_no_copy_loop(obj: GameObject, target: GameObject, ref: str) -> None:
    """A copy copies an object that isn't, through its own copy_of, a copy of the copy itself (CR 707.2: copiable
    values come from an object that has them)."""
    seen: GameObject | None = target
    while seen is not None:
        if seen is obj:
            raise BoardError(f"copy_of {ref!r} makes a loop of copies: no object there has values of its own to copy")
        seen = seen.copy_of


def _link(game: Game, obj: GameObject, spec: dict[str, Any]) -> None:
    for key in _LINKS:
        if key in spec:
            ref = spec[key]
            if ref not in game.aliases:
                raise BoardError(f"{key} names {ref!r}, which is no object's id on this board")
            target = game.by_identity(game.aliases[ref])
            assert target is not None
            if key == "copy_of":
                _check_no_copy_loop(obj, target, ref)
                obj.copy_of = target
            else:
                obj.attached_to = target.oid

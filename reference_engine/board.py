"""Setting up a game from a board fixture (the `board.schema.json` format of the corpus)."""

from __future__ import annotations

from collections import Counter
from typing import Any

from .cards import CardLibrary
from .errors import BoardError, RulesError
from .game import PLAYER_ZONES, STEPS, Game
from .mana import parse_mana
from .objects import GameObject, token_face
from .stack import StackEntry, push


def load_board(library: CardLibrary, board: dict[str, Any]) -> Game:
    """Build a game in the state `board` describes. Raises BoardError (or UnknownCard) when it can't."""
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
    for spec in players:
        for zone in ("battlefield", *PLAYER_ZONES):
            for obj_spec in spec.get(zone, []):
                links += _add_objects(game, spec["name"], zone, obj_spec)
    for obj_spec in board.get("stack", []):
        owner = obj_spec.get("owner", obj_spec.get("controller", game.active))
        for obj, link in _add_objects(game, owner, "stack", obj_spec):
            push(game, StackEntry(obj.controller, obj=obj, x=obj.x or 0))
            obj.cast = True
            links.append((obj, link))
    for obj, spec in links:
        _link(game, obj, spec)
    return game


def _add_player(game: Game, spec: dict[str, Any]) -> None:
    from .game import Player

    name = spec["name"]
    if name in game.players:
        raise BoardError(f"two players are named {name!r}")
    player = Player(name, life=spec.get("life", 20), mana_spent_on_spells=spec.get("mana_spent_on_spells", 0))
    player.pool.add(parse_mana(spec.get("mana_pool", "")))
    game.players[name] = player


def _add_objects(game: Game, owner: str, zone: str, spec: dict[str, Any]) -> list[tuple[GameObject, dict]]:
    made = []
    for i in range(spec.get("count", 1)):
        kw: dict[str, Any] = {}
        if "token" in spec:
            kw["token"] = _token(spec["token"])
        elif "melded" in spec:
            pair = tuple(game.library.get(n) for n in spec["melded"])
            if len(pair) != 2 or any(c.layout != "meld" for c in pair):
                raise BoardError(f"'melded' needs two meld cards, got {spec['melded']}")
            kw["card"], kw["melded"] = pair[0], pair
        else:
            kw["card"] = game.library.get(spec["card"])
        face = spec.get("face", "front")
        if face == "back" and (kw.get("card") is None or kw["card"].back is None):
            raise BoardError(f"{spec.get('card')} has no back face")
        obj = game.new_object(
            zone,
            owner,
            spec.get("controller"),
            face=face,
            tapped=spec.get("tapped", False),
            summoning_sick=spec.get("summoning_sick", False),
            counters=Counter(spec.get("counters", {})),
            x=spec.get("x"),
            kicked=spec.get("kicked", 0),
            chosen=dict(spec.get("chosen", {})),
            damage=spec.get("damage", 0),
            **kw,
        )
        alias = spec.get("id")
        if alias is not None:
            alias = alias if spec.get("count", 1) == 1 else f"{alias}#{i + 1}"
            if alias in game.aliases:
                raise BoardError(f"two objects have the id {alias!r}")
            game.aliases[alias] = obj.identity
            obj.alias = alias
        made.append((obj, spec))
    return made


def _token(spec: dict[str, Any]) -> Any:
    """A token's face (CR 111.4). A mana cost with a symbol the engine can't read makes the board bad; it is
    not an action the rules refuse."""
    try:
        return token_face(spec)
    except RulesError as exc:
        raise BoardError(f"token {spec.get('name')!r}: {exc}") from None


def _link(game: Game, obj: GameObject, spec: dict[str, Any]) -> None:
    for key in ("copy_of", "attached_to"):
        if key in spec:
            ref = spec[key]
            if ref not in game.aliases:
                raise BoardError(f"{key} names {ref!r}, which is no object's id on this board")
            target = game.by_identity(game.aliases[ref])
            assert target is not None
            if key == "copy_of":
                obj.copy_of = target
            else:
                obj.attached_to = target.oid

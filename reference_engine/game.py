"""The game state: players, zones, objects, the turn and priority (CR 102, 400, 500, 117).

Rule modules (`casting`, `abilities`, `stack`, `triggers`, ...) act on a `Game`; this module only keeps
state consistent: zone changes make new objects (400.7), steps empty mana pools (106.4), turns reset
what lasts a turn.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

from . import rollback
from .cards import CardLibrary
from .errors import BoardError, RulesError
from .mana import ManaPool
from .objects import GameObject
from .policy import REFERENCE, Choices

STEPS = (
    "untap",
    "upkeep",
    "draw",
    "precombat_main",
    "beginning_of_combat",
    "declare_attackers",
    "declare_blockers",
    "combat_damage",
    "end_of_combat",
    "postcombat_main",
    "end",
    "cleanup",
)
MAIN_PHASES = ("precombat_main", "postcombat_main")
LOSS_REASONS = {  # why a player loses, as the protocol's `game_result` says it, and the rule
    "life": "704.5a",
    "empty_library": "704.5b",
    "poison": "704.5c",
}
# What sees a permanent leave the battlefield, called by `Game.move` (`linked`: 603.10a, 610.3). The rules modules,
# above the game, register here as they are imported, so the game imports none of them.
LEFT_BATTLEFIELD: list[Callable[[Game, GameObject], None]] = []
PLAYER_ZONES = ("hand", "graveyard", "library", "exile")
ZONES = ("battlefield", "stack", *PLAYER_ZONES)


@dataclass
class Player:
    """A player; `Game.players` holds them by name, in turn order."""

    life: int = 20
    pool: ManaPool = field(default_factory=ManaPool)
    mana_spent_on_spells: int = 0  # this turn (CR 700.14)
    lands_played: int = 0
    spells_cast: list[Any] = field(default_factory=list)  # this turn: (spell, its characteristics as cast, 601.2i)
    # this turn: the creatures that died under this player's control, as they last existed (700.4, 608.2i)
    creatures_died: list[Any] = field(default_factory=list)
    zones: dict[str, list[int]] = field(default_factory=lambda: {z: [] for z in PLAYER_ZONES})
    poison_counters: int = 0  # CR 122.1f
    drew_from_empty_library: bool = False  # since state-based actions were last checked (CR 704.5b)
    lost: str | None = None  # why the player lost the game (a `LOSS_REASONS` key), None while still in it
    done_this_turn: set[int] = field(default_factory=set)  # sources of "only once each turn" actions (CR 603.2i)
    attacked_this_turn: set[str] = field(default_factory=set)  # the players they attacked this turn (CR 508.6)
    names_cast_this_game: list[str] = field(default_factory=list)  # this game, by name (CR 601.2i)


@dataclass
class Event:
    """Something that happened, as triggered abilities see it (CR 603.2)."""

    kind: str
    player: str | None = None
    obj: GameObject | None = None
    data: dict[str, Any] = field(default_factory=dict)


class Game:
    """One game in progress."""

    def __init__(self, library: CardLibrary) -> None:
        self.library = library
        self.players: dict[str, Player] = {}
        self.objects: dict[int, GameObject] = {}
        self.battlefield: list[int] = []
        self.stack: list[Any] = []  # bottom first; items are `stack.StackEntry`
        self.turn_number = 1
        self.active = ""
        self.step = "precombat_main"
        self.priority = ""
        self.passes = 0
        self.effects: list[Any] = []  # `continuous.Effect`s created by resolved spells and abilities
        self.permissions: list[Any] = []  # `permissions.CastPermission`s
        self.pending_triggers: list[Any] = []  # triggered, not yet put on the stack (CR 603.3)
        self.trigger_queue: list[Any] = []  # ordered by their controller, going on the stack (603.3b)
        self.delayed_triggers: list[Any] = []  # `triggers.DelayedTrigger`s, "this turn" (CR 603.7)
        self.pending_choice: Any = None
        self.legend_kept: set[int] = set()  # the legendary permanents chosen to stay, until the next check (704.5j)
        self.aliases: dict[str, int] = {}
        self.last_paid: dict[str, str] = {}
        self.casting: Any = None  # `casting.CastInProgress`: nobody acts while a spell is being cast (CR 601.2)
        self.choices: Choices = REFERENCE  # how the choices the rules leave free are taken (`policy`)
        self.mana_activations: list[dict[str, Any]] = []  # mana abilities of the action under way (CR 730.1)
        self.combat: Any = None  # `combat.Combat` during the combat phase (CR 506-511)
        self.next_turns: list[str] = []  # the turns settled to come, the next last (CR 500.7, `extra_turns`)
        self.additional_phases = 0  # combat and main phase pairs still to come this turn (CR 500.8)
        self._last_oid = 0
        self._last_identity = 0

    def adopt(self, choices: Choices) -> None:
        """Take the choices the rules leave free as `choices` says, paying mana included (107.4b)."""
        self.choices = choices
        for p in self.players.values():
            p.pool.choices = choices

    # -- rollback (CR 730: an illegal action is undone) -------------------------------------------
    def snapshot(self) -> rollback.Saved:
        return rollback.save(self)

    def restore(self, snapshot: rollback.Saved) -> None:
        rollback.restore(snapshot)

    def _new_oid(self) -> int:
        """A new object id: an object that changes zones is a new object (CR 400.7)."""
        self._last_oid += 1
        return self._last_oid

    # -- players ---------------------------------------------------------------------------------
    def player(self, name: str) -> Player:
        try:
            return self.players[name]
        except KeyError:
            raise RulesError(f"no player named {name!r}") from None

    def opponents(self, name: str) -> list[str]:
        return [p for p in self.players if p != name]

    def apnap(self) -> list[str]:
        """Players still in the game in active player, nonactive player order (CR 101.4, 800.4a)."""
        names = list(self.players)
        i = names.index(self.active)  # load_board checks that the active player is one of the players
        return [n for n in names[i:] + names[:i] if self.players[n].lost is None]

    def lose(self, name: str, reason: str) -> None:
        """CR 104.3: the player loses the game; in a multiplayer game they leave it and the others play on
        (800.4a: `leaving.leave_game` takes their objects with them)."""
        self.players[name].lost = reason

    @property
    def over(self) -> bool:
        """CR 104.1, 104.2a, 104.4a: the game ends when a player has lost and at most one player remains."""
        remaining = [p for p in self.players.values() if p.lost is None]
        return len(remaining) < len(self.players) and len(remaining) <= 1

    def result(self) -> dict[str, Any]:
        """Who lost, by name and why, and who won once the game is over (none in a draw, 104.4a)."""
        losers = [{"player": n, "reason": p.lost} for n, p in self.players.items() if p.lost is not None]
        winners = [n for n, p in self.players.items() if p.lost is None] if self.over else []
        return {"over": self.over, "winners": winners, "losers": losers}

    # -- objects and zones -----------------------------------------------------------------------
    def new_object(self, zone: str, owner: str, controller: str | None = None, **kw: Any) -> GameObject:
        self._last_identity += 1  # a new card or token: the identity its later objects keep (aliases follow it)
        identity, controller = self._last_identity, controller or owner
        obj = GameObject(oid=self._new_oid(), identity=identity, owner=owner, controller=controller, zone=zone, **kw)
        self.objects[obj.oid] = obj
        self._place(obj, zone)
        return obj

    def _place(self, obj: GameObject, zone: str) -> None:
        """A board lists a library top first, and objects are placed in its order. The one effect of the catalog
        that puts cards into a library puts them on its bottom, so a pile only ever grows at its end."""
        if zone == "battlefield":
            self.battlefield.append(obj.oid)
        elif zone == "stack":
            pass  # the stack module keeps the order of spells and abilities
        elif zone in PLAYER_ZONES:
            self.players[obj.owner].zones[zone].append(obj.oid)
        else:
            raise BoardError(f"unknown zone {zone!r}")

    def _remove(self, obj: GameObject) -> None:
        if obj.zone == "battlefield":
            self.battlefield.remove(obj.oid)
        elif obj.zone in PLAYER_ZONES:
            self.players[obj.owner].zones[obj.zone].remove(obj.oid)
        del self.objects[obj.oid]

    def on_battlefield(self, obj: GameObject) -> bool:
        """Is the object still on the battlefield? One that changed zones is gone: what it became is a new object
        (CR 400.7), and an earlier reference to it finds nothing."""
        current = self.objects.get(obj.oid)
        return current is not None and current.zone == "battlefield"

    def remove_from_game(self, obj: GameObject) -> None:
        """The object leaves the game (CR 800.4a): it is in no zone any more."""
        self._remove(obj)

    def move(self, obj: GameObject, zone: str, controller: str | None = None) -> GameObject | None:
        """Move `obj` to `zone`; the result is a new object (CR 400.7). A token only ever moves off the battlefield,
        and there it ceases to exist (CR 111.7, 111.8, 704.5d). Returns the new object, or None for a token. A
        permanent that left the battlefield is then seen by what waits for it to leave (`linked`: 603.10a, 610.3)."""
        new = self._move(obj, zone, controller)
        if obj.zone == "battlefield" and zone != "battlefield":
            for seen in LEFT_BATTLEFIELD:
                seen(self, obj)
        return new

    def _move(self, obj: GameObject, zone: str, controller: str | None) -> GameObject | None:
        self._remove(obj)
        if obj.is_token or (obj.zone == "stack" and obj.copy_of is not None):
            return None  # CR 704.5e: a copy of a spell ceases to exist off the stack
        new = GameObject(
            oid=self._new_oid(),
            identity=obj.identity,
            owner=obj.owner,
            controller=controller or obj.owner,
            zone=zone,
            card=obj.card,
            alias=obj.alias,
        )
        self.objects[new.oid] = new
        self._place(new, zone)
        if obj.melded is not None:  # CR 712.21: one permanent leaves, its two cards go to the new zone
            self.new_object(zone, obj.owner, card=obj.melded[1])
        return new

    def zone_objects(self, zone: str, player: str | None = None) -> list[GameObject]:
        if zone == "battlefield":
            objs = [self.objects[o] for o in self.battlefield]
            return [o for o in objs if player is None or o.controller == player]
        if zone == "stack":
            return [e.obj for e in self.stack if e.obj is not None]
        if player is None:
            return [self.objects[o] for p in self.players.values() for o in p.zones[zone]]
        return [self.objects[o] for o in self.player(player).zones[zone]]

    def permanents(self) -> Iterator[GameObject]:
        return (self.objects[o] for o in list(self.battlefield))

    def by_identity(self, identity: int) -> GameObject | None:
        return next((o for o in self.objects.values() if o.identity == identity), None)

    def resolve_ref(self, ref: str, zone: str | None = None) -> GameObject:
        """An object reference: a fixture alias, or a card name (the first such object, battlefield first, or
        in `zone` when given)."""
        if ref in self.aliases:
            obj = self.by_identity(self.aliases[ref])
            if obj is None:
                raise RulesError(f"{ref!r} no longer exists")
            return obj
        for where in (zone,) if zone else ("battlefield", "stack", *PLAYER_ZONES):
            for obj in self.zone_objects(where):
                if ref in (obj.card_name, obj.name, obj.printed_face().name):
                    return obj
        raise RulesError(f"there is no object {ref!r}")

    # -- turn structure --------------------------------------------------------------------------
    def empty_pools(self) -> None:
        """CR 106.4: unused mana empties from each pool at the end of each step and phase."""
        for p in self.players.values():
            p.pool.empty()

    def is_main_phase_with_empty_stack(self, player: str) -> bool:
        """The timing permission for sorcery-speed actions (CR 307.1, 505.6a)."""
        return self.active == player and self.step in MAIN_PHASES and not self.stack

    def begin_turn(self, player: str) -> None:
        """CR 500-501: a new turn begins with its untap step; the counts of a turn reset. The untapping itself
        (502.3) is `steps.untap_step`'s."""
        self.turn_number += 1
        self.active = player
        self.step = "untap"
        for p in self.players.values():
            p.mana_spent_on_spells = 0
            p.lands_played = 0
            p.spells_cast = []
            p.creatures_died = []
            p.done_this_turn.clear()
            p.attacked_this_turn.clear()
        for obj in self.permanents():
            if obj.controller == player:
                obj.summoning_sick = False  # CR 302.6: controlled continuously since the turn began

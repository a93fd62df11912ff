"""Setting a board up in phase: decks, debug actions for zones and states, the exported state for the rest."""

from __future__ import annotations

from typing import Any

from harness.engines.phase.game import PhaseGame
from harness.engines.phase.vocabulary import (
    STEPS,
    PhaseRefusal,
    PhaseUnsupported,
    counter_type,
    debug,
    mana_types,
    token_characteristics,
)


# -- board setup ----------------------------------------------------------------------------------------------
class BoardBuilder:
    """Sets a phase game up in the state a board fixture describes (see the module docstring)."""

    def __init__(self, adapter: PhaseGame, board: dict[str, Any]) -> None:
        self.a, self.board = adapter, board
        self.players = board.get("players") or []

    def build(self) -> None:
        self._check_expressible()
        a = self.a
        a.seats = {p["name"]: i for i, p in enumerate(self.players)}
        a.ids, a.last_paid, a.staged, a.declared = {}, {}, None, set()
        turn = self.board.get("turn", {})
        active = a.seats.get(turn.get("active_player", self.players[0]["name"]), 0)
        decks = [self._deck(p) for p in self.players]
        extra = decks[2:] or None
        game_format = "FreeForAll" if extra else "Standard"  # a multiplayer free-for-all game (CR 806)
        game = a.call(
            a.engine.new_game,
            decks[0],
            decks[1],
            extra_players=extra,
            seed=a.seed,
            first_player=active,
            format=game_format,
        )
        a.game = game
        for seat in range(len(self.players)):
            a.apply(seat, {"type": "MulliganDecision", "data": {"choice": {"type": "Keep"}}})
        self._decline_opening_offers()
        state = a.call(game.state)
        state["state"]["debug_mode"] = True
        a.game = a.call(a.engine.load_game, state)
        step = turn.get("step", "precombat_main")
        start = "beginning_of_combat" if step == "declare_attackers" else step
        a.apply(active, debug("SetPhase", {"phase": STEPS[start], "active_player": active}))
        self._place_objects(active)
        for p in self.players:
            seat = a.seats[p["name"]]
            if p.get("life", 20) != 20:
                a.apply(active, debug("SetLife", {"player_id": seat, "life": p["life"]}))
            if p.get("mana_pool"):
                a.apply(active, debug("AddMana", {"player_id": seat, "mana": mana_types(p["mana_pool"])}))
        self._finish(turn, active)
        if step == "declare_attackers":
            self._to_declaration()

    def _to_declaration(self) -> None:
        """A board in the declare attackers step is at its start, the declaration to make (CR 508.1): phase asks for
        it as it enters the step, so the game is set in the beginning of combat and all players pass once. The mana
        pools the board gives are put back after the passes (they empty between steps, 500.4)."""
        a = self.a
        pools = [dict(p["mana_pool"]) for p in a.call(a.game.state)["state"]["players"]]
        for _ in range(len(self.players)):
            waiting = a.waiting()
            if waiting.get("type") != "Priority":
                break
            a.apply(waiting["data"]["player"], {"type": "PassPriority"})
        if a.waiting().get("type") != "DeclareAttackers":
            raise PhaseUnsupported("phase asks for no declaration of attackers as the board's step begins")
        exported = a.call(a.game.state)
        for player, pool in zip(exported["state"]["players"], pools, strict=True):
            player["mana_pool"] = pool
        a.game = a.call(a.engine.load_game, exported)

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
        """The name phase deals a card by: its front face's; a board may name a card by a face (the corpus's
        catalog accepts it), which is then the name."""
        printed = self.a.catalog.get(card)
        return (printed[0].get("faceName") or card) if printed else card

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
        for p in self.players:  # poison counters (CR 122.1f) have no debug action
            state["players"][a.seats[p["name"]]]["poison_counters"] = p.get("poison_counters", 0)
        for p in self.players:
            for spec in p.get("battlefield", []):
                if spec.get("damage") and spec.get("id"):
                    state["objects"][str(a.ids[spec["id"]])]["damage_marked"] = spec["damage"]
        a.game = a.call(a.engine.load_game, exported)

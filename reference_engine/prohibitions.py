"""Effects that prohibit casting spells with certain qualities (CR 601.3, 601.3a, 601.2e), or activating the
abilities of certain objects (602.5).

A `cant_cast` static ability names whose casting it forbids (`who`: "opponents" of its controller, or anyone) and
a `spells` filter for the qualities forbidden; a `cant_activate` one has a `sources` filter of the objects whose
activated abilities can't be activated (seen from its controller: "creatures your opponents control").
"""

from __future__ import annotations

from .continuous import characteristics
from .errors import RulesError
from .filters import matches
from .game import Game
from .objects import GameObject
from .vocabulary import Activated, Static


def prohibitions(game: Game, player: str, spell: GameObject) -> list[tuple[GameObject, Static]]:
    """Each permanent's `cant_cast` ability that forbids `player` to cast `spell` with the qualities it has now
    (CR 601.3)."""
    found = []
    for perm in game.permanents():
        for ability in perm.behaviour.of(Static):
            if ability.kind != "cant_cast":
                continue
            if ability.params.get("who") == "opponents" and perm.controller == player:
                continue
            if matches(game, spell, ability.params.get("spells", {}), perm.controller, perm):
                found.append((perm, ability))
    return found


def _proposal_may_change(game: Game, ability: Static, card: GameObject) -> bool:
    """CR 601.3a: could a choice of the proposal make the effect no longer apply? The value chosen for an {X} in
    the mana cost raises the spell's mana value on the stack (202.3e) past any maximum the effect sets."""
    return bool(characteristics(game, card).mana_cost.x) and "mana_value_max" in ability.params.get("spells", {})


def check_may_begin(game: Game, player: str, card: GameObject) -> None:
    """CR 601.3: a player can't begin to cast a spell an effect prohibits, unless a choice of its proposal could
    change the qualities the effect looks at (601.3a): then the player may begin, ignoring the effect."""
    for perm, ability in prohibitions(game, player, card):
        if not _proposal_may_change(game, ability, card):
            raise RulesError(f"{perm.name} prohibits {player} from casting {card.name}", rule="601.3")


def check_proposed(game: Game, player: str, spell: GameObject) -> None:
    """CR 601.2e: once its choices are made, the proposed spell is checked; a prohibited one can't be cast, and the
    game returns to the moment before it was proposed."""
    found = prohibitions(game, player, spell)
    if found:
        by = found[0][0].name
        raise RulesError(f"{by} prohibits {player} from casting {spell.name} as proposed", rule="601.2e")


def check_may_activate(game: Game, player: str, source: GameObject, ability: Activated) -> None:
    """CR 602.5: a player can't begin to activate an ability that's prohibited from being activated. Whichever
    `ability` of `source` it is: a mana ability is an activated ability (605.1a), which the prohibition covers too,
    though it doesn't use the stack."""
    for perm in game.permanents():
        for ability in perm.behaviour.of(Static):
            if ability.kind != "cant_activate":
                continue
            if matches(game, source, ability.params.get("sources", {}), perm.controller, perm):
                raise RulesError(f"{perm.name} prohibits activating the abilities of {source.name}", rule="602.5")

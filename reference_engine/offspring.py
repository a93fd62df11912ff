"""Offspring (CR 702.175a) granted to spells by a static ability ("Creature spells you cast have offspring {2}"),
and the abilities such a grant gives a permanent spell that function on the battlefield: they continue to apply to
the permanent the spell becomes (400.7b).

"Offspring [cost]" means "You may pay an additional [cost] as you cast this spell" and "When this permanent enters,
if its offspring cost was paid, create a token that's a copy of it, except it's 1/1."
"""

from __future__ import annotations

from .continuous import Effect
from .filters import matches
from .game import Game
from .mana import ManaCost
from .objects import GameObject
from .vocabulary import Static, Triggered

PAID = "offspring_paid"  # a spell's `chosen` mark, kept by the permanent it becomes (702.175a: "if ... was paid")
_ENTERS_TRIGGER = Triggered(
    "enters",
    ({"create_token_copy": "self", "power": "1", "toughness": "1"},),
    when={"self": True},
    condition={"chosen": PAID},
)


def offspring_cost(game: Game, spell: GameObject) -> ManaCost | None:
    """The offspring cost a static ability of a permanent gives `spell`, a spell its controller cast (CR 702.175a,
    611.3a), or None."""
    for perm in game.permanents():
        for ability in perm.behaviour.of(Static):
            grant = ability.params
            if ability.kind != "grant_to_spells" or "offspring" not in grant:
                continue
            if perm.controller == spell.controller and matches(game, spell, grant["spells"], perm.controller, perm):
                return ManaCost.parse(grant["offspring"])
    return None


def battlefield_grants(game: Game, spell: GameObject) -> tuple[Triggered, ...]:
    """The abilities that function on the battlefield which static abilities grant `spell` while it is a permanent
    spell: offspring's enters trigger."""
    return (_ENTERS_TRIGGER,) if offspring_cost(game, spell) is not None else ()


def keep_grants(game: Game, permanent: GameObject, granted: tuple[Triggered, ...]) -> None:
    """CR 400.7b: effects from static abilities that grant a permanent spell an ability that functions on the
    battlefield continue to apply to the permanent that spell becomes (for as long as it stays, 611.3d)."""
    if granted:
        game.effects.append(Effect(frozenset({permanent.oid}), until="indefinite", data={"triggers": granted}))

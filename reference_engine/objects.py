"""Game objects and their characteristics (CR 109, 110, 111, 707, 712, 400.7).

An object's base characteristics come from the face it shows, its token definition, the meld pair it
represents, or what it copies (layer 1, CR 707.2); `continuous.py` applies the later layers.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .bestowed import BESTOWED, bestowed_face
from .cards import CardDef, Face
from .cards.basic_lands import intrinsic_abilities
from .errors import Unsupported
from .mana import ManaCost
from .vocabulary import Behaviour, parse_behaviour


@dataclass
class GameObject:
    """A card, token or copy in a zone. Moving to another zone makes a new object (CR 400.7)."""

    oid: int
    identity: int  # the physical card or token across zone changes; aliases follow it
    owner: str
    controller: str
    zone: str
    card: CardDef | None = None
    token: Face | None = None
    face: str = "front"  # "back" (712.8e), "adventure" (a spell cast as one, 715.3b), "bestowed" (702.103b)
    melded: tuple[CardDef, CardDef] | None = None
    copy_of: GameObject | None = None
    tapped: bool = False
    summoning_sick: bool = False  # not controlled continuously since its controller's turn began (302.6)
    base_controller: str | None = None  # its controller without control-changing effects, once one applied (613.1b)
    counters: dict[str, int] = field(default_factory=dict)
    x: int | None = None
    kicked: int = 0
    chosen: dict[str, Any] = field(default_factory=dict)
    attached_to: int | None = None
    haunting: int | None = None  # exiled by haunt: the id of the permanent it haunts (CR 702.55b)
    damage: int = 0
    deathtouch_damage: bool = False  # dealt damage by a source with deathtouch since the last check (CR 704.5h)
    alias: str | None = None
    cast: bool = False  # on the stack: was cast (vs. put there); on the battlefield: entered from a cast spell

    __rollback_own__ = ("counters", "chosen")  # see rollback.py; the fields not named hold immutable values
    __rollback_refs__ = ("copy_of",)

    @property
    def is_token(self) -> bool:
        return self.token is not None

    def printed_face(self) -> Face:
        """The face whose characteristics the object has before copy effects (CR 712.8). A token with a card is a
        transforming token (CR 707.8a): it has that card's faces and shows the one `face` names."""
        if self.token is not None and self.card is None:
            return self.token
        card = self.card
        assert card is not None
        if self.melded is not None:  # both meld cards show the melded face on their back (CR 712.4)
            back = self.melded[0].back
            assert back is not None  # load_board checks that both are meld cards
            return back
        if self.face == "adventure" and card.layout == "adventure":  # an Adventure spell (CR 715.3b)
            return card.faces[1]
        if self.face == "back" and card.back is not None:
            return card.back
        if self.face == BESTOWED:  # a bestowed Aura spell or permanent (CR 702.103b)
            return bestowed_face(card.faces[0])
        return card.faces[0]

    def copiable_face(self) -> Face:
        """Copiable values (CR 707.2): what a copy of this object would look like."""
        if self.copy_of is not None and self.copy_of.face == BESTOWED:
            # being bestowed is no copiable value of a permanent, but is of a spell (702.103c): not modelled
            raise Unsupported(f"copying {self.copy_of.card_name}, bestowed (CR 702.103c, 707.2)")
        return self.printed_face() if self.copy_of is None else self.copy_of.copiable_face()

    @property
    def behaviour(self) -> Behaviour:
        return self.copiable_face().behaviour

    @property
    def name(self) -> str:
        return self.copiable_face().name

    @property
    def card_name(self) -> str:
        """The name the fixture used: the catalog name of the card, or the token's name."""
        if self.card is not None:
            return self.card.name
        return self.printed_face().name


def token_face(spec: dict[str, Any]) -> Face:
    """A token's face from its characteristics as the fixture or the creating effect gives them (CR 111.4). Its
    only abilities are the intrinsic mana abilities of a land's basic land types (CR 305.6): neither a board's
    token nor one a card of the catalog creates has rules text."""
    types, subtypes = tuple(spec["types"]), tuple(spec.get("subtypes", ()))  # the board schema requires types
    return Face(
        name=spec["name"],
        mana_cost=ManaCost.parse(spec.get("manaCost")),
        has_mana_cost="manaCost" in spec,
        types=types,
        subtypes=subtypes,
        supertypes=tuple(spec.get("supertypes", ())),
        power=spec.get("power"),
        toughness=spec.get("toughness"),
        colors=tuple(spec.get("colors", ())),
        keywords=tuple(spec.get("keywords", ())),
        behaviour=parse_behaviour({"abilities": intrinsic_abilities(subtypes)} if "Land" in types else {}),
    )


@dataclass(frozen=True)
class Characteristics:
    """An object's characteristics after continuous effects (CR 613)."""

    name: str
    mana_cost: ManaCost
    types: frozenset[str]
    subtypes: frozenset[str]
    supertypes: frozenset[str]
    colors: frozenset[str]
    keywords: frozenset[str]
    power: int | None
    toughness: int | None

    def is_a(self, card_type: str) -> bool:
        return card_type in self.types

    @property
    def indestructible(self) -> bool:
        """CR 702.12b: a permanent with indestructible isn't destroyed (by an effect or by lethal damage)."""
        return "indestructible" in {k.lower() for k in self.keywords}

    def with_changes(self, **changes: Any) -> Characteristics:
        new = object.__new__(Characteristics)  # `dataclasses.replace` is slow, and this runs in every layer
        new.__dict__.update(self.__dict__, **changes)
        return new


def _stat(value: str | None) -> int | None:
    if value is None:
        return None
    return int(value) if value.lstrip("-").isdigit() else 0  # '*' is defined by a characteristic-defining ability


def base_characteristics(obj: GameObject) -> Characteristics:
    """Layer 1: the characteristics of the face the object shows or copies (CR 613.1a, 707.2). A face never
    changes, so they are worked out once per face."""
    face = obj.copiable_face()
    chars = face.__dict__.get("_characteristics")
    if chars is None:
        chars = Characteristics(
            name=face.name,
            mana_cost=face.mana_cost,
            types=frozenset(face.types),
            subtypes=frozenset(face.subtypes),
            supertypes=frozenset(face.supertypes),
            colors=frozenset(face.colors),
            keywords=frozenset(face.keywords),
            power=_stat(face.power),
            toughness=_stat(face.toughness),
        )
        object.__setattr__(face, "_characteristics", chars)
    return chars

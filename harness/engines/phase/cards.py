"""The corpus's cards as phase reads them: each oracle face through phase's own oracle-text parser."""

from __future__ import annotations

import uuid
from typing import Any

try:
    import phase
except ImportError:  # the optional extra isn't installed: the adapter says so when it is started
    phase = None


# -- card data ------------------------------------------------------------------------------------------------
def oracle_faces(catalog: dict[str, list[dict[str, Any]]]) -> tuple[dict[str, Any], dict[str, str]]:
    """Phase's `card-data.json` (lower-case face name -> CardFace) built from MTGJSON AtomicCards-shaped data
    with phase's own parser, like phase's `phase-gen`; and the cards phase could not build, with the reason."""
    faces: dict[str, Any] = {}
    failed: dict[str, str] = {}
    for name, printed in catalog.items():
        try:
            if len(printed) == 1:
                face = phase.build_oracle_face(_atomic(printed[0]), _oracle_id(name, printed[0]))
                faces.setdefault(face["name"].lower(), face)
                continue
            for index, side in enumerate(printed):
                face = dict(phase.build_oracle_face_multi(_atomic(side), _oracle_id(name, printed[0])))
                face["layout"], face["face_index"] = side.get("layout", "normal"), index
                faces.setdefault(face["name"].lower(), face)
        except Exception as exc:  # phase's parser raising is data about phase, not a crash
            failed[name] = f"phase could not build the card: {exc}"
    return faces, failed


def _atomic(card: dict[str, Any]) -> dict[str, Any]:
    """The fields phase's `AtomicCard` needs that the corpus may leave out."""
    return {"identifiers": {}, "legalities": {}, "keywords": [], **card}


def _oracle_id(name: str, card: dict[str, Any]) -> str:
    """The card's oracle id: Scryfall's when the catalog gives it, else one made from the card's name. Phase links
    a transformed permanent to its back face through the oracle id its faces share (CR 712.8e), so the faces of
    one card always get the same one."""
    given = (card.get("identifiers") or {}).get("scryfallOracleId")
    return given or str(uuid.uuid5(uuid.NAMESPACE_URL, f"mtg-conformance:{name}"))

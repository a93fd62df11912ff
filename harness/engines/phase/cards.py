"""The corpus's cards as phase reads them: each oracle face through phase's own oracle-text parser."""

from __future__ import annotations

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

"""Boards the board schema accepts but no game can be in: the reference engine refuses each with a `BoardError`
(the protocol's `error` answer to `load`), never a crash from deep inside and never a game set up anyway. The
harness refuses some of them itself (duplicate ids, a back face a card lacks), so no scenario can show these."""

from __future__ import annotations

from typing import Any

import pytest

from harness.corpus.schemas import validate_instance
from harness.paths import ROOT
from reference_engine.engine import ReferenceEngine
from reference_engine.errors import BoardError

BRUNA = "Bruna, the Fading Light // Brisela, Voice of Nightmares"
GISELA = "Gisela, the Broken Blade // Brisela, Voice of Nightmares"
BEAR_TOKEN = {"name": "Bear", "types": ["Creature"], "power": "2", "toughness": "2"}


@pytest.fixture(scope="module")
def engine() -> ReferenceEngine:
    return ReferenceEngine(ROOT / "features" / "cards.json")


def _board(*battlefield: dict[str, Any], **zones: list[dict[str, Any]]) -> dict[str, Any]:
    board = {"players": [{"name": "Alice", "battlefield": list(battlefield), **zones}, {"name": "Bob"}]}
    assert validate_instance(board, "board.schema.json", "test") == []
    return board


# a token exists only on the battlefield (CR 111.7); a meld card's back face only as half of a melded one (712.4b)
BAD_BOARDS = {
    "token-in-a-hand": _board(hand=[{"token": BEAR_TOKEN}]),
    "melded-with-a-card-not-meld": _board({"melded": [BRUNA, "Grizzly Bears"]}),
    "two-objects-with-one-id": _board({"card": "Forest", "id": "land"}, {"card": "Forest", "id": "land"}),
    "card-without-back-face-back-face-up": _board({"card": "Grizzly Bears", "face": "back"}),
    "token-back-face-up": _board({"token": BEAR_TOKEN, "face": "back"}),
    "meld-card-alone-back-face-up": _board({"card": BRUNA, "face": "back"}),
}


@pytest.mark.parametrize("board", BAD_BOARDS.values(), ids=BAD_BOARDS.keys())
def test_a_board_no_game_can_be_in_is_a_board_error(engine: ReferenceEngine, board: dict[str, Any]) -> None:
    with pytest.raises(BoardError):
        engine.load(board)


def test_a_melded_pair_back_face_up_loads(engine: ReferenceEngine) -> None:
    engine.load(_board({"melded": [BRUNA, GISELA], "face": "back"}))

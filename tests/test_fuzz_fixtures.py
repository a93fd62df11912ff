"""Fixture fuzzing (hypothesis).

- Schema-valid boards, loaded into the reference engine, raise nothing but the engine's own typed errors
  (`reference_engine.errors.EngineError` subclasses): odd but valid input is a clear `BoardError`, never a
  `KeyError` or `ValueError` from deep inside.
- Invalid fixture files (wrong types, unknown keys, unknown cards, dangling and duplicate ids, negative
  counts, huge numbers, deep nesting, non-UTF-8 bytes, empty files) always give a `CorpusError` whose every
  problem names the file and a JSON pointer (or line), never a traceback.

The strategies here and in tests/fuzz_invalid_fixtures.py are shared with `benchmarks/robustness.py`, which runs
them with many more examples.
"""

from __future__ import annotations

import string
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from harness.corpus.fixtures import problems_in_fixture
from harness.corpus.schemas import validate_instance
from harness.paths import ROOT
from reference_engine.engine import ReferenceEngine
from reference_engine.errors import BoardError, EngineError
from tests.fuzz_invalid_fixtures import BASE, BOARD_SCHEMA, CARDS, CATALOG, INVALID, ZONES, as_json, check_refused

PLAYERS = ["Alice", "Bob", "Carol"]
IDS = ["a", "b", "c", "elves", "x-1"]
STEPS = BOARD_SCHEMA["properties"]["turn"]["properties"]["step"]["enum"]
COLORS = list("WUBRG")
TYPES = ["Artifact", "Creature", "Enchantment", "Land", "Planeswalker", "Battle", "Instant", "Sorcery", "Kindred"]
TEST_EXAMPLES = 100  # the benchmark runs thousands; the suite keeps to seconds


# -- schema-valid boards ------------------------------------------------------------------------------------

mana = st.lists(st.sampled_from("WUBRGC"), max_size=8).map(lambda s: "".join(f"{{{c}}}" for c in s))
cost_symbol = st.one_of(
    st.integers(0, 10**12).map(str), st.sampled_from(["W", "U", "B", "R", "G", "C", "X", "W/U", "2/B", "X/0"])
)
# any string the schema's manaCost pattern allows, odd ones included ("{/}", "{X/0}", "{99999999999}")
mana_cost = st.lists(
    st.one_of(cost_symbol, st.text(alphabet="0123456789WUBRGCX/", min_size=1, max_size=6)), max_size=6
).map(lambda s: "".join(f"{{{c}}}" for c in s))
pt = st.one_of(st.integers(-999, 999).map(str), st.just("*"))
ref = st.one_of(st.sampled_from(IDS), st.sampled_from(IDS).flatmap(lambda i: st.integers(1, 3).map(f"{i}#{{}}".format)))
counter_name = st.one_of(
    st.sampled_from(["+1/+1", "-1/-1", "charge", "loyalty", "lore", "p1p1", "+0/+5"]),
    st.text(alphabet=string.ascii_letters + string.digits + "/+-", min_size=1, max_size=30).filter(
        lambda s: s[0] not in "+-" or len(s) > 1
    ),
)


TOKEN_KEYS: dict[str, st.SearchStrategy[Any]] = {
    "subtypes": st.lists(st.text(max_size=10), max_size=3, unique=True),
    "supertypes": st.lists(st.sampled_from(["Basic", "Legendary", "Snow"]), unique=True),
    "colors": st.lists(st.sampled_from(COLORS), unique=True),
    "power": pt,
    "toughness": pt,
    "keywords": st.lists(st.sampled_from(["Haste", "Flying", "Trample"]), unique=True),
    "manaCost": mana_cost,
}


@st.composite
def tokens(draw: st.DrawFn) -> dict[str, Any]:
    token: dict[str, Any] = {
        "name": draw(st.text(min_size=1, max_size=20)),
        "types": draw(st.lists(st.sampled_from(TYPES), min_size=1, max_size=3, unique=True)),
    }
    for key in sorted(draw(st.sets(st.sampled_from(sorted(TOKEN_KEYS)), max_size=4))):
        token[key] = draw(TOKEN_KEYS[key])
    return token


OBJECT_KEYS: dict[str, st.SearchStrategy[Any]] = {
    "id": st.sampled_from(IDS),
    "count": st.one_of(st.integers(1, 3), st.integers(1, 60)),
    "tapped": st.booleans(),
    "summoning_sick": st.booleans(),
    "counters": st.dictionaries(counter_name, st.integers(0, 10000), max_size=3),
    "face": st.sampled_from(["front", "back"]),
    "copy_of": ref,
    "attached_to": ref,
    "x": st.integers(0, 1000),
    "kicked": st.integers(0, 100),
    "chosen": st.fixed_dictionaries({}, optional={"color": st.sampled_from(COLORS)}),
    "damage": st.integers(0, 100000),
    "controller": st.one_of(st.sampled_from(PLAYERS), st.text(max_size=8)),
}


@st.composite
def objects(draw: st.DrawFn, stack: bool = False) -> dict[str, Any]:
    kind = draw(st.sampled_from(["card", "card", "card", "token", "melded"]))
    obj: dict[str, Any] = {}
    if kind == "card":
        obj["card"] = draw(st.one_of(st.sampled_from(CARDS), st.text(min_size=1, max_size=30)))
    elif kind == "token":
        obj["token"] = draw(tokens())
    else:
        obj["melded"] = draw(st.lists(st.sampled_from(CARDS), min_size=2, max_size=2))
    # a few of the optional keys, drawn in one go: a draw per key makes generation several times slower
    keys = draw(st.sets(st.sampled_from(sorted(OBJECT_KEYS)), max_size=5))
    for key in sorted(keys | ({"controller"} if stack else set())):
        obj[key] = draw(OBJECT_KEYS[key])
    return obj


PLAYER_KEYS: dict[str, st.SearchStrategy[Any]] = {
    "life": st.integers(-1000, 1000000),
    "mana_pool": mana,
    "mana_spent_on_spells": st.integers(0, 100000),
    "poison_counters": st.integers(0, 1000),
}


@st.composite
def valid_boards(draw: st.DrawFn) -> dict[str, Any]:
    """Boards the board schema accepts; the catalog's cards mostly, references that may dangle."""
    names = draw(st.lists(st.sampled_from(PLAYERS), min_size=1, max_size=3, unique=True))
    players = []
    for name in names:
        player: dict[str, Any] = {"name": name}
        for key in sorted(draw(st.sets(st.sampled_from(sorted(PLAYER_KEYS)), max_size=3))):
            player[key] = draw(PLAYER_KEYS[key])
        for zone in draw(st.lists(st.sampled_from(ZONES), max_size=3, unique=True)):
            player[zone] = draw(st.lists(objects(), max_size=3))
        players.append(player)
    board: dict[str, Any] = {"players": players}
    if draw(st.booleans()):
        board["turn"] = draw(
            st.fixed_dictionaries(
                {},
                optional={
                    "number": st.integers(1, 10000),
                    "active_player": st.sampled_from(PLAYERS),
                    "step": st.sampled_from(STEPS),
                    "priority": st.sampled_from(PLAYERS),
                },
            )
        )
    if draw(st.booleans()):
        board["stack"] = draw(st.lists(objects(stack=True), max_size=3))
    return board


def load_into_engine(engine: ReferenceEngine, board: dict[str, Any]) -> str:
    """Load `board`; the name of the typed engine error it raised, or "loaded". Anything else propagates, and so
    does a typed error other than `BoardError`: a board the engine can't set up is a bad board, not a refusal."""
    assert validate_instance(board, "board.schema.json", "generated") == [], "the generator must make valid boards"
    try:
        engine.load(board)
    except BoardError as exc:
        assert str(exc), f"{type(exc).__name__} without a message"
        return type(exc).__name__
    return "loaded"


@pytest.fixture(scope="module")
def engine() -> ReferenceEngine:
    return ReferenceEngine(ROOT / "features" / "cards.json")


@settings(max_examples=TEST_EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(board=valid_boards())
def test_a_schema_valid_board_loads_or_raises_a_typed_engine_error(engine: ReferenceEngine, board: dict) -> None:
    load_into_engine(engine, board)
    assert issubclass(BoardError, EngineError)


@pytest.mark.parametrize("kind", sorted(INVALID))
def test_an_invalid_fixture_is_refused_with_file_and_pointer(tmp_path: Path, kind: str) -> None:
    @settings(
        max_examples=TEST_EXAMPLES // 4,
        deadline=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
    )
    @given(data=INVALID[kind]())
    def refused(data: bytes) -> None:
        check_refused(tmp_path, data)

    refused()


def test_the_base_of_the_invalid_fixtures_is_valid(tmp_path: Path) -> None:
    path = tmp_path / "board.json"
    path.write_bytes(as_json(BASE))
    assert problems_in_fixture(path, CATALOG, "base") == []


HAND = "/players/0/hand/0"


@pytest.mark.parametrize(
    ("data", "pointer", "says"),
    [
        (b"", "line 1 column 1", "not valid JSON"),
        (b"\xff\xfe{}", "/", "not UTF-8"),
        (as_json({**BASE, "colour": 1}), "/", "'colour' was unexpected"),
        (as_json({"players": [{"name": "Alice", "hand": [{"card": "Black Lotus"}]}]}), HAND + "/card", "unknown"),
        (as_json({"players": [{"name": "Alice", "hand": [{"card": "Forest", "count": -2}]}]}), HAND + "/count", ""),
        (b'{"players": [{"name": "Alice", "life": ' + b"[" * 100000 + b"]" * 100000 + b"}]}", "/", "nested too deep"),
        (b'{"players": [{"name": "Alice", "life": ' + b"9" * 5000 + b"}]}", "/", "digits"),
    ],
    ids=["empty", "utf-16", "unknown key", "unknown card", "negative count", "deep nesting", "long number"],
)
def test_examples_of_refusals_say_where_and_what(tmp_path: Path, data: bytes, pointer: str, says: str) -> None:
    error = check_refused(tmp_path, data)
    assert any((p.pointer or "/") == pointer and says in p.message for p in error.problems), error.problems


def test_a_token_mana_cost_the_engine_cant_read_is_a_board_error(engine: ReferenceEngine) -> None:
    """Found by the fuzzer: `{X/0}` fits the schema's pattern, and once raised a `RulesError` (a refusal)."""
    token = {"name": "Odd", "types": ["Artifact"], "manaCost": "{X/0}"}
    with pytest.raises(BoardError, match="token 'Odd': unsupported mana symbol"):
        engine.load({"players": [{"name": "Alice", "battlefield": [{"token": token}]}]})

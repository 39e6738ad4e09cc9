"""A game as the spec's JSON record, and back (P4, P12, P13).

``{"players": N, "seed": S, "deck": [...], "moves": [...], "target": 100, "wrench": false}``, and
``"first": SEAT`` when a seat other than 0 lays first (P24);
a move is ``["CARD", col, row]`` (the face as laid; the draw after it is not written),
``"draw"`` or ``"pass"``. ``deck`` ``null`` means ``DECK`` shuffled by ``random.Random(seed)``.
A record that stops early is a game not yet over; a move after the end is an error.

>>> from hydra.hydropolis import Game, replay
>>> record = {"players": 2, "seed": None, "deck": None, "moves": []}
>>> replay(record)
Traceback (most recent call last):
...
hydra.core.errors.RuleError: the record's deck is null, so it needs a seed to shuffle DECK with (P12)
>>> game = replay({"players": 2, "seed": 3, "deck": None, "moves": []})
>>> game.apply(game.legal_actions()[0]) is not None
True
>>> to_record(game)["moves"] == [[str(game.table.last.card), *game.table.last.cell]]
True
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from typing import Protocol, TypeVar

from hydra.core.errors import NotationError, RuleError
from hydra.core.record_json import LoadedRecord, WrittenRecord
from hydra.core.registry import Seed

from .cards import Card
from .table import Lay

__all__ = ["to_record", "replay_with", "dumps_record", "RecordedGame", "ReplayedGame"]


class RecordedStep(Protocol):
    """A step of a game's history as a record reads it: its action (a lay, a word, or the deal first)."""

    @property
    # object: a lay is written as its card and cell, anything else (a word, the deal) as its str
    def action(self) -> object: ...


class RecordedGame(Protocol):
    """What a record reads of a game (:class:`~.game.Game`'s public fields), so that this module never
    imports the game's, which writes its records here."""

    @property
    def players(self) -> int: ...
    @property
    def seed(self) -> Seed: ...
    @property
    def deck(self) -> tuple[Card, ...]: ...
    @property
    def target(self) -> int: ...
    @property
    def wrench(self) -> bool: ...
    @property
    def first(self) -> int: ...
    def history(self) -> Sequence[RecordedStep]: ...


class ReplayedGame(Protocol):
    """What a replay drives of the game it deals: its moves applied in order until it is over."""

    @property
    def over(self) -> bool: ...
    def describe_end(self) -> str: ...
    # object: a record's move as it comes (a string or a list), which the game parses
    def apply(self, action: object) -> object: ...


_Replayed = TypeVar("_Replayed", bound=ReplayedGame)

_KEYS = ("players", "seed", "deck", "moves", "target", "wrench", "first")


def _seed(seed: Seed) -> int | str | float | None:
    """The seed as JSON can hold it (bytes as their str)."""
    return seed if seed is None or isinstance(seed, (int, str, float)) else str(seed)


def to_record(game: RecordedGame) -> WrittenRecord:
    """``game`` as the spec's record (the deck always written out)."""
    moves: list[list[str | int] | str] = []
    for step in game.history()[1:]:
        action = step.action
        moves.append([str(action.card), action.cell.col, action.cell.row] if isinstance(action, Lay)
                     else str(action))
    record: WrittenRecord = {"players": game.players, "seed": _seed(game.seed),
                                 "deck": [str(c) for c in game.deck], "moves": moves, "target": game.target,
                                 "wrench": game.wrench}
    if game.first:                                   # P24: written when not seat 0 (records before it)
        record["first"] = game.first
    return record


def dumps_record(game: RecordedGame) -> str:
    """The record as JSON text."""
    return json.dumps(to_record(game))


# object: any value may come in (a page, a file, a caller); it is checked here
def _load(record: object) -> LoadedRecord:
    if isinstance(record, (str, bytes)):
        try:
            record = json.loads(record)
        except ValueError as error:
            raise NotationError(f"the record is not JSON: {error} (P12)") from None
    if not isinstance(record, dict):
        raise RuleError(f"a record is a JSON object with {', '.join(_KEYS)}, not {type(record).__name__} (P12)",
                        rule="P12")
    unknown = [k for k in record if k not in _KEYS and k != "game"]
    if unknown or record.get("game", "hydropolis") != "hydropolis":
        raise RuleError(f"the record has keys a Hydropolis record does not have: {unknown or ['game']} (P12)",
                        rule="P12")
    for key in ("players", "moves"):
        if key not in record:
            raise RuleError(f"the record has no {key!r} (P12)", rule="P12")
    if not isinstance(record["moves"], list):
        raise RuleError("the record's moves are a list (P12)", rule="P12")
    return record


# object: any value may come in (a page, a file, a caller); it is checked here
def replay_with(new_game: Callable[..., _Replayed], record: object) -> _Replayed:
    """The game ``record`` describes, dealt by ``new_game`` (:class:`~.game.Game`: ``Game.replay`` and
    :func:`hydra.hydropolis.replay` call this, so that this module never imports the game's), its moves
    applied in order through :meth:`Game.apply`."""
    data = _load(record)
    deck, seed = data.get("deck"), data.get("seed")
    if deck is None and seed is None:
        raise RuleError("the record's deck is null, so it needs a seed to shuffle DECK with (P12)", rule="P12")
    wrench = data.get("wrench", False)
    if not isinstance(wrench, bool):
        raise RuleError(f"the record's wrench is true or false, not {wrench!r} (P14)", rule="P14")
    target = {"target": data["target"]} if "target" in data else {}    # else the game's own
    game = new_game(data["players"], seed=seed, deck=deck, wrench=wrench, first=data.get("first", 0), **target)
    for number, move in enumerate(data["moves"], 1):
        if game.over:
            raise RuleError(f"move {number} ({json.dumps(move)}) comes after the end of the game: "
                            f"{game.describe_end()}", rule="P13")
        try:
            game.apply(move)
        except NotationError as error:
            raise NotationError(f"move {number} ({json.dumps(move)}): {error}") from None
        except RuleError as error:
            raise RuleError(f"move {number} ({json.dumps(move)}): {error}", rule=error.rule) from None
    return game

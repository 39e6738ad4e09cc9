"""What one seat's page at a table may show: a JSON-ready dict built from the engine's ``view(seat)``
and the table's public facts (names, calls, tricks, points), never from another seat's hand.

:func:`seat_state` is all a page draws from (``widgets/tables``); the page sends back only the seat's
key, an action and the action's number. ``view`` is the engine's view turned into JSON as it is, so a
test can search the very data a page gets for another seat's hidden cards
(``tests/test_tables.py``).

>>> import tempfile
>>> from tutor.tables import Referee, TableStore
>>> ref = Referee(TableStore(tempfile.mkdtemp(), environ={}))
>>> table = ref.store.open_table("hydra")
>>> ada = ref.store.join(table.code, "Ada")
>>> state = seat_state(ref.live(table.code), ada.seat)
>>> state["started"], state["names"][ada.seat], len(state["hand"])
(False, 'Ada', 0)
"""

from __future__ import annotations

import dataclasses
from typing import Any

import hydra
from hydra.core.i18n import _
from hydra.core.record_json import JSON
from tutor.games import TrickRows, table_game

from .referee import Live

__all__ = ["seat_state", "jsonable", "trick_rows", "SeatState"]

#: What a seat's page is sent (see the module's text), JSON ready (Any: each key's value has its own shape,
#: names, cards, numbers, the last trick's dict, and the page reads each by its key).
SeatState = dict[str, Any]


# value: any part of a view (cards, tricks, data classes, numbers), object: each is made JSON its own way
def jsonable(value: object, depth: int = 0) -> JSON:
    """A view (or any part of it) as JSON: cards as their notation, tricks as cards and seats, data
    classes as their fields, everything else as its ``str``."""
    if depth > 10:
        return None
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    if hasattr(value, "cards") and hasattr(value, "seats") and not isinstance(value, type):
        return {"cards": [str(c) for c in value.cards], "seats": [int(s) for s in value.seats]}    # a trick
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: jsonable(getattr(value, f.name), depth + 1) for f in dataclasses.fields(value)}
    if isinstance(value, dict):
        return {str(k): jsonable(v, depth + 1) for k, v in value.items()}
    if isinstance(value, (list, tuple, set, frozenset)):
        return [jsonable(v, depth + 1) for v in value]
    return str(value)


# Any: the game's own view (each game's SeatView)
def trick_rows(game: str, view: Any) -> TrickRows:
    """The complete tricks (cards, seats) and the trick on the table (its seats None where the view does
    not say them), from the seat's view of a round of ``game`` (an id of :data:`hydra.GAMES`), as the
    game's table entry reads them (:attr:`tutor.games.TableGame.trick_rows`)."""
    return table_game(game).trick_rows(view)


def _last_trick(live: Live, done: list[tuple[list[str], list[int]]]) -> SeatState | None:
    rnd = live.round
    if not done or not hasattr(rnd, "explain_trick"):
        return None
    cards, seats = done[-1]
    explanation = rnd.explain_trick(len(done))
    winner = seats[explanation.winner] if explanation is not None else None
    return {"number": len(done), "cards": cards, "players": [live.short_name(s) for s in seats],
            "winner": live.name(winner),
            "why": live.named(str(explanation.sentence)) if explanation is not None else ""}


# Any: the game's own round and cards
def _sorted(rnd: Any, hand: Any) -> list[Any]:
    """The hand as the game sorts it (its trumps together, where its game sorts), else as the view has it."""
    sort = getattr(getattr(rnd, "game", None), "sorted", None)
    if callable(sort):
        try:
            return list(sort(hand))
        except (TypeError, ValueError, KeyError):
            pass
    return list(hand)


def seat_state(live: Live, seat: int) -> SeatState:
    """Everything the page of ``seat`` shows, as JSON (see the module's text)."""
    table, rnd = live.table, live.round
    entry = hydra.GAMES[table.game]
    totals = [0] * table.players
    match = []
    for row in live.rounds:
        if row.points is not None:
            totals = [t + p for t, p in zip(totals, row.points)]
            match.append({"round": row.number, "dealer": live.name(row.dealer) if entry.has_dealer else "",
                          "points": list(row.points), "ending": row.ending})
    state: SeatState = {
        "code": table.code, "game": table.game, "title": entry.title, "players": table.players, "seat": seat,
        "names": live.names(), "short_names": [live.short_name(s) for s in range(table.players)],
        "started": rnd is not None, "match": match, "totals": totals,
        "hand": [], "legal": [], "my_turn": False, "over": False, "to_move": None, "seq": live.actions,
        "round": live.current.number if live.current else 0, "calls": [], "trick": None, "last_trick": None,
        "score": [], "view": None,
    }
    if rnd is None:
        return state
    view = rnd.view(seat)
    game = table_game(table.game)
    done, (cards, seats) = game.trick_rows(view) if entry.has_tricks else ([], ([], []))
    mine = rnd.to_move == seat and not rnd.is_over
    state.update({
        "view": jsonable(view), "phase": rnd.phase, "over": bool(rnd.is_over), "my_turn": mine,
        "to_move": live.name(rnd.to_move) if rnd.to_move is not None else None,
        "dealer": live.name(rnd.dealer) if entry.has_dealer else "",
        "hand": [str(c) for c in _sorted(rnd, view.hand)],
        "legal": [str(a) for a in rnd.legal_actions()] if mine else [],
        "calls": game.calls(live, seat), "tricks_done": len(done),
        "trick": {"cards": cards, "players": [live.short_name(s) if s is not None else "" for s in seats]},
        "last_trick": _last_trick(live, done),
    })
    if rnd.is_over and live.current is not None and live.current.points is not None:
        lines = game.score_lines(live, seat)            # the game's own score sheet, its seats named
        said = _("Points this round: {points}.").partition("{")[0]       # in the page's language
        if not any(line.startswith(said) for line in lines):
            lines += [_("{name}: {points} points").format(name=live.name(s), points=p)
                      for s, p in enumerate(live.current.points)]
        state["score"] = lines
    return state

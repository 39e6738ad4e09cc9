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
from hydra.i18n import _
from tutor.rulebook import rules_in_english

from .referee import Live

__all__ = ["seat_state", "jsonable", "trick_rows"]


# value: any part of a view (cards, tricks, data classes, numbers); Any: the JSON made of it
def jsonable(value: object, depth: int = 0) -> Any:
    """A view (or any part of it) as JSON: cards as their notation, tricks as cards and seats, data
    classes as their fields, everything else as its ``str``."""
    if depth > 10:
        return None
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    if hasattr(value, "cards") and hasattr(value, "seats") and not isinstance(value, type):
        return {"cards": [str(c) for c in value.cards], "seats": list(value.seats)}     # a Hydra trick
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: jsonable(getattr(value, f.name), depth + 1) for f in dataclasses.fields(value)}
    if isinstance(value, dict):
        return {str(k): jsonable(v, depth + 1) for k, v in value.items()}
    if isinstance(value, (list, tuple, set, frozenset)):
        return [jsonable(v, depth + 1) for v in value]
    return str(value)


# Any: the game's own view (each game's SeatView)
def trick_rows(game: str, view: Any) -> tuple[list[tuple[list[str], list[int]]], tuple[list[str], list[int | None]]]:
    """The complete tricks (cards, seats) and the trick on the table (its seats None where the view does
    not say them), from the seat's view of any trick game."""
    done: list[tuple[list[str], list[int]]] = []
    for trick in getattr(view, "tricks", ()):
        if hasattr(trick, "cards"):                                    # Hydra
            done.append(([str(c) for c in trick.cards], list(trick.seats)))
        elif len(trick) == 3 and isinstance(trick[2], int):           # Doppelkopf: (cards, seats, winner)
            done.append(([str(c) for c in trick[0]], list(trick[1])))
        else:                                                          # 500: ((seat, card), ...)
            done.append(([str(c) for _s, c in trick], [s for s, _c in trick]))
    current = getattr(view, "current_trick", None)
    if current is None and hasattr(view, "trick"):                    # Doppelkopf: the cards only
        return done, ([str(c) for c in view.trick], [None] * len(view.trick))
    if current is None:
        return done, ([], [])
    if hasattr(current, "cards"):
        return done, ([str(c) for c in current.cards], list(current.seats))
    return done, ([str(c) for _s, c in current], [s for s, _c in current])


# Any: the game's own round and view
def _calls(live: Live, view: Any, seat: int) -> list[str]:
    """The calls and announcements so far, as this seat heard them (R9: what is face down stays so)."""
    rnd, game = live.round, live.table.game
    out: list[str] = []
    if game == "hydra":
        from tutor.hydra.calls import seen_text
        for seen in rnd.seen_actions(seat):
            out.append(_("{name}: {call}").format(name=live.name(seen.seat), call=seen_text(seen.text)))
    for who, word in getattr(view, "reservations", ()) or getattr(view, "bids", ()):
        out.append(_("{name}: {call}").format(name=live.name(who), call=word))
    for call in getattr(view, "announcements", ()):           # Doppelkopf's announcements (Re, keine 90, ...)
        words = str(getattr(call, "call", call))
        who = getattr(call, "seat", None)
        out.append(_("{name}: {call}").format(name=live.name(who), call=words) if who is not None else words)
    return out


def _last_trick(live: Live, done: list[tuple[list[str], list[int]]]) -> dict[str, Any] | None:
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
    """The hand as the game sorts it (Hydra's and Doppelkopf's trumps together), else as the view has it."""
    sort = getattr(getattr(rnd, "game", None), "sorted", None)
    if callable(sort):
        try:
            return list(sort(hand))
        except (TypeError, ValueError, KeyError):
            pass
    return list(hand)


def seat_state(live: Live, seat: int) -> dict[str, Any]:
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
    state: dict[str, Any] = {
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
    done, (cards, seats) = trick_rows(table.game, view) if entry.has_tricks else ([], ([], []))
    mine = rnd.to_move == seat and not rnd.is_over
    state.update({
        "view": jsonable(view), "phase": rnd.phase, "over": bool(rnd.is_over), "my_turn": mine,
        "to_move": live.name(rnd.to_move) if rnd.to_move is not None else None,
        "dealer": live.name(rnd.dealer) if entry.has_dealer else "",
        "hand": [str(c) for c in _sorted(rnd, view.hand)],
        "legal": [str(a) for a in rnd.legal_actions()] if mine else [],
        "calls": _calls(live, view, seat), "tricks_done": len(done),
        "trick": {"cards": cards, "players": [live.short_name(s) if s is not None else "" for s in seats]},
        "last_trick": _last_trick(live, done),
    })
    if rnd.is_over and live.current is not None and live.current.points is not None:
        lines = []
        sheet = getattr(rnd, "sheet", None) if rnd.ending == "played" else None
        if sheet is not None and hasattr(sheet, "lines"):              # Hydra's score sheet (R3-R5)
            lines = [rules_in_english(live.named(line)) for line in sheet.lines()]     # no rule ids (issue 34)
        elif table.game.startswith("doppelkopf"):                       # Doppelkopf's, as its play page says it
            from tutor.doppelkopf.round_text import score_lines
            lines = [rules_in_english(live.named(line)) for line in score_lines(rnd, seat)
                     if not line.startswith("Points this round")]      # its seats' names are the play page's
        elif table.game == "fuenfhundert" and rnd.ending == "played":           # 500's, with the table's names
            from tutor.fuenfhundert.score import table_score_lines
            played = [r.points for r in live.rounds if r.points is not None]
            team_totals = (sum(p[0] for p in played), sum(p[1] for p in played))   # each seat holds its team's (F10)
            names = [live.short_name(s) for s in range(table.players)]
            lines = [rules_in_english(line) for line in table_score_lines(rnd, team_totals, seat, names)]
        elif table.game == "hydropolis":                                   # who won and why, by the players' names
            from tutor.hydropolis.session import result_sentence
            said = result_sentence(rnd, seat, lambda s, me: _("you") if s == me else live.short_name(s))
            lines = [rules_in_english(said)] if said else []
        if not any(line.startswith("Points this round") for line in lines):
            lines += [_("{name}: {points} points").format(name=live.name(s), points=p)
                      for s, p in enumerate(live.current.points)]
        state["score"] = lines
    return state

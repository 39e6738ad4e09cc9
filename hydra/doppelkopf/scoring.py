"""Scoring: who won, the game points, the Sonderpunkte, points per seat (D30-D37).

Parties are ``0`` (Re) and ``1`` (Kontra). Every line of a score sheet names
its rule, so the tutor can show why each point was given.

>>> from hydra.doppelkopf.scoring import winner
>>> winner("turnier", eyes=(121, 119), tricks=(5, 5), levels=(0, 0))
0
>>> winner("turnier", eyes=(150, 90), tricks=(7, 3), levels=(1, 0))   # keine 90 missed: Kontra
1
>>> winner("hausrunde", eyes=(120, 120), tricks=(5, 5), levels=(0, 0), doppelt=(False, True))
0
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import NamedTuple

from hydra.hydra.cards import Card
from hydra.hydra.games import Game

from .announcements import LIMIT_EYES, Announcements
from .cards import dk_card

__all__ = ["LineFact", "ScoreLine", "Score", "decide", "re_needs", "won_fact", "limit_reached", "winner", "game_lines",
           "fuchs_counts", "sonderpunkte", "score", "score_round"]

EU, SD = dk_card("EU"), dk_card("SD")


class LineFact(NamedTuple):
    """Why the engine gave a score line, as facts of the round (the tutor says them in words).

    ``kind``: ``won``, ``below`` (a limit step the loser stayed under), ``announced`` (a limit step a party
    announced), ``against`` (hausrunde: eyes reached against the loser's limit), ``gegen-die-alten``,
    ``gegen-die-kreuz-damen``, ``doppelkopf``, ``fuchs-caught``, ``herzstich``, ``karlchen-last``,
    ``fuchs-last``, ``karlchen-beaten``.
    ``how``: for ``won`` ``eyes`` (no limit announced: Re needed ``need`` eyes), ``limit`` (the winner's own
    limit reached) or ``missed`` (``party`` missed its announced limit ``level``); for ``below`` ``reached``
    or ``as-if`` (``party`` announced ``level`` or more and missed it, D30).
    ``level``: a limit step (1 keine 90 ... 4 schwarz); ``party``: the party the fact is about (the one that
    stayed below, announced, missed, or lost a Fuchs or Karlchen; else the one that took the trick);
    ``trick``: a trick's number from 1; ``seat``: the seat that played the caught Fuchs or the beaten
    Karlchen, else the seat that took the trick; ``need``: eyes (Re's 121 or
    120, a limit's 90/60/30/0, or the 120/90/60/30 reached against a limit).
    """
    kind: str
    how: str = ""
    level: int = 0
    party: int = -1
    trick: int = 0
    seat: int = -1
    need: int = 0


class ScoreLine(NamedTuple):
    """One line of the score sheet: which party, what for, how many points, the rule, and the facts it
    was given for (:class:`LineFact`)."""
    party: int
    what: str
    points: int
    rule: str
    doubled: bool = True
    fact: LineFact = LineFact("")


class Score(NamedTuple):
    """The score of a finished round: eyes, tricks, winner (None: nobody), lines and points."""
    eyes: tuple[int, int]
    tricks: tuple[int, int]
    winner: int | None
    lines: tuple[ScoreLine, ...]
    doublings: int
    value: int                 # for Re, one player's share: positive if Re gains
    points: tuple[int, ...]


def limit_reached(level: int, opp_eyes: int, opp_tricks: int) -> bool:
    """Whether a party reached limit ``level`` (1 keine 90 ... 4 schwarz) against the other party's
    eyes and tricks: below 90, 60, 30 eyes; schwarz: no trick at all (D30, D34).

    >>> limit_reached(1, 89, 3), limit_reached(1, 90, 3), limit_reached(4, 0, 1), limit_reached(4, 0, 0)
    (True, False, False, True)
    """
    return opp_tricks == 0 if level == 4 else opp_eyes < LIMIT_EYES[level]


def re_needs(rules: str, doppelt: Sequence[bool]) -> int:
    """The eyes Re needs to win when no limit was announced: 121; in the hausrunde 120 if only Kontra said
    Doppelt (D34: "außer es ist nur von der Kontra-Partei doppelt angesagt worden").

    >>> re_needs("hausrunde", (False, True)), re_needs("turnier", (False, True))
    (120, 121)
    """
    return 120 if rules == "hausrunde" and doppelt[1] and not doppelt[0] else 121


def winner(rules: str, eyes: Sequence[int], tricks: Sequence[int], levels: Sequence[int],
           doppelt: Sequence[bool] = (False, False)) -> int | None:
    """The winning party, or None (D30, D34).

    A party with a limit wins if the other stays below it and loses if not; if both
    parties announced limits and both missed, nobody wins (D37). Without limits Re
    needs 121 eyes; in hausrunde 120 do if only Kontra said Doppelt (hausrunde 6.1).
    """
    return _winner(eyes, tricks, levels, re_needs(rules, doppelt))


def _winner(eyes: Sequence[int], tricks: Sequence[int], levels: Sequence[int], need: int) -> int | None:
    lim_re, lim_k = levels
    re = limit_reached(lim_re, eyes[1], tricks[1]) if lim_re else None
    ko = limit_reached(lim_k, eyes[0], tricks[0]) if lim_k else None
    if re is None and ko is None:
        return 0 if eyes[0] >= need else 1
    if re is not None and ko is not None:
        return 0 if re else 1 if ko else None
    if re is not None:
        return 0 if re else 1
    return 1 if ko else 0


def decide(rules: str, eyes: Sequence[int], tricks: Sequence[int], levels: Sequence[int],
           doppelt: Sequence[bool] = (False, False)) -> tuple[int | None, LineFact]:
    """The winning party (:func:`winner`) and why: the ``won`` :class:`LineFact` its score line carries.

    >>> decide("turnier", (150, 90), (7, 3), (1, 0))
    (1, LineFact(kind='won', how='missed', level=1, party=0, trick=0, seat=-1, need=90))
    """
    need = re_needs(rules, doppelt)
    win = _winner(eyes, tricks, levels, need)
    return win, won_fact(win, levels[0], levels[1], need)


def won_fact(win: int | None, level0: int, level1: int, need: int) -> LineFact:
    """Why ``win`` won, from the limits announced (D30, D34, D37): a party with a limit wins only by reaching
    it (``limit``); a winner without one won because the other party missed its own (``missed``); with no
    limit at all, by the eyes (``eyes``: Re needed ``need``)."""
    if win is None:
        return _NOBODY
    levels = (level0, level1)
    if levels[win]:
        return _BY_LIMIT[win][levels[win]]
    if levels[1 - win]:
        return _BY_MISSED[1 - win][levels[1 - win]]
    return _BY_EYES_120 if need == 120 else _BY_EYES


#: won_fact()'s reasons, made once: won by the eyes (Re needs 121, or 120), by a party's own limit, because a
#: party missed its limit (by party, then level), or nobody (D37)
_BY_EYES, _BY_EYES_120 = LineFact("won", "eyes", 0, -1, 0, -1, 121), LineFact("won", "eyes", 0, -1, 0, -1, 120)
_BY_LIMIT = tuple(tuple(LineFact("won", "limit", lv, p, 0, -1, LIMIT_EYES[lv]) if lv else _BY_EYES
                        for lv in range(5)) for p in (0, 1))
_BY_MISSED = tuple(tuple(LineFact("won", "missed", lv, p, 0, -1, LIMIT_EYES[lv]) if lv else _BY_EYES
                         for lv in range(5)) for p in (0, 1))
_NOBODY = LineFact("")


def game_lines(rules: str, win: int | None, eyes: Sequence[int], tricks: Sequence[int],
               levels: Sequence[int], need: int = 121) -> list[ScoreLine]:
    """The game points of the winner before doubling (D31, D35); ``need``: the eyes Re needed without a
    limit (:func:`re_needs`), said by the winning line's :class:`LineFact`."""
    if win is None:
        return []
    lose = 1 - win
    reached = _levels_reached(eyes[lose], tricks[lose])
    failed = levels[lose] if levels[lose] and not limit_reached(levels[lose], eyes[win], tricks[win]) else 0
    # hausrunde: the loser's announcements against which the winner reached 120, 90, 60, 30 eyes
    against = tuple(lv for lv in range(1, levels[lose] + 1) if eyes[win] >= _AGAINST[lv]) \
        if levels[lose] and rules != "turnier" else ()
    # the lines follow from these facts alone: made once per case (immutable lines, a new list)
    return list(_game_lines(rules, win, reached, failed, against, levels[0], levels[1], need))


_AGAINST = {1: 120, 2: 90, 3: 60, 4: 30}


@lru_cache(maxsize=4096)
def _game_lines(rules: str, win: int, reached: tuple[int, ...], failed: int, against: tuple[int, ...],
                level0: int, level1: int, need: int) -> tuple[ScoreLine, ...]:
    levels = (level0, level1)
    why = won_fact(win, level0, level1, need)
    lose = 1 - win
    lines = [ScoreLine(win, "gewonnen" if rules == "hausrunde" else "gewonnen (keine 120)", 1,
                       "D31" if rules == "turnier" else "D35", True, why)]
    if rules == "turnier":
        # D30: a missed limit counts as if it had been reached, with the points for the other party
        count = max(len(reached), failed)
        for lv in range(1, count + 1):
            what = (f"unter {LIMIT_EYES[lv]} gespielt" if lv < 4 else "schwarz gespielt")
            as_if = lv > len(reached)
            if as_if:
                what += " (als wäre die Absage erreicht worden)"
            lines.append(ScoreLine(win, what, 1, "D30", True,
                                   _BELOW["as-if" if as_if else "reached"][lose][lv]))
        for party in (0, 1):
            for lv in range(1, levels[party] + 1):
                lines.append(ScoreLine(win, f"{_name(lv)} angesagt ({'Re' if party == 0 else 'Kontra'})",
                                       1, "D31", True, _ANNOUNCED[party][lv]))
        if win == 1:
            lines.append(ScoreLine(win, "gegen die Alten gewonnen", 1, "D31", True,
                                   _ALTEN))
        return tuple(lines)
    for lv in reached:
        lines.append(ScoreLine(win, f"unter {LIMIT_EYES[lv]} gespielt" if lv < 4 else "schwarz",
                               1, "D35", True, _BELOW["reached"][lose][lv]))
    for party in (0, 1):
        for lv in range(1, levels[party] + 1):
            lines.append(ScoreLine(win, f"{_name(lv)} abgesagt ({'Re' if party == 0 else 'Kontra'})",
                                   1, "D35", True, _ANNOUNCED[party][lv]))
    for lv in against:
        lines.append(ScoreLine(win, f"{_AGAINST[lv]} Augen gegen {_name(lv)} erreicht", 1, "D35", True,
                               _AGAINST_FACT[lose][lv]))
    return tuple(lines)


#: The facts of the game lines, made once (by party, then limit step): a step the loser stayed under, reached
#: or counted as if reached (D30); a step a party announced; eyes reached against the loser's step (D35)
_BELOW = {how: tuple(tuple(LineFact("below", how, lv, p, 0, -1, LIMIT_EYES.get(lv, 0)) for lv in range(5))
                     for p in (0, 1)) for how in ("reached", "as-if")}
_ANNOUNCED = tuple(tuple(LineFact("announced", "", lv, p) for lv in range(5)) for p in (0, 1))
_AGAINST_FACT = tuple(tuple(LineFact("against", "", lv, p, 0, -1, _AGAINST.get(lv, 0)) for lv in range(5))
                      for p in (0, 1))
_ALTEN = LineFact("gegen-die-alten", "", 0, 0)


def _levels_reached(opp_eyes: int, opp_tricks: int) -> tuple[int, ...]:
    found = _REACHED.get((opp_eyes, opp_tricks == 0))
    if found is None:
        found = tuple(lv for lv in (1, 2, 3, 4) if limit_reached(lv, opp_eyes, opp_tricks))
    return found


#: (the other party's eyes, whether it took no trick) -> the limits reached, by limit_reached (D30, D34)
_REACHED = {(eyes, none): tuple(lv for lv in (1, 2, 3, 4) if limit_reached(lv, eyes, 0 if none else 1))
            for eyes in range(241) for none in (False, True)}


def _name(level: int) -> str:
    return ("keine 90", "keine 60", "keine 30", "schwarz")[level - 1]


def fuchs_counts(rules: str, game: Game, solo: bool, silent: bool = False) -> bool:
    """Whether a caught Fuchs (Karo-As) is a Sonderpunkt: always in the turnier (D33); in the hausrunde in
    every game of two parties and in a solo where the Karo-As is a trump (a Karo solo, bought or from a
    Hochzeit), not in the silent solo ("Es gibt auch hier keine Füchse") (D36).

    >>> from hydra.doppelkopf import get_game
    >>> [fuchs_counts("hausrunde", get_game(g, "hausrunde"), True) for g in ("color-solo:S", "queen-solo")]
    [True, False]
    >>> fuchs_counts("hausrunde", get_game("color-solo:S", "hausrunde"), True, silent=True)
    False
    """
    return rules == "turnier" or not solo or (not silent and game.trump_rank[SD.index] >= 0)


def sonderpunkte(rules: str, game: Game, tricks: Sequence[tuple[tuple[Card, ...], tuple[int, ...], int]],
                 party_of: Sequence[int], *, solo: bool, kreuz_damen: bool,
                 win: int | None, trick_eyes: Sequence[int] | None = None, silent: bool = False) -> list[ScoreLine]:
    """Sonderpunkte, never doubled (D33 turnier, D36 hausrunde).

    ``tricks`` are ``(cards, seats, winner_index)``; ``kreuz_damen``: Re is the party of
    the two Kreuz-Damen (normal game, Hochzeit, silent solo), for "gegen die Kreuz-Damen";
    ``trick_eyes``: the eyes of each trick, if the caller has counted them already; ``silent``: a
    silent solo (no Fuchs in the hausrunde, D36).
    """
    return _trick_lines(rules, game, tricks, party_of, fuchs_counts(rules, game, solo, silent), trick_eyes,
                        [0, 0], [0, 0]) + _against_kreuz_damen(rules, kreuz_damen, win)


def _against_kreuz_damen(rules: str, kreuz_damen: bool, win: int | None) -> list[ScoreLine]:
    """D36: Kontra won against the party of the two Kreuz-Damen (hausrunde)."""
    if rules != "turnier" and kreuz_damen and win == 1:
        return [_extra(1, "gegen die Kreuz-Damen gewonnen", "D36", _KREUZ_DAMEN)]
    return []


_new_tuple = tuple.__new__


_KREUZ_DAMEN = LineFact("gegen-die-kreuz-damen", "", 0, 0)


def _extra(party: int, what: str, rule: str, fact: LineFact) -> ScoreLine:
    """``ScoreLine(party, what, 1, rule, False, fact)`` (a Sonderpunkt) without NamedTuple's __new__."""
    return _new_tuple(ScoreLine, (party, what, 1, rule, False, fact))


def _trick_lines(rules: str, game: Game, tricks: Sequence[tuple[tuple[Card, ...], tuple[int, ...], int]],
                 party_of: Sequence[int], fuchs: bool, trick_eyes: Sequence[int] | None, eyes: list[int],
                 won: list[int]) -> list[ScoreLine]:
    """The Sonderpunkte of the tricks (all of :func:`sonderpunkte` but "gegen die Kreuz-Damen");
    on the way each trick's eyes and the trick are added to ``eyes`` and ``won`` of the party that
    took it (what :func:`score` counts), in one pass."""
    lines: list[ScoreLine] = []
    turnier = rules == "turnier"
    rule = "D33" if turnier else "D36"
    follow = game.follow
    re_eyes = re_won = ko_eyes = ko_won = 0              # added to eyes and won at the end
    for number, (cards, seats, w) in enumerate(tricks):
        a, b, c, d = cards
        party = party_of[seats[w]]
        e = a.eyes + b.eyes + c.eyes + d.eyes
        if party:
            ko_eyes += e
            ko_won += 1
        else:
            re_eyes += e
            re_won += 1
        if trick_eyes is not None:
            e = trick_eyes[number]
        if e >= 40:
            lines.append(_extra(party, f"Doppelkopf (Stich {number + 1})", rule,
                                _new_tuple(LineFact, ("doppelkopf", "", 0, party, number + 1, seats[w], 0))))
        if fuchs and (a is SD or b is SD or c is SD or d is SD):
            for card, s in zip(cards, seats):
                if card is SD and party_of[s] != party:
                    lines.append(_extra(party, f"Fuchs gefangen (Stich {number + 1})", rule,
                                        _new_tuple(LineFact, ("fuchs-caught", "", 0, party_of[s], number + 1, s, 0))))
        if turnier and follow[a.index] == "R" and follow[b.index] == "R" and \
                follow[c.index] == "R" and follow[d.index] == "R":
            lines.append(_extra(party, f"Herzstich (Stich {number + 1})", rule,
                                _new_tuple(LineFact, ("herzstich", "", 0, party, number + 1, seats[w], 0))))
    if len(tricks) == 10:
        cards, seats, w = tricks[9]
        party = party_of[seats[w]]
        if cards[w] is EU:
            lines.append(_extra(party, "Karlchen macht den letzten Stich", rule,
                                _new_tuple(LineFact, ("karlchen-last", "", 0, party, 10, seats[w], 0))))
        if turnier and cards[w] is SD:
            lines.append(_extra(party, "Fuchs macht den letzten Stich", rule,
                                _new_tuple(LineFact, ("fuchs-last", "", 0, party, 10, seats[w], 0))))
        if not turnier:
            for i, (card, s) in enumerate(zip(cards, seats)):
                if card is EU and i != w and party_of[s] != party:
                    lines.append(_extra(party, "Karlchen im letzten Stich überstochen", rule,
                                        _new_tuple(LineFact, ("karlchen-beaten", "", 0, party_of[s], 10, s, 0))))
    eyes[0] += re_eyes
    eyes[1] += ko_eyes
    won[0] += re_won
    won[1] += ko_won
    return lines


def score(rules: str, game: Game, tricks: Sequence[tuple[tuple[Card, ...], tuple[int, ...], int]],
          party_of: Sequence[int], players: int, *, levels: Sequence[int], doublings: int,
          doppelt: Sequence[bool], solo: bool, kreuz_damen: bool, silent: bool = False) -> Score:
    """The whole score of a finished round (points per seat sum to zero; D10: a soloist x3)."""
    eyes = [0, 0]
    won = [0, 0]
    fuchs = rules == "turnier" or not solo or fuchs_counts(rules, game, solo, silent)          # D33, D36
    extras = _trick_lines(rules, game, tricks, party_of, fuchs, None, eyes, won)   # counts eyes, won
    need = re_needs(rules, doppelt)
    win = _winner(eyes, won, levels, need)
    lines = game_lines(rules, win, eyes, won, levels, need)
    lines += extras
    if kreuz_damen and win == 1:                               # the rest of sonderpunkte()
        lines += _against_kreuz_damen(rules, kreuz_damen, win)
    game_value = extra = 0
    for ln in lines:
        if ln.doubled:
            game_value += ln.points if ln.party == 0 else -ln.points
        else:
            extra += ln.points if ln.party == 0 else -ln.points
    value = game_value * 2 ** doublings + extra
    alone = party_of.count(0) == 1                             # D10: one against three
    re_points = 3 * value if alone else value
    # the dealer of five sits out with 0 (D2)
    points = tuple([re_points if p == 0 else -value if p == 1 else 0 for p in party_of])
    return _new_tuple(Score, ((eyes[0], eyes[1]), (won[0], won[1]), win, tuple(lines), doublings, value,
                              points))


def score_round(rules: str, game: Game, tricks: Sequence[tuple[tuple[Card, ...], tuple[int, ...], int]],
                party: Sequence[int], players: int, calls: Announcements, contract: str | None,
                solo: bool) -> Score:
    """:func:`score` of a finished round from its state (the round passes its own: read once a round,
    private, not through its read-only properties): its announcements, who said Doppelt, solo or not,
    and whether Re is the party of the Kreuz-Damen (normal game, Hochzeit, silent solo); ``solo``: one
    against three (RoundState.is_solo)."""
    dpl = [False, False]                                     # which parties said Doppelt
    for c in calls.calls:
        if c.call == "doppelt":
            dpl[party[c.seat]] = True
    return score(rules, game, tricks, party, players, levels=calls.level,
                 doublings=calls.doublings, doppelt=dpl, solo=solo,
                 kreuz_damen=contract in ("normal", "hochzeit", "silent-solo"),
                 silent=contract == "silent-solo")

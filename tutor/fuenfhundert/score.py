"""The score of a finished round of 500, and how it came about (F8, F10, F11), in sentences.

The points are the engine's (:attr:`hydra.fuenfhundert.Round.points`, :func:`~hydra.fuenfhundert.score`);
this module says who bid what, how many tricks the bidders took, made or failed, and the game's total.

>>> from hydra import fuenfhundert as fh
>>> m = fh.Match(dealer=0)
>>> r = m.play_round(seed=2)
>>> report = score_report(r, m, 0)
>>> report.made, report.points, report.headline
(True, (240, 0), 'Your team made 8 Pik: your team +240, East and West 0 (F10).')
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from hydra import fuenfhundert as fh

from .words import SEAT_NAMES, call_words, seat_word, signed, team_word, upper_first

__all__ = ["ScoreReport", "score_report", "table_score_lines"]


@dataclass(frozen=True)
class ScoreReport:
    """A finished round's score: the contract, the bidders' tricks, made or not, the points per team
    (0: North and South, 1: East and West), the sentences that explain them and the game's total."""

    contract: str
    declarer: int
    bidders: int
    tricks: int
    made: bool
    points: tuple[int, int]
    headline: str
    lines: tuple[str, ...]
    totals: tuple[int, int]
    winner: int | None


def score_report(rnd: fh.Round, match: fh.Match, seat: int) -> ScoreReport:
    """The report of ``rnd`` (over) for the learner at ``seat``; ``match`` holds the game's total."""
    contract, declarer = rnd.contract, rnd.declarer
    assert contract is not None and declarer is not None and rnd.phase == "over"
    bidders = declarer & 1
    others = 1 - bidders
    tricks = rnd.tricks_won[bidders]
    made = fh.made(contract, tricks)
    points = rnd.points
    mine = seat & 1
    name = contract.name
    value = contract.value
    lines = [f"{upper_first(seat_word(declarer, seat))} won the bidding with {call_words(str(contract))} "
             f"for {team_word(bidders, seat)} (F3, F4)."]
    if contract.is_misere:
        lines.append(f"In a Misère the bidder must lose every trick, alone against two, and all ten tricks are "
                     f"played (F8). {upper_first(seat_word(declarer, seat))} took {tricks} "
                     f"trick{'s' if tricks != 1 else ''}: {'made' if made else 'failed'}.")
    else:
        lines.append(f"{upper_first(team_word(bidders, seat))} needed {contract.tricks} of the ten tricks and "
                     f"took {tricks}: {'made' if made else 'failed'} (F10).")
    if made:
        lines.append(f"A bid made scores its value in the rules text's table, {value}, and the other team "
                     f"scores nothing (F10: „das andere Team geht leer aus“: the other team goes away empty).")
        if not contract.is_misere and tricks > contract.tricks:
            other = fh.score(contract, tricks, reading="tricks taken")[0]
            lines.append(f"The value is the bid's, not that of the {tricks} tricks taken; the other reading of the "
                         f"rules text's table would give {other} (F10, the reading “tricks taken”).")
    else:
        lines.append(f"A bid that fails costs its value, {value}, and the other team scores 10 for each "
                     f"trick it won: {10 - tricks} × 10 = {10 * (10 - tricks)} (F10).")
    lines.append(f"This round: {team_word(0, seat)} {signed(points[0])}, {team_word(1, seat)} "
                 f"{signed(points[1])}.")
    totals = match.totals
    winner = match.winner
    lines.append(f"Game total: {team_word(0, seat)} {totals[0]}, {team_word(1, seat)} {totals[1]}. "
                 "A team at 500 or more wins, a team at minus 500 or less loses (F11).")
    if winner is not None:
        lines.append(f"{'Your team wins' if winner == mine else team_word(winner, seat) + ' win'} the game (F11): "
                     "“Next round” starts a new game.")
    short = {mine: "your team", 1 - mine: team_word(1 - mine, seat)}
    headline = (f"{upper_first(short[bidders])} {'made' if made else 'failed'} {name}: "
                f"{short[bidders]} {signed(points[bidders])}, {short[others]} {signed(points[others])} (F10).")
    return ScoreReport(str(contract), declarer, bidders, tricks, made, points, headline, tuple(lines),
                       totals, winner)


_COMPASS = re.compile(r"\b(" + "|".join(SEAT_NAMES) + r")\b")


def table_score_lines(rnd: fh.Round, totals: tuple[int, int], seat: int, names: Sequence[str]) -> list[str]:
    """The score's sentences at a table of people (:mod:`tutor.tables`): the game's total is the table's
    (``totals`` per team, this round's points in them), and a seat is said by its player's name, not by
    the play page's compass point.

    >>> m = fh.Match(dealer=0)
    >>> r = m.play_round(seed=2)
    >>> table_score_lines(r, (520, 10), 0, ["Ada", "Bo", "Cem", "Dora"])[-1]
    'Your team wins the game (F11): “Next round” starts a new game.'
    >>> table_score_lines(r, m.totals, 0, ["Ada", "Bo", "Cem", "Dora"])[-1][:54]
    'Game total: your team (you and Cem) 240, Bo and Dora 0'
    """
    lines = score_report(rnd, fh.Match(dealer=rnd.dealer, totals=totals), seat).lines
    return [_COMPASS.sub(lambda found: names[SEAT_NAMES.index(found.group(1))], line) for line in lines]

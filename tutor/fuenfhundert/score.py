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
from hydra.core.i18n import _, ngettext

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
    bidder = upper_first(seat_word(declarer, seat))
    won = (_("You won the bidding with {bid} for {team} (F3, F4).") if declarer == seat else
           _("{who} won the bidding with {bid} for {team} (F3, F4)."))
    lines = [won.format(who=bidder, bid=call_words(str(contract)), team=team_word(bidders, seat))]
    verdict = _("made") if made else _("failed")
    if contract.is_misere:
        took = (ngettext("You took {count} trick: {verdict}.", "You took {count} tricks: {verdict}.", tricks)
                if declarer == seat else
                ngettext("{who} took {count} trick: {verdict}.", "{who} took {count} tricks: {verdict}.", tricks))
        lines.append(_("In a Misère the bidder must lose every trick, alone against two, and all ten tricks are "
                       "played (F8).") + " " + took.format(who=bidder, count=tricks, verdict=verdict))
    else:
        lines.append(_("{team} needed {need} of the ten tricks and took {count}: {verdict} (F10).").format(
            team=upper_first(team_word(bidders, seat)), need=contract.tricks, count=tricks, verdict=verdict))
    if made:
        lines.append(_("A bid made scores its value in the rules text's table, {value}, and the other team "
                       "scores nothing (F10: „das andere Team geht leer aus“: the other team goes away empty).")
                     .format(value=value))
        if not contract.is_misere and tricks > contract.tricks:
            other = fh.score(contract, tricks, reading="tricks taken")[0]
            lines.append(_("The value is the bid's, not that of the {count} tricks taken; the other reading of "
                           "the rules text's table would give {other} (F10, the reading “tricks taken”).").format(
                count=tricks, other=other))
    else:
        lines.append(_("A bid that fails costs its value, {value}, and the other team scores 10 for each "
                       "trick it won: {count} × 10 = {points} (F10).").format(
            value=value, count=10 - tricks, points=10 * (10 - tricks)))
    lines.append(_("This round: {team} {points}, {other} {other_points}.").format(
        team=team_word(0, seat), points=signed(points[0]), other=team_word(1, seat), other_points=signed(points[1])))
    totals = match.totals
    winner = match.winner
    lines.append(_("Game total: {team} {points}, {other} {other_points}. A team at 500 or more wins, a team at "
                   "minus 500 or less loses (F11).").format(team=team_word(0, seat), points=totals[0],
                                                            other=team_word(1, seat), other_points=totals[1]))
    if winner is not None:
        lines.append(_("Your team wins the game (F11): “Next round” starts a new game.") if winner == mine else
                     _("{team} win the game (F11): “Next round” starts a new game.").format(
                         team=team_word(winner, seat)))
    short = {mine: _("your team"), 1 - mine: team_word(1 - mine, seat)}
    said = (_("{team} made {bid}: {team} {points}, {other} {other_points} (F10).") if made else
            _("{team} failed {bid}: {team} {points}, {other} {other_points} (F10)."))
    headline = upper_first(said.format(team=short[bidders], bid=name, points=signed(points[bidders]),
                                       other=short[others], other_points=signed(points[others])))
    return ScoreReport(str(contract), declarer, bidders, tricks, made, points, headline, tuple(lines),
                       totals, winner)




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
    said = [_(name) for name in SEAT_NAMES]                 # the compass points in the page's language
    compass = re.compile(r"\b(" + "|".join(said) + r")\b")
    return [compass.sub(lambda found: names[said.index(found.group(1))], line) for line in lines]

"""Each line of a Doppelkopf score sheet explained from the round's own facts (D30-D37).

The engine gives every line with the facts it was given for (:class:`hydra.doppelkopf.scoring.LineFact`:
which announcement, which limit, which trick); this module says them in words with the round's numbers
(the eyes and tricks of each party, the cards of a trick, who announced what). It decides no rule.

>>> from hydra.doppelkopf.players import play_round
>>> rnd = play_round(163, rules="turnier", dealer=3)             # the example players at every seat
>>> rnd.result.eyes, rnd.result.winner
((120, 120), 1)
>>> print(line_meaning(rnd, rnd.result.lines[0], 0))     # doctest: +NORMALIZE_WHITESPACE
Re took 120 eyes and Kontra 120: with no limit announced Re needs 121 eyes to win, so Kontra wins
(the Turnier's point for winning, Keine 120).
"""

from __future__ import annotations

from hydra.doppelkopf import Round
from hydra.doppelkopf.announcements import LEVEL, LIMITS
from hydra.doppelkopf.scoring import LineFact, ScoreLine
from hydra.core.i18n import _

from .words import short_name

__all__ = ["line_meaning", "PARTY"]

PARTY = ("Re", "Kontra")


def _who(seat: int, me: int) -> str:
    return _("you") if seat == me else _("seat {n}").format(n=seat)


def _took(rnd: Round, party: int) -> str:
    """'Kontra took 63 eyes in 3 tricks' (the engine's count of the finished round)."""
    eyes, tricks = rnd.result.eyes[party], rnd.result.tricks[party]
    if tricks == 0:
        return _("{party} took no trick").format(party=PARTY[party])
    text = _("{party} took {eyes} eyes in 1 trick") if tricks == 1 else _("{party} took {eyes} eyes in {n} tricks")
    return text.format(party=PARTY[party], eyes=eyes, n=tricks)


def _limit(level: int) -> str:
    return LIMITS[level - 1].capitalize()


def _stays_under(rnd: Round, party: int, level: int) -> str:
    """Whether ``party`` stayed under limit ``level``, in words with its eyes or tricks."""
    if level == 4:
        return _took(rnd, party)
    return _("{took}, {under} {need}").format(
        took=_took(rnd, party), need=(90, 60, 30)[level - 1],
        under=_("fewer than") if rnd.result.eyes[party] < (90, 60, 30)[level - 1] else _("not fewer than"))


def _announced(rnd: Round, party: int, level: int) -> str:
    """'Re announced Keine 60' or, where the step was not said itself, 'Re announced Schwarz, which
    includes Keine 60' (a higher announcement includes the lower ones, D22)."""
    seats = rnd.parties[party] if rnd.parties else ()
    said = [LEVEL[c.call] for c in rnd.calls.calls if c.seat in seats and c.call in LEVEL]
    if level in said:
        return _("{party} announced {limit}").format(party=PARTY[party], limit=_limit(level))
    top = max(said, default=level)
    return _("{party} announced {top}, which includes {limit}").format(party=PARTY[party], top=_limit(top),
                                                                        limit=_limit(level))


def _won(rnd: Round, line: ScoreLine, fact: LineFact) -> str:
    win, other = line.party, 1 - line.party
    rules = rnd.rules
    if fact.how == "eyes":
        eyes = rnd.result.eyes
        head = _("Re took {re} eyes and Kontra {kontra}").format(re=eyes[0], kontra=eyes[1])
        if fact.need == 120:
            why = _("Re needs only 120 eyes here, because only Kontra said Doppelt (D34)")
        else:
            why = _("with no limit announced Re needs 121 eyes to win")
        text = _("{head}: {why}, so {winner} wins").format(head=head, why=why, winner=PARTY[win])
    elif fact.how == "limit":
        text = _("{announced}, and {under}: {winner} wins").format(
            announced=_announced(rnd, win, fact.level), under=_stays_under(rnd, other, fact.level), winner=PARTY[win])
    else:
        text = _("{announced} and missed it: {under}. A party that misses its announcement loses, so {winner} "
                 "wins ({rule})").format(rule="D30" if rules == "turnier" else "D34",
                                         announced=_announced(rnd, fact.party, fact.level),
                                under=_stays_under(rnd, win, fact.level), winner=PARTY[win])
    if rules == "turnier":
        text += _(" (the Turnier's point for winning, Keine 120)")
    return text + "."


def _below(rnd: Round, line: ScoreLine, fact: LineFact) -> str:
    loser, level = fact.party, fact.level
    step = _("schwarz (no trick)") if level == 4 else _("under {n} eyes").format(n=fact.need)
    if fact.how == "reached":
        return _("{under}: a point for {winner} for playing the other party {step}.").format(
            under=_stays_under(rnd, loser, level), winner=PARTY[line.party], step=step)
    missed = rnd.calls.level[loser]
    return _("{announced} and missed it ({winner_took}); a missed announcement counts as if it had been "
             "reached, with the points for the other party, so {step} counts for {winner} though {loser_took} "
             "(D30).").format(announced=_announced(rnd, loser, missed),
                              winner_took=_stays_under(rnd, line.party, missed), step=step,
                              winner=PARTY[line.party], loser_took=_took(rnd, loser))


def _trick(rnd: Round, number: int) -> tuple[list[str], list[int], int, int]:
    cards, seats, w = rnd.tricks[number - 1]
    return [short_name(c) for c in cards], list(seats), seats[w], sum(c.eyes for c in cards)


def line_meaning(rnd: Round, line: ScoreLine, me: int) -> str:
    """What ``line`` of the finished ``rnd``'s score sheet was given for, with the round's facts; ``me``:
    the learner's seat (said as "you")."""
    fact = line.fact
    kind = fact.kind
    taker = PARTY[line.party]
    if kind == "won":
        return _won(rnd, line, fact)
    if kind == "below":
        return _below(rnd, line, fact)
    if kind == "announced":
        return _("{announced}: every announced step scores a point for the winner, whoever announced it.").format(
            announced=_announced(rnd, fact.party, fact.level))
    if kind == "against":
        return _("{announced}; {took}, at least {need} eyes against it: a point (D35).").format(
            took=_took(rnd, line.party), need=fact.need, announced=_announced(rnd, fact.party, fact.level))
    if kind == "gegen-die-alten":
        return _("Kontra won against the Alten (the Re party): one more game point (D31).")
    if kind == "gegen-die-kreuz-damen":
        return _("Kontra won against Re, the party of the two Kreuz-Damen: a Sonderpunkt (D36).")
    if kind in ("karlchen-last", "fuchs-last", "karlchen-beaten"):
        names, seats, won_by, _eyes = _trick(rnd, 10)
        if kind == "karlchen-beaten":
            return _("{who} ({party}) played Karlchen (Kreuz-Bube) in the last trick and {taker_who} ({taker}) "
                     "took it: {taker} beat the other party's Karlchen.").format(
                who=_who(fact.seat, me).capitalize(), party=PARTY[fact.party], taker_who=_who(won_by, me),
                taker=taker)
        card = _("Karlchen (Kreuz-Bube)") if kind == "karlchen-last" else _("a Fuchs (Karo-As)")
        return _("{who} ({party}) won the last trick with {card}.").format(who=_who(won_by, me).capitalize(),
                                                                             party=taker, card=card)
    names, seats, won_by, eyes = _trick(rnd, fact.trick)
    if kind == "doppelkopf":
        return _("Trick {n} held {eyes} eyes, 40 or more ({cards}), and {who} ({party}) took it.").format(
            n=fact.trick, eyes=eyes, cards=", ".join(names), who=_who(won_by, me), party=taker)
    if kind == "fuchs-caught":
        return _("{who} ({party}) played a Fuchs (Karo-As) in trick {n} and {taker_who} ({taker}) took the "
                 "trick: a Fuchs of the other party caught.").format(
            who=_who(fact.seat, me).capitalize(), party=PARTY[fact.party], n=fact.trick,
            taker_who=_who(won_by, me), taker=taker)
    if kind == "herzstich":
        return _("Trick {n} held only Herz fail cards, no trump ({cards}), and {who} ({party}) took it.").format(
            n=fact.trick, cards=", ".join(names), who=_who(won_by, me), party=taker)
    return line.what

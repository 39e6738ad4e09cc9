"""What the learner's seat is told about a Doppelkopf round, as plain sentences: the game and its
parties as the table knows them, the announcement deadlines, and the score sheet explained line by line.

Each function reads a :class:`hydra.doppelkopf.Round` (the engine decides every rule); the session's
methods of the same names (:class:`~tutor.doppelkopf.DoppelkopfSession`) call them.

>>> from hydra.doppelkopf import Round
>>> rnd = Round.new(seed=26, rules="turnier", dealer=3)
>>> game_name(rnd, 0), deadline_rule(rnd)
('not decided yet', 'D13')
"""

from __future__ import annotations

from hydra.doppelkopf import TITLES, Round
from hydra.core.i18n import N_, _, ngettext

from ..table.seat_names import seat_name
from .words import (CALL_MEANING, DEADLINE_CALLS, SCHWEINE_MINE, SCORE_RULE, SD, SILENT_SOLO_MINE, WORDS,
                    ScoreItem, short_name)
from .score_text import line_meaning

#: The Turnier's announcement of the Kontra party, named once as its text spells it (turnier 3.1, D13).
CONTRA_NOTE = N_("Contra (the Kontra party's announcement; the Turnier text spells it Contra)")

__all__ = ["CONTRA_NOTE", "game_name", "game_lines", "deadline_rule", "deadline_lines", "score_items", "score_lines",
           "bid_line"]


def who(seat: int | None, me: int) -> str:
    return seat_name(seat, me)


def game_name(rnd: Round, seat: int) -> str:
    """The game as the table knows it: 'not decided yet' before play, a silent solo as a Normalspiel."""
    contract = rnd.view(seat).contract
    if contract == "solo":
        return TITLES.get(str(rnd.solo_game), "Solo")
    return {"normal": "Normalspiel", "hochzeit": "Hochzeit", "armut": "Trumpfabgabe (Armut)"}.get(
        str(contract), _("not decided yet"))


def game_lines(rnd: Round, seat: int) -> list[str]:
    """What the table knows of the game and the parties now (never another seat's hand)."""
    view = rnd.view(seat)
    soloist = who(rnd.contract_seat, seat).capitalize()
    me = rnd.contract_seat == seat
    lines = []
    if rnd.phase == "reizen" and rnd.bidding is not None:
        holder = rnd.bidding.holder
        lines.append(_("You announced a solo; the others may bid against it (reizen, D40).") if holder == seat else
                     _("{who} announced a solo; the others may bid against it (reizen, D40).").format(
                         who=who(holder, seat).capitalize()))
    if rnd.armut and rnd.phase in ("armut-add", "armut-offer", "armut-return"):
        poor = rnd.armut.get("seat")
        if poor == seat:
            lines.append(_("You offer a Trumpfabgabe (Armut): your trumps are laid down for a partner to take (D11)."))
        else:
            lines.append(_("{who} offers a Trumpfabgabe (Armut): its trumps are laid down for a partner to take "
                           "(D11).").format(who=who(poor if isinstance(poor, int) else None, seat).capitalize()))
        given = rnd.armut.get("given")
        if rnd.phase == "armut-return" and rnd.armut.get("accepted_by") == seat and isinstance(given, list):
            names = ", ".join(short_name(c) for c in given)
            which = (_("any cards you like (D41)") if rnd.rules == "turnier" else
                     _("fail cards first, as long as you hold any (D42)"))
            lines.append(_("You picked up {cards}; give back {count} cards, {which}.").format(
                cards=names, count=len(given), which=which))
    contract = view.contract
    if rnd.contract == "silent-solo" and rnd.contract_seat == seat:
        lines.append(_(SILENT_SOLO_MINE))
    elif contract == "normal":
        lines.append(_("Normalspiel: the two holders of the Kreuz-Damen are Re, the other two Kontra (D8)."))
    elif contract == "solo":
        said = (_("You play a {solo} alone against the three others; a soloist's points count three times (D10).")
                if me else _("{who} plays a {solo} alone against the three others; a soloist's points count three "
                             "times (D10)."))
        lines.append(said.format(who=soloist, solo=TITLES.get(str(rnd.solo_game), "")))
    elif contract == "hochzeit":
        rule = {"fehl": _("a fail trick (Fehl)"), "trumpf": _("a trump trick")}.get(str(rnd.hochzeit_rule),
                                                                                   _("a trick"))
        said = (_("You play a Hochzeit: the partner is the first other player to win {trick} within the first "
                  "three tricks (D9).") if me else
                _("{who} plays a Hochzeit: the partner is the first other player to win {trick} within the first "
                  "three tricks (D9)."))
        lines.append(said.format(who=soloist, trick=rule))
    elif contract == "armut":
        lines += armut_lines(rnd, seat)
    if rnd.schweine_seat == seat and list(view.hand).count(SD) == 2:     # the engine names the holder (D6)
        lines.append(_(SCHWEINE_MINE))
    if view.own_party is not None:
        lines.append(_("You are {party}.").format(party=view.own_party))
    return lines


def armut_lines(rnd: Round, seat: int) -> list[str]:
    """Who is Re after a Trumpfabgabe and what the table was told of the cards given back: the Turnier's
    taker says how many trumps (D41), the Hausrunde's only whether (D51); the poor player sees them."""
    back, taker, poor = (rnd.armut.get(k) for k in ("returned_trumps", "accepted_by", "seat"))
    if rnd.rules == "turnier":
        count = back if isinstance(back, int) else 0
        told = ngettext("{count} trump came back with the returned cards (D11, D41)",
                        "{count} trumps came back with the returned cards (D11, D41)", count).format(count=count)
    else:
        told = (_("no trump came back with the returned cards; the Hausrunde tells only whether, not how many "
                  "(D11, D51)") if not back else
                _("a trump or more came back with the returned cards; the Hausrunde tells only whether, not how "
                  "many (D11, D51)"))
    lines = [_("{poor} and {taker} are Re after the Trumpfabgabe; {told}.").format(
        poor=who(poor if isinstance(poor, int) else None, seat).capitalize(),
        taker=who(taker if isinstance(taker, int) else None, seat), told=told)]
    returned = rnd.armut.get("returned")
    if poor == seat and isinstance(returned, list) and returned:
        lines.append(_("You got back {cards}.").format(cards=", ".join(short_name(c) for c in returned)))
    return lines


def bid_line(rnd: Round, seat: int) -> str:
    """The reizen's bid, said as play begins after a Trumpfabgabe (D40): what it became, and that it doubles."""
    assert rnd.bidding is not None
    holder = rnd.bidding.holder
    bid = ", ".join(_(WORDS[c.call]) for c in rnd.calls.calls if c.bid)
    if holder == seat:
        said = _("Play begins, so your bid from the reizen is announced: you say {bid}. The bid's Doppelt is this "
                 "party's one Doppelt and doubles the game (D40, D24, D35).")
    else:
        said = _("Play begins, so {who}'s bid from the reizen is announced: {who} says {bid}. The bid's Doppelt is "
                 "this party's one Doppelt and doubles the game (D40, D24, D35).")
    return said.format(who=who(holder, seat), bid=bid)


def deadline_rule(rnd: Round) -> str:
    """The rule that sets the announcement deadlines of this round: D13, in a Hochzeit D26 or D27."""
    return "D13" if rnd.contract != "hochzeit" else ("D26" if rnd.rules == "turnier" else "D27")


def deadline_lines(rnd: Round) -> list[str]:
    """Each announcement of the rule set and until when it may be said (D13; in a Hochzeit D26, D27)."""
    rule = deadline_rule(rnd)
    out = [ngettext("{count} card played so far.", "{count} cards played so far.", rnd.cards_played).format(
        count=rnd.cards_played)]
    if rnd.contract == "hochzeit" and rnd.calls.clarified == 0:
        out.append(_("In a Hochzeit nobody announces until the partner is found ({rule}).").format(rule=rule))
        return out
    for call in CALL_MEANING:
        if call == "doppelt" and rule == "D27":        # each player's own card of the next trick
            out.append(_("{call}: until each player's own card of trick {number}, the trick after the Klärungsstich "
                         "({rule}).").format(call=_(WORDS[call]), number=rnd.calls.clarified + 1, rule=rule))
        elif call in DEADLINE_CALLS[rnd.rules]:
            d = rnd.calls.deadline(call)
            said = _(CONTRA_NOTE) if call == "kontra" else _(WORDS[call])
            out.append(_("{call}: while at most {count} cards have been played, before card {card} of trick "
                         "{number} ({rule}).").format(call=said, count=d, card=d % 4 + 1, number=d // 4 + 1,
                                                      rule=rule))
    return out


def score_items(rnd: Round, seat: int = 0) -> list[ScoreItem]:
    """The engine's score sheet of the finished round, every line explained from the round's facts for the
    learner at ``seat`` (empty before the end)."""
    if rnd.ending != "played":
        return []
    return [ScoreItem("Re" if ln.party == 0 else "Kontra", ln.what, line_meaning(rnd, ln, seat), ln.points,
                      ln.rule, ln.doubled) for ln in rnd.result.lines]


def score_lines(rnd: Round, seat: int) -> list[str]:
    """How the lines make the points: the doubling, the Sonderpunkte, the soloist's three times."""
    if rnd.ending != "played":
        return []
    result = rnd.result
    eyes, tricks = result.eyes, result.tricks
    out = [_("Re took {re} eyes in {re_tricks} tricks, Kontra {kontra} in {kontra_tricks} ({rules}).").format(
               re=eyes[0], re_tricks=tricks[0], kontra=eyes[1], kontra_tricks=tricks[1], rules=SCORE_RULE[rnd.rules]),
           _("The winner: {winner}.").format(
               winner={0: "Re", 1: "Kontra"}.get(result.winner, _("nobody")) if result.winner is not None
               else _("nobody: both parties missed their announcements (D37)"))]
    game = sum(ln.points if ln.party == 0 else -ln.points for ln in result.lines if ln.doubled)
    extra = sum(ln.points if ln.party == 0 else -ln.points for ln in result.lines if not ln.doubled)
    why = _("Re and Contra each double, D32") if rnd.rules == "turnier" else _("each Doppelt doubles, D35")
    out.append(ngettext("Game points for Re: {game}, doubled {count} time ({why}): {doubled}; Sonderpunkte, never "
                        "doubled: {extra} ({rule}). Each Re player: {re}, each Kontra player: {kontra}.",
                        "Game points for Re: {game}, doubled {count} times ({why}): {doubled}; Sonderpunkte, never "
                        "doubled: {extra} ({rule}). Each Re player: {re}, each Kontra player: {kontra}.",
                        result.doublings).format(
        game=game, count=result.doublings, why=why, doubled=game * 2 ** result.doublings, extra=f"{extra:+d}",
        rule="D33" if rnd.rules == "turnier" else "D36", re=f"{result.value:+d}", kontra=f"{-result.value:+d}"))
    if rnd.is_solo:
        out.append(_("One plays against three, so the lone Re player scores three times as much (D10)."))
    out.append(_("Points this round: {points}.").format(
        points=", ".join(f"{who(s, seat)} {p:+d}" for s, p in enumerate(rnd.points))))
    return out

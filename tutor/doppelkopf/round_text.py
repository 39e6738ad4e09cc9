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

from ..table.seat_names import seat_name
from .words import (CALL_MEANING, DEADLINE_CALLS, SCHWEINE_MINE, SCORE_RULE, SD, SILENT_SOLO_MINE, WORDS,
                    ScoreItem, short_name)
from .score_text import line_meaning

#: The Turnier's announcement of the Kontra party, named once as its text spells it (turnier 3.1, D13).
CONTRA_NOTE = "Contra (the Kontra party's announcement; the Turnier text spells it Contra)"

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
        str(contract), "not decided yet")


def game_lines(rnd: Round, seat: int) -> list[str]:
    """What the table knows of the game and the parties now (never another seat's hand)."""
    view = rnd.view(seat)
    soloist = who(rnd.contract_seat, seat).capitalize()
    s = "s" if rnd.contract_seat != seat else ""
    lines = []
    if rnd.phase == "reizen" and rnd.bidding is not None:
        lines.append(f"{who(rnd.bidding.holder, seat).capitalize()} announced a solo; the others may bid against "
                     "it (reizen, D40).")
    if rnd.armut and rnd.phase in ("armut-add", "armut-offer", "armut-return"):
        poor = rnd.armut.get("seat")
        mine = poor == seat
        lines.append(f"{who(poor if isinstance(poor, int) else None, seat).capitalize()} "
                     f"offer{'' if mine else 's'} a Trumpfabgabe (Armut): {'your' if mine else 'its'} trumps are "
                     "laid down for a partner to take (D11).")
        given = rnd.armut.get("given")
        if rnd.phase == "armut-return" and rnd.armut.get("accepted_by") == seat and isinstance(given, list):
            names = ", ".join(short_name(c) for c in given)
            which = ("any cards you like (D41)" if rnd.rules == "turnier" else
                     "fail cards first, as long as you hold any (D42)")
            lines.append(f"You picked up {names}; give back {len(given)} cards, {which}.")
    contract = view.contract
    if rnd.contract == "silent-solo" and rnd.contract_seat == seat:
        lines.append(SILENT_SOLO_MINE)
    elif contract == "normal":
        lines.append("Normalspiel: the two holders of the Kreuz-Damen are Re, the other two Kontra (D8).")
    elif contract == "solo":
        lines.append(f"{soloist} play{s} a {TITLES.get(str(rnd.solo_game), '')} alone against the three "
                     "others; a soloist's points count three times (D10).")
    elif contract == "hochzeit":
        rule = {"fehl": "a fail trick (Fehl)", "trumpf": "a trump trick"}.get(str(rnd.hochzeit_rule), "a trick")
        lines.append(f"{soloist} play{s} a Hochzeit: the partner is the first other player to win {rule} "
                     "within the first three tricks (D9).")
    elif contract == "armut":
        lines += armut_lines(rnd, seat)
    if rnd.schweine_seat == seat and list(view.hand).count(SD) == 2:     # the engine names the holder (D6)
        lines.append(SCHWEINE_MINE)
    if view.own_party is not None:
        lines.append(f"You are {view.own_party}.")
    return lines


def armut_lines(rnd: Round, seat: int) -> list[str]:
    """Who is Re after a Trumpfabgabe and what the table was told of the cards given back: the Turnier's
    taker says how many trumps (D41), the Hausrunde's only whether (D51); the poor player sees them."""
    back, taker, poor = (rnd.armut.get(k) for k in ("returned_trumps", "accepted_by", "seat"))
    if rnd.rules == "turnier":
        told = f"{back} trump{'s' if back != 1 else ''} came back with the returned cards (D11, D41)"
    else:
        told = (f"{'no trump' if not back else 'a trump or more'} came back with the returned cards; the "
                "Hausrunde tells only whether, not how many (D11, D51)")
    lines = [f"{who(poor if isinstance(poor, int) else None, seat).capitalize()} and "
             f"{who(taker if isinstance(taker, int) else None, seat)} are Re after the Trumpfabgabe; {told}."]
    returned = rnd.armut.get("returned")
    if poor == seat and isinstance(returned, list) and returned:
        lines.append(f"You got back {', '.join(short_name(c) for c in returned)}.")
    return lines


def bid_line(rnd: Round, seat: int) -> str:
    """The reizen's bid, said as play begins after a Trumpfabgabe (D40): what it became, and that it doubles."""
    assert rnd.bidding is not None
    holder = rnd.bidding.holder
    bid = ", ".join(WORDS[c.call] for c in rnd.calls.calls if c.bid)
    whose, says = ("your", "you say") if holder == seat else (f"seat {holder}'s", f"seat {holder} says")
    return (f"Play begins, so {whose} bid from the reizen is announced: {says} {bid}. The bid's Doppelt is this "
            "party's one Doppelt and doubles the game (D40, D24, D35).")


def deadline_rule(rnd: Round) -> str:
    """The rule that sets the announcement deadlines of this round: D13, in a Hochzeit D26 or D27."""
    return "D13" if rnd.contract != "hochzeit" else ("D26" if rnd.rules == "turnier" else "D27")


def deadline_lines(rnd: Round) -> list[str]:
    """Each announcement of the rule set and until when it may be said (D13; in a Hochzeit D26, D27)."""
    rule = deadline_rule(rnd)
    out = [f"{rnd.cards_played} card{'s' if rnd.cards_played != 1 else ''} played so far."]
    if rnd.contract == "hochzeit" and rnd.calls.clarified == 0:
        out.append(f"In a Hochzeit nobody announces until the partner is found ({rule}).")
        return out
    for call in CALL_MEANING:
        if call == "doppelt" and rule == "D27":        # each player's own card of the next trick
            out.append(f"{WORDS[call]}: until each player's own card of trick {rnd.calls.clarified + 1}, the "
                       f"trick after the Klärungsstich ({rule}).")
        elif call in DEADLINE_CALLS[rnd.rules]:
            d = rnd.calls.deadline(call)
            said = CONTRA_NOTE if call == "kontra" else WORDS[call]
            out.append(f"{said}: while at most {d} cards have been played, before card {d % 4 + 1} of "
                       f"trick {d // 4 + 1} ({rule}).")
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
    out = [f"Re took {eyes[0]} eyes in {tricks[0]} tricks, Kontra {eyes[1]} in {tricks[1]} "
           f"({SCORE_RULE[rnd.rules]}).",
           "The winner: " + ({0: "Re", 1: "Kontra"}.get(result.winner, "nobody") if result.winner is not None
                             else "nobody: both parties missed their announcements (D37)") + "."]
    game = sum(ln.points if ln.party == 0 else -ln.points for ln in result.lines if ln.doubled)
    extra = sum(ln.points if ln.party == 0 else -ln.points for ln in result.lines if not ln.doubled)
    why = "Re and Contra each double, D32" if rnd.rules == "turnier" else "each Doppelt doubles, D35"
    out.append(f"Game points for Re: {game}, doubled {result.doublings} time{'s' if result.doublings != 1 else ''} "
               f"({why}): {game * 2 ** result.doublings}; Sonderpunkte, never doubled: {extra:+d} "
               f"({'D33' if rnd.rules == 'turnier' else 'D36'}). Each Re player: {result.value:+d}, each Kontra "
               f"player: {-result.value:+d}.")
    if rnd.is_solo:
        out.append("One plays against three, so the lone Re player scores three times as much (D10).")
    out.append("Points this round: " + ", ".join(f"{who(s, seat)} {p:+d}" for s, p in enumerate(rnd.points)) + ".")
    return out

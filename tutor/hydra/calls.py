"""The words of Hydra's table for what a seat does: a button's label for an action, what a call before
play says at the table as a seat saw it (R6, R7, R9: the Antrag's pair and the cards given back stay face
down), and a line said of the learner in the second person. Only words: :mod:`hydra` decides every rule;
the play page (:mod:`tutor.hydra`) uses them. :func:`parties_words` says what a seat knows of the
parties, in every phase, from what the engine's view gives it (:class:`hydra.SeatView`: its hand, the
table's :class:`hydra.knowledge.Announced` and its party knowledge, R16).
"""

from __future__ import annotations

from collections.abc import Iterable

import hydra

from ..table.seat_names import seats_in_text

__all__ = ["action_label", "seen_text", "to_you", "parties_words"]


def action_label(action: hydra.Action) -> str:
    """A learner's words for an action (a button's label).

    >>> action_label("solo:color-solo:G"), action_label("antrag:EO"), action_label("valeo")
    ('Solo: Grün-Solo (a colour solo)', 'Antrag with the two EO', 'Valeo (a healthy game)')
    """
    if isinstance(action, hydra.Card):
        return f"Play {action}"
    word, _, arg = action.partition(":")
    if word == "solo":
        return f"Solo: {hydra.get_game(arg).name}"
    if word == "antrag":
        return f"Antrag with the two {arg}" if arg else "Antrag"
    if word in ("open", "return"):
        return f"{'Lay' if word == 'open' else 'Give back'} {arg}"
    return {"valeo": "Valeo (a healthy game)", "morbus": "Morbus (I have a reservation)",
            "throw-in": "Throw in", "keep": "Keep my hand", "accept": "Accept the Antrag",
            "decline": "Decline"}.get(word, action)


def seen_text(text: str) -> str:
    """What an action before play says at the table, from what a seat saw of it (R9: the Antrag's
    pair and the cards given back stay face down).

    >>> seen_text("antrag"), seen_text("open:GK")
    ('proposes an Antrag (two equal key Obers face down, R9)', 'lays GK face up beside them (R9)')
    """
    word, _, arg = text.partition(":")
    if word == "solo":
        return f"declares a solo: {hydra.get_game(arg).name} (R7)"
    if word == "antrag":
        return (f"proposes an Antrag with the two {arg} (R9)" if arg
                else "proposes an Antrag (two equal key Obers face down, R9)")
    if word == "open":
        return f"lays {arg} face up beside them (R9)"
    if word == "return":
        return f"gives back {arg} (R9)"
    return {"valeo": "says valeo (healthy)", "morbus": "says morbus (a reservation, R7)",
            "keep": "keeps the hand", "throw-in": "throws in (R6)",
            "accept": "accepts the Antrag (R9)", "decline": "declines the Antrag"}.get(text, text)


_YOU = {"plays": "play", "says": "say", "declares": "declare", "proposes": "propose", "lays": "lay",
        "gives": "give", "accepts": "accept", "declines": "decline", "keeps": "keep", "throws": "throw"}


def to_you(text: str) -> str:
    """A table line said of the learner: 'plays GD' -> 'play GD' (after 'You').

    >>> to_you("plays GD; trick 3 goes to you (25 eyes)"), to_you("keeps the hand")
    ('play GD; trick 3 goes to you (25 eyes)', 'keep the hand')
    """
    verb, space, rest = text.partition(" ")
    return _YOU.get(verb, verb) + space + rest.replace("keep the hand", "keep your hand")


def _seat(seat: int, you: int) -> str:
    return "you" if seat == you else f"seat {seat}"


def _seats(seats: Iterable[int], you: int) -> str:
    """'seat 1', 'seats 1 and 2', 'you, seat 1 and seat 4' (the learner first)."""
    seats = sorted(seats, key=lambda s: (s != you, s))
    if not seats:
        return "nobody"
    if you not in seats:
        numbers = [str(s) for s in seats]
        last = numbers.pop()
        return ("seat " if not numbers else "seats " + ", ".join(numbers) + " and ") + last
    words = [_seat(s, you) for s in seats]
    last = words.pop()
    return ", ".join(words) + " and " + last if words else last


def _key_cards(view: hydra.SeatView) -> str:
    keys = [str(c) for c in view.hand if str(c) in ("EO", "GO")]
    if keys:
        return (f"You hold {', '.join(keys)}; in a healthy game who plays with whom follows from who holds "
                "the key cards EO and GO (R10).")
    return "You hold no key Ober (EO, GO): in a healthy game you play against their holders (R10)."


def _against(parties: tuple[tuple[int, ...], ...], you: int) -> str:
    """'you play with seat 3 against seats 1, 2 and 4', from the learner's side of two parties."""
    mine = next((p for p in parties if you in p), ())
    theirs = tuple(s for p in parties if you not in p for s in p)
    mates = tuple(s for s in mine if s != you)
    with_ = f"with {_seats(mates, you)} " if mates else "alone "
    return f"you play {with_}against {_seats(theirs, you)}"


def parties_words(view: hydra.SeatView) -> str:
    """What ``view``'s seat knows of the parties now, in a sentence or three (R16: never more), the
    players by name (issue 34: never a seat counted from 0).

    >>> r = hydra.Round.new(seed=2)
    >>> for word in ("morbus", "valeo", "valeo", "valeo", "valeo"):
    ...     r.call(word)
    >>> r.declare("solo", "normal-solo")
    >>> parties_words(r.view(0))
    'Ben plays the normal solo: you play with Cem, Dora and Emil against Ben (R7, R16).'
    """
    return seats_in_text(_parties_words(view), view.seat)


def _parties_words(view: hydra.SeatView) -> str:
    you, table, knowledge = view.seat, view.table, view.knowledge
    stage = table.stage
    if stage == "throw-in":
        return ("Nobody knows the parties yet: first the hands that may be thrown in are asked (R6, R13), then "
                "everyone says valeo or morbus (R7). " + _key_cards(view))
    if stage == "thrown-in":
        return "The hand was thrown in, so there are no parties this round and nobody scores (R6)."
    if stage == "solo" and table.soloist is not None and table.parties is not None:
        game = f"the {hydra.get_game(table.solo_game).name}" if table.solo_game else "a solo"
        if table.soloist == you:
            return f"You play {game}: you alone against the other four (R7, R16)."
        return (f"Seat {table.soloist} plays {game}: "
                f"{_against(table.parties.parties, you)} (R7, R16).")
    if stage == "antrag-accepted" and table.proposer is not None and table.accepted_by is not None \
            and table.parties is not None:
        proposer, acceptor = table.proposer, table.accepted_by
        if acceptor == you:
            said = f"You accepted seat {proposer}'s Antrag"
        elif proposer == you:
            said = f"Seat {acceptor} accepted your Antrag"
        else:
            said = f"Seat {acceptor} accepted seat {proposer}'s Antrag"
        return f"{said}, so the parties are known to all: {_against(table.parties.parties, you)} (R9, R16)."
    if stage == "antrag" and table.proposer is not None:
        proposer = table.proposer
        lines = [f"{_capital(_seat(proposer, you))} {'make' if proposer == you else 'makes'} an open Antrag: "
                 f"whoever accepts it plays with {_seat(proposer, you)} against the other three (R9)."]
        if table.declined:
            lines.append(f"Declined so far: {_seats(table.declined, you)}.")
        if table.to_ask:
            lines.append(f"Still to be asked, in this order: {_seats_in_order(table.to_ask, you)}.")
        holder = "you hold" if proposer == you else f"seat {proposer} holds"
        lines.append(f"If nobody accepts, a healthy game is played, and everyone knows {holder} both Obers of "
                     "one colour (R9, R16).")
        return " ".join(lines)
    if stage == "antrag-declined" and table.proposer is not None:
        who = "your" if table.proposer == you else f"seat {table.proposer}'s"
        holder = "you hold" if table.proposer == you else f"seat {table.proposer} holds"
        said = (f"Nobody accepted {who} Antrag, so this is a healthy game, and everyone knows {holder} both "
                "Obers of one colour (R9, R16).")
        return said + " " + (knowledge.describe() if knowledge is not None else _key_cards(view))
    if stage == "reservations":
        named = [f"{_seat(s, you)} named a solo ({hydra.get_game(g).name})" for s, g in table.solos]
        named += [f"{_seat(s, you)} named an Antrag" for s in table.antrags]
        said = (_capital("; ".join(named)) + ". ") if named else ""
        waiting = f"Still to name a reservation: {_seats(table.to_name, you)}. " if table.to_name else ""
        return (f"{_capital(_seats(table.morbus, you))} said morbus, so a reservation may be played instead of a "
                f"healthy game. {said}{waiting}A solo beats an Antrag, and of two of a kind the one nearer the "
                "dealer's left is played (R7).")
    if knowledge is not None:                           # a healthy game under way (R10, R16)
        return knowledge.describe()
    if table.morbus:
        return (f"{_capital(_seats(table.morbus, you))} said morbus (a reservation): a solo or an Antrag may be "
                "played instead of a healthy game (R7). " + _key_cards(view))
    return "The parties are formed when the calls are over (R7, R10). " + _key_cards(view)


def _seats_in_order(seats: tuple[int, ...], you: int) -> str:
    words = [_seat(s, you) for s in seats]
    last = words.pop()
    return ", ".join(words) + " and " + last if words else last


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]



"""The words of Hydra's table for what a seat does: a button's label for an action, what a call before
play says at the table as a seat saw it (R6, R7, R9: the Antrag's pair and the cards given back stay face
down), and a line said of the learner in the second person. Only words: :mod:`hydra` decides every rule;
the play page (:mod:`tutor.hydra`) uses them. :func:`parties_words` says what a seat knows of the
parties, in every phase, from what the engine's view gives it (:class:`hydra.SeatView`: its hand, the
table's :class:`hydra.hydra.knowledge.Announced` and its party knowledge, R16).
"""

from __future__ import annotations

from collections.abc import Iterable

import hydra
from hydra.core.i18n import N_, _

from ..table.seat_names import names_list, seat_name, seats_in_text

__all__ = ["action_label", "seen_text", "to_you", "parties_words"]


#: The buttons' words for the actions before play.
_LABELS = {"valeo": N_("Valeo (a healthy game)"), "morbus": N_("Morbus (I have a reservation)"),
           "throw-in": N_("Throw in"), "keep": N_("Keep my hand"), "accept": N_("Accept the Antrag"),
           "decline": N_("Decline")}


def action_label(action: hydra.Action) -> str:
    """A learner's words for an action (a button's label).

    >>> action_label("solo:color-solo:G"), action_label("antrag:EO"), action_label("valeo")
    ('Solo: Grün-Solo (a colour solo)', 'Antrag with the two EO', 'Valeo (a healthy game)')
    """
    if isinstance(action, hydra.Card):
        return _("Play {card}").format(card=action)
    word, _colon, arg = action.partition(":")
    if word == "solo":
        return _("Solo: {game}").format(game=hydra.get_game(arg).name)
    if word == "antrag":
        return _("Antrag with the two {cards}").format(cards=arg) if arg else "Antrag"
    if word in ("open", "return"):
        return (_("Lay {card}") if word == "open" else _("Give back {card}")).format(card=arg)
    return _(_LABELS[word]) if word in _LABELS else action


#: What a call before play says at the table, of another seat and of the learner ("You ..."), R6, R7, R9.
_SEEN = {"valeo": (N_("says valeo (healthy)"), N_("say valeo (healthy)")),
         "morbus": (N_("says morbus (a reservation, R7)"), N_("say morbus (a reservation, R7)")),
         "keep": (N_("keeps the hand"), N_("keep your hand")),
         "throw-in": (N_("throws in (R6)"), N_("throw in (R6)")),
         "accept": (N_("accepts the Antrag (R9)"), N_("accept the Antrag (R9)")),
         "decline": (N_("declines the Antrag"), N_("decline the Antrag"))}
#: A card given back as a seat that does not see it saw it (hydra.hydra.knowledge.seen_actions, R9).
FACE_DOWN = N_("gives back a card (face down)")
#: A seat's call in a word or three, for its chip on the table.
_SHORT = {"valeo": N_("valeo"), "morbus": N_("morbus"), "keep": N_("keeps the hand"), "throw-in": N_("throws in"),
          "accept": N_("accepts the Antrag"), "decline": N_("declines the Antrag")}


def seen_text(text: str, you: bool = False) -> str:
    """What an action before play says at the table, from what a seat saw of it (R9: the Antrag's
    pair and the cards given back stay face down); ``you``: said of the learner, after "You".

    >>> seen_text("antrag"), seen_text("open:GK")
    ('proposes an Antrag (two equal key Obers face down, R9)', 'lays GK face up beside them (R9)')
    >>> seen_text("keep", you=True), seen_text("solo:normal-solo", you=True)
    ('keep your hand', 'declare a solo: normal solo (R7)')
    """
    word, _colon, arg = text.partition(":")
    if word == "solo":
        said = _("declare a solo: {game} (R7)") if you else _("declares a solo: {game} (R7)")
        return said.format(game=hydra.get_game(arg).name)
    if word == "antrag":
        if arg:
            return (_("propose an Antrag with the two {cards} (R9)") if you
                    else _("proposes an Antrag with the two {cards} (R9)")).format(cards=arg)
        return (_("propose an Antrag (two equal key Obers face down, R9)") if you
                else _("proposes an Antrag (two equal key Obers face down, R9)"))
    if word == "open":
        return (_("lay {card} face up beside them (R9)") if you
                else _("lays {card} face up beside them (R9)")).format(card=arg)
    if word == "return":
        return (_("give back {card} (R9)") if you else _("gives back {card} (R9)")).format(card=arg)
    if text in _SEEN:
        return _(_SEEN[text][1 if you else 0])
    if text == FACE_DOWN:
        return _(FACE_DOWN)
    return text


def short_call(text: str) -> str | None:
    """A seat's call in a word or three, for its chip (None for the cards given back, which are no call).

    >>> short_call("valeo"), short_call("open:GK"), short_call("solo:normal-solo"), short_call("return:GK")
    ('valeo', 'Antrag, GK face up', 'declares a solo: normal solo', None)
    """
    word, _colon, arg = text.partition(":")
    if word == "return" or text == FACE_DOWN:
        return None
    if word == "open":
        return _("Antrag, {card} face up").format(card=arg)
    if word == "solo":
        name = hydra.get_game(arg).name
        return _("declares a solo: {game}").format(game=name.split(" (")[0])
    if word == "antrag":
        return (_("proposes an Antrag with the two {cards}").format(cards=arg) if arg
                else _("proposes an Antrag"))
    return _(_SHORT[text]) if text in _SHORT else text


_YOU = {"plays": "play", "says": "say", "declares": "declare", "proposes": "propose", "lays": "lay",
        "gives": "give", "accepts": "accept", "declines": "decline", "keeps": "keep", "throws": "throw"}


def to_you(text: str) -> str:
    """A table line said of the learner: 'plays GD' -> 'play GD' (after 'You'), in English.

    >>> to_you("plays GD; trick 3 goes to you (25 eyes)"), to_you("keeps the hand")
    ('play GD; trick 3 goes to you (25 eyes)', 'keep the hand')
    """
    verb, space, rest = text.partition(" ")
    return _YOU.get(verb, verb) + space + rest.replace("keep the hand", "keep your hand")


def _seat(seat: int, you: int) -> str:
    """'you' or the player's name (issue 34: never a seat counted from 0)."""
    return seat_name(seat, you)


def _seats(seats: Iterable[int], you: int) -> str:
    """'Ben', 'Ben and Cem', 'you, Ben and Emil' (the learner first)."""
    seats = sorted(seats, key=lambda s: (s != you, s))
    if not seats:
        return _("nobody")
    return names_list([_seat(s, you) for s in seats])


def _key_cards(view: hydra.SeatView) -> str:
    keys = [str(c) for c in view.hand if str(c) in ("EO", "GO")]
    if keys:
        return _("You hold {cards}; in a healthy game who plays with whom follows from who holds the key cards "
                 "EO and GO (R10).").format(cards=", ".join(keys))
    return _("You hold no key Ober (EO, GO): in a healthy game you play against their holders (R10).")


def _against(parties: tuple[tuple[int, ...], ...], you: int) -> str:
    """'you play with Dora against Ben, Cem and Emil', from the learner's side of two parties."""
    mine = next((p for p in parties if you in p), ())
    theirs = tuple(s for p in parties if you not in p for s in p)
    mates = tuple(s for s in mine if s != you)
    if mates:
        return _("you play with {mates} against {others}").format(mates=_seats(mates, you),
                                                                    others=_seats(theirs, you))
    return _("you play alone against {others}").format(others=_seats(theirs, you))


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
    known = knowledge.describe(lambda seats: _seats(seats, you)) if knowledge is not None else None
    if stage == "throw-in":
        return _("Nobody knows the parties yet: first the hands that may be thrown in are asked (R6, R13), then "
                 "everyone says valeo or morbus (R7).") + " " + _key_cards(view)
    if stage == "thrown-in":
        return _("The hand was thrown in, so there are no parties this round and nobody scores (R6).")
    if stage == "solo" and table.soloist is not None and table.parties is not None:
        game = hydra.get_game(table.solo_game).name if table.solo_game else None
        if table.soloist == you:
            said = _("You play the {game}") if game else _("You play a solo")
            return (said + _(": you alone against the other four (R7, R16).")).format(game=game)
        said = _("{who} plays the {game}") if game else _("{who} plays a solo")
        return (said.format(who=_capital(_seat(table.soloist, you)), game=game) + ": "
                + _against(table.parties.parties, you) + " (R7, R16).")
    if stage == "antrag-accepted" and table.proposer is not None and table.accepted_by is not None \
            and table.parties is not None:
        proposer, acceptor = table.proposer, table.accepted_by
        if acceptor == you:
            said = _("You accepted {who}'s Antrag").format(who=_seat(proposer, you))
        elif proposer == you:
            said = _("{who} accepted your Antrag").format(who=_seat(acceptor, you))
        else:
            said = _("{who} accepted {proposer}'s Antrag").format(who=_seat(acceptor, you),
                                                                  proposer=_seat(proposer, you))
        return _("{said}, so the parties are known to all: {against} (R9, R16).").format(
            said=said, against=_against(table.parties.parties, you))
    if stage == "antrag" and table.proposer is not None:
        proposer = table.proposer
        if proposer == you:
            lines = [_("You make an open Antrag: whoever accepts it plays with you against the other three (R9).")]
        else:
            lines = [_("{who} makes an open Antrag: whoever accepts it plays with {who} against the other three "
                       "(R9).").format(who=_seat(proposer, you))]
        if table.declined:
            lines.append(_("Declined so far: {seats}.").format(seats=_seats(table.declined, you)))
        if table.to_ask:
            lines.append(_("Still to be asked, in this order: {seats}.").format(
                seats=names_list([_seat(s, you) for s in table.to_ask])))
        lines.append(_("If nobody accepts, a healthy game is played, and everyone knows you hold both Obers of one "
                       "colour (R9, R16).") if proposer == you else
                     _("If nobody accepts, a healthy game is played, and everyone knows {who} holds both Obers of "
                       "one colour (R9, R16).").format(who=_seat(proposer, you)))
        return " ".join(lines)
    if stage == "antrag-declined" and table.proposer is not None:
        said = (_("Nobody accepted your Antrag, so this is a healthy game, and everyone knows you hold both Obers "
                  "of one colour (R9, R16).") if table.proposer == you else
                _("Nobody accepted {who}'s Antrag, so this is a healthy game, and everyone knows {who} holds both "
                  "Obers of one colour (R9, R16).").format(who=_seat(table.proposer, you)))
        return said + " " + (known if known is not None else _key_cards(view))
    if stage == "reservations":
        named = [_("{who} named a solo ({game})").format(who=_seat(s, you), game=hydra.get_game(g).name)
                 for s, g in table.solos]
        named += [_("{who} named an Antrag").format(who=_seat(s, you)) for s in table.antrags]
        said = (_capital("; ".join(named)) + ". ") if named else ""
        waiting = (_("Still to name a reservation: {seats}.").format(seats=_seats(table.to_name, you)) + " "
                   if table.to_name else "")
        return (_("{who} said morbus, so a reservation may be played instead of a healthy game.").format(
                    who=_capital(_seats(table.morbus, you))) + " " + said + waiting
                + _("A solo beats an Antrag, and of two of a kind the one nearer the dealer's left is played (R7)."))
    if known is not None:                           # a healthy game under way (R10, R16)
        return known
    if table.morbus:
        return (_("{who} said morbus (a reservation): a solo or an Antrag may be played instead of a healthy game "
                  "(R7).").format(who=_capital(_seats(table.morbus, you))) + " " + _key_cards(view))
    return _("The parties are formed when the calls are over (R7, R10).") + " " + _key_cards(view)


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]

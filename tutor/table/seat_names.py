"""A seat as a player sees it (issue 34): "you" for the learner's own seat, the player's name for
the others, and where they sit from the learner ("your left", "across", "your right"), never a seat
counted from 0. The engine counts seats from 0 (R11: clockwise, play passes to seat + 1, so the
next seat is on your left); its reasons may say "seat 3", and :func:`seats_in_text` says them as
the table does, in the tutor's layer.

>>> seat_name(1), seat_name(2, viewer=2), seat_place(3, viewer=2, players=5)
('Ben', 'you', 'your left')
>>> seats_in_text("Seat 2 leads; seat 0's Fuchs went to seats 1, 3 and 4.", viewer=2)
"You lead; Ada's Fuchs went to Ben, Dora and Emil."
>>> seats_in_text("It is {seat 1, seat 2} vs {seat 0}.")
'It is {Ben, Cem} vs {Ada}.'
>>> from hydra.core.i18n import set_language
>>> _ = set_language("de")
>>> seats_in_text("Stich 6: seat 0 hat den Fuchs gefangen, gewonnen von seat 0; Platz 1 spielt mit seat 0.", viewer=0)
'Stich 6: du hast den Fuchs gefangen, gewonnen von dir; Ben spielt mit dir.'
>>> seats_in_text("es spielen die Plätze 1, 2, 3, 4, 0")
'es spielen Ben, Cem, Dora, Emil und Ada'
>>> _ = set_language("en")
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from hydra.core.i18n import N_, _

__all__ = ["NAMES", "seat_name", "seat_place", "seat_label", "seats_in_text", "names_list"]

#: The players' names, clockwise from the engine's seat 0 (the course's table: Ada deals first).
NAMES = ("Ada", "Ben", "Cem", "Dora", "Emil", "Fay")

#: Where a seat sits from the viewer, by players at the table and seats clockwise from the viewer.
_PLACES = {
    3: (N_("you"), N_("your left"), N_("your right")),
    4: (N_("you"), N_("your left"), N_("across"), N_("your right")),
    5: (N_("you"), N_("your left"), N_("across on your left"), N_("across on your right"), N_("your right")),
    6: (N_("you"), N_("your left"), N_("across on your left"), N_("across"), N_("across on your right"),
        N_("your right")),
}


def seat_name(seat: int | None, viewer: int | None = None, names: Sequence[str] = NAMES) -> str:
    """"you" for the viewer's seat, else the player's name ("nobody" for no seat)."""
    if seat is None:
        return _("nobody")
    if viewer is not None and seat == viewer:
        return _("you")
    return names[seat] if 0 <= seat < len(names) else _("player {number}").format(number=seat + 1)


def seat_place(seat: int, viewer: int, players: int) -> str:
    """Where ``seat`` sits from ``viewer`` at a table of ``players``: "your left", "across" ..."""
    places = _PLACES.get(players)
    if places is None:
        return ""
    return _(places[(seat - viewer) % players])


def seat_label(seat: int, viewer: int | None, players: int, names: Sequence[str] = NAMES) -> str:
    """A seat's label on a table: "You", or "Ben (your left)"."""
    if viewer is None:
        return seat_name(seat, None, names)
    if seat == viewer:
        return _("You")
    place = seat_place(seat, viewer, players)
    return f"{seat_name(seat, viewer, names)} ({place})" if place else seat_name(seat, viewer, names)


def names_list(words: Sequence[str]) -> str:
    """"Ben", "Ben and Cem", "Ben, Cem and Dora"."""
    words = list(words)
    return words[0] if len(words) == 1 else _("{names} and {last}").format(names=", ".join(words[:-1]), last=words[-1])


_SEATS = re.compile(r"\b([Ss])eats (\d)((?:(?:, | and |, and )\d)*)\b")
_SEAT = re.compile(r"\b([Ss])eat (\d)\b('s)?")
#: A seat in a German sentence of the catalog ("Platz 2", issue 33), said by name as well.
_PLATZ = re.compile(r"\bPlatz (\d)\b")
_PLAETZE = re.compile(r"\b(?:die )?Plätze (\d)((?:(?:, | und )\d)*)\b")
#: Verbs after "you" that the engine wrote for a third person.
_YOU_VERBS = {"is": "are", "has": "have", "was": "were", "leads": "lead", "plays": "play", "takes": "take",
              "holds": "hold", "wins": "win", "follows": "follow", "says": "say", "deals": "deal", "calls": "call",
              "accepts": "accept", "declines": "decline", "gets": "get", "scores": "score", "sits": "sit",
              "throws": "throw", "names": "name", "must": "must", "may": "may", "lays": "lay", "gives": "give"}
_YOU_VERB = re.compile(r"\b([Yy]ou) (" + "|".join(_YOU_VERBS) + r")\b")
#: The same in a German sentence (issue 33): "du" after a verb or a preposition the engine wrote for a name.
_DU_VERBS = {"ist": "bist", "hat": "hast", "war": "warst", "spielt": "spielst", "bekommt": "bekommst",
             "gewinnt": "gewinnst", "sagt": "sagst", "nimmt": "nimmst", "gibt": "gibst", "legt": "legst",
             "hält": "hältst", "sitzt": "sitzt", "muss": "musst", "darf": "darfst", "fängt": "fängst",
             "sticht": "stichst", "bedient": "bedienst", "wirft": "wirfst", "lehnt": "lehnst"}
_DU_VERB = re.compile(r"\b([Dd]u) (" + "|".join(_DU_VERBS) + r")\b")
_DU_AFTER = {"von": "dir", "mit": "dir", "bei": "dir", "an": "dich", "für": "dich", "gegen": "dich"}
_DU_CASE = re.compile(r"\b(" + "|".join(_DU_AFTER) + r") du\b")


def seats_in_text(text: str, viewer: int | None = None, names: Sequence[str] = NAMES) -> str:
    """``text`` with every "seat N" (and "seats N, M and K") said as :func:`seat_name` says it."""
    def many(found: re.Match[str]) -> str:
        seats = [int(n) for n in re.findall(r"\d", found.group(2) + found.group(3))]
        said = names_list([seat_name(s, viewer, names) for s in seats])
        return said[:1].upper() + said[1:] if found.group(1) == "S" else said

    def one(found: re.Match[str]) -> str:
        name = seat_name(int(found.group(2)), viewer, names)
        if found.group(3):
            name = "your" if name == "you" else name + "'s"
        return name[:1].upper() + name[1:] if found.group(1) == "S" else name

    said = _SEAT.sub(one, _SEATS.sub(many, text))
    said = _PLAETZE.sub(lambda found: names_list([seat_name(int(n), viewer, names)
                                                  for n in re.findall(r"\d", found.group(1) + found.group(2))]), said)
    said = _PLATZ.sub(lambda found: seat_name(int(found.group(1)), viewer, names), said)   # a German sentence's
    if viewer is None:
        return said
    said = _DU_VERB.sub(lambda m: f"{m.group(1)} {_DU_VERBS[m.group(2)]}", said)
    said = _DU_CASE.sub(lambda m: f"{m.group(1)} {_DU_AFTER[m.group(1)]}", said)
    return _YOU_VERB.sub(lambda m: f"{m.group(1)} {_YOU_VERBS[m.group(2)]}", said)

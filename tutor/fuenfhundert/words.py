"""The learner's words for a round of 500: seats, calls, cards and the score (no rule decided here).

Every number and verdict comes from :mod:`hydra.fuenfhundert`; this module only says it.

>>> seat_word(0), seat_word(2), seat_word(3)
('you', 'South (your partner)', 'West')
>>> call_label("7D"), call_label("pass"), call_label("open-misere")
('7 Karo · 180', 'Passe (pass)', 'Open Misère · 500')
>>> rules_in("I lay away D5 ... (F21)")
('F21',)
"""

from __future__ import annotations

import re

from hydra import fuenfhundert as fh
from hydra.core.i18n import N_, _, language, ngettext

__all__ = ["SEAT", "SEAT_NAMES", "seat_word", "team_word", "call_label", "call_words", "rules_in",
           "signed", "upper_first", "tricks_words", "BID_NOTE"]

#: The learner's seat: North, who plays with South against East and West (F2).
SEAT = 0
SEAT_NAMES = (N_("North"), N_("East"), N_("South"), N_("West"))
_RULE = re.compile(r"\b(F\d{1,2})\b")
#: The bid panel's note (F3): "the rules text" is the German description the tutor follows.
BID_NOTE = N_("A bid must be higher than the last one in the rules text's table (F3); the bids struck "
              "through are not, and clicking one says why.")


def tricks_words(count: int) -> str:
    """``'1 trick'``, ``'3 tricks'``, ``'no trick'``.

    >>> tricks_words(1), tricks_words(0), tricks_words(7)
    ('1 trick', 'no trick', '7 tricks')
    """
    if count == 0:
        return _("no trick")
    return ngettext("{count} trick", "{count} tricks", count).format(count=count)


def seat_word(seat: int | None, me: int = SEAT) -> str:
    """How the page names a seat: 'you', 'South (your partner)', 'East'."""
    if seat is None:
        return _("nobody")
    if seat == me:
        return _("you")
    name = _(SEAT_NAMES[seat])
    return _("{seat} (your partner)").format(seat=name) if seat == fh.partner_of(me) else name


def team_word(team: int, me: int = SEAT) -> str:
    """'your team (you and South)' or 'East and West' (F2: seats 0 and 2 against 1 and 3)."""
    seats = fh.TEAMS[team]
    if me in seats:
        other = seats[1] if seats[0] == me else seats[0]
        return _("your team (you and {seat})").format(seat=_(SEAT_NAMES[other]))
    return _("{seat} and {other}").format(seat=_(SEAT_NAMES[seats[0]]), other=_(SEAT_NAMES[seats[1]]))


def call_label(call: str) -> str:
    """A bid button's label: the German name and the value in the rules text's table (F3)."""
    if call == fh.PASS:
        return _("Passe (pass)")
    contract = fh.as_contract(call)
    return f"{contract.name} · {contract.value}"


def call_words(call: str) -> str:
    """'7 Karo (seven diamonds, 180 points)', 'Passe (pass)'."""
    if call == fh.PASS:
        return _("Passe (pass)")
    contract = fh.as_contract(call)
    if language() != "en":                  # German: the name is the seed's own, no English beside it
        return _("{name} ({value} points)").format(name=contract.name, value=contract.value)
    return f"{contract.name} ({contract.english_name}, {contract.value} points)"


def rules_in(text: str) -> tuple[str, ...]:
    """The F-ids a sentence cites, in order, each once."""
    found: list[str] = []
    for rule in _RULE.findall(text):
        if rule not in found:
            found.append(rule)
    return tuple(found)


def signed(points: int) -> str:
    """'+240', '-100', '0'."""
    return f"{points:+d}" if points else "0"


def upper_first(text: str) -> str:
    """The first letter in capitals, the rest as it is: 'your team (you and South)' -> 'Your team (you and South)'."""
    return text[:1].upper() + text[1:]

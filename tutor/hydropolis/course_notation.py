"""What the engine says of a mistyped card or cell, in the page's language (issue 33): the Hydropolis
engine words its notation errors in English (:mod:`hydra.hydropolis.cards`, P3, P5); the course's live
table shows them to a learner, so each of their shapes is here, marked for the catalog, and
:func:`in_language` says a message of one of these shapes in the page's language. In English the message
stays as the engine wrote it; a message of another shape stays as it is.

>>> in_language("its character 2, “q”, is not a side: write . (empty), b, r or y (a pipe end) or B, R or Y "
...             "(a cap) (P3)")[:36]
'its character 2, “q”, is not a side:'
"""

from __future__ import annotations

import re

from hydra.core.i18n import N_, _

__all__ = ["NOTATION_SENTENCES", "in_language"]

#: The shapes of the engine's notation errors, as :func:`tutor.hydropolis.course.typed_wrong` has made them
#: plain (no Python quotes, no offset).
NOTATION_SENTENCES = (
    N_("its character {number}, “{token}”, is not a side: write . (empty), b, r or y (a pipe end) or B, R or Y "
       "(a cap) (P3)"),
    N_("its character {number}, “{token}”, is a second colour: a card shows one colour, and {colour} came first "
       "(P3)"),
    N_("its character {number}, “{token}”, is one character too many: a card is four sides and at most one mark "
       "(P3)"),
    N_("its character {number}, “{token}”, is not a mark: write * (leaky), T (tap) or O (outlet) after the four "
       "sides (P3)"),
    N_("its character {number}, “{token}”, cannot mark this card: only a pipe piece can leak, a cap never does "
       "(P2) (P3)"),
    N_("its character {number}, “{token}”, cannot mark this card: a tap is a single pipe end and nothing else "
       "(P3)"),
    N_("its character {number}, “{token}”, cannot mark this card: an outlet is a single pipe end and nothing "
       "else (P3)"),
    N_("every side is empty, and a card shows at least one pipe end or cap (P1)"),
    N_("a card is its four sides N E S W (then a mark), such as .b.b or .r.r* (P3)"),
    N_("write its column and row, such as (5,4) (P5)"),
)


def _pattern(sentence: str) -> re.Pattern[str]:
    parts = re.split(r"\{(\w+)\}", sentence)
    return re.compile("".join(re.escape(p) if i % 2 == 0 else f"(?P<{p}>.+?)" for i, p in enumerate(parts)) + "$")


_PATTERNS = tuple((sentence, _pattern(sentence)) for sentence in NOTATION_SENTENCES)


def in_language(text: str) -> str:
    """``text`` (an engine's notation error made plain) in the page's language, where it has one of the
    known shapes; else ``text`` as it is."""
    for sentence, pattern in _PATTERNS:
        match = pattern.match(text)
        if match:
            return _(sentence).format(**match.groupdict())
    return text

"""How the teacher's dashboard speaks to the teacher: message boxes, and :func:`safe`, which turns a
callback's error into a plain sentence, never a traceback.

The engine, the scenario library and the scenarios' checks count seats from 0, cite rules by id
("seat 0 holds 11 cards (R12)") and name cards by code ("SK"); the dashboard and the projector say the
seats by the players' names (:data:`tutor.table.seat_names.NAMES`: Ada, Ben, Cem, Dora, Emil, Fay), the
cards by name (:func:`tutor.hydra.classroom.cards_said`) and make each cited rule a small link that opens
its sentence in place (:mod:`widgets.common.rules`), never a bare id (issue 34).

>>> message_html("Saved.", "ok")
'<div class="ht-ok">Saved.</div>'
>>> said("Seat 0 holds 11 cards; seats 1, 3 and 4 are dealt 10 (R12).")
'Ada holds 11 cards; Ben, Dora and Emil are dealt 10.'
>>> said("so SK wins for seat 0")
'so Schell-König wins for Ada'
>>> said("'XZ' at offset 3 is not a card; not ['EO', 'GO'] (R9)")
'“XZ” at offset 3 is not a card; not “Eichel-Ober, Grün-Ober”'
>>> html = said_html("seat 2 takes the trick (R2)")
>>> html.startswith("Cem takes the trick"), "(R2)" in html, 'class="hr-rule"' in html
(True, False, True)
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Concatenate, ParamSpec, Protocol, TypeVar

import hydra
from hydra.core.i18n import N_, _, language
from tutor.rulebook import without_citations
from tutor.table.seat_names import seat_name, seats_in_text

from tutor.hydra.classroom import cards_said
from widgets.common.rules import cited_html

__all__ = ["SORRY", "message_html", "ShowsMessages", "safe", "seat_word", "said", "said_html"]

SORRY = N_("Sorry, that did not work. Nothing was changed; try another step.")


def seat_word(seat: int | None) -> str:
    """A seat as the dashboard and the room call it: the player's name, never a number from 0."""
    return seat_name(seat)


#: A value the engine quotes as Python writes it: 'EO', and a list of them, ['EO', 'GO'] (its brackets and
#: quotes are Python's, not a sentence's); an apostrophe inside a word (seat 2's) is no quote.
_PY_LIST = re.compile(r"\[((?:'[^'\[\]\n]*'|-?\d+)(?:, (?:'[^'\[\]\n]*'|-?\d+))*)\]")
_PY_QUOTED = re.compile(r"(?<![\w'])'([^'\n]{1,60}?)'(?![\w'])")


def _quoted(text: str) -> str:
    """Python's quotes and a list's brackets as a sentence quotes (in English “ and ”, in German low and high),
    outside the brackets that cite the rules (their words are quoted as the rules write them)."""
    left, right = ("„", "“") if language() == "de" else ("“", "”")

    def plain(part: str) -> str:
        part = _PY_LIST.sub(lambda found: left + found.group(1).replace("'", "") + right, part)
        return _PY_QUOTED.sub(lambda found: left + found.group(1) + right, part)

    parts = re.split(r"(\(rules?:[^()]*\))", text)
    return "".join(part if part.startswith("(rules") else plain(part) for part in parts)


def said(text: str) -> str:
    """``text`` as plain words (a tooltip, a choice in a list): seats and cards by name, cited rules left out,
    no Python quotes."""
    return without_citations(_quoted(seats_in_text(cards_said(text))))


def said_html(text: str) -> str:
    """``text`` as HTML: seats and cards by name, each cited rule a small link that opens it in place, no
    Python quotes."""
    return cited_html(_quoted(seats_in_text(cards_said(text))))


def message_html(text: str, kind: str = "msg") -> str:
    """A message box of the teacher's dashboard: ``kind`` is msg (a problem), ok or todo."""
    return f'<div class="ht-{kind}">{said_html(text)}</div>' if text else ""


class ShowsMessages(Protocol):
    def show_message(self, text: str) -> None: ...


S = TypeVar("S", bound=ShowsMessages)
P = ParamSpec("P")
R = TypeVar("R")


def safe(method: Callable[Concatenate[S, P], R]) -> Callable[Concatenate[S, P], R | None]:
    """Run a callback; an error becomes a plain sentence in ``self.message``, never a traceback."""
    def run(self: S, *args: P.args, **kwargs: P.kwargs) -> R | None:
        try:
            return method(self, *args, **kwargs)
        except (hydra.HydraError, ValueError) as error:
            self.show_message(str(error))
        except Exception:  # noqa: BLE001 - a teacher never sees a traceback
            self.show_message(_(SORRY))
        return None
    run.__name__ = method.__name__
    run.__doc__ = method.__doc__
    return run

"""The words of the Doppelkopf play page: link codes and rule sets, button labels, what a line at the
table says, what each score line means, and the small result objects the session hands the page.

Only words: every rule is decided by :mod:`hydra.doppelkopf` (the session asks it).

>>> action_label("solo:queen-solo"), action_label("zurueck:SD"), short_name("EO")
('Solo: Damensolo', 'Give back Karo-As', 'Kreuz-Dame')
>>> dk_words("Kreuz-Dame (EO) beats Herz-10 (R10).")
'Kreuz-Dame beats Herz-Zehn.'
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from hydra.hydra.cards import Card
from hydra.core.i18n import N_, _
from hydra.doppelkopf import RULE_SETS, TITLES, Round, card_name, dk_card
from tutor import links
from tutor.links import deal_code
from tutor.table import Choice, Hint, Outcome, TrickReview, sentence

__all__ = ["SEAT", "DEFAULT_RULES", "SET_TITLES", "PLAYERS", "DoppelkopfLinkError", "deal_code", "parse_deal",
           "parse_rules", "parse_schweine", "short_name", "dk_words", "action_label", "WORDS", "CALL_MEANING", "Choice",
           "Reply",
           "Outcome", "Hint", "TrickReview", "ScoreItem", "SD", "SCHWEINE_LINE", "SCHWEINE_MINE",
           "SILENT_SOLO_MINE", "HINT_WHY", "SCORE_RULE", "DEADLINE_CALLS", "BEFORE_PLAY", "table_line",
           "is_card", "to_you", "sentence", "SILENT_SOLO_AHEAD", "SILENT_SOLO_GESUND", "PIGS_GONE",
           "taken_back_words"]

SEAT = 0
#: The rule set a page opens with when its link names none (the page says so).
DEFAULT_RULES = "turnier"
SET_TITLES = {"hausrunde": N_("Hausrunde rules"), "turnier": N_("tournament rules (Turnier)")}
PLAYERS = 4
LINK_FORM = N_("A deal link looks like ?deal=4711-2 (a deal number, a dash, the dealer's seat 0 to 3).")
SD = dk_card("SD")
#: What Schweine are, in one line (D6, D43): the page's toggle and the game's lines say it.
SCHWEINE_LINE = N_("Schweine (D6), a Hausrunde table's choice: who was dealt both Karo-Asse and still holds them "
                   "when play begins has the two highest trumps, above the Herz-10 (also in a Hochzeit or a "
                   "Trumpfabgabe, D43).")
SCHWEINE_MINE = N_("You hold both Karo-Asse: this round they are Schweine, the two highest trumps, above the Herz-10 "
                   "(D6).")
#: The learner holds both Kreuz-Damen and said gesund: only the learner knows it is a silent solo (D29).
#: Said before the learner with both Kreuz-Damen answers the reservation query (D9, D29).
SILENT_SOLO_AHEAD = N_("You hold both Kreuz-Damen: if you say gesund and nobody else has a reservation, you play a "
                       "silent solo (Stilles Solo), alone against all three, scored as a solo: your points count "
                       "three times (D9, D29). To look for a partner instead, announce a Hochzeit.")
SILENT_SOLO_GESUND = N_("Gesund: a silent solo (you hold both Kreuz-Damen)")
SILENT_SOLO_MINE = N_("You hold both Kreuz-Damen and said gesund: a silent solo (Stilles Solo). The others see a "
                      "Normalspiel, but you play alone against all three, scored as a solo: your points count three "
                      "times (D29).")


class DoppelkopfLinkError(ValueError):
    """A ``?deal=`` or ``?rules=`` link that names nothing; the message is the learner's sentence."""


def parse_deal(text: str | None) -> tuple[int, int]:
    """``(seed, dealer)`` of a link code (:func:`deal_code` makes it), or :class:`DoppelkopfLinkError` with a
    sentence.

    >>> deal_code(4711, 2), parse_deal("4711-2")
    ('4711-2', (4711, 2))
    >>> parse_deal("12-4")
    Traceback (most recent call last):
    ...
    tutor.doppelkopf.words.DoppelkopfLinkError: “12-4” is not a deal: Doppelkopf is dealt by one of the four seats 0 to 3 (D2). A deal link looks like ?deal=4711-2 (a deal number, a dash, the dealer's seat 0 to 3).
    """  # noqa: E501 - a doctest's expected error message is one line
    return links.parse_deal_code(text, players=PLAYERS, game=_("a deal"),
                                 dealer_rule=_("Doppelkopf is dealt by one of the four seats 0 to 3 (D2)"),
                                 error=DoppelkopfLinkError, form=_(LINK_FORM))


def parse_schweine(text: str | None) -> bool:
    """Whether a link plays with Schweine (``?schweine=1``; absent: without, as every older link), or a sentence.

    >>> parse_schweine("1"), parse_schweine(None)
    (True, False)
    >>> parse_schweine("pig")
    Traceback (most recent call last):
    ...
    tutor.doppelkopf.words.DoppelkopfLinkError: “pig” is not yes or no: ?schweine=1 plays with Schweine (D6), ?schweine=0 or no ?schweine= without them.
    """  # noqa: E501
    flag = links.query_flag(text)
    if flag is None:
        raise DoppelkopfLinkError(f"“{str(text)[:40]}” is not yes or no: ?{links.SCHWEINE_KEY}=1 plays with Schweine "
                                  f"(D6), ?{links.SCHWEINE_KEY}=0 or no ?{links.SCHWEINE_KEY}= without them.")
    return flag


def parse_rules(text: str) -> str:
    """The rule set a ``?rules=`` link names (capitals do not count), or a sentence.

    >>> parse_rules("Hausrunde"), parse_rules("turnier")
    ('hausrunde', 'turnier')
    >>> parse_rules("skat")
    Traceback (most recent call last):
    ...
    tutor.doppelkopf.words.DoppelkopfLinkError: “skat” is not one of the tutor's Doppelkopf rule sets: choose ?rules=hausrunde (the Hausrunde rules) or ?rules=turnier (the tournament rules).
    """  # noqa: E501
    word = str(text).strip().lower()
    if word not in RULE_SETS:
        raise DoppelkopfLinkError(f"“{str(text)[:40]}” is not one of the tutor's Doppelkopf rule sets: choose "
                                  "?rules=hausrunde (the Hausrunde rules) or ?rules=turnier (the tournament rules).")
    return word


def short_name(card: Card | str) -> str:
    """``'Kreuz-Dame'``: a card's name as a Doppelkopf player says it."""
    return card_name(card).rsplit(" (", 1)[0]


#: Hydra's notation of a card in brackets after its name (``Kreuz-Dame (EO)``), as the engine's sentences have it.
_NOTATION = re.compile(r"\s*\((?:[SRGE](?:10|[UOKD]))\)")
_TEN = re.compile(r"\b(Kreuz|Pik|Herz|Karo)-10\b")


def dk_words(text: str) -> str:
    """``text`` as a Doppelkopf player reads it (the play page's lines, the quiz's explanations): without
    Hydra's notation after a card's name, the Zehn said as a word."""
    return _TEN.sub(r"\1-Zehn", _NOTATION.sub("", text))


WORDS = {"gesund": N_("Gesund (no reservation)"), "hochzeit": N_("Hochzeit (both Kreuz-Damen)"),
          "hochzeit:fehl": N_("Hochzeit: partner wins the first fail trick (Fehl)"),
          "hochzeit:trumpf": N_("Hochzeit: partner wins the first trump trick"),
          "hochzeit:erster": N_("Hochzeit: partner wins the first trick"),
          "armut": "Trumpfabgabe (Armut)", "schmeissen": N_("Throw in (schmeißen)"), "weiter": N_("Play on (weiter)"),
          "reizen": N_("Bid (reizen)"), "passen": N_("Pass (passen)"), "halten": N_("Hold the solo (halten)"),
          "annehmen": N_("Take the Trumpfabgabe (annehmen)"), "ablehnen": N_("Decline (ablehnen)"),
          "beilegen:keine": N_("Add no fail card"), "re": "Re", "kontra": "Contra", "doppelt": "Doppelt",
          "keine 90": "Keine 90", "keine 60": "Keine 60", "keine 30": "Keine 30", "schwarz": "Schwarz"}


def action_label(action: str) -> str:
    """A button's words for an action of the engine.

    >>> action_label("solo:queen-solo"), action_label("zurueck:SD"), action_label("keine 90")
    ('Solo: Damensolo', 'Give back Karo-As', 'Keine 90')
    """
    word, _colon, arg = action.partition(":")
    if word == "solo":
        return f"Solo: {TITLES.get(arg, arg)}"
    if word in ("zurueck", "beilegen") and arg != "keine":
        said = _("Give back {card}") if word == "zurueck" else _("Add {card}")
        return said.format(card=short_name(arg))
    return _(WORDS[action]) if action in WORDS else action


#: What an announcement means, with its rule (said as an example player's reason).
CALL_MEANING = {
    "re": (N_("the Re party says it will win: the game counts double"), ("turnier 3.1", "D32")),
    "kontra": (N_("the Kontra party says it will win: the game counts double"), ("turnier 3.1", "D32")),
    "doppelt": (N_("doubles the game"), ("hausrunde 5.1", "D24")),
    "keine 90": (N_("the other party will get fewer than 90 eyes"), ("D13",)),
    "keine 60": (N_("the other party will get fewer than 60 eyes"), ("D13",)),
    "keine 30": (N_("the other party will get fewer than 30 eyes"), ("D13",)),
    "schwarz": (N_("the other party will win no trick"), ("D13",)),
}


@dataclass(frozen=True)
class Reply:
    """One thing that happened at the table as the learner's seat saw it, with its reason."""

    seat: int | None
    text: str
    reason: str = ""
    rules: tuple[str, ...] = ()


@dataclass(frozen=True)
class ScoreItem:
    """One line of the score: the engine's German words, what they were given for in this round (the round's
    facts, :mod:`tutor.doppelkopf.score_text`), for whom, the rule."""

    party: str
    what: str
    meaning: str
    points: int
    rule: str
    doubled: bool


SCORE_RULE = {"turnier": "D30, D31", "hausrunde": "D34, D35"}
DEADLINE_CALLS = {"turnier": ("re", "kontra", "keine 90", "keine 60", "keine 30", "schwarz"),
                   "hausrunde": ("doppelt", "keine 90", "keine 60", "keine 30", "schwarz")}
BEFORE_PLAY = {"throw-in": (N_("decide whether to throw in"), "D38"),
                "reservations": (N_("say gesund or a reservation"), "D12"),
                "reizen": (N_("finish the reizen"), "D40"),
                "armut-offer": (N_("take or decline the Trumpfabgabe"), "D11"),
                "armut-add": (N_("add a fail card or none"), "D42")}
YOU = {"plays": "play", "says": "say", "has": "have", "announces": "announce", "bids": "bid", "holds": "hold",
        "passes": "pass", "takes": "take", "declines": "decline", "gives": "give", "adds": "add", "throws": "throw"}


#: Why the example player chose an action it gives no reason of its own for (a hint's "because").
HINT_WHY = {
    "zurueck": (N_("it gives back its cheapest cards, fail cards first where the rules ask for them (D41, D42)"),
                ("D41", "D42")),
    "beilegen": (N_("with only two trumps a fail card may be added, but need not be (D42)"), ("D42",)),
    "passen": (N_("it does not go higher in the reizen (D40)"), ("D40",)),
    "halten": (N_("it keeps its solo by promising as much as was bid (D40)"), ("D40",)),
}


#: What the other seats see of an action that is no card and no announcement, said of another player and of you.
_LINES = {"schmeissen": (N_("throws in (schmeißen)"), N_("throw in (schmeißen)")),
          "weiter": (N_("plays on"), N_("play on")), "reizen": (N_("bids (reizen)"), N_("bid (reizen)")),
          "passen": (N_("passes"), N_("pass")), "halten": (N_("holds the solo (halten)"), N_("hold the solo (halten)")),
          "annehmen": (N_("takes the Trumpfabgabe"), N_("take the Trumpfabgabe")),
          "ablehnen": (N_("declines the Trumpfabgabe"), N_("decline the Trumpfabgabe")),
          "zurueck": (N_("gives back a card, face down"), N_("give back a card, face down")),
          "beilegen:keine": (N_("adds no fail card"), N_("add no fail card")),
          "beilegen": (N_("adds a fail card, face down"), N_("add a fail card, face down"))}


def table_line(rnd: Round, action: str, phase: str, who: Callable[[int | None], str], you: bool = False) -> str:
    """A table line for ``action`` said in ``phase`` (what the other seats see of it); ``you``: said of the
    learner, in the second person ("play Kreuz-Dame")."""
    if is_card(action):
        card = short_name(action)
        if not rnd.trick and rnd.tricks:
            cards, seats, w = rnd.tricks[-1]
            said = (_("play {card}; trick {number} goes to {who} ({eyes} eyes)") if you else
                    _("plays {card}; trick {number} goes to {who} ({eyes} eyes)"))
            return said.format(card=card, number=len(rnd.tricks), who=who(seats[w]), eyes=sum(c.eyes for c in cards))
        return (_("play {card}") if you else _("plays {card}")).format(card=card)
    if phase == "reservations":
        if action == "gesund":
            return _("say gesund") if you else _("says gesund")
        return _("have a reservation (Vorbehalt)") if you else _("has a reservation (Vorbehalt)")
    if action in CALL_MEANING:
        return (_("say {call}") if you else _("says {call}")).format(call=_(WORDS[action]))
    word, _colon, arg = action.partition(":")
    key = "beilegen:keine" if action == "beilegen:keine" else word
    if key not in _LINES:
        return action
    return _(_LINES[key][1 if you else 0])


def is_card(action: str) -> bool:
    try:
        dk_card(action)
    except ValueError:
        return False
    return True


def to_you(text: str) -> str:
    """An English table line said of the learner: "plays X" -> "play X"."""
    verb, space, rest = text.partition(" ")
    return YOU.get(verb, verb) + space + rest


#: D43: a Hochzeit played alone is a Karo solo from the fourth trick, and a Farbsolo has no Schweine.
PIGS_GONE = N_(" It is a Karo solo now, and a Karo solo has no Schweine: from the fourth trick the Karo-Asse are "
               "ordinary trumps again, below the Karo-Buben (D43).")


def taken_back_words(action: str) -> str:
    """The learner's words for an action of theirs taken back: "your card EO", "your “Re”"."""
    if is_card(action):
        return _("your card {card}").format(card=short_name(action))
    return _("your “{action}”").format(action=action_label(action))

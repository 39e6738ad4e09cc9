"""What Doppelkopf's rules say where the tutor cites them (:mod:`tutor.rulebook`): each ruling (``D7``)
with its rules texts' sentences, and the sections of the two rules texts the engine cites
(``hausrunde 3.1``, ``turnier 3``), in a Doppelkopf player's words (its cards by their names, "Herz-Zehn").
Doppelkopf's entry in the tutor's registry names :data:`BOOK` (``tutor.games.Listing.rules``).

>>> BOOK.rule_text("D7").title, BOOK.rule_text("hausrunde 3.2.1").title
('Following suit', 'the Damensolo')
"""

from __future__ import annotations

import re

from hydra.core.i18n import N_

from ..rulebook import RuleBook, RuleText, unknown_rule

__all__ = ["BOOK", "DK_SECTIONS", "rule_text"]

_DK_CODE = re.compile(r"\b[SRGE](?:10|[UOKD])\b")


def _dk_english(text: str) -> str:
    """A Doppelkopf rule's English as a Doppelkopf player reads it: its cards by their names ("Herz-Zehn"),
    never in Hydra's notation ("Herz-10 (R10)", "the second R10"), which reads like Hydra's rulings' ids.

    >>> _dk_english("except the second R10 where R10 is a trump; Karlchen (EU) and Karo-10.")
    'except the second Herz-Zehn where Herz-Zehn is a trump; Karlchen and Karo-Zehn.'
    """
    from .words import dk_words, short_name
    text = re.sub(r"\s*\(\w+=\w+\)", "", text)                 # the engine's switch, "(schweine=True)"
    return dk_words(_DK_CODE.sub(lambda m: short_name(m.group(0)), dk_words(text)))


def _doppelkopf(cite: str) -> RuleText:
    import hydra.doppelkopf as dk
    ruling = dk.RULINGS.get(cite)
    if ruling is None:
        return unknown_rule(cite)
    return RuleText(cite, _dk_english(ruling.title), tuple(s for _set, s in ruling.quotes),
                    _dk_english(ruling.decision))


#: The sections of the Doppelkopf rules texts the engine cites: the heading and the sentence, as
#: written in ``doppelkopf-regeln-hausrunde.txt`` and ``doppelkopf-turnierregeln.txt``, and in English.
DK_SECTIONS: dict[str, tuple[str, str, str]] = {
    "hausrunde 3.1": (N_("the trumps of the normal game"), "Hier sind die folgenden Karten in der angegebenen "
                      "Reihenfolge  Trumpf: Herz 10, Kreuz D, Pik D, Herz D, Karo D, Kreuz B, Pik B, Herz B, "
                      "Karo B, Karo As, Karo 10, Karo K.",
                      "In the normal game these cards are trumps, highest first: Herz-10, the Damen (Kreuz, Pik, "
                      "Herz, Karo), the Buben (the same order), Karo-As, Karo-10, Karo-König."),
    "hausrunde 3.2.1": (N_("the Damensolo"), "Alle Damen sind Trumpf in der Reihenfolge Kreuz, Pik, Herz, Karo.",
                        "All Damen are trumps, in the order Kreuz, Pik, Herz, Karo."),
    "hausrunde 3.2.2": (N_("the Bubensolo"), "Alle Buben sind Trumpf in der Reihenfolge Kreuz, Pik, Herz, Karo.",
                        "All Buben are trumps, in the order Kreuz, Pik, Herz, Karo."),
    "hausrunde 3.2.3": (N_("the colour solo"), "Herz 10, alle Damen und alle Buben sind Trumpf wie im Normalspiel. "
                        "Karo As, Karo 10 und Karo K werden durch die entsprechenden Karten der gewählten "
                        "Trumpffarbe ersetzt.",
                        "Herz-10, all Damen and all Buben are trumps as in the normal game; Karo-As, Karo-10 and "
                        "Karo-König are replaced by those of the chosen suit."),
    "hausrunde 3.2.4": (N_("Buben and Damen mixed"), "Alle Damen und Buben sind Trumpf.",
                        "All Damen and Buben are trumps."),
    "hausrunde 3.2.6": (N_("the Fleischloser"), "Es gibt keine Trümpfe. Die Karten gelten in der Reihenfolge As, "
                        "10, K, D, B.", "There are no trumps; the cards rank As, 10, König, Dame, Bube."),
    "hausrunde 5.1": (N_("announcements"), "Es wird nicht \"Reh\" oder \"Contra\" gesagt, sondern \"Doppelt\".",
                      "In the house rules nobody says Re or Contra: a party announces \"Doppelt\" (double)."),
    "turnier 3": (N_("during play"), "Die höchste Karte in einem Stich bekommt diesen. Falls zwei gleich hohe "
                  "Karten die höchsten eines Stiches sind, so bekommt die zuerst geworfene den Stich.",
                  "The highest card takes the trick; of two equal highest cards the one played first takes it."),
    "turnier 3.1": (N_("announcements"), "Re/Contra kann angesagt werden, bevor die erste Karte des 2. Stichs "
                    "gespielt wurde,", "Re or Contra may be announced until the first card of the second trick "
                    "is played."),
}


def _dk_section(cite: str) -> RuleText:
    title, german, english = DK_SECTIONS.get(cite, ("the rule", "", ""))
    return RuleText(cite, title, (german,) if german else (), _dk_english(english))


def rule_text(cite: str) -> RuleText:
    """What Doppelkopf's ruling or section ``cite`` says (never raises; an unknown one has no sentence)."""
    return _doppelkopf(cite) if cite.startswith("D") else _dk_section(cite)


#: Doppelkopf's rulings (D1 ...) and the sections of its two rules texts.
BOOK = RuleBook(r"D\d{1,2}|(?:hausrunde|turnier) \d+(?:\.\d+)*", rule_text)

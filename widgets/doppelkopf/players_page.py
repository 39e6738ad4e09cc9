"""The page for Doppelkopf players, off the learner's path (``notebooks/doppelkopf-players.ipynb``): how Hydra's
cards map to Doppelkopf's, the trumps and a trick side by side in the Hausrunde, the Turnier and Hydra
(:mod:`widgets.doppelkopf.course_side`), the five things a Doppelkopf player most often gets wrong in Hydra,
Hydra's scoring and three questions. Drawn here, every sentence through the catalog, so that it speaks the
page's language (``?lang=de``, issue 33): Doppelkopf in its own words (Kreuz, Pik, Herz, Karo; Dame, Bube),
Hydra in its own (Eichel, Grün, Rot, Schell; Daus, Ober, Unter); a German word opens its meaning in place
and a cited rule its sentence.

>>> page = build_doppelkopf_players_page({"QUERY_STRING": "name=Ada"})
>>> text = page.snapshot_html()
>>> "Translating the cards" in text and "counted from the highest" in text and "Scoring in Hydra" in text
True
>>> list(page.lesson.tracked)
['dullen', 'three-keys', 'solo-points']
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

import ipywidgets as W

import hydra
from hydra import doppelkopf as dk
from hydra.core.i18n import _
from tutor.course import page_url
from tutor.doppelkopf import course_side as side
from tutor.language import page_language

from ..common.base import SnapshotMixin, Trait, esc
from ..common.rules import rule_in_place_html
from ..common.stack import stacked_table_html
from ..common.words import words_in_text
from ..course.lesson import LessonPage
from widgets.hydra.course.tryit import party_exercise, points_exercise, winner_exercise
from .course_side import ColourSoloPoint, Exception120, SideBySide, points_html
from .html import said_html

__all__ = ["build_doppelkopf_players_page", "DoppelkopfPlayersPage"]

_BOLD = re.compile(r"\*\*(.+?)\*\*", re.S)
_ITALIC = re.compile(r"(?<![\w*])\*(?=\S)(.+?)(?<=\S)\*(?![\w*])", re.S)


def _words(sentences: Sequence[str], name: str | None, game: str = "hydra") -> str:
    """Translated sentences as one run of HTML: each German or game word opens its meaning in ``game`` in place
    (the first time it stands there), ``**bold**`` and ``*italic*`` as the page's Markdown wrote them."""
    html = words_in_text(" ".join(sentences), name, game)
    return _ITALIC.sub(r"<i>\1</i>", _BOLD.sub(r"<b>\1</b>", html))


def _rule(*ids: str) -> str:
    """Each cited rule a small link that opens its sentence in place."""
    return "".join(" " + rule_in_place_html([rid]) for rid in ids)


def _link(key: str, text: str, name: str | None) -> str:
    return f'<a class="text-link" href="{esc(page_url(key, name))}">{esc(text)}</a>'


def _head(name: str | None) -> str:
    learn = [_words([_("how Hydra's German-suited cards map to the French-suited cards of Doppelkopf;")], name),
             _words([_("what is the same and what differs, side by side with two Doppelkopf rule sets: a house round "
                       "(\"Hausrunde\") and a tournament (\"Turnier\"): pick a game and see the three trump ladders, "
                       "pick four cards and see who wins the trick under each;")], name),
             _words([_("the five things a Doppelkopf player most often gets wrong in Hydra, each with an example.")],
                    name)]
    rules = _words([_("Everything on this page, the Doppelkopf side too, is worked out by the tutor's rules engines, "
                      "and every answer names the rule it rests on."),
                    _("Every rule of Hydra, in German and English, is in {link}.")], name)
    return ("<h1>" + esc(_("Hydra for Doppelkopf players")) + "</h1><p><b>" + esc(_("What you will learn"))
            + "</b></p><ul>" + "".join(f"<li>{item}</li>" for item in learn) + "</ul><p>"
            + rules.replace("{link}", _link("rules", _("the rules of Hydra"), name)) + "</p>")


def _cards(name: str | None) -> str:
    normal = hydra.get_game("normal")
    text = _words([_("Doppelkopf is usually played with French suits, Hydra with German ones."),
                   _("Eichel is Kreuz (clubs), Grün is Pik (spades), Rot is Herz (hearts), Schell is Karo (diamonds); "
                     "the Ober is the Dame (queen), the Unter the Bube (jack), the Daus the As (ace)."),
                   _("So the **Eichel-Ober is the Kreuz-Dame**, and the **Dulle is the Herz-10 in both games**."),
                   _("The 9s and the two Hydras have no Doppelkopf name: Doppelkopf plays without them.")], name)
    table = stacked_table_html([_("Hydra's trumps, highest first: German name = Doppelkopf name (engine)")],
                               [[side.hydra_name(c)] for c in normal.ladder()])
    return "<h2>" + esc(_("Translating the cards")) + f"</h2><p>{text}</p>{table}"


def _deck(name: str | None) -> str:
    normal = hydra.get_game("normal")
    dk_normal = dk.get_game("normal", "turnier")
    hydra_trumps = 2 * len(normal.trumps)
    dk_trumps = 2 * len(dk_normal.trumps)
    text = _words([_("Both games use every card twice."),
                   _("Doppelkopf leaves out the 9s (the Hausrunde says *„also ohne Neunen!“* (so without the nines), "
                     "the Turnier *„Ohne 9!“* (without 9s)), Hydra keeps them and adds two jokers, the Hydras.")], name)
    what = [_("players"), _("cards"), _("eyes in the deck"), _("trump cards (normal game)"),
            _("fail cards (normal game)"), _("cards per player")]
    doppelkopf = [_("4 (with 5 the dealer sits out)"), _("{count} (no 9s)").format(count=len(dk.DECK)),
                  str(sum(c.eyes for c in dk.DECK)), str(dk_trumps), str(len(dk.DECK) - dk_trumps),
                  str(len(dk.DECK) // 4)]
    hydra_side = [_("5 (with 6 the dealer sits out)"),
                  _("{count} (with 9s and 2 Hydras)").format(count=len(hydra.DECK)), str(hydra.TOTAL_EYES),
                  str(hydra_trumps), str(len(hydra.DECK) - hydra_trumps), str(len(hydra.DECK) // 5)]
    table = stacked_table_html([_("what"), _("Doppelkopf, Hausrunde and Turnier (engine)"), _("Hydra (engine)")],
                               list(zip(what, doppelkopf, hydra_side)))
    return "<h2>" + esc(_("The deck")) + f"</h2><p>{text}</p>{table}"


def _side_by_side(name: str | None) -> str:
    text = _words([_("Pick a game: the Hausrunde's, the Turnier's and Hydra's trumps are drawn next to each other, "
                     "**counted from the highest (place 1 = the highest)**, as Doppelkopf players count (Hydra's rules "
                     "text counts its ladder from the lowest, place 1 = the Fuchs)."),
                   _("A marked card is a trump on its side but not on the other game's."),
                   _("Then pick four cards in the order played (the four Doppelkopf players), and in Hydra the fifth "
                     "player's card if you like: each engine says who wins the Stich, card by card, with its rule."),
                   _("A game one side does not play says so, with the rule.")], name)
    return "<h2>" + esc(_("Side by side: the trumps, and who wins a trick")) + f"</h2><p>{text}</p>"


def _notice(name: str | None) -> str:
    items = [_words([_("The Hydra (joker) sits **above** the Dulle."),
                     _("But thrown on a fail trick in a normal game it is the lowest card of that suit and cannot "
                       "win, and it has no eyes.")], name) + _rule("R1"),
             _words([_("Karo-10 and Karo-König are **not trumps** in Hydra: Schell-10 and Schell-König are a fail "
                       "suit (Schell: 10, König, 9)."),
                     _("The Fuchs (Schell-Daus = Karo-As) is the **lowest** trump.")], name),
             _words([_("Two Dullen: the second one wins in Hydra, as in the Hausrunde (\"Die zweite Herz 10 übersticht "
                       "die erste Herz 10 immer\": the second Herz-10 always beats the first); in the Turnier of two "
                       "equal cards the first one played wins."),
                     _("The trick above shows all three answers.")], name) + _rule("R2", "D5"),
             _words([_("Two Hydras: the second one wins.")], name) + _rule("R2")]
    return ("<p>" + esc(_("What to notice in the normal game:")) + "</p><ul>"
            + "".join(f"<li>{item}</li>" for item in items) + "</ul>")


def _parties(name: str | None) -> str:
    doppelkopf = _words([_("In Doppelkopf the two Kreuz-Damen (= Eichel-Ober) make the Re party against Kontra (the "
                           "Turnier text spells it Contra), 2 against 2; a player with both has a Hochzeit (wedding) "
                           "and looks for a partner in the first tricks.")], name, "doppelkopf")
    hydra_text = _words([_("In Hydra the **key cards** are the two Eichel-Obers *and* the two Grün-Obers, and there "
                           "can be **three parties**."),
                         _("Each party kind, from the engine:")], name)
    table = stacked_table_html([_("kind of game"), _("what it is (engine)")],
                               [[hydra.kind_title(kind), said_html(hydra.describe_kind(kind).split(": ", 1)[1])]
                                for kind in hydra.PARTY_KINDS], html_cells=True)
    example = _words([_("An example: the same key cards give a Doppelkopf normal game (the two Kreuz-Damen are Re) "
                        "but a Hydra normal game of three parties: the **Alten** (old ones, the Eichel-Ober holders), "
                        "the **Jungen** (young ones, the Grün-Ober holders), and the **Ego**, the fifth player "
                        "alone.")], name)
    hands = ["EO S9", "GO S9", "EO R9", "GO R9", "E9"]
    return ("<h2>" + esc(_("How the parties form")) + f"</h2><p>{doppelkopf} {hydra_text}" + _rule("D8", "D9", "R10")
            + f"</p>{table}<p>{example}</p>" + said_html(hydra.form_parties(hands).describe()))


def _mistakes(name: str | None) -> str:
    text = _words([_("Five points where Doppelkopf habits mislead, each with an example the engines computed, and with "
                     "*Why* for the rules and the German sentences they rest on."),
                   _("Where the two Doppelkopf rule sets disagree, both are shown."),
                   _("First the colour solo: pick the suit of the solo.")], name)
    return "<h2>" + esc(_("What a Doppelkopf player most often gets wrong in Hydra")) + f"</h2><p>{text}</p>"


def _alone_and_alten(name: str | None) -> str:
    text = _words([_("Then a Hochzeit without a partner and the tournament's point \"gegen die Alten\" (against the "
                     "Alten; in Hydra the Alten are one of three parties, the others the Jungen and the Ego):")],
                  name, "doppelkopf")
    return f"<p>{text}</p>"


def _fuechse(name: str | None) -> str:
    text = _words([_("Then the Füchse (the Karo-Asse) in a Trumpfabgabe, the Doppelkopf reservation of a hand with at "
                     "most three trumps."),
                   _("First the same hand counted by each rule set; then the Turnier's Trumpfabgabe of that hand, a "
                     "whole round played through the engine by its example players: the trumps laid down with the "
                     "Füchse open, who takes them, what comes back, and what a caught Fuchs scores, beside what "
                     "Hydra has instead:")], name, "doppelkopf")
    return f"<p>{text}" + _rule("D41", "D33", "R4") + "</p>"


def _scoring(name: str | None) -> str:
    text = _words([_("Doppelkopf counts *game points*: the winners get plus points, the losers the same as minus "
                     "points, and announcements raise the stakes (every difference between the two rule sets, "
                     "computed, is on the page {link})."),
                   _("Hydra has no announcements and no minus points: every party scores by its own eyes,")], name)
    formula = _words([_("*points per player = bonus + multiplier × round(eyes / 10)*,")], name)
    multiplier = _words([_("where the multiplier is the number of players outside the party, except in a solo: 3 for "
                           "the soloist and 2 for each opponent.")], name) + _rule("R5")
    table = stacked_table_html([_("eyes"), _("multiplier"), _("points per player (engine)")],
                               [[e, m, hydra.party_points(e, m)] for e, m in ((65, 2), (125, 3), (44, 4))])
    compared = _link("doppelkopf-differences", _("Doppelkopf compared"), name)
    return ("<h2>" + esc(_("Scoring in Hydra")) + "</h2><p>" + text.replace("{link}", compared)
            + f"</p><p>{formula}</p><p>{multiplier}</p>{table}<h2>" + esc(_("Try it")) + "</h2>")


class _Html(SnapshotMixin, W.HTML):
    def snapshot_html(self) -> str:
        return str(self.value)


class DoppelkopfPlayersPage(SnapshotMixin, W.VBox):
    """The whole page: its top, the cards, the side by side, the five points, Hydra's scoring, three questions
    counted toward the page's progress (``dullen``, ``three-keys``, ``solo-points``) and the way on."""

    def __init__(self, environ: Mapping[str, str] | None = None, **kwargs: Trait) -> None:
        super().__init__(**kwargs)
        self.lesson = LessonPage("doppelkopf-players.ipynb", environ=environ)
        name = self.lesson.name
        self.text = _Html('<div class="hd-page">' + _head(name) + _cards(name) + _deck(name) + _side_by_side(name)
                          + "</div>")
        self.side_by_side = SideBySide(game="normal", cards=("R10", "EO", "R10", "SK"))   # places: 1 = highest
        self.parties = _Html(_notice(name) + _parties(name) + _mistakes(name))
        self.colour_solo = ColourSoloPoint(suit="S")
        self.alone = _Html(_alone_and_alten(name) + points_html(("hochzeit-alone", "gegen-die-alten")))
        self.fuechse = _Html(_fuechse(name) + points_html(("fuechse-armut",), first=4))
        self.intro_120 = _Html("<p>" + _words([_("Last, the Hausrunde's 120 eyes: move the slider and tick the box, "
                                                 "and each engine says who wins.")], name) + "</p>")
        self.exception_120 = Exception120(re_eyes=120, kontra_doppelt=True)
        self.after = _Html(_scoring(name))
        self.questions = [
            self.lesson.track("dullen", winner_exercise("R10 EO R10 S9 SD")),
            self.lesson.track("three-keys", party_exercise(["EO GO S9", "EO R9", "GO R9", "S9", "E9"])),
            self.lesson.track("solo-points", points_exercise(eyes=125, multiplier=3, bonus=5))]
        self.footer = self.lesson.footer()
        self.children = [self.lesson, self.text, self.side_by_side, self.parties, self.colour_solo, self.alone,
                         self.fuechse, self.intro_120, self.exception_120, self.after, *self.questions, self.footer]

    def snapshot_html(self) -> str:
        return "".join(child.snapshot_html() if isinstance(child, SnapshotMixin) else "" for child in self.children)


def build_doppelkopf_players_page(environ: Mapping[str, str] | None = None) -> DoppelkopfPlayersPage:
    """The page as Voilà shows it, in the language its address asks for (``?lang=``), else the browser's."""
    page_language(environ)
    return DoppelkopfPlayersPage(environ)

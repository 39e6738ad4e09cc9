"""The three pages of the Hydropolis course (issue 20), drawn here with every sentence through the catalog so
that they speak the page's language (``?lang=de``, issue 33): the notebooks only call :func:`build_lesson`.

The seed's German is quoted as written; on an English page its English stands beside it, on a German page
the quote stands alone. The pictures and the live tables are :mod:`.course`, :mod:`.course_fit` and
:mod:`.course_score`.

>>> page = build_lesson("hydropolis-01-cards-and-sides.ipynb", {"QUERY_STRING": "name=Ada"})
>>> text = page.snapshot_html()
>>> "A card and its sides" in text and "The seed lists no cards." in text
True
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping

import ipywidgets as W

from hydra.core.i18n import _, language
from tutor.hydropolis.course import COURSE
from tutor.language import page_language

from ..common.base import SnapshotMixin, Trait, esc
from ..common.nav import learner_name
from . import course as C

__all__ = ["build_lesson", "HydropolisLesson", "marked"]

_STYLE = """<style>
.hpc-text h1{font-size:28px;margin:10px 0 8px 0}.hpc-text h2{font-size:22px;margin:18px 0 6px 0}
.hpc-text code{background:#f3f3f3;padding:0 4px;border-radius:4px}
.hpc-text li{margin:2px 0}
</style>"""


def marked(text: str) -> str:
    """A sentence with the light marks the course's prose uses, as HTML: ``**bold**``, ``*italic*``,
    ``` ``code`` ``` (a card's notation; a ``*`` inside it is the leaky mark).

    >>> marked("a **leaky** pipe (*leckes Rohr*), written `.r.r*`")
    'a <b>leaky</b> pipe (<i>leckes Rohr</i>), written <code>.r.r*</code>'
    """
    out = []
    for i, part in enumerate(text.split("`")):
        if i % 2:
            out.append(f"<code>{esc(part)}</code>")
            continue
        part = esc(part).replace("&#x27;", "'").replace("&quot;", '"')
        part = re.sub(r"\*\*(.+?)\*\*", r"<b>\1</b>", part)
        out.append(re.sub(r"\*(.+?)\*", r"<i>\1</i>", part))
    return "".join(out)


def _p(text: str) -> str:
    return f"<p>{marked(text)}</p>"


def _list(items: list[str], tag: str = "ul") -> str:
    return f"<{tag}>" + "".join(f"<li>{marked(item)}</li>" for item in items) + f"</{tag}>"


def _h2(text: str) -> str:
    anchor = re.sub(r"\s+", "-", text.strip())
    return f'<h2 id="{esc(anchor)}">{esc(text)}</h2>'


def quote(german: str, english: str, colon: bool = True) -> str:
    """The seed's words in italics, in German quotation marks; on an English page their English beside
    them (after a colon, or with ``colon`` False in brackets), on a German page the quote alone."""
    said = f"*„{german}“*"
    if language() != "en":
        return said
    return f"{said}: {english}" if colon else f"{said} ({english})"


def _top(notebook: str, learn: list[str]) -> str:
    number = [nb for nb, _title in COURSE].index(notebook) + 1
    title = f"Hydropolis · {number} · {_(COURSE[number - 1][1])}"
    return (f'<h1 id="{esc(re.sub(r"[ ]+", "-", title))}">{esc(title)}</h1>'
            + "<p><b>" + esc(_("What you will learn")) + "</b></p>" + _list(learn))


# --- page 1 --------------------------------------------------------------------------------------------------
def _lesson_1() -> list[str | W.Widget]:
    notebook = COURSE[0][0]
    head = _top(notebook, [
        _("what a Hydropolis card shows on each of its four sides: nothing, a pipe (*Rohr*) or a cap "
          "(*Verschlusskappe*);"),
        _("the kinds of card: pipes, caps, leaky pipes (*leckes Rohr*), taps (*Wasserhahn*) and outlets "
          "(*Auslauf*);"),
        _("how the tutor writes a card (`.b.b`, `.r.r*`, `.y..T`), and why a card is only ever turned half-way;"),
        _("the tutor's own deck of 60 cards.")])
    head += _p(_("Hydropolis is a tile-laying game by Ryan Hackle: the players lay pipe cards on a growing pipe "
                 "network and score for what each new card touches and joins. It is not a trick-taking game, so "
                 "it asks new questions: *may this card go here?* and *how many points does it score?* The tutor "
                 "follows a one-page German rules text, **the seed**; where it is silent, the tutor decided and "
                 "says so."))
    sides = (_h2(_("A card and its sides"))
             + _p(_("A card is twice as long as it is wide, and it always lies the same way round: its two **long "
                    "sides** are **N** (top) and **S** (bottom), its two **short sides** **E** (right) and **W** "
                    "(left). Each side shows one of three things:"))
             + _list([_("**nothing**: an empty edge, written `.`;"),
                      _("**a pipe end** (*Rohr*) in a colour, written `b` (blue), `r` (red) or `y` (yellow): the "
                        "pipe runs from that side into the card;"),
                      _("**a cap** (*Verschlusskappe*), written with a capital letter `B`, `R` or `Y`: a closed "
                        "pipe end.")])
             + _p(_("A card shows one colour. The tutor writes a card as its four sides in the order N E S W: this "
                    "one is `.B.b`, a blue pipe that enters at W and is capped at E."))
             + C.sides_html(".B.b"))
    kinds = (_h2(_("The kinds of card"))
             + _p(_("After the four sides may come one mark: `*` a **leaky** pipe (*leckes Rohr*), `T` a **tap** "
                    "(*Wasserhahn*), `O` an **outlet** (*Auslauf*). Taps and outlets have a single pipe end and "
                    "are treated like pipes ({taps}). A card with only caps is a **cap card**, and it never leaks "
                    "({caps}). A leaky card matters: another card may be laid on top of it (page 2), for 5 points "
                    "(page 3).").format(
                 taps=quote("Wasserhähne und Ausläufe werden wie Rohre behandelt.",
                            "taps and outlets are treated like pipes"),
                 caps=quote("Verschlusskappen werden niemals als leck angesehen.",
                            "caps are never taken to be leaky")))
             + C.kinds_html())
    turns = (_h2(_("Half turns only"))
             + _p(_("The seed lets a card join the others only so {quote}. So a card may be laid as written or "
                    "**turned half-way** (N and S swap, E and W swap), but never a quarter: its long sides would "
                    "then meet short sides. Turned half-way, the corner `.bb.` (E to S) becomes `b..b` (N to W). "
                    "Some cards look the same either way: `.b.b` turned is `.b.b`.").format(
                 quote=quote("dass entweder eine lange Seite der neuen Karte an eine lange Seite einer liegenden "
                             "Karte anschließt, oder eine kurze Seite an eine kurze Seite anschließt",
                             "that either a long side of the new card joins a long side of a card lying there, "
                             "or a short side joins a short side", colon=False)))
             + C.turn_html(".bb."))
    deck = (_h2(_("The tutor's own deck"))
            + _p(_("**The seed lists no cards.** It names the kinds (pipes, caps, leaky pipes, taps and outlets) "
                   "but not how many of each, so the tutor plays with a deck of its own: the published game's "
                   "cards may differ."))
            + C.deck_html())
    return [head + sides + kinds + turns + deck]


# --- page 2 --------------------------------------------------------------------------------------------------
def _lesson_2() -> list[str | W.Widget]:
    from .course_fit import FitTryIt
    notebook = COURSE[1][0]
    head = _top(notebook, [
        _("where a card may go: beside the pipe network, or on top of a leaky card;"),
        _("what each side of a new card may meet, row by row, on a live table;"),
        _("that every new card needs a connection, and what the seed's edge of the table means;"),
        _("what the engine says when a card does not fit: the side, the card it meets, the rule.")])
    where = (_h2(_("Where a card may go"))
             + _p(_("The cards lie side to side on a grid of 9 by 9 cells, all the same way round. A cell is "
                    "written (column, row): columns count 0 to 8 to the east, rows 0 to 8 to the south, and the "
                    "first card lies in the middle, at (4,4). Two cards **meet** only where they share a side: E "
                    "against W (short to short), S against N (long to long)."))
             + _p(_("A new card goes **either** on an empty cell beside a card on the table, **or on top of a card "
                    "with a leaky pipe** ({quote}), never on a whole card.").format(
                 quote=quote("auf eine bestehende Karte mit einem ‚lecken Rohr‘",
                             "on a card already lying there that has a “leaky pipe”"))))
    meet = (_h2(_("What each side must meet"))
            + _p(_("At every side where the new card meets a card on the table, this table decides. And at least "
                   "one of its sides must be a **connection**: a pipe or cap of the new card against a pipe or cap "
                   "on the table ({quote}).").format(
                quote=quote("mindestens an ein bestehendes Rohr oder eine Verschlusskappe",
                            "at least to a pipe or a cap already lying there")))
            + C.p8_table_html()
            + _p(_("**Try it.** Choose a row of the table (each button names the new card's side, then the "
                   "table's: *pipe | cap* is a pipe of the new card against a cap on the table): its example's "
                   "table and card appear. Tap a cell to lay the card there (the green dashes show where it fits "
                   "as it is), turn it, or type another card. The engine answers with the rule. Try a mistyped "
                   "card too, such as `bq..`, or a cell off the table, such as (9,4).")))
    edge = (_h2(_("Where the seed reads two ways"))
            + _p(_("The seed says {caps}. Read to the letter, an empty edge could then face nothing but a cap; the "
                   "tutor reads it as a rule for pipes and caps, so two empty edges may meet. And {edge}: the tutor "
                   "lets a pipe face it.").format(
                caps=quote("Nur Verschlusskappen dürfen an leere Kartenkanten grenzen.",
                           "only caps may border empty card edges", colon=False),
                edge=quote("Die Tischkante bildet die natürliche Grenze des ausgelegten Rohrnetzes.",
                           "the table's edge is the natural border of the pipe network laid out", colon=False)))
            + C.readings_html("P8", "Nur Verschlusskappen") + C.readings_html("P6"))
    return [head + where + meet, FitTryIt(), edge]


# --- page 3 --------------------------------------------------------------------------------------------------
def _lesson_3() -> list[str | W.Widget]:
    from .course_score import GameStepper, ScoreView
    notebook = COURSE[2][0]
    head = _top(notebook, [
        _("the four parts of a laid card's points: covering, neighbours, caps and pipes;"),
        _("where each point comes from, drawn on the table;"),
        _("a whole game, move by move: turns, *Zugzwang*, drawing, passing and the end;"),
        _("the variant with the wrench (*Schraubenschlüssel*).")])
    points = (_h2(_("Points for one card"))
              + _p(_("After each move the player notes the points the new card made, in four parts:"))
              + _list([_("**covering** a leaky card: 5 ({quote});").format(
                           quote=quote("Für eine überdeckte ‚lecke‘ Karte gibt es 5 Punkte.",
                                       "a covered “leaky” card gives 5 points")),
                       _("**neighbours**: 1 for each card in the eight cells around it, diagonals too "
                         "({quote});").format(quote=quote("auch diagonal", "also diagonally")),
                       _("**caps**: 1 for each cap that meets a pipe of its own colour, whichever card holds the "
                         "cap;"),
                       _("**pipes**, only for a pipe piece (*Rohrstück*): for each of its pipe ends that meets a "
                         "pipe, 3 if the colours are the same and 2 if not.")], "ol")
              + _p(_("Choose an example: the card is laid, and its points are drawn where they come from.")))
    game = (C.readings_html("P11", "andersfarbigen")
            + _h2(_("A whole game"))
            + _p(_("Each player holds three cards. In turn, a player lays one card and then draws one from the "
                   "pile. There is **Zugzwang**: a card that fits must be laid (the player chooses which, which "
                   "way round and where). A player who cannot lay only draws, and holds one card more. With the "
                   "pile empty, a player who cannot lay passes. The game ends when every player in turn has "
                   "passed, or at once when a player reaches the agreed target (the tutor's default is 100); most "
                   "points wins."))
            + _p(_("In the **variant**, a move of 15 points or more earns a wrench (*Schraubenschlüssel*), and three "
                   "wrenches win at once. Here is a short game of two players with 16 of the tutor's cards, step "
                   "by step:")))
    passes = (_p(_("When does a turn without a card count as a pass? The seed says the game ends when *all players "
                   "pass*; the tutor counts only turns with an empty pile as passes, and a player who passed may "
                   "lay again later:"))
              + C.readings_html("P21") + C.readings_html("P22"))
    return [head + points, ScoreView(), game, GameStepper(), passes]


_LESSONS: dict[str, Callable[[], list[str | W.Widget]]] = {
    COURSE[0][0]: _lesson_1, COURSE[1][0]: _lesson_2, COURSE[2][0]: _lesson_3}


class _Html(SnapshotMixin, W.HTML):
    def snapshot_html(self) -> str:
        return str(self.value)


class HydropolisLesson(SnapshotMixin, W.VBox):
    """One page of the course: the bar and the course's pages, the prose with its pictures and live tables,
    and the way on."""

    def __init__(self, notebook: str, name: str | None = None, **kwargs: Trait) -> None:
        super().__init__(**kwargs)
        self.notebook, self.name = notebook, name
        self.bar = _Html(C.page_bar(name))                       # a widget of its own: the bar's whole width
        self.header = _Html(C.course_nav_html(notebook, name))
        self.parts = [_Html(_STYLE + '<div class="hpc hpc-text">' + part + "</div>") if isinstance(part, str)
                      else part for part in _LESSONS[notebook]()]
        self.footer = _Html(C.page_footer(notebook, name))
        self.children = [self.bar, self.header, *self.parts, self.footer]

    def snapshot_html(self) -> str:
        return "".join(child.snapshot_html() if isinstance(child, SnapshotMixin) else "" for child in self.children)


def build_lesson(notebook: str, environ: Mapping[str, str] | None = None) -> HydropolisLesson:
    """The course's page ``notebook`` as Voilà shows it, in the language its address asks for (``?lang=``), else
    the kept choice or the browser's; the learner's name from the address."""
    page_language(environ)
    return HydropolisLesson(notebook, learner_name(environ))

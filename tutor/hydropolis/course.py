"""The Hydropolis course's logic (issue 20): its pages, an example for every row of the P8 table,
the live table a learner lays cards on, a laid card's points part by part, and readings.

Plain Python over :mod:`hydra.hydropolis`: every answer (fits or not, why, how many points) is the
engine's; this module chooses the examples and words the sentences around them. The views are in
``widgets/hydropolis/course*.py``; the whole game stepped through is :mod:`.course_game`.

>>> trial = TryTable(example("pipe-empty"))
>>> print(trial.tap((4, 3)).text)  # doctest: +ELLIPSIS
`b.b.` may not go to (4,3): the new card's S side is a blue pipe and meets the empty N side of `.b.b` ...
>>> trial.set_card("bq..").ok
False
>>> trial.turn().ok, str(trial.card)
(True, 'b.b.')
"""

from __future__ import annotations

import urllib.parse
from collections.abc import Iterable
from dataclasses import dataclass, field

from hydra.core.errors import NotationError, RuleError
from hydra.hydropolis import COLOURS, DECK_NOTE, RULINGS, SIDES, Card, Cell, Score, Table, as_card, as_cell
from hydra.hydropolis import readings as _readings
from hydra.hydropolis.game import WRENCH_POINTS
from hydra.core.i18n import N_, _, ngettext

from tutor.language import language_query

from .course_notation import in_language
from .seed_english import CAPS_ONLY, CONNECTS, ON_A_LEAK, SEED_ENGLISH

__all__ = ["COURSE", "PLAY_PAGE", "CourseLink", "course_url", "course_links", "FitExample", "P8_EXAMPLES",
           "MORE_EXAMPLES", "example", "example_table", "Message", "TryTable", "Part", "Breakdown",
           "breakdown", "SCORE_EXAMPLES", "WRENCH_POINTS", "typed_wrong", "reading_lines", "DECK_NOTE", "fits_sentence",
           "SEED_ENGLISH"]

#: The course's pages in order: (notebook, title).
COURSE: tuple[tuple[str, str], ...] = (
    ("hydropolis-01-cards-and-sides.ipynb", N_("The cards and their sides")),
    ("hydropolis-02-what-fits-where.ipynb", N_("What fits where")),
    ("hydropolis-03-scoring-and-a-game.ipynb", N_("Scoring, and a whole game")),
)
#: The page to play a game on (built beside the course).
PLAY_PAGE = "hydropolis-play.ipynb"


@dataclass(frozen=True)
class CourseLink:
    """One link of the course's bar: where it goes, its text, and whether it is this page."""

    href: str
    title: str
    here: bool


def course_url(notebook: str, name: str | None = None) -> str:
    """``notebook`` with the learner's name kept (``?name=Ada``), and the language the page's address chose
    (``lang=``), as every link of the tutor.

    >>> course_url("hydropolis-02-what-fits-where.ipynb", "Ada Lovelace")
    'hydropolis-02-what-fits-where.ipynb?name=Ada+Lovelace'
    """
    params = {"name": name} if name else {}
    params.update(language_query())
    return notebook + ("?" + urllib.parse.urlencode(params) if params else "")


def course_links(current: str, name: str | None = None) -> list[CourseLink]:
    """The course's pages, numbered, the current one marked, in the page's language."""
    return [CourseLink(course_url(nb, name), f"Hydropolis · {n}. {_(title)}", nb == current)
            for n, (nb, title) in enumerate(COURSE, 1)]


# --- what fits where (P7, P8) --------------------------------------------------------------------
@dataclass(frozen=True)
class FitExample:
    """A table (its cards laid in order from the first card), a card to try on one cell, and what the
    P8 table says: ``new`` side against ``facing`` side (``"empty"``, ``"pipe"``, ``"cap"``)."""

    key: str
    new: str
    facing: str
    fits: bool
    lays: tuple[tuple[str, tuple[int, int]], ...]
    card: str
    cell: tuple[int, int]
    why: str
    seed: str = ""

    @property
    def english(self) -> str:
        """The seed's sentence in English (:data:`SEED_ENGLISH`)."""
        return SEED_ENGLISH[self.seed] if self.seed else ""

    @property
    def title(self) -> str:
        if not self.new:
            return _(self.why).split(":")[0]
        said = _("new {new} against {facing}: fits") if self.fits else _("new {new} against {facing}: no")
        return said.format(new=_(SIDE_KINDS[self.new]), facing=_(SIDE_KINDS[self.facing]))


#: The three kinds of side, as the P8 table names them.
SIDE_KINDS = {"empty": N_("empty"), "pipe": N_("pipe"), "cap": N_("cap")}

_START = ((".b.b", (4, 4)),)
_LINE = ((".b.b", (4, 4)), (".b.b", (5, 4)), (".R.r", (6, 4)))                   # spec examples 2 and 4
_BEND = ((".b.b", (4, 4)), (".bb.", (3, 4)), ("bb..", (3, 5)))                   # spec example 7
_CAPPED = ((".bbb", (4, 4)), ("..bb", (5, 4)), ("b..B", (5, 5)))                 # a cap facing (4,5)


#: One example per row of the P8 table, in the spec's order (the new card's side, then the table's).
P8_EXAMPLES: tuple[FitExample, ...] = (
    FitExample("empty-empty", "empty", "empty", True, _BEND, ".b.b", (4, 5),
               N_("Its empty N side meets the first card's empty S side. Read to the letter, the seed's sentence "
                  "below would let an empty edge face only a cap; the tutor reads it as a rule for what a pipe "
                  "or a cap may face, so two empty edges may meet (P8; both readings are at the end of the "
                  "page). Its W pipe joins the pipe of the corner at (3,5), so it has its connection."),
               CAPS_ONLY),
    FitExample("empty-pipe", "empty", "pipe", False, _START, "...B", (3, 4),
               N_("Its empty E side would meet the first card's blue pipe: a pipe may not run into an empty "
                  "edge. Turn it: then its cap meets the pipe."),
               "Eine leere Kartenkante darf nicht an ein Rohr anschließen."),
    FitExample("empty-cap", "empty", "cap", True, _CAPPED, "b..b", (4, 5),
               N_("Its empty E side meets the cap of `b..B` at (5,5): a cap may face an empty edge. Its N "
                  "pipe joins the first card's S pipe."),
               CAPS_ONLY),
    FitExample("pipe-empty", "pipe", "empty", False, _START, "b.b.", (4, 3),
               N_("Its S pipe would run into the first card's empty N side: no dead ends (Rohr-Sackgassen)."),
               'Es darf also keine "Rohr-Sackgassen" geben.'),
    FitExample("pipe-pipe", "pipe", "pipe", True, _START, ".r.r", (5, 4),
               N_("Its red W pipe joins the first card's blue E pipe: pipes join whatever their colours."),
               CONNECTS),
    FitExample("pipe-cap", "pipe", "cap", True, _LINE, ".r.r", (7, 4),
               N_("Its W pipe meets the red cap of `.R.r` at (6,4): a pipe may end in a cap."),
               CONNECTS),
    FitExample("cap-empty", "cap", "empty", True, _BEND, "B..b", (4, 5),
               N_("Its N cap meets the first card's empty S side: a cap may face an empty edge, where a pipe "
                  "may not. Its W pipe gives the connection."),
               CAPS_ONLY),
    FitExample("cap-pipe", "cap", "pipe", True, _START, ".B.b", (3, 4),
               N_("Its E cap closes the first card's W pipe."),
               CONNECTS),
    FitExample("cap-cap", "cap", "cap", False, _LINE, "...R", (7, 4),
               N_("Its W cap would meet the cap of `.R.r` at (6,4): a cap may not meet a cap."),
               "Eine Verschlusskappe kann nicht direkt an eine andere Verschlusskappe anschließen."),
)

#: The rules around the P8 table: the connection, laying on a card, the table's edge.
MORE_EXAMPLES: tuple[FitExample, ...] = (
    FitExample("no-connection", "", "", False, _START, ".bb.", (4, 5),
               N_("No connection: its empty N side may face the first card's empty S side, but none of its "
                  "pipes or caps meets a pipe or cap."),
               CONNECTS),
    FitExample("on-a-leak", "", "", True, ((".b.b", (4, 4)), (".b.b*", (5, 4)), (".r.r", (6, 4))),
               ".r.r", (5, 4),
               N_("On a leaky card: `.b.b*` at (5,4) leaks, so a card may cover it, if it fits the cards "
                  "around that cell."),
               ON_A_LEAK),
    FitExample("not-leaky", "", "", False, _START, ".b.b", (4, 4),
               N_("Not on a card that does not leak: the first card's pipe is whole, and a card goes on top "
                  "only of a card with a leaky pipe."),
               ON_A_LEAK),
)


def example(key: str) -> FitExample:
    """The example with this key (KeyError if there is none)."""
    for item in (*P8_EXAMPLES, *MORE_EXAMPLES):
        if item.key == key:
            return item
    raise KeyError(f"there is no example {key!r}")


def example_table(item: FitExample) -> Table:
    """The example's table: its first card, then each card laid by the rules (P6-P8)."""
    (first, _), *rest = item.lays
    table = Table.start(first)
    for card, cell in rest:
        table.lay(card, cell)
    return table


def fits_sentence(score: Score) -> str:
    """'`.b.b` fits at (5,4): 4 points (covering 0, neighbours 1, caps 0, pipes 3).'"""
    return ngettext("`{card}` fits at {cell}: {total} point ({parts}).",
                    "`{card}` fits at {cell}: {total} points ({parts}).", score.total).format(
        card=score.card, cell=score.cell, total=score.total, parts=parts_said(score))


#: The four parts of a score (P11), by the engine's keys.
PART_NAMES = {"covering": N_("covering"), "neighbours": N_("neighbours"), "caps": N_("caps"), "pipes": N_("pipes")}


def parts_said(score: Score) -> str:
    """'covering 0, neighbours 1, caps 0, pipes 3', in the page's language."""
    return ", ".join(f"{_(PART_NAMES.get(name, name))} {points}" for name, points in score.parts.items())


def typed_wrong(error: Exception, typed: str, what: str = "card") -> str:
    """The engine's notation error as a sentence for a learner: what was typed, which character is
    wrong and what to write, without Python's quotes or the word "offset" (P3, P5).

    >>> try:
    ...     Card.parse("bq..")
    ... except ValueError as error:
    ...     print(typed_wrong(error, "bq..")[:75])
    What you typed, “bq..”, is not a card: its character 2, “q”, is not a side:
    """
    text = str(error)
    token, offset = getattr(error, "token", None), getattr(error, "offset", None)
    stripped = typed.strip()
    for written in (stripped, typed):
        if token is not None and offset is not None:
            text = text.replace(f"{token!r} at offset {offset} of {written!r} ",
                                f"its character {offset + 1}, “{token}”, ")
        text = text.replace(f"{written!r} is not a {what}: ", "")
    text = text.replace(f"{typed!r} ", "").replace("'", "")
    example = "" if "such as" in text else " " + _("For example: .b.b, or .r.r* (leaky).")
    shown = stripped if len(stripped) <= 20 else stripped[:20] + "…"
    said = (_("What you typed, “{shown}”, is not a card: {text}.") if what == "card" else
            _("What you typed, “{shown}”, is not a cell: {text}."))
    return said.format(shown=shown, text=in_language(text.rstrip("."))) + example


@dataclass(frozen=True)
class Message:
    """What the live table says: the sentence, whether it is good news, the rules it cites."""

    text: str
    ok: bool
    rules: tuple[str, ...] = ()
    details: tuple[str, ...] = ()


class TryTable:
    """A live table for one example: choose or type a card, turn it, tap a cell. A card that fits is
    laid and scores; one that does not gets the engine's sentence (P10). Nothing raises: every bad
    input (a mistyped card, a cell off the table, a card on a card that does not leak) is a sentence.
    """

    def __init__(self, item: FitExample | None = None) -> None:
        self.load(item or P8_EXAMPLES[0])

    def load(self, item: FitExample) -> Message:
        """Start again with ``item``'s table and card."""
        self.item = item
        self.table = example_table(item)
        self.card: Card | None = as_card(item.card)
        self.message = Message(self.prompt(), True)
        self.scores: list[Score] = []
        return self.message

    def prompt(self) -> str:
        return _("Tap a cell to lay `{card}` there; turn it first if you like.").format(card=self.card) \
            if self.card else _("Type a card first, such as .b.b")

    def reset(self) -> Message:
        """The example's table and card again."""
        return self.load(self.item)

    def set_card(self, text: str) -> Message:
        """Hold the card written ``text`` (P3); a mistyped one is a sentence, and the card held stays."""
        text = (text or "").strip()
        if not text:
            self.message = Message(_("Type a card in the notation N E S W, then a mark: such as .b.b or "
                                     ".r.r* (P3)."), False, ("P3",))
            return self.message
        try:
            self.card = as_card(text)
        except (NotationError, ValueError) as error:
            self.message = Message(typed_wrong(error, text), False, ("P3",))
            return self.message
        self.message = Message(_("You hold `{card}`, a {name}.").format(card=self.card, name=self.card.name) + " "
                               + self.prompt(), True)
        return self.message

    def turn(self) -> Message:
        """Turn the held card half-way (P4: N<->S, E<->W, never a quarter)."""
        if self.card is None:
            return self.set_card("")
        before = self.card
        self.card = before.turned()
        said = (_("Turned half-way: `{before}` is now `{card}` (turned, it looks the same) (P4).")
                if self.card is before else _("Turned half-way: `{before}` is now `{card}` (P4)."))
        self.message = Message(said.format(before=before, card=self.card), True, ("P4",))
        return self.message

    def fitting_cells(self) -> tuple[Cell, ...]:
        """The cells the held card fits as it is now (not turned)."""
        if self.card is None:
            return ()
        return tuple(lay.cell for lay in self.table.legal_moves([self.card]) if lay.card is self.card)

    def tap(self, cell: tuple[int, int] | Cell | str) -> Message:
        """Lay the held card on ``cell`` if it fits (it scores), else say the first rule it breaks."""
        if self.card is None:
            return self.set_card("")
        try:
            where = as_cell(cell)
        except (NotationError, ValueError) as error:
            self.message = Message(typed_wrong(error, str(cell), "cell"), False, ("P5",))
            return self.message
        reason = self.table.check(self.card, where)
        if reason is not None:
            self.message = Message(_("`{card}` may not go to {cell}: {reason}").format(
                card=self.card, cell=where, reason=reason), False, tuple(reason.rules))
            return self.message
        try:
            score = self.table.lay(self.card, where)
        except RuleError as error:          # check said it fits: this cannot happen, but never a traceback
            self.message = Message(str(error), False)
            return self.message
        self.scores.append(score)
        self.message = Message(fits_sentence(score), True, ("P8", "P11"),
                               tuple(str(r) for r in score.reasons))
        return self.message


# --- scoring (P11) -------------------------------------------------------------------------------
@dataclass(frozen=True)
class Part:
    """One of the four parts of a score: its name, its points and why (P11)."""

    name: str
    points: int
    why: str


@dataclass(frozen=True)
class Breakdown:
    """A laid card's points, part by part, and where on the table each point comes from: ``notes``
    per cell, each a (place, text) with place ``"C"`` (the cell) or a side ``"N"``, ``"E"``, ...;
    ``around`` the cells that count as neighbours."""

    score: Score
    parts: tuple[Part, ...]
    notes: dict[Cell, list[tuple[str, str]]] = field(default_factory=dict)
    around: tuple[Cell, ...] = ()


_PART_RULE = {
    "covering": N_("nothing: 5 for covering a leaky card"),
    "neighbours": N_("nothing: 1 for each card in the eight cells around it, diagonals too; a stack counts once"),
    "caps": N_("nothing: 1 for each cap that meets a pipe of its own colour, on either card"),
    "pipes": N_("nothing: for a pipe piece, 3 for each of its pipe ends that meets a pipe of the same colour, 2 "
                "for another colour"),
}


def breakdown(score: Score) -> Breakdown:
    """Where ``score``'s points come from, for drawing on the table (P11)."""
    notes: dict[Cell, list[tuple[str, str]]] = {}
    if score.covering:
        notes.setdefault(score.cell, []).append(("C", _("+{points} covering").format(points=score.covering)))
    for cell in score.around:
        notes.setdefault(cell, []).append(("C", "+1"))
    for side, other, _cell in score.meets:
        mine, theirs = score.card.kinds[side], other.kinds[(side + 2) & 3]
        same = other.colour == score.card.colour
        if mine == 1 and theirs == 1:
            notes.setdefault(score.cell, []).append((SIDES[side], f"+{3 if same else 2}"))
        elif same and mine + theirs == 3:
            notes.setdefault(score.cell, []).append((SIDES[side], _("+1 cap")))
    parts = []
    for name, points in score.parts.items():
        found = [str(r).split(": ", 1)[1] for r in score.reasons if str(r).startswith(_(PART_NAMES[name]) + ":")]
        why = "; ".join(found) if found else _(_PART_RULE[name])
        parts.append(Part(_(PART_NAMES[name]), points, why))
    return Breakdown(score, tuple(parts), notes, tuple(score.around))


@dataclass(frozen=True)
class ScoreExample:
    """A table and one card laid on it, to score part by part."""

    key: str
    title: str
    lays: tuple[tuple[str, tuple[int, int]], ...]
    card: str
    cell: tuple[int, int]

    def table(self) -> Table:
        return example_table(FitExample(self.key, "", "", True, self.lays, self.card, self.cell, ""))

    def score(self) -> Score:
        """The points, as :meth:`Table.score` gives them (the table is not changed)."""
        return self.table().score(self.card, self.cell)


#: The spec's worked examples of scoring (P11), in the order the page shows them.
SCORE_EXAMPLES: tuple[ScoreExample, ...] = (
    ScoreExample("same-colour", N_("Two blue pipes join"), _START, ".b.b", (5, 4)),
    ScoreExample("other-colour", N_("A red pipe joins a blue one"), _LINE[:2], ".R.r", (6, 4)),
    ScoreExample("caps", N_("A cap closes a pipe of its colour"), _LINE, ".r.r", (7, 4)),
    ScoreExample("diagonals", N_("Neighbours count diagonally"), _BEND[:2], "bb..", (3, 5)),
    ScoreExample("covering", N_("Covering a leaky card"),
                 ((".b.b", (4, 4)), (".b.b*", (5, 4)), (".r.r", (6, 4))), ".r.r", (5, 4)),
    ScoreExample("wrench", N_("15 points: a wrench (variant)"),
                 ((".bbb", (4, 4)), (".b.b*", (5, 4)), (".bbb", (6, 4)), ("b..b", (4, 5)), ("b..b", (6, 5))),
                 ".b.b", (5, 4)),
)


def score_example(key: str) -> ScoreExample:
    for item in SCORE_EXAMPLES:
        if item.key == key:
            return item
    raise KeyError(f"there is no scoring example {key!r}")


# --- readings -----------------------------------------------------------------------------------
def reading_lines(rule: str) -> list[tuple[str, str, bool]]:
    """The ruling's readings as (name in words, what it says, the tutor plays it), the played first."""
    out = [(_(r.name.replace("-", " ")), _(r.text), r.chosen) for r in _readings(rule)]
    return sorted(out, key=lambda line: not line[2])


def ruling_title(rule: str) -> str:
    """The ruling's title, in the page's language where the course shows it (:mod:`.course_readings`)."""
    return _(RULINGS[rule].title)


def side_words(card: Card) -> list[tuple[str, str]]:
    """Each side of ``card`` in words: ('N', 'a blue pipe end'), ('E', 'empty') ... (P1)."""
    long_short = {"N": N_("{side} (long side)"), "S": N_("{side} (long side)"), "E": N_("{side} (short side)"),
                  "W": N_("{side} (short side)")}
    colour = _(_COLOUR_WORDS[COLOURS[card.colour]])
    out = []
    for side, kind in zip(SIDES, card.kinds):
        what = (_("empty") if kind == 0 else
                _("a {colour} pipe end").format(colour=colour) if kind == 1 else
                _("a {colour} cap (Verschlusskappe)").format(colour=colour))
        out.append((_(long_short[side]).format(side=side), what))
    return out


_COLOUR_WORDS = {"blue": N_("blue"), "red": N_("red"), "yellow": N_("yellow")}


def cards_of(texts: Iterable[str]) -> list[Card]:
    return [as_card(t) for t in texts]

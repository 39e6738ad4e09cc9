"""Hydropolis in the tutor's registry of games (:data:`tutor.games.TUTOR_GAMES`, issue 20): its quiz
kinds (:mod:`tutor.hydropolis.quiz.kinds`) and topics (spec hydropolis.md, docs/rulings-hydropolis.md),
the table and card pictures (:mod:`hydra.hydropolis.svg`) and its rulings.

>>> GAME.label, [k.letter for k in GAME.kinds]
('Hydropolis', ['hm', 'hw', 'hs'])
"""

from __future__ import annotations

from collections.abc import Mapping
from xml.sax.saxutils import escape

from hydra import hydropolis as hp
from hydra.core.i18n import N_, _
from hydra.hydropolis.svg import card_svg, table_svg

from tutor.games import COURSE_PAGE, PLAY_PAGE, Ladder, Page, TopicRow, TutorGame
from .kinds import HP_MAY, HP_POINTS, HP_WHERE, Setting, table_of
from tutor.exercises.model import Exercise, Feedback

__all__ = ["GAME", "TOPICS", "picture"]

TOPICS: tuple[TopicRow, ...] = (
    ("hp-may", "place", N_("An empty cell or a card on the table"), "P7", (),
     N_("A card goes on an empty cell beside a card, or on top of a leaky card, never on another card")),
    ("hp-may", "sides", N_("Where sides meet"), "P8", (),
     N_("No pipe may meet an empty edge, and no cap may meet a cap; an empty edge may meet a cap or an "
     "empty edge")),
    ("hp-may", "join", N_("Joining the network"), "P8", (),
     N_("At least one pipe or cap of the new card must meet a pipe or cap on the table")),
    ("hp-where", "fit", N_("Every cell a card fits"), "P8", (),
     N_("Look at each side that meets a card: the P8 table, and at least one connection")),
    ("hp-where", "leaky", N_("Covering a leaky card"), "P7", (),
     N_("A leaky card may be covered by a card that fits its cell like an empty one")),
    ("hp-points", "neighbours", N_("Cards around the new card"), "P11", (),
     N_("1 point for each of the eight cells around the new card that holds a card, diagonals included")),
    ("hp-points", "pipes", N_("Pipes that meet"), "P11", (),
     N_("A pipe piece scores 3 for each pipe end meeting a pipe of its colour, 2 for another colour")),
    ("hp-points", "caps", N_("A cap meets a pipe"), "P11", (),
     N_("1 point for each cap meeting a pipe of the same colour, whichever card holds the cap")),
    ("hp-points", "cover", N_("Covering a leaky card"), "P11", (), N_("Covering a leaky card scores 5 more")),
)

#: The rulings the feedback cites, summarised under the board.
REFERENCE_RULES = ("P4", "P7", "P8", "P10", "P11")


# card: the quiz passes any game's card as object (TutorGame's hooks); a Hydropolis exercise holds its own
def _face(_ex: Exercise, card: object, width: int, _highlight: str | None, _dim: bool,
          _label: str | None = None) -> str:
    assert isinstance(card, (hp.Card, str)), card
    return card_svg(card, width)


def _summaries() -> Mapping[str, str]:
    return {r: hp.RULINGS[r].decision for r in REFERENCE_RULES}


def _ladder(_ex: Exercise) -> Ladder:
    return None


def picture(ex: Exercise, feedback: Feedback | None = None) -> str:
    """The table (the cell asked about framed in blue) and the card asked about, drawn large; once
    answered, the cells the card fits marked green, or the card laid where it scored."""
    s: Setting = ex.setting
    table = table_of(s)
    marked: list[str] = []
    if feedback is not None and ex.kind == HP_WHERE.name:
        marked = sorted(ex.answer)
    elif feedback is not None and ex.kind == HP_MAY.name and ex.answer == "fits":
        marked = [str(s.cell)]
    asked = s.cell
    if feedback is not None and ex.kind == HP_POINTS.name and s.cell is not None:
        table.lay(s.card, s.cell)
        asked = None
    board = table_svg(table, 560, marked=[hp.Cell.parse(c) for c in marked], asked=asked, window=1,
                      last=asked is None and ex.kind == HP_POINTS.name)
    return ('<div class="hq-hp">'
            '<div class="hq-hp-table" style="background:#fff;border-radius:8px;padding:4px;line-height:0">'
            f'{board}</div>'
            '<div class="hq-hp-card" style="margin:6px 0;display:flex;gap:10px;align-items:center;flex-wrap:wrap">'
            f'<span style="background:#fff;border-radius:8px;padding:4px;line-height:0">{card_svg(s.card, 140)}</span>'
            f'<span><b>{escape(str(s.card))}</b>: {escape(hp.card_name(s.card))}<br>'
            f'<small>{escape(_(hp.DECK_NOTE))}</small></span></div></div>')


#: Hydropolis's pages: its course's first lesson and its play page ("Play a game": a game, not a round).
PAGES = (
    Page("hydropolis", "hydropolis-01-cards-and-sides.ipynb", N_("Hydropolis: a short course"),
         N_("a tile-laying game: the cards and their sides, what fits where on a live table, scoring part by part "
            "and a whole game"), role=COURSE_PAGE),
    Page("hydropolis-play", "hydropolis-play.ipynb", N_("Play a game of Hydropolis"),
         N_("lay pipe cards against the example players, with hints, undo and the points of every card"),
         role=PLAY_PAGE, label=N_("Play a game")),
)


GAME = TutorGame(
    id="hydropolis", label="Hydropolis", tooltip=N_("Hydropolis: lay pipes, score what they touch"),
    quiz_title=N_("Hydropolis rules quiz"),
    subtitle=N_("Hydropolis: lay pipe cards on the table; the engine says where they fit and what they score."),
    engine=("hydropolis",), kinds=(HP_MAY, HP_WHERE, HP_POINTS), topics=TOPICS, card_face=_face,
    rule_summaries=_summaries, ladder=_ladder, picture=picture, board=N_("the table"), pages=PAGES,
    table="tutor.hydropolis.together:TOGETHER")

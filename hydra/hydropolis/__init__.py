"""Hydropolis: the rules engine for the tutor's tile-laying game (issue 20, seed 002).

Players lay pipe cards on a 9 by 9 table, beside the pipe network or on a leaky
card, and score for what each new card touches and joins. The seed lists no
cards: :data:`DECK` is the tutor's own deck of 60. The rulings are P1-P14 of the
shared spec and the project's P20 and up (``docs/rulings-hydropolis.md``); every
rule the engine applies carries its id as data.

>>> from hydra import hydropolis as hp
>>> table = hp.Table.start(".b.b")
>>> table.lay(".b.b", (5, 4)).total, table.lay(".R.r", (6, 4)).total
(4, 3)
>>> print(table.check("...B", (3, 4)))  # doctest: +ELLIPSIS
the new card's E side is empty and meets the blue pipe on the W side of `.b.b` at (4,4): ... (P8: ...)
>>> str(table.score(".B..", (3, 4)))
'2 points: covering 0, neighbours 1, caps 1, pipes 0'
>>> len(hp.DECK), hp.card_name("...yO")
(60, 'yellow outlet, its pipe enters W')
"""

from .cards import COLOURS, MARKS, SIDES, Card, CardLike, as_card, card_name
from .deck import DECK, DECK_NOTE
from .rules import CELLS, Cell
from .score import Score
from .table import Lay, Table, as_cell
from .game import DRAW, PASS, PHASES, TARGET, Action, Deal, Game, Step, parse_action, replay
from .view import SeatView
from .record import dumps_record, to_record
from .rulings import RULINGS, Reading, Ruling, readings, rulings_markdown
from .svg import card_svg, table_svg

__all__ = [
    "COLOURS", "MARKS", "SIDES", "Card", "CardLike", "as_card", "card_name", "DECK", "DECK_NOTE", "CELLS",
    "Cell", "Score", "Lay", "Table", "as_cell", "DRAW", "PASS", "PHASES", "TARGET", "Action", "Deal", "Game",
    "Step", "parse_action", "SeatView", "dumps_record", "replay", "to_record", "RULINGS", "Reading",
    "Ruling", "readings", "rulings_markdown", "card_svg", "table_svg",
]

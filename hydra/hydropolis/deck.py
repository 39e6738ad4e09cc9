"""The tutor's own deck of 60 cards: the seed lists no cards (spec, "The tutor's deck").

For each colour, blue first, then red, then yellow, 20 cards in the order of the
spec's table: 2 straight pipes, 4 corners, 4 T pieces, 2 crosses, 4 leaky pipes,
1 capped pipe, 1 cap card, a tap and an outlet. The published game's cards may
differ: this is the tutor's own deck.

>>> len(DECK), str(DECK[0]), str(DECK[20]), str(DECK[-1])
(60, '.b.b', '.r.r', '...yO')
>>> sum(card.leaky for card in DECK), sum(card.kind == "tap" for card in DECK)
(12, 3)
"""

from __future__ import annotations

from hydra.core.i18n import N_

from .cards import Card

__all__ = ["DECK", "DECK_NOTE", "FACES"]

#: The faces of one colour in the spec's table order, written in blue.
FACES: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("straight pipes", (".b.b", "b.b.")),
    ("corners", ("bb..", ".bb.", "..bb", "b..b")),
    ("T pieces", ("bbb.", ".bbb", "b.bb", "bb.b")),
    ("crosses", ("bbbb", "bbbb")),
    ("leaky pipes", (".b.b*", "b.b.*", ".bb.*", "bb..*")),
    ("capped pipe", (".B.b",)),
    ("cap card", (".B..",)),
    ("tap, outlet", (".b..T", "...bO")),
)

#: What the tutor says wherever the deck appears.
DECK_NOTE = N_("The seed lists no cards: this is the tutor's own deck of 60 cards "
               "(the published game's cards may differ).")


def _recolour(face: str, colour: str) -> str:
    return face.replace("b", colour).replace("B", colour.upper())


#: The 60 cards in the spec's order: blue, red, yellow; within a colour, the table's rows.
DECK: tuple[Card, ...] = tuple(Card.parse(_recolour(face, colour))
                               for colour in "bry" for _, faces in FACES for face in faces)

"""The points of one laid card (P11), in four parts, each with its reason.

>>> from hydra.hydropolis import Table
>>> table = Table.start(".b.b")
>>> s = table.score(".b.b", (5, 4))
>>> s.covering, s.neighbours, s.caps, s.pipes, s.total
(0, 1, 0, 3, 4)
>>> str(s)
'4 points: covering 0, neighbours 1, caps 0, pipes 3'
>>> for reason in s.reasons:
...     print(reason.split(" (P11")[0], reason.rules)    # doctest: +NORMALIZE_WHITESPACE
neighbours: 1 for the card at (4,4): 1 for each card already lying around the new card, diagonals too ('P11',)
pipes: 3 for the blue pipe on its W side meeting the blue pipe of `.b.b` at (4,4), same colour:
    a pipe end of the new card that meets a pipe of the same colour scores 3 ('P11',)
"""

from __future__ import annotations

from collections.abc import Sequence

from hydra.core.errors import Reason
from hydra.core.i18n import N_, _, ngettext

from .cards import SIDES, Card
from .rules import COLOUR_WORDS, Cell

__all__ = ["Score", "COVERING", "SEED_SCORING", "RULE_SCORING"]

#: Points for covering a leaky card (P11).
COVERING = 5
#: The seed's sentence for each part of the score.
SEED_SCORING = {
    "covering": 'Für eine überdeckte "lecke" Karte gibt es 5 Punkte.',
    "neighbours": "Für jede an die gerade gelegte Karte angrenzende bereits liegende Karte (auch diagonal) "
                  "gibt es 1 Punkt.",
    "caps": "Für jede mit einem Rohr verbundene Verschlusskappe gibt es noch 1 Punkt, wenn "
            "Verschlusskappe und Rohr dieselbe Farbe haben.",
    "pipes-same": "3 Punkte für jede Verbindung mit einem gleichfarbigen Rohr",
    "pipes-other": "2 Punkte für jede Verbindung mit einem andersfarbigen Rohr",
}

#: Each part's rule in English (the seed's sentence above, said as a learner reads it).
RULE_SCORING = {
    "covering": N_("a card laid on a leaky card scores 5"),
    "neighbours": N_("1 for each card already lying around the new card, diagonals too"),
    "caps": N_("1 for each cap (Verschlusskappe) that meets a pipe of its own colour, whichever card holds the cap"),
    "pipes-same": N_("a pipe end of the new card that meets a pipe of the same colour scores 3"),
    "pipes-other": N_("a pipe end of the new card that meets a pipe of another colour scores 2"),
}


def _reason(text: str, part: str) -> Reason:
    """``text`` (where the points come from), the part's rule in English, P11 and the seed's sentence."""
    said = _("{text}: {why} (P11: {seed})").format(text=text, why=_(RULE_SCORING[part]), seed=SEED_SCORING[part])
    return Reason(said, ("P11",))


class Score:
    """The points one card scores where it is laid: ``covering + neighbours + caps + pipes``.

    ``reasons`` says where each point comes from (one :class:`~hydra.core.errors.Reason`
    per part that scores, with its rule); it is written only when asked for.
    """

    __slots__ = ("card", "cell", "covering", "neighbours", "caps", "pipes", "total", "covered",
                 "around", "meets")
    around: Sequence[Cell]
    meets: Sequence[tuple[int, Card, Cell]]

    card: Card
    cell: Cell
    covering: int
    neighbours: int
    caps: int
    pipes: int
    total: int

    def __init__(self, card: Card, cell: Cell, covered: Card | None, around: Sequence[Cell],
                 meets: Sequence[tuple[int, Card, Cell]]) -> None:
        """Score ``card`` at ``cell``: ``covered`` is the leaky card it covers (or None), ``around``
        the occupied cells of the eight around it, ``meets`` each (side, card, cell) it meets."""
        self.card, self.cell, self.covered, self.around, self.meets = card, cell, covered, around, meets
        self.covering = COVERING if covered is not None else 0
        self.neighbours = len(around)
        caps = pipes = 0
        colour = card.colour
        for side, other, _cell in meets:
            mine, theirs = card.kinds[side], other.kinds[(side + 2) & 3]
            same = other.colour == colour
            if mine == 1 and theirs == 1:
                pipes += 3 if same else 2
            elif same and mine + theirs == 3:
                caps += 1
        self.caps, self.pipes = caps, pipes
        self.total = self.covering + self.neighbours + caps + pipes

    @property
    def parts(self) -> dict[str, int]:
        """The four parts by name, in the order they are added up (P11)."""
        return {"covering": self.covering, "neighbours": self.neighbours, "caps": self.caps,
                "pipes": self.pipes}

    @property
    def reasons(self) -> tuple[Reason, ...]:
        """One sentence per part that scores: where the points come from, then the rule in English,
        citing P11 and the seed's German sentence."""
        out: list[Reason] = []
        if self.covered is not None:
            out.append(_reason(_("covering: 5 for covering the leaky `{card}` at {cell}").format(
                card=self.covered, cell=self.cell), "covering"))
        if self.around:
            cells = ", ".join(str(c) for c in self.around)
            said = ngettext("neighbours: {n} for the card at {cells}", "neighbours: {n} for the cards at {cells}",
                            len(self.around))
            out.append(_reason(said.format(n=len(self.around), cells=cells), "neighbours"))
        for side, other, cell in self.meets:
            mine, theirs = self.card.kinds[side], other.kinds[(side + 2) & 3]
            if other.colour == self.card.colour and mine + theirs == 3:
                said = (_("caps: 1 for its {colour} cap on its {side} side meeting the {colour} pipe of `{other}` at "
                          "{cell}, same colour") if mine == 2 else
                        _("caps: 1 for its {colour} pipe on its {side} side meeting the {colour} cap of `{other}` at "
                          "{cell}, same colour"))
                out.append(_reason(said.format(colour=_(COLOUR_WORDS[other.colour]), side=SIDES[side], other=other,
                                               cell=cell), "caps"))
        for side, other, cell in self.meets:
            if self.card.kinds[side] == 1 and other.kinds[(side + 2) & 3] == 1:
                same = other.colour == self.card.colour
                said = (_("pipes: 3 for the {colour} pipe on its {side} side meeting the {other_colour} pipe of "
                          "`{other}` at {cell}, same colour") if same else
                        _("pipes: 2 for the {colour} pipe on its {side} side meeting the {other_colour} pipe of "
                          "`{other}` at {cell}, another colour"))
                out.append(_reason(said.format(colour=_(COLOUR_WORDS[self.card.colour]), side=SIDES[side],
                                               other_colour=_(COLOUR_WORDS[other.colour]), other=other, cell=cell),
                                   "pipes-same" if same else "pipes-other"))
        return tuple(out)

    def __str__(self) -> str:
        return (f"{self.total} points: covering {self.covering}, neighbours {self.neighbours}, "
                f"caps {self.caps}, pipes {self.pipes}")

    def __repr__(self) -> str:
        return f"<Score {self.card} at {self.cell}: {self}>"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Score):
            return NotImplemented
        return (self.card, self.cell, self.total, self.parts) == (other.card, other.cell, other.total,
                                                                  other.parts)

    def __hash__(self) -> int:
        return hash((self.card, self.cell, self.total))

"""Lines of play from a teacher scenario: play forward card by card, step back, branch, compare.

The engine plays every card (``Round.play`` refuses an illegal one), takes it back
(``Round.undo``) and rebuilds any position by ``hydra.replay``; a :class:`Line` only keeps the
cards and a cursor.

>>> from tutor.hydra.scenarios.model import Scenario
>>> line = Line(Scenario.dealt(seed=7, dealer=4))
>>> line.play(line.round.legal_cards()[0]); what_if = line.branch()
>>> line.undo(); len(line.cards), len(what_if.cards)
(0, 1)
"""

from __future__ import annotations

from typing import Any

import hydra
from hydra.hydra.cards import CardLike

from .model import Scenario

__all__ = ["Line", "compare_lines"]


class Line:
    """A line of play from a scenario: the cards played so far and a cursor (for stepping back).

    ``round`` is the engine's state at the cursor, rebuilt by ``hydra.replay`` of the record with
    the first ``cursor`` cards. Playing a card that differs from the next recorded one drops the
    rest of the line (use :meth:`branch` first to keep it).
    """

    def __init__(self, scenario: Scenario, name: str = "main line", cursor: int | None = None):
        self.cards = [c for t in scenario.copy().tricks for c in t]     # as the copy writes them
        self.scenario = scenario.with_tricks([])
        self.name = name
        self._base = self.scenario.to_record(with_tricks=False, with_extra=False)
        self.message = ""
        self.cursor = len(self.cards) if cursor is None else cursor
        self._round = self._replay()

    def _replay(self) -> hydra.Round:
        """The engine's round with the line's first ``cursor`` cards (``hydra.replay``)."""
        cards = self.cards[:self.cursor]
        size = len(hydra.playing_seats(self.scenario.players, self.scenario.dealer))
        tricks = [cards[i:i + size] for i in range(0, len(cards), size)]
        return hydra.replay(dict(self._base, tricks=tricks))

    def _rebuild(self) -> None:
        self._round = self._replay()

    @property
    def round(self) -> hydra.Round:
        """The engine's round at the cursor."""
        return self._round

    @property
    def trick_size(self) -> int:
        """Cards in a trick: one from each playing seat (R11)."""
        return len(self.round.seats)

    @property
    def played(self) -> list[str]:
        return self.cards[:self.cursor]

    def play(self, card: CardLike) -> str | None:
        """Play ``card`` for the seat to move; returns the engine's reason if it is refused."""
        try:
            card = hydra.as_card(card)
            trial = self._round.copy()
            trial.play(card)
        except hydra.HydraError as error:
            self.message = str(error)
            return self.message
        code = str(card)
        if self.cursor < len(self.cards) and self.cards[self.cursor] == code:
            pass
        else:
            self.cards = self.cards[:self.cursor] + [code]
        self.cursor += 1
        self._round = trial
        self.message = ""
        return None

    def back(self, n: int = 1) -> None:
        """Step back ``n`` cards (undo); the cards stay in the line for :meth:`forward`."""
        self.cursor = max(0, self.cursor - n)
        self.message = ""
        self._rebuild()

    def undo(self) -> None:
        """Take the last card back and forget it (the engine's ``Round.undo``)."""
        if self.cursor:
            self._round.undo()
            self.cards = self.cards[:self.cursor - 1]
            self.cursor -= 1
        self.message = ""

    def forward(self, n: int = 1) -> None:
        self.cursor = min(len(self.cards), self.cursor + n)
        self.message = ""
        self._rebuild()

    def go(self, cursor: int) -> None:
        self.cursor = max(0, min(len(self.cards), cursor))
        self._rebuild()

    def next_trick(self) -> None:
        """Forward to the end of the current trick (or of the next one, between tricks)."""
        size = self.trick_size
        target = (self.cursor // size + 1) * size
        self.go(min(target, len(self.cards)))

    def previous_trick(self) -> None:
        size = self.trick_size
        target = ((self.cursor - 1) // size) * size if self.cursor % size == 0 else (self.cursor // size) * size
        self.go(max(0, target))

    def start(self) -> None:
        self.go(0)

    def end(self) -> None:
        self.go(len(self.cards))

    def branch(self, name: str = "what if") -> Line:
        """A new line that shares everything up to the cursor; play it differently."""
        return Line(self.to_scenario(), name)

    def to_scenario(self, *, whole: bool = False) -> Scenario:
        """The scenario with the cards played up to the cursor (``whole``: every card of the line)."""
        cards = self.cards if whole else self.played
        size = self.trick_size
        return self.scenario.with_tricks([cards[i:i + size] for i in range(0, len(cards), size)])


def _trick_rows(rnd: hydra.Round) -> list[dict[str, int | str | None]]:
    rows: list[dict[str, int | str | None]] = []
    for number, trick in enumerate(rnd.tricks, 1):
        rows.append({"trick": number, "cards": " ".join(map(str, trick.cards)),
                     "winner": trick.winner_seat, "eyes": trick.eyes})
    if rnd.current_trick is not None:
        t = rnd.current_trick
        rows.append({"trick": len(rnd.tricks) + 1, "cards": " ".join(map(str, t.cards)) + " ...",
                     "winner": None, "eyes": t.eyes})
    return rows


# Any: a table of its own keys (tricks, parties, sheets, the diff), each read by key by the teacher's page
def compare_lines(a: Line, b: Line) -> dict[str, Any]:
    """Two lines side by side: tricks (cards, winners), parties and score sheets, and the diff."""
    ra, rb = a.round, b.round
    rows_a, rows_b = _trick_rows(ra), _trick_rows(rb)
    tricks = []
    for i in range(max(len(rows_a), len(rows_b))):
        x = rows_a[i] if i < len(rows_a) else None
        y = rows_b[i] if i < len(rows_b) else None
        tricks.append({"trick": i + 1, "a": x, "b": y,
                       "differs": (x or {}).get("cards") != (y or {}).get("cards")})
    assert ra.formation is not None and rb.formation is not None     # both lines are in play
    sa, sb = ra.sheet, rb.sheet
    points = [{"seat": s, "a": sa.points[s], "b": sb.points[s], "diff": sb.points[s] - sa.points[s]}
              for s in range(ra.players)]
    eyes = [{"seat": s, "a": ra.eyes_by_seat[s], "b": rb.eyes_by_seat[s],
             "diff": rb.eyes_by_seat[s] - ra.eyes_by_seat[s]} for s in range(ra.players)]
    return {"names": (a.name, b.name), "tricks": tricks,
            "parties": (ra.formation.describe(), rb.formation.describe()),
            "kinds": (ra.kind, rb.kind), "points": points, "eyes": eyes,
            "sheets": (sa.lines(), sb.lines())}

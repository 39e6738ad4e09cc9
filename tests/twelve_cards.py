"""Zwölf, a sixth game that lives only under tests/ (issue 36's proof): two players, twelve cards.

Z1: the deck, three suits (Eichel ``E``, Grün ``G``, Schell ``S``), four ranks each (``1`` lowest to ``4``),
twelve cards, six to each player. The seat left of the dealer leads; the other follows suit if they can;
the higher card of the led suit takes the trick, and its winner leads the next. Each trick is a point.

Everything the tutor needs of it is here: its round (the round protocol of ``hydra.core.registry``), its
engine entry (:data:`ENTRY`, a :class:`hydra.core.registry.GameEntry`), its tutor entry (:data:`TUTOR`, a
:class:`tutor.games.TutorGame` with its :data:`TABLE`) and its drawings at a table (:data:`VIEWS`). A
test registers :data:`ENTRY` and :data:`TUTOR` at run time (:func:`registered`); no shared module knows
the game.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any, TypeVar

import pytest

import hydra
import tutor.games
from hydra.core.errors import RuleError
from hydra.core.registry import GameEntry
from hydra.core.seat_view import SeatViewCore
from tutor.games import Listing, TableGame, TrickRows, TutorGame
from widgets.tables.views import TableViews

ID = "zwoelf"
SUITS, RANKS = "EGS", "1234"
DECK = tuple(s + r for s in SUITS for r in RANKS)
TRICKS = 6
#: The tricks so far: each (its cards, the seats that played them).
Done = list[tuple[tuple[str, ...], tuple[int, ...]]]


@dataclass(frozen=True)
class SeatView(SeatViewCore[str]):
    """One seat's view: its hand, the tricks so far (cards, seats) and the trick on the table."""
    tricks: tuple[tuple[tuple[str, ...], tuple[int, ...]], ...]
    current_trick: tuple[tuple[int, str], ...]


class Round:
    """A round of Zwölf (the round protocol: phase, ending, to_move, dealer, legal_actions, apply, undo,
    history, view, to_record, points)."""

    def __init__(self, seed: object = None, dealer: int = 0) -> None:
        if dealer not in (0, 1):
            raise RuleError(f"seat {dealer} does not deal at a table of two", rule="Z1")
        self._seed = seed if isinstance(seed, int) else random.randrange(10 ** 6)
        cards = list(DECK)
        random.Random(self._seed).shuffle(cards)
        self._dealer = dealer
        self._dealt = (tuple(sorted(cards[:6])), tuple(sorted(cards[6:])))
        self._actions: list[str] = []

    # --- the state, rebuilt from the actions ------------------------------------------------------
    def _state(self) -> tuple[list[list[str]], Done, list[tuple[int, str]], int]:
        """The hands, the tricks done, the trick on the table ((seat, card), ...) and who leads."""
        hands = [list(h) for h in self._dealt]
        done: Done = []
        trick: list[tuple[int, str]] = []
        lead = 1 - self._dealer
        for card in self._actions:
            seat = lead if not trick else 1 - trick[0][0]
            hands[seat].remove(card)
            trick.append((seat, card))
            if len(trick) == 2:
                (s0, c0), (s1, c1) = trick
                lead = s1 if c1[0] == c0[0] and c1[1] > c0[1] else s0
                done.append(((c0, c1), (s0, s1)))
                trick = []
        return hands, done, trick, lead

    @property
    def dealer(self) -> int:
        return self._dealer

    @property
    def phase(self) -> str:
        return "over" if len(self._actions) == 2 * TRICKS else "play"

    @property
    def is_over(self) -> bool:
        return self.phase == "over"

    @property
    def ending(self) -> str | None:
        return "played" if self.is_over else None

    @property
    def to_move(self) -> int | None:
        if self.is_over:
            return None
        _hands, _done, trick, lead = self._state()
        return 1 - trick[0][0] if trick else lead

    @property
    def points(self) -> tuple[int, int]:
        _hands, done, _trick, _lead = self._state()
        won = [0, 0]
        for (c0, c1), (s0, s1) in done:
            won[s1 if c1[0] == c0[0] and c1[1] > c0[1] else s0] += 1
        return won[0], won[1]

    def hand(self, seat: int) -> list[str]:
        return list(self._state()[0][seat])

    def legal_actions(self) -> list[str]:
        if self.is_over:
            return []
        hands, _done, trick, lead = self._state()
        hand = hands[1 - trick[0][0] if trick else lead]
        follow = [c for c in hand if trick and c[0] == trick[0][1][0]]
        return follow or list(hand)

    # action: a card's notation (or anything whose str() is one)
    def apply(self, action: object) -> None:
        card = str(action)
        if card not in self.legal_actions():
            raise RuleError(f"{card} may not be played now: follow the led suit if you can", rule="Z1")
        self._actions.append(card)

    def undo(self) -> None:
        if not self._actions:
            raise RuleError("there is nothing to take back: no card has been played yet", rule="Z1")
        self._actions.pop()

    def history(self) -> list[str]:
        return list(self._actions)

    def view(self, seat: int) -> SeatView:
        hands, done, trick, _lead = self._state()
        return SeatView(seat=seat, phase=self.phase, to_move=self.to_move, hand=tuple(hands[seat]),
                        hand_sizes=(len(hands[0]), len(hands[1])), tricks=tuple(done), current_trick=tuple(trick),
                        ending=self.ending)

    def to_record(self) -> dict[str, Any]:
        return {"game": ID, "seed": self._seed, "dealer": self._dealer, "cards": list(self._actions)}


def new_round(seed: object = None, dealer: int = 0) -> Round:
    return Round(seed, dealer)


# record: a dict or its JSON text
def replay(record: object) -> Round:
    data = json.loads(record) if isinstance(record, str) else record
    assert isinstance(data, dict) and data.get("game") == ID, data
    rnd = Round(data["seed"], data["dealer"])
    for card in data["cards"]:
        rnd.apply(card)
    return rnd


#: Zwölf's engine entry (what hydra.GAMES holds of a game).
ENTRY: GameEntry[str] = GameEntry(id=ID, title="Zwölf (a test game)", seats=(2,), new_round=new_round,
                                  replay=replay, next_dealer=lambda dealer, _ending, players: (dealer + 1) % players)


# --- the tutor's entry ------------------------------------------------------------------------------
# view: Zwölf's SeatView
def _tricks(view: Any) -> TrickRows:
    done = [(list(cards), list(seats)) for cards, seats in view.tricks]
    return done, ([c for _s, c in view.current_trick], [s for s, _c in view.current_trick])


#: What a table of friends needs of Zwölf: its tricks and its drawings; the rest is TableGame's defaults
#: (the first legal card for an example player, each action's notation on its button, each player's points).
TABLE = TableGame(trick_rows=_tricks, views="twelve_cards:VIEWS")

#: Zwölf's tutor entry (what tutor.games.TUTOR_GAMES holds of a game).
TUTOR = TutorGame(id=ID, label="Zwölf", tooltip="Zwölf: two players, twelve cards", quiz_title="Zwölf rules quiz",
                  subtitle="Two players, twelve cards.", engine=(ID,), kinds=(), topics=(),
                  card_face=lambda _ex, card, width, _hl, _dim: _face(str(card), width, False),
                  rule_summaries=lambda: {}, ladder=lambda _ex: None, table="twelve_cards:TABLE")


def _face(card: str, width: int, legal: bool) -> str:
    """A card as a small picture: its suit's letter and its rank."""
    stroke = "#2e8b57" if legal else "#666"
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{round(width * 1.4)}" '
            f'data-card="{card}"><rect x="1" y="1" width="{width - 2}" height="{round(width * 1.4) - 2}" '
            f'fill="#fff" stroke="{stroke}"/><text x="6" y="20">{card}</text></svg>')


#: Zwölf's drawings at a table (what the table page draws in the game's own way).
VIEWS = TableViews(card_face=_face)


# --- registering it at run time -------------------------------------------------------------------
_E = TypeVar("_E")


class WithOneMore(Mapping[str, _E]):
    """A registry with one more entry after its own."""

    def __init__(self, registry: Mapping[str, _E], key: str, entry: _E) -> None:
        self.registry, self.key, self.entry = registry, key, entry

    def __getitem__(self, key: str) -> _E:
        return self.entry if key == self.key else self.registry[key]

    def __iter__(self) -> Iterator[str]:
        yield from self.registry
        yield self.key

    def __len__(self) -> int:
        return len(self.registry) + 1


@contextmanager
def registered() -> Iterator[None]:
    """Zwölf in hydra.GAMES and in the tutor's registry (one entry each) while the block runs."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(hydra, "GAMES", WithOneMore(hydra.GAMES, ID, ENTRY))
        # its line in the tutor's registry: where its entry is and the engine game it draws from
        patch.setattr(tutor.games, "TUTOR_GAMES", tutor.games.TUTOR_GAMES.with_game(ID, Listing("twelve_cards:TUTOR",
                                                                                                engine=(ID,))))
        yield

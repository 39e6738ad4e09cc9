"""A game of Hydropolis as a closed state object (OpenSpiel style): whose turn, legal actions, apply.

Phases: ``play`` until the game ends, then ``over`` (P13, P14). An action is a
:class:`~.table.Lay` (``str()`` is ``".b.b at (5,4)"``), ``"draw"`` (cannot lay,
the pile holds cards) or ``"pass"`` (cannot lay, the pile is empty); :meth:`Game.apply`
takes the action or its string. :meth:`Game.history` lists every step, the deal
(a chance step) first, so :meth:`Game.undo` is a replay without the last one.

>>> from hydra.hydropolis import Game
>>> game = Game(3, seed=7)
>>> game.phase, game.to_move, len(game.hands[0]), game.pile_size
('play', 0, 3, 50)
>>> while game.phase == "play":
...     _ = game.apply(game.legal_actions()[0])
>>> game.end, game.winners, game.points
('passes', (2,), (51, 50, 59))
>>> Game.replay(game.to_record()).points == game.points
True
"""

from __future__ import annotations

import random
import re
from typing import NamedTuple

from hydra.core.record_json import WrittenRecord
from hydra.core.errors import NotationError, RuleError
from hydra.core.i18n import _
from hydra.core.read_only import ReadOnly, read_copy, read_only, read_tuple
from hydra.core.history import Step as CoreStep
from hydra.core.registry import Seed

from .cards import Card, as_card
from .deck import DECK
from .rules import Cell
from .score import Score
from .record import replay_with, to_record
from .table import Lay, Table, as_cell, shapes_of
from .view import SeatView

__all__ = ["replay", "Game", "Deal", "Step", "Action", "DRAW", "PASS", "PHASES", "WRENCH_POINTS",
           "WRENCHES_TO_WIN", "TARGET", "parse_action", "next_first"]

DRAW, PASS = "draw", "pass"
PHASES = ("play", "over")
#: An action: a lay, "draw" or "pass".
Action = Lay | str
#: The default target (P13).
TARGET = 100
#: Points in one lay that earn a wrench, and wrenches that win (P14).
WRENCH_POINTS, WRENCHES_TO_WIN = 15, 3
_LAY = re.compile(r"^\s*(\S+?)\s*(?:\s(?:at|on)\s|@|\s)\s*(.+?)\s*$")
_DECK_SHAPES = shapes_of(DECK)
_ZUGZWANG = "Es besteht Zugzwang."
_DRAW_ONLY = "Wenn keine Karte abgelegt werden kann, zieht der Spieler nur eine Karte nach."


class Deal(NamedTuple):
    """The chance step: the number of players, the deck in order (P12), the seed it came from and the
    seat that lays first (P24)."""

    players: int
    deck: tuple[Card, ...]
    seed: Seed = None
    first: int = 0

    def __str__(self) -> str:
        seed = "" if self.seed is None else f", seed {self.seed!s}"
        return f"deal ({self.players} players, {len(self.deck)} cards{seed})"


class Step(CoreStep[Action | Deal]):
    """One entry of a game's history: the phase, the seat (None for the deal) and the action (the core's
    :class:`~hydra.core.history.Step`)."""

    __slots__ = ()


# object: any value may come in (a page, a file, a caller); it is checked here
def next_first(first: int, ending: str, players: int) -> int:
    """The seat that lays first in the next game of a table that plays one after another: the seat after
    this game's first (P25), whatever the game's ``ending``; ``first`` is the seat given as the game's
    dealer (P24).

    >>> next_first(0, "played", 3), next_first(2, "played", 3)
    (1, 0)
    """
    return (first + 1) % players


# object: any value may come in (a page, a record, a caller); it is checked here
def parse_action(action: object) -> Action:
    """An action from its string (``".b.b at (5,4)"``, ``"draw"``, ``"pass"``) or a record's move
    (``[".b.b", 5, 4]``); a :class:`~hydra.core.errors.NotationError` sentence for anything else.

    >>> str(parse_action(" .r.r*  at (6,4) ")), parse_action("Draw"), parse_action([".b.b", 5, 4])
    ('.r.r* at (6,4)', 'draw', Lay(card=Card.parse('.b.b'), cell=Cell(col=5, row=4)))
    """
    if isinstance(action, Lay):
        return Lay(as_card(action.card), as_cell(action.cell))
    if isinstance(action, str):
        word = action.strip().lower()
        if word in (DRAW, PASS):
            return word
        match = _LAY.match(action)
        if not match:
            raise NotationError(f"{action!r} is not a move: write a card and its cell, such as "
                                f"'.b.b at (5,4)', or 'draw' or 'pass' (P3, P12)", token=action, offset=0)
        return Lay(Card.parse(match[1]), Cell.parse(match[2]))
    if isinstance(action, (list, tuple)) and len(action) == 3 and isinstance(action[0], str):
        col, row = action[1], action[2]
        if isinstance(col, int) and isinstance(row, int) and not isinstance(col, bool) | isinstance(row, bool):
            return Lay(Card.parse(action[0]), Cell(col, row))
    raise NotationError(f"{action!r} is not a move: write a card and its cell, such as '.b.b at (5,4)' "
                        f"or ['.b.b', 5, 4], or 'draw' or 'pass' (P3, P12)")


class Game:
    """One game from the deal to the end. Changed through :meth:`apply` (and :meth:`undo`) only.

    Its state is private; read it through read-only properties (issue 21): ``players``, ``deck``,
    ``seed``, ``target``, ``wrench`` (the variant on or off), ``hands`` (per seat) and ``table``
    (copies), ``points`` and ``wrenches`` (per seat), ``scores`` (each lay's seat and :class:`Score`,
    a copy of the list), ``phase``, ``to_move`` (None when over), ``over``, ``end`` (``"passes"``,
    ``"target"``, ``"wrench"`` or None) and ``winners`` (seats).
    """

    # slots: every step reads them; undo() copies them one by one
    __slots__ = ("_players", "_deck", "_seed", "_target", "_wrench", "_hands", "_table", "_points", "_wrenches",
                 "_scores", "_phase", "_to_move", "_end", "_winners", "_next", "_passes", "_history", "_legal",
                 "_first")
    _players: int
    _deck: tuple[Card, ...]
    _seed: Seed
    _target: int
    _wrench: bool
    _hands: list[list[Card]]
    _table: Table
    _points: list[int]
    _wrenches: list[int]
    _scores: list[tuple[int, Score]]
    _phase: str
    _to_move: int | None
    _end: str | None
    _winners: tuple[int, ...]
    _next: int
    _passes: int
    _history: list[Step]
    _legal: list[Action] | None
    _first: int

    # deck: any value may come in (a record, a caller); checked here (_deck)
    def __init__(self, players: int = 3, *, seed: Seed = None, deck: object = None, target: int = TARGET,
                 wrench: bool = False, first: int = 0) -> None:
        """Deal a game (P12): ``deck`` in order, or ``DECK`` shuffled by ``random.Random(seed)``; seat
        ``first`` lays first (P24)."""
        if isinstance(players, bool) or not isinstance(players, int) or not 2 <= players <= 5:
            raise RuleError(f"Hydropolis is for 2 to 5 players, not {players!r} (P12)", rule="P12")
        if isinstance(first, bool) or not isinstance(first, int) or not 0 <= first < players:
            raise RuleError(_("the seat that lays first is one of the {players} seats, 0 to {last}, not {first} "
                              "(P24)").format(players=players, last=players - 1, first=repr(first)), rule="P24")
        if isinstance(target, bool) or not isinstance(target, int) or target < 1:
            raise RuleError(f"the target is a number of points, 1 or more, not {target!r} (P13)", rule="P13")
        if deck is None:
            if seed is None:
                seed = random.SystemRandom().randrange(2 ** 63)
            if not isinstance(seed, (int, float, str, bytes)):
                raise RuleError(f"a seed is a number or a text, not {seed!r} (P12)", rule="P12")
            cards = list(DECK)
            random.Random(seed).shuffle(cards)
            shapes = _DECK_SHAPES
        else:
            cards = _deck(deck)
            shapes = shapes_of(cards)
        if len(cards) < 3 * players + 1:
            raise RuleError(f"a deck for {players} players needs at least {3 * players + 1} cards (three "
                            f"per hand and the first card), not {len(cards)} (P12)", rule="P12")
        self._start(Deal(players, tuple(cards), seed, first), target, bool(wrench), shapes)

    def _start(self, dealt: Deal, target: int, wrench: bool, shapes: int) -> None:
        n, deck = dealt.players, dealt.deck
        self._players, self._deck, self._seed, self._target, self._wrench = n, deck, dealt.seed, target, wrench
        self._hands = [list(deck[3 * s:3 * s + 3]) for s in range(n)]
        self._table = Table.start(deck[3 * n], shapes=shapes)
        self._next = 3 * n + 1
        self._points = [0] * n
        self._wrenches = [0] * n
        self._scores = []
        self._phase = "play"
        self._to_move = self._first = dealt.first
        self._end = None
        self._winners = ()
        self._passes = 0
        self._history = [Step("deal", None, dealt)]
        self._legal = None

    @classmethod
    def from_history(cls, steps: tuple[Step, ...] | list[Step], target: int = TARGET,
                     wrench: bool = False) -> Game:
        """The game reached by applying ``steps`` (a :meth:`history`, the deal first) to a new game."""
        if not steps or not isinstance(steps[0].action, Deal):
            raise RuleError("a history starts with the deal, the chance step (P12)", rule="P12")
        dealt = steps[0].action
        game = cls(dealt.players, seed=dealt.seed, deck=dealt.deck, target=target, wrench=wrench, first=dealt.first)
        for step in steps[1:]:
            game.apply(step.action)
        return game

    # --- state, read-only (issue 21: only this module writes it; see hydra.core.read_only) -----------
    players: ReadOnly[int] = read_only("_players", "How many play, 2 to 5 (P12).")
    deck: ReadOnly[tuple[Card, ...]] = read_only("_deck", "The deck in the order dealt (P12).")
    seed: ReadOnly[Seed] = read_only("_seed", "The seed the deck was shuffled with (None for a given deck).")
    target: ReadOnly[int] = read_only("_target", "The points that win (P13).")
    wrench: ReadOnly[bool] = read_only("_wrench", "Whether the wrench variant is on (P14).")
    phase: ReadOnly[str] = read_only("_phase", "``play`` or ``over`` (P13, P14).")
    to_move: ReadOnly[int | None] = read_only("_to_move", "The seat to move; None once the game is over.")
    end: ReadOnly[str | None] = read_only(
        "_end", "How the game ended: ``passes``, ``target``, ``wrench``, or None while it goes on.")
    winners: ReadOnly[tuple[int, ...]] = read_only("_winners", "The seats that won, once it is over.")
    first: ReadOnly[int] = read_only("_first", "The seat that lays first (P24).")

    @property
    def hands(self) -> list[list[Card]]:
        """Each seat's cards now (the engine's full knowledge; players get :meth:`view`), as copies."""
        return [h[:] for h in self._hands]

    def hand(self, seat: int) -> list[Card]:
        """One seat's cards now (a copy)."""
        return self._hands[seat][:]

    @property
    def hand_sizes(self) -> tuple[int, ...]:
        """How many cards each seat holds: what every seat sees of the others."""
        return tuple(len(h) for h in self._hands)

    @property
    def table(self) -> Table:
        """The cards on the table, as a copy (lay a card with :meth:`apply`)."""
        return self._table.copy()

    @property
    def last(self) -> Lay | None:
        """The last card laid and its cell (the first card before any lay)."""
        return self._table.last

    scores: ReadOnly[list[tuple[int, Score]]] = read_copy("_scores", "Each lay's seat and Score, in order (a copy).")

    @property
    def over(self) -> bool:
        """True once the game has ended (P13, P14)."""
        return self._phase == "over"

    @property
    def is_over(self) -> bool:
        """True once the game has ended (the round protocol's name for :attr:`over`)."""
        return self._phase == "over"

    @property
    def ending(self) -> str | None:
        """How the game ended, as the round protocol says it: ``played`` once it is over (every game of
        Hydropolis is played out; :attr:`end` says how: passes, target, wrench), None before."""
        return "played" if self._phase == "over" else None

    @property
    def dealer(self) -> int:
        """The round protocol's dealer: Hydropolis has none (its GameEntry says so), so the seat a new
        game is given as its dealer is the seat that lays first (:attr:`first`, P24)."""
        return self._first

    points: ReadOnly[tuple[int, ...]] = read_tuple("_points", "Points per seat so far.")
    wrenches: ReadOnly[tuple[int, ...]] = read_tuple(
        "_wrenches", "Wrenches per seat (always 0 with the variant off, P14).")

    @property
    def pile(self) -> tuple[Card, ...]:
        """The draw pile, the next card first (hidden from the players: see :meth:`view`)."""
        return self._deck[self._next:]

    @property
    def pile_size(self) -> int:
        """How many cards the draw pile holds."""
        return len(self._deck) - self._next

    @property
    def last_score(self) -> Score | None:
        """The points of the last card laid, or None before the first lay."""
        return self._scores[-1][1] if self._scores else None

    def history(self) -> tuple[Step, ...]:
        """Every step so far, the deal first."""
        return tuple(self._history)

    def legal_actions(self) -> list[Action]:
        """The mover's lays (Zugzwang: if any card fits, only lays, P12), else ``["draw"]`` or
        ``["pass"]``; empty when the game is over."""
        legal = self._legal
        if legal is None:
            if self._to_move is None:
                legal = []
            else:
                legal = [*self._table.legal_moves(self._hands[self._to_move])]     # list[Lay] as list[Action]
                if not legal:
                    legal = [DRAW] if self._next < len(self._deck) else [PASS]
            self._legal = legal
        return list(legal)

    # --- moves ---------------------------------------------------------------------------------
    def apply(self, action: object, seat: int | None = None) -> Score | None:
        """Apply ``action`` (or its string) for the player to move; returns the lay's points, if a lay.

        A string that is not a move is a :class:`NotationError`; a move the rules forbid is a
        :class:`RuleError` naming the rule (nothing changes).
        """
        mover = self._to_move
        if mover is None:
            raise RuleError(f"the game is over ({self.describe_end()}): no more moves (P13)", rule="P13")
        if seat is not None and seat != mover:
            raise RuleError(f"it is seat {mover}'s turn, not seat {seat}'s (P12)", rule="P12")
        move = action if type(action) is Lay and type(action.cell) is Cell else parse_action(action)
        if isinstance(move, Lay):
            result: Score | None = self._lay(mover, move)
        else:
            self._no_lay(mover, move)
            result = None
        self._history.append(tuple.__new__(Step, ("play", mover, move)))
        self._legal = None
        return result

    def _lay(self, seat: int, move: Lay) -> Score:
        hand = self._hands[seat]
        card = move.card
        held = card if card in hand else card.turned() if card.turned() in hand else None
        if held is None:
            cards = " ".join(str(c) for c in hand) or "no cards"
            raise RuleError(f"seat {seat} does not hold `{card}`, turned or not: the hand is {cards} (P4, P12)",
                            rule="P12")
        score = self._table.lay(card, move.cell)      # the RuleError of check (P6-P8) if it does not fit
        hand.remove(held)
        self._scores.append((seat, score))
        points = self._points[seat] = self._points[seat] + score.total
        self._passes = 0
        if self._wrench and score.total >= WRENCH_POINTS:
            self._wrenches[seat] += 1
            if self._wrenches[seat] >= WRENCHES_TO_WIN:
                self._finish("wrench", (seat,))
                return score
        if points >= self._target:
            self._finish("target", (seat,))
            return score
        if self._next < len(self._deck):
            hand.append(self._deck[self._next])
            self._next += 1
        self._to_move = seat + 1 if seat + 1 < self._players else 0
        return score

    def _no_lay(self, seat: int, move: str) -> None:
        hand = self._hands[seat]
        if self._table.can_lay(hand):
            example = self._table.legal_moves(hand)[0]
            raise RuleError(f"seat {seat} can lay a card (such as {example}), so must: a card that fits "
                            f"must be laid (P12: {_ZUGZWANG})", rule="P12")
        pile = len(self._deck) - self._next
        if move == DRAW:
            if not pile:
                raise RuleError("the draw pile is empty: a player who cannot lay passes (P12)", rule="P12")
            hand.append(self._deck[self._next])
            self._next += 1
            self._turn(seat)
            return
        if pile:
            cards = "1 card" if pile == 1 else f"{pile} cards"
            raise RuleError(f"the draw pile still holds {cards}: a player who cannot lay draws one "
                            f"(P12: {_DRAW_ONLY})", rule="P12")
        self._passes += 1
        if self._passes >= self._players:
            best = max(self._points)
            self._finish("passes", tuple(s for s, p in enumerate(self._points) if p == best))
            return
        self._turn(seat)

    def _turn(self, seat: int) -> None:
        self._to_move = seat + 1 if seat + 1 < self._players else 0

    def _finish(self, end: str, winners: tuple[int, ...]) -> None:
        self._end, self._winners, self._phase, self._to_move = end, winners, "over", None

    def undo(self) -> None:
        """Take back the last action: the state is exactly as it was before it (a replay without it)."""
        if len(self._history) < 2:
            raise RuleError("there is nothing to take back: only the deal has happened (P12)", rule="P12")
        before = Game.from_history(self._history[:-1], self._target, self._wrench)
        for name in self.__slots__:
            setattr(self, name, getattr(before, name))

    def describe_end(self) -> str:
        """How the game ended, in words (P13, P14); ``""`` while it is going on."""
        if self._end is None:
            return ""
        who = " and ".join(f"seat {s}" for s in self._winners)
        if self._end == "passes":
            return (f"every player passed in turn; most points wins: {who} with {self._points[self._winners[0]]} "
                    f"(P13)")
        if self._end == "target":
            return f"seat {self._winners[0]} reached the target of {self._target} points and wins (P13)"
        return f"seat {self._winners[0]} has three wrenches and wins at once (P14)"

    # --- views and records ---------------------------------------------------------------------
    def view(self, seat: int) -> SeatView:
        """What ``seat`` may know (:class:`~.view.SeatView`): its own hand, never another's (P23)."""
        return SeatView.of(self, seat)

    def to_record(self) -> WrittenRecord:
        """The spec's JSON record: players, seed, deck, moves, target, wrench."""
        return to_record(self)

    @classmethod
    # object: any value may come in (a page, a file, a caller); it is checked here
    def replay(cls, record: object) -> Game:
        """The game a record describes (a dict or its JSON text); an early stop is a game not yet over."""
        return replay_with(cls, record)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Game):
            return NotImplemented
        return (self.history() == other.history() and self._target == other.target
                and self._wrench == other.wrench)

    # equal by value but mutable, so unhashable; typeshed types __hash__ as a method, not Optional
    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return (f"<hydropolis.Game players={self._players} phase={self._phase!r} points={self.points} "
                f"to_move={self._to_move} laid={len(self._scores)}>")

    def _repr_svg_(self) -> str:
        return self._table._repr_svg_()


# object: any value may come in (a page, a file, a caller); it is checked here
def _deck(deck: object) -> list[Card]:
    if isinstance(deck, str) or not isinstance(deck, (list, tuple)):
        raise RuleError(f"a deck is a list of cards, not {deck!r} (P12)", rule="P12")
    return [card if isinstance(card, Card) else Card.parse(card) for card in deck]


# object: any value may come in (a page, a file, a caller); it is checked here
def replay(record: object) -> Game:
    """The game a record describes (a dict or its JSON text), its moves applied in order through
    :meth:`Game.apply`; an early stop is a game not yet over (P12)."""
    return replay_with(Game, record)

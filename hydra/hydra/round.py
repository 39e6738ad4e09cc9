"""A round as a closed state object (OpenSpiel style): whose turn, legal actions, apply, history.

Phases, in order: ``throw-in`` (only if some hand may throw in, R6), ``calls`` (valeo/morbus, R7),
``declare`` (each morbus player names a solo or an Antrag, R7), ``antrag-open`` / ``antrag-offer`` /
``antrag-return`` (the open Antrag, R9), ``play`` (ten tricks, R8), then ``over``; :attr:`~Round.ending`
says how it ended: ``played`` (ten tricks) or ``thrown-in`` (R6).

Every change goes through :meth:`Round.apply` (the named methods ``call``, ``declare``, ``open_card``,
``answer``, ``give_back`` and ``play`` say the same actions with a check and a message of their own); the
round keeps its :meth:`~Round.history`, and :meth:`~Round.undo` replays it without the last action.
Everything else is read-only.

>>> from hydra import Round
>>> r = Round.new(seed=1, dealer=4)
>>> r.phase, r.to_move
('calls', 0)
>>> for _ in range(5):
...     r.apply("valeo")
>>> r.phase, r.kind, r.to_move          # all valeo: a healthy game; seat 0 leads (R8)
('play', 'normal', 0)
>>> while not r.is_over:
...     r.play(r.legal_cards()[0])
>>> sum(r.eyes), sum(r.eyes_by_seat), len(r.history())
(240, 240, 56)
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from operator import attrgetter
from typing import TYPE_CHECKING, Any

from .calls import Declaration
from .cards import CARDS, Card, CardLike, as_card, as_cards
from .deal import Deal, Seed, deal, may_throw_in, playing_seats
from ..core.errors import Given, IllegalCard, Reason, RuleError
from .games import HEALTHY, Game, get_game
from .history import Action, Step
from ..core.i18n import _
from ..core.read_only import ReadOnly, read_only
from .parties import Parties
from .round_calls import BeforePlay, Contract, held_twice, Phase
from .scoring import ScoreSheet, score_round
from .tricks import RULE_FOLLOW, Trick, TrickExplanation, illegal_card, illegal_reason
from .record import RecordSource, replay_with, round_record

if TYPE_CHECKING:
    from .knowledge import SeatView, SeenAction

__all__ = ["ENDINGS", "PHASES", "Round", "replay"]


def replay(record: RecordSource) -> Round:
    """Replay a round record (a dict, its JSON text or a file; see :mod:`hydra.hydra.record`)."""
    return replay_with(Round, record)


PHASES = ("throw-in", "calls", "declare", "antrag-open", "antrag-offer", "antrag-return", "play", "over")
#: How a finished round ended (:attr:`Round.ending`): ten tricks played, or a hand thrown in (R6).
ENDINGS = ("played", "thrown-in")
_CALLS = ("valeo", "morbus")                          # R7
_PHASE_RULE = {"throw-in": "R6", "calls": "R7", "declare": "R7", "play": RULE_FOLLOW}
_HEALTHY_GAME = get_game(HEALTHY)
#: The playing seats -> by seat, who plays after it (R11; -1 for a six-player dealer, who sits out).
_NEXT: dict[tuple[int, ...], tuple[int, ...]] = {}
#: The playing seats -> for each leader, the five seats of a trick in playing order (R11).
_ORDER: dict[tuple[int, ...], dict[int, tuple[int, ...]]] = {}


class Round(BeforePlay):
    """One round from the deal to the score sheet. Changed only by :meth:`apply`; ``copy()`` for branches."""

    __slots__ = ("_players", "_dealer", "_seed", "_cut", "_seats", "_deal", "_throw_in", "_next", "_hands",
                 "_calls", "_declarations", "_tricks", "_trick_cards", "_leader", "_led", "_order", "_throwers",
                 "_history", "_sheet")

    # The state the actions before play share is typed in BeforePlay (players, dealer, seats, the
    # hands, the calls, the contract, the phase, whose turn...); the rest of the round here.
    _seed: Seed
    _cut: int | None
    _throw_in: bool
    _tricks: list[Trick]
    _trick_cards: list[Card]
    _leader: int | None                 # who led the trick in progress
    _led: int | None                    # its suit for following (Game.suit_number), None before a card
    _order: dict[int, tuple[int, ...]]  # a leader -> the seats of the trick from the leader on (R11)
    _sheet: ScoreSheet | None

    def __init__(self, hands: Deal | Sequence[Iterable[CardLike] | str], dealer: int = 0, *,
                 players: int | None = None, seed: Seed = None, cut: int | None = None,
                 throw_in: bool = True) -> None:
        """A round of the given hands (one per seat; a six-player dealer's is empty), or of a
        :class:`~hydra.hydra.deal.Deal` (which brings its own dealer, players, seed and cut).

        ``throw_in=False`` leaves out the throw-in phase (R6), as for a round
        whose record shows it was played.
        """
        if isinstance(hands, Deal):
            dealt = hands                       # a Deal is checked when it is made (R11, R12)
        else:
            hands = list(hands)
            players = len(hands) if players is None else players
            playing_seats(players, dealer)      # R11 first: it names bad players or a bad dealer
            dealt = Deal(tuple(tuple(as_cards(h)) for h in hands), dealer, players, cut, seed)
        self._start(dealt, throw_in)

    @classmethod
    def new(cls, seed: Seed = None, players: int = 5, dealer: int = 0, cut: int | None = None) -> Round:
        """Deal from a seed (R12) and start at the calls (or at the throw-in, R6)."""
        return cls(deal(seed, players, dealer, cut))

    @classmethod
    def from_record(cls, record: RecordSource) -> Round:
        """Replay a round record (see :func:`hydra.replay`)."""
        return replay_with(cls, record)

    def _start(self, dealt: Deal, throw_in: bool) -> None:
        """The state right after the deal: the one chance step of the history."""
        self._players, self._dealer, self._seed, self._cut = dealt.players, dealt.dealer, dealt.seed, dealt.cut
        self._seats = seats = playing_seats(dealt.players, dealt.dealer)
        self._deal, self._throw_in = dealt, throw_in
        self._hands = hands = [list(h) for h in dealt.hands]
        self._next = _NEXT.get(seats) or _NEXT.setdefault(seats, tuple(
            seats[(seats.index(s) + 1) % 5] if s in seats else -1 for s in range(dealt.players)))
        self._calls, self._declarations = {}, []
        self._contract = self._proposal = self._formation = self._thrown_in_by = self._sheet = None
        self._game = _HEALTHY_GAME
        self._tricks, self._trick_cards, self._leader, self._led, self._groups = [], [], None, None, []
        self._twice = []
        self._order = _ORDER.get(seats) or _ORDER.setdefault(seats, {
            s: tuple(seats[(i + j) % 5] for j in range(5)) for i, s in enumerate(seats)})
        self._throwers = [s for s in seats if may_throw_in(hands[s])] if throw_in else []
        self._queue = []
        self._history = [("deal", None, dealt)]
        self._phase = "throw-in" if self._throwers else "calls"
        self._to_move = self._throwers[0] if self._throwers else self._seats[0]

    def copy(self) -> Round:
        """An independent copy, for "what if" branches (cheap: no replay)."""
        other = Round.__new__(Round)
        for name in Round.__slots__ + BeforePlay.__slots__:
            value = getattr(self, name)
            if name == "_groups":
                value = [[list(cards) for cards in groups] for groups in value]
            elif name == "_twice":
                value = [None if twice is None else [*twice] for twice in value]
            elif isinstance(value, list):
                value = [list(v) for v in value] if name == "_hands" else list(value)
            elif isinstance(value, dict):
                value = dict(value)
            setattr(other, name, value)
        return other

    # --- read-only state --------------------------------------------------------------------
    if TYPE_CHECKING:                   # for mypy; at run time read without a Python call (below)
        @property
        def phase(self) -> str:
            """One of :data:`PHASES`."""

        @property
        def to_move(self) -> int | None:
            """The seat whose turn it is (None once the round is over)."""
    else:                               # every step of a loop over a round reads them
        phase = property(attrgetter("_phase"), doc="One of :data:`PHASES`.")
        to_move = property(attrgetter("_to_move"), doc="The seat whose turn it is (None once the round is over).")

    players: ReadOnly[int] = read_only("_players", "How many sit at the table: 5 or 6 (R11).")
    dealer: ReadOnly[int] = read_only("_dealer", "The dealer's seat.")
    seed: ReadOnly[Seed] = read_only("_seed", "The seed the cards were dealt from (R12), None for given hands.")
    cut: ReadOnly[int | None] = read_only("_cut", "Where the deck was cut (R12), if the deal says.")
    seats: ReadOnly[tuple[int, ...]] = read_only(
        "_seats", "The five seats that play, from the dealer's left (R11: at six the dealer sits out).")

    @property
    def is_over(self) -> bool:
        """Whether the round has ended (phase ``over``; :attr:`ending` says how)."""
        return self._phase == "over"

    @property
    def ending(self) -> str | None:
        """How the round ended, one of :data:`ENDINGS`: ``played`` (ten tricks) or ``thrown-in`` (R6);
        None while it goes on."""
        if self._phase != "over":
            return None
        return "played" if self._thrown_in_by is None else "thrown-in"

    @property
    def dealt(self) -> tuple[tuple[Card, ...], ...]:
        """Each seat's cards as dealt."""
        return self._deal.hands

    @property
    def hands(self) -> list[list[Card]]:
        """Each seat's cards now (after the Antrag's exchange and the cards played), as a copy."""
        return [list(h) for h in self._hands]

    @property
    def hand_sizes(self) -> tuple[int, ...]:
        """How many cards each seat holds now: what every seat can see of the others."""
        return tuple(len(h) for h in self._hands)

    def hand(self, seat: int) -> list[Card]:
        self._check_seat(seat)
        return list(self._hands[seat])

    @property
    def calls(self) -> dict[int, str]:
        """Each seat's call so far, ``'valeo'`` or ``'morbus'`` (R7)."""
        return dict(self._calls)

    @property
    def declarations(self) -> tuple[Declaration, ...]:
        """What the morbus players named (R7)."""
        return tuple(self._declarations)

    @property
    def contract(self) -> Contract | None:
        """None (healthy), ``("solo", seat, game)`` or ``("antrag", seat, pair)``."""
        return self._contract

    @property
    def proposal(self) -> dict[str, Any] | None:    # Any: the record's JSON values (seat, cards, seats)
        """The open Antrag as in the round record (seat, pair, open_card, accepted_by, returned)."""
        return None if self._proposal is None else dict(self._proposal)

    @property
    def game(self) -> Game:
        return self._game

    @property
    def formation(self) -> Parties | None:
        """The parties, once play starts."""
        return self._formation

    @property
    def tricks(self) -> tuple[Trick, ...]:
        """The complete tricks."""
        return tuple(self._tricks)

    @property
    def thrown_in_by(self) -> int | None:
        return self._thrown_in_by

    @property
    def current_trick(self) -> Trick | None:
        """The trick being played (incomplete), or None between tricks."""
        if not self._trick_cards:
            return None
        assert self._leader is not None
        return Trick(self._trick_cards, self._game, self._leader,
                     seats=self._order[self._leader][:len(self._trick_cards)])

    @property
    def leader(self) -> int | None:
        """Who leads (or led) the trick in progress (R8)."""
        if self._phase != "play":
            return None
        return self._leader if self._trick_cards else self._to_move

    def _check_seat(self, seat: int) -> None:
        # an int by type, checked at run time too: a page or a notebook may pass anything
        if isinstance(seat, bool) or not isinstance(seat, int) or seat not in self._seats:
            raise RuleError(_("seat {seat!r} does not play in this round; the playing seats are {seats} (R11)").format(
                seat=Given(seat), seats=", ".join(map(str, self._seats))), rule="R11")

    @property
    def kind(self) -> str | None:
        return self._formation.kind if self._formation else None

    @property
    def parties(self) -> tuple[tuple[int, ...], ...] | None:
        return self._formation.parties if self._formation else None

    @property
    def eyes_by_seat(self) -> tuple[int, ...]:
        """The eyes each seat has won so far, read from the complete tricks (not kept at every trick:
        a round's hot path asks only the winner)."""
        won = [0] * self._players
        for trick in self._tricks:
            won[trick.winner_seat] += trick.eyes
        return tuple(won)

    @property
    def sheet(self) -> ScoreSheet:
        """The score sheet of the tricks completed so far (R3, R4, R5)."""
        if self._formation is None:
            raise RuleError(_("the parties are not known before play starts (R10)"), rule="R10")
        if self._sheet is None or self._sheet.tricks_played != len(self._tricks):
            self._sheet = score_round(self._formation, self._tricks, self._players)
        return self._sheet

    result = sheet

    @property
    def eyes(self) -> tuple[int, ...]:
        return self.sheet.eyes

    @property
    def bonus(self) -> tuple[int, ...]:
        return self.sheet.bonus

    @property
    def points(self) -> tuple[int, ...]:
        if self._thrown_in_by is not None:             # R6: thrown in, nothing scored
            return (0,) * self._players
        return self.sheet.points

    def history(self) -> tuple[Step, ...]:
        """Every step so far, the deal first: replaying them gives this round again."""
        return tuple(Step(*step) for step in self._steps())

    def _steps(self) -> list[tuple[str, int | None, Action | Deal]]:
        # the steps before play are kept as they are taken; the cards played are read from the
        # tricks (each knows its seats), so a card's step is not written twice
        steps: list[tuple[str, int | None, Action | Deal]] = list(self._history)
        for trick in self._tricks:
            steps += zip(("play",) * 5, trick.seats, trick.cards)
        if self._trick_cards:
            assert self._leader is not None
            steps += zip(("play",) * 5, self._order[self._leader], self._trick_cards)
        return steps

    # --- actions ----------------------------------------------------------------------------
    def legal_actions(self) -> list[Action]:
        """What the player to move may do now: strings before play, cards during play."""
        seat = self._to_move
        if self._phase == "play" and seat is not None:
            # Any: a list[Card] returned as list[Action] without a copy (a list's item type is invariant)
            legal: list[Any] = self._game.legal_from(self._hands[seat], self._groups[seat], self._led)
            twice = self._twice[seat]
            if not twice:                   # (most steps: the hand holds no card twice)
                if twice is not None:
                    return legal
                self._twice = held_twice(self._hands)   # the first ask in play: every hand at once
                twice = self._twice[seat]
                if not twice:
                    return legal
            # each card once (a card held twice is one action), in hand order: ``legal`` (the whole
            # hand, or one suit of it) holds both copies of such a card or neither, so the second
            # copy is the last one, found by identity from the end (no Card comparison)
            held = len(twice)
            while held:                     # (no iterator made at each ask)
                held -= 1
                card = CARDS[twice[held]]
                position = len(legal)
                while position:
                    position -= 1
                    if legal[position] is card:
                        del legal[position]
                        break
            return legal
        return self._words(self._phase, seat)           # the steps before play (R6, R7, R9)

    def legal_cards(self) -> list[Card]:
        """The cards the player to move may play (in hand order, both copies if held twice)."""
        seat = self._to_move
        if self._phase != "play" or seat is None:
            return []
        return self._game.legal_from(self._hands[seat], self._groups[seat], self._led)

    def illegal_reasons(self) -> dict[Card, Reason]:
        """For each card of the mover's hand that may not be played, why not."""
        if self._phase != "play" or not self._trick_cards or self._to_move is None:
            return {}
        hand = self._hands[self._to_move]
        legal = set(self._game.legal(hand, self._trick_cards))
        return {c: illegal_reason(hand, self._trick_cards, self._game, c) for c in dict.fromkeys(hand)
                if c not in legal}

    def apply(self, action: Action) -> None:
        """Apply one action (a card during play, else a string from :meth:`legal_actions`). An
        illegal card raises :class:`IllegalCard` and changes nothing."""
        seat = self._to_move
        if self._phase != "play" or seat is None:
            if self._phase == "calls" and action in _CALLS:   # the calls as written: nothing to parse
                self.call(action)                           # (a Card is never in _CALLS)
            elif not isinstance(action, str) or not self._apply_word(action):
                raise self._not_now(action)
            return
        # a card (the play of a card is written here only: play() checks the phase and comes here)
        played = action if type(action) is Card else as_card(action)
        hand = self._hands[seat]
        suit = self._game.suit_number[played.index]
        trick = self._trick_cards
        # a card of the led suit always follows; Game.may_follow decides for another suit (asked only
        # then: a call on every card played costs some 2% of a round)
        if (trick and suit != self._led and not self._game.may_follow(self._groups[seat], self._led, suit)
                and played in hand):
            raise illegal_card(hand, trick, self._game, played, seat,
                               _("trick {number}, ").format(number=len(self._tricks) + 1))
        # Found by identity (cards are interned): list.remove would compare through Card's
        # Python-level comparison methods, the slowest step of a play. A while loop, not a for loop:
        # no iterator made at each card; running off the end of the hand means it is not held.
        position = 0
        try:
            while hand[position] is not played:
                position += 1
        except IndexError:
            raise IllegalCard(_("seat {seat} cannot play {card}: it is not in that hand (trick {number}, rules: "
                                "Der Spielverlauf)").format(seat=seat, card=played, number=len(self._tricks) + 1),
                              rule=RULE_FOLLOW, card=played, seat=seat) from None
        del hand[position]
        group = self._groups[seat][suit]                       # the same card, in its suit's group
        position = 0
        while group[position] is not played:                   # (there: the groups are the hand's)
            position += 1
        del group[position]
        twice = self._twice[seat]
        if twice and played.index in twice:                    # one copy left, named once by legal_actions()
            twice.remove(played.index)
        if not trick:
            self._leader, self._led = seat, suit
        trick.append(played)
        if len(trick) < 5:
            self._to_move = self._next[seat]
            return
        assert self._leader is not None
        done = Trick.played(trick, self._game, self._order[self._leader])   # each card checked as played
        self._tricks.append(done)
        winner = done.winner_seat
        self._trick_cards, self._led = [], None
        if len(self._tricks) == 10:
            self._phase, self._to_move = "over", None
        else:
            self._to_move = winner                             # R8: the trick's winner leads next

    def _not_now(self, action: Action) -> RuleError:
        rule = _PHASE_RULE.get(self._phase, "R9")
        choices = ", ".join(map(str, self.legal_actions())) or _("nothing (the round is over)")
        phase = _(" (phase {phase})").format(phase=Phase(self._phase)) \
            if not isinstance(action, str) else ""
        return RuleError(_("{action!r} is not an action now: seat {seat} must choose one of {choices}{phase}").format(
            action=Given(action), seat=self._to_move, choices=choices, phase=phase), rule=rule)

    def play(self, card: CardLike) -> None:
        """The player to move plays a card. An illegal card raises :class:`IllegalCard` and changes nothing."""
        if self._phase != "play":
            raise RuleError(_("no card can be played now: the round is in phase {phase!r} (R8)").format(
                phase=Phase(self._phase)), rule="R8")
        self.apply(card)

    # --- going back ---------------------------------------------------------------------------
    def _rebuild(self, steps: Sequence[tuple[str, int | None, Action | Deal]]) -> None:
        """This round as the deal plus ``steps[1:]`` replayed through :meth:`apply`."""
        self._start(self._deal, self._throw_in)
        for _phase, _seat, action in steps[1:]:
            assert not isinstance(action, Deal)
            self.apply(action)

    def undo(self) -> None:
        """Take back the last action of any kind (a throw-in, a call, a declaration, a card...): the
        round is as it was before it (a replay of the history without it)."""
        steps = self._steps()
        if len(steps) == 1:
            raise RuleError(_("there is nothing to take back: the cards have only been dealt (R12)"), rule="R12")
        self._rebuild(steps[:-1])

    take_back = undo                                    # the older name of undo()

    # --- explaining and showing ---------------------------------------------------------------
    def explain_trick(self, number: int | None = None) -> TrickExplanation | None:
        """The engine's explanation of a trick (1-based number), or of the trick in progress."""
        if number is None:
            trick = self.current_trick or (self._tricks[-1] if self._tricks else None)
        elif isinstance(number, int) and 1 <= number <= len(self._tricks):
            trick = self._tricks[number - 1]
        else:
            raise RuleError(_("there is no trick {number!r}: {count} tricks are complete").format(
                number=Given(number), count=len(self._tricks)), rule=RULE_FOLLOW)
        return trick.explain() if trick else None

    def view(self, seat: int) -> SeatView:
        """What ``seat`` may know: its own hand, the public table, and who is with whom so far."""
        from .knowledge import SeatView
        self._check_seat(seat)
        return SeatView.of(self, seat)

    def seen_actions(self, viewer: int | None = None) -> tuple[SeenAction, ...]:
        """The actions before play as seat ``viewer`` saw them (None: all of them), R9.

        A round record keeps the calls when its contract alone would not say
        them (R20), so a replayed round knows the calls that were made.
        """
        from .knowledge import seen_actions
        if viewer is not None:
            self._check_seat(viewer)
        proposer = self._proposal["seat"] if self._proposal else None
        return seen_actions(self.history(), viewer, proposer)

    def to_record(self) -> dict[str, object]:   # object: JSON-ready values (hydra.core.record_json.WrittenRecord)
        """This round as a round record (the rulings' JSON format); play in progress included."""
        return round_record(self)

    def __repr__(self) -> str:
        return (f"<Round players={self._players} dealer={self._dealer} phase={self._phase!r} "
                f"tricks={len(self._tricks)} to_move={self._to_move}>")

    def _repr_html_(self) -> str:
        from .display import round_html
        return round_html(self)

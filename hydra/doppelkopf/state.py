"""What a Doppelkopf round is, to read: :class:`RoundState`, the base of :class:`~hydra.doppelkopf.Round`.

The round's state is private (issue 21): only :mod:`hydra.doppelkopf.round`, through
:meth:`Round.apply <hydra.doppelkopf.Round.apply>`, changes it. Here it is named for readers
(the tutor, the widgets, the view, the record, the scoring) by read-only properties, with what
follows from it (the parties, the Schweine, the game of a trick, a trick explained).

>>> from hydra.doppelkopf import Round
>>> r = Round.new(seed=3, rules="turnier", dealer=3)
>>> r.phase = "over"
Traceback (most recent call last):
...
AttributeError: property 'phase' of 'Round' object has no setter
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import cast

from hydra.hydra.cards import Card
from hydra.hydra.games import Game
from hydra.core.read_only import ReadOnly, read_copy
from hydra.core.read_only import read_only as _read

from .announcements import Announcements
from .contracts import Armut, Bidding, PrePlay
from .explain import TrickExplanation, explain_trick
from .games import normal_game
from .reservations import SD, armut_trumps, schweine_holder, schweine_in_play
from .scoring import Score

__all__ = ["RoundState", "Trick", "Action", "ReadOnly"]

#: A finished trick: its four cards, the seats that played them in order, the winner's place (0-3).
Trick = tuple[tuple[Card, ...], tuple[int, ...], int]
#: What a seat may do: a card, or a word (a reservation, a bid, an announcement, an Armut step).
Action = Card | str


class RoundState:
    """The state of one round, read-only. Lists and dicts are handed out as copies."""

    # slots: a round has more attributes than Python shares keys for, and every step reads them
    __slots__ = ("_seats", "_rules", "_players", "_dealer", "_schweine", "_seed", "_dealt", "_hands", "_next",
                 "_rotations", "_ids", "_suited", "_led", "_offered", "_counts",
                 "_history", "_options", "_contract", "_contract_seat", "_solo_game", "_partner", "_pre",
                 "_game", "_follow", "_party", "_calls", "_tricks", "_trick", "_leader", "_cards_played",
                 "_score", "_phase", "_to_move", "_ending", "_over")
    _seats: tuple[int, ...]
    _rules: str
    _players: int
    _dealer: int
    _schweine: bool
    _seed: Hashable | None
    _rotations: list[tuple[int, int, int, int]]
    _dealt: tuple[tuple[Card, ...], ...]
    _hands: list[list[Card]]
    _contract: str | None
    _contract_seat: int | None
    _solo_game: str | None
    _partner: int | None
    _pre: PrePlay
    _game: Game
    _party: list[int]
    _calls: Announcements
    _tricks: list[Trick]
    _trick: list[Card]
    _leader: int
    _cards_played: int
    _score: Score | None
    _phase: str
    _to_move: int | None
    _ending: str | None

    # --- the state, read-only ---------------------------------------------------------------------
    # properties without a Python call (attrgetter: readers and every step pay nothing for the seal)
    seats: ReadOnly[tuple[int, ...]] = _read(
        "_seats", "The seats that play, from the dealer's left (D2: at five the dealer sits out).")
    rules: ReadOnly[str] = _read("_rules", "The rule set: turnier or hausrunde.")
    players: ReadOnly[int] = _read("_players", "4 or 5 (D2: at five the dealer sits out).")
    dealer: ReadOnly[int] = _read("_dealer", "The dealer's seat.")
    schweine: ReadOnly[bool] = _read("_schweine", "Whether the table plays with Schweine (hausrunde only, D6).")
    seed: ReadOnly[Hashable | None] = _read("_seed", "The seed of the deal (None for a given deal).")
    dealt: ReadOnly[tuple[tuple[Card, ...], ...]] = _read("_dealt", "The hands as dealt.")
    contract: ReadOnly[str | None] = _read(
        "_contract", "normal, solo, silent-solo, hochzeit or armut once play has begun.")
    contract_seat: ReadOnly[int | None] = _read(
        "_contract_seat", "Who plays the contract (the soloist, the groom, the poor player).")
    solo_game: ReadOnly[str | None] = _read("_solo_game", "The solo's game id (hydra.doppelkopf.games).")
    partner: ReadOnly[int | None] = _read("_partner", "The Hochzeit's partner once found (D9, D28).")
    game: ReadOnly[Game] = _read("_game", "The game played: trumps, suits, the winner of a trick.")
    party: ReadOnly[list[int]] = read_copy("_party", "Per seat: 0 Re, 1 Kontra, -1 not (yet) known or sitting out.")
    calls: ReadOnly[Announcements] = _read("_calls", "The announcements (hydra.doppelkopf.announcements).")
    tricks: ReadOnly[list[Trick]] = read_copy("_tricks", "The finished tricks: cards, seats, the winner's place.")
    trick: ReadOnly[list[Card]] = read_copy("_trick", "The cards of the current trick.")
    cards_played: ReadOnly[int] = _read(
        "_cards_played", "How many cards have been played (an announcement's card_index, D13).")
    is_over: ReadOnly[bool] = _read(
        "_over", "Whether the round has ended (phase over: played, thrown-in or redeal): nobody moves.")
    phase: ReadOnly[str] = _read("_phase", "The phase, one of hydra.doppelkopf.round.PHASES.")
    ending: ReadOnly[str | None] = _read(
        "_ending", "How the round ended (phase over): played, thrown-in (D12) or redeal (D11); None before.")
    to_move: ReadOnly[int | None] = _read("_to_move", "The seat to move; None once the round is over.")

    # what the phases before play decided (PrePlay's state: hydra.doppelkopf.contracts), read the same way
    declared: ReadOnly[list[tuple[int, str]]] = read_copy(
        "_pre.declared", "The reservations said, ``(seat, action)`` in order (D12).")
    queue: ReadOnly[list[int]] = read_copy(
        "_pre.queue", "The seats still to be asked in the current phase before play.")
    reizen: ReadOnly[list[tuple[int, str]]] = read_copy("_pre.reizen", "The hausrunde's bids (D40).")
    bidding: ReadOnly[Bidding | None] = _read("_pre.bidding", "The reizen's state (D40); None without reizen.")
    thrown_in_by: ReadOnly[int | None] = _read("_pre.thrown_in_by", "Who threw in (D12, D38), if anyone.")
    hochzeit_rule: ReadOnly[str | None] = _read(
        "_pre.hochzeit_rule", "The Hochzeit's partner rule (D9): fehl, trumpf, erster or None.")

    # --- what is handed out as copies (lists in lists, a dict of lists) ---------------------------
    @property
    def hands(self) -> list[list[Card]]:
        """The hands now, as copies: changing them changes nothing in the round."""
        return [hand[:] for hand in self._hands]

    @property
    def armut(self) -> Armut:
        """The Trumpfabgabe: ``seat``, ``given``, ``returned``, ``accepted_by`` (D41, D42), as a copy."""
        # Armut: a TypedDict whose values are seats and lists of cards; each list copied
        return cast(Armut, {key: value[:] if isinstance(value, list) else value
                            for key, value in self._pre.armut.items()})

    # --- what follows from it -------------------------------------------------------------------
    @property
    def trick_seats(self) -> list[int]:
        """The seats that played the cards of the current trick, in order."""
        return list(self._rotations[self._leader][:len(self._trick)])

    def hand(self, seat: int) -> list[Card]:
        return list(self._hands[seat])

    @property
    def parties(self) -> tuple[tuple[int, ...], tuple[int, ...]] | None:
        """(Re seats, Kontra seats) once play has begun (a Hochzeit's partner once found)."""
        if self._contract is None:
            return None
        return (tuple(s for s in self._seats if self._party[s] == 0),
                tuple(s for s in self._seats if self._party[s] == 1))

    @property
    def schweine_seat(self) -> int | None:
        """The seat whose two Karo-Asse are the Schweine, the highest trumps of this round's game (D6,
        D43); None before play and without them (no Schweine at the table, nobody dealt both or still
        holding both when play began, a solo).

        >>> from hydra.doppelkopf import Round
        >>> r = Round.new(seed=10, rules="hausrunde", schweine=True)
        >>> r.schweine_seat, [r.apply("gesund") for _ in range(4)] and r.schweine_seat
        (None, 1)
        """
        return schweine_holder(self._game, self._dealt, self._seats)

    @property
    def is_solo(self) -> bool:
        """One player against three: a solo, a silent solo, or a Hochzeit without partner (D9, D10)."""
        return self._contract is not None and self._party.count(0) == 1    # a sitting-out seat is -1

    def returnable(self) -> list[Card]:
        """Cards the Armut's acceptor (the seat to move) may still give back (D41, D42)."""
        seat = self._to_move
        assert seat is not None
        return self._pre.returnable(self._hands[seat])

    def armut_trumps(self, seat: int) -> int:
        return armut_trumps(self._hands[seat], self._rules)

    def trick_game(self, number: int) -> Game:
        """The game trick ``number`` (1-based) was played with: the round's game, except that a Hochzeit the
        groom plays alone had its Schweine in the first three tricks only (D43)."""
        if number <= 3 and self._contract == "hochzeit" and self._partner is None and self._schweine and \
                len(self._tricks) >= 3 and schweine_in_play(self._dealt, [list(h) for h in self._dealt],
                                                            self._seats):
            return normal_game(self._rules, True)
        return self._game

    def played_alone(self, number: int) -> bool:
        """Whether trick ``number`` (1-based) came after the first three of a Hochzeit that found no partner:
        the groom plays alone (D29; in the Hausrunde a Karo solo, its order 3.2.3)."""
        return number > 3 and self._contract == "hochzeit" and self._partner is None and len(self._tricks) >= 3

    def explain_trick(self, number: int | None = None) -> TrickExplanation | None:
        """The explanation of trick ``number`` (1-based), or of the last trick (the current one if begun),
        with the game it was played in."""
        if not self._tricks and not self._trick:
            return None
        number = number or len(self._tricks) + (1 if self._trick else 0)
        game = self.trick_game(number)
        cards = list(self._tricks[number - 1][0]) if number <= len(self._tricks) else self._trick
        return explain_trick(cards, game, self._rules, game.trumps[-1:] == (SD,), self.played_alone(number))

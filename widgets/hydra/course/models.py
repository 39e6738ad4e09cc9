"""Plain, testable models behind the widgets. No ipywidgets here; every rule is asked of ``hydra``.

The models hold state (which cards are selected, which cards are in a trick) and turn the
engine's answers into what a view shows. They never decide a rule themselves.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence

from traitlets import HasTraits, Int, List, Unicode, observe

import hydra
import hydra.hydra.cards
from hydra.hydra.cards import CardLike
from hydra.hydra.parties import KEY_CARDS
from tutor.hydra.quiz.course import describe_card
from tutor.hydra.calls import seen_text
from widgets.common.base import Change


class LadderModel(HasTraits):
    """What the trump ladder shows for one game: everything read from ``hydra.get_game``."""

    game = Unicode("normal")

    @property
    def engine_game(self) -> hydra.Game:
        return hydra.get_game(self.game)

    def ladder(self) -> list[hydra.Card]:
        """Trumps from the highest down."""
        return list(self.engine_game.ladder())

    def fail_suits(self) -> dict[str, list[hydra.Card]]:
        """{suit letter: fail cards from high to low}."""
        return {s: list(reversed(cs)) for s, cs in self.engine_game.fail_suits.items()}

    def special_cards(self) -> dict[str, str]:
        return dict(self.engine_game.special_cards())

    def describe(self, card: CardLike) -> str:
        """A sentence on one card's place and eyes in this game."""
        return describe_card(self.engine_game, card)


class TrickLabModel(HasTraits):
    """A trick being built card by card; optionally every seat holds a hand.

    ``trick`` holds card codes in the order played. With ``hands`` (one list of codes per seat,
    five seats) the next card must come from the next seat's hand and the engine says which
    cards are legal (``hydra.legal_cards``) and why the others are not (``hydra.illegal_reasons``).
    """

    game = Unicode("normal")
    trick = List(Unicode())
    hands = List(List(Unicode()), default_value=[])
    leader = Int(0)
    message = Unicode("")

    @property
    def with_hands(self) -> bool:
        return bool(self.hands)

    @property
    def is_complete(self) -> bool:
        return len(self.trick) >= 5

    @property
    def next_seat(self) -> int | None:
        if self.is_complete:
            return None
        return self.seat_of(len(self.trick))

    def seat_of(self, position: int) -> int:
        """The seat that plays the card at ``position`` of the trick (R11: clockwise from the leader)."""
        return hydra.seats_from(self.leader, position + 1)[-1]

    def copies_left(self, card: CardLike) -> int:
        """How many copies of ``card`` are still out of the trick (the deck has two of each)."""
        card = hydra.as_card(card)
        return hydra.DECK.count(card) - Counter(self.trick)[str(card)]

    def palette(self) -> list[tuple[hydra.Card, bool]]:
        """[(card, offered)] for all 25 cards in the game's order; never a third copy."""
        game = hydra.get_game(self.game)
        return [(c, self.copies_left(c) > 0 and not self.is_complete) for c in game.order]

    def remaining_hand(self, seat: int | None) -> list[str]:
        """The cards of ``seat``'s hand that are not yet in the trick."""
        if not self.with_hands or seat is None:
            return []
        hand = list(self.hands[seat])
        for position, code in enumerate(self.trick):
            if self.seat_of(position) == seat and code in hand:
                hand.remove(code)
        return hand

    def legal(self) -> list[str]:
        """The next seat's legal cards (engine), or [] without hands."""
        if not self.with_hands or self.is_complete:
            return []
        return [str(c) for c in hydra.legal_cards(self.remaining_hand(self.next_seat), self.trick, self.game)]

    def reasons(self) -> dict[str, str]:
        """{card code: why it may not be played} for the next seat (engine)."""
        if not self.with_hands or self.is_complete:
            return {}
        found = hydra.illegal_reasons(self.remaining_hand(self.next_seat), self.trick, self.game)
        return {str(c): text for c, text in found.items()}

    def add(self, card: CardLike) -> bool:
        """Play ``card`` next. Returns False (and sets ``message``) if the engine refuses it."""
        try:
            card = hydra.as_card(card)
            if self.is_complete:
                raise hydra.RuleError("the trick is complete: five cards, one from each player "
                                      "(rules: Der Spielverlauf). Clear it or take a card back.",
                                      rule="rules: Der Spielverlauf")
            if self.with_hands:
                hydra.check_play(self.remaining_hand(self.next_seat), self.trick, card, self.game,
                                 seat=self.next_seat)
            else:
                hydra.hydra.cards.check_copies(hydra.as_cards(self.trick) + [card], where="the trick")
        except hydra.HydraError as error:
            self.message = str(error)
            return False
        self.message = ""
        self.trick = self.trick + [str(card)]
        return True

    def undo(self) -> None:
        self.message = ""
        if self.trick:
            self.trick = self.trick[:-1]

    def clear(self) -> None:
        self.message = ""
        self.trick = []

    def explanation(self) -> hydra.TrickExplanation | None:
        """``hydra.explain_trick`` for the cards so far, or None for an empty trick."""
        if not self.trick:
            return None
        return hydra.explain_trick(self.trick, self.game)

    @observe("game")
    def _game_changed(self, change: Change) -> None:
        """Another game keeps the trick, so the same cards can be compared ("try them in a color
        solo"); with hands, only as long as every card is still a legal play in the new game."""
        played, self.message = list(self.trick), ""
        if not self.with_hands:
            return
        self.trick = []
        for code in played:
            if not self.add(code):
                self.message = (f"In the {hydra.get_game(self.game).name} the trick stops before {code}: "
                                f"{self.message}")
                return

    @observe("hands", "leader")
    def _reset(self, change: Change) -> None:
        self.trick = []
        self.message = ""


# --- parties and rounds -----------------------------------------------------------------------

#: The four key cards as the party explorer places them: both copies of each key card (R10).
KEY_SLOTS = tuple(str(c) for c in KEY_CARDS for _ in range(hydra.DECK.count(c)))


def key_hands(placement: Sequence[int], players: int = 5) -> list[list[str]]:
    """Tiny hands holding only the key cards: ``placement`` gives the seat of EO, EO, GO, GO."""
    hands: list[list[str]] = [[] for _ in range(players)]
    for code, seat in zip(KEY_SLOTS, placement):
        hands[seat].append(code)
    return hands


def placement_of(hands: Sequence[Iterable[CardLike]]) -> tuple[int, ...]:
    """Where the key cards sit in dealt hands: (seat of EO, seat of EO, seat of GO, seat of GO)."""
    return tuple(s for key in KEY_CARDS for s, h in enumerate(hands) for c in h if hydra.as_card(c) is key)


class RoundTimeline:
    """A complete round from a seed, played by the engine's example players, kept as one
    snapshot (``Round.copy()``) before every card and one at the end.

    ``healthy=True`` makes every seat say valeo, so the key cards decide the parties (R10).
    ``solo=(seat, game_id)`` makes that seat say morbus and name that solo, the others valeo (R7);
    ``antrag=(seat, acceptor)`` makes that seat propose an open Antrag and ``acceptor`` accept it
    (``None``: nobody accepts) (R9). The engine checks these like any other action.
    ``states[k]`` is the round after ``k`` cards were played.
    """

    def __init__(self, seed: int | str | None = 1, dealer: int = 0, players: int = 5, healthy: bool = False,
                 player: hydra.RuleBasedPlayer | hydra.RandomPlayer | None = None,
                 solo: tuple[int, str] | None = None, antrag: tuple[int, int | None] | None = None) -> None:
        self.seed, self.dealer, self.players = seed, dealer, players
        rnd = hydra.Round.new(seed=seed, players=players, dealer=dealer)
        player = player if player is not None else hydra.RuleBasedPlayer(seed)
        self.states: list[hydra.Round] = []
        while not rnd.is_over:
            action: str | hydra.Card
            if rnd.phase == "throw-in":
                action = "keep"
            elif solo is not None and rnd.phase == "calls":
                action = "morbus" if rnd.to_move == solo[0] else "valeo"
            elif solo is not None and rnd.phase == "declare":
                action = f"solo:{hydra.get_game(solo[1]).id}"
            elif antrag is not None and rnd.phase == "calls":
                action = "morbus" if rnd.to_move == antrag[0] else "valeo"
            elif antrag is not None and rnd.phase == "declare":
                action = next(a for a in rnd.legal_actions() if str(a).startswith("antrag"))
            elif antrag is not None and rnd.phase == "antrag-offer":
                action = "accept" if rnd.to_move == antrag[1] else "decline"
            elif healthy and rnd.phase == "calls":
                action = "valeo"
            else:
                action = player.choose(rnd)
            if rnd.phase == "play":
                self.states.append(rnd.copy())
            rnd.apply(action)
        self.states.append(rnd.copy())
        self.final = rnd

    @property
    def cards_played(self) -> int:
        return len(self.states) - 1

    def at_card(self, k: int) -> hydra.Round:
        return self.states[max(0, min(k, self.cards_played))]

    def at_trick(self, t: int) -> hydra.Round:
        """The round after ``t`` complete tricks."""
        return self.at_card(len(self.final.seats) * t)      # a card from each playing seat (R11)

    @property
    def tricks(self) -> int:
        return len(self.final.tricks)

    def calls_text(self, viewer: int | None = None) -> list[str]:
        """The calls before play, as the engine recorded them. With ``viewer`` (a seat), what that
        seat saw: the engine hides the Antrag's face-down pair and the returned cards (R9)."""
        return [f"seat {action.seat} {seen_text(action.text)}" for action in self.final.seen_actions(viewer)]

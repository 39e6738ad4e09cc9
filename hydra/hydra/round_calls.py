"""The round before play: throwing in (R6), the calls and declarations (R7), the open Antrag (R9).

:class:`BeforePlay` holds the actions a :class:`~hydra.hydra.round.Round` takes
before the first card; the round inherits them, so every change still goes
through the round's own :meth:`~hydra.hydra.round.Round.apply` and lands in its
history.

>>> import hydra
>>> r = hydra.Round.new(seed=2)
>>> for word in ("morbus", "valeo", "valeo", "valeo", "valeo"):
...     r.call(word)
>>> r.phase, r.to_move, r.legal_actions()[:2]
('declare', 1, ['solo:normal-solo', 'solo:trump-solo:9'])
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from typing import Any

from .calls import Declaration, antrag_pairs, check_antrag, check_solo_game, winning_declaration
from .cards import CARDS, Card, CardLike, as_card, as_cards, parse_card
from .deal import Deal
from ..core.errors import Given, RuleError
from .games import HEALTHY, SOLO_GAMES, Game, get_game
from .history import Action
from ..core.i18n import N_, _
from .parties import EO, GO, Parties, classify, proposal_parties, solo_parties

__all__ = ["BeforePlay", "Contract", "held_twice", "phase_words", "Phase"]

_CALLS = ("valeo", "morbus")                          # R7
# the Obers that decide a healthy game's parties (R10) are among its trumps (R1): _start_play looks there
assert get_game(HEALTHY).suit_number[EO.index] == get_game(HEALTHY).suit_number[GO.index] == 0
_SOLO_ACTIONS = tuple("solo:" + g for g in SOLO_GAMES)   # R7: a morbus player's solos
#: (seats of the Eichel-Ober, of the Grün-Ober, the playing seats) -> the healthy game's parties
#: (R10), as :func:`~hydra.hydra.parties.classify` finds them; at most a few thousand keys.
_FORMATIONS: dict[tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]], Parties] = {}

#: None (healthy), ``("solo", seat, game)`` or ``("antrag", seat, pair)``.
Contract = tuple[str, int, str]

#: Each phase of a round (``Round.PHASES``) in a learner's words: a sentence says these, never the id.
_PHASE_WORDS = {"throw-in": N_("throwing in"), "calls": N_("saying valeo or morbus"),
                "declare": N_("naming a solo or an Antrag"), "antrag-open": N_("laying the Antrag's open card"),
                "antrag-offer": N_("answering the Antrag"), "antrag-return": N_("giving back three cards"),
                "play": N_("playing the tricks"), "over": N_("the end of the round")}


def phase_words(phase: str) -> str:
    """A phase of the round as a learner says it (in the page's language).

    >>> phase_words("antrag-return")
    'giving back three cards'
    """
    return _(_PHASE_WORDS[phase]) if phase in _PHASE_WORDS else phase


class Phase(str):
    """A phase's id that a translated sentence says in words: ``{phase}`` and ``{phase!r}`` write the id
    (``play``, ``'play'``), as the English sentences always did; ``{phase:words}`` the learner's words.

    >>> "{0!r} | {0:words}".format(Phase("play"))
    "'play' | playing the tricks"
    """

    __slots__ = ()

    def __format__(self, spec: str) -> str:
        return phase_words(str(self)) if spec == "words" else super().__format__(spec)


class BeforePlay:
    """The actions before play; :class:`hydra.Round` is the only class that uses it."""

    # the state the actions before play change; the round holds the rest
    __slots__ = ("_contract", "_proposal", "_game", "_formation", "_thrown_in_by", "_queue", "_groups", "_twice",
                 "_phase", "_to_move")

    _seats: tuple[int, ...]
    _dealer: int
    _players: int
    _deal: Deal
    _next: tuple[int, ...]
    _hands: list[list[Card]]
    _groups: list[list[list[Card]]]          # each hand by suit for following, once play starts
    _twice: list[list[int] | None]           # by seat, the cards (by index) it holds both copies of
    _calls: dict[int, str]
    _declarations: list[Declaration]
    _contract: Contract | None
    _proposal: dict[str, Any] | None         # Any: as the record holds it (seat, pair, cards, seats)
    _game: Game
    _formation: Parties | None
    _thrown_in_by: int | None
    _throwers: list[int]
    _queue: list[Any]                        # Any: the seats still to declare, or the Antrag's cards (R7)
    _history: list[tuple[str, int | None, Action | Deal]]
    _phase: str
    _to_move: int | None

    def _expect(self, phase: str, rule: str) -> int:
        if self._phase != phase or self._to_move is None:
            text = _("that is not possible now: the round is in phase {phase!r}, not {wanted!r} ({rule})")
            raise RuleError(text.format(phase=Phase(self._phase), wanted=Phase(phase), rule=rule), rule=rule)
        return self._to_move

    def _step(self, seat: int, action: Action) -> None:
        self._history.append((self._phase, seat, action))

    def _words(self, phase: str, seat: int | None) -> list[Action]:
        """:meth:`~hydra.Round.legal_actions` before play: the words the player to move may say."""
        if phase == "calls":
            return ["valeo", "morbus"]
        if phase == "throw-in":
            return ["throw-in", "keep"]
        if phase == "declare" and seat is not None:
            pairs = antrag_pairs(self._hands[seat])
            antrag = ["antrag"] if len(pairs) == 1 else ["antrag:" + p for p in pairs]
            return [*_SOLO_ACTIONS, *antrag]
        if phase == "antrag-open" and self._contract is not None:
            rest = self._without_pair(self._contract[1], self._contract[2])
            return ["open:" + str(c) for c in dict.fromkeys(rest)]
        if phase == "antrag-offer":
            return ["accept", "decline"]
        if phase == "antrag-return" and seat is not None:
            left = Counter(self._hands[seat]) - Counter(self._queue)
            return ["return:" + str(c) for c in dict.fromkeys(self._hands[seat]) if left[c] > 0]
        return []

    def _apply_word(self, action: str) -> bool:
        """:meth:`~hydra.Round.apply` of a word before play; False if it names no step."""
        word, _, arg = action.strip().partition(":")
        word = word.lower()
        if word in ("throw-in", "keep"):
            self.throw_in(word == "throw-in")
        elif word in _CALLS:
            self.call(word)
        elif word in ("solo", "antrag"):
            self.declare(word, arg or None)
        elif word == "open":
            self.open_card(arg)
        elif word in ("accept", "decline"):
            self.answer(word)
        elif word == "return":
            self.give_back(arg)
        else:
            return False
        return True

    def throw_in(self, throw: bool) -> None:
        """The player to move throws in (R6, the round ends) or keeps the hand."""
        seat = self._expect("throw-in", "R6")
        self._step(seat, "throw-in" if throw else "keep")
        self._throwers.pop(0)
        if throw:
            self._thrown_in_by = seat
            self._phase, self._to_move = "over", None     # ending "thrown-in": _thrown_in_by is set
        elif self._throwers:
            self._to_move = self._throwers[0]
        else:
            self._phase, self._to_move = "calls", self._seats[0]

    def call(self, word: str) -> None:
        """The player to move says ``'valeo'`` (healthy) or ``'morbus'`` (a reservation), R7."""
        seat = self._to_move
        if self._phase != "calls" or seat is None:
            seat = self._expect("calls", "R7")          # raises, naming the phase
        if word not in _CALLS:                         # the words as written need no cleaning
            word = str(word).strip().lower()
            if word not in _CALLS:
                text = _("{word!r} is not a call: say 'valeo' (healthy) or 'morbus' (R7)")
                raise RuleError(text.format(word=Given(word)), rule="R7")
        self._history.append(("calls", seat, word))
        self._calls[seat] = word
        if len(self._calls) < 5:
            self._to_move = self._next[seat]
            return
        self._queue = [s for s in self._seats if self._calls[s] == "morbus"]
        if not self._queue:
            self._start_play()
        else:
            self._phase, self._to_move = "declare", self._queue.pop(0)

    def declare(self, kind: str, arg: str | None = None) -> None:
        """A morbus player names ``('solo', game_id)`` or ``('antrag', pair or None)`` (R7)."""
        seat = self._expect("declare", "R7")
        kind = str(kind).strip().lower()
        if kind == "solo":
            d = Declaration(seat, "solo", game=check_solo_game(arg if arg else "normal-solo"))
            action = f"solo:{d.game}"
        elif kind == "antrag":
            d = Declaration(seat, "antrag", pair=check_antrag(self._hands[seat], arg, seat=seat))
            action = "antrag" if arg is None else f"antrag:{d.pair}"
        else:
            raise RuleError(_("{kind!r} is not a reservation: name 'solo' or 'antrag' (R7)").format(kind=Given(kind)),
                            rule="R7")
        self._step(seat, action)
        self._declarations.append(d)
        if self._queue:
            self._to_move = self._queue.pop(0)
            return
        win = winning_declaration(self._declarations, self._dealer, self._players)
        assert win is not None
        if win.kind == "solo" and win.game is not None:
            self._start_play(solo=(win.seat, win.game))
        elif win.pair is not None:
            self._contract = ("antrag", win.seat, win.pair)
            self._phase, self._to_move = "antrag-open", win.seat

    def _without_pair(self, seat: int, pair: str) -> list[Card]:
        rest = list(self._hands[seat])
        for _copy in range(2):
            rest.remove(parse_card(pair))
        return rest

    def open_card(self, card: CardLike) -> None:
        """The proposer lays one more card face up beside the two face-down Obers (R9)."""
        proposer = self._expect("antrag-open", "R9")
        assert self._contract is not None
        pair = self._contract[2]
        card = as_card(card)
        if card not in self._without_pair(proposer, pair):
            raise RuleError(_("the open card of the Antrag must be another card of seat {seat}'s hand, and {card} "
                              "is not (R9)").format(seat=proposer, card=card), rule="R9")
        self._step(proposer, f"open:{card}")
        self._proposal = {"seat": proposer, "pair": pair, "open_card": str(card)}
        order = [s for s in self._seats if s != proposer]
        first = order.index(self._next[proposer])
        self._queue = order[first:] + order[:first]
        self._phase, self._to_move = "antrag-offer", self._queue.pop(0)

    def answer(self, word: str) -> None:
        """The player offered the Antrag says ``'accept'`` or ``'decline'`` (R9)."""
        seat = self._expect("antrag-offer", "R9")
        word = str(word).strip().lower()
        if word not in ("accept", "decline"):
            raise RuleError(_("{word!r}: answer the Antrag with 'accept' or 'decline' (R9)").format(word=Given(word)),
                            rule="R9")
        self._step(seat, word)
        assert self._proposal is not None
        if word == "accept":
            proposer = self._proposal["seat"]
            pair = parse_card(self._proposal["pair"])
            given = [pair, pair, parse_card(self._proposal["open_card"])]
            for c in given:
                self._hands[proposer].remove(c)
            self._hands[seat].extend(given)
            self._proposal["accepted_by"] = seat
            self._queue = []
            self._phase = "antrag-return"
        elif self._queue:
            self._to_move = self._queue.pop(0)
        else:
            self._start_play()                   # nobody accepted: a healthy game (R9)

    def give_back(self, cards: Iterable[CardLike] | str) -> None:
        """The acceptor gives back three cards of the thirteen it holds (R9), at once or one by one."""
        acceptor = self._expect("antrag-return", "R9")
        given = as_cards(cards)
        pending = self._queue + given
        if len(pending) > 3 or Counter(pending) - Counter(self._hands[acceptor]):
            raise RuleError(_("the acceptor gives back exactly three cards of the thirteen it holds; {cards} cannot "
                              "be given (R9)").format(cards=" ".join(map(str, given))), rule="R9")
        for card in given:
            self._step(acceptor, f"return:{card}")
        self._queue = pending
        if len(pending) < 3:
            return
        assert self._proposal is not None
        proposer = self._proposal["seat"]
        for c in pending:
            self._hands[acceptor].remove(c)
        self._hands[proposer].extend(pending)
        self._proposal["returned"] = [str(c) for c in pending]
        self._queue = []
        self._start_play(proposal=(proposer, acceptor))

    def _start_play(self, solo: tuple[int, str] | None = None,
                    proposal: tuple[int, int] | None = None) -> None:
        if solo:
            self._contract = ("solo", solo[0], solo[1])
            self._game = get_game(solo[1])
            self._formation = solo_parties(solo[0], self._seats)
            leader = solo[0]                                   # R8: the soloist leads
        elif proposal:
            self._formation = proposal_parties(proposal[0], proposal[1], self._seats)
            leader = self._seats[0]
        else:
            leader = self._seats[0]                             # R8: the dealer's left leads
        by_suit = self._game.by_suit                           # the game is known now, and the hands final
        self._groups = groups = [by_suit(hand) for hand in self._hands]
        if not (solo or proposal):
            # a healthy game: the hands are as dealt (and were checked then); classify the key
            # cards directly (R10), found among each hand's trumps (groups[0], in hand order)
            seats = self._seats
            eo: list[int] = []
            go: list[int] = []
            for s in seats:
                for c in groups[s][0]:
                    if c is EO:                                # identity: cards are interned
                        eo.append(s)
                    elif c is GO:
                        go.append(s)
            key = (tuple(eo), tuple(go), seats)
            formation = _FORMATIONS.get(key)
            if formation is None:                              # Parties are immutable: shared
                formation = _FORMATIONS[key] = classify(*key)
            self._formation = formation
        self._twice = [None] * len(self._hands)              # each made when legal_actions() first asks
        self._phase, self._to_move = "play", leader


def held_twice(hands: list[list[Card]]) -> list[list[int] | None]:
    """By seat, the indices of the cards its hand holds both copies of: :meth:`hydra.Round.legal_actions`
    names such a card once, and needs to look for the second copy only while a hand has one.

    Every hand in one pass, asked once a round: a card is held twice where its index was last seen
    in the same hand (one list of 25 seats: no 50-bit int added up per card, no call per hand).

    >>> from hydra import parse_cards
    >>> [" ".join(str(CARDS[i]) for i in sorted(held)) for held in
    ...  held_twice([parse_cards("EO G9 EO HY G9"), parse_cards("EO HY HY"), []])]
    ['G9 EO', 'HY', '']
    """
    seat_of = [-1] * len(CARDS)                   # by card index: the seat it was last seen in
    twice: list[list[int] | None] = []
    seat = 0
    for hand in hands:
        held: list[int] = []                      # a list, not a set: a few small ints, walked with no iterator
        for card in hand:
            i = card.index
            if seat_of[i] == seat:
                held.append(i)
            else:
                seat_of[i] = seat
        twice.append(held)
        seat += 1
    return twice

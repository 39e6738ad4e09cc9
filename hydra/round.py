"""A round as a state object (OpenSpiel style): whose turn, legal actions, apply, is-over.

Phases, in order: ``throw-in`` (only if some hand may throw in, R6), ``calls``
(valeo/morbus, R7), ``declare`` (each morbus player names a solo or an
Antrag, R7), ``antrag-open`` / ``antrag-offer`` / ``antrag-return`` (the open
Antrag, R9), ``play`` (ten tricks, R8), then ``over`` (or ``thrown-in``).

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
>>> sum(r.eyes), sum(r.eyes_by_seat)
(240, 240)
"""

from __future__ import annotations

from collections import Counter

from .calls import Declaration, antrag_pairs, check_antrag, check_solo_game, winning_declaration
from .cards import CARDS, HYDRA, Card, as_card, as_cards, deck_counts, parse_card
from .deal import deal, playing_seats, throw_in_reason
from .errors import IllegalCard, RuleError
from .games import HEALTHY, SOLO_GAMES, TRUMP, get_game
from .parties import EO, GO, classify, proposal_parties, solo_parties
from .scoring import score_round
from .tricks import RULE_FOLLOW, Trick, illegal_reason, illegal_card

__all__ = ["Round", "PHASES"]

PHASES = ("throw-in", "calls", "declare", "antrag-open", "antrag-offer", "antrag-return", "play",
          "over", "thrown-in")
_TWO_EACH = [2] * len(CARDS)
_SOLO_ACTIONS = tuple("solo:" + g for g in SOLO_GAMES)


def _make_trick(cards, game, seats, winner=None):
    """A Trick without re-checking its cards (the round has checked every play)."""
    trick = object.__new__(Trick)
    object.__setattr__(trick, "_winner", game.winner(cards) if winner is None else winner)
    object.__setattr__(trick, "cards", tuple(cards))
    object.__setattr__(trick, "game", game)
    object.__setattr__(trick, "leader", seats[0])
    object.__setattr__(trick, "seats", tuple(seats))
    return trick


class Round:
    """One round from the deal to the score sheet. Mutable; ``copy()`` for branches."""

    def __init__(self, hands, dealer: int = 0, *, players: int | None = None, seed=None, cut=None,
                 _dealt: bool = False, _calls: bool = True):
        hands = list(hands)
        players = len(hands) if players is None else players
        self.seats = playing_seats(players, dealer)       # R11, raises RuleError for bad input
        if not _dealt:
            hands = self._checked_hands(hands, players)
        self.players, self.dealer, self.seed, self.cut = players, dealer, seed, cut
        self.dealt = tuple(tuple(h) for h in hands)
        self.hands = [list(h) for h in hands]
        self._next = {s: self.seats[(i + 1) % 5] for i, s in enumerate(self.seats)}
        self.calls = {}
        self.declarations = []
        self.contract = None            # None (healthy), ("solo", seat, game) or ("antrag", seat, pair)
        self.proposal = None            # dict as in the round record, once an Antrag is played
        self.game = get_game(HEALTHY)
        self.formation = None           # the Parties, once play starts
        self.tricks = []
        self._trick_cards, self._trick_seats = [], []
        self.thrown_in_by = None
        self._won = {s: 0 for s in self.seats}
        self._throwers = [s for s in self.seats if throw_in_reason(self.hands[s])] if _calls else []
        self.phase = "throw-in" if self._throwers else "calls"
        self.to_move = self._throwers[0] if self._throwers else self.seats[0]
        self._queue = []

    def _checked_hands(self, hands, players):
        if len(hands) != players:
            raise RuleError(f"a round of {players} players needs {players} hands, got {len(hands)} (R11)",
                            rule="R11")
        hands = [as_cards(h) for h in hands]
        for seat, hand in enumerate(hands):
            want = 10 if seat in self.seats else 0
            if len(hand) != want:
                raise RuleError(f"seat {seat} holds {len(hand)} cards, but "
                                + ("every playing seat is dealt ten (R12)" if want else
                                   "the six-player dealer sits out with no cards (R11)"), rule="R12")
        counts = deck_counts(c for h in hands for c in h)
        if counts != _TWO_EACH:
            third = [c for c in CARDS if counts[c.index] > 2]
            what = (f"{third[0]} appears {counts[third[0].index]} times; the deck has two of each card"
                    if third else "the hands do not hold the 50-card deck exactly")
            raise RuleError(f"{what} (rules: Die Spielkarten)", rule="rules: Die Spielkarten")
        return hands

    # --- construction -----------------------------------------------------------------------
    @classmethod
    def new(cls, seed=None, players: int = 5, dealer: int = 0, cut: int | None = None) -> "Round":
        """Deal from a seed (R12) and start at the calls."""
        d = deal(seed, players, dealer, cut)
        return cls(d.hands, dealer, players=players, seed=seed, cut=d.cut, _dealt=True)

    @classmethod
    def from_record(cls, record) -> "Round":
        """Replay a round record (see :func:`hydra.record.replay`)."""
        from .record import replay
        return replay(record)

    def copy(self) -> "Round":
        """An independent copy, for "what if" branches."""
        other = object.__new__(Round)
        other.__dict__.update(self.__dict__)
        other.__dict__.pop("_sheet", None)
        other.hands = [list(h) for h in self.hands]
        other.calls = dict(self.calls)
        other.declarations = list(self.declarations)
        other.proposal = dict(self.proposal) if self.proposal else None
        other.tricks = list(self.tricks)
        other._trick_cards, other._trick_seats = list(self._trick_cards), list(self._trick_seats)
        other._won = dict(self._won)
        other._throwers = list(self._throwers)
        other._queue = list(self._queue)
        return other

    # --- state ------------------------------------------------------------------------------
    @property
    def is_over(self) -> bool:
        return self.phase in ("over", "thrown-in")

    @property
    def current_trick(self) -> Trick | None:
        """The trick being played (incomplete), or None between tricks."""
        if not self._trick_cards:
            return None
        return _make_trick(self._trick_cards, self.game, self._trick_seats, None)

    @property
    def leader(self) -> int | None:
        """Who leads (or led) the trick in progress (R8)."""
        if self.phase != "play":
            return None
        return self._trick_seats[0] if self._trick_seats else self.to_move

    def hand(self, seat: int) -> list:
        self._check_seat(seat)
        return list(self.hands[seat])

    def _check_seat(self, seat):
        if isinstance(seat, bool) or not isinstance(seat, int) or seat not in self.seats:
            raise RuleError(f"seat {seat!r} does not play in this round; the playing seats are "
                            f"{', '.join(map(str, self.seats))} (R11)", rule="R11")

    @property
    def kind(self) -> str | None:
        return self.formation.kind if self.formation else None

    @property
    def parties(self) -> tuple | None:
        return self.formation.parties if self.formation else None

    @property
    def eyes_by_seat(self) -> tuple:
        return tuple(self._won.get(s, 0) for s in range(self.players))

    @property
    def sheet(self):
        """The score sheet of the tricks completed so far (R3, R4, R5)."""
        if self.formation is None:
            raise RuleError("the parties are not known before play starts (R10)", rule="R10")
        cached = self.__dict__.get("_sheet")
        if cached is None or cached.tricks_played != len(self.tricks):
            cached = self._sheet = score_round(self.formation, self.tricks, self.players)
        return cached

    result = sheet

    @property
    def eyes(self) -> tuple:
        return self.sheet.eyes

    @property
    def bonus(self) -> tuple:
        return self.sheet.bonus

    @property
    def points(self) -> tuple:
        if self.phase == "thrown-in":
            return (0,) * self.players
        return self.sheet.points

    # --- actions ----------------------------------------------------------------------------
    def legal_actions(self) -> list:
        """What the player to move may do now: strings before play, cards during play."""
        phase = self.phase
        if phase == "play":
            return list(dict.fromkeys(self.game.legal(self.hands[self.to_move], self._trick_cards)))
        if phase == "calls":
            return ["valeo", "morbus"]
        if phase == "throw-in":
            return ["throw-in", "keep"]
        if phase == "declare":
            pairs = antrag_pairs(self.hands[self.to_move])
            antrag = ["antrag"] if len(pairs) == 1 else ["antrag:" + p for p in pairs]
            return list(_SOLO_ACTIONS) + antrag
        if phase == "antrag-open":
            pair = parse_card(self.contract[2])
            rest = list(self.hands[self.to_move])
            rest.remove(pair)
            rest.remove(pair)
            return ["open:" + str(c) for c in dict.fromkeys(rest)]
        if phase == "antrag-offer":
            return ["accept", "decline"]
        if phase == "antrag-return":
            left = Counter(self.hands[self.to_move]) - Counter(self._queue)
            return ["return:" + str(c) for c in dict.fromkeys(self.hands[self.to_move]) if left[c] > 0]
        return []

    def legal_cards(self) -> list:
        """The cards the player to move may play (in hand order, both copies if held twice)."""
        if self.phase != "play":
            return []
        return self.game.legal(self.hands[self.to_move], self._trick_cards)

    def illegal_reasons(self) -> dict:
        """For each card of the mover's hand that may not be played, why not."""
        if self.phase != "play" or not self._trick_cards:
            return {}
        hand = self.hands[self.to_move]
        legal = set(self.game.legal(hand, self._trick_cards))
        return {c: illegal_reason(hand, self._trick_cards, self.game, c) for c in dict.fromkeys(hand)
                if c not in legal}

    def apply(self, action) -> None:
        """Apply one action (a card during play, else a string from :meth:`legal_actions`)."""
        if self.phase == "play":
            self.play(action)
            return
        if not isinstance(action, str):
            raise RuleError(f"{action!r} is not an action now: seat {self.to_move} must choose one of "
                            f"{', '.join(self.legal_actions()) or 'nothing (the round is over)'} "
                            f"(phase {self.phase})", rule=self._phase_rule())
        word, _, arg = action.strip().partition(":")
        word = word.lower()
        if word in ("throw-in", "keep"):
            self._throw_in(word == "throw-in")
        elif word in ("valeo", "morbus"):
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
            raise RuleError(f"{action!r} is not an action now: seat {self.to_move} must choose one of "
                            f"{', '.join(self.legal_actions()) or 'nothing (the round is over)'}",
                            rule=self._phase_rule())

    def _phase_rule(self):
        return {"throw-in": "R6", "calls": "R7", "declare": "R7", "play": RULE_FOLLOW}.get(self.phase, "R9")

    def _expect(self, phase, rule):
        if self.phase != phase:
            raise RuleError(f"that is not possible now: the round is in phase {self.phase!r}, not "
                            f"{phase!r} ({rule})", rule=rule)

    def _throw_in(self, throw: bool) -> None:
        self._expect("throw-in", "R6")
        seat = self._throwers.pop(0)
        if throw:
            self.thrown_in_by = seat
            self.phase, self.to_move = "thrown-in", None
            return
        if self._throwers:
            self.to_move = self._throwers[0]
        else:
            self.phase, self.to_move = "calls", self.seats[0]

    def call(self, word: str) -> None:
        """The player to move says ``'valeo'`` (healthy) or ``'morbus'`` (a reservation), R7."""
        self._expect("calls", "R7")
        word = str(word).strip().lower()
        if word not in ("valeo", "morbus"):
            raise RuleError(f"{word!r} is not a call: say 'valeo' (healthy) or 'morbus' (R7)", rule="R7")
        self.calls[self.to_move] = word
        if len(self.calls) < 5:
            self.to_move = self._next[self.to_move]
            return
        self._queue = [s for s in self.seats if self.calls[s] == "morbus"]
        if not self._queue:
            self._start_play()
        else:
            self.phase, self.to_move = "declare", self._queue.pop(0)

    def declare(self, kind: str, arg: str | None = None) -> None:
        """A morbus player names ``('solo', game_id)`` or ``('antrag', pair or None)`` (R7)."""
        self._expect("declare", "R7")
        seat, kind = self.to_move, str(kind).strip().lower()
        if kind == "solo":
            d = Declaration(seat, "solo", game=check_solo_game(arg if arg else "normal-solo"))
        elif kind == "antrag":
            d = Declaration(seat, "antrag", pair=check_antrag(self.hands[seat], arg, seat=seat))
        else:
            raise RuleError(f"{kind!r} is not a reservation: name 'solo' or 'antrag' (R7)", rule="R7")
        self.declarations.append(d)
        if self._queue:
            self.to_move = self._queue.pop(0)
            return
        win = winning_declaration(self.declarations, self.dealer, self.players)
        if win.kind == "solo":
            self._start_play(solo=(win.seat, win.game))
        else:
            self.contract = ("antrag", win.seat, win.pair)
            self.phase, self.to_move = "antrag-open", win.seat

    def open_card(self, card) -> None:
        """The proposer lays one more card face up beside the two face-down Obers (R9)."""
        self._expect("antrag-open", "R9")
        proposer, pair = self.contract[1], self.contract[2]
        card = as_card(card)
        rest = list(self.hands[proposer])
        rest.remove(parse_card(pair))
        rest.remove(parse_card(pair))
        if card not in rest:
            raise RuleError(f"the open card of the Antrag must be another card of seat {proposer}'s "
                            f"hand, and {card} is not (R9)", rule="R9")
        self.proposal = {"seat": proposer, "pair": pair, "open_card": str(card)}
        self._queue = [s for s in self.seats if s != proposer]
        self._queue = self._queue[self._queue.index(self._next[proposer]):] + \
            self._queue[:self._queue.index(self._next[proposer])]
        self.phase, self.to_move = "antrag-offer", self._queue.pop(0)

    def answer(self, word: str) -> None:
        """The player offered the Antrag says ``'accept'`` or ``'decline'`` (R9)."""
        self._expect("antrag-offer", "R9")
        word = str(word).strip().lower()
        if word not in ("accept", "decline"):
            raise RuleError(f"{word!r}: answer the Antrag with 'accept' or 'decline' (R9)", rule="R9")
        if word == "accept":
            proposer, pair, open_card = self.contract[1], self.contract[2], self.proposal["open_card"]
            given = [parse_card(pair), parse_card(pair), parse_card(open_card)]
            for c in given:
                self.hands[proposer].remove(c)
            self.hands[self.to_move].extend(given)
            self.proposal["accepted_by"] = self.to_move
            self._queue = []
            self.phase = "antrag-return"
            return
        if self._queue:
            self.to_move = self._queue.pop(0)
            return
        self._start_play()                       # nobody accepted: a healthy game (R9)

    def give_back(self, cards) -> None:
        """The acceptor gives back three cards of the thirteen it holds (R9), at once or one by one."""
        self._expect("antrag-return", "R9")
        cards = as_cards(cards)
        acceptor = self.to_move
        pending = self._queue + cards
        if len(pending) > 3 or Counter(pending) - Counter(self.hands[acceptor]):
            raise RuleError(f"the acceptor gives back exactly three cards of the thirteen it holds; "
                            f"{' '.join(map(str, cards))} cannot be given (R9)", rule="R9")
        self._queue = pending
        if len(pending) < 3:
            return
        proposer = self.proposal["seat"]
        for c in pending:
            self.hands[acceptor].remove(c)
        self.hands[proposer].extend(pending)
        self.proposal["returned"] = [str(c) for c in pending]
        self._queue = []
        self._start_play(proposal=(proposer, acceptor))

    def _start_play(self, solo=None, proposal=None) -> None:
        if solo:
            self.contract = ("solo", solo[0], solo[1])
            self.game = get_game(solo[1])
            self.formation = solo_parties(solo[0], self.seats)
            leader = solo[0]                                   # R8: the soloist leads
        elif proposal:
            self.formation = proposal_parties(proposal[0], proposal[1], self.seats)
            leader = self.seats[0]
        else:
            # the hands were checked when dealt: classify the key cards directly (R10)
            eo = [s for s in self.seats for c in self.dealt[s] if c is EO]
            go = [s for s in self.seats for c in self.dealt[s] if c is GO]
            self.formation = classify(eo, go, self.seats)
            leader = self.seats[0]                             # R8: the dealer's left leads
        self.phase, self.to_move = "play", leader

    def play(self, card) -> None:
        """The player to move plays a card. An illegal card raises :class:`IllegalCard` and changes nothing."""
        if self.phase != "play":
            raise RuleError(f"no card can be played now: the round is in phase {self.phase!r} "
                            f"(R8)", rule="R8")
        if card.__class__ is not Card:
            card = as_card(card)
        seat = self.to_move
        hand = self.hands[seat]
        trick = self._trick_cards
        if trick:
            follow = self.game.follow
            led = follow[trick[0].index]
            if follow[card.index] != led and card in hand:
                for c in hand:
                    if follow[c.index] == led:                 # Bedienpflicht (R1 for the Hydra)
                        raise illegal_card(hand, trick, self.game, card, seat,
                                           f"trick {len(self.tricks) + 1}, ")
        try:
            hand.remove(card)
        except ValueError:
            raise IllegalCard(f"seat {seat} cannot play {card}: it is not in that hand "
                              f"(trick {len(self.tricks) + 1}, rules: Der Spielverlauf)",
                              rule=RULE_FOLLOW, card=card, seat=seat) from None
        trick.append(card)
        seats = self._trick_seats
        seats.append(seat)
        if len(trick) < 5:
            self.to_move = self._next[seat]
            return
        index = self.game.winner(trick)
        winner = seats[index]
        self.tricks.append(_make_trick(trick, self.game, seats, index))
        self._won[winner] += trick[0].eyes + trick[1].eyes + trick[2].eyes + trick[3].eyes + trick[4].eyes
        self._trick_cards, self._trick_seats = [], []
        if len(self.tricks) == 10:
            self.phase, self.to_move = "over", None
        else:
            self.to_move = winner                              # R8: the trick's winner leads next

    def undo(self) -> None:
        """Take back the last card played (a teacher's "undo"); the calls stay as they were."""
        record = self.to_record()
        if not record["tricks"]:
            raise RuleError("there is no card to take back: no card has been played yet (R8)", rule="R8")
        last = record["tricks"][-1]
        last.pop()
        if not last:
            record["tricks"].pop()
        from .record import replay
        before = self.__dict__.copy()
        self.__dict__.update(replay(record).__dict__)
        for keep in ("calls", "declarations", "seed", "cut", "thrown_in_by"):
            self.__dict__[keep] = before[keep]

    def explain_trick(self, number: int | None = None):
        """The engine's explanation of a trick (1-based number), or of the trick in progress."""
        if number is None:
            trick = self.current_trick or (self.tricks[-1] if self.tricks else None)
        elif isinstance(number, int) and 1 <= number <= len(self.tricks):
            trick = self.tricks[number - 1]
        else:
            raise RuleError(f"there is no trick {number!r}: {len(self.tricks)} tricks are complete",
                            rule=RULE_FOLLOW)
        return trick.explain() if trick else None

    def view(self, seat: int):
        """What ``seat`` may know: its own hand, the public table, and who is with whom so far."""
        from .knowledge import SeatView
        self._check_seat(seat)
        return SeatView.of(self, seat)

    def to_record(self) -> dict:
        """This round as a round record (the rulings' JSON format); play in progress included."""
        record = {"players": self.players, "dealer": self.dealer,
                  "hands": [[str(c) for c in h] for h in self.dealt]}
        if self.contract and self.contract[0] == "solo":
            record["solo"] = {"seat": self.contract[1], "game": self.contract[2]}
        if self.proposal:
            record["proposal"] = {k: v for k, v in self.proposal.items()}
        tricks = [[str(c) for c in t.cards] for t in self.tricks]
        if self._trick_cards:
            tricks.append([str(c) for c in self._trick_cards])
        record["tricks"] = tricks
        return record

    def __repr__(self):
        return (f"<Round players={self.players} dealer={self.dealer} phase={self.phase!r} "
                f"tricks={len(self.tricks)} to_move={self.to_move}>")

    def _repr_html_(self):
        from .display import round_html
        return round_html(self)

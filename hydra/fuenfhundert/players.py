"""Example players, so notebooks can play whole rounds from a seed.

* :class:`RandomPlayer` picks any legal action (seeded).
* :class:`RuleBasedPlayer` plays like a careful beginner and says why: it bids
  from its hand (trumps, bowers, the joker and side aces), does not outbid its
  partner, raises in its partner's suit when the other team outbid it (the rules
  text's advice, L77), lays away its weakest cards, wins tricks cheaply and plays low when
  its partner is winning.

Players use only what their seat may know (:meth:`Round.view`).

>>> from hydra import fuenfhundert as fh
>>> r = fh.play_round(seed=5)
>>> r.is_over, sum(r.tricks_won) in (0, 10)
(True, True)
>>> r.to_record() == fh.play_round(seed=5).to_record()     # reproducible
True
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Protocol

from hydra.core.i18n import _
from hydra.core.registry import Seed

from .cards import JOKER, SUIT_NAMES, SUITS, Card
from .contracts import JOKER_SUIT, MISERE, PASS, SUIT_INDEX, Contract, as_contract
from .deal import partner_of
from .round import Action, Round
from .rulings import SEED
from .tricks import winning_index
from .view import SeatView

__all__ = ["Player", "RandomPlayer", "RuleBasedPlayer", "play_round", "estimate_tricks"]


class Player(Protocol):
    def choose(self, rnd: Round) -> Action: ...


class RandomPlayer:
    """Chooses uniformly among the legal actions, from its own seeded generator."""

    def __init__(self, seed: Seed = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, rnd: Round) -> Action:
        return self.rng.choice(rnd.legal_actions())


def estimate_tricks(hand: Sequence[Card], strain: str) -> float:
    """A beginner's count of the tricks a hand may take with ``strain`` (``'H'`` .. ``'NT'``) as
    trumps, partner and kitty included (about two tricks).

    >>> estimate_tricks([Card.parse(c) for c in "JO HJ DJ HA HK H9 SA CA D5 S6".split()], "H")
    10.5
    """
    if strain == "NT":
        aces = sum(1 for c in hand if c.rank == "A")
        kings = sum(1 for c in hand if c.rank == "K")
        return 2.0 + aces + 0.5 * kings + (1.25 if JOKER in hand else 0.0)
    terms = as_contract(f"6{strain}")
    trumps = [c for c in hand if terms.is_trump(c)]
    top = sum(1 for c in trumps if c is JOKER or c.rank in ("J", "A"))
    side_aces = sum(1 for c in hand if c.rank == "A" and not terms.is_trump(c))
    return 2.0 + 0.75 * len(trumps) + 0.5 * top + side_aces


def _misere_hand(hand: Sequence[Card]) -> bool:
    """A hand for Misère: no joker, nothing above 9 and no more than two nines."""
    low = "45678"
    return JOKER not in hand and all(c.rank in low + "9" for c in hand) and \
        sum(1 for c in hand if c.rank == "9") <= 2 and any(c.rank in low for c in hand)


class RuleBasedPlayer:
    """A simple, predictable player with a reason for every choice."""

    def __init__(self, seed: Seed = None) -> None:
        self.rng = random.Random(seed)   # kept for tie-breaks in variants

    def choose(self, rnd: Round) -> Action:
        return self.choose_with_reason(rnd)[0]

    def choose_with_reason(self, rnd: Round) -> tuple[Action, str]:
        """The action and a sentence saying why (for learners)."""
        seat = rnd.to_move
        if seat is None:
            raise ValueError("the round is over: there is nothing to choose")
        view = rnd.view(seat)
        if view.phase == "bidding":
            return self._bid(view)
        if view.phase == "discard":
            return self._lay_away(view)
        return self._play(view)

    # --- bidding ------------------------------------------------------------------------------
    def _bid(self, view: SeatView) -> tuple[Action, str]:
        legal = [a for a in view.legal_actions if a != PASS]
        high = next((s for s, b in reversed(view.bids) if b != PASS), None)
        if high is not None and high == partner_of(view.seat):
            return PASS, _("my partner holds the highest bid, so I pass: the rules text advises partners not to "
                           "outbid each other with a different suit (\u201c{quote}\u201d (in English: \u201cThe two "
                           "team partners should ideally not outbid each other with different suits\u201d)) and to "
                           "raise in the partner's suit only if needed (\u201c{raise_quote}\u201d (in English: "
                           "\u201cthen he should, if necessary, rather go for 7 HERZ and so support his "
                           "partner\u201d)); nobody has outbid my partner, so it is not needed").format(
                quote=SEED["partners"], raise_quote=SEED["partners-raise"])
        if MISERE in legal and _misere_hand(view.hand):
            return MISERE, _("my hand has only low cards and no joker: I bid Misère to lose every trick")
        best: tuple[float, Contract] | None = None
        offered = [as_contract(str(b)) for b in legal]          # lowest first (F3)
        for strain in ("S", "C", "D", "H", "NT"):
            estimate = estimate_tricks(view.hand, strain)
            fits = [c for c in offered if not c.is_misere and (c.trump or "NT") == strain
                    and c.tricks <= estimate]
            if fits and (best is None or estimate - fits[0].tricks > best[0]):
                best = (estimate - fits[0].tricks, fits[0])
        if best is None:
            return PASS, _("no bid above the last one fits my hand: I pass")
        contract = best[1]
        raised = self._raise_partner(view, offered, contract)
        if raised is not None:
            return raised
        count = min(10, contract.tricks + int(best[0]))
        strain = (_("no trump") if contract.trump is None else
                  _("{suit} as trumps").format(suit=contract.name.split()[1]))
        return str(contract), _("I count about {count} tricks with {strain} (my trumps and aces, and about two from "
                                "my partner and the kitty), so I bid {bid} ({value}), the cheapest such bid above "
                                "the last").format(count=count, strain=strain, bid=contract.name,
                                                    value=contract.value)

    @staticmethod
    def _raise_partner(view: SeatView, offered: list[Contract], mine: Contract) -> tuple[Action, str] | None:
        """The rules text's advice (L77): when the other team has outbid my partner's suit, raise in
        my partner's suit rather than bid another one against it, if my hand carries that raise."""
        partner = partner_of(view.seat)
        theirs = [b for s, b in view.bids if s == partner and b != PASS]
        if not theirs:
            return None
        strain = as_contract(theirs[-1])
        if strain.is_misere or (mine.trump or "NT") == (strain.trump or "NT"):
            return None
        key = strain.trump or "NT"
        fits = [c for c in offered if not c.is_misere and (c.trump or "NT") == key
                and c.tricks <= estimate_tricks(view.hand, key) + 1]
        if not fits:
            return None
        raise_ = fits[0]
        suit = "ohne Trumpf" if strain.trump is None else SUIT_NAMES[strain.trump][0]
        return str(raise_), _("my partner bid {theirs} and the other team outbid it, so I raise in my partner's "
                              "{suit} to {bid} ({value}) rather than bid {mine} against it, as the rules text "
                              "advises (\u201c{quote}\u201d)").format(
            theirs=strain.name, suit=suit, bid=raise_.name, value=raise_.value, mine=mine.name,
            quote=SEED["partners-raise"])

    # --- laying away --------------------------------------------------------------------------
    def _lay_away(self, view: SeatView) -> tuple[Action, str]:
        contract = as_contract(str(view.contract))
        hand = list(view.hand)
        if contract.is_misere:
            card = max(hand, key=lambda c: (c is JOKER, _plain(c), c.index))
            return card, _("in a Misère high cards win tricks: I lay away {card}, my highest card (F21)").format(
                card=card.name(contract))
        counts = {s: sum(1 for c in hand if contract.suit_of(c) == s) for s in SUITS}

        def keep(c: Card) -> tuple[int, int, int, int]:
            trump = 1 if contract.is_trump(c) or c is JOKER else 0
            suit = contract.suit_of(c)
            return (trump, 1 if c.rank == "A" else 0, counts.get(suit, 0) if suit else 9, _plain(c))
        card = min(hand, key=keep)
        return card, _("I lay away {card}: it is not a trump and not an As, and it is among my shortest and lowest "
                       "cards (F21)").format(card=card.name(contract))

    # --- play ---------------------------------------------------------------------------------
    def _play(self, view: SeatView) -> tuple[Action, str]:
        contract = as_contract(str(view.contract))
        legal = list(view.legal_actions)
        cards = [a for a in legal if isinstance(a, Card)]
        trick = [c for _, c in view.current_trick]
        seat = view.seat
        misere_bidder = contract.is_misere and seat == view.declarer
        if len(view.hand) == 1:                    # no choice: not "my lowest card" of one
            return cards[0], _("{card} is my last card").format(card=cards[0].name(contract))
        if not trick:
            return self._lead(view, contract, legal, cards, misere_bidder)
        led = _led_of(view, contract)
        winning = [c for c in cards if winning_index(trick + [c], contract, led) == len(trick)]
        if misere_bidder:
            losing = [c for c in cards if c not in winning]
            if losing:
                card = max(losing, key=lambda c: _power(contract, led, c))
                return card, _("{card} is my highest card that still loses this trick (Misère)").format(
                    card=card.name(contract))
            card = min(cards, key=lambda c: _power(contract, led, c))
            return card, _("every card I may play wins; {card} is the lowest (Misère)").format(card=card.name(contract))
        leader_seat = view.current_trick[winning_index(trick, contract, led)][0]
        partner_ahead = leader_seat == partner_of(seat) and not (
            contract.is_misere and view.declarer == partner_of(seat))
        if partner_ahead or not winning:
            card = min(cards, key=lambda c: (_power(contract, led, c), _plain(c)))
            why = (_("my partner is winning this trick, so I play my lowest card, {card}") if partner_ahead else
                   _("I cannot win this trick, so I play my lowest card, {card}"))
            return card, why.format(card=card.name(contract))
        card = min(winning, key=lambda c: _power(contract, led, c))
        return card, _("{card} is my cheapest card that wins the trick so far").format(card=card.name(contract))

    def _lead(self, view: SeatView, contract: Contract, legal: list[Action], cards: list[Card],
              misere_bidder: bool) -> tuple[Action, str]:
        if misere_bidder:
            card = min(cards, key=lambda c: (c is JOKER, _plain(c)))
            return card, _("I lead my lowest card, {card}, so that someone else takes the trick").format(
                card=card.name(contract))
        joker_leads = [a for a in legal if isinstance(a, str)]
        if joker_leads and not contract.is_misere:
            counts = {s: sum(1 for c in view.hand if c.suit == s) for s in SUITS}
            suit = max(SUITS, key=lambda s: (counts[s], SUIT_INDEX[s]))
            return f"JO:{suit}", _("the joker wins any trick at no trump; I lead it and name {suit}, my longest "
                                   "suit, to draw those cards (F7)").format(suit=SUIT_NAMES[suit][0])
        trumps = [c for c in cards if contract.is_trump(c)]
        if trumps and view.declarer is not None and (view.declarer & 1) == (view.seat & 1):
            card = max(trumps, key=lambda c: contract.power[contract.trump_index][c.index])
            return card, _("our team has the contract: I lead my highest trump, {card}, to draw trumps").format(
                card=card.name(contract))
        aces = [c for c in cards if c.rank == "A" and not contract.is_trump(c)]
        if aces:
            return aces[0], _("I lead {card}, an As, which is likely to win").format(card=aces[0].name(contract))
        plain = [c for c in cards if not contract.is_trump(c) and c is not JOKER] or cards
        card = min(plain, key=_plain)
        return card, _("nothing sure to win: I lead a low card, {card}").format(card=card.name(contract))


def _led_of(view: SeatView, contract: Contract) -> int:
    """The led suit of the trick in progress, as the seat sees it (F7: a led joker's named suit)."""
    led = contract.follow[view.current_trick[0][1].index]
    if led == JOKER_SUIT:
        named = dict(view.joker_suits).get(len(view.tricks))
        return SUIT_INDEX[named] if named else 0
    return led


def _plain(card: Card) -> int:
    return 99 if card is JOKER else ("4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A").index(card.rank)


def _power(contract: Contract, led: int, card: Card) -> int:
    return contract.power[led if led >= 0 else 0][card.index]


def play_round(seed: Seed = None, dealer: int = 0,
               player: Player | Mapping[int, Player] | Sequence[Player] | None = None) -> Round:
    """Deal from ``seed`` and play a whole round; returns the finished :class:`Round`.

    ``player`` is one player for every seat, or one per seat (a list or a dict);
    by default a :class:`RuleBasedPlayer` seeded with ``seed``.
    """
    rnd = Round.new(seed=seed, dealer=dealer)
    chosen = RuleBasedPlayer(seed) if player is None else player
    if isinstance(chosen, Mapping):
        seats = dict(chosen)
    elif isinstance(chosen, Sequence):
        seats = dict(enumerate(chosen))
    else:
        seats = {s: chosen for s in range(4)}
    while not rnd.is_over:
        seat = rnd.to_move
        assert seat is not None
        rnd.apply(seats[seat].choose(rnd))
    return rnd


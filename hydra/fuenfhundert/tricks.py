"""Following suit and who wins a trick (F5-F9), with reasons that cite the rulings.

A trick lists its cards in the order played: four, or three in a Misère (F8).
Partial tricks are accepted too: the winner is then the card winning so far.

>>> from hydra import fuenfhundert as fh
>>> fh.trick_winner("HA H5 HQ S10", contract="7D")      # the seed's first trick: Herz-As wins
0
>>> fh.trick_winner("DK DA DJ D9", contract="7D")       # the right bower beats the As (F5)
2
>>> fh.trick_winner("HJ D5 JO D8", contract="7D")       # the joker beats the left bower (F5)
2
>>> fh.trick_winner("JO H4 H9", contract="misere", joker_suit="H")   # F8: three cards
0
>>> [str(c) for c in fh.legal_cards("HA JO S9", "H5", contract="7D")]   # F6: joker always
['HA', 'JO']
>>> [str(c) for c in fh.legal_cards("HA JO S9", "H5", contract="6NT")]  # F7: only when void
['HA']
>>> [str(c) for c in fh.legal_cards("DJ H6 S9", "D5", contract="7H")]   # DJ is a Herz trump (F5)
['DJ', 'H6', 'S9']
"""

from __future__ import annotations

from dataclasses import dataclass
from collections.abc import Iterable

from hydra.core.errors import IllegalCard, NotationError, Reason, RuleError
from hydra.core.explained import CardStep, ExplainedByStep
from hydra.core.i18n import _

from .cards import JOKER, SUIT_NAMES, SUITS, Card, CardLike, as_cards
from .contracts import JOKER_SUIT, SUIT_INDEX, Contract, ContractLike, as_contract
from .rulings import SEED

__all__ = ["trick_winner", "legal_cards", "illegal_reasons", "check_play", "explain_trick",
           "Reason", "TrickStep", "TrickExplanation", "parse_joker_suit", "NO_LEAD", "UNNAMED",
           "playable", "reason_for", "winning_index"]

#: ``led`` when the trick is empty.
NO_LEAD = -2
#: ``led`` when the joker was led at no trump and no suit was named (yet).
UNNAMED = -1

Cards = str | Iterable[CardLike]   # text such as "HJ D10" or a list of cards or notations


def parse_joker_suit(suit: str | None) -> str | None:
    """A named suit letter (``'h'`` -> ``'H'``), or None; anything else is a NotationError."""
    if suit is None:
        return None
    if isinstance(suit, str) and suit.strip().upper() in SUITS:
        return suit.strip().upper()
    raise NotationError(f"{suit!r} at offset 0 is not a suit: name S, C, D or H for the joker (F7)",
                        token=str(suit), offset=0)


def _led_suit(cards: list[Card], contract: Contract, joker_suit: str | None) -> int:
    """The led suit's index (F7: a led joker at no trump takes the named suit)."""
    if not cards:
        return NO_LEAD
    led = contract.follow[cards[0].index]
    if led == JOKER_SUIT:
        return SUIT_INDEX[joker_suit] if joker_suit else UNNAMED
    return led


def _check_trick(cards: list[Card], contract: Contract, joker_suit: str | None,
                 allow_full: bool = True) -> None:
    size = contract.cards_per_trick
    if len(cards) > size or (not allow_full and len(cards) == size):
        rule = "F8" if contract.is_misere else "F9"
        who = ("three cards in a Misère: the bidder's partner plays no card" if contract.is_misere
               else "four cards, one from each player")
        raise RuleError(f"the trick {' '.join(map(str, cards))} is already complete: a trick has "
                        f"{who} ({rule})", rule=rule)
    if len(set(cards)) != len(cards):
        raise RuleError(f"the trick {' '.join(map(str, cards))} holds a card twice, but every card "
                        "is in the deck once (F12)", rule="F12")
    if joker_suit is not None:
        if not contract.no_trump:
            raise RuleError(f"no suit is named for the joker in {contract.name}: in a suit contract "
                            "the joker is the highest trump, so a led joker calls for trumps (F6)",
                            rule="F6")
        if not cards or cards[0] is not JOKER:
            raise RuleError("a suit is named only by the player who leads the joker at no trump or "
                            "in a Misère (F7)", rule="F7")


def winning_index(cards: list[Card], contract: Contract, led: int) -> int:
    """Index of the winning card by the contract's power table (hot path)."""
    power = contract.power[led if led >= 0 else 0]
    best, best_power = 0, power[cards[0].index]
    for position in range(1, len(cards)):
        p = power[cards[position].index]
        if p > best_power:
            best, best_power = position, p
    return best


def _read_trick(cards: Cards, contract: ContractLike,
                joker_suit: str | None) -> tuple[list[Card], Contract, str | None]:
    """The cards, the contract and the named joker suit of a trick of at least one card, checked (F9)."""
    hand = as_cards(cards)
    terms = as_contract(contract)
    suit = parse_joker_suit(joker_suit)
    if not hand:
        raise RuleError("a trick needs at least one card (F9)", rule="F9")
    _check_trick(hand, terms, suit)
    return hand, terms, suit


def trick_winner(cards: Cards, contract: ContractLike = "7H", joker_suit: str | None = None) -> int:
    """Index of the winning card (0 = the card led) of a trick or a partial trick (F9).

    ``joker_suit`` is the suit named when the joker was led at no trump or in a
    Misère (F7, F8); the joker wins that trick whatever the suit.

    >>> trick_winner("C5 CA CJ S6", contract="6S")      # CJ is the left bower at 6 Pik (F5)
    2
    >>> trick_winner(["CQ", "CJ", "CK"], contract="misere")   # jacks rank below the Dame (F7)
    2
    """
    hand, terms, suit = _read_trick(cards, contract, joker_suit)
    return winning_index(hand, terms, _led_suit(hand, terms, suit))


# --- following suit ---------------------------------------------------------------------------

def playable(hand: list[Card], led: int, contract: Contract) -> list[Card]:
    """The cards of ``hand`` that may be played on a trick led with suit ``led`` (hot path)."""
    if led < 0:
        return list(hand)
    follow = contract.follow
    same = [c for c in hand if follow[c.index] == led]
    if not same:
        if contract.is_misere and JOKER in hand:
            return [JOKER]                                    # F8: must play the joker
        return list(hand)
    if contract.trump_index >= 0 and led != contract.trump_index and JOKER in hand:
        return [c for c in hand if c is JOKER or follow[c.index] == led]   # F6: joker always
    return same


def _prepare(hand: Cards, trick: Cards, contract: ContractLike, joker_suit: str | None
             ) -> tuple[list[Card], list[Card], Contract, int]:
    cards, played = as_cards(hand), as_cards(trick)
    terms = as_contract(contract)
    suit = parse_joker_suit(joker_suit)
    _check_trick(played, terms, suit, allow_full=False)
    if len(cards) > 13:
        raise RuleError(f"a hand holds at most thirteen cards (ten, and the kitty's three for the "
                        f"bid winner), not {len(cards)} (F2, F4)", rule="F4")
    both = cards + played
    if len(set(both)) != len(both):
        twice = next(c for c in both if both.count(c) > 1)
        raise RuleError(f"{twice} is in the hand and the trick together more than once, but every "
                        "card is in the deck once (F12)", rule="F12")
    led = _led_suit(played, terms, suit)
    if led == UNNAMED:
        raise RuleError("the joker was led at no trump: name the suit it calls for (joker_suit='H', "
                        "for example) before anyone can follow (F7)", rule="F7")
    return cards, played, terms, led


def legal_cards(hand: Cards, trick: Cards = (), contract: ContractLike = "7H",
                joker_suit: str | None = None) -> list[Card]:
    """The cards of ``hand`` that may be played next on ``trick``, in hand order (F6-F9).

    >>> [str(c) for c in legal_cards("D4 JO S9", "C5", contract="misere")]   # F8: must play JO
    ['JO']
    >>> [str(c) for c in legal_cards("H4 S5", "JO", contract="6NT", joker_suit="H")]
    ['H4']
    """
    cards, _played, terms, led = _prepare(hand, trick, contract, joker_suit)
    return playable(cards, led, terms)


def _suit_word(led: int) -> str:
    return SUIT_NAMES[SUITS[led]][0]


def reason_for(hand: list[Card], led: int, contract: Contract, card: Card) -> Reason:
    """The reason an illegal ``card`` may not be played (``card`` is not in ``playable``)."""
    follow = contract.follow
    suit = _suit_word(led)
    held = [c for c in hand if follow[c.index] == led]
    shown = ", ".join(str(c) for c in contract.sorted(held))
    if not held:                       # void in the led suit: only the Misère joker rule binds
        return Reason(_("{card} may not be played: you have no {suit} card, and in a Misère a player "
                        "who cannot follow the led suit must play the joker (F8: “{quote}”).").format(
                            card=card, suit=suit, quote=SEED['joker-misere']), ("F8", "F9"))
    trump_led = led == contract.trump_index
    if card is JOKER:
        return Reason(_("JO may not be played: {suit} was led and you hold {suit} ({shown}); at no "
                        "trump and in a Misère the joker may be played only by a player who has no "
                        "card of the led suit (F7).").format(suit=suit, shown=shown), ("F7", "F9"))
    if trump_led and [str(c) for c in held] == ["JO"]:
        return Reason(_("{card} may not be played: trump was led and your only trump is the joker, "
                        "the highest trump, so you must play it (F6).").format(card=card), ("F6", "F9"))
    if trump_led:
        text = _("{card} may not be played: trump ({suit}) was led and you hold trumps ({shown}), "
                 "so you must play a trump (F9).").format(card=card, suit=suit, shown=shown)
    else:
        text = _("{card} may not be played: {suit} was led and you hold {suit} ({shown}), so you "
                 "must follow {suit} (F9).").format(card=card, suit=suit, shown=shown)
    rules: tuple[str, ...] = ("F9",)
    if contract.is_trump(card) and card is not JOKER and card.suit != contract.trump:
        text += " " + _("{card} is the left bower here: it belongs to the trump suit {trump}, not to {own} "
                        "(F5).").format(card=card, trump=SUIT_NAMES[contract.trump or 'H'][0],
                                        own=SUIT_NAMES[card.suit or 'H'][0])
        rules = ("F9", "F5")
    elif contract.is_trump(card) and not trump_led:
        text += " " + _("{card} is a trump, not a {suit} card.").format(card=card, suit=suit)
    return Reason(text, rules)


def illegal_reasons(hand: Cards, trick: Cards = (), contract: ContractLike = "7H",
                    joker_suit: str | None = None) -> dict[Card, Reason]:
    """For each card of ``hand`` that may not be played, the reason: a sentence (``str``) whose
    ``.rules`` hold the rule ids as data (:class:`hydra.core.errors.Reason`).

    >>> reasons = illegal_reasons("H5 HJ SA", "H9", contract="7D")
    >>> [(str(c), r.rules) for c, r in reasons.items()]
    [('HJ', ('F9', 'F5')), ('SA', ('F9',))]
    """
    cards, _played, terms, led = _prepare(hand, trick, contract, joker_suit)
    legal = set(playable(cards, led, terms))
    return {c: reason_for(cards, led, terms, c) for c in cards if c not in legal}


def check_play(hand: Cards, trick: Cards, card: CardLike, contract: ContractLike = "7H",
               joker_suit: str | None = None, seat: int | None = None) -> Card:
    """Return the card if it may be played from ``hand`` on ``trick``, else raise :class:`IllegalCard`.

    >>> check_play("H5 S9", "H9", "S9", contract="6NT")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    hydra.core.errors.IllegalCard: S9 may not be played: Herz was led ... so you must follow Herz (F9).
    """
    cards, _played, terms, led = _prepare(hand, trick, contract, joker_suit)
    played = as_cards([card])[0]
    who = "you do" if seat is None else f"seat {seat} does"
    if played not in cards:
        raise IllegalCard(f"{played} cannot be played: {who} not hold it; a player plays only cards "
                          "of the own hand (F9)", rule="F9", card=played, seat=seat)
    if played not in playable(cards, led, terms):
        reason = reason_for(cards, led, terms, played)
        prefix = "" if seat is None else f"seat {seat}: "
        raise IllegalCard(prefix + reason, rule=reason.rules[0], card=played, seat=seat)
    return played


# --- explanations -----------------------------------------------------------------------------

@dataclass(frozen=True)
class TrickStep(CardStep[Card]):
    """What one card did in a trick: ``verdict``, the rules as data, and a learner's sentence."""
    rules: tuple[str, ...]
    text: str

    @property
    def rule(self) -> str:
        """The main rule this step rests on."""
        return self.rules[0]


@dataclass(frozen=True)
class TrickExplanation(ExplainedByStep):
    """Why ``winner`` wins: one step per card, and the whole story as one sentence."""
    contract: Contract
    cards: tuple[Card, ...]
    joker_suit: str | None
    winner: int
    steps: tuple[TrickStep, ...]
    sentence: str


def _is_left_bower(card: Card, contract: Contract) -> bool:
    return card is not JOKER and contract.is_trump(card) and card.suit != contract.trump


def _left_bower_words(card: Card, contract: Contract) -> str:
    """``'in 8 Pik the Kreuz-Bube is the left bower and counts as Pik, a trump, not as Kreuz'`` (F5)."""
    own, trump = SUIT_NAMES[card.suit or "H"][0], SUIT_NAMES[contract.trump or "H"][0]
    return _("in {contract} the {own}-Bube is the left bower and counts as {trump}, a trump, not as {own}").format(
        contract=contract.name, own=own, trump=trump)


def _lead_step(card: Card, contract: Contract, led: int, joker_suit: str | None) -> TrickStep:
    c = str(card)
    if card is JOKER and contract.no_trump:
        text = (_("JO leads and names {suit}: everyone must follow {suit} if they can (F7); the joker wins any "
                  "trick it is in (F9).").format(suit=SUIT_NAMES[joker_suit][0]) if joker_suit else
                _("JO leads and names a suit to follow (F7); the joker wins any trick it is in (F9)."))
        rules = ("F7", "F8", "F9") if contract.is_misere else ("F7", "F9")
        return TrickStep(0, card, "lead", True, rules, text)
    if led == contract.trump_index:
        what = (_("the joker is the highest trump") if card is JOKER else
                f"{_left_bower_words(card, contract)}"
                if card.suit != contract.trump else _("{card} is a trump").format(card=c))
        rules = ("F6", "F9") if card is JOKER else ("F5", "F9")
        return TrickStep(0, card, "lead", True, rules,
                         _("{card} leads: {what}, so trump was led; everyone must play a trump if they "
                           "can, and the highest trump wins.").format(card=c, what=what))
    suit = _suit_word(led)
    text = (_("{card} leads: {suit} was led; everyone must follow {suit} if they can, and the highest {suit} "
              "card wins.") if contract.no_trump else
            _("{card} leads: {suit} was led; everyone must follow {suit} if they can, and the highest {suit} "
              "card wins unless someone plays a trump."))
    return TrickStep(0, card, "lead", True, ("F9",), text.format(card=c, suit=suit))


def _step(position: int, card: Card, best: Card, contract: Contract, led: int) -> TrickStep:
    c, b = str(card), str(best)
    suit = _suit_word(led) if led >= 0 else _("the named suit")
    follows = led >= 0 and contract.follow[card.index] == led
    if card is JOKER and contract.no_trump:
        if contract.is_misere:
            return TrickStep(position, card, "joker", True, ("F8", "F9"),
                             _("JO: a Misère is played at no trump, where the joker is the highest "
                               "card and wins any trick it is in (F8, F9); a player who cannot "
                               "follow must play it (F8)."))
        return TrickStep(position, card, "joker", True, ("F7", "F9"),
                         _("JO is the highest card at no trump: it wins any trick it is in (F7, F9)."))
    if best is JOKER and contract.no_trump:
        return TrickStep(position, card, "under-joker", False, ("F9",),
                         _("{card} cannot win: the joker is in this trick (F9).").format(card=c))
    trump, best_trump = contract.is_trump(card), contract.is_trump(best)
    if card is JOKER:
        return TrickStep(position, card, "ruff" if not best_trump else "higher-trump", True, ("F6",),
                         _("JO is the highest trump in {contract} and may be played on any "
                           "trick (F6): it beats {best} and takes the lead.").format(contract=contract.name, best=b))
    bower = f" ({_left_bower_words(card, contract)})" \
        if trump and _is_left_bower(card, contract) else ""
    if trump and not best_trump:
        return TrickStep(position, card, "ruff", True, ("F9", "F5"),
                         _("{card} is a trump on a {suit} trick{bower}: it beats every {suit} card and "
                           "takes the lead.").format(card=c, suit=suit, bower=bower))
    if trump:
        higher = contract.power[led][card.index] > contract.power[led][best.index]
        if higher:
            return TrickStep(position, card, "higher-trump", True, ("F5",),
                             _("{card} is a higher trump than {best}{bower}, so it takes the lead.").format(
                                 card=c, best=b, bower=bower))
        return TrickStep(position, card, "lower-trump", False, ("F5",),
                         _("{card} is a lower trump than {best}{bower}, so {best} stays ahead.").format(
                             card=c, best=b, bower=bower))
    if not follows:
        return TrickStep(position, card, "off-suit", False, ("F9",),
                         (_("{card} is not {suit}: it cannot win.") if contract.no_trump
                          else _("{card} is not a trump: on a trump trick it cannot win.")
                          if led == contract.trump_index
                          else _("{card} is neither {suit} nor a trump: it cannot win.")).format(card=c, suit=suit))
    if best_trump:
        return TrickStep(position, card, "under-trump", False, ("F9",),
                         _("{card} follows {suit}, but the trick has been trumped by {best}.").format(
                             card=c, suit=suit, best=b))
    if contract.power[led][card.index] > contract.power[led][best.index]:
        return TrickStep(position, card, "higher-suit", True, ("F9",),
                         _("{card} is a higher {suit} card than {best}, so it takes the lead.").format(
                             card=c, suit=suit, best=b))
    return TrickStep(position, card, "lower-suit", False, ("F9",),
                     _("{card} follows {suit} but is lower than {best}.").format(card=c, suit=suit, best=b))


def explain_trick(cards: Cards, contract: ContractLike = "7H",
                  joker_suit: str | None = None) -> TrickExplanation:
    """Explain a trick (or a partial one) card by card; each step carries its rule ids.

    >>> e = explain_trick("DK DA DJ D9", contract="7D")
    >>> e.winner, [s.verdict for s in e.steps], e.rules
    (2, ['lead', 'higher-trump', 'higher-trump', 'lower-trump'], ('F5', 'F9'))
    >>> print(e.sentence)
    Karo-Bube (DJ, the right bower) wins: trump was led and DJ is the highest trump in the trick (F5, F9).
    """
    played, terms, suit = _read_trick(cards, contract, joker_suit)
    led = _led_suit(played, terms, suit)
    steps = [_lead_step(played[0], terms, led, suit)]
    best = 0
    for position in range(1, len(played)):
        step = _step(position, played[position], played[best], terms, led)
        steps.append(step)
        if step.takes_lead:
            best = position
    return TrickExplanation(terms, tuple(played), suit, best, tuple(steps),
                            _sentence(played, best, terms, led))


def _sentence(cards: list[Card], best: int, contract: Contract, led: int) -> str:
    winner = cards[best]
    head = (_("{card} wins: {why}") if len(cards) == contract.cards_per_trick else
            _("{card} is winning so far: {why}"))
    suit = _suit_word(led) if led >= 0 else ""
    if winner is JOKER and contract.no_trump:
        why = _("the joker is the highest card at no trump and wins any trick it is in (F7, F9).")
    elif winner is JOKER:                       # the joker's own ruling (F6), not F5's order of the others
        why = _("the joker is the highest trump in {contract} and wins any trick it is in (F6, F9).")
    elif contract.is_trump(winner) and led == contract.trump_index:
        why = _("trump was led and {winner} is the highest trump in the trick (F5, F9).")
    elif contract.is_trump(winner):
        why = _("{suit} was led and {winner} is the highest trump in the trick; a trump beats every card of "
                "another suit (F5, F9).")
    elif contract.no_trump:
        why = _("{suit} was led and {winner} is the highest {suit} card (F9).")
    else:
        why = _("{suit} was led, no trump was played, and {winner} is the highest {suit} card (F9).")
    return head.format(card=winner.name(contract),
                       why=why.format(contract=contract.name, winner=winner, suit=suit))

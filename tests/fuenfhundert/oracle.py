"""An independent, slow reading of F5-F9 for the tests: rank lists written out from the rulings,
no lookup tables. The engine's tables must agree with it."""

from __future__ import annotations

RED, BLACK = ("D", "H"), ("S", "C")
ORDER = ["4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"]


def same_colour(suit: str) -> str:
    return {"D": "H", "H": "D", "S": "C", "C": "S"}[suit]


def trump_of(contract: str) -> str | None:
    if contract in ("misere", "open-misere") or contract.endswith("NT"):
        return None
    return contract[-1]


def suit_for_following(card: str, contract: str) -> str | None:
    """F5/F6: the left bower and the joker belong to the trump suit; at no trump the joker to none."""
    trump = trump_of(contract)
    if card == "JO":
        return trump
    suit, rank = card[0], card[1:]
    if trump and rank == "J" and suit == same_colour(trump):
        return trump
    return suit


def trump_ladder(contract: str) -> list[str]:
    """F5, from the highest down."""
    t = trump_of(contract)
    assert t
    low = "4" if t in RED else "5"
    plain = [t + r for r in reversed(ORDER) if r != "J" and ORDER.index(r) >= ORDER.index(low)]
    return ["JO", t + "J", same_colour(t) + "J"] + plain


def winner(cards: list[str], contract: str, joker_suit: str | None = None) -> int:
    """F9 by brute force: the joker at no trump wins; else the highest trump; else the highest of the led suit."""
    trump = trump_of(contract)
    if trump is None and "JO" in cards:
        return cards.index("JO")
    if trump is not None:
        ladder = trump_ladder(contract)
        trumps = [c for c in cards if c in ladder]
        if trumps:
            return cards.index(min(trumps, key=ladder.index))
    led = joker_suit if cards[0] == "JO" else suit_for_following(cards[0], contract)
    followers = [c for c in cards if c != "JO" and suit_for_following(c, contract) == led]
    return cards.index(max(followers, key=lambda c: ORDER.index(c[1:])))


def legal(hand: list[str], trick: list[str], contract: str, joker_suit: str | None = None) -> list[str]:
    """F6-F9 by the words of the rulings."""
    if not trick:
        return list(hand)
    trump = trump_of(contract)
    led = joker_suit if trick[0] == "JO" and trump is None else suit_for_following(trick[0], contract)
    follow = [c for c in hand if c != "JO" and suit_for_following(c, contract) == led]
    if trump is not None and "JO" in hand and led == trump:
        follow.append("JO")                    # the joker is a trump (F6)
    if follow:
        if trump is not None and "JO" in hand and "JO" not in follow:
            follow.append("JO")                # F6: the joker may always be played
        return [c for c in hand if c in follow]
    if contract in ("misere", "open-misere") and "JO" in hand:
        return ["JO"]                          # F8
    return list(hand)

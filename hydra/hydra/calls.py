"""Calls before play (R7): valeo or morbus, then solo or Antrag.

From the dealer's left, clockwise, each player says *valeo* (Latin "be
healthy": a healthy game) or *morbus* ("illness": a Vorbehalt, a reservation).
If anyone said morbus, each morbus player names a solo (with its game id) or
an Antrag. A solo beats an Antrag; between two of the same kind the player
earlier in the order from the dealer's left wins. An Antrag needs both
Eichel-Ober (EO) or both Grün-Ober (GO) in one hand; a solo is always allowed.

>>> from hydra.hydra.calls import Declaration, winning_declaration
>>> calls = [Declaration(1, "antrag", pair="EO"), Declaration(3, "solo", game="color-solo:G"),
...          Declaration(0, "solo", game="normal-solo")]
>>> winning_declaration(calls, dealer=4)   # seat 0 sits before seat 3 from the dealer's left
Declaration(seat=0, kind='solo', game='normal-solo', pair=None)
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from .cards import CardLike, as_cards, parse_card
from ..core.errors import Given, NotationError, RuleError
from .games import SOLO_GAMES, Game, get_game
from ..core.i18n import _

__all__ = ["Declaration", "winning_declaration", "antrag_pairs", "check_antrag", "check_solo_game",
           "CALLS", "KEY_PAIRS"]

#: The two calls (R7).
CALLS = ("valeo", "morbus")
#: The Obers that can make an Antrag (R7, R9).
KEY_PAIRS = ("EO", "GO")


@dataclass(frozen=True)
class Declaration:
    """What a morbus player names: ``kind`` is ``'solo'`` (with ``game``) or ``'antrag'`` (with ``pair``)."""
    seat: int
    kind: str
    game: str | None = None
    pair: str | None = None


def antrag_pairs(hand: Iterable[CardLike] | str) -> tuple[str, ...]:
    """The key Obers this hand holds twice (``('EO',)``, ``('GO',)``, both, or none)."""
    hand = as_cards(hand)
    return tuple(p for p in KEY_PAIRS if hand.count(parse_card(p)) == 2)


def check_antrag(hand: Iterable[CardLike] | str, pair: str | None = None, seat: int | None = None) -> str:
    """The pair an Antrag is made with; :class:`RuleError` if the hand cannot make one (R7, R9).

    >>> check_antrag("EO EO S9")
    'EO'
    >>> check_antrag("EO GO S9")
    Traceback (most recent call last):
    ...
    hydra.core.errors.RuleError: an Antrag needs both Eichel-Ober (EO) or both Grün-Ober (GO) in one hand, and this hand has neither pair (R7)
    """  # noqa: E501 - a doctest's expected error message is one line
    pairs = antrag_pairs(hand)
    if not pairs:
        text = (_("an Antrag needs both Eichel-Ober (EO) or both Grün-Ober (GO) in one hand, and this hand has "
                  "neither pair (R7)") if seat is None else
                _("an Antrag needs both Eichel-Ober (EO) or both Grün-Ober (GO) in one hand, and seat {seat} has "
                  "neither pair (R7)"))
        raise RuleError(text.format(seat=seat), rule="R7")
    if pair is None:
        if len(pairs) > 1:
            text = (_("this hand has both pairs (EO EO and GO GO): say which pair the Antrag is made with, "
                      "'EO' or 'GO' (R9)") if seat is None else
                    _("seat {seat} has both pairs (EO EO and GO GO): say which pair the Antrag is made with, "
                      "'EO' or 'GO' (R9)"))
            raise RuleError(text.format(seat=seat), rule="R9")
        return pairs[0]
    if not isinstance(pair, str) or pair.strip().upper() not in KEY_PAIRS:
        raise NotationError(_("{pair!r} is not a key pair: use 'EO' or 'GO'").format(pair=Given(pair)),
                            token=str(pair), offset=0)
    pair = pair.strip().upper()
    if pair not in pairs:
        text = (_("an Antrag with {pair} needs both {pair} in one hand, and this hand has only {count} (R7)")
                if seat is None else
                _("an Antrag with {pair} needs both {pair} in one hand, and seat {seat} has only {count} (R7)"))
        raise RuleError(text.format(pair=pair, seat=seat, count=as_cards(hand).count(parse_card(pair))),
                        rule="R7")
    return pair


def check_solo_game(game: Game | str) -> str:
    """The game id of a solo; plain ``normal`` is not a solo (R7)."""
    game_id = get_game(game).id
    if game_id not in SOLO_GAMES:
        raise RuleError(_("a solo is played as normal-solo, trump-solo:X or color-solo:Y, never as "
                          "'normal' (R7)"), rule="R7")
    return game_id


def winning_declaration(declarations: Iterable[Declaration], dealer: int, players: int = 5) -> Declaration | None:
    """The declaration that is played (R7): solo beats Antrag, then earlier from the dealer's left."""
    declarations = list(declarations)
    if not declarations:
        return None

    def order(d: Declaration) -> tuple[int, int]:
        return (0 if d.kind == "solo" else 1, (d.seat - dealer - 1) % players)

    return min(declarations, key=order)

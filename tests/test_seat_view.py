"""Every game's seat view holds the shared core (hydra/core/seat_view.py, issue 21's ``view(seat)``): whose view it
is, the phase, who is to move, the seat's own hand and how many cards each seat holds, agreeing with the round."""

from __future__ import annotations

import random

import pytest

import hydra
from hydra.core.seat_view import SeatViewCore

#: Doppelkopf's hand_sizes list the playing seats from the dealer's left (the round's ``seats``, D2); the other
#: games' list every seat by number (Hydra's with 0 for a dealer who sits out, R11).
SIZES_IN_PLAYING_ORDER = {"doppelkopf-hausrunde", "doppelkopf-turnier"}


@pytest.mark.parametrize("game_id", list(hydra.GAMES))
def test_every_seats_view_holds_the_core_and_agrees_with_the_round(game_id):
    entry = hydra.GAMES[game_id]
    rng = random.Random(21)
    for _ in range(5):
        players = rng.choice(entry.seats)
        rnd = entry.new_round(rng.randrange(10 ** 6), **({"players": players} if len(entry.seats) > 1 else {}))
        for _ in range(rng.randrange(40)):
            if rnd.to_move is None:
                break
            rnd.apply(rng.choice(rnd.legal_actions()))
        hands = rnd.hands
        seats = getattr(rnd, "seats", range(len(hands)))
        sizes = tuple(len(hands[s]) for s in (seats if game_id in SIZES_IN_PLAYING_ORDER else range(len(hands))))
        for seat in seats:
            view = rnd.view(seat)
            assert isinstance(view, SeatViewCore) and isinstance(view.hand, tuple)      # every game's (issue 36)
            assert view.ending == rnd.ending
            assert (view.seat, view.phase, view.to_move) == (seat, rnd.phase, rnd.to_move)
            assert list(view.hand) == list(hands[seat])
            assert view.hand_sizes == sizes

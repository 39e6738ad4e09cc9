"""No seat's view shows a card of another seat's hidden hand, nor of a hidden pile or kitty, in random
rounds of every game of hydra.GAMES (issue 21's ``view(seat)``: only what that seat may know).

Which cards a table has made public (played, laid open) and which hidden cards lie in no hand is each
game's own, so this check knows each game's table (GAME_FACTS); tests/test_every_game.py plays the
same games through the round protocol alone.
"""

from __future__ import annotations

import dataclasses
import random
import re
from collections.abc import Callable
from typing import Any

import pytest

import hydra

ROUNDS = 60           # random rounds per game


def _played_hydra(rnd: Any) -> list[Any]:
    cards = [c for t in rnd.tricks for c in t.cards]
    return cards + (list(rnd.current_trick.cards) if rnd.current_trick else [])


def _played_dk(rnd: Any) -> list[Any]:
    return [c for t in rnd.tricks for c in t[0]] + list(rnd.trick)


def _played_fh(rnd: Any) -> list[Any]:
    cards = [c for t in rnd.tricks for c in t] + list(rnd.current_trick)
    contract = rnd.contract
    if contract is not None and contract.kind == "open-misere" and rnd.tricks and rnd.declarer is not None:
        cards += rnd.hands[rnd.declarer]                     # F8, F23: laid open after the first trick
    return cards


def _played_hp(rnd: Any) -> list[Any]:
    table = rnd.table                                      # every card on it, covered ones too (P23)
    return [c for cell in table.cells for c in table.stack(cell)]


@dataclasses.dataclass(frozen=True)
class Facts:
    """What the leak check must know of a game's table: which cards every seat has seen, and which
    hidden cards are in no seat's hand."""
    public: Callable[[Any], list[Any]]                       # the cards every seat has seen
    hidden_extra: Callable[[Any], list[Any]] = lambda rnd: []   # hidden cards in no seat's hand


GAME_FACTS = {
    # R20: Hydra's record keeps the steps before play ('calls', a throw-in too) and the seed ('deal')
    "hydra": Facts(_played_hydra),
    "doppelkopf-hausrunde": Facts(_played_dk),
    "doppelkopf-turnier": Facts(_played_dk),
    # the kitty: dealt face down (F2) and the declarer's once the bidding is won
    "fuenfhundert": Facts(_played_fh, hidden_extra=lambda rnd: list(rnd.kitty) if rnd.phase == "bidding" else []),
    "hydropolis": Facts(_played_hp, hidden_extra=lambda rnd: list(rnd.pile)),
}


def test_every_registered_game_has_its_facts():
    assert set(GAME_FACTS) == set(hydra.GAMES)


def _cards_and_words(value: object, found: set[str], depth: int = 0) -> None:
    """Every card (as its notation) and word anywhere in a view: its fields, tuples, lists, dicts."""
    if depth > 12 or value is None or isinstance(value, (bool, int, float)):
        return
    if isinstance(value, str):
        found.update(w for w in re.split(r"[\s:,/()]+", value) if w)
        return
    if type(value).__name__ == "Card" and type(value).__module__.startswith("hydra"):
        found.add(str(value))                              # any game's card, as its notation
        return
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        for f in dataclasses.fields(value):
            _cards_and_words(getattr(value, f.name), found, depth + 1)
    elif isinstance(value, dict):
        for k, v in value.items():
            _cards_and_words(k, found, depth + 1)
            _cards_and_words(v, found, depth + 1)
    elif isinstance(value, (tuple, list, set, frozenset)):    # a NamedTuple (a lay) too
        for v in value:
            _cards_and_words(v, found, depth + 1)


def hidden_leaks(game_id: str, rnd: Any, seat: int) -> set[str]:
    """The cards of other seats' hidden hands (not this seat's, not yet public) that view(seat) shows."""
    facts = GAME_FACTS[game_id]
    known = {str(c) for c in rnd.hands[seat]} | {str(c) for c in facts.public(rnd)}
    hidden = {str(c) for s, hand in enumerate(rnd.hands) if s != seat for c in hand}
    hidden |= {str(c) for c in facts.hidden_extra(rnd)}
    shown: set[str] = set()
    _cards_and_words(rnd.view(seat), shown)
    return (hidden - known) & shown


def _check_views(game_id: str, rnd: Any, players: int) -> None:
    # a dealer who sits out (Hydra's sixth seat, R11; Doppelkopf's fifth, D2) is no seat of the round:
    # Hydra and Doppelkopf list the seats that play, 500 and Hydropolis seat everyone
    for seat in getattr(rnd, "seats", range(players)):
        leaks = hidden_leaks(game_id, rnd, seat)
        assert not leaks, f"{game_id}: seat {seat}'s view shows {sorted(leaks)} of another seat's hidden cards"


@pytest.mark.parametrize("game_id", list(hydra.GAMES))
def test_no_view_shows_another_seats_hidden_cards(game_id):
    entry = hydra.GAMES[game_id]
    for seed in range(ROUNDS):
        rng = random.Random(seed)
        players = rng.choice(entry.seats)
        options: dict[str, Any] = {"players": players} if len(entry.seats) > 1 else {}
        rnd = entry.new_round(rng.randrange(10 ** 6), rng.randrange(players), **options)
        step = 0
        while not rnd.is_over:
            if step % 5 == seed % 5:
                _check_views(game_id, rnd, players)
            rnd.apply(rng.choice(rnd.legal_actions()))
            step += 1
        _check_views(game_id, rnd, players)


# --- the check can fail -----------------------------------------------------------------------
def test_the_view_check_finds_another_seats_card(monkeypatch):
    """A view that shows seat 1's hand to seat 0 is caught (the check is not empty)."""
    rnd = hydra.GAMES["doppelkopf-turnier"].new_round(seed=3)
    assert not hidden_leaks("doppelkopf-turnier", rnd, 0)
    leaky = dataclasses.replace(rnd.view(0), trick=tuple(rnd.hands[1]))
    monkeypatch.setattr(type(rnd), "view", lambda self, seat: leaky)
    assert hidden_leaks("doppelkopf-turnier", rnd, 0)


@pytest.mark.parametrize("game_id", list(hydra.GAMES))
def test_the_view_check_reaches_the_cards_of_every_games_view(game_id):
    """The walk over a view finds the seat's own hand in it, so a hidden card there would be found too."""
    rnd = hydra.GAMES[game_id].new_round(seed=4)
    seat = rnd.to_move
    shown: set[str] = set()
    _cards_and_words(rnd.view(seat), shown)
    assert {str(c) for c in rnd.hands[seat]} <= shown and rnd.hands[seat]


def test_the_view_check_finds_the_hidden_pile(monkeypatch):
    game = hydra.GAMES["hydropolis"].new_round(seed=3)
    view = game.view(0)
    monkeypatch.setattr(type(game), "view", lambda self, seat: dataclasses.replace(view, hand=game.pile[:1]))
    assert hidden_leaks("hydropolis", game, 0)



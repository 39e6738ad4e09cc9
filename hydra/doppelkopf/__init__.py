"""Doppelkopf, Hydra's parent game, in the two rule sets of the seeds (spec: doppelkopf.md).

The cards are Hydra's (:class:`hydra.hydra.cards.Card`, same notation, no 9s and no
Hydra: D1) and every game is a :class:`hydra.hydra.games.Game`, so the trick winner
and following suit are decided where Hydra decides them.

>>> from hydra import doppelkopf as dk
>>> dk.RULE_SETS
('hausrunde', 'turnier')
>>> dk.trick_winner(["EK", "E10", "ED", "SK"])          # Karo-König is a trump
3
>>> [str(c) for c in dk.legal_cards("EK SK R10", "E10", rules="hausrunde")]
['EK']
>>> r = dk.play_round(seed=11, rules="hausrunde")
>>> result = dk.replay(r.to_record())
>>> result.points == r.points, sum(result.points), sum(result.eyes)
(True, 0, 240)
"""

from .cards import CARDS, DECK, card_name, dk_card, dk_cards
from .deal import Deal, next_dealer
from .games import GAME_IDS, RULE_SETS, TITLES, games, get_game, legal_cards, trick_winner
from .explain import TrickExplanation, TrickStep, explain_trick, illegal_reasons
from .round import PHASES, Round
from .record import check_record, dumps_record, replay
from .players import RandomPlayer, RuleBasedPlayer, play_round
from .view import SeatView
from .rulings import RULINGS, Reading, Ruling, readings

__all__ = ["CARDS", "DECK", "card_name", "dk_card", "dk_cards", "GAME_IDS", "RULE_SETS", "TITLES",
           "games", "get_game", "legal_cards", "trick_winner", "TrickExplanation", "TrickStep",
           "explain_trick", "illegal_reasons", "PHASES", "Round", "check_record", "dumps_record",
           "replay", "RandomPlayer", "RuleBasedPlayer", "play_round", "SeatView", "RULINGS", "Reading",
           "Ruling", "readings", "next_dealer", "Deal"]

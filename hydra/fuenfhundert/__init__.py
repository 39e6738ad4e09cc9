"""Fünfhundert (500): the rules engine for the tutor's second game (issue 14).

Four players in two teams, 43 cards with a joker, bids of tricks and a trump
suit, and two jacks that jump into the trump suit. The rulings are F1-F12 of
the shared spec and the project's F20 and up (``docs/rulings-fuenfhundert.md``);
every rule the engine applies carries its id as data.

>>> from hydra import fuenfhundert as fh
>>> [str(c) for c in fh.parse_cards("HJ, d10 JO")]
['HJ', 'D10', 'JO']
>>> fh.trick_winner(["DK", "DA", "DJ", "D9"], contract="7D")
2
>>> [str(c) for c in fh.legal_cards("HA JO S9", "H5", contract="7D")]
['HA', 'JO']
>>> fh.bid_value("misere"), fh.score("7H", tricks_won_by_bidders=8)
(250, (200, 0))
>>> r = fh.replay(fh.play_round(seed=2).to_record())
>>> r.bids, str(r.contract), r.tricks_won, r.points
(['6D', 'pass', 'pass', '7S', '7D', '8S', 'pass'], '8S', (8, 2), (240, 0))
"""

from .cards import (DECK, JOKER, RANKS, SUIT_NAMES, SUITS, Card, as_card, as_cards, parse_card,
                    parse_cards)
from .contracts import BIDS, MISERE, OPEN_MISERE, PASS, Contract, as_contract, bid_value, parse_bid
from .rulings import READINGS, RULINGS, SEED, Reading, readings, rule_text
from .tricks import (Reason, TrickExplanation, TrickStep, check_play, explain_trick, illegal_reasons,
                     legal_cards, trick_winner)
from .deal import TEAMS, Deal, deal, partner_of, team_of
from .scoring import made, score
from .round import PHASES, Action, Round
from .view import SeatView
from .record import actions_of, check_record, dumps_record, load_record, replay
from .players import RandomPlayer, RuleBasedPlayer, estimate_tricks, play_round
from .match import TARGET, Match

__all__ = [
    "DECK", "JOKER", "RANKS", "SUIT_NAMES", "SUITS", "Card", "as_card", "as_cards", "parse_card",
    "parse_cards", "BIDS", "MISERE", "OPEN_MISERE", "PASS", "Contract", "as_contract", "bid_value",
    "parse_bid", "READINGS", "RULINGS", "SEED", "Reading", "readings", "rule_text", "Reason",
    "TrickExplanation", "TrickStep", "check_play", "explain_trick", "illegal_reasons", "legal_cards",
    "trick_winner", "TEAMS", "Deal", "deal", "partner_of", "team_of", "made", "score", "PHASES",
    "Action", "Round", "SeatView", "actions_of", "check_record", "dumps_record", "load_record",
    "replay", "RandomPlayer", "RuleBasedPlayer", "estimate_tricks", "play_round", "TARGET", "Match",
]

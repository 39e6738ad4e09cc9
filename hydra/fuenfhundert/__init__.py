from .cards import Card, DECK, JOKER, parse_cards
from .contracts import Contract, BIDS, bid_value
from .tricks import trick_winner, legal_cards, explain_trick, illegal_reasons
from .rulings import readings, READINGS, RULINGS
from .deal import deal, Deal, team_of, partner_of
from .scoring import score
from .round import Round
from .record import replay
from .players import RandomPlayer, RuleBasedPlayer, play_round
from .match import Match

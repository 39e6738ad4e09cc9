"""Doppelkopf, Hydra's parent game, in the two rule sets of the seeds (spec: doppelkopf.md)."""

from .cards import CARDS, DECK, card_name, dk_card, dk_cards
from .games import RULE_SETS, GAME_IDS, TITLES, games, get_game, legal_cards, trick_winner
from .explain import TrickExplanation, TrickStep, explain_trick, illegal_reasons
from .round import PHASES, Round
from .record import check_record, dumps_record, replay
from .players import RandomPlayer, RuleBasedPlayer, play_round
from .view import SeatView

"""Hydra: the rules engine of the Hydra rules tutor.

Hydra is a five-player, 50-card descendant of Doppelkopf with up to three
parties per game. This package decides every rule; the widgets, notebooks and
quiz only ask it. It needs nothing outside the Python standard library.

>>> import hydra
>>> [str(c) for c in hydra.parse_cards("SD, s9 HY")]
['SD', 'S9', 'HY']
>>> hydra.trick_winner(["GK", "G9", "GD", "HY", "G10"], game="normal")
2
>>> hydra.form_parties([["EO", "GO"], ["EO", "GO"], [], [], []]).kind
'double-engagement'
"""

from .core.errors import HydraError, NotationError, RuleError, IllegalCard
from .core.errors import Reason
from .hydra.cards import (CARDS, DECK, DULLE, EYES, FUCHS, HYDRA, RANKS, SUITS, TOTAL_EYES, TRUMP, Card,
                    as_card, as_cards, parse_card, parse_cards)
from .hydra.hand import Hand
from .hydra.games import GAME_IDS, SOLO_GAMES, Game, get_game
from .hydra.tricks import (Trick, TrickExplanation, TrickStep, check_play, explain_trick, illegal_reason,
                     illegal_reasons, legal_cards, trick_winner)
from .hydra.deal import (Deal, can_throw_in, deal, deal_deck, next_seat, playing_seats, seats_from,
                   throw_in_reason)
from .hydra.calls import Declaration, antrag_pairs, check_antrag, winning_declaration
from .hydra.parties import (HEALTHY_KINDS, PARTY_KINDS, Parties, classify, describe_kind, form_parties, kind_name,
                      kind_title,
                      proposal_parties, solo_parties)
from .hydra.scoring import Bonus, ScoreSheet, party_points, round_half_up, score_round
from .hydra.round import PHASES, Round, replay
from .hydra.knowledge import PartyKnowledge, SeatView, SeenAction, seen_actions
from .hydra.history import Action, Step
from .hydra.record import check_record, dumps_record, load_record
from .hydra.players import CallingPlayer, RandomPlayer, RuleBasedPlayer, play_round
from .hydra.match import Match
from .decks import DECK_WORDS
from .core.registry import GameEntry, LazyGames, RoundProtocol

#: Every game of the tutor by id (issue 21): each entry comes from its game's package and is
#: imported the first time it is asked for, so ``import hydra`` loads no other game. The games of the
#: plugins on the path (``hydra.core.registry.plugins``: a game from outside, as the tests' sixth) come after these.
GAMES: LazyGames = LazyGames({
    "hydra": "hydra.hydra.entry:HYDRA",
    "doppelkopf-hausrunde": "hydra.doppelkopf.entry:HAUSRUNDE",
    "doppelkopf-turnier": "hydra.doppelkopf.entry:TURNIER",
    "fuenfhundert": "hydra.fuenfhundert.entry:FUENFHUNDERT",
    "hydropolis": "hydra.hydropolis.entry:HYDROPOLIS",
}, plugged=True)

__version__ = "0.1.0"

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

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

from .core.errors import HydraError, NotationError, RuleError, IllegalCard
from .core.errors import Reason
from .decks import DECK_WORDS
from .core.registry import GameEntry, LazyGames, RoundProtocol

#: Hydra's rules' stable public names (hydra.Card, hydra.Round, ...: the rulings' list), each with its
#: module of ``hydra/hydra/``. They are imported the first time one is asked for (:func:`__getattr__`),
#: as the other games are (:data:`GAMES`): ``import hydra`` loads the engine's core and its registries,
#: and a page of another game never loads Hydra's rules (issue 36).
_HYDRA_NAMES: dict[str, str] = {
    **dict.fromkeys((
        'CARDS', 'DECK', 'DULLE', 'EYES', 'FUCHS', 'HYDRA', 'RANKS', 'SUITS', 'TOTAL_EYES', 'TRUMP', 'Card',
        'as_card', 'as_cards', 'parse_card', 'parse_cards'), "cards"),
    **dict.fromkeys(('Hand',), "hand"),
    **dict.fromkeys(('GAME_IDS', 'SOLO_GAMES', 'Game', 'get_game'), "games"),
    **dict.fromkeys((
        'Trick', 'TrickExplanation', 'TrickStep', 'check_play', 'explain_trick', 'illegal_reason', 'illegal_reasons',
        'legal_cards', 'trick_winner'), "tricks"),
    **dict.fromkeys((
        'Deal', 'can_throw_in', 'deal', 'deal_deck', 'next_seat', 'playing_seats', 'seats_from', 'throw_in_reason'),
        "deal"),
    **dict.fromkeys(('Declaration', 'antrag_pairs', 'check_antrag', 'winning_declaration'), "calls"),
    **dict.fromkeys((
        'HEALTHY_KINDS', 'PARTY_KINDS', 'Parties', 'classify', 'describe_kind', 'form_parties', 'kind_name',
        'kind_title', 'proposal_parties', 'solo_parties'), "parties"),
    **dict.fromkeys(('Bonus', 'ScoreSheet', 'party_points', 'round_half_up', 'score_round'), "scoring"),
    **dict.fromkeys(('PHASES', 'Round', 'replay'), "round"),
    **dict.fromkeys(('PartyKnowledge', 'SeatView', 'SeenAction', 'seen_actions'), "knowledge"),
    **dict.fromkeys(('Action', 'Step'), "history"),
    **dict.fromkeys(('check_record', 'dumps_record', 'load_record'), "record"),
    **dict.fromkeys(('CallingPlayer', 'RandomPlayer', 'RuleBasedPlayer', 'play_round'), "players"),
    **dict.fromkeys(('Match',), "match"),
}

if TYPE_CHECKING:           # what a type checker and an editor see: the same names, imported at once
    from .hydra.cards import (
        CARDS, DECK, DULLE, EYES, FUCHS, HYDRA, RANKS, SUITS, TOTAL_EYES, TRUMP, Card, as_card, as_cards, parse_card,
        parse_cards)
    from .hydra.hand import Hand
    from .hydra.games import GAME_IDS, SOLO_GAMES, Game, get_game
    from .hydra.tricks import (
        Trick, TrickExplanation, TrickStep, check_play, explain_trick, illegal_reason, illegal_reasons, legal_cards,
        trick_winner)
    from .hydra.deal import Deal, can_throw_in, deal, deal_deck, next_seat, playing_seats, seats_from, throw_in_reason
    from .hydra.calls import Declaration, antrag_pairs, check_antrag, winning_declaration
    from .hydra.parties import (
        HEALTHY_KINDS, PARTY_KINDS, Parties, classify, describe_kind, form_parties, kind_name, kind_title,
        proposal_parties, solo_parties)
    from .hydra.scoring import Bonus, ScoreSheet, party_points, round_half_up, score_round
    from .hydra.round import PHASES, Round, replay
    from .hydra.knowledge import PartyKnowledge, SeatView, SeenAction, seen_actions
    from .hydra.history import Action, Step
    from .hydra.record import check_record, dumps_record, load_record
    from .hydra.players import CallingPlayer, RandomPlayer, RuleBasedPlayer, play_round
    from .hydra.match import Match


def __getattr__(name: str) -> object:  # object: whichever of Hydra's names is asked for (each its own type)
    """One of Hydra's rules' public names (:data:`_HYDRA_NAMES`), imported from its module the first time
    it is asked for and kept here after."""
    module = _HYDRA_NAMES.get(name)
    if module is None:
        raise AttributeError(f"module 'hydra' has no attribute {name!r}")
    value = getattr(importlib.import_module(f"hydra.hydra.{module}"), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_HYDRA_NAMES))


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

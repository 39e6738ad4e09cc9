"""The games of the two rule sets as :class:`hydra.hydra.games.Game` objects (trumps, fail suits, D5-D7).

Every Doppelkopf game is a Hydra ``Game`` built from data: the trumps from the
lowest up, the fail suits from the lowest up, and the cards whose second copy
wins (D5: the second ``R10`` where it is a trump, in ``hausrunde`` only).
``game.winner(cards)`` decides a trick and ``game.legal(hand, trick)`` the
cards that follow suit (D7); this module only supplies the data.

>>> from hydra import doppelkopf as dk
>>> dk.RULE_SETS
('hausrunde', 'turnier')
>>> dk.games("turnier")
('normal', 'color-solo:S', 'queen-solo', 'jack-solo', 'ace-solo')
>>> dk.trick_winner("R10 EO R10 SK")                      # turnier: the first Dulle wins (D5)
0
>>> dk.trick_winner("R10 EO R10 SK", rules="hausrunde")   # hausrunde: the second (D5)
2
>>> dk.trick_winner("SD R10 SK EO", rules="hausrunde", schweine=True)   # a Schwein (D6)
0
>>> [str(c) for c in dk.legal_cards("EK SK RK", "ED")]   # Kreuz led: follow Kreuz (D7)
['EK']
>>> " ".join(map(str, get_game("color-solo:R", "hausrunde").ladder()))
'R10 EO GO RO SO EU GU RU SU RD RK'
"""

from __future__ import annotations

from hydra.hydra.cards import Card
from hydra.core.errors import NotationError, RuleError
from hydra.hydra.games import Game

from .cards import SUITS, CardsLike, check_copies, dk_cards

__all__ = ["RULE_SETS", "GAME_IDS", "SOLO_IDS", "TITLES", "games", "get_game", "check_rules",
           "trick_winner", "legal_cards", "normal_game", "solo_rank"]

RULE_SETS = ("hausrunde", "turnier")

#: Game ids per rule set (the spec's table; D3: the tournament's Trumpf-Solo is the Karo-Solo).
GAME_IDS: dict[str, tuple[str, ...]] = {
    "hausrunde": ("normal", "color-solo:S", "color-solo:E", "color-solo:G", "color-solo:R",
                  "queen-solo", "jack-solo", "mixed-solo", "ace-solo"),
    "turnier": ("normal", "color-solo:S", "queen-solo", "jack-solo", "ace-solo"),
}
#: The solos a player may announce, per rule set.
SOLO_IDS = {rules: ids[1:] for rules, ids in GAME_IDS.items()}

#: German titles the learner reads.
TITLES = {
    "normal": "Normalspiel", "color-solo:S": "Karo-Solo (Trumpfsolo)", "color-solo:E": "Kreuz-Solo",
    "color-solo:G": "Pik-Solo", "color-solo:R": "Herz-Solo", "queen-solo": "Damensolo",
    "jack-solo": "Bubensolo", "mixed-solo": "Buben/Damen gemischt",
    "ace-solo": "Fleischloser (As-Solo)",
}

_JACKS = ("SU", "RU", "GU", "EU")
_QUEENS = ("SO", "RO", "GO", "EO")
_NORMAL_FAIL = {"R": ("RK", "RD"), "G": ("GK", "G10", "GD"), "E": ("EK", "E10", "ED")}


def check_rules(rules: str) -> str:
    """The rule set id, or RuleError naming the two that exist."""
    if rules not in RULE_SETS:
        raise RuleError(f"{rules!r} is not a Doppelkopf rule set: use 'hausrunde' or 'turnier' "
                        "(spec: two named rule sets)", rule="spec: rule sets")
    return rules


def _color_trumps(suit: str) -> tuple[str, ...]:
    low = (suit + "K", suit + "D") if suit == "R" else (suit + "K", suit + "10", suit + "D")
    return low + _JACKS + _QUEENS + ("R10",)


def _build(rules: str, game_id: str, schweine: bool) -> Game:
    second = ("R10",) if rules == "hausrunde" else ()          # D5
    title = TITLES[game_id]
    if game_id in ("normal", "color-solo:S") or game_id.startswith("color-solo:"):
        suit = game_id[-1] if game_id.startswith("color-solo:") else "S"
        trumps = list(_color_trumps(suit))
        fail = {s: tuple(c for c in (s + "K", s + "10", s + "D") if c != "R10")
                for s in SUITS if s != suit}
        if schweine:                                            # D6: both SD above R10
            trumps.remove("SD")
            trumps.append("SD")
            title += " mit Schweinen"
        normal = suit == "S"
        return Game(game_id, trumps, fail, second_wins=second, has_fuchs=normal and not schweine,
                    has_dulle=True, title=title)
    ranks = {"queen-solo": ("U", "K", "10", "D"), "jack-solo": ("O", "K", "10", "D"),
             "mixed-solo": ("K", "10", "D"), "ace-solo": ("U", "O", "K", "10", "D")}[game_id]
    trumps_of = {"queen-solo": _QUEENS, "jack-solo": _JACKS,
                 "mixed-solo": _JACKS + _QUEENS, "ace-solo": ()}     # D4: Damen above Buben
    fail = {s: tuple(s + r for r in ranks) for s in SUITS}
    return Game(game_id, trumps_of[game_id], fail, title=title)     # R10 is a fail card: D5


_GAMES: dict[tuple[str, str, bool], Game] = {}
for _rules, _ids in GAME_IDS.items():
    for _id in _ids:
        _GAMES[(_rules, _id, False)] = _build(_rules, _id, False)
_GAMES[("hausrunde", "normal", True)] = _build("hausrunde", "normal", True)


def games(rules: str) -> tuple[str, ...]:
    """The game ids of a rule set, normal game first (spec table).

    >>> games("hausrunde")[-4:]
    ('queen-solo', 'jack-solo', 'mixed-solo', 'ace-solo')
    """
    return GAME_IDS[check_rules(rules)]


def get_game(game: Game | str = "normal", rules: str = "turnier", schweine: bool = False) -> Game:
    """The :class:`hydra.hydra.games.Game` of a game id in a rule set (D6: Schweine only in the
    hausrunde's normal game)."""
    if type(game) is str and type(rules) is str and type(schweine) is bool:
        found = _GAMES.get((rules, game, schweine))          # an id as written here: no checks left
        if found is not None:
            return found
    check_rules(rules)
    if isinstance(game, Game):
        game = game.id
    if not isinstance(game, str):
        raise NotationError(f"{game!r} is not a game id", token=repr(game), offset=0)
    gid = game.strip()
    kind, sep, param = gid.partition(":")
    gid = kind.lower() + sep + param.upper()
    if gid not in GAME_IDS[rules]:
        if gid in GAME_IDS["hausrunde"]:
            raise RuleError(f"{gid} ({TITLES[gid]}) is not played in 'turnier': its solos are "
                            "Trumpf-Solo (color-solo:S), Damen-Solo, Buben-Solo and Fleischloser "
                            "(turnier 2; D3)", rule="D3")
        raise NotationError(f"{game!r} is not a game id of {rules!r}: use one of "
                            f"{', '.join(GAME_IDS[rules])}", token=str(game), offset=0)
    if schweine:
        if rules != "hausrunde":
            raise RuleError("there are no Schweine in 'turnier' (\"Schweinchen ... gibt es nicht\": there are "
                            "no Schweinchen, D6)", rule="D6")
        if gid != "normal":
            raise RuleError(f"Schweine exist only in the normal game, not in {TITLES[gid]}: they are the top of "
                            "the normal game's trumps (D6, D43)", rule="D6")
    return _GAMES[(rules, gid, bool(schweine))]


def normal_game(rules: str, schweine: bool = False) -> Game:
    """The normal game of a rule set (with the Schweine on top if they are in play, D6)."""
    return _GAMES[(rules, "normal", schweine and rules == "hausrunde")]


def solo_rank(rules: str, game_id: str) -> int:
    """Precedence among solos (lower wins): in ``turnier`` the order of its list (D39)."""
    if rules == "turnier":
        return GAME_IDS["turnier"].index(game_id)
    return 0


def checked_trick(cards: CardsLike, game: Game | str, rules: str, schweine: bool) -> tuple[list[Card], Game]:
    g = get_game(game, rules, schweine)
    trick = dk_cards(cards)
    if not 1 <= len(trick) <= 4:
        raise RuleError(f"a Doppelkopf trick has one card from each of four players, not {len(trick)} "
                        "(D2)", rule="D2")
    check_copies(trick, "the trick")
    if schweine and sum(1 for c in trick if c.rank == "D" and c.suit == "S") == 2:
        raise RuleError("both SD in one trick cannot happen when Schweine are in play: one player "
                        "holds both (D6)", rule="D6")
    return trick, g


def trick_winner(cards: CardsLike, game: Game | str = "normal", rules: str = "turnier",
                 schweine: bool = False) -> int:
    """Index 0..3 of the card that wins (or is winning) a trick, cards in the order played.

    Decided by :meth:`hydra.hydra.games.Game.winner` (D5, D6, D7).
    """
    trick, g = checked_trick(cards, game, rules, schweine)
    return g.winner(trick)


def legal_cards(hand: CardsLike, trick: CardsLike = (), game: Game | str = "normal",
                rules: str = "turnier", schweine: bool = False) -> list[Card]:
    """The cards of ``hand`` that may be played on ``trick`` (D7), by :meth:`Game.legal`.

    >>> [str(c) for c in legal_cards("SK EK", "R10", rules="hausrunde", game="queen-solo")]
    ['SK', 'EK']
    """
    g = get_game(game, rules, schweine)
    cards = dk_cards(hand)
    played = dk_cards(trick)
    if len(cards) > 10:
        raise RuleError(f"a Doppelkopf hand holds at most ten cards, not {len(cards)} (D2)", rule="D2")
    if len(played) >= 4:
        raise RuleError("the trick is complete: all four players have played (D2)", rule="D2")
    check_copies(cards + played, "the hand and the trick")
    return g.legal(cards, played)

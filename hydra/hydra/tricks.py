"""Following suit and who wins a trick, with the reasons.

>>> import hydra
>>> hydra.trick_winner("GK G9 GD HY G10")         # GD: highest Grün card; the Hydra is low (R1)
2
>>> hydra.trick_winner("R10 EO R10 S9 SD")         # the second Dulle beats the first (R2)
2
>>> hydra.trick_winner("GK G9 GD HY G10", game="color-solo:S")   # in a solo the Hydra is the top trump
3
>>> [str(c) for c in hydra.legal_cards("G9 HY EO SK", "GK")]    # Grün led: follow with Grün
['G9']
>>> print(hydra.explain_trick("GK G9 GD HY G10").sentence)
The Grün-Daus wins: Grün was led, no trump was played, and it is the highest Grün card (rules: Wer erhält den Stich). The Hydra thrown on this Grün trick counts as the lowest Grün card and cannot win (R1).

The reasons speak the learner's language (:mod:`hydra.core.i18n`), the cards by their names, the rules cited as written:

>>> from hydra.core.i18n import set_language
>>> _lang = set_language("de"); print(hydra.explain_trick("GK G9 GD HY G10").steps[3].text); _lang = set_language("en")
Die Hydra auf einem Grün-Stich zählt im normalen Spiel als niedrigste Grün-Karte und kann darum nicht gewinnen (R1).
"""  # noqa: E501 (a doctest's expected output is one line)

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from operator import attrgetter

from .cards import HYDRA, SUIT_NAMES, Card, CardLike, as_cards, check_copies, the_card
from ..core.errors import IllegalCard, Reason, RuleError
from .games import TRUMP, Game, get_game
from ..core.i18n import N_, _
from ..core.read_only import ReadOnly, read_only
from .svg import trick_svg

__all__ = ["trick_winner", "explain_trick", "legal_cards", "illegal_reasons", "check_play",
           "Trick", "TrickStep", "TrickExplanation", "RULE_FOLLOW", "RULE_WIN", "RULE_SOLO", "illegal_reason",
           "illegal_card"]

RULE_FOLLOW = "rules: Der Spielverlauf"       # Bedienpflicht: follow the led suit or trump
RULE_WIN = "rules: Wer erhält den Stich"
RULE_SOLO = "rules: Solo"                       # Die Spieltypen: which cards are trumps in each solo
_NORMAL = get_game("normal")
_ONLY_CARDS = {Card}
_INDEX = attrgetter("index")

# Verdicts of _compare (what a card does against the best card so far).
LEAD, HIGHER_TRUMP, RUFF, HIGHER_SUIT, SECOND_EQUAL = "lead", "higher-trump", "ruff", "higher-suit", "second-equal"
LOWER_TRUMP, FIRST_EQUAL, LOWER_SUIT, UNDER_TRUMP, HYDRA_LOW, OFF_SUIT, NOT_TRUMP = (
    "lower-trump", "first-equal", "lower-suit", "under-trump", "hydra-low", "off-suit", "not-trump")
_TAKES = {HIGHER_TRUMP, RUFF, HIGHER_SUIT, SECOND_EQUAL}


def _compare(game: Game, trump_trick: bool, led_suit: str, best: Card, best_trump: bool, card: Card) -> str:
    """What ``card`` does against the best card so far. The one place a trick is decided."""
    if game.counts_as_trump(card, trump_trick):
        if not best_trump:
            return RUFF
        mine, theirs = game.trump_rank[card.index], game.trump_rank[best.index]
        if mine > theirs:
            return HIGHER_TRUMP
        if mine < theirs:
            return LOWER_TRUMP
        return SECOND_EQUAL if game.second_wins[card.index] else FIRST_EQUAL   # R2
    if card is HYDRA and not trump_trick:
        return HYDRA_LOW                                                      # R1
    if trump_trick:
        return NOT_TRUMP
    if game.follow[card.index] != led_suit:
        return OFF_SUIT
    if best_trump:
        return UNDER_TRUMP
    mine, theirs = game.fail_rank[card.index], game.fail_rank[best.index]
    if mine > theirs:
        return HIGHER_SUIT
    return LOWER_SUIT if mine < theirs else FIRST_EQUAL                      # R2: first of equals


def _prepare(cards: Iterable[CardLike] | str, game: Game | str) -> tuple[list[Card], Game]:
    """The cards and the game of a trick, checked: one to five cards, no card three times."""
    if type(game) is not Game:
        game = get_game(game)
    assert isinstance(game, Game)
    parsed: list[Card]
    if type(cards) is list and set(map(type, cards)) <= _ONLY_CARDS:
        parsed = cards                           # a round's own cards: already parsed
    else:
        parsed = as_cards(cards)
    if not parsed:
        raise RuleError("a trick needs at least one card (rules: Der Spielverlauf)", rule=RULE_FOLLOW)
    if len(parsed) > 5:
        raise RuleError(f"a trick has one card from each of the five players, not {len(parsed)} "
                        "(rules: Der Spielverlauf)", rule=RULE_FOLLOW)
    if len(set(map(_INDEX, parsed))) < len(parsed) - 1:   # a card three times is possible only then
        check_copies(parsed, where="the trick")
    return parsed, game


def trick_winner(cards: Iterable[CardLike] | str, game: Game | str = "normal") -> int:
    """Index of the winning card (0 = the card led) of a complete or partial trick.

    ``cards`` are in the order played, as a string or a list of cards or strings.
    """
    cards, game = _prepare(cards, game)
    return game.winner(cards)


def _suit_word(suit: str) -> str:
    return SUIT_NAMES[suit][0]


def _an(word: str) -> bool:
    """Whether English says "an" before a suit word: "an Eichel card", "a Rot card"."""
    return word[:1] in "AEIOU"


def _cap(text: str) -> str:
    """A sentence begun with a capital (a card's article: "the Grün-Daus wins" -> "The Grün-Daus wins")."""
    return text[:1].upper() + text[1:]


@dataclass(frozen=True)
class TrickStep:
    """What one card of a trick did, with the rule that says so."""
    index: int
    card: Card
    verdict: str           # one of lead, ruff, higher-trump, lower-trump, ... (see module)
    takes_lead: bool
    rule: str
    text: str


@dataclass(frozen=True)
class TrickExplanation:
    """Why a trick is won by ``winner``: one step per card and a sentence for learners."""
    game: Game
    cards: tuple[Card, ...]
    winner: int
    trump_trick: bool
    steps: tuple[TrickStep, ...]
    sentence: str

    @property
    def rules(self) -> tuple[str, ...]:
        """The rules cited, in order of first use."""
        seen: list[str] = []
        for step in self.steps:
            for rule in step.rule.split(", "):
                if rule not in seen:
                    seen.append(rule)
        return tuple(seen)


def _step_text(game: Game, verdict: str, card: Card, best: Card, led_suit: str,
               trump_trick: bool) -> tuple[str, str]:
    c, b = the_card(card, game), the_card(best, game)
    suit = _suit_word(led_suit) if led_suit != TRUMP else ""
    if verdict == LEAD:
        if card is HYDRA and game.hydra_low_on_fail:
            return (_("The Hydra leads: a led Hydra makes a trump trick (R1), so everyone must play a trump "
                      "if they can, and the highest trump wins."), "R1")
        if trump_trick:
            return (_("{card} leads: it is a trump, so this is a trump trick; everyone must play a trump "
                      "if they can, and the highest trump wins.").format(card=_cap(c)), RULE_FOLLOW)
        return (_("{card} leads: {suit} is led; everyone must follow {suit} if they can, and the highest "
                  "{suit} card wins unless someone plays a trump.").format(card=_cap(c), suit=suit), RULE_FOLLOW)
    solo_hydra = card is HYDRA and not trump_trick and not game.hydra_low_on_fail
    if verdict in (RUFF, HIGHER_TRUMP):
        if verdict == RUFF:
            text = (_("{card} is a trump on an {suit} trick: it beats every {suit} card and takes the lead.")
                    if _an(suit) else
                    _("{card} is a trump on a {suit} trick: it beats every {suit} card and takes the lead."))
        else:
            text = _("{card} is a higher trump than {best}, so it takes the lead.")
        text = text.format(card=_cap(c), best=b, suit=suit)
        if solo_hydra:
            text += " " + _("In a solo the Hydra is always the highest trump, also on a fail trick (R1).")
        return text, "R1" if solo_hydra else RULE_WIN
    texts = {
        LOWER_TRUMP: _("{card} is a lower trump than {best}, so {best} stays ahead."),
        NOT_TRUMP: _("{card} is not a trump, so it cannot win a trump trick."),
        HYDRA_LOW: _("The Hydra on a {suit} trick counts as the lowest {suit} card in a normal game, "
                     "so it cannot win (R1)."),
        OFF_SUIT: _("{card} is neither {suit} nor a trump: it is thrown off and cannot win."),
        UNDER_TRUMP: _("{card} follows {suit}, but the trick has been trumped by {best}."),
        HIGHER_SUIT: _("{card} is a higher {suit} card than {best}, so it takes the lead."),
        LOWER_SUIT: _("{card} follows {suit} but is lower than {best}."),
    }
    if verdict in texts:
        return (texts[verdict].format(card=_cap(c), best=b, suit=suit),
                "R1" if verdict == HYDRA_LOW else RULE_WIN)
    if verdict == SECOND_EQUAL:
        said = (_("{card} equals the Hydra played before it; of two Hydras the second one wins (R2).")
                if card is HYDRA else
                _("{card} equals the Dulle played before it; of two Dullen the second one wins (R2)."))
        return said.format(card=_cap(c)), "R2"
    # FIRST_EQUAL
    return (_("{card} equals the card played before it; of two equal cards the first one played wins (R2).")
            .format(card=_cap(c)), "R2")


#: What a trump solo's trumps are, by its rank.
_TRUMP_SOLO_TRUMPS = {"9": N_("the Neunen and the Hydras"), "U": N_("the Unters and the Hydras"),
                      "O": N_("the Obers and the Hydras"), "K": N_("the Königs and the Hydras"),
                      "10": N_("the Zehnen and the Hydras"), "D": N_("the Dauses and the Hydras")}


def _plain_in_solo(game: Game, card: Card, text: str, rule: str) -> tuple[str, str]:
    """In a trump or color solo, say why a card that is a trump in a normal game is a plain card here
    (rules: Solo): what a Doppelkopf player, and a Hydra beginner, most often gets wrong."""
    if game.hydra_low_on_fail or game.is_trump(card) or not _NORMAL.is_trump(card):
        return text, rule
    suit = _suit_word(game.follow[card.index])
    if game.kind == "trump-solo" and game.param:
        trumps = _(_TRUMP_SOLO_TRUMPS[game.param])
    else:
        trumps = _("the {suit} cards and the Hydras").format(suit=_suit_word(game.param or ""))
    return (text + " " + _("{card} is a trump in a normal game, but in the {game} only {trumps} are trumps, "
                           "so it is a plain {suit} card here (rules: Solo).").format(
                card=_cap(the_card(card, game)), game=game.name, trumps=trumps, suit=suit),
            f"{rule}, {RULE_SOLO}")


def explain_trick(cards: Iterable[CardLike] | str, game: Game | str = "normal") -> TrickExplanation:
    """Explain a complete or partial trick card by card, citing the rules.

    >>> e = explain_trick("SU EO R10 R10 HY")
    >>> e.winner, [s.verdict for s in e.steps]
    (4, ['lead', 'higher-trump', 'higher-trump', 'second-equal', 'higher-trump'])
    >>> e.rules
    ('rules: Der Spielverlauf', 'rules: Wer erhält den Stich', 'R2')
    """
    cards, game = _prepare(cards, game)
    led = cards[0]
    led_suit = game.follow[led.index]
    trump_trick = led_suit == TRUMP
    text, rule = _plain_in_solo(game, led, *_step_text(game, LEAD, led, led, led_suit, trump_trick))
    steps = [TrickStep(0, led, LEAD, True, rule, text)]
    best, best_trump = 0, trump_trick
    verdicts: list[str] = []
    for position in range(1, len(cards)):
        card = cards[position]
        verdict = _compare(game, trump_trick, led_suit, cards[best], best_trump, card)
        text, rule = _plain_in_solo(game, card, *_step_text(game, verdict, card, cards[best], led_suit,
                                                            trump_trick))
        takes = verdict in _TAKES
        steps.append(TrickStep(position, card, verdict, takes, rule, text))
        verdicts.append(verdict)
        if takes:
            best = position
            best_trump = True if best_trump else game.counts_as_trump(card, trump_trick)
    sentence = _sentence(game, cards, best, best_trump, led_suit, trump_trick, steps)
    return TrickExplanation(game, tuple(cards), best, trump_trick, tuple(steps), sentence)


def _sentence(game: Game, cards: Sequence[Card], best: int, best_trump: bool, led_suit: str,
              trump_trick: bool, steps: Sequence[TrickStep]) -> str:
    winner = cards[best]
    card = _cap(the_card(winner, game))
    partial = len(cards) < 5
    if trump_trick:
        why = (_("{card} is winning so far: a trump was led and it is the highest trump played")
               if partial else _("{card} wins: a trump was led and it is the highest trump played"))
    elif best_trump:
        why = (_("{card} is winning so far: {suit} was led and it is the highest trump played; a trump beats "
                 "every fail card") if partial else
               _("{card} wins: {suit} was led and it is the highest trump played; a trump beats every fail card"))
    else:
        why = (_("{card} is winning so far: {suit} was led, no trump was played, and it is the highest {suit} "
                 "card") if partial else
               _("{card} wins: {suit} was led, no trump was played, and it is the highest {suit} card"))
    suit = _suit_word(led_suit) if led_suit != TRUMP else ""
    out = why.format(card=card, suit=suit) + " (rules: Wer erhält den Stich)."
    if best_trump and not trump_trick and winner is HYDRA:
        out += " " + _("In a solo the Hydra is always the highest trump (R1).")
    if steps[best].verdict == SECOND_EQUAL:
        out += " " + (_("Of two Hydras the second one played wins (R2).") if winner is HYDRA
                      else _("Of two Dullen the second one played wins (R2)."))
    first_equal = [s for s in steps if s.verdict == FIRST_EQUAL and cards[best] is s.card]
    if first_equal:
        out += " " + _("The second {card} does not beat the first: of two equal cards the first one "
                       "played wins (R2).").format(card=the_card(winner, game, article=False))
    if any(s.verdict == HYDRA_LOW for s in steps):
        out += " " + _("The Hydra thrown on this {suit} trick counts as the lowest {suit} card and "
                       "cannot win (R1).").format(suit=suit)
    if cards[0] is HYDRA and game.hydra_low_on_fail:
        out += " " + _("The Hydra was led, which makes a trump trick (R1).")
    return out


# --- following suit ---------------------------------------------------------------------------

def _check_hand_and_trick(hand: Iterable[CardLike] | str, trick: Iterable[CardLike] | str,
                          game: Game | str) -> tuple[list[Card], list[Card], Game]:
    game = get_game(game)
    hand, trick = as_cards(hand), as_cards(trick)
    if len(trick) >= 5:
        raise RuleError(f"the trick {' '.join(map(str, trick))} is already complete: all five "
                        "players have played (rules: Der Spielverlauf)", rule=RULE_FOLLOW)
    if len(hand) > 10:
        raise RuleError(f"a hand holds at most ten cards, not {len(hand)} (R12)", rule="R12")
    check_copies(hand + trick, where="the hand and the trick")
    return hand, trick, game


def legal_cards(hand: Iterable[CardLike] | str, trick: Iterable[CardLike] | str = (),
                game: Game | str = "normal") -> list[Card]:
    """The cards of ``hand`` that may be played next on ``trick`` (in hand order).

    Bedienpflicht (rules: Der Spielverlauf): on a trump trick play a trump if you
    can; on a fail trick play a card of the led suit if you can; otherwise any
    card. The Hydra is a trump for following, never a card of a fail suit (R1).

    >>> [str(c) for c in legal_cards("HY G9 EK", "SU")]   # trump led: the Hydra is the only trump
    ['HY']
    >>> [str(c) for c in legal_cards("HY E9 EK", "GK")]   # no Grün: anything, the Hydra included
    ['HY', 'E9', 'EK']
    """
    hand, trick, game = _check_hand_and_trick(hand, trick, game)
    return game.legal(hand, trick)


def illegal_reason(hand: Sequence[Card], trick: Sequence[Card], game: Game, card: Card) -> Reason:
    """Why ``card`` may not be played from ``hand`` on ``trick`` (cards already parsed and checked:
    the card is held, the trick has begun, and the card does not follow). Its ``rules`` are data."""
    led = game.follow[trick[0].index]
    held = [c for c in hand if game.follow[c.index] == led]
    shown = ", ".join(the_card(c, game) for c in game.sorted(dict.fromkeys(held)))
    name = _cap(the_card(card, game))
    if led == TRUMP:
        if all(c is HYDRA for c in held):
            return Reason(_("{card} may not be played: a trump was led, and your only trump is the "
                            "Hydra, which is a trump for following, so you must play it (R1).").format(card=name),
                          ("R1",))
        return Reason(_("{card} may not be played: a trump was led and you hold trumps ({cards}), so "
                        "you must play a trump (rules: Der Spielverlauf, Bedienpflicht).").format(
                            card=name, cards=shown),
                      (RULE_FOLLOW,))
    suit = _suit_word(led)
    text = _("{card} may not be played: {suit} was led and you hold {suit} cards ({cards}), so you "
             "must follow {suit} (rules: Der Spielverlauf, Bedienpflicht).").format(card=name, suit=suit, cards=shown)
    if card is HYDRA:
        said = (_("The Hydra is not an {suit} card for following (R1).") if _an(suit)
                else _("The Hydra is not a {suit} card for following (R1)."))
        return Reason(text + " " + said.format(suit=suit),
                      (RULE_FOLLOW, "R1"))
    if game.follow[card.index] == TRUMP:
        text += " " + (_("It is a trump here, not an {suit} card.") if _an(suit)
                       else _("It is a trump here, not a {suit} card.")).format(suit=suit)
    return Reason(text, (RULE_FOLLOW,))


def illegal_card(hand: Sequence[Card], trick: Sequence[Card], game: Game, card: Card,
                 seat: int | None = None, where: str = "") -> IllegalCard:
    """The error for playing ``card`` from ``hand`` on ``trick`` when it is not held or not legal.

    ``where`` goes before the reason (``"trick 3, "``); the error's ``rule`` is
    R1 for a Hydra that may not be thrown on a fail trick, else the Bedienpflicht.
    """
    if card not in hand:
        said = (_("{card} cannot be played: you do not hold it (rules: Der Spielverlauf)") if seat is None else
                _("{card} cannot be played: seat {seat} does not hold it (rules: Der Spielverlauf)"))
        return IllegalCard(where + said.format(card=_cap(the_card(card, game)), seat=seat),
                           rule=RULE_FOLLOW, card=card, seat=seat)
    prefix = where + ("" if seat is None else _("seat {seat}: ").format(seat=seat))
    reason = illegal_reason(hand, trick, game, card)
    rule = "R1" if card is HYDRA and game.follow[trick[0].index] != TRUMP else RULE_FOLLOW
    return IllegalCard(prefix + reason, rule=rule, card=card, seat=seat)


def illegal_reasons(hand: Iterable[CardLike] | str, trick: Iterable[CardLike] | str = (),
                    game: Game | str = "normal") -> dict[Card, Reason]:
    """For each card of ``hand`` that may not be played, the reason, citing the rule.

    >>> illegal_reasons("G9 HY", "GK")[Card.parse("HY")].endswith("(R1).")
    True
    """
    hand, trick, game = _check_hand_and_trick(hand, trick, game)
    legal = set(game.legal(hand, trick))
    return {c: illegal_reason(hand, trick, game, c) for c in dict.fromkeys(hand) if c not in legal}


def check_play(hand: Iterable[CardLike] | str, trick: Iterable[CardLike] | str, card: CardLike,
               game: Game | str = "normal", seat: int | None = None) -> Card:
    """Return the card if it may be played from ``hand`` on ``trick``; else raise :class:`IllegalCard`."""
    hand, trick, game = _check_hand_and_trick(hand, trick, game)
    card = as_cards([card])[0]
    if card not in hand or card not in game.legal(hand, trick):
        raise illegal_card(hand, trick, game, card, seat)
    return card


class Trick:
    """An immutable trick: the cards in the order played, the game, and who led.

    ``str()`` gives the notation back; seats follow the leader clockwise
    (``seats`` may be given for six players, where the dealer sits out).

    >>> t = Trick("GK G9 GD HY G10", leader=1)
    >>> t, str(t), t.winner, t.winner_seat, t.eyes
    (Trick('GK G9 GD HY G10', game='normal', leader=1), 'GK G9 GD HY G10', 2, 3, 25)
    """

    # Private slots shown read-only under the public names, as a round's state is (issue 21).
    __slots__ = ("_cards", "_game", "_leader", "_seats", "_winner", "_winner_seat", "_eyes")

    cards: ReadOnly[tuple[Card, ...]] = read_only("_cards", "The cards in the order played.")
    game: ReadOnly[Game] = read_only("_game", "The game the trick is played in.")
    leader: ReadOnly[int] = read_only("_leader", "Who led the trick.")
    seats: ReadOnly[tuple[int, ...]] = read_only("_seats", "Who played each card, the leader first.")
    winner: ReadOnly[int] = read_only(
        "_winner", "The winning card's position (0 = the card led): Game.winner decides.")
    winner_seat: ReadOnly[int] = read_only("_winner_seat", "Who played the winning card.")
    eyes: ReadOnly[int] = read_only("_eyes", "The eyes of the cards in the trick (rules: Die Spielkarten).")

    def __init__(self, cards: Iterable[CardLike] | str, game: Game | str = "normal", leader: int = 0,
                 seats: Iterable[int] | None = None, players: int = 5) -> None:
        cards, game = _prepare(cards, game)
        if seats is None:
            seats = tuple((leader + i) % players for i in range(len(cards)))
        self._fill(tuple(cards), game, leader, tuple(seats))

    @classmethod
    def played(cls, cards: Sequence[Card], game: Game, seats: Sequence[int]) -> Trick:
        """The trick a round has just played: ``cards`` parsed, in the order played, each one
        checked by the round as it was played (held, and legal by :meth:`Game.legal`'s rule), and
        ``seats`` who played them, the leader first. Nothing is checked again; the winner
        (:meth:`Game.winner`, the one place it is decided) and the eyes are found as the
        constructor finds them.

        >>> from hydra import parse_cards
        >>> Trick.played(parse_cards("GK G9 GD HY G10"), get_game("normal"), (1, 2, 3, 4, 0))
        Trick('GK G9 GD HY G10', game='normal', leader=1)
        """
        self = object.__new__(cls)
        self._fill(tuple(cards), game, seats[0], tuple(seats))
        return self

    def _fill(self, cards: tuple[Card, ...], game: Game, leader: int, seats: tuple[int, ...]) -> None:
        self._cards, self._game, self._leader, self._seats = cards, game, leader, seats
        self._winner = winner = game.winner(cards)
        self._winner_seat = seats[winner]
        eyes = 0
        for card in cards:
            eyes += card.eyes
        self._eyes = eyes

    def __str__(self) -> str:
        return " ".join(map(str, self.cards))

    def __repr__(self) -> str:
        return f"Trick({str(self)!r}, game={self.game.id!r}, leader={self.leader})"

    def __len__(self) -> int:
        return len(self.cards)

    def __eq__(self, other: object) -> bool:
        return (isinstance(other, Trick) and (self.cards, self.game, self.seats)
                == (other.cards, other.game, other.seats))

    def __hash__(self) -> int:
        return hash((self.cards, self.game.id, self.seats))

    @property
    def is_trump_trick(self) -> bool:
        """Whether a trump was led (a led Hydra makes a trump trick, R1)."""
        return self.game.follow[self.cards[0].index] == TRUMP

    @property
    def led_suit(self) -> str | None:
        """The fail suit led (``'S'``, ``'R'``, ``'G'``, ``'E'``), or None on a trump trick."""
        return None if self.is_trump_trick else self.game.follow[self.cards[0].index]

    @property
    def is_complete(self) -> bool:
        return len(self.cards) == 5

    def explain(self) -> TrickExplanation:
        return explain_trick(list(self.cards), self.game)

    def _repr_svg_(self) -> str:
        return trick_svg(self)


"""Why a trick is won, card by card, citing the rulings (D5, D6, D7) and the texts.

The winner is always :meth:`hydra.hydra.games.Game.winner`; the steps only explain it.

>>> from hydra import doppelkopf as dk
>>> e = dk.explain_trick("R10 EO R10 SK", rules="hausrunde")
>>> e.winner, [s.verdict for s in e.steps]
(2, ['lead', 'lower-trump', 'second-equal', 'lower-trump'])
>>> e.rules
('D7', 'hausrunde 3.1', 'D5')
>>> s = dk.explain_trick("R10 EO R10 SK").sentence     # turnier: the first Herz-10 wins
>>> s.startswith("Herz-10 (R10) wins: a trump was led"), s.rules     # the order: hausrunde 3.1 (D52)
(True, ('hausrunde 3.1', 'D52', 'D5'))
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from hydra.hydra.cards import Card
from hydra.core.errors import Reason
from hydra.core.i18n import _
from hydra.core.explained import CardStep, ExplainedByStep
from hydra.hydra.games import TRUMP, Game

from .cards import FRENCH_SUITS, CardsLike, card_name
from .games import checked_trick, get_game

__all__ = ["TrickStep", "TrickExplanation", "explain_trick", "illegal_reason", "illegal_reasons", "win_rule"]

#: The hausrunde's section with each game's order of the cards: 3.1 the normal game (a Hochzeit and a
#: Trumpfabgabe too), 3.2.1-3.2.6 the solos (a colour solo, the silent one included, is 3.2.3). The Turnier
#: text gives no order of its own: its games are played in these orders (D52).
_HAUSRUNDE_ORDER = {"normal": "hausrunde 3.1", "queen-solo": "hausrunde 3.2.1", "jack-solo": "hausrunde 3.2.2",
                    "mixed-solo": "hausrunde 3.2.4", "ace-solo": "hausrunde 3.2.6"}


def win_rule(rules: str, game_id: str, alone: bool = False) -> tuple[str, ...]:
    """The rules that order the cards of ``game_id``, cited for who wins a trick: the section of the
    Hausrunde text that gives the order, with D52 in the Turnier (whose text gives none). ``alone``: a trick
    of a Hochzeit that found no partner, after the first three; in the Hausrunde the groom then plays a Karo
    solo (3.3: "so spielt der Hochzeiter ein Farbsolo in Karo"), ordered by 3.2.3.

    >>> win_rule("hausrunde", "normal"), win_rule("hausrunde", "queen-solo"), win_rule("hausrunde", "color-solo:E")
    (('hausrunde 3.1',), ('hausrunde 3.2.1',), ('hausrunde 3.2.3',))
    >>> win_rule("hausrunde", "normal", alone=True), win_rule("turnier", "jack-solo")
    (('hausrunde 3.2.3',), ('hausrunde 3.2.2', 'D52'))
    """
    if game_id.startswith("color-solo:") or (alone and rules == "hausrunde"):
        section = "hausrunde 3.2.3"
    else:
        section = _HAUSRUNDE_ORDER.get(game_id, "hausrunde 3.1")
    return (section, "D52") if rules == "turnier" else (section,)


@dataclass(frozen=True)
class TrickStep(CardStep[Card]):
    """What one card did, with the rules that say so (as data): ``text`` the reason, with its rules."""
    text: Reason

    @property
    def rules(self) -> tuple[str, ...]:
        return self.text.rules


@dataclass(frozen=True)
class TrickExplanation(ExplainedByStep):
    """The winner of a trick, one step per card, and a sentence for learners."""
    game: Game
    rules_set: str
    cards: tuple[Card, ...]
    winner: int
    steps: tuple[TrickStep, ...]
    sentence: Reason


def _suit(game: Game, card: Card) -> str:
    s = game.follow[card.index]
    return "Trumpf" if s == TRUMP else FRENCH_SUITS[s]


def _schwein(game: Game, card: Card) -> bool:
    return game.trumps[-1:] == (card,) and card.suit == "S"


def explain_trick(cards: CardsLike, game: Game | str = "normal", rules: str = "turnier",
                  schweine: bool = False, alone: bool = False) -> TrickExplanation:
    """Explain a complete or partial trick (D5 equal cards, D6 Schweine, D7 following); ``alone``: a trick
    after the first three of a Hochzeit that found no partner (:func:`win_rule`)."""
    trick, g = checked_trick(cards, game if isinstance(game, str) else game.id, rules, schweine)
    if isinstance(game, Game):
        g = game
    cites = win_rule(rules, g.id, alone)
    cite = ", ".join(cites)
    led = trick[0]
    led_suit = g.follow[led.index]
    power = g.power[led_suit]
    name = _suit(g, led)
    if led_suit == TRUMP:
        first = Reason(_("{card} leads: it is a trump, so everyone must play a trump if they "
                         "can (D7).").format(card=card_name(led)), ("D7",))
    else:
        first = Reason(_("{card} leads: {suit} is led, so everyone must follow {suit} if "
                         "they can (D7).").format(card=card_name(led), suit=name), ("D7",))
    steps = [TrickStep(0, led, "lead", True, first)]
    best = 0
    for i in range(1, len(trick)):
        card, top = trick[i], trick[best]
        mine, theirs = power[card.index], power[top.index]
        c, b = card_name(card), card_name(top)
        trump = g.trump_rank[card.index] >= 0
        if mine > theirs:
            if g.trump_rank[top.index] < 0 and trump:
                verdict, text = "ruff", Reason(_("{card} is a trump and beats every {suit} card.").format(
                    card=c, suit=name), cites)
            elif trump:
                verdict, text = "higher-trump", Reason(_("{card} is a higher trump than {best}.").format(
                    card=c, best=b), cites)
            else:
                verdict, text = "higher-suit", Reason(_("{card} is a higher {suit} card than {best}.").format(
                    card=c, suit=name, best=b), cites)
            if _schwein(g, card):
                text = Reason(text + " " + _("It is a Schwein, the highest trump (D6)."), text.rules + ("D6",))
        elif mine == theirs and mine >= 0:
            if g.second_wins[card.index]:
                verdict, text = "second-equal", Reason(_(
                    "{card} equals {best}; in the hausrunde the second Herz-10 beats the first (D5).").format(
                        card=c, best=b), ("D5",))
            else:
                verdict, text = "first-equal", Reason(_(
                    "{card} equals {best}; of two equal cards the first one played wins (D5).").format(
                        card=c, best=b), ("D5",))
        elif mine < 0 and not trump and g.follow[card.index] != led_suit:
            verdict, text = "off-suit", Reason(
                (_("{card} is not a trump: on a trump trick it is thrown off and cannot win.") if led_suit == TRUMP
                 else _("{card} is neither {suit} nor a trump: it is thrown off and cannot win.")).format(
                    card=c, suit=name), ("D7",))
        elif trump:
            verdict, text = "lower-trump", Reason(_("{card} is a lower trump than {best}.").format(card=c, best=b),
                                                  cites)
        elif g.trump_rank[top.index] >= 0:
            verdict, text = "under-trump", Reason(_("{card} follows {suit}, but {best} has trumped the trick.").format(
                card=c, suit=name, best=b), cites)
        else:
            verdict, text = "lower-suit", Reason(_("{card} is a lower {suit} card than {best}.").format(
                card=c, suit=name, best=b), cites)
        takes = verdict in ("ruff", "higher-trump", "higher-suit", "second-equal")
        steps.append(TrickStep(i, card, verdict, takes, text))
        if takes:
            best = i
    assert best == g.winner(trick), "the explanation must agree with Game.winner"
    top = trick[best]
    if g.trump_rank[top.index] >= 0 and led_suit == TRUMP:
        why = _("a trump was led and {card} is the highest trump played ({rules})")
    elif g.trump_rank[top.index] >= 0:
        why = _("{suit} was led and {card} is the highest trump played ({rules})")
    else:
        why = _("{suit} was led, no trump was played, and {card} is the highest {suit} card ({rules})")
    rules_cited: tuple[str, ...] = cites
    head = _("{card} wins: {why}.") if len(trick) == 4 else _("{card} is winning so far: {why}.")
    sentence = head.format(card=card_name(top), why=why.format(suit=name, card=card_name(top), rules=cite))
    if steps[best].verdict == "second-equal":
        sentence += " " + _("Of two Herz-10 the second one played wins (D5).")
        rules_cited += ("D5",)
    elif any(s.verdict == "first-equal" and s.card is top for s in steps):
        sentence += " " + _("Of two equal cards the first one played wins (D5).")
        rules_cited += ("D5",)
    if _schwein(g, top):
        sentence += " " + _("The Karo-As is a Schwein here, above the Herz-10 (D6).")
        rules_cited += ("D6",)
    return TrickExplanation(g, rules, tuple(trick), best, tuple(steps), Reason(sentence, rules_cited))


def illegal_reason(hand: Sequence[Card], trick: Sequence[Card], game: Game, card: Card) -> Reason:
    """Why ``card`` (held, not following) may not be played on ``trick`` (D7); rules as data."""
    led = game.follow[trick[0].index]
    held = sorted({c for c in hand if game.follow[c.index] == led}, key=game.sort_key)
    shown = ", ".join(card_name(c) for c in held)
    if led == TRUMP:
        return Reason(_("{card} may not be played: a trump was led and you hold trumps "
                        "({shown}), so you must play a trump (D7).").format(card=card_name(card), shown=shown), ("D7",))
    suit = FRENCH_SUITS[led]
    text = _("{card} may not be played: {suit} was led and you hold {suit} cards ({shown}), "
             "so you must follow {suit} (D7).").format(card=card_name(card), suit=suit, shown=shown)
    if game.follow[card.index] == TRUMP and card.suit == led:
        text += " " + _("{card} is a trump in this game, not a {suit} card.").format(card=card_name(card), suit=suit)
    return Reason(text, ("D7",))


def illegal_reasons(hand: CardsLike, trick: CardsLike, game: Game | str = "normal",
                    rules: str = "turnier", schweine: bool = False) -> dict[Card, Reason]:
    """For each card of ``hand`` that may not be played on ``trick``, the reason (D7).

    >>> from hydra.doppelkopf.cards import dk_card
    >>> r = illegal_reasons("EK SK R10", "E10")
    >>> sorted(map(str, r)), r[dk_card("SK")].rules
    (['R10', 'SK'], ('D7',))
    """
    from .games import legal_cards
    from .cards import dk_cards
    g = get_game(game, rules, schweine)
    cards, played = dk_cards(hand), dk_cards(trick)
    legal = set(legal_cards(cards, played, g, rules, schweine))
    return {c: illegal_reason(cards, played, g, c) for c in dict.fromkeys(cards) if c not in legal}

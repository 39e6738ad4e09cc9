""""Try it" exercises that answer at once: right or wrong, and why, from the engine.

``TryIt(question, check, options=None, cards=None)``: ``check(answer) -> (right, why)``.
With ``options`` the learner picks one (toggle buttons), otherwise types an answer.
The factory functions below build common exercises whose answers come from ``hydra``.

>>> from widgets.course.tryit import winner_exercise
>>> ex = winner_exercise("GK G9 GD HY G10")
>>> ex.choice.value = 3          # the Hydra?
>>> ex.check_button.click()
>>> ex.right, "R1" in ex.feedback.value
(False, True)
"""

from __future__ import annotations

import ipywidgets as W

import hydra

from ..common.base import SnapshotMixin, esc
from ..common.faces import cards_row_html
from .models import LadderModel


class TryIt(SnapshotMixin, W.VBox):
    """A question, an answer widget, a Check button and the feedback."""

    def __init__(self, question, check, options=None, cards=None, labels=None, placeholder="",
                 **kwargs):
        super().__init__(**kwargs)
        self._check = check
        self.question = question
        self.cards = [str(c) for c in hydra.as_cards(cards)] if cards else []
        self._labels = labels
        self.right = None
        head = f"<b>Try it:</b> {esc(question)}"
        if self.cards:
            head += cards_row_html(self.cards, 52, labels=labels)
        self._question = W.HTML(head)
        if options is not None:
            self.choice = W.ToggleButtons(options=list(options), value=None,
                                          style={"button_width": "auto"})
        else:
            self.choice = W.Text(placeholder=placeholder or "your answer",
                                 layout=W.Layout(width="200px"))
        self.check_button = W.Button(description="Check", button_style="primary", icon="check")
        self.check_button.on_click(lambda b: self.check())
        self.feedback = W.HTML()
        self.children = [self._question, W.HBox([self.choice, self.check_button]), self.feedback]

    @property
    def value(self):
        return self.choice.value

    @value.setter
    def value(self, answer):
        self.choice.value = answer

    def check(self):
        answer = self.choice.value
        if answer is None or answer == "":
            self.right = None
            self.feedback.value = "<i>Pick or type an answer first.</i>"
            return None
        try:
            right, why = self._check(answer)
        except hydra.HydraError as error:
            right, why = False, str(error)
        except (TypeError, ValueError):
            right, why = False, f"{answer!r} is not an answer I can read."
        self.right = bool(right)
        colour, word = ("#1d7a33", "Right!") if right else ("#a0141e", "Not quite.")
        self.feedback.value = f'<p style="color:{colour}"><b>{word}</b> {esc(why)}</p>'
        return self.right

    def snapshot_html(self):
        return self._question.value + "<p><i>(run the notebook to answer)</i></p>"


def _card_options(cards):
    return [(f"{i + 1}: {c}", i) for i, c in enumerate(cards)]


def winner_exercise(trick, game="normal"):
    """Which card wins this trick? Answered by ``hydra.explain_trick``."""
    cards = [str(c) for c in hydra.as_cards(trick)]
    g = hydra.get_game(game)

    def check(position):
        e = hydra.explain_trick(cards, g)
        return position == e.winner, e.sentence

    return TryIt(f"In the {g.name}, who wins this trick (cards in the order played)?", check,
                 options=_card_options(cards), cards=cards,
                 labels=["led"] + [f"{i + 1}." for i in range(1, len(cards))])


def legal_exercise(hand, trick, game="normal"):
    """Pick a card you may play on this trick. Answered by ``hydra.legal_cards`` / ``illegal_reasons``."""
    hand = [str(c) for c in hydra.as_cards(hand)]
    trick = [str(c) for c in hydra.as_cards(trick)]
    g = hydra.get_game(game)

    def check(index):
        card = hydra.as_card(hand[index])
        legal = hydra.legal_cards(hand, trick, g)
        if card in legal:
            shown = ", ".join(str(c) for c in legal)
            return True, f"{card} may be played. All your legal cards here: {shown}."
        return False, hydra.illegal_reasons(hand, trick, g)[card]

    return TryIt(f"In the {g.name}, the trick so far is {' '.join(trick)}. Your hand is shown. "
                 "Pick a card you may play.", check, options=_card_options(hand), cards=hand)


def trump_exercise(card, game="normal"):
    """Is this card a trump in this game? Answered by ``Game.is_trump``."""
    card = hydra.as_card(card)
    g = hydra.get_game(game)

    def check(answer):
        return answer == g.is_trump(card), LadderModel(game=g.id).describe(card)

    return TryIt(f"Is {card} ({card.name()}) a trump in the {g.name}?", check,
                 options=[("yes", True), ("no", False)], cards=[card])


def eyes_exercise(cards):
    """How many eyes are these cards worth? Answered by the cards' ``eyes``."""
    cards = hydra.as_cards(cards)

    def check(text):
        total = sum(c.eyes for c in cards)
        parts = " + ".join(f"{c.eyes} ({c})" for c in cards)
        return int(str(text).strip()) == total, f"{parts} = {total} eyes."

    return TryIt("How many eyes (Augen, card points) are these cards worth together?", check,
                 cards=cards, placeholder="a number")


def points_exercise(eyes, multiplier, bonus=0):
    """Points per player for a party (R5). Answered by ``hydra.party_points``."""

    def check(text):
        points = hydra.party_points(eyes, multiplier, bonus)
        return int(str(text).strip()) == points, (
            f"{bonus} + {multiplier} x round({eyes}/10) = {bonus} + {multiplier} x "
            f"{(points - bonus) // multiplier if multiplier else 0} = {points} points (R5).")

    return TryIt(f"A party with multiplier {multiplier} took {eyes} eyes and {bonus} bonus points. "
                 "How many points does each of its players get?", check, placeholder="a number")


def party_exercise(hands, dealer=None):
    """Which party kind do these hands make? Answered by ``hydra.form_parties``."""
    hands = [[str(c) for c in hydra.as_cards(h)] for h in hands]

    def check(kind):
        parties = hydra.form_parties(hands) if dealer is None else hydra.form_parties(hands, dealer=dealer)
        return kind == parties.kind, parties.describe()

    where = "; ".join(f"seat {s}: {' '.join(c for c in h if c in ('EO', 'GO')) or '-'}"
                      for s, h in enumerate(hands))
    return TryIt(f"The key cards sit like this ({where}). Which party kind is it?", check,
                 options=[(k, k) for k in hydra.PARTY_KINDS if k not in ("solo", "proposal")])

"""Issue 34: the quiz says a Doppelkopf exercise's cards in Doppelkopf's own words: "Herz-Zehn", "Pik-As",
never Hydra's notation after them ("Herz-10 (R10)", "Pik-As (GD)"), which a Doppelkopf player does not know
and which reads like a rule's id ("(R10)" is also Hydra's ruling on the Dulle). The engine's sentences keep
the notation (the Hydra course teaches it); what the learner reads goes through
:func:`tutor.exercises.seats.said`, as the play page's lines go through ``dk_words``."""

from __future__ import annotations

import re

import pytest

import tutor
from tutor import make_exercise
from tutor.exercises.seats import game_words, said
from tests.test_no_internal_ids import visible_text
from widgets.quiz import QuizApp

#: Hydra's notation of a card in brackets: "(R10)", "(GD)", "(EO)".
NOTATION = re.compile(r"\((?:[SRGE](?:10|[UOKD9]))\)")


@pytest.fixture
def store(tmp_path):
    s = tutor.ProgressStore(tmp_path)
    yield s
    s.close()


def _first(prefix: str, test) -> tutor.Exercise:
    return next(ex for ex in (make_exercise(f"{prefix}-{s:04x}") for s in range(60)) if test(ex))


def test_who_wins_a_dulle_trick_says_herz_zehn_D5(store):
    """D5: of two Dullen the second wins; the feedback names them "Herz-Zehn", never "Herz-10 (R10)"."""
    ex = _first("dt-dulle-1", lambda ex: "Herz-10 (R10)" in ex.explanation)
    app = QuizApp(tutor.QuizSession(store), exercise_id=ex.id)
    app.slots[(ex.answer + 1) % len(ex.cards)].button.click()          # a wrong pick: the whole why
    shown = visible_text(app.feedback_html.value)
    assert "Herz-Zehn" in shown and "Of two Herz-Zehn the second one played wins" in shown
    assert "Herz-10" not in shown and not NOTATION.findall(shown), shown
    assert "D5" not in shown                                             # the rule opens in place


def test_which_cards_may_i_play_says_each_refused_card_in_doppelkopf_words_D7(store):
    """D7: every refused card's reason, and the cards the learner must follow with, without notation."""
    ex = _first("dl-follow-2", lambda ex: any("(GD)" in reason for _code, reason in ex.reasons))
    app = QuizApp(tutor.QuizSession(store), exercise_id=ex.id)
    for i in range(len(ex.hand)):
        app.press(str(i + 1))                                          # every card: some may not be played
    app.press("Enter")
    assert 'data-correct="false"' in app.feedback_html.value
    shown = visible_text(app.feedback_html.value)
    assert "may not be played" in shown and "Pik-As" in shown
    assert not NOTATION.findall(shown) and "-10" not in shown, shown


def test_only_doppelkopf_drops_the_notation():
    """A Hydra exercise keeps its cards as the Hydra course teaches them (R10 is Hydra's Dulle, "Rot-10")."""
    hydra_ex = make_exercise("t-suit-1-002a")
    dk_ex = make_exercise("dt-suit-1-002a")
    assert game_words(hydra_ex, "Rot-10 (R10) wins") == "Rot-10 (R10) wins"
    assert game_words(dk_ex, "Herz-10 (R10) wins (D5).") == "Herz-Zehn wins (D5)."
    assert said(dk_ex, dk_ex.explanation) == game_words(dk_ex, dk_ex.explanation)
    assert "(GD)" in dk_ex.explanation and "(GD)" not in said(dk_ex, dk_ex.explanation)

"""Issue 11, every screen, without a browser: what the navigation bar carries to every page (the
connection banner, the keys, a visible focus), what a page says about saving, the keys of "Play a
round", right and wrong said without colour, and layouts that wrap. tests/browser/test_every_screen.py
runs the same pages in Chromium."""

from __future__ import annotations

import json

import pytest

from tutor.hydra import HydraSession
from tutor.progress import ProgressStore
from widgets.common.base import fit_layout, row_layout
from widgets.common.connection import connection_script, lost_sentences, saved_attr, script_html
from widgets.common.keys import key_class
from widgets.common.nav import nav_html
from widgets.course.home import HomePage
from widgets.hydra.play import CARD_KEYS, CHOICE_KEYS, HydraPlayApp
from widgets.hydra.course.tryit import winner_exercise


def test_every_bar_carries_the_banner_and_the_keys_unless_told_not_to():
    for page in ("01", "glossary", "play", "doppelkopf", "fuenfhundert"):
        html = nav_html(page, "Ada")
        assert 'data-name="connection"' in html and 'data-name="keys"' in html and "focus-visible" in html
    assert 'data-name="connection"' not in nav_html("quiz", scripts=False)
    home = HomePage(name="Ada")
    assert any('data-name="connection"' in getattr(c, "value", "") for c in home.children)


def test_the_script_says_the_banner_sentences_and_stays_quiet_on_the_quiz():
    script = connection_script()
    assert json.dumps(lost_sentences()) in script
    assert "__hydraQuizPage" in script and "data-voila" in script
    text = lost_sentences()
    assert text["title"] == "The connection to the tutor is lost." and text["reload"] == "Reload the page"
    assert "may not have counted" in text["pending"] and "not typed a name" in text["no-name"]


def test_a_script_that_would_end_its_own_tag_is_refused():
    with pytest.raises(ValueError):
        script_html("bad", "var s = '</script>';")


def test_saved_attr_says_how_progress_stands():
    assert saved_attr(True, True) == 'data-hydra-saved="yes"'
    assert saved_attr(True, False) == 'data-hydra-saved="no-name"'
    assert saved_attr(False, True) == 'data-hydra-saved="no"'
    assert saved_attr(True, True, unfinished=True) == 'data-hydra-saved="unfinished"'
    assert set(("yes", "no-name", "no", "unfinished")) <= set(lost_sentences())


def test_play_marks_an_unfinished_round_and_a_missing_name(tmp_path):
    app = HydraPlayApp(HydraSession(ProgressStore(tmp_path), deal="4711-4"))
    assert 'data-hydra-saved="no-name"' in app.match.value
    app.login("Ada")
    assert 'data-hydra-saved="unfinished"' in app.match.value     # a round is saved when it ends (R5)
    assert 'data-hydra-saved="no"' in HydraPlayApp(deal="4711-4").match.value


def test_play_keys_name_cards_calls_and_controls():
    app = HydraPlayApp(deal="4711-4")
    assert [key_class(k) in app.card_boxes[i]._dom_classes for i, k in enumerate(CARD_KEYS)] == [True] * 10
    assert key_class(CHOICE_KEYS[0]) in app.choice_buttons[0]._dom_classes
    assert app.choice_buttons[0].description.startswith("Valeo") and app.choice_buttons[0].tooltip.endswith("(key A)")
    for button, key in ((app.hint_button, "h"), (app.undo_button, "u"), (app.last_button, "l"),
                        (app.next_button, "n"), (app.review_prev, "arrowleft"), (app.review_next, "arrowright")):
        assert key_class(key) in button._dom_classes
    assert "1 to 9 and 0" in app.keys_help.value


def test_right_and_wrong_are_said_in_words_and_a_sign():
    ex = winner_exercise("R10 EO R10 S9 SD")
    ex.value = 0
    ex.check_button.click()
    assert "✘" in ex.feedback.value and "Not quite." in ex.feedback.value and 'data-right="false"' in ex.feedback.value
    ex.value = 2                                           # the second Dulle wins (R2)
    ex.check_button.click()
    assert "✔" in ex.feedback.value and "Right!" in ex.feedback.value and 'data-right="true"' in ex.feedback.value


def test_rows_wrap_and_controls_never_outgrow_their_row():
    assert row_layout().flex_flow == "row wrap"
    layout = fit_layout("420px")
    assert layout.width == "420px" and layout.max_width.startswith("calc(100%")
    assert fit_layout().width == "auto"


def test_lesson_tables_show_every_word_of_the_engine():
    """pandas cut the engine's sentences at 50 characters in lessons 02, 04 and 05 (R2's
    explanation ended "of two Du..."); a lesson's tables show them whole."""
    pd = pytest.importorskip("pandas")
    from IPython.core.formatters import HTMLFormatter

    from widgets.course.tables import show_whole_cells
    formatter = HTMLFormatter()
    text = "R10 equals the R10 played before it; of two Dullen the second one played wins (R2)."
    frame = pd.DataFrame([{"card": "R10", "what the engine says": text}]).set_index("card")
    assert text not in formatter(frame)                     # pandas alone cuts it
    assert show_whole_cells(formatter) is True
    assert text in formatter(frame)
    assert show_whole_cells() is False                      # outside IPython: nothing to do

"""Issue 33, the other games in German: every step of the 500 course (F-rules) drawn with ``?lang=de``,
answered wrong and then right, and its end screen show no English sentence of the catalog (the step's idea, its
question, the engine's reasons for a miss and its explanation, the rules in place) and no English word in the
step's own words; the same steps without ``lang=`` are English as before. The quiz's questions of Doppelkopf
(both rule sets), 500 and Hydropolis, every topic at every difficulty, the same in German.

No browser needed: the step player's HTML is drawn in Python (tests/browser/test_language.py walks the courses
in Chromium at 400x800).
"""

from __future__ import annotations

import re
import pytest

from hydra.core.i18n import language
from tests.test_i18n_catalogs import (ENGLISH_WORDS, LOCALE, SHOWN_FILES, _answered, _catalog, _showing, _step_page,
                                      _text)
from tutor.language import forget_page_language

#: The files whose sentences a 500 step shows besides the Hydra course's own (the engine's explanation and
#: reasons, its rulings, the quiz kinds the steps ask).
FH_FILES = SHOWN_FILES | {"tutor/fuenfhundert/course.py", "hydra/fuenfhundert/tricks.py", "hydra/fuenfhundert/cards.py",
                          "hydra/fuenfhundert/rulings.py",
                          *(f"tutor/fuenfhundert/quiz/{m}.py" for m in ("trick", "legal", "bids", "points", "common")),
                          "tutor/exercises/answers.py"}



@pytest.fixture(autouse=True)
def _english_after_each():
    yield
    forget_page_language()


@pytest.fixture(scope="module")
def german():
    return _catalog(LOCALE / "de" / "LC_MESSAGES" / "hydra.po")


def english_of(german, files: set[str]) -> list[str]:
    """The catalog's English sentences of ``files`` that have a German of their own, three words and more (four
    for a lower-case fragment), which a German page of those files must not show."""
    out = []
    for m in german:
        if not (isinstance(m.id, str) and m.id and m.string != m.id):
            continue
        if not {path for path, _line in m.locations} & files:
            continue
        if len(re.sub(r"\{[^{}]*\}", "", m.id).split()) >= (4 if m.id[:1].islower() else 3):
            out.append(m.id)
    return out


def test_every_file_of_the_500_course_is_translated(german):
    own = [m for m in german if m.id and {path for path, _line in m.locations} & (FH_FILES - SHOWN_FILES)]
    assert len(own) > 100
    missing = [m.id for m in own if m.fuzzy or not (all(m.string) if isinstance(m.id, tuple) else m.string)]
    assert not missing, missing


@pytest.mark.parametrize("number", ["500-1", "500-2", "500-3"])
def test_every_step_of_the_500_course_speaks_german(german, number, tmp_path, monkeypatch):
    from tutor.fuenfhundert.course import fh_step_lessons
    from widgets.course.steps import END, build_step_player
    monkeypatch.setenv("HYDRA_DATA_DIR", str(tmp_path))
    player = build_step_player(number, {"QUERY_STRING": "lang=de&name=Ada"}, game="fuenfhundert")
    english_steps = {item.number: item for item in fh_step_lessons("en")}[number]
    assert language() == "de" and player.path.ids == english_steps.ids
    english = english_of(german, FH_FILES)
    for step in player.path.steps:
        shown = _answered(player, step)
        text = " ".join(_step_page(part) for part in shown)
        assert not _showing(text, english), (step.id, _showing(text, english), text[:2000])
        own = _step_page(player.idea.value + player.ask.value)
        words = sorted({w for w in re.findall(r"[A-Za-z]+", own) if w.lower() in ENGLISH_WORDS})
        assert not words, (step.id, words, own)
        assert step.text != english_steps.step(step.id).text
        assert "Prüfen" == player.check_button.description and "Weiter" in player.next_button.description
    player.show(END)
    end = _step_page(player.top.value + player.end.value + player.end_links.value)
    assert "Lektion" in end and not _showing(end, english), end


def test_the_500_course_without_lang_stays_english(tmp_path, monkeypatch):
    from widgets.course.steps import build_step_player
    monkeypatch.setenv("HYDRA_DATA_DIR", str(tmp_path))
    player = build_step_player("500-2", {"QUERY_STRING": "name=Ada&step=500-2-bowers-2"}, game="fuenfhundert")
    assert language() == "en" and player.check_button.description == "Check"
    assert "The Bube (Jack) of the trump suit is the right bower" in _text(player.idea.value)
    assert "The contract is 7 Herz: Herz is trump. Tap the card that wins this trick." in _text(player.ask.value)
    player.tap(0)
    assert "Karo-Bube (DJ, the left bower) does not win" in _text(player.message.value)


# --- the quiz's questions of the other games, in German ------------------------------------------------------

#: The files whose sentences a Doppelkopf or 500 question shows on the quiz board, besides the Hydra quiz's own.
QUIZ_FILES = FH_FILES | {"hydra/doppelkopf/explain.py", "tutor/doppelkopf/quiz/common.py",
                         "tutor/doppelkopf/quiz/trick.py",
                         "tutor/doppelkopf/quiz/legal.py", "tutor/doppelkopf/quiz/rulesets.py",
                         "tutor/doppelkopf/quiz/entry.py", "tutor/fuenfhundert/quiz/entry.py",
                         "widgets/quiz/html.py", "hydra/hydropolis/rules.py", "hydra/hydropolis/score.py",
                         "hydra/hydropolis/table.py", "hydra/hydropolis/cards.py", "tutor/hydropolis/quiz/kinds.py",
                         "tutor/hydropolis/quiz/entry.py"}


def _board_text(ex, feedbacks) -> str:
    from widgets.quiz.html import facts_html, head_html, prompt_html, reference_html, verdict_html
    parts = [head_html(ex), prompt_html(ex), facts_html(ex.facts, ex), reference_html(ex)]
    parts += [verdict_html(fb, ex=ex) for fb in feedbacks]
    return " ".join(_step_page(part) for part in parts)


def _answers(ex):
    """A wrong answer (where there is one) and the right one, as the kind's form takes them."""
    from tutor.exercises import kind_named
    kind = kind_named(ex.kind)
    right = kind.solution(ex)
    if kind.form == "pick-card":
        wrong = next((i for i in range(len(ex.cards)) if i != right), None)
    elif kind.form == "choice":
        wrong = next((c for c in ex.choices if c != right), None)
    elif kind.form == "number":
        wrong = str(int(right) + 1)
    elif kind.form == "select-choices":
        wrong = [c for c in ex.choices if c not in ex.answer][:1] or None
    else:
        wrong = [str(c) for c in ex.hand if str(c) not in ex.answer][:1] or None
    return [a for a in (wrong, right) if a is not None]


@pytest.mark.parametrize("game", ["doppelkopf", "fuenfhundert", "hydropolis"])
def test_the_quiz_questions_of_the_other_games_in_german(german, game):
    """Every topic of Doppelkopf (both rule sets), 500 and Hydropolis, at each difficulty, drawn in German: the
    question, the board's caption, the answer's feedback (wrong, then right) and the reference under the board show
    no English sentence of the catalog, and the cards keep their game's words (Kreuz, Pik, Herz, Karo; Dame, Bube)."""
    from tutor.exercises import available_topics, format_id, make_exercise
    from tutor.language import page_language
    page_language({"QUERY_STRING": "lang=de"})
    english = english_of(german, QUIZ_FILES)
    seen = ""
    for topic in available_topics(game=game):
        for difficulty in (1, 2, 3):
            ex = make_exercise(format_id(topic, difficulty, 7))
            text = _board_text(ex, [ex.check(a) for a in _answers(ex)])
            assert not _showing(text, english), (ex.id, _showing(text, english), text[:1500])
            own = _step_page(ex.prompt + " " + ex.caption)
            words = sorted({w for w in re.findall(r"[A-Za-z]+", own) if w.lower() in ENGLISH_WORDS})
            assert not words, (ex.id, words, own)
            seen += text
    if game == "doppelkopf":
        assert "Kreuz" in seen and "Dame" in seen and "Bube" in seen and "Regeln:" in seen
        assert not re.search(r"\b(Eichel|Grün|Schell|Ober|Unter|Daus)\b", seen)
    elif game == "fuenfhundert":
        assert "ohne Trumpf" in seen and "Gebot" in seen
    else:
        assert "Rohr" in seen and "Feld" in seen and "Kappe" in seen


def test_the_quiz_questions_stay_english_without_lang():
    from tutor.exercises import available_topics, format_id, make_exercise
    from tutor.language import page_language
    page_language({"QUERY_STRING": ""})
    ex = make_exercise(format_id(available_topics(game="doppelkopf")[0], 1, 7))
    assert ex.caption.startswith("Doppelkopf · ") and " rules · " in ex.caption
    fb = ex.check(_answers(ex)[-1])
    assert fb.correct and " wins: " in fb.explanation

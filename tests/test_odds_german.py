"""Issue 33: the odds page (notebooks/odds.ipynb, widgets/hydra/course/odds_page.py) in German with ``?lang=de``: its
prose, the exact table and chart, the simulation, the three questions with their answers and the lesson's top
and foot, with no English sentence of the catalog showing through and no common English word; numbers as German
writes them (0,456 %, 1 von 219,3, 2.303); in English as before."""

from __future__ import annotations

import re

import pytest

from tutor.language import forget_page_language
from widgets.hydra.course.odds_page import build_odds_page

pytest.importorskip("babel.messages.pofile")

from test_i18n_catalogs import ENGLISH_WORDS, LOCALE, _catalog, _showing  # noqa: E402 - Babel first


def _drawn(query: str) -> str:
    page = build_odds_page({"QUERY_STRING": query})
    page.simulation.run(1000)
    for question in page.questions:
        question.value = question.choice.options[-1][1]
        question.check()
    html = (page.lesson.bar.value + page.lesson.who.value + page.text.value + page.after.value
            + page.simulation.result.value + page.simulation.button.description
            + "".join(label for label, _value in page.simulation.size.options)
            + "".join(f"<p>{q.question}</p>" + "".join(label for label, _v in q.choice.options)
                      + q.check_button.description + q.feedback.value + q.status.value for q in page.questions)
            + page.footer.value)
    html = re.sub(r"<(style|script)[^>]*>.*?</\1>", " ", html, flags=re.S)
    html = re.sub(r'<span class="hw-say">.*?</span></span>', " ", html, flags=re.S)    # a word's meaning, folded
    return " ".join(re.sub(r"<[^>]+>", " ", html).replace("&#x27;", "'").split())


@pytest.fixture(autouse=True)
def _english_afterwards(tmp_path, monkeypatch):
    monkeypatch.setenv("HYDRA_DATA_DIR", str(tmp_path))
    yield
    forget_page_language()


def test_the_odds_page_speaks_german():
    text = _drawn("lang=de")
    for german in ("Nur vier Karten zählen", "Prüfen durch Simulation", "Probier es aus", "Simulieren",
                   "Verlobung", "Parteienart", "Hochzeit", "Sie stimmen überein.", "Gib deinen Namen ein",
                   "Prüfen", "Nicht ganz."):
        assert german in text, german
    assert "0,456 %" in text and "1 von 219,3" in text and "900/2.303" in text and "1.000 Spiele" in text
    english = [m.id for m in _catalog(LOCALE / "de" / "LC_MESSAGES" / "hydra.po")
               if isinstance(m.id, str) and m.id and m.string and m.string != m.id]
    assert _showing(text, english) == []
    words = [w for w in re.findall(r"[A-Za-z]+", text) if w.lower() in ENGLISH_WORDS]
    assert words == [], text[:2000]


def test_the_odds_page_in_english_as_before():
    text = _drawn("")
    for english in ("Only four cards matter", "Check by simulation", "225 patterns; their probabilities add up to "
                    "exactly 1.", "0.456%", "1 in 219.3", "900/2,303", "1,000 deals", "They agree.",
                    "The engagement (Verlobung) comes up in 39.1% of deals"):
        assert english in text, english

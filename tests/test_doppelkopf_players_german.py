"""Issue 33: the page for Doppelkopf players (notebooks/doppelkopf-players.ipynb, widgets/doppelkopf/players_page.py)
in German with ``?lang=de``: its prose, the tables, the side by side of the Hausrunde, the Turnier and Hydra, the five
points, the 120-eye widget, the three questions and the lesson's top and foot, every sentence of their files
translated and none of the catalog's English showing through; Doppelkopf in its own words, Hydra in its own, the
seeds quoted as written. In English as before, its three tracked exercises kept."""

from __future__ import annotations

import re

import pytest

from tutor.language import forget_page_language
from widgets.doppelkopf.players_page import build_doppelkopf_players_page

pytest.importorskip("babel.messages.pofile")

from german_pages import assert_no_english, assert_translated, english_of  # noqa: E402 - Babel first
from test_i18n_catalogs import LOCALE, _catalog, _showing  # noqa: E402

#: The files whose sentences the page shows (its own and its widgets').
FILES = ("widgets/doppelkopf/players_page.py", "widgets/doppelkopf/course_side.py", "tutor/doppelkopf/course_tricks.py",
         "tutor/doppelkopf/course_mistakes.py", "tutor/doppelkopf/course_armut.py")


def _text(html: str) -> str:
    html = re.sub(r"<(style|script)[^>]*>.*?</\1>", " ", html, flags=re.S)
    html = re.sub(r"<svg\b.*?</svg>", " ", html, flags=re.S)                       # a card's picture
    html = re.sub(r'<span class="hw-say">.*?</span></span>', " ", html, flags=re.S)    # a word's meaning, folded
    html = re.sub(r'<span class="hr-say">.*?</span></details>', " ", html, flags=re.S)  # a rule's sentence, folded
    html = re.sub(r"<[^>]+>", " ", html).replace("&#x27;", "'").replace("&quot;", '"').replace("&amp;", "&")
    return re.sub(r"\(\s+", "(", re.sub(r"\s+([.,;:)])", r"\1", " ".join(html.split())))   # a tag is no space


def _drawn(query: str) -> tuple[object, str]:
    page = build_doppelkopf_players_page({"QUERY_STRING": query})
    side = page.side_by_side
    parts = [page.lesson.bar.value, page.lesson.who.value, page.text.value, side.snapshot_html(),
             side.children[3].value, page.parties.value, page.colour_solo.snapshot_html(), page.alone.value,
             page.fuechse.value, page.intro_120.value, page.exception_120.snapshot_html(), page.after.value,
             page.footer.value]
    side.fifth.value = "HY"                                    # the fifth Hydra player adds a card
    side.game.value = "color-solo:E"                           # a solo the Turnier does not play
    parts.append(side.snapshot_html())
    page.colour_solo.suit.value = "R"
    page.exception_120.doppelt.value = False
    parts += [page.colour_solo.snapshot_html(), page.exception_120.snapshot_html()]
    labels = [side.game.description, side.fifth.description, page.exception_120.eyes.description,
              page.exception_120.doppelt.description] + [label for label, _v in side.fifth.options[:1]]
    labels += [label for label, _v in side.game.options]
    for question in page.questions:
        parts.append(f"<p>{question.question}</p>" + question.check_button.description)
    return page, " ".join(_text(part) for part in parts) + " " + " ".join(labels)


@pytest.fixture(autouse=True)
def _english_afterwards(tmp_path, monkeypatch):
    monkeypatch.setenv("HYDRA_DATA_DIR", str(tmp_path))
    yield
    forget_page_language()


def test_every_sentence_of_the_pages_files_has_its_german():
    assert_translated(_catalog(LOCALE / "de" / "LC_MESSAGES" / "hydra.po"), FILES, 120)


def test_the_page_for_doppelkopf_players_speaks_german():
    _page, text = _drawn("lang=de")
    for german in ("Hydra für Doppelkopf-Spieler", "Die Karten übersetzt", "Eichel ist Kreuz, Grün ist Pik, Rot ist "
                   "Herz, Schell ist Karo", "der Ober ist die Dame, der Unter der Bube, das Daus das As",
                   "Nebeneinander: die Trümpfe", "Wie sich die Parteien bilden", "Die Abrechnung in Hydra",
                   "Probier es aus", "Trümpfe, höchster zuerst", "In der gespielten Reihenfolge",
                   "Die Ausnahme der Hausrunde bei 120 Augen", "Die Füchse in einer Trumpfabgabe",
                   "Wer gewinnt diesen Stich?", "So liegen die Schlüsselkarten"):
        assert german in text, german
    # the seeds quoted as written
    for quote in ("„also ohne Neunen!“", "„Ohne 9!“", "„Die zweite Herz 10 übersticht die erste Herz 10 immer“"):
        assert quote in text, quote
    german = _catalog(LOCALE / "de" / "LC_MESSAGES" / "hydra.po")
    assert_no_english(text, english_of(german, FILES))
    everyone = [m.id for m in german if isinstance(m.id, str) and m.id and m.string and m.string != m.id]
    assert _showing(text, everyone) == []                 # no English sentence of any file (the walk test's check)


def test_the_page_for_doppelkopf_players_in_english_as_before():
    page, text = _drawn("")
    for english in ("Hydra for Doppelkopf players", "Translating the cards", "Eichel is Kreuz (clubs), Grün is Pik "
                    "(spades), Rot is Herz (hearts), Schell is Karo (diamonds)", "So the Eichel-Ober is the "
                    "Kreuz-Dame, and the Dulle is the Herz-10 in both games.", "counted from the highest (place 1 = "
                    "the highest)", "Doppelkopf leaves out the 9s (the Hausrunde says „also ohne Neunen!“ (so "
                    "without the nines), the Turnier „Ohne 9!“ (without 9s))", "Each party kind, from the engine:",
                    "points per player = bonus + multiplier × round(eyes / 10)", "Trumps, highest first (12)",
                    "Who wins this trick?", "Re took 120 eyes, Kontra 120", "The Füchse in a Trumpfabgabe",
                    "The key cards sit like this", "Every rule of Hydra, in German and English, is in the rules of "
                    "Hydra."):
        assert english in text, english
    assert list(page.lesson.tracked) == ["dullen", "three-keys", "solo-points"]
    assert 'href="rules.ipynb"' in page.text.value and 'href="doppelkopf-differences.ipynb"' in page.after.value


def test_the_links_keep_the_learners_name_and_language():
    page, _text_de = _drawn("lang=de&name=Uta")
    assert 'href="rules.ipynb?name=Uta&amp;lang=de"' in page.text.value or \
        'href="rules.ipynb?name=Uta&lang=de"' in page.text.value, re.findall(r'href="rules[^"]*"', page.text.value)


def test_german_after_english_in_one_kernel():
    """The five points are computed once per language: a German page after an English one is German."""
    _drawn("")
    forget_page_language()
    _page, text = _drawn("lang=de")
    assert "Die Füchse in einer Trumpfabgabe" in text and "The Füchse in a Trumpfabgabe" not in text

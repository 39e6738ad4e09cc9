"""Issue 33: the Hydropolis course's three pages (notebooks/hydropolis-0*.ipynb, drawn by
widgets/hydropolis/course_pages.py) in German with ``?lang=de``: the prose, the pictures, the live table of
page 2 (its rows, a card laid, a card that does not fit, a mistyped card, a turn), the scoring examples and the
whole game of page 3 step by step, the readings, the bar and the way on. Every sentence of the course's files
has its German; no English sentence of the catalog from those files shows through, and no common English
word; the seed's quotes stand alone, without their English. In English the pages say what they said."""

from __future__ import annotations

import re

import pytest

from tutor.hydropolis.course import COURSE, SCORE_EXAMPLES
from tutor.language import forget_page_language
from widgets.hydropolis.course_pages import build_lesson

pytest.importorskip("babel.messages.pofile")

from german_pages import assert_no_english, assert_translated, english_of  # noqa: E402 - Babel first
from test_i18n_catalogs import LOCALE, _catalog  # noqa: E402

#: The files whose sentences the course's pages say.
FILES = ("tutor/hydropolis/course.py", "tutor/hydropolis/course_game.py", "tutor/hydropolis/course_readings.py",
         "tutor/hydropolis/course_notation.py",
         "widgets/hydropolis/course.py", "widgets/hydropolis/course_fit.py", "widgets/hydropolis/course_score.py",
         "widgets/hydropolis/course_pages.py")


def _text(html: str) -> str:
    html = re.sub(r"<(style|script)[^>]*>.*?</\1>", " ", html, flags=re.S)
    html = re.sub(r"<svg\b.*?</svg>", " ", html, flags=re.S)                    # card pictures: their names only
    html = re.sub(r'<span class="hw-say">.*?</span></span>', " ", html, flags=re.S)
    return " ".join(re.sub(r"<[^>]+>", " ", html).replace("&#x27;", "'").replace("&quot;", '"')
                    .replace("&amp;", "&").split())


def _buttons(widget) -> str:
    """The words of a widget's buttons, choices and fields (what a learner reads besides its HTML); the
    live table's own cell buttons and zoom are widgets/hydropolis/table.py's (the play page's, translated
    with it), so they are left out here."""
    from widgets.hydropolis.table import TableView
    out = []
    for child in getattr(widget, "children", ()):
        if isinstance(child, TableView):
            continue
        out.append(_buttons(child))
        for attr in ("description", "tooltip", "placeholder"):
            value = getattr(child, attr, None)
            if isinstance(value, str):
                out.append(value)
        out += [label for label, _value in getattr(child, "options", ()) if isinstance(label, str)]
    return " ".join(out)


def _drawn(notebook: str, query: str) -> str:
    """The page as a learner reads it after trying what it offers."""
    from widgets.hydropolis.course_fit import FitTryIt
    from widgets.hydropolis.course_score import GameStepper, ScoreView
    page = build_lesson(notebook, {"QUERY_STRING": query})
    seen = [page.snapshot_html(), _buttons(page)]
    for part in page.parts:
        if isinstance(part, FitTryIt):
            for key, _label in [(v, k) for k, v in part.pick.options]:
                part.choose(key)
                seen.append(part.about.value)
                part.tap(part.trial.fitting_cells()[0] if part.trial.fitting_cells() else (4, 3))
                seen += [part.message.value, part.table_view.snapshot_html()]
            part.choose("empty-pipe")
            part.table_view.button((3, 4)).click()
            seen.append(part.message.value)
            part.turn_button.click()
            seen.append(part.message.value)
            part.card_input.value = ""
            seen.append(part.message.value)
            part.cell_input.value = "(4,4)"
            seen.append(part.message.value)
            for typed in ("bq..", ".b.r", "....", "b", ".b.b*x", ".b.bX", ".B..*", "b.b.T"):    # mistyped (P3)
                part.card_input.value = typed
                seen.append(part.message.value)
            part.cell_input.value = "5;4"                                                          # no cell (P5)
            seen.append(part.message.value)
            part.cell_input.value = "(9,4)"                                                        # off the table
            seen.append(part.message.value)
            part.cell_button.click()
            seen.append(part.message.value)
        elif isinstance(part, ScoreView):
            for item in SCORE_EXAMPLES:
                part.choose(item.key)
                seen.append(part.snapshot_html())
        elif isinstance(part, GameStepper):
            for number in range(len(part.steps)):
                part.go(number)
                seen += [part.snapshot_html(), part.where.value]
    return _text(" ".join(seen))


@pytest.fixture(autouse=True)
def _english_afterwards(tmp_path, monkeypatch):
    monkeypatch.setenv("HYDRA_DATA_DIR", str(tmp_path))
    yield
    forget_page_language()


def test_every_sentence_of_the_course_has_its_german():
    assert_translated(_catalog(LOCALE / "de" / "LC_MESSAGES" / "hydra.po"), FILES, 200)


@pytest.mark.parametrize("notebook, german", [
    (COURSE[0][0], ("Die Karten und ihre Seiten", "Eine Karte und ihre Seiten", "Nur halbe Drehungen",
                    "Die Spielregel nennt keine Karten.", "Verschlusskappe", "leckes Rohr", "Wasserhahn", "Auslauf",
                    "„Wasserhähne und Ausläufe werden wie Rohre behandelt.“ ).", "Weiter: Was wohin passt →")),
    (COURSE[1][0], ("Was wohin passt", "Wohin eine Karte darf", "Probier es aus.", "Rohr | Kappe", "passt",
                    "Nicht erlaubt:", "Halb gedreht: Aus `...B` wird `.B..`",
                    "Was du eingetippt hast, „bq..“, ist keine Karte: Zeichen 2, „q“, ist keine Seite",
                    "Wo die Spielregel zwei Lesarten",
                    "(so spielt der Tutor)", "Dorthin legen")),
    (COURSE[2][0], ("Punkte und ein ganzes Spiel", "Punkte für eine Karte", "Ein ganzes Spiel", "Zugzwang",
                    "Spieler 1 legt `bbb.` auf (4,5): 4 Punkte (Überdecken 0, Nachbarn 1, Kappen 0, Rohre 3).",
                    "Spieler 1 gewinnt mit 25 Punkten.", "Nachziehstapel:", "Schraubenschlüssel", "Summe",
                    "Zurück zum Geben")),
])
def test_the_course_speaks_german(notebook, german):
    text = _drawn(notebook, "lang=de&name=Ada")
    for words in german:
        assert words in text, words
    assert "in English" not in text                     # the seed's German quoted alone
    german_po = _catalog(LOCALE / "de" / "LC_MESSAGES" / "hydra.po")
    assert_no_english(text, english_of(german_po, FILES))


@pytest.mark.parametrize("notebook, english", [
    (COURSE[0][0], ("Hydropolis · 1 · The cards and their sides", "What you will learn", "A card and its sides",
                    "„Wasserhähne und Ausläufe werden wie Rohre behandelt.“ : taps and outlets are treated like "
                    "pipes)", "The seed lists no cards.", "In all 60 cards: 20 in each of blue, red and yellow.",
                    "Next: What fits where →")),
    (COURSE[1][0], ("Where a card may go", "pipe | cap", "new side \\ table side",
                    "(in English: “Only caps may border empty card edges.”)",
                    "Turned half-way: `...B` is now `.B..`", "Where the seed reads two ways (The table's edge):",
                    "(the tutor plays this)")),
    (COURSE[2][0], ("Points for one card", "A whole game",
                    "Player 1 lays `bbb.` at (4,5): 4 points (covering 0, neighbours 1, caps 0, pipes 3).",
                    "Player 1 wins with 25 points.", "Draw pile:", "in English: “A player who made at least 15 "
                    "points in a single move also gets a wrench.”", "◀◀ Deal")),
])
def test_the_course_in_english_as_before(notebook, english):
    """The English page says what it said, and no German sentence of the catalog (five words or more: an
    English page quotes the seed as written) shows on it."""
    from test_i18n_catalogs import _showing
    text = _drawn(notebook, "name=Ada")
    for words in english:
        assert words in text, words
    german = [m.string for m in _catalog(LOCALE / "de" / "LC_MESSAGES" / "hydra.po")
              if isinstance(m.id, str) and m.id and isinstance(m.string, str) and m.string != m.id
              and len(re.sub(r"\{[^{}]*\}", "", m.string).split()) >= 5]
    assert _showing(text, german) == []


def test_the_links_carry_the_choice_and_the_name_keeps_it():
    """The course's links carry ``lang=de`` (the bar, the course's pages, the way on); a later page for the
    same name without ``lang=`` speaks German again (the kept choice), and the page offers the switch."""
    page = build_lesson(COURSE[0][0], {"QUERY_STRING": "lang=de&name=Uta"})
    hrefs = re.findall(r'href="([^"]*)"', page.bar.value + page.header.value + page.footer.value)
    course = [h for h in hrefs if h.startswith("hydropolis-")]
    assert len(course) >= 4 and all(h.endswith("name=Uta&amp;lang=de") for h in course), course
    forget_page_language()
    later = build_lesson(COURSE[1][0], {"QUERY_STRING": "name=Uta"})
    assert "Was wohin passt" in later.snapshot_html() and "lang=en" in later.bar.value     # the switch to English


def test_the_readings_the_course_shows_are_all_marked_for_the_catalog():
    from hydra.hydropolis import RULINGS
    from tutor.hydropolis.course_readings import COURSE_RULINGS, RULING_WORDS
    said = {RULINGS[rule].title for rule in COURSE_RULINGS}
    said |= {words for rule in COURSE_RULINGS for r in RULINGS[rule].readings for words in (r.name.replace("-", " "),
                                                                                            r.text)}
    assert said == set(RULING_WORDS)

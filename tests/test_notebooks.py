"""The course notebooks: the lessons of tutor/course in order, each with a title and "What you will
learn" first, the navigation and the learner at the top, "try it" exercises that count toward the
lesson's progress, the way on at the bottom, glossary links at each word's first use, saved executed
without errors and without a Python repr a learner would see. (nbval runs them: see the README.)

Each mistake issue 9 found in the course has a test here or beside its widget."""

from __future__ import annotations

import json
import pathlib
import re
from fractions import Fraction

import pytest

import hydra
from tutor.course import GLOSSARY, LESSONS, PAGES
from tutor.course.lessons import SIDE_PAGES
from tutor.course.glossary import as_links

NOTEBOOKS = pathlib.Path(__file__).resolve().parent.parent / "notebooks"
#: The lessons written as a page (a frame, sections, "try it" at the end): the earlier lessons still
#: pages, off the path (issue 34: the page for Doppelkopf players, the odds; the others gave way to the
#: rules reference, tests/test_reference.py).
#: Those drawn by a module of their own, every sentence through the catalog (issue 33), not written as the
#: notebook's Markdown: checked the same way on what they draw (test_a_drawn_lesson_page_has_the_same_frame).
DRAWN = {"odds.ipynb": "widgets.hydra.course.odds_page:build_odds_page",
         "doppelkopf-players.ipynb": "widgets.doppelkopf.players_page:build_doppelkopf_players_page"}
PAGE_LESSONS = [item for item in LESSONS if not item.steps and item.notebook not in DRAWN] + \
    [item for item in SIDE_PAGES if item.notebook not in DRAWN]
LESSON_FILES = [NOTEBOOKS / item.notebook for item in PAGE_LESSONS]
#: The step lessons (issue 19): one code cell that shows the step player.
STEP_LESSONS = [item for item in LESSONS if item.steps]
STEP_FILES = [NOTEBOOKS / item.notebook for item in STEP_LESSONS]
PAGE_FILES = [NOTEBOOKS / p.notebook for p in PAGES.values() if p.key != "play"]   # play: issue 10


def load(path):
    return json.loads(path.read_text(encoding="utf-8"))


def plain(text: str) -> str:
    """Markdown without its links' addresses: '[Grün](glossary.ipynb#gruen)' -> 'Grün' (a word that
    opens in place, issue 19, is read as its word)."""
    return re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", as_links(text))


def markdown(path) -> list[str]:
    return ["".join(c["source"]) for c in load(path)["cells"] if c["cell_type"] == "markdown"]


def code(path) -> list[str]:
    return ["".join(c["source"]) for c in load(path)["cells"] if c["cell_type"] == "code"]


def outputs_text(path) -> str:
    """Everything the saved notebook shows: HTML, Markdown and plain text outputs."""
    parts = []
    for cell in load(path)["cells"]:
        for out in cell.get("outputs", []):
            for kind in ("text/html", "text/markdown", "text/plain"):
                if kind in out.get("data", {}):
                    parts.append("".join(out["data"][kind]))
            parts.append("".join(out.get("text", "")))
    return "\n".join(parts)


def test_the_lessons_are_the_numbered_notebooks():
    """The path's lessons are the numbered notebooks, one file per number (issue 34: the earlier
    course's numbered pages are gone or renamed)."""
    numbered = sorted(p.name for p in NOTEBOOKS.glob("[0-9][0-9]-*.ipynb"))
    assert numbered == sorted(item.notebook for item in LESSONS)
    assert [item.number for item in LESSONS] == [f"{i:02d}" for i in range(1, len(LESSONS) + 1)]


def test_home_links_every_lesson_and_the_pages_off_the_path():
    """The home page lists every lesson and, for the curious, the rules reference and the side pages,
    each link with the learner's name and to a page that is there (issue 34: it did the earlier index's
    work)."""
    from widgets.course.home import HomePage
    html = HomePage(name="Ada").lessons_html.value
    links = set(re.findall(r'href="([^"?#]+\.ipynb)\?name=Ada"', html))
    assert {item.notebook for item in LESSONS} <= links
    assert {item.notebook for item in SIDE_PAGES} | {"rules.ipynb", "going-deeper.ipynb"} <= links
    for link in links:
        assert (NOTEBOOKS / link).is_file(), link                         # no broken link


def test_every_lesson_page_is_steps_or_drawn():
    """No lesson is written as a notebook's Markdown any more (issue 33: a page's sentences go through the
    catalog): each lesson of the path is a step lesson, and each page off the path is drawn by its module,
    whose frame, exercises, "Try it" and words test_a_drawn_lesson_page_has_the_same_frame checks. (The
    checks of Markdown lessons, their title cell, frame, "Try it" and glossary links, had nothing left to
    check.)"""
    assert [item.notebook for item in LESSONS if not item.steps] == []
    assert sorted(item.notebook for item in SIDE_PAGES) == sorted(DRAWN)
    assert PAGE_LESSONS == [] and LESSON_FILES == []


@pytest.mark.parametrize("notebook", sorted(DRAWN))
def test_a_drawn_lesson_page_has_the_same_frame(notebook, tmp_path, monkeypatch):
    """A lesson page drawn by its module: its notebook calls the module alone; the page starts with its title
    and what you will learn, has the lesson's frame at the top and its foot at the bottom, ends with "Try it"
    and exactly the exercises the course counts for it, and links its German words to the glossary."""
    import importlib
    monkeypatch.setenv("HYDRA_DATA_DIR", str(tmp_path))
    module, _colon, builder = DRAWN[notebook].partition(":")
    assert any(f"{builder}()" in cell for cell in code(NOTEBOOKS / notebook))
    page = getattr(importlib.import_module(module), builder)({"QUERY_STRING": "name=Ada"})
    item = next(item for item in SIDE_PAGES if item.notebook == notebook)
    assert page.children[0] is page.lesson and page.children[-1] is page.footer
    text = page.text.value
    assert re.search(r'<div class="[\w-]+"><h1>[^<]+</h1><p><b>What you will learn</b></p><ul>', text)
    assert sorted(page.lesson.tracked) == sorted(item.exercises)
    assert "<h2>Try it</h2>" in page.after.value and page.children.index(page.after) < page.children.index(
        page.questions[0])
    assert re.search(r"glossary\.ipynb[^\"]*#", text) and 'class="hw-word"' in text


def test_glossary_page_has_every_word():
    """The page is built from the one glossary (widgets.course.glossary_page), each word at its own
    anchor, and the headings of the rules in English (issue 19)."""
    from tutor.links import RULE_HEADINGS
    from widgets.course.glossary_page import glossary_html
    assert "HTML(glossary_html())" in "\n".join(code(NOTEBOOKS / "glossary.ipynb"))
    html = glossary_html()
    for t in GLOSSARY:
        assert f'<div class="hg-word" id="{t.key}"><b>{t.word}</b>' in html, t.word
    for german, english in RULE_HEADINGS.items():
        assert german in html and english in html
    for word in ("Fehlfarbe", "Stich", "schmeißen", "Vorbehalt", "Schwarz", "Verlobung"):
        assert any(t.word == word for t in GLOSSARY), word


@pytest.mark.parametrize("item", STEP_LESSONS, ids=lambda item: item.number)
def test_step_lesson_is_one_light_cell(item):
    """A step lesson (issue 19) is one code cell that shows its player: no spinner of many cells, no
    text rendered by the page itself (the steps are tutor/hydra/course/path.py)."""
    cells = code(NOTEBOOKS / item.notebook)
    assert len(cells) == 1
    assert cells[0].rstrip().endswith(f'build_step_player("{item.number}")')


@pytest.mark.parametrize("path", [*PAGE_FILES, *LESSON_FILES, *STEP_FILES], ids=lambda p: p.name)
def test_saved_executed_without_errors(path):
    cells = [c for c in load(path)["cells"] if c["cell_type"] == "code"]
    assert all(c.get("execution_count") for c in cells), "not saved executed"
    assert not [o for c in cells for o in c.get("outputs", []) if o.get("output_type") == "error"]


@pytest.mark.parametrize("path", [p for p in [*PAGE_FILES, *LESSON_FILES, *STEP_FILES] if p.name != "quiz.ipynb"],
                         ids=lambda p: p.name)
def test_a_learner_sees_no_python_repr(path):
    """Everything shown is a sentence, a table or a picture: no printed text, no output that is only
    a Python repr (``may say ['valeo', 'morbus']``, ``[(0, 35, 35), ...]``)."""
    for cell in load(path)["cells"]:
        for out in cell.get("outputs", []):
            assert out.get("output_type") != "stream", "".join(cell["source"])
            data = out.get("data", {})
            if out.get("output_type") in ("execute_result", "display_data"):
                assert set(data) - {"text/plain"}, "".join(cell["source"])
    shown = outputs_text(path)
    for repr_text in ("['valeo', 'morbus']", "legal for seat", "Card.parse(", "Counter({"):
        assert repr_text not in shown


@pytest.mark.parametrize("path", [p for p in [*PAGE_FILES, *LESSON_FILES]
                                  if p.name not in ("quiz.ipynb", "teacher.ipynb", "teacher-scenarios.ipynb")],
                         ids=lambda p: p.name)
def test_widget_outputs_have_a_static_view(path):
    for cell in load(path)["cells"]:
        for out in cell.get("outputs", []):
            data = out.get("data", {})
            if "application/vnd.jupyter.widget-view+json" in data:
                assert "text/html" in data, cell["source"]


# --- the mistakes issue 9 found, one test each ---------------------------------------------------------

# The earlier lessons 02, 04, 05 and 06 gave way to the rules reference (issue 34): their facts of issue 9
# (not every party scores, the colour solo's trick, no Dulle in a colour solo) are checked on the
# reference in tests/test_reference.py; the widgets' here.

def test_no_dulle_in_a_colour_solo():
    """The earlier lesson 02 asked whether R10 is a trump in a Rot solo; its answer called R10 "the Dulle"."""
    from widgets.hydra.course.tables import ladder_table
    from widgets.hydra.course.tryit import trump_exercise
    exercise = trump_exercise("R10", "color-solo:R")
    exercise.value = True
    assert exercise.check() is True
    assert "Dulle" not in exercise.feedback.value.replace("no Dulle", "")
    assert "Dulle" not in " ".join(ladder_table("color-solo:R")["name"])
    assert "the Dulle" in " ".join(ladder_table("normal")["name"])


def test_ladder_counting_direction_is_said_on_the_reference_and_for_doppelkopf_players():
    from tutor.hydra.reference import rule
    from tutor.hydra.reference.examples import work_out
    assert "from lowest to highest" in work_out(rule("trumps-of-the-deck")).text
    assert work_out(rule("trumps-of-the-deck")).cards[0] == "SD"                  # the lowest first
    seven = plain(outputs_text(NOTEBOOKS / "doppelkopf-players.ipynb"))        # drawn by its page module
    assert "counted from the highest" in seven.replace("\n", " ")
    page = NOTEBOOKS.parent / "widgets" / "doppelkopf" / "players_page.py"
    assert "1 = highest" in page.read_text(encoding="utf-8")


def test_odds_simulates_only_on_request():
    from widgets.hydra.course.odds_page import build_odds_page
    cells = code(NOTEBOOKS / "odds.ipynb")
    assert not any("simulate_party_kinds(" in c or "tqdm" in c for c in cells)
    assert any("build_odds_page()" in c for c in cells)
    page = build_odds_page({"QUERY_STRING": ""})
    assert page.simulation.counts is None and page.simulation.result.value == ""      # nothing dealt yet
    assert "it/s" not in outputs_text(NOTEBOOKS / "odds.ipynb")


def test_odds_exact_odds_shown_at_once():
    shown = outputs_text(NOTEBOOKS / "odds.ipynb")
    from hydra.hydra.odds import party_kind_odds
    wedding = party_kind_odds()["wedding"]
    assert wedding == Fraction(5 * 10 * 9 * 8 * 7, 50 * 49 * 48 * 47)
    assert str(wedding) in shown


def test_score_sheet_says_how_87_eyes_round():
    """The score sheet the earlier lesson 05 showed (a round the engine played, seed 1): the widget's."""
    from widgets.hydra.course.scoresheet import round_sheet_html
    shown = round_sheet_html(hydra.play_round(seed=1))
    assert "rounded to 9 tenths" not in shown
    assert "8.7 rounds to 9" in shown

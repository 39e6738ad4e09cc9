"""Issue 19, "never lost": every link the tutor builds for a named learner carries ``?name=``.

The links are collected from what each page builds in Python (the navigation bar of every page and
lesson, the home page, a lesson's frame, lesson 00's list, the 500 course's header and its way on,
the words that open in place); a relative link to one of the tutor's pages without the learner's
name fails the test. Links a notebook's Markdown makes cannot know the learner: the page's script
(:mod:`widgets.common.keep_name`) adds the name to them, so every such notebook must carry it, and
its links must be of the form the script recognises."""

from __future__ import annotations

import json
import re
import tempfile
import urllib.parse
from pathlib import Path

import pytest

from tutor.course import LESSONS, PAGES, LessonProgress
from tutor.course.lessons import SIDE_PAGES
from widgets.common.keep_name import keep_name_script, name_mark
from widgets.common.nav import nav_html
from widgets.course.home import HomePage
from widgets.course.deeper import going_deeper_html
from widgets.course.lesson import LessonPage
from tutor.fuenfhundert.course import FH_LESSONS
from widgets.course.steps import StepPlayer
from widgets.fuenfhundert.faces import COURSE, course_end_html, page_header

NAME = "Ada Lovelace"
NOTEBOOKS = Path(__file__).resolve().parents[1] / "notebooks"
_HREF = re.compile(r'href="([^"]*)"')
#: The script's own test for a link to one of the tutor's pages (kept in step with keep_name.py).
_PAGE = re.compile(r"^[A-Za-z0-9_.\-]+\.ipynb(?:[?#]|$)")


def tutor_links(html: str) -> list[str]:
    hrefs = [h.replace("&amp;", "&") for h in _HREF.findall(html)]
    return [h for h in hrefs if ".ipynb" in h.split("#")[0] and "://" not in h]


def nameless(html: str) -> list[str]:
    """The links to the tutor's pages in ``html`` that do not carry the learner's name."""
    bad = []
    for href in tutor_links(html):
        query = urllib.parse.urlsplit(href).query
        if urllib.parse.parse_qs(query).get("name") != [NAME]:
            bad.append(href)
    return bad


def built_pages() -> dict[str, str]:
    """What each page builds in Python for the learner NAME."""
    store = LessonProgress(tempfile.mkdtemp())
    pages = {f"nav {key}": nav_html(key, NAME) for key in [*PAGES, *(item.number for item in LESSONS)]}
    home = HomePage(name=NAME, progress=store)
    pages["home"] = "".join(getattr(child, "value", "") for child in home.children)
    for item in LESSONS:
        lesson = LessonPage(item.number, name=NAME, progress=store)
        pages[f"lesson {item.number}"] = lesson.bar.value + lesson.who.value + lesson.footer().value
    for item in SIDE_PAGES:                       # the earlier lessons still pages, off the path (issue 34)
        page = LessonPage(item.notebook, name=NAME, progress=store)
        pages[f"reference {item.notebook}"] = page.bar.value + page.who.value + page.footer().value
    pages["going deeper"] = going_deeper_html(NAME)
    for notebook, _title in COURSE:
        pages[notebook] = page_header(notebook, NAME) + course_end_html(notebook, NAME)
    for item in FH_LESSONS:                  # the 500 course's lessons of steps: the top and the end
        player = StepPlayer(item.number, name=NAME, step="end", progress=store, game="fuenfhundert")
        pages[f"steps {item.number}"] = player.top.value + player.end_links.value
    return pages


@pytest.mark.parametrize("key", sorted(built_pages()))
def test_every_link_a_page_builds_keeps_the_name(key):
    html = built_pages()[key]
    assert tutor_links(html), f"{key}: no links found (the test would not see a lost name)"
    assert nameless(html) == [], f"{key}: links without ?name=: {nameless(html)}"


def test_the_check_itself_sees_a_lost_name():
    assert nameless('<a href="glossary.ipynb#stich">Stich</a>') == ["glossary.ipynb#stich"]
    assert nameless('<a href="quiz.ipynb?kind=trick&amp;name=Ada+Lovelace">q</a>') == []


def test_a_learner_who_types_the_name_is_marked_for_the_script():
    """The home page and a lesson carry the typed-in name, so the script can put it into the page's
    address and its Markdown links (the home page keeps the name in its address)."""
    home = HomePage(progress=LessonProgress(tempfile.mkdtemp()))
    assert "<span hidden data-hydra-name" not in home.who.value
    home.login(NAME)
    assert name_mark(NAME) in home.who.value
    lesson = LessonPage("05", progress=LessonProgress(tempfile.mkdtemp()))
    assert "<span hidden data-hydra-name" not in lesson.bar.value
    lesson.login(NAME)
    assert name_mark(NAME) in lesson.bar.value


def test_the_script_recognises_the_tutors_page_links_only():
    assert "^[A-Za-z0-9_.\\-]+\\.ipynb(?:[?#]|$)" in keep_name_script()
    for href in ("glossary.ipynb#stich", "07-counting-the-score.ipynb", "quiz.ipynb?kind=trick", "500-play.ipynb"):
        assert _PAGE.match(href)
    for href in ("https://example.org/x.ipynb", "../docs/rulings.md", "#top"):
        assert not _PAGE.match(href)


def _markdown_links(notebook: Path) -> list[str]:
    cells = json.loads(notebook.read_text(encoding="utf-8"))["cells"]
    text = "\n".join("".join(c["source"]) for c in cells if c["cell_type"] == "markdown")
    return [h for h in re.findall(r"\]\(([^)\s]+)\)", text) + _HREF.findall(text) if ".ipynb" in h]


@pytest.mark.parametrize("notebook", sorted(p.name for p in NOTEBOOKS.glob("*.ipynb")))
def test_markdown_links_are_given_the_name_by_the_pages_script(notebook):
    path = NOTEBOOKS / notebook
    links = _markdown_links(path)
    if not links:
        return
    code = "\n".join("".join(c["source"]) for c in json.loads(path.read_text(encoding="utf-8"))["cells"]
                     if c["cell_type"] == "code")
    assert re.search(r"\b(nav_bar|nav_html|LessonPage|FhLessonPage|page_header|build_\w+)\(", code), \
        f"{notebook} has Markdown links {links[:3]} but no navigation bar to carry the name-keeping script"
    assert [h for h in links if not _PAGE.match(h)] == []


@pytest.mark.parametrize("step", ["05-special-99", "05-", "99"])
def test_a_link_to_a_step_the_lesson_lacks_says_so_and_opens_its_first_step(step):
    """A shared ``?step=`` the lesson does not have (mistyped, cut short) opens step 1 and says why,
    never silently; a step the lesson has, by its id or its place, opens with no such note."""
    player = StepPlayer("05", name=NAME, step=step, progress=LessonProgress(tempfile.mkdtemp()))
    assert player.step.id == "05-special-1"
    assert "has no step" in player.message.value and "first step" in player.message.value
    for known in ("05-special-3", "3"):
        player = StepPlayer("05", name=NAME, step=known, progress=LessonProgress(tempfile.mkdtemp()))
        assert player.step.id == "05-special-3" and "has no step" not in player.message.value

"""The course as a whole (tutor/course, widgets/course/lesson.py, widgets/course/home.py,
widgets/common/nav.py): the lessons in order and their links, lesson progress in the quiz's SQLite
file under the same learner name (kept across a reopened store, i.e. a restarted server), the front
door's forwarding of old links, the navigation bar and the "Play a round" link."""

from __future__ import annotations

import sqlite3

import pytest
from tornado.web import Application

from tutor.course import (COURSE, DONE, IN_PROGRESS, LESSONS, NOT_STARTED, PAGES, REFERENCE_LESSONS, LessonProgress,
                          forward_target, lesson, lesson_of_notebook, page_url, reference_lesson)
from tutor.server.serve import front_door_handler
from tutor.progress import ProgressStore
from tutor.quiz import QuizSession
from widgets.common import nav
from widgets.course.home import HomePage, build_home
from widgets.course.lesson import LessonPage
from widgets.hydra.course.tryit import eyes_exercise


def test_lessons_in_order_with_neighbours():
    assert [item.number for item in LESSONS] == [f"{i:02d}" for i in range(1, len(LESSONS) + 1)]
    for before, after in zip(LESSONS, LESSONS[1:]):
        assert COURSE.next(before) is after and COURSE.previous(after) is before
    assert lesson(1) is lesson("01") is lesson_of_notebook("notebooks/01-how-you-win.ipynb")
    assert all(item.exercises for item in LESSONS)
    # the earlier lessons (issue 19): off the path, their answers where they were; issue 34: their pages
    # gave way to the rules reference (the old address leads to its topic), 07 and 08 renamed
    old = lesson_of_notebook("notebooks/01-the-deck.ipynb")
    assert old is reference_lesson("01") and not COURSE.on_path(old) and old.key == "01"
    assert COURSE.next(old) is None and COURSE.previous(old) is None
    assert [item.moved_to or item.notebook for item in REFERENCE_LESSONS] == [
        "rules.ipynb?topic=cards", "rules.ipynb?topic=trumps", "rules.ipynb?topic=parties",
        "rules.ipynb?topic=tricks", "rules.ipynb?topic=scoring", "rules.ipynb?topic=dealing",
        "doppelkopf-players.ipynb", "odds.ipynb", "rules.ipynb?topic=calls", "rules.ipynb?topic=match"]
    assert lesson_of_notebook("odds.ipynb") is reference_lesson("08") and reference_lesson("08").key == "08"
    assert lesson("01").key == "path-01" and lesson("05").key == "path-05" and reference_lesson("05").key == "05"
    with pytest.raises(KeyError):
        lesson(99)


@pytest.mark.parametrize("query, target", [
    ("", "home.ipynb"),
    ("exercise=t-r1-1-0001", "quiz.ipynb?exercise=t-r1-1-0001"),
    ("exercise=t-r1-1-0001&name=Ada", "quiz.ipynb?exercise=t-r1-1-0001&name=Ada"),
    ("name=Ada", "quiz.ipynb?name=Ada"),
    ("kind=legal", "quiz.ipynb?kind=legal"),
    ("scenario=r10-wedding", "teacher.ipynb?scenario=r10-wedding"),
    ("scenario=z:abc&at=7", "teacher.ipynb?scenario=z:abc&at=7"),
    ("theme=dark", "home.ipynb?theme=dark"),
])
def test_forward_target_keeps_old_links_working(query, target):
    assert forward_target(query) == target
    assert forward_target("?" + query) == target


def test_root_redirects_home_and_forwards_old_links():
    """The front door's one redirect, served by tornado on loopback in a thread of its own (its own
    event loop: the browser tests leave Playwright's loop running in the main thread)."""
    import asyncio
    import threading

    from tornado.httpclient import AsyncHTTPClient
    from tornado.httpserver import HTTPServer
    from tornado.testing import bind_unused_port

    cases = (("/", "/voila/render/home.ipynb"),
             ("/?exercise=t-r1-1-0001", "/voila/render/quiz.ipynb?exercise=t-r1-1-0001"),
             ("/?scenario=r10-wedding", "/voila/render/teacher.ipynb?scenario=r10-wedding"))
    got: dict[str, tuple[int, str | None]] = {}

    async def serve_and_ask() -> None:
        sock, port = bind_unused_port()
        server = HTTPServer(Application([("/", front_door_handler(), {"base_url": "/"})]))
        server.add_sockets([sock])
        client = AsyncHTTPClient()
        for path, _ in cases:
            response = await client.fetch(f"http://127.0.0.1:{port}{path}", follow_redirects=False,
                                          raise_error=False)
            got[path] = (response.code, response.headers.get("Location"))
        server.stop()

    thread = threading.Thread(target=lambda: asyncio.run(serve_and_ask()))
    thread.start()
    thread.join(60)
    assert got == {path: (302, where) for path, where in cases}


def test_lesson_progress_is_kept_when_the_store_is_opened_again(tmp_path):
    """A reload or a restarted server loses nothing: the answers are in the quiz's SQLite file."""
    first = LessonProgress(tmp_path)
    two = reference_lesson("02")
    assert first.state("Ada", two).status == NOT_STARTED
    first.visit("Ada", two)
    assert first.state("Ada", two).status == IN_PROGRESS
    first.answer("Ada", two, "fuchs-is-trump", False)
    first.answer("Ada", two, "fuchs-is-trump", True)
    first.answer("Ada", two, "fuchs-is-trump", False)        # right once counts for good
    first.close()
    again = LessonProgress(tmp_path)
    state = again.state("  ada ", two)
    assert state.right == 1 and state.status == IN_PROGRESS and "1 of 4" in state.sentence()
    for key in two.exercises:
        again.answer("Ada", two, key, True)
    assert again.state("Ada", two).status == DONE
    assert again.states("Ada")["01"].status == NOT_STARTED
    again.close()


def test_lessons_and_quiz_share_the_learner(tmp_path):
    store = ProgressStore(tmp_path)
    session = QuizSession(store)
    session.login("Grace Hopper")
    progress = LessonProgress(store)
    assert progress.learner_id("grace hopper") == session.learner.id
    progress.answer("Grace Hopper", reference_lesson("01"), "cards-in-deck", True)
    assert [learner.name for learner in store.learners()] == ["Grace Hopper"]
    with sqlite3.connect(store.path) as db:                     # one file for both
        assert db.execute("SELECT COUNT(*) FROM lesson_exercises").fetchone()[0] == 1


def test_lesson_page_counts_tracked_exercises_and_saves_them_at_login(tmp_path):
    """A side page's exercises (the page for Doppelkopf players, issue 34: renamed, its answers under 07)."""
    from widgets.hydra.course.tryit import points_exercise
    progress = LessonProgress(tmp_path)
    page = LessonPage("doppelkopf-players.ipynb", progress=progress, environ={"QUERY_STRING": ""})
    assert page.name is None and page.name_row.layout.display == "flex"
    ex = page.track("solo-points", points_exercise(eyes=125, multiplier=3, bonus=5))
    ex.value = "44"
    assert ex.check() is True
    assert "Type your name" in ex.status.value
    assert progress.state("Ada", reference_lesson("07")).right == 0
    page.name_input.value = "Ada"                                   # typed in: saved now
    assert page.name == "Ada" and progress.state("Ada", reference_lesson("07")).right == 1
    assert "?name=Ada" in page.bar.value
    with pytest.raises(KeyError):
        page.track("no-such-exercise", eyes_exercise("ED"))
    reloaded = LessonPage("doppelkopf-players.ipynb", progress=progress, environ={"QUERY_STRING": "name=Ada"})
    again = reloaded.track("solo-points", points_exercise(eyes=125, multiplier=3, bonus=5))
    assert "right before" in again.status.value
    assert "1 of 3 exercises answered right" in reloaded.footer().value


def test_lesson_footer_links_the_neighbours_and_the_quiz_after_the_last():
    page = LessonPage("05", name=None, environ={})
    foot = page.footer().value
    assert 'href="04-trumps.ipynb"' in foot
    assert 'href="06-parties.ipynb"' in foot
    odds = LessonPage("odds.ipynb", name="Ada", environ={}).footer().value   # off the path (issues 19, 34)
    assert "Reference page" in odds and "09-" not in odds
    last = LessonPage(LESSONS[-1].number, environ={}).footer().value
    assert "quiz.ipynb" in last
    side = LessonPage("doppelkopf-players.ipynb", name="Ada", environ={}).footer().value   # a side page
    assert 'href="home.ipynb?name=Ada"' in side and "Reference page" in side


def test_home_marks_each_lesson(tmp_path):
    """The map: a step lesson's steps done and its stars; a page lesson not started, in progress or
    done; the earlier lessons' answers count for the new steps (issue 19)."""
    progress = LessonProgress(tmp_path)
    for key in reference_lesson("01").exercises:              # the earlier deck lesson, finished
        progress.answer("Ada", reference_lesson("01"), key, True)
    progress.step_answer("Ada", lesson("03"), "03-tricks-2", done=True, star=True)
    progress.visit("Ada", reference_lesson("06"))
    for key in reference_lesson("05").exercises:              # the earlier scoring lesson, finished
        progress.answer("Ada", reference_lesson("05"), key, True)
    home = HomePage(name="Ada", progress=progress)
    table = home.lessons_html.value.split('class="hh-side"')[0]
    rows = table.split("<tr>")[2:]
    assert "3/3 steps" in rows[0] and "6/6 steps" in rows[1]          # migrated from the deck lesson
    assert "1/7 steps, 1 ★" in rows[2] and "0/6 steps" in rows[3]
    assert "0/9 steps" in rows[4] and "0/15 steps" in rows[5]
    assert "3/9 steps, 0 ★" in rows[6]      # 07: the old scoring lesson's three answers count (no stars)
    assert f"{len(LESSONS)} lessons" in home.lessons_html.value
    assert f"2 of {len(LESSONS)} lessons done" in home.who.value
    side = home.lessons_html.value.split('class="hh-side"')[1]          # issue 34: the rules reference, the side pages
    assert 'href="rules.ipynb?name=Ada"' in side and "01-the-deck.ipynb" not in side
    assert 'href="doppelkopf-players.ipynb?name=Ada"' in side and 'href="odds.ipynb?name=Ada"' in side
    progress.answer("Ada", reference_lesson("08"), "most-likely", True)    # a side page's answers show there
    odds = HomePage(name="Ada", progress=progress).lessons_html.value.split('href="odds.ipynb?name=Ada"')[1]
    assert "1 of 3 exercises answered right" in odds.split("</li>")[0]
    nobody = HomePage(progress=progress)
    assert "hh-status" not in nobody.lessons_html.value
    assert build_home({"QUERY_STRING": "name=Ada"}).name == "Ada"


def test_play_link_only_when_the_notebook_exists(tmp_path, monkeypatch):
    monkeypatch.setenv("HYDRA_NOTEBOOKS", str(tmp_path))
    assert "coming soon" in nav.play_link_html() and "href" not in nav.play_link_html()
    (tmp_path / PAGES["play"].notebook).write_text("{}", encoding="utf-8")
    assert nav.play_link_html("Ada") == '<a href="play.ipynb?name=Ada">Play a round</a>'
    assert 'href="play.ipynb"' in nav.nav_html("quiz")


def test_nav_bar_links_home_neighbours_and_pages():
    html = nav.nav_html("01", "Ada Lovelace")
    assert 'href="home.ipynb?name=Ada+Lovelace"' in html
    assert 'href="02-cards-and-eyes.ipynb?name=Ada+Lovelace"' in html
    assert "Lesson 1 of" in html and "←" not in html
    assert page_url("glossary", "Ada Lovelace") in html
    assert "&lt;b&gt;" in nav.nav_html("home", "<b>Eve</b>")          # names are escaped


def test_home_links_the_other_games_only_when_their_pages_exist(tmp_path, monkeypatch):
    """Issues 13 and 14: the front door leads to the Doppelkopf pages and the 500 course, and never
    to a page that is not there (no dead ends)."""
    from tutor.course import OTHER_GAMES
    monkeypatch.setenv("HYDRA_NOTEBOOKS", str(tmp_path))
    assert "doppelkopf" not in HomePage(progress=LessonProgress(tmp_path)).pages_html.value
    (tmp_path / PAGES["doppelkopf-differences"].notebook).write_text("{}", encoding="utf-8")
    html = HomePage(name="Ada", progress=LessonProgress(tmp_path)).pages_html.value
    assert 'href="doppelkopf-differences.ipynb?name=Ada"' in html and "rule-card" not in html
    monkeypatch.delenv("HYDRA_NOTEBOOKS")
    shipped = HomePage(progress=LessonProgress(tmp_path)).pages_html.value
    for key in OTHER_GAMES:                      # the repository ships every one of them
        assert f'href="{PAGES[key].notebook}"' in shipped, key

"""The home page and the navigation bar reach every game through its tutor entry (issue 36): each game's pages are
its :attr:`tutor.games.TutorGame.pages`, so a game a plugin adds (the test game Zwölf, ``tests/twelve_cards.py``)
is on the home page and in the bar with no change to a shared module, and the games the tutor ships keep their
pages, addresses and order."""

from __future__ import annotations

import tempfile

import twelve_cards as zwoelf
from tutor.course import OTHER_GAMES, PAGES, LessonProgress
from tutor.games import COURSE_PAGE, DEFAULT_GAME, MORE_PAGE, PLAY_PAGE, TUTOR_GAMES, game_of_page, role_page
from widgets.common.nav import game_pages, nav_html
from widgets.course.home import HomePage

#: The other games' cards on the home page before their pages moved into their entries, in the same order.
SHIPPED = ("doppelkopf-differences", "doppelkopf-rule-card", "doppelkopf-play", "fuenfhundert",
           "fuenfhundert-play", "hydropolis", "hydropolis-play")


def test_the_shipped_games_pages_keep_their_keys_addresses_and_order():
    assert tuple(OTHER_GAMES) == SHIPPED
    assert [PAGES[key].notebook for key in SHIPPED] == [
        "doppelkopf-differences.ipynb", "doppelkopf-rule-card.ipynb", "doppelkopf-play.ipynb",
        "500-01-deck-and-bids.ipynb", "500-play.ipynb", "hydropolis-01-cards-and-sides.ipynb", "hydropolis-play.ipynb"]
    assert PAGES["play"].notebook == "play.ipynb" and "zwoelf" not in PAGES


def test_every_games_pages_are_found_by_their_keys():
    """A game's page keys start with its id (the default game's aside), and a game has one course and one play page
    at most: the bar finds a page's game without loading any entry."""
    for key in TUTOR_GAMES:
        game = TUTOR_GAMES[key]
        roles = [p.role for p in game.pages]
        assert roles.count(COURSE_PAGE) <= 1 and roles.count(PLAY_PAGE) <= 1, key
        for page in game.pages:
            assert game_of_page(page.key) == key or key == DEFAULT_GAME, page.key
            if page.role != MORE_PAGE:
                assert PAGES[page.key] is page


def _home(name: str = "Ada") -> HomePage:
    return HomePage(name=name, progress=LessonProgress(tempfile.mkdtemp()))


def test_a_plugged_in_game_is_on_the_home_page_with_its_lesson_and_its_play_page():
    before = _home()
    assert "zwoelf" not in before.pages_html.value + before.courses_html.value
    with zwoelf.registered():
        assert tuple(OTHER_GAMES) == (*SHIPPED, "zwoelf", "zwoelf-play")       # after the shipped games
        home = _home()
        cards = home.pages_html.value
        assert 'href="table.ipynb?game=zwoelf&amp;name=Ada"' in cards and "Play a round of Zwölf" in cards
        assert 'href="lesson.ipynb?game=zwoelf&amp;lesson=zw-1&amp;name=Ada"' in cards
        assert cards.index("hydropolis-play.ipynb") < cards.index("table.ipynb?game=zwoelf")
        course = home.courses_html.value                                       # its lessons with their progress
        assert 'class="hh-game hh-zwoelf"' in course and "Zwölf: a lesson of one step" in course
        assert "A test game: two players, twelve cards" in course and "0/1 step, 0 ★" in course
        assert course.index("hh-fuenfhundert") < course.index("hh-zwoelf")    # 500's course stays first
    after = _home()
    assert "zwoelf" not in after.pages_html.value + after.courses_html.value


def test_a_plugged_in_games_pages_have_its_course_and_play_page_in_the_bar():
    with zwoelf.registered():
        assert game_pages("zwoelf-play") == ("zwoelf", "zwoelf-play")
        bar = nav_html("zwoelf-play", "Ada")
        assert 'class="hn-course" href="lesson.ipynb?game=zwoelf&amp;lesson=zw-1&amp;name=Ada"' in bar
        assert '<span class="hn-here">' in bar and "table.ipynb" not in bar          # its play page: where we are
        bar = nav_html("zwoelf", "Ada")
        assert 'href="table.ipynb?game=zwoelf&amp;name=Ada"' in bar
        assert 'href="play.ipynb' not in nav_html("zwoelf", "Ada")              # not the default game's play page
        assert 'href="play.ipynb?name=Ada"' in nav_html("quiz", "Ada")          # the shared pages keep the default's
    assert game_pages("zwoelf-play") == (None, "play")                           # unknown once it is gone


def test_the_bar_of_the_shipped_games_pages_is_as_before():
    assert game_pages("doppelkopf") == ("doppelkopf-differences", "doppelkopf-play")
    assert game_pages("fuenfhundert-notes") == ("fuenfhundert", "fuenfhundert-play")
    assert "Play a game" in nav_html("hydropolis", "Ada") and "Play a game" not in nav_html("quiz", "Ada")
    notes = 'href="500-rule-notes.ipynb?name=Ada"'
    assert notes in nav_html("fuenfhundert-play", "Ada") and notes not in nav_html("fuenfhundert-notes", "Ada")
    assert notes not in nav_html("doppelkopf-play", "Ada")
    assert role_page(TUTOR_GAMES[DEFAULT_GAME], PLAY_PAGE) is PAGES["play"]


def test_a_table_of_the_plugged_in_game_has_its_bar():
    from widgets.tables.page import bar_page
    with zwoelf.registered():
        assert bar_page(zwoelf.ID) == "zwoelf-play" and bar_page("hydropolis") == "play"

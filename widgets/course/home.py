"""The tutor's front door (``notebooks/home.ipynb``): the lessons in order, each marked not started,
in progress or done for the learner, and the quiz, "Play a round", the teacher's dashboard and the
glossary. The learner's name (``?name=`` or typed in) goes into every link.

Every game's part of it comes from the game's tutor entry (issue 36, :data:`tutor.games.TUTOR_GAMES`): the
lead is the default game's :attr:`~tutor.games.TutorGame.about`, each other game with lessons of steps has
its table of them (its ``course``, its ``about`` and its pages reached from its own), and the cards of the
other games are their entries' pages; a game a plugin adds is there too, and this module names no game.

>>> import tempfile
>>> from tutor.course import LessonProgress, lesson
>>> progress = LessonProgress(tempfile.mkdtemp())
>>> _ = progress.step_answer("Ada", lesson("01"), "01-win-1", done=True, star=True)
>>> home = HomePage(name="Ada", progress=progress)
>>> "1/3 steps" in home.lessons_html.value, 'href="01-how-you-win.ipynb?name=Ada"' in home.lessons_html.value
(True, True)
>>> 'href="rules.ipynb?name=Ada"' in home.lessons_html.value       # the rules reference (issue 34)
True
>>> "01-the-deck.ipynb" in home.lessons_html.value                  # the earlier course's pages are gone
False
>>> home.forward.value == "", HomePage(query="name=Ada").forward.value == ""
(True, True)
>>> "quiz.ipynb?exercise=t-r1-1-0001" in HomePage(query="exercise=t-r1-1-0001").forward.value
True
"""

from __future__ import annotations

import os
import sys
from collections.abc import Iterable, Mapping

import ipywidgets as W

from hydra.core.i18n import _, ngettext
from tutor.course import (DONE, HOME, IN_PROGRESS, LESSONS, OTHER_GAMES, PAGES, Lesson, LessonProgress, LessonState,
                          forward_target, notebook_url)
from tutor.course.lessons import SIDE_PAGES
from tutor.games import COURSE_PAGE, DEFAULT_GAME, MORE_PAGE, PLAY_PAGE, TUTOR_GAMES, TutorGame, role_page
from tutor.language import page_language
from tutor.progress import clean_name

from ..common.base import SnapshotMixin, Trait, esc
from ..common.keep_name import name_mark
from ..common.language import LANGUAGE_STYLE, language_switch_html
from ..common.query import address_html
from ..common.nav import NAV_STYLE, learner_name, page_exists, page_link_html, page_scripts_html, play_link_html
from .lesson import CourseLearner

__all__ = ["HomePage", "build_home", "HOME_STYLE", "game_course_html"]

HOME_STYLE = NAV_STYLE + LANGUAGE_STYLE + """<style>
.hh{font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1d1d1d;max-width:1100px}
.hh h1{font-size:32px;margin:4px 0 2px 0;color:#1f3d2a}
.hh .hh-langs{display:flex;justify-content:flex-end;font-size:16px}
.hh .hh-lead{font-size:17px;margin:0 0 10px 0;max-width:900px}
.hh table.hh-lessons{border-collapse:collapse;width:100%;font-size:16px}
.hh table.hh-lessons td,.hh table.hh-lessons th{padding:6px 10px;border-bottom:1px solid #e3e3e3;text-align:left;
 vertical-align:top}
.hh table.hh-lessons th{background:#eef3ee}
.hh a{color:#1a4f9c}
.hh .hh-status{display:inline-block;border-radius:10px;padding:1px 10px;font-size:13px;font-weight:600;
 white-space:nowrap}
.hh .hh-not-started{background:#eee;color:#555}
.hh .hh-in-progress{background:#fff3c4;color:#5a4300}
.hh .hh-done{background:#dff3e3;color:#1b5e20}
.hh .hh-cards{display:flex;flex-wrap:wrap;gap:12px;margin:12px 0}
.hh .hh-card{flex:1 1 230px;border:1px solid #cfd8cf;border-radius:10px;padding:10px 14px;background:#fbfdfb}
.hh .hh-card h3{margin:0 0 4px 0;font-size:18px}
.hh .hh-card p{margin:0;font-size:14px}
.hh .hh-forward{background:#eef3fb;border-radius:8px;padding:8px 14px;font-size:17px;margin:6px 0}
.hh .hh-sum{display:none;font-size:14px;color:#444;margin-top:2px}
.hh table.hh-lessons a{display:inline-flex;align-items:center;min-height:44px}
.hh a[href]{display:inline-flex;align-items:center;min-height:44px;min-width:44px;vertical-align:middle}
.hh input[type=text]{min-height:44px;height:44px;font-size:17px;box-sizing:border-box}
.hh .widget-text{height:auto;min-height:44px}
.hh button{min-height:44px;height:auto;font-size:16px;padding:0 14px}
.hh input[type=checkbox]{min-width:44px;min-height:44px}
.hh .hh-dots{white-space:nowrap;letter-spacing:1px;font-size:15px}
.hh .hh-dot-done{color:#2e8b57}.hh .hh-dot-star{color:#e0a100}
.hh .hh-dot-again{color:#c0262d}.hh .hh-dot-todo{color:#bbb}
.hh .hh-steps{font-size:13px;color:#333;white-space:nowrap}
.hh ul.hh-side{list-style:none;padding:0;margin:4px 0}
.hh ul.hh-side li{border-bottom:1px solid #e3e3e3;padding:2px 0 6px 0}
.hh ul.hh-side li>a{font-size:17px;font-weight:600}
.hh .hh-side-sum{font-size:14px;color:#444;line-height:1.35}
@media (max-width:640px){
 .hh table.hh-lessons td:nth-child(3),.hh table.hh-lessons th:nth-child(3){display:none}
 .hh .hh-sum{display:block}
 .hh table.hh-lessons td,.hh table.hh-lessons th{padding:6px 6px}
}
</style>"""

_STATUS_CLASS = {DONE: "hh-done", IN_PROGRESS: "hh-in-progress"}


class HomePage(CourseLearner, SnapshotMixin, W.VBox):
    """The front door; ``query`` is the page's query string (``?name=``, or an old link's)."""

    PAGE = "home"

    def __init__(self, name: str | None = None, progress: LessonProgress | None = None,
                 query: str | None = None, **kwargs: Trait) -> None:
        super().__init__(**kwargs)
        self.add_class("hh")
        self._progress = progress
        self.name: str | None = None
        self.head = W.HTML()
        self.forward = W.HTML()
        name_input, name_button = self.build_name_input(_("Your name"), _("Show my progress"), "240px")
        self.who = W.HTML()
        self.who.add_class("hn-names")          # a long name without spaces wraps (NAV_STYLE)
        self.lessons_html = W.HTML()
        self.pages_html = W.HTML()
        self.courses_html = W.HTML()             # the other games' lessons and the learner's progress in them
        self.children = [W.HTML(HOME_STYLE + page_scripts_html()), self.head, self.forward,
                         W.HBox([name_input, name_button, self.who],
                                layout=W.Layout(align_items="center", flex_flow="row wrap")),
                         self.lessons_html, self.courses_html, self.pages_html]
        target = forward_target(query)
        # the home's own address carries ?name=; only an exercise, a kind or a scenario is forwarded
        without_name = "&".join(p for p in (query or "").lstrip("?").split("&") if not p.startswith("name="))
        if without_name and not forward_target(without_name).startswith(HOME.notebook):
            page = target.split("?", 1)[0]
            title = next((_(p.title) for p in PAGES.values() if p.notebook == page), page)
            self.forward.value = ('<div class="hh-forward">' + esc(_("This address was made for the page “{page}”:")
                                                                  .format(page=title))
                                  + f' <a href="{esc(target)}"><b>' + esc(_("open it there →")) + "</b></a></div>")
        if name:
            self.name_input.value = name          # logs in through the observer
        else:
            self._draw()

    def login(self, name: str) -> str | None:
        try:
            self.name = clean_name(name)
        except ValueError as error:
            self.who.value = f'<span style="color:#a0141e">{esc(error)}</span>'
            return None
        self._draw()
        return self.name

    @property
    def fh_html(self) -> W.HTML:
        """The other games' lessons (its earlier name: 500's were the only ones)."""
        return self.courses_html

    def states(self, lessons: Iterable[Lesson] | None = None, course: str = "") -> dict[str, LessonState] | None:
        """The learner's progress in ``lessons`` (the Hydra course's by default; the earlier lessons,
        another game's course: saved alike), or None without a name or when the file cannot be read."""
        if not self.name or self.progress is None:
            return None
        try:
            return self.progress.states(self.name) if lessons is None else self.progress.states(self.name, lessons)
        except Exception as error:
            print(f"hydra home: {course}progress unreadable: {error!r}", file=sys.stderr)
            return None

    def side_states(self) -> dict[str, LessonState] | None:
        """The learner's progress on the side pages (the odds, Hydra for Doppelkopf players)."""
        return self.states(SIDE_PAGES)

    def snapshot_html(self) -> str:
        return HOME_STYLE + self.head.value + self.lessons_html.value + self.courses_html.value + self.pages_html.value

    def course_states(self, game: TutorGame) -> dict[str, LessonState] | None:
        """The learner's progress in the lessons of ``game`` (saved like the Hydra lessons')."""
        return self.states([item for item, _steps in game.course()], f"{game.label} ")

    def _draw(self) -> None:
        name = self.name
        states = self.states()
        lead = _(TUTOR_GAMES[DEFAULT_GAME].about).format(count=len(LESSONS))
        self.head.value = (f'<div class="hh-langs">{language_switch_html(name)}</div>'
                           "<h1>" + esc(_("Hydra rules tutor")) + "</h1>"
                           f'<p class="hh-lead">{esc(lead)}</p>')
        if name:
            done = sum(1 for s in (states or {}).values() if s.status == DONE)
            learning = esc(_("Learning as {name}: {done} of {count} lessons done.")).format(
                name=f"<b>{esc(name)}</b>", done=done, count=len(LESSONS))
            self.who.value = ("&nbsp;" + learning + " "
                              + esc(_("Your progress is saved under this name, in the lessons and in the quiz."))
                              + name_mark(name))          # the page's address and its links keep it
        else:
            self.who.value = "&nbsp;" + esc(_("Type your name to see and keep your progress (lessons and quiz use "
                                              "the same name)."))
        rows = [_lesson_row(int(item.number), item, (states or {}).get(item.number), name) for item in LESSONS]
        sides = self.side_states()
        side_rows = "".join(
            f'<li><a href="{esc(item.url(name))}">{esc(_(item.title))}</a>{_side_status(item, sides)}'
            f'<div class="hh-side-sum">{esc(_(item.summary))}</div></li>' for item in SIDE_PAGES)
        self.lessons_html.value = (
            "<h2>" + esc(_("The course: {count} lessons").format(count=len(LESSONS))) + "</h2>"
            "<p>" + esc(_("Start with lesson 1: each lesson is a few short steps, one idea and one thing to do on "
                          "each; ★ marks a step answered at the first try.")) + "</p>"
            + _lessons_table_head() + "".join(rows) + "</table>"
            "<h2>" + esc(_("For the curious")) + "</h2>"
            '<ul class="hh-side"><li>' + page_link_html("rules", name) + '<div class="hh-side-sum">'
            + esc(_("Every rule of the official rules by topic, in German and English, each with an example. "
                    "Search it for a word in either language.")) + "</div></li>" + side_rows
            + "<li>" + page_link_html("going-deeper", name) + '<div class="hh-side-sum">'
            + esc(_("All of these, and the pages for teachers.")) + "</div></li></ul>"
            + (address_html(name=name) if name else ""))
        play = role_page(TUTOR_GAMES[DEFAULT_GAME], PLAY_PAGE)
        cards = [
            ("quiz", page_link_html("quiz", name), esc(_(PAGES["quiz"].summary))),
            *([(play.key, play_link_html(name), esc(_(play.summary)))] if play else []),
            ("teacher", page_link_html("teacher", name), esc(_(PAGES["teacher"].summary)) + "; "
             + page_link_html("teacher-scenarios", name, _("its pieces one at a time"))),
            ("glossary", page_link_html("glossary", name), esc(_(PAGES["glossary"].summary))),
        ]
        self.courses_html.value = "".join(
            game_course_html(game, name, self.course_states(game))
            for game in (TUTOR_GAMES[key] for key in TUTOR_GAMES if key != DEFAULT_GAME) if game.course())
        others = [(key, page_link_html(key, name), esc(_(PAGES[key].summary)))
                  for key in OTHER_GAMES if page_exists(key)]           # no dead links
        self.pages_html.value = ("<h2>" + esc(_("More")) + '</h2><div class="hh-cards">' + "".join(
            f'<div class="hh-card hh-{key}"><h3>{link}</h3><p>{summary}</p></div>'
            for key, link, summary in cards) + "</div>" + (
            "<h2>" + esc(_("The games Hydra comes from, and others")) + '</h2><div class="hh-cards">' + "".join(
                f'<div class="hh-card hh-{key}"><h3>{link}</h3><p>{summary}</p></div>'
                for key, link, summary in others) + "</div>" if others else ""))


def _side_status(item: Lesson, states: Mapping[str, LessonState] | None) -> str:
    """A side page's progress beside its link, once its exercises were answered (saved as before)."""
    state = (states or {}).get(item.number)
    if state is None or state.status not in (DONE, IN_PROGRESS):
        return ""
    css = _STATUS_CLASS[state.status]
    return f' <span class="hh-status {css}">{esc(state.sentence())}</span>'


def _lessons_table_head() -> str:
    """The head of a table of lessons (Hydra's, 500's)."""
    heads = (_("lesson"), _("what it covers"), _("progress"))
    return '<table class="hh-lessons"><tr><th>#</th>' + "".join(f"<th>{esc(h)}</th>" for h in heads) + "</tr>"


def _steps_html(state: LessonState) -> str:
    """A step lesson's map: a dot per step (★ first try, ● done, ↺ to practise again, ○ not yet)."""
    marks = []
    for step in state.lesson.exercises:
        if step in state.stars:
            css, title, mark = "star", _("first try"), "★"
        elif step in state.right_keys:
            css, title, mark = "done", _("done"), "●"
        elif step in state.again:
            css, title, mark = "again", _("to practise again"), "↺"
        else:
            css, title, mark = "todo", _("not yet"), "○"
        marks.append(f'<span class="hh-dot-{css}" title="{esc(title)}">{mark}</span>')
    steps = ngettext("{right}/{total} step, {stars} ★", "{right}/{total} steps, {stars} ★", state.total).format(
        right=state.right, total=state.total, stars=len(state.stars))
    return f'<span class="hh-dots">{"".join(marks)}</span> <span class="hh-steps">{esc(steps)}</span>'


def _lesson_row(number: int, item: Lesson, state: LessonState | None, name: str | None) -> str:
    """A lesson's row: its number, its link, what it covers and the learner's progress in it."""
    if state is None:
        status = '<span class="hh-status hh-not-started">' + esc(_("not started")) + "</span>" if name else ""
    elif item.steps:                            # a lesson of steps: its dots and stars
        status = _steps_html(state)
    else:
        css = _STATUS_CLASS.get(state.status, "hh-not-started")
        detail = f" ({state.right}/{state.total})" if state.status == IN_PROGRESS else ""
        status = f'<span class="hh-status {css}">{esc(_(state.status))}{detail}</span>'
    summary = esc(_(item.summary))
    return (f"<tr><td>{number}</td><td><a href=\"{esc(item.url(name))}\">"
            f"<b>{esc(_(item.title))}</b></a><div class=\"hh-sum\">{summary}</div></td>"
            f"<td>{summary}</td><td>{status}</td></tr>")


def game_course_html(game: TutorGame, name: str | None, states: Mapping[str, LessonState] | None) -> str:
    """Another game's course on the front door (issue 19: 500's): its lessons of steps, each with the learner's
    progress, what the game's entry says of it and its pages reached from its own (500's rule notes), every
    link with the name; headed by its course page's title (else its name).

    >>> from tutor.games import TUTOR_GAMES
    >>> html = game_course_html(TUTOR_GAMES["fuenfhundert"], "Ada", None)
    >>> 'href="500-01-deck-and-bids.ipynb?name=Ada"' in html, 'href="500-rule-notes.ipynb?name=Ada"' in html
    (True, True)
    """
    rows = [_lesson_row(n, item, (states or {}).get(item.number), name)
            for n, (item, _steps) in enumerate(game.course(), 1)]
    course = role_page(game, COURSE_PAGE)
    more = " ".join(f'<a href="{esc(notebook_url(p.notebook, name))}">{esc(_(p.title))}</a>: {esc(_(p.summary))}'
                    for p in game.pages if p.role == MORE_PAGE)
    about = " ".join(part for part in (esc(_(game.about)) if game.about else "", more) if part)
    return (f'<h2 class="hh-game hh-{game.id}">' + esc(_(course.title) if course else _(game.label)) + "</h2>"
            + (f"<p>{about}</p>" if about else "")
            + _lessons_table_head().replace('class="hh-lessons"',
                                            f'class="hh-lessons hh-game-lessons hh-{game.id}-lessons"')
            + "".join(rows) + "</table>")


def build_home(environ: Mapping[str, str] | None = None) -> HomePage:
    """What notebooks/home.ipynb shows: the learner from ``?name=``, in the page's language (``?lang=``, else
    the browser's, :func:`tutor.language.page_language`)."""
    environ = os.environ if environ is None else environ
    page_language(environ)
    return HomePage(name=learner_name(environ), query=environ.get("QUERY_STRING", ""))

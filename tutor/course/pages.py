"""The tutor's pages besides the lessons (issue 36): its own (home, rules, quiz, teacher, glossary, going
deeper) and every game's, read from the game's entry in the tutor's registry (:attr:`tutor.games.TutorGame.pages`),
with their links; and where the tutor's address ``/`` forwards old links.

The lessons (:mod:`tutor.course.lessons`) know no game's entry; this module sits above both.

>>> page_url("quiz", name="Ada Lovelace")
'quiz.ipynb?name=Ada+Lovelace'
>>> forward_target("exercise=t-r1-1-0001")
'quiz.ipynb?exercise=t-r1-1-0001'
>>> forward_target("scenario=r10-wedding"), forward_target("")
('teacher.ipynb?scenario=r10-wedding', 'home.ipynb')
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from typing import overload

from hydra.core.i18n import N_

from ..games import DEFAULT_GAME, MORE_PAGE, TUTOR_GAMES, Page, game_of_page
from ..links import query_value
from .lessons import COURSE, notebook_url

__all__ = ["Page", "PAGES", "TUTOR_PAGES", "HOME", "OTHER_GAMES", "page", "page_url", "forward_target",
           "QUIZ_KEYS", "TEACHER_KEYS", "CLASS_PAGE"]

HOME = Page("home", "home.ipynb", N_("Home"), N_("the tutor's front door"))
#: The tutor's own pages besides the lessons (each game's are in its entry: :attr:`TutorGame.pages`).
TUTOR_PAGES: tuple[Page, ...] = (
    HOME,
    Page("rules", "rules.ipynb", N_("The rules of Hydra"),
         N_("every rule of the official rules by topic, in German and English, each with an example; searchable")),
    Page("quiz", "quiz.ipynb", N_("Rules quiz"), N_("exercises with instant feedback, saved under your name")),
    Page("teacher", "teacher.ipynb", N_("Teacher's dashboard"),
         N_("build, present and share scenarios on a projector")),
    Page("teacher-scenarios", "teacher-scenarios.ipynb", N_("Teacher scenarios, step by step"),
         N_("the dashboard's pieces one at a time")),
    Page("glossary", "glossary.ipynb", N_("Glossary"), N_("the German and Latin words of the game")),
    Page("going-deeper", "going-deeper.ipynb", N_("Going deeper"),            # the default course's side pages
         COURSE.deeper or N_("Off the learner's path: for the curious and for teachers.")),
)
_OWN = {p.key: p for p in TUTOR_PAGES}


def _game_pages(game: str) -> list[Page]:
    """A game's pages that the home page shows (all but those reached from its own pages alone)."""
    return [p for p in TUTOR_GAMES[game].pages if p.role != MORE_PAGE]


class _Pages(Mapping[str, Page]):
    """The tutor's pages by key (:data:`PAGES`): its own, then each game's from its entry (issue 36), in the
    registry's order; a key is looked up in the game whose id it starts with first, so that finding a game's
    page loads that game's entry alone."""

    def __getitem__(self, key: str) -> Page:
        if key in _OWN:
            return _OWN[key]
        first = game_of_page(key)
        for game in [first, *(g for g in TUTOR_GAMES if g != first)]:
            for found in TUTOR_GAMES[game].pages:
                if found.key == key and found.role != MORE_PAGE:
                    return found
        raise KeyError(f"there is no page {key!r}")

    def __iter__(self) -> Iterator[str]:
        yield from _OWN
        for game in TUTOR_GAMES:
            yield from (p.key for p in _game_pages(game))

    def __len__(self) -> int:
        return sum(1 for _key in self)


class _OtherGames(Sequence[str]):
    """The keys of the pages of every game but the default one (:data:`OTHER_GAMES`), in the registry's order,
    each game's in its entry's order: the home page's cards of the other games."""

    def _keys(self) -> list[str]:
        return [p.key for game in TUTOR_GAMES if game != DEFAULT_GAME for p in _game_pages(game)]

    @overload
    def __getitem__(self, index: int) -> str: ...

    @overload
    def __getitem__(self, index: slice) -> Sequence[str]: ...

    def __getitem__(self, index: int | slice) -> str | Sequence[str]:
        return self._keys()[index]

    def __len__(self) -> int:
        return len(self._keys())


#: The tutor's pages besides the lessons, by key: its own and every game's (read from the entries when asked).
PAGES: Mapping[str, Page] = _Pages()
#: The pages of the other games the tutor teaches (issues 13, 14, 20), shown on the front door: from their
#: entries, so a game registered by a plugin is there too.
OTHER_GAMES: Sequence[str] = _OtherGames()

#: Query parameters that the quiz's old links carried (``/?exercise=ID`` when the server served
#: only the quiz) and the teacher's (``?scenario=``): the front door forwards them.
QUIZ_KEYS = ("exercise", "kind", "name")
TEACHER_KEYS = ("scenario",)
#: A learner's class page ("Ask the class", widgets/classroom/page.py): ``/?class=CODE`` opens it.
CLASS_PAGE = "class.ipynb"



def page(key: str) -> Page:
    return PAGES[key]


def page_url(key: str, name: str | None = None, **query: str) -> str:
    """The relative link to a page (``quiz``, ``home``, ...) for the learner ``name``."""
    return notebook_url(PAGES[key].notebook, name, **query)


def forward_target(query: str | None) -> str:
    """Where the tutor's address ``/`` sends a request: old quiz links (``?exercise=``,
    ``?name=``, ``?kind=``) to the quiz and old teacher links (``?scenario=``) to the teacher's
    dashboard, each with its whole query string; anything else to the home page."""
    query = (query or "").lstrip("?")
    if any(query_value(query, key) is not None for key in TEACHER_KEYS):
        return PAGES["teacher"].notebook + "?" + query
    if query_value(query, "class") is not None:          # a class's address (issue 23): its own page,
        if query_value(query, "teacher") is not None:     # or the teacher's dashboard with its key
            return PAGES["teacher"].notebook + "?" + query
        return CLASS_PAGE + "?" + query
    if any(query_value(query, key) is not None for key in QUIZ_KEYS):
        return PAGES["quiz"].notebook + "?" + query
    return HOME.notebook + ("?" + query if query else "")

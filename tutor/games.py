"""The tutor's registry of games (issue 21): what the tutor knows of each game, keyed by the game's
quiz id (``?game=``), so that shared code asks the registry and never names a game.

:data:`hydra.GAMES` is the engine's registry (rounds, records); this is the tutor's, one
:class:`TutorGame` per game the tutor teaches: the titles, the engine games it draws from
(ids of :data:`hydra.GAMES`), its quiz kinds with their topics, how its cards are drawn and
named on the quiz board, the rulings its feedback links to, its pages and what a table of
friends needs of it (its :class:`TableGame`, found by :func:`table_game`). Each game's entry
lives in the game's own folder (``tutor/<game>/quiz/entry.py``); :data:`TUTOR_GAMES`
imports it the first time the game is asked for. A new game is its own modules plus one line
in :data:`TUTOR_GAMES`.

>>> from tutor.games import TUTOR_GAMES
>>> list(TUTOR_GAMES)
['hydra', 'doppelkopf', 'fuenfhundert', 'hydropolis']
>>> TUTOR_GAMES["doppelkopf"].engine
('doppelkopf-hausrunde', 'doppelkopf-turnier')
>>> game_of_kind("hp-points")
'hydropolis'
"""

from __future__ import annotations

import functools
import importlib
import logging
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol, TypeVar

from hydra.core.i18n import N_
from hydra.core.registry import GamePlugin, LazyRegistry, RoundProtocol

if TYPE_CHECKING:
    from .course.plan import Lesson
    from .course.steps import StepLesson
    from .exercises.kind import QuizKind
    from .exercises.model import Exercise, Feedback

__all__ = ["Page", "COURSE_PAGE", "PLAY_PAGE", "MORE_PAGE", "TutorGame", "TutorGames", "Listing", "TableGame",
           "LiveTable", "CardFace", "TrickRows", "TopicRow", "Ladder", "TUTOR_GAMES", "DEFAULT_GAME", "ENGINE_GAMES",
           "KIND_LETTERS",
           "game_of_kind", "game_of_page", "role_page", "tutor_game_of", "no_name", "no_course", "step_course",
           "table_game", "load_named", "words_by", "player_by"]

#: One topic of a game's quiz: (kind name, code, title: the situation only, rule, engine names
#: needed, lesson: said after the answer).
TopicRow = tuple[str, str, str, str, tuple[str, ...], str]
#: The reference under the board: a heading ("Trump order in the Normalspiel, highest first"),
#: its lines (a card's code, shown bold, or "", and its name; highest first) and notes under them,
#: or None where the exercise has nothing to list.
Ladder = tuple[str, tuple[tuple[str, str], ...], tuple[str, ...]] | None


# card: the quiz passes any game's card as object (TutorGame's hooks); this one names its own
def no_name(_ex: Exercise, _card: object) -> str:
    """No name under a card: its picture says it all."""
    return ""


def no_course() -> tuple[tuple[Lesson, StepLesson], ...]:
    """No lessons of steps (yet)."""
    return ()


_T = TypeVar("_T")

#: A seat's tricks at a table: the complete tricks (their cards and seats) and the trick on the table
#: (its seats None where the seat's view does not say them).
TrickRows = tuple[list[tuple[list[str], list[int]]], tuple[list[str], list[int | None]]]


# view: the game's own seat view (each game's SeatView)
def no_tricks(_view: object) -> TrickRows:
    """No tricks: the game lays its cards some other way."""
    return [], ([], [])


def first_legal(rnd: RoundProtocol[object], _decision: int) -> object:  # object: any game's action
    """The first legal action: the example player of a game that has none of its own yet."""
    return rnd.legal_actions()[0]


class CardFace(Protocol):
    """A game's picture of one card of an exercise, as an SVG string: ``face(ex, card, width, highlight, dim,
    label)``; ``highlight`` a mark ("winner", "legal", ...) or None, ``dim`` greyed out, ``label`` a word under
    the card ("led": the card that led the trick) where the game's faces write one, else unread."""

    # card: the quiz passes any game's card as object; each game's face draws its own
    def __call__(self, ex: Exercise, card: object, width: int, highlight: str | None, dim: bool,
                 label: str | None = None, /) -> str: ...


class _PlayedRound(Protocol):
    """A round of a table's match as the score reads it: its points per seat once over."""

    @property
    def points(self) -> tuple[int, ...] | None: ...


class _Seated(Protocol):
    """A table as the score reads it: how many play."""

    @property
    def players(self) -> int: ...


class LiveTable(Protocol):
    """What a game's table hooks (:attr:`TableGame.score_lines`, :attr:`TableGame.calls`) read of a table
    being played (:class:`tutor.tables.referee.Live`, which the tables build above this registry): the
    round, the match's rounds, the table, and the seats' names."""

    # Any: the game's own round (the round protocol); each game's hooks read their own
    @property
    def round(self) -> Any: ...
    @property
    def rounds(self) -> Sequence[_PlayedRound]: ...
    @property
    def table(self) -> _Seated: ...
    def name(self, seat: int | None) -> str: ...
    def short_name(self, seat: int) -> str: ...
    def named(self, text: str) -> str: ...


def no_calls(_live: LiveTable, _seat: int) -> list[str]:
    """No calls besides those the seat's view lists."""
    return []


def no_lines(_live: LiveTable, _seat: int) -> list[str]:
    """No score sheet of its own: the table says each player's points."""
    return []


def notation(action: str, _hand: Sequence[str]) -> str:
    """An action's notation as its button's words."""
    return action


def words_by(label: Callable[[str], str]) -> Callable[[str, Sequence[str]], str]:
    """A :attr:`TableGame.action_words` that words an action by ``label`` alone (the hand unread)."""
    return lambda action, _hand: label(action)


# Any: the game's example player (its class takes a seed and chooses in a round)
def player_by(player: Callable[[int], Any]) -> Callable[[Any, int], object]:
    """A :attr:`TableGame.example_action`: ``player(decision).choose(round)``."""
    return lambda rnd, decision: player(decision).choose(rnd)


#: A page's part in its game (:attr:`Page.role`): the game's course (the navigation bar's "Course" on its
#: pages), its play page (the bar's "Play"), or a page reached from its game's pages alone (the bar's menu).
COURSE_PAGE, PLAY_PAGE, MORE_PAGE = "course", "play", "more"


@dataclass(frozen=True)
class Page:
    """One of the tutor's pages that is not a lesson: its key (a game's pages' keys start with the game's id,
    so that the navigation bar finds a page's game without loading any entry), its notebook (with a query
    where one notebook serves several games: ``table.ipynb?game=zwoelf``), its title and one line of what it
    is, as the home page shows them."""

    key: str
    notebook: str
    title: str
    summary: str
    #: Its part in its game: :data:`COURSE_PAGE`, :data:`PLAY_PAGE`, :data:`MORE_PAGE` or "" (a page of it).
    role: str = ""
    #: Its words in the navigation bar where they are not the bar's own ("Play a game", "Rule notes").
    label: str = ""


@dataclass(frozen=True)
class TableGame:
    """What a table of friends (``tutor/tables``, ``widgets/tables``, issue 32) needs of a game: the same
    for every engine game its :class:`TutorGame` draws from. Each game's lives in its own folder
    (``tutor/<game>/together.py``) and its entry names it (:attr:`TutorGame.table`)."""

    #: A button's words for an action, given the seat's hand (the play pages' own labels); a
    #: ValueError or KeyError for a word it does not know (the table then shows its notation).
    action_words: Callable[[str, Sequence[str]], str] = notation
    #: The example player's action in a round (``example_action(round, decision)``): the same
    #: ``decision`` number chooses the same way.
    example_action: Callable[[Any, int], object] = first_legal
    #: The score sheet's lines once a round is over, as the seat reads it (``score_lines(live, seat)``),
    #: the table's names for the seats; the table adds each player's points where no line says them.
    score_lines: Callable[[LiveTable, int], list[str]] = no_lines
    #: The calls the seat heard that its view does not list (``calls(live, seat)``), said first.
    calls: Callable[[LiveTable, int], list[str]] = no_calls
    #: The seat's tricks from its view (:data:`TrickRows`), for a game with tricks.
    # Any: the game's own seat view
    trick_rows: Callable[[Any], TrickRows] = no_tricks
    #: Where the game's table views are, ``"module:NAME"`` of a ``widgets.tables.TableViews`` in
    #: ``widgets/<game>/`` (its card faces, its board), named as data: the tutor never imports widgets;
    #: "" draws every card as its notation.
    views: str = ""


@dataclass(frozen=True)
class TutorGame:
    """One game the tutor teaches, as the shared code sees it."""

    #: The quiz's id of the game (``?game=``), also the ``family`` of its topics and exercises.
    id: str
    #: The game's name on the quiz's game buttons, e.g. ``"Doppelkopf"``.
    label: str
    #: The game button's tooltip.
    tooltip: str
    #: The quiz page's title, e.g. ``"Doppelkopf rules quiz"``, and the line under it.
    quiz_title: str
    subtitle: str
    #: The ids of :data:`hydra.GAMES` this game's exercises draw from.
    engine: tuple[str, ...]
    #: The quiz kinds, in teaching order, and their topics.
    kinds: tuple[QuizKind, ...]
    topics: tuple[TopicRow, ...]
    #: One card of an exercise as an SVG string: ``card_face(ex, card, width, highlight, dim[, label])``.
    card_face: CardFace
    #: The rulings the feedback links to: rule id -> a sentence (the reference under the board).
    rule_summaries: Callable[[], Mapping[str, str]]
    #: The reference list under the board for an exercise (see :data:`Ladder`).
    ladder: Callable[[Exercise], Ladder]
    #: The name printed under a card where its picture does not say it (default: none).
    card_name: Callable[[Exercise, object], str] = no_name
    #: The tutor's pages of this game (issue 36: the home page and the navigation bar read them here), in the
    #: home page's order; each :class:`Page`'s role says which is its course, its play page, and which are
    #: reached from its pages alone.
    pages: tuple[Page, ...] = ()
    #: What the home page says of the game: above its lessons of steps; the default game's (whose course the
    #: home page teaches, ``{count}`` its lessons) is the home page's lead.
    about: str = ""
    #: A picture of the position above the board's cards (an SVG or HTML string), given the
    #: feedback once answered; None for games whose exercises are the cards themselves.
    picture: Callable[[Exercise, Feedback | None], str] | None = None
    #: What the learner looks at to answer, in the quiz's title ("Look at the trick, ...").
    board: str = N_("the trick")
    #: The game's lessons of steps (issue 19) in order, each as (its lesson, its steps): what the
    #: step player (widgets.course.steps) shows and the home page counts.
    course: Callable[[], tuple[tuple[Lesson, StepLesson], ...]] = no_course
    #: Whether its lessons of steps speak the learner's language (issue 33): True once every sentence of
    #: them is in the catalogs; until then a step page asked for in German says it is English so far.
    course_translated: bool = False
    #: Where its table of friends' hooks are, ``"module:NAME"`` of its :class:`TableGame` (loaded by
    #: :func:`table_game` when a table of it is played); "" plays it with :class:`TableGame`'s defaults.
    table: str = ""
    #: Where a step of its course that plays a round (a kind with ``plays_a_round``) is played:
    #: ``round_link(step_id, name)``, the address of its play page at the step's deal for the learner
    #: ``name``; None for a game whose course plays no round.
    round_link: Callable[[str, str | None], str] | None = None
    #: The players' names at its table, by seat, as its exercises say them (500's by the compass, F2);
    #: empty: the tutor's own names (:data:`tutor.table.seat_names.NAMES`).
    seat_names: tuple[str, ...] = ()
    #: An exercise's text in the game's own words (Doppelkopf's card names, not Hydra's notation, D-rules);
    #: None: the text as it is.
    words: Callable[[str], str] | None = None


@dataclass(frozen=True)
class Listing:
    """A game's line in :data:`TUTOR_GAMES`: where its :class:`TutorGame` is (``"module:NAME"``), and, as
    data read without importing it, the engine games it draws from (ids of :data:`hydra.GAMES`, its
    :attr:`TutorGame.engine`) and the letters of its quiz kinds (an exercise id's first part). So a table
    of an engine game, or an exercise link, finds its game's entry and loads that game alone (issue 36);
    the registry checks, on loading an entry, that it says the same."""

    place: str
    engine: tuple[str, ...]
    letters: tuple[str, ...] = ()
    #: Where its rules are said when cited, ``"module:NAME"`` of its ``tutor.rulebook.RuleBook`` (which
    #: cites are its own and what each says; loaded when a sentence's citations are first read); "": none.
    rules: str = ""
    #: Where its course is, ``"module:NAME"`` of its ``tutor.course.plan.Course`` (its lessons in order and the
    #: earlier course's): the default game's is the course the home page teaches (:data:`tutor.course.lessons.COURSE`),
    #: loaded without the game's entry; "": none.
    course: str = ""
    #: Where what a class needs of it is, ``"module:NAME"`` of its ``tutor.classroom.game.ClassGame`` (its class
    #: question kinds, its cards drawn and named): the default game's is the one a class asks about
    #: (:func:`tutor.classroom.game.class_game`), loaded without the game's entry; "": none.
    classroom: str = ""


class TutorGames(LazyRegistry[TutorGame]):
    """The tutor's games by id, each entry imported from its game's module when first asked for; what
    each :class:`Listing` says of its game is known without importing it."""

    __slots__ = ("_listings",)

    def __init__(self, listings: Mapping[str, Listing], plugged: bool = False) -> None:
        super().__init__({key: listing.place for key, listing in listings.items()}, plugged=plugged)
        self._listings = dict(listings)

    def _plugged(self, found: Sequence[GamePlugin]) -> Mapping[str, str]:
        """The plugins' games (``hydra.core.registry.plugins``), each a :class:`Listing` of what its plugin says;
        one whose id or quiz letters another game has already is left out with a log line."""
        lines: dict[str, str] = {}
        taken = {letter for listing in self._listings.values() for letter in listing.letters}
        for plugin in found:
            for key, (place, engine, letters) in plugin.tutor.items():
                if key in self._listings or taken & set(letters):
                    logging.getLogger(__name__).warning("hydra: the game plugin's %r is left out: its id %r or its "
                                                       "quiz letters %r are another game's", place, key, letters)
                    continue
                self._listings[key] = Listing(place, tuple(engine), tuple(letters))
                taken |= set(letters)
                lines[key] = place
        return lines

    # entry: a game's TutorGame entry, checked here for what every entry has and for its listing's data
    def _check(self, key: str, place: str, entry: object) -> TutorGame:
        if not isinstance(entry, TutorGame) or entry.id != key:
            raise TypeError(f"{place} is not the TutorGame of {key!r}")
        listing = self._listings[key]
        if entry.engine != listing.engine or {k.letter for k in entry.kinds} != set(listing.letters):
            raise TypeError(f"{place} draws from {entry.engine!r} with the quiz letters "
                            f"{sorted(k.letter for k in entry.kinds)!r}, not as its listing says: {listing!r}")
        return entry

    @contextmanager
    def adding(self, plugin: GamePlugin) -> Iterator[None]:
        """These games and ``plugin``'s while the block runs (see :meth:`LazyRegistry.adding`)."""
        listings = dict(self._listings)
        try:
            with super().adding(plugin):
                yield
        finally:
            self._listings = listings

    def listing(self, key: str) -> Listing:
        """What the registry's line of the game ``key`` says (nothing is imported); KeyError if none."""
        self._plug_in()
        if key not in self._listings:
            raise KeyError(f"there is no game {key!r}; the games are {', '.join(self._listings)}")
        return self._listings[key]

    def serving(self, engine: str) -> str | None:
        """The id of the game that draws from the engine game ``engine``, None if none does (nothing is
        imported)."""
        self._plug_in()
        return next((key for key, listing in self._listings.items() if engine in listing.engine), None)


#: Every game of the tutor, in the order the quiz offers them (the first is the default): one line each,
#: saying where its entry is and what finds it without loading it (:class:`Listing`). The games of the plugins
#: on the path (``hydra.core.registry.plugins``: a game from outside, as the tests' sixth) come after these.
TUTOR_GAMES: TutorGames = TutorGames({
    "hydra": Listing("tutor.hydra.quiz.entry:GAME", engine=("hydra",), letters=("t", "l", "p", "s"),
                     rules="tutor.hydra.rulebook:BOOK", course="tutor.hydra.course.lessons:COURSE",
                     classroom="tutor.hydra.classroom:CLASS_GAME"),
    "doppelkopf": Listing("tutor.doppelkopf.quiz.entry:GAME",
                          engine=("doppelkopf-hausrunde", "doppelkopf-turnier"), letters=("dt", "dl", "dr"),
                          rules="tutor.doppelkopf.rulebook:BOOK"),
    "fuenfhundert": Listing("tutor.fuenfhundert.quiz.entry:GAME", engine=("fuenfhundert",),
                            letters=("ft", "fl", "fb", "fs"), rules="tutor.fuenfhundert.rulebook:BOOK"),
    "hydropolis": Listing("tutor.hydropolis.quiz.entry:GAME", engine=("hydropolis",),
                          letters=("hm", "hw", "hs"), rules="tutor.hydropolis.rulebook:BOOK"),
}, plugged=True)
DEFAULT_GAME = next(iter(TUTOR_GAMES))

#: The letters of each game's quiz kinds (an exercise id's first part, ``dt`` in ``dt-dulle-2-0042``), from
#: the registry's lines: an exercise link finds its game by them and loads that game alone, not every game's
#: quiz and engine (issue 36). ``tests/test_exercise_link_loads_its_game.py`` checks them against the entries.
class _FromListings(Mapping[str, _T]):
    """A table made from the registry's lines when first read (not at import: the plugins are read then)."""

    def __init__(self, make: Callable[[], dict[str, _T]]) -> None:
        self._make = make

    def _table(self) -> dict[str, _T]:
        return self._make()

    def __getitem__(self, key: str) -> _T:
        return self._table()[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._table())

    def __len__(self) -> int:
        return len(self._table())


KIND_LETTERS: Mapping[str, tuple[str, ...]] = _FromListings(
    lambda: {key: TUTOR_GAMES.listing(key).letters for key in TUTOR_GAMES})

#: The tutor's game of each engine game (ids of :data:`hydra.GAMES`), from the registry's lines: a table of
#: an engine game finds its entry by them and loads that game alone (``tests/test_table_games.py``).
ENGINE_GAMES: Mapping[str, str] = _FromListings(
    lambda: {engine: key for key in TUTOR_GAMES for engine in TUTOR_GAMES.listing(key).engine})


def tutor_game_of(engine: str) -> TutorGame:
    """The tutor's game that draws from the engine game ``engine``, found by the registry's lines
    (:meth:`TutorGames.serving`): only that game's entry is loaded; KeyError if no game draws from it.

    >>> tutor_game_of("doppelkopf-turnier").id
    'doppelkopf'
    """
    key = TUTOR_GAMES.serving(engine)
    if key is None:
        raise KeyError(f"no game of the tutor plays {engine!r}")
    return TUTOR_GAMES[key]


def load_named(place: str, kind: type[_T], default: Callable[[], _T]) -> _T:
    """The object ``place`` (``"module:NAME"``) names, imported now and checked to be a ``kind``;
    ``default()`` where ``place`` is ""."""
    if not place:
        return default()
    module, _, name = place.partition(":")
    found = getattr(importlib.import_module(module), name)
    if not isinstance(found, kind):
        raise TypeError(f"{place} is not a {kind.__name__}")
    return found


@functools.cache
def table_game(engine: str) -> TableGame:
    """What a table of the engine game ``engine`` (an id of :data:`hydra.GAMES`) needs of it, from its
    tutor entry's :attr:`TutorGame.table`; KeyError for a game the tutor does not have.

    >>> table_game("doppelkopf-turnier") is table_game("doppelkopf-hausrunde")
    True
    """
    return load_named(tutor_game_of(engine).table, TableGame, TableGame)


def game_of_letter(letter: str) -> str | None:
    """The game whose quiz kind has this letter (an exercise id's first part), None if none has;
    no game's quiz is loaded.

    >>> game_of_letter("dt"), game_of_letter("t"), game_of_letter("zz")
    ('doppelkopf', 'hydra', None)
    """
    return next((game for game in TUTOR_GAMES if letter in TUTOR_GAMES.listing(game).letters), None)


def game_of_kind(kind: str) -> str:
    """The game a quiz kind (its name) belongs to; the default game for a kind no game lists."""
    for game in TUTOR_GAMES.values():
        if any(k.name == kind for k in game.kinds):
            return game.id
    return DEFAULT_GAME


def step_course(number: str, game: str | None = None) -> tuple[TutorGame, Lesson, StepLesson]:
    """The game, lesson and steps of the step lesson ``number`` (``"02"``, ``"500-1"``): of ``game``
    if given, else of the first game that has it; KeyError if none has."""
    for entry in ([TUTOR_GAMES[game]] if game else TUTOR_GAMES.values()):
        for item, steps in entry.course():
            if item.number == number:
                return entry, item, steps
    raise KeyError(f"there is no step lesson {number!r}")


def game_of_page(key: str) -> str:
    """The game whose page ``key`` is (a page passes its key to the navigation bar): the game whose id its key
    starts with (:class:`Page`), else the default game, whose course the shared pages serve; no entry is
    loaded.

    >>> game_of_page("doppelkopf-rule-card"), game_of_page("hydropolis-play"), game_of_page("quiz")
    ('doppelkopf', 'hydropolis', 'hydra')
    """
    found = [game for game in TUTOR_GAMES if key == game or key.startswith(game + "-")]
    return max(found, key=len) if found else DEFAULT_GAME


def role_page(game: TutorGame, role: str) -> Page | None:
    """The game's first page of this role (:data:`COURSE_PAGE`, :data:`PLAY_PAGE`), None if it has none."""
    return next((p for p in game.pages if p.role == role), None)

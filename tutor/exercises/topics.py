"""The quiz's topics and exercise ids: reading an id, and making the exercise it names.

An exercise id is ``<kind>-<topic>-<difficulty>-<seed>``, e.g. ``t-r1-2-8f3a``: the kind's letter
(:data:`QUIZ_KINDS`, each game's from the tutor's registry of games: one letter for Hydra's kinds,
two for the other games', ``dt`` Doppelkopf's "who wins?", ``fb`` 500's "which bid is higher?"),
a topic code (see :data:`TOPICS`), a difficulty 1 (one idea at a time) to 3 (several traps in one
trick) and a seed of 1 to 8 hex digits. The same id always gives the same exercise: the kind makes
it with a random generator seeded from the id.
"""

from __future__ import annotations

import functools
import random
import re
from dataclasses import dataclass

from hydra.core.i18n import N_, _, language

from ..games import DEFAULT_GAME, TUTOR_GAMES, game_of_kind, game_of_letter
from .kind import QuizKind
from .model import Exercise, ExerciseIdError, Topic, loads_every_game

__all__ = ["DIFFICULTIES", "DIFFICULTY_NAMES", "available_topics", "game_kinds", "is_quiz_kind", "parse_id",
           "format_id", "random_exercise_id", "make_exercise", "clear_cache", "quiz_kind", "HYDRA", "game_of_kind",
           "game_of_id"]

#: The default game of the quiz (the first of the registry).
HYDRA = DEFAULT_GAME


def _load_every_game() -> None:
    """Import every game's quiz (each kind's module registers it): the games load when first used."""
    list(TUTOR_GAMES.values())                  # each entry's module imports its game's kinds


# kind_named and kinds load every game through the registry of games, which lies above the kinds
loads_every_game(_load_every_game)
DIFFICULTIES = (1, 2, 3)
#: Each difficulty as the board says it (through ``_()`` where shown).
DIFFICULTY_NAMES = {1: N_("one idea at a time"), 2: N_("a second idea"), 3: N_("several traps")}

# The tables of every game's kinds and topics are made the first time one is asked for (module
# __getattr__), not at import: making them imports every game's quiz module and so its engine (issue 36).
#  GAMES: the games the quiz asks about (``?game=``) and their names, the default first (the tutor's
#    registry, :data:`tutor.games.TUTOR_GAMES`);
#  QUIZ_KINDS: the quiz's kinds, in teaching order: each game's, in the registry's order;
#  KINDS: kind letter of an id -> kind name; KIND_LETTER, KIND_TITLES: kind name -> letter, title;
#  TOPICS: every topic by key ("t-r1"), in teaching order.
LAZY_TABLES = ("GAMES", "QUIZ_KINDS", "KINDS", "KIND_LETTER", "KIND_TITLES", "TOPICS")
__all__ += LAZY_TABLES
# their types, for the type checker (bare annotations bind nothing, so the module's __getattr__ still makes them)
GAMES: dict[str, str]
QUIZ_KINDS: tuple[QuizKind, ...]
KINDS: dict[str, str]
KIND_LETTER: dict[str, str]
KIND_TITLES: dict[str, str]
TOPICS: dict[str, Topic]


@dataclass(frozen=True)
class _Tables:
    GAMES: dict[str, str]
    QUIZ_KINDS: tuple[QuizKind, ...]
    KINDS: dict[str, str]
    KIND_LETTER: dict[str, str]
    KIND_TITLES: dict[str, str]
    TOPICS: dict[str, Topic]


@functools.cache
def _game_topics(game: str) -> dict[str, Topic]:
    """One game's topics by key ("dt-dulle"): only that game's quiz is loaded."""
    entry = TUTOR_GAMES[game]
    letter = {k.name: k.letter for k in entry.kinds}
    return {f"{letter[k]}-{c}": Topic(f"{letter[k]}-{c}", k, c, t, r, n, lesson, family=entry.id)
            for k, c, t, r, n, lesson in entry.topics}


@functools.cache
def _tables() -> _Tables:
    """The lazy tables (see ``LAZY_TABLES``), made once."""
    quiz_kinds = tuple(k for game in TUTOR_GAMES.values() for k in game.kinds)
    letter = {k.name: k.letter for k in quiz_kinds}
    topics = {key: topic for game in TUTOR_GAMES for key, topic in _game_topics(game).items()}
    return _Tables({key: game.label for key, game in TUTOR_GAMES.items()}, quiz_kinds,
                   {k.letter: k.name for k in quiz_kinds}, letter, {k.name: k.title for k in quiz_kinds}, topics)


def __getattr__(name: str) -> object:  # object: whichever lazily loaded name is asked for
    if name in LAZY_TABLES:
        value = getattr(_tables(), name)
        globals()[name] = value                 # the next read is a plain module attribute
        return value
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def _kinds() -> tuple[QuizKind, ...]:
    return _tables().QUIZ_KINDS


def _topics() -> dict[str, Topic]:
    return _tables().TOPICS


def _kind_names() -> dict[str, str]:
    return _tables().KINDS


def game_kinds(game: str) -> tuple[QuizKind, ...]:
    """The quiz kinds of ``game`` (a key of :data:`GAMES`), in teaching order: only that game's quiz is loaded.

    >>> [k.name for k in game_kinds("hydra")][:2]
    ['trick', 'legal']
    """
    return TUTOR_GAMES[game].kinds


def quiz_kind(name: str) -> QuizKind:
    """The quiz kind of this name (``"trick"``, ``"legal"``, ``"parties"``, ``"points"``, ...); only its game's
    quiz is loaded (:func:`game_of_kind` tries the games in the registry's order)."""
    return next(k for k in game_kinds(game_of_kind(name)) if k.name == name)


def is_quiz_kind(name: str) -> bool:
    """Whether ``name`` is a quiz kind of some game (a link's ``?kind=``).

    >>> is_quiz_kind("trick"), is_quiz_kind("nonsense")
    (True, False)
    """
    return any(k.name == name for k in game_kinds(game_of_kind(name)))


def available_topics(kind: str | None = None, game: str | None = None) -> list[Topic]:
    """The topics the engine supports now, optionally of one kind and of one game (a key of
    :data:`GAMES`); with a kind or a game, only that game's quiz is loaded."""
    if game is None and kind is not None:
        game = game_of_kind(kind)
    if game is not None and game not in TUTOR_GAMES:
        return []
    table = _topics() if game is None else _game_topics(game)
    return [t for t in table.values() if t.available and (kind is None or t.kind == kind)
            and (game is None or t.family == game)]


# --- ids -------------------------------------------------------------------------------------

_ID = re.compile(r"^([a-z]{1,2})-([a-z0-9]+)-(\d)-([0-9a-f]{1,8})$")


def _letters() -> str:
    """"t, l, p or s for Hydra, dt or dl for Doppelkopf, ft, fl, fb or fs for 500"."""
    parts = []
    for game, entry in TUTOR_GAMES.items():
        name = entry.label
        letters = [k.letter for k in _kinds() if game_of_kind(k.name) == game]
        parts.append(_("{letters} or {last} for {game}").format(letters=", ".join(letters[:-1]), last=letters[-1],
                                                                  game=name) if len(letters) > 1
                     else _("{letter} for {game}").format(letter=letters[0], game=name))
    return "; ".join(parts)


def parse_id(text: str | None) -> tuple[Topic, int, int]:
    """``'t-r1-2-8f3a'`` -> ``(Topic, 2, 0x8f3a)``; a bad id raises :class:`ExerciseIdError`."""
    if not isinstance(text, str) or not text.strip():
        raise ExerciseIdError(_("That exercise link has no exercise id: it should look like t-r1-2-8f3a."))
    raw = text.strip().lower()
    shown = raw if len(raw) <= 40 else raw[:40] + "…"
    m = _ID.match(raw)
    if not m:
        raise ExerciseIdError(_("“{id}” is not an exercise id: an id looks like t-r1-2-8f3a "
                                "(kind, topic, difficulty 1-3, a few hex digits).").format(id=shown))
    letter, code, diff, seed = m.groups()
    game = game_of_letter(letter)               # the registry's data: only this game's quiz is loaded
    if game is None:
        raise ExerciseIdError(_("“{id}” starts with an unknown kind “{letter}”: use {letters}.").format(
            id=shown, letter=letter, letters=_letters()))
    kinds = {k.letter: k for k in TUTOR_GAMES[game].kinds}
    topics = _game_topics(game)
    key = f"{letter}-{code}"
    if key not in topics:
        codes = ", ".join(t.code for t in topics.values() if t.kind == kinds[letter].name)
        title = _(kinds[letter].title)
        raise ExerciseIdError(_("There is no topic “{code}” for “{kind}” exercises. Topics: {codes}.").format(
            code=code, kind=title[:1].lower() + title[1:], codes=codes))
    difficulty = int(diff)
    if difficulty not in DIFFICULTIES:
        raise ExerciseIdError(_("“{id}” asks for difficulty {difficulty}: difficulties are 1, 2 and 3.").format(
            id=shown, difficulty=difficulty))
    topic = topics[key]
    if not topic.available:
        raise ExerciseIdError(_("“{topic}” exercises are not ready yet: the engine does not "
                                "offer them so far. Try another topic.").format(topic=_(topic.title)))
    return topic, difficulty, int(seed, 16)


def game_of_id(text: str | None) -> str | None:
    """The game an exercise id's kind letters name, even when the rest of the id is bad (a link to a
    Doppelkopf exercise with a typo still means Doppelkopf); None if they name no kind.

    >>> game_of_id("dt-dulle-9-0042"), game_of_id("t-r1-1-1"), game_of_id("zz-1"), game_of_id(None)
    ('doppelkopf', 'hydra', None, None)
    """
    if not isinstance(text, str):
        return None
    return game_of_letter(text.strip().lower().split("-", 1)[0])


def format_id(topic: Topic, difficulty: int, seed: int) -> str:
    return f"{topic.key}-{difficulty}-{seed:04x}"


def random_exercise_id(topic: Topic | str, difficulty: int = 1, rng: random.Random | None = None) -> str:
    """A fresh id for a topic (a Topic or its key), using ``rng`` (a random.Random) if given."""
    topic = _topics()[topic] if isinstance(topic, str) else topic
    rng = rng or random.Random()
    return format_id(topic, difficulty, rng.randrange(0x10000))


def make_exercise(exercise_id: str) -> Exercise:
    """The exercise for an id; the same id always gives the same exercise."""
    topic, difficulty, seed = parse_id(exercise_id)
    return _made(f"{topic.key}-{difficulty}-{exercise_id.strip().lower().rsplit('-', 1)[1]}", language())


@functools.lru_cache(maxsize=512)
def _made(canonical: str, spoken: str = "en") -> Exercise:
    """The exercise ``canonical`` as made in the language ``spoken`` (its sentences are in it)."""
    topic, difficulty, seed = parse_id(canonical)
    rng = random.Random(f"hydra-tutor:{topic.key}:{difficulty}:{seed}")
    kind = next(k for k in TUTOR_GAMES[topic.family].kinds if k.name == topic.kind)   # its own game's alone
    return kind.make(canonical, topic, difficulty, rng)


def clear_cache() -> None:
    """Forget the exercises made so far (the next :func:`make_exercise` makes them afresh)."""
    _made.cache_clear()

"""The quiz's topics and exercise ids: reading an id, and making the exercise it names.

An exercise id is ``<kind>-<topic>-<difficulty>-<seed>``, e.g. ``t-r1-2-8f3a``: the kind's letter
(:data:`QUIZ_KINDS`), a topic code (see :data:`TOPICS`), a difficulty 1 (one idea at a time) to 3
(several traps in one trick) and a seed of 1 to 8 hex digits. The same id always gives the same
exercise: the kind makes it with a random generator seeded from the id.
"""

from __future__ import annotations

import functools
import random
import re

from hydra.tricks import RULE_FOLLOW, RULE_WIN

from .kind import QuizKind
from .legal import LEGAL
from .model import Exercise, ExerciseIdError, Topic
from .parties import PARTIES
from .points import POINTS
from .trick import TRICK

__all__ = ["QUIZ_KINDS", "KINDS", "KIND_LETTER", "KIND_TITLES", "DIFFICULTIES", "DIFFICULTY_NAMES",
           "RULE_WIN", "RULE_FOLLOW", "TOPICS", "available_topics", "parse_id", "format_id",
           "random_exercise_id", "make_exercise", "clear_cache", "quiz_kind"]

#: The quiz's kinds, in teaching order.
QUIZ_KINDS: tuple[QuizKind, ...] = (TRICK, LEGAL, PARTIES, POINTS)
#: Kind letter of an id -> kind name.
KINDS = {k.letter: k.name for k in QUIZ_KINDS}
KIND_LETTER = {k.name: k.letter for k in QUIZ_KINDS}
KIND_TITLES = {k.name: k.title for k in QUIZ_KINDS}
DIFFICULTIES = (1, 2, 3)
DIFFICULTY_NAMES = {1: "one idea at a time", 2: "a second idea", 3: "several traps"}


def quiz_kind(name: str) -> QuizKind:
    """The quiz kind of this name (``"trick"``, ``"legal"``, ``"parties"``, ``"points"``)."""
    return next(k for k in QUIZ_KINDS if k.name == name)


def _topics() -> dict[str, Topic]:
    # (kind, code, title: the situation only, rule, engine names needed, lesson: said after the answer)
    rows = [
        ("trick", "suit", "A fail suit led", RULE_WIN, (),
         "On a fail trick without a trump, the highest card of the led suit wins"),
        ("trick", "ruff", "A fail suit led, and a trump in the trick", RULE_WIN, (),
         "A trump played on a fail trick beats the led suit (the Hydra thrown there does not, R1)"),
        ("trick", "trump", "A trump led", RULE_WIN, (), "On a trump trick the highest trump takes it"),
        ("trick", "equal", "Two equal cards", "R2", (), "Of two equal cards the first one played ranks higher"),
        ("trick", "dulle", "Two Dullen", "R2", (), "Of two Dullen in one trick the second one wins"),
        ("trick", "r1", "The Hydra on a fail trick", "R1", (),
         "The Hydra thrown on a fail trick counts as the lowest card of the led suit"),
        ("trick", "hydras", "Two Hydras", "R2", (), "Of two Hydras the second one played wins"),
        ("trick", "nsolo", "Tricks in a normal solo", RULE_WIN, (),
         "A normal solo keeps the normal game's trumps"),
        ("trick", "tsolo", "Tricks in a trump solo", RULE_WIN, (),
         "In a trump solo only the solo's rank and the Hydra are trumps"),
        ("trick", "csolo", "Tricks in a color solo", RULE_WIN, (),
         "In a color solo only the solo's suit and the Hydra are trumps"),
        ("legal", "follow", "A fail suit led: your hand", RULE_FOLLOW, (),
         "Holding a card of the led fail suit, you must play one"),
        ("legal", "void", "A fail suit led: another hand", RULE_FOLLOW, (),
         "Holding no card of the led suit, you may play any card"),
        ("legal", "trump", "A trump led", RULE_FOLLOW, (), "On a trump trick you must play a trump if you hold one"),
        ("legal", "r1", "Holding the Hydra", "R1", (),
         "The Hydra is a trump, never a card of a fail suit, when following"),
        ("legal", "solo", "Following in a solo", RULE_FOLLOW, (),
         "In a solo, the solo's trumps decide what follows suit"),
        ("parties", "r10", "Parties by the key cards", "R10", ("form_parties",),
         "Who holds EO and GO decides the kind of game and the parties"),
        ("points", "r5", "A party's points", "R5", ("party_points", "play_round"),
         "Bonus plus multiplier times the eyes in tenths, rounded half up"),
    ]
    return {f"{KIND_LETTER[k]}-{c}": Topic(f"{KIND_LETTER[k]}-{c}", k, c, t, r, n, lesson)
            for k, c, t, r, n, lesson in rows}


#: Every topic by key ("t-r1"), in teaching order.
TOPICS = _topics()


def available_topics(kind: str | None = None) -> list[Topic]:
    """The topics the engine supports now, optionally of one kind."""
    return [t for t in TOPICS.values() if t.available and (kind is None or t.kind == kind)]


# --- ids -------------------------------------------------------------------------------------

_ID = re.compile(r"^([a-z])-([a-z0-9]+)-(\d)-([0-9a-f]{1,8})$")


def _letters() -> str:
    """"t (who wins), l (which cards may I play), p (which parties) or s (how many points)"."""
    named = [f"{k.letter} ({k.short})" for k in QUIZ_KINDS]
    return ", ".join(named[:-1]) + " or " + named[-1]


def parse_id(text: object) -> tuple[Topic, int, int]:
    """``'t-r1-2-8f3a'`` -> ``(Topic, 2, 0x8f3a)``; a bad id raises :class:`ExerciseIdError`."""
    if not isinstance(text, str) or not text.strip():
        raise ExerciseIdError("That exercise link has no exercise id: it should look like t-r1-2-8f3a.")
    raw = text.strip().lower()
    shown = raw if len(raw) <= 40 else raw[:40] + "…"
    m = _ID.match(raw)
    if not m:
        raise ExerciseIdError(f"'{shown}' is not an exercise id: an id looks like t-r1-2-8f3a "
                              "(kind, topic, difficulty 1-3, a few hex digits).")
    letter, code, diff, seed = m.groups()
    if letter not in KINDS:
        raise ExerciseIdError(f"'{shown}' starts with an unknown kind '{letter}': use {_letters()}.")
    key = f"{letter}-{code}"
    if key not in TOPICS:
        codes = ", ".join(t.code for t in TOPICS.values() if t.kind == KINDS[letter])
        raise ExerciseIdError(f"There is no topic '{code}' for '{KIND_TITLES[KINDS[letter]].lower()}' "
                              f"exercises. Topics: {codes}.")
    difficulty = int(diff)
    if difficulty not in DIFFICULTIES:
        raise ExerciseIdError(f"'{shown}' asks for difficulty {difficulty}: difficulties are 1, 2 and 3.")
    topic = TOPICS[key]
    if not topic.available:
        raise ExerciseIdError(f"'{topic.title}' exercises are not ready yet: the engine does not "
                              "offer them so far. Try another topic.")
    return topic, difficulty, int(seed, 16)


def format_id(topic: Topic, difficulty: int, seed: int) -> str:
    return f"{topic.key}-{difficulty}-{seed:04x}"


def random_exercise_id(topic: Topic | str, difficulty: int = 1, rng: random.Random | None = None) -> str:
    """A fresh id for a topic (a Topic or its key), using ``rng`` (a random.Random) if given."""
    topic = TOPICS[topic] if isinstance(topic, str) else topic
    rng = rng or random.Random()
    return format_id(topic, difficulty, rng.randrange(0x10000))


def make_exercise(exercise_id: str) -> Exercise:
    """The exercise for an id; the same id always gives the same exercise."""
    topic, difficulty, seed = parse_id(exercise_id)
    return _made(f"{topic.key}-{difficulty}-{exercise_id.strip().lower().rsplit('-', 1)[1]}")


@functools.lru_cache(maxsize=512)
def _made(canonical: str) -> Exercise:
    topic, difficulty, seed = parse_id(canonical)
    rng = random.Random(f"hydra-tutor:{topic.key}:{difficulty}:{seed}")
    return quiz_kind(topic.kind).make(canonical, topic, difficulty, rng)


def clear_cache() -> None:
    """Forget the exercises made so far (the next :func:`make_exercise` makes them afresh)."""
    _made.cache_clear()

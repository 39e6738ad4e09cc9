"""Quiz exercises: topics tied to rules, difficulties 1-3, reproducible from a short id.

An exercise id is ``<kind>-<topic>-<difficulty>-<seed>``, e.g. ``t-r1-2-8f3a``:
kind ``t`` (who wins this trick?), ``l`` (which cards may I play?), ``p`` (which
parties?) or ``s`` (how many points?); a topic code (see :data:`TOPICS`); a
difficulty 1 (one idea at a time) to 3 (several traps in one trick); and a seed of
1 to 8 hex digits. The same id always gives the same exercise.

Every rule question is answered by the engine (``hydra``): who wins, which cards
are legal, the parties and the points. This module reads ids, knows the topics and
what an exercise and its feedback are, and deals the cards with a seeded random
generator; each kind's generator and checker live in their own module:
:mod:`tutor.exercises.trick` (who wins), :mod:`tutor.exercises.legal` (which cards
may I play) and :mod:`tutor.exercises.rounds` (parties and points).

>>> ex = make_exercise("t-dulle-1-2a")
>>> ex.game.name, len(ex.cards), ex.topic.rule
('normal game', 5, 'R2')
>>> ex.cards[ex.answer] == hydra.Card.parse("R10")
True
>>> make_exercise("t-dulle-1-2a") == ex
True
>>> parse_id("t-nope-1-2a")
Traceback (most recent call last):
...
tutor.exercises.ExerciseIdError: There is no topic 'nope' for 'who wins this trick?' exercises. Topics: suit, ruff, trump, equal, dulle, r1, hydras, nsolo, tsolo, csolo.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, field

import hydra

__all__ = ["KINDS", "KIND_TITLES", "DIFFICULTIES", "TOPICS", "Topic", "Exercise", "Feedback",
           "ExerciseIdError", "parse_id", "make_exercise", "random_exercise_id", "available_topics"]

#: Kind letter of an id -> kind name.
KINDS = {"t": "trick", "l": "legal", "p": "parties", "s": "points"}
KIND_LETTER = {v: k for k, v in KINDS.items()}
KIND_TITLES = {
    "trick": "Who wins this trick?",
    "legal": "Which cards may I play?",
    "parties": "Which parties?",
    "points": "How many points?",
}
DIFFICULTIES = (1, 2, 3)
DIFFICULTY_NAMES = {1: "one idea at a time", 2: "a second idea", 3: "several traps"}

RULE_WIN = "rules: Wer erhält den Stich"
RULE_FOLLOW = "rules: Der Spielverlauf"


class ExerciseIdError(ValueError):
    """An exercise id that cannot be read; the message is a sentence for the learner."""


@dataclass(frozen=True)
class Topic:
    """One idea to practise, tied to a rule (an R-id of the rulings or a rules section)."""
    key: str            # e.g. "t-r1": kind letter and code
    kind: str           # "trick", "legal", "parties", "points"
    code: str           # e.g. "r1"
    title: str
    rule: str
    needs: tuple = ()   # engine names this topic needs (hydra.form_parties, ...)

    @property
    def available(self) -> bool:
        """Whether the engine offers what this topic needs."""
        return all(hasattr(hydra, name) for name in self.needs)


def _topics():
    rows = [
        ("trick", "suit", "A fail trick: the highest card of the led suit wins", RULE_WIN, ()),
        ("trick", "ruff", "A fail trick trumped", RULE_WIN, ()),
        ("trick", "trump", "A trump trick: the highest trump wins", RULE_WIN, ()),
        ("trick", "equal", "Two equal cards: the first one played wins", "R2", ()),
        ("trick", "dulle", "Two Dullen: the second one wins", "R2", ()),
        ("trick", "r1", "The Hydra thrown on a fail trick", "R1", ()),
        ("trick", "hydras", "Two Hydras: the second one wins", "R2", ()),
        ("trick", "nsolo", "Tricks in a normal solo", RULE_WIN, ()),
        ("trick", "tsolo", "Tricks in a trump solo", RULE_WIN, ()),
        ("trick", "csolo", "Tricks in a color solo", RULE_WIN, ()),
        ("legal", "follow", "Follow the led suit", RULE_FOLLOW, ()),
        ("legal", "void", "No card of the led suit: anything goes", RULE_FOLLOW, ()),
        ("legal", "trump", "Trump led: play a trump", RULE_FOLLOW, ()),
        ("legal", "r1", "The Hydra when following", "R1", ()),
        ("legal", "solo", "Following in a solo", RULE_FOLLOW, ()),
        ("parties", "r10", "Parties by the key cards", "R10", ("form_parties",)),
        ("points", "r5", "A party's points", "R5", ("party_points", "play_round")),
    ]
    return {f"{KIND_LETTER[k]}-{c}": Topic(f"{KIND_LETTER[k]}-{c}", k, c, t, r, n)
            for k, c, t, r, n in rows}


#: Every topic by key ("t-r1"), in teaching order.
TOPICS = _topics()


def available_topics(kind: str | None = None) -> list:
    """The topics the engine supports now, optionally of one kind."""
    return [t for t in TOPICS.values() if t.available and (kind is None or t.kind == kind)]


@dataclass(frozen=True)
class Feedback:
    """What the learner sees after answering: right or wrong, the answer and the engine's why."""
    correct: bool
    headline: str
    answer_text: str
    explanation: str
    details: tuple = ()
    rules: tuple = ()
    marks: dict = field(default_factory=dict)    # card position -> 'winner'|'legal'|'illegal'|'selected'


@dataclass(frozen=True)
class Exercise:
    """One question. ``answer`` is the engine's answer; :meth:`check` grades a response."""
    id: str
    topic: Topic
    difficulty: int
    game: object                  # hydra.Game
    prompt: str
    cards: tuple = ()             # the trick in the order played (hydra.Card)
    seats: tuple = ()             # the seat that played each card
    leader: int = 0
    hand: tuple = ()              # legal: the learner's hand, sorted as held
    seat: int | None = None       # legal: the learner's seat
    answer: object = None         # trick: winner index; legal: frozenset of codes; parties: (kind,
                                  # frozenset of frozensets); points: int
    explanation: str = ""
    details: tuple = ()
    rules: tuple = ()
    reasons: tuple = ()           # legal: (code, reason) for each illegal card
    choices: tuple = ()           # parties: the kinds to pick from
    facts: tuple = ()             # parties/points: lines describing the deal or the round
    features: frozenset = frozenset()
    hands: tuple = ()             # trick: each seat's hand before the trick (proof the plays are legal)

    @property
    def kind(self) -> str:
        return self.topic.kind

    @property
    def title(self) -> str:
        return KIND_TITLES[self.topic.kind]

    def check(self, response) -> Feedback:
        """Grade a response: trick -> card position 0-4; legal -> card codes; parties ->
        (kind, party label per seat); points -> a whole number (or its text).

        Raises :class:`ValueError` with a learner sentence for a response of the wrong shape.
        """
        return _CHECKERS[self.kind](self, response)


# --- ids -------------------------------------------------------------------------------------

_ID = re.compile(r"^([a-z])-([a-z0-9]+)-(\d)-([0-9a-f]{1,8})$")


def parse_id(text) -> tuple:
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
        raise ExerciseIdError(f"'{shown}' starts with an unknown kind '{letter}': use t (who wins), "
                              "l (which cards may I play), p (which parties) or s (how many points).")
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


def random_exercise_id(topic, difficulty: int = 1, rng=None) -> str:
    """A fresh id for a topic (a Topic or its key), using ``rng`` (a random.Random) if given."""
    topic = TOPICS[topic] if isinstance(topic, str) else topic
    rng = rng or random.Random()
    return format_id(topic, difficulty, rng.randrange(0x10000))


_CACHE: dict = {}


def make_exercise(exercise_id: str) -> Exercise:
    """The exercise for an id; the same id always gives the same exercise."""
    topic, difficulty, seed = parse_id(exercise_id)
    canonical = f"{topic.key}-{difficulty}-{exercise_id.strip().lower().rsplit('-', 1)[1]}"
    if canonical in _CACHE:
        return _CACHE[canonical]
    rng = random.Random(f"hydra-tutor:{topic.key}:{difficulty}:{seed}")
    exercise = _MAKERS[topic.kind](canonical, topic, difficulty, rng)
    if len(_CACHE) > 512:
        _CACHE.clear()
    _CACHE[canonical] = exercise
    return exercise


# --- dealing (shared by every kind) --------------------------------------------------------------

NORMAL = hydra.get_game("normal")
HY = hydra.HYDRA


def deal(rng) -> list:
    """Five hands of ten from a seeded shuffle of the 50-card deck (each card at most twice)."""
    deck = list(hydra.DECK)
    rng.shuffle(deck)
    return [deck[i * 10:(i + 1) * 10] for i in range(5)]


def plant(hands, card, seat, rng, keep=()):
    """Move one copy of ``card`` into ``hands[seat]`` by swapping; the deal stays a deal."""
    if hands[seat].count(card) >= 2:
        return
    for other in range(5):
        if other != seat and card in hands[other] and card not in keep:
            swap = [c for c in hands[seat] if c != card and c not in keep]
            if not swap:
                return
            give = rng.choice(swap)
            hands[other][hands[other].index(card)] = give
            hands[seat][hands[seat].index(give)] = card
            return


# --- the kinds ------------------------------------------------------------------------------------
# Imported last: each kind's module builds on the names above (Exercise, Feedback, deal, ...).

# party_choices and _TRICK_TOPICS (read by the tests) stay importable from here.
from .legal import check_legal, make_legal  # noqa: E402
from .rounds import (check_parties, check_points, make_parties, make_points,  # noqa: E402
                              party_choices)  # noqa: F401
from .trick import _TRICK_TOPICS, check_trick, make_trick  # noqa: E402,F401

_MAKERS = {"trick": make_trick, "legal": make_legal, "parties": make_parties,
           "points": make_points}
_CHECKERS = {"trick": check_trick, "legal": check_legal, "parties": check_parties,
             "points": check_points}

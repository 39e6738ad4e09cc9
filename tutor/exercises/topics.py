"""The quiz's topics and exercise ids: reading an id, and making the exercise it names.

An exercise id is ``<kind>-<topic>-<difficulty>-<seed>``, e.g. ``t-r1-2-8f3a``: the kind's letter
(:data:`QUIZ_KINDS`: one letter for Hydra's kinds, two for the other games', ``dt`` Doppelkopf's
"who wins?", ``fb`` 500's "which bid is higher?"), a topic code (see :data:`TOPICS`), a
difficulty 1 (one idea at a time) to 3 (several traps in one trick) and a seed of 1 to 8 hex
digits. The same id always gives the same exercise: the kind makes it with a random generator seeded from the id.
"""

from __future__ import annotations

import functools
import random
import re

from hydra.tricks import RULE_FOLLOW, RULE_WIN

from .dk_legal import DK_LEGAL
from .dk_rulesets import DK_RULESETS
from .dk_trick import DK_TRICK
from .fh_bids import FH_BIDS
from .fh_legal import FH_LEGAL
from .fh_points import FH_POINTS
from .fh_trick import FH_TRICK
from .kind import QuizKind
from .legal import LEGAL
from .model import Exercise, ExerciseIdError, Topic
from .parties import PARTIES
from .points import POINTS
from .trick import TRICK

__all__ = ["QUIZ_KINDS", "KINDS", "KIND_LETTER", "KIND_TITLES", "DIFFICULTIES", "DIFFICULTY_NAMES",
           "RULE_WIN", "RULE_FOLLOW", "TOPICS", "available_topics", "parse_id", "format_id",
           "random_exercise_id", "make_exercise", "clear_cache", "quiz_kind", "GAMES", "HYDRA",
           "game_of_kind", "game_of_id"]

#: The games the quiz asks about (``?game=``), Hydra first (the default).
GAMES = {"hydra": "Hydra", "doppelkopf": "Doppelkopf", "fuenfhundert": "Fünfhundert (500)"}
HYDRA = "hydra"
#: The quiz's kinds, in teaching order: Hydra's, then Doppelkopf's, then 500's.
QUIZ_KINDS: tuple[QuizKind, ...] = (TRICK, LEGAL, PARTIES, POINTS, DK_TRICK, DK_LEGAL, DK_RULESETS,
                                    FH_TRICK, FH_LEGAL, FH_BIDS, FH_POINTS)
_KIND_GAME = {"dk-": "doppelkopf", "fh-": "fuenfhundert"}


def game_of_kind(kind: str) -> str:
    """The game a quiz kind belongs to (``"dk-trick"`` -> ``"doppelkopf"``)."""
    return _KIND_GAME.get(kind[:3], HYDRA)


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
        # Doppelkopf (spec doppelkopf.md, docs/rulings-doppelkopf.md): the rule set is on the board
        ("dk-trick", "suit", "A fail suit led", "D7", (),
         "On a fail trick without a trump, the highest card of the led suit wins"),
        ("dk-trick", "ruff", "A fail suit led, and a trump in the trick", "D7", (),
         "A trump played on a fail trick beats every card of the led suit"),
        ("dk-trick", "trump", "A trump led", "D7", (), "On a trump trick the highest trump takes it"),
        ("dk-trick", "equal", "Two equal cards", "D5", (),
         "Of two equal cards the first one played wins"),
        ("dk-trick", "dulle", "Two Herz-10", "D5", (),
         "Of two Herz-10 the first wins in the Turnier rules, the second in the Hausrunde"),
        ("dk-trick", "solo", "Tricks in a solo", "D7", (),
         "A solo has its own trumps: a card that is a trump in the Normalspiel may be a plain card"),
        ("dk-legal", "follow", "A fail suit led, your hand", "D7", (),
         "Holding a card of the led fail suit, you must play one"),
        ("dk-legal", "void", "A fail suit led, another hand", "D7", (),
         "Holding no card of the led suit, you may play any card"),
        ("dk-legal", "trump", "A trump led", "D7", (),
         "On a trump trick you must play a trump if you hold one"),
        ("dk-legal", "lookalike", "Damen and Buben in your hand", "D7", (),
         "In the Normalspiel the Damen, Buben and the Herz-10 are trumps, never cards of their suit"),
        ("dk-legal", "solo", "Following in a solo", "D7", (),
         "In a solo, the solo's trumps decide what follows suit"),
        ("dk-rulesets", "dulle", "The same four cards, two Herz-10", "D5", (),
         "Where the Herz-10 is a trump, of two the first wins in the Turnier and the second in the Hausrunde"),
        ("dk-rulesets", "plain", "The same four cards in a solo without the Herz-10 as trump", "D5", (),
         "Where the Herz-10 is a plain card, the first of two wins in both rule sets"),
        # Fünfhundert (spec fuenfhundert.md, docs/rulings-fuenfhundert.md): the contract is on the board
        ("fh-trick", "suit", "A plain suit led", "F9", (),
         "Without a trump in the trick, the highest card of the led suit wins"),
        ("fh-trick", "ruff", "A plain suit led, and a trump in the trick", "F9", (),
         "A trump beats every card of another suit"),
        ("fh-trick", "bowers", "The Buben of the trump colour", "F5", (),
         "The right bower (the trump suit's Bube) and the left bower (the other Bube of its colour) are "
         "the highest trumps after the joker; the left bower leaves its own suit"),
        ("fh-trick", "joker", "The joker in a suit contract", "F6",
         (), "In a suit contract the joker is the highest trump"),
        ("fh-trick", "notrump", "A no-trump contract", "F7", (),
         "At no trump the highest card of the led suit wins, and the joker wins any trick it is in"),
        ("fh-trick", "misere", "A Misère trick", "F8", (),
         "A Misère is played at no trump with three players: the bidder's partner sits out"),
        ("fh-trick", "jokerlead", "The joker led at no trump or in a Misère", "F7", (),
         "Whoever leads the joker at no trump or in a Misère names a suit; the others must follow it, "
         "and the joker wins the trick"),
        ("fh-legal", "follow", "A plain suit led", "F9", (),
         "Holding a card of the led suit, you must play one"),
        ("fh-legal", "leftbower", "The left bower in your hand", "F5", (),
         "The left bower belongs to the trump suit, not to its own"),
        ("fh-legal", "joker", "The joker in your hand", "F6", (),
         "In a suit contract the joker may always be played; at no trump only when you cannot follow (F7)"),
        ("fh-legal", "misere", "The joker in your hand in a Misère", "F8", (),
         "In a Misère a player who cannot follow the led suit and holds the joker must play it"),
        ("fh-bids", "strain", "Two bids of the same number of tricks", "F3", (),
         "At the same number of tricks: Pik, Kreuz, Karo, Herz, then no trump"),
        ("fh-bids", "tricks", "Two bids of different numbers of tricks", "F3", (),
         "Bids rank by their value in the table, not by the number of tricks alone"),
        ("fh-bids", "misere", "A Misère against a bid", "F3", (),
         "Misère is worth 250, between 8 Pik and 8 Kreuz; Open Misère outranks every bid"),
        ("fh-points", "made", "A contract made", "F10", (),
         "A team that makes its bid scores the bid's value, however many tricks more it took"),
        ("fh-points", "failed", "A contract failed", "F10", (),
         "A team that fails loses the bid's value; the other team scores 10 for each trick it won"),
        ("fh-points", "misere", "A Misère scored", "F8", (),
         "A Misère is made only with no trick at all: 250 points (Open Misère 500), else lost"),
    ]
    return {f"{KIND_LETTER[k]}-{c}": Topic(f"{KIND_LETTER[k]}-{c}", k, c, t, r, n, lesson, game_of_kind(k))
            for k, c, t, r, n, lesson in rows}


#: Every topic by key ("t-r1"), in teaching order.
TOPICS = _topics()


def available_topics(kind: str | None = None, game: str | None = None) -> list[Topic]:
    """The topics the engine supports now, optionally of one kind and of one game (``"hydra"``,
    ``"doppelkopf"``, ``"fuenfhundert"``)."""
    return [t for t in TOPICS.values() if t.available and (kind is None or t.kind == kind)
            and (game is None or t.family == game)]


# --- ids -------------------------------------------------------------------------------------

_ID = re.compile(r"^([a-z]{1,2})-([a-z0-9]+)-(\d)-([0-9a-f]{1,8})$")


def _letters() -> str:
    """"t, l, p or s for Hydra, dt or dl for Doppelkopf, ft, fl, fb or fs for 500"."""
    parts = []
    for game, name in GAMES.items():
        letters = [k.letter for k in QUIZ_KINDS if game_of_kind(k.name) == game]
        parts.append(f"{', '.join(letters[:-1])} or {letters[-1]} for {name}" if len(letters) > 1
                     else f"{letters[0]} for {name}")
    return "; ".join(parts)


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


def game_of_id(text: object) -> str | None:
    """The game an exercise id's kind letters name, even when the rest of the id is bad (a link to a
    Doppelkopf exercise with a typo still means Doppelkopf); None if they name no kind.

    >>> game_of_id("dt-dulle-9-0042"), game_of_id("t-r1-1-1"), game_of_id("zz-1"), game_of_id(None)
    ('doppelkopf', 'hydra', None, None)
    """
    if not isinstance(text, str):
        return None
    letter = text.strip().lower().split("-", 1)[0]
    return game_of_kind(KINDS[letter]) if letter in KINDS else None


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

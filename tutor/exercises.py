"""Quiz exercises: topics tied to rules, difficulties 1-3, reproducible from a short id.

An exercise id is ``<kind>-<topic>-<difficulty>-<seed>``, e.g. ``t-r1-2-8f3a``:
kind ``t`` (who wins this trick?), ``l`` (which cards may I play?), ``p`` (which
parties?) or ``s`` (how many points?); a topic code (see :data:`TOPICS`); a
difficulty 1 (one idea at a time) to 3 (several traps in one trick); and a seed of
1 to 8 hex digits. The same id always gives the same exercise.

Every rule question is answered by the engine (``hydra``): who wins, which cards
are legal, the parties and the points. This module only deals cards with a seeded
random generator, lets the players play legal cards (``hydra.legal_cards``) and
keeps a trick when the engine's explanation shows the topic's idea.

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


# --- dealing and playing ------------------------------------------------------------------------

NORMAL = hydra.get_game("normal")
HY = hydra.HYDRA
R10 = hydra.Card.parse("R10")
EO, GO = hydra.Card.parse("EO"), hydra.Card.parse("GO")


def _deal(rng) -> list:
    """Five hands of ten from a seeded shuffle of the 50-card deck (each card at most twice)."""
    deck = list(hydra.DECK)
    rng.shuffle(deck)
    return [deck[i * 10:(i + 1) * 10] for i in range(5)]


def _plant(hands, card, seat, rng, keep=()):
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


def _features(exp, game) -> frozenset:
    """The ideas (traps) a trick shows, read off the engine's explanation."""
    f = set()
    for step in exp.steps[1:]:
        v = step.verdict
        if v == "ruff":
            f.add("solo-hydra" if step.card is HY else "ruff")
        elif v == "higher-trump" and not exp.trump_trick:
            f.add("overruff")
        elif v in ("first-equal", "second-equal", "hydra-low"):
            f.add(v)
        elif v in ("off-suit", "not-trump", "under-trump") and step.card.eyes >= 10:
            f.add("high-card-loses")
    if game.id == "normal" or game.id == "normal-solo":
        led = exp.cards[0]
        if not exp.trump_trick and any(c.suit == led.suit and game.is_trump(c) for c in exp.cards[1:]):
            f.add("lookalike")                 # e.g. GO on a Grün trick: a trump, not Grün
        if any(str(c) == "SD" for c in exp.cards):
            f.add("fuchs")                     # SD looks like Schell but is the lowest trump
    if exp.trump_trick and _winner_card(exp) is HY and exp.winner > 0:
        f.add("hydra-top")
    if game.id != "normal" and any(game.is_trump(c) != NORMAL.is_trump(c) for c in exp.cards):
        f.add("solo-trump")
    return frozenset(f)


# Per topic: the game(s), the core features (the topic's own idea), and a test on the explanation.
def _winner_card(exp):
    return exp.cards[exp.winner]


_TRICK_TOPICS = {
    "suit": (("normal",), frozenset(),
             lambda e, g: not e.trump_trick and not g.is_trump(_winner_card(e))),
    "ruff": (("normal",), frozenset({"ruff"}), lambda e, g: "ruff" in _features(e, g)),
    "trump": (("normal",), frozenset(), lambda e, g: e.trump_trick and e.cards[0] is not HY),
    "equal": (("normal",), frozenset({"first-equal"}),
              lambda e, g: any(s.verdict == "first-equal" and s.card is _winner_card(e)
                               for s in e.steps)),
    "dulle": (("normal",), frozenset({"second-equal"}),
              lambda e, g: e.steps[e.winner].verdict == "second-equal" and _winner_card(e) is R10),
    "r1": (("normal",), frozenset({"hydra-low"}), lambda e, g: "hydra-low" in _features(e, g)),
    "hydras": (("normal",), frozenset({"second-equal", "hydra-top"}),
               lambda e, g: e.steps[e.winner].verdict == "second-equal" and _winner_card(e) is HY),
    "nsolo": (("normal-solo",), frozenset(), lambda e, g: True),
    "tsolo": (tuple(g for g in hydra.GAME_IDS if g.startswith("trump-solo")), frozenset({"solo-trump"}),
              lambda e, g: "solo-trump" in _features(e, g)),
    "csolo": (tuple(g for g in hydra.GAME_IDS if g.startswith("color-solo")), frozenset({"solo-trump"}),
              lambda e, g: "solo-trump" in _features(e, g)),
}


def _lead_card(code, hand, game, rng, want_suit=None):
    trumps = [c for c in hand if game.is_trump(c)]
    fails = [c for c in hand if not game.is_trump(c)]
    if code in ("trump", "dulle", "hydras"):
        pool = [c for c in trumps if c not in (HY, R10)] or trumps
    elif code in ("suit", "ruff", "equal", "r1"):
        pool = fails
        if want_suit is not None:
            pool = [c for c in fails if game.suit_of(c) == want_suit] or fails
    else:
        pool = hand
    return rng.choice(pool) if pool else None


def _follow_card(code, difficulty, hand, trick, game, rng, wanted):
    legal = hydra.legal_cards(hand, trick, game)
    for card in wanted:
        if card in legal and rng.random() < 0.9:
            return card
    if code == "equal":
        best = trick[hydra.trick_winner(trick, game)]
        if best in legal and rng.random() < 0.8:
            return best
    led = game.suit_of(trick[0])
    following = game.suit_of(legal[0]) == led
    if not following:
        trumps = [c for c in legal if game.is_trump(c) and c is not HY]
        plain = [c for c in legal if not game.is_trump(c)]
        if code in ("suit", "r1", "equal") and plain and rng.random() < 0.85:
            legal = plain
        elif code == "ruff" and trumps and rng.random() < 0.85:
            legal = trumps
        if difficulty == 1 and plain and legal is plain:
            low = sorted(plain, key=lambda c: c.eyes)[:2]
            legal = low
    return rng.choice(legal)


def _make_trick(exercise_id, topic, difficulty, rng) -> Exercise:
    games, core, test = _TRICK_TOPICS[topic.code]
    fallback = None
    for attempt in range(600):
        game = hydra.get_game(rng.choice(games))
        hands = _deal(rng)
        leader = rng.randrange(5)
        order = [(leader + i) % 5 for i in range(5)]
        wanted = []
        want_suit = None
        if topic.code in ("dulle", "hydras"):
            card = R10 if topic.code == "dulle" else HY
            a, b = rng.sample(order[1:], 2)
            _plant(hands, card, a, rng)
            _plant(hands, card, b, rng, keep=(card,))
            wanted = [card]
        elif topic.code == "r1":
            seat = rng.choice(order[1:])
            _plant(hands, HY, seat, rng)
            wanted = [HY]
            voids = [s for s in hydra.SUITS
                     if not any(game.suit_of(c) == s for c in hands[seat])]
            want_suit = rng.choice(voids) if voids else None
        lead = _lead_card(topic.code, hands[leader], game, rng, want_suit)
        if lead is None:
            continue
        if topic.code == "equal":
            _plant(hands, lead, rng.choice(order[1:]), rng, keep=(lead,))
            wanted = [lead]
        trick = [lead]
        for seat in order[1:]:
            trick.append(_follow_card(topic.code, difficulty, hands[seat], trick, game, rng, wanted))
        exp = hydra.explain_trick(trick, game)
        if not test(exp, game):
            continue
        extra = len(_features(exp, game) - core)
        if extra == difficulty - 1 or (difficulty == 3 and extra >= 2):
            return _trick_exercise(exercise_id, topic, difficulty, game, trick, leader, exp, hands)
        if fallback is None or abs(extra + 1 - difficulty) < abs(fallback[0] + 1 - difficulty):
            fallback = (extra, game, trick, leader, exp, hands)
    if fallback is None:                         # pragma: no cover - the tests try many seeds
        raise RuntimeError(f"no trick found for {exercise_id}")
    _, game, trick, leader, exp, hands = fallback
    return _trick_exercise(exercise_id, topic, difficulty, game, trick, leader, exp, hands)


def _trick_exercise(exercise_id, topic, difficulty, game, trick, leader, exp, hands):
    t = hydra.Trick(trick, game, leader=leader)
    return Exercise(
        id=exercise_id, topic=topic, difficulty=difficulty, game=game,
        prompt="Which card wins this trick? Click it, or press 1 to 5.",
        cards=tuple(t.cards), seats=tuple(t.seats), leader=leader, answer=exp.winner,
        explanation=exp.sentence, details=tuple(s.text for s in exp.steps), rules=exp.rules,
        features=_features(exp, game), hands=tuple(tuple(game.sorted(h)) for h in hands))


def _ordinal(i):
    return ("first", "second", "third", "fourth", "fifth")[i]


def _check_trick(ex: Exercise, response) -> Feedback:
    try:
        pick = int(response)
    except (TypeError, ValueError):
        raise ValueError("Pick one of the five cards: click it or press 1 to 5.") from None
    if not 0 <= pick < len(ex.cards):
        raise ValueError("Pick one of the five cards: click it or press 1 to 5.")
    win = ex.answer
    card = ex.cards[win]
    correct = pick == win
    marks = {win: "winner"}
    if not correct:
        marks[pick] = "selected"
    answer = (f"The trick goes to {card} ({card.name()}), the {_ordinal(win)} card, "
              f"played by seat {ex.seats[win]}.")
    if correct:
        headline = "Right!"
    else:
        headline = f"Not quite: {ex.cards[pick]} does not win this trick."
    return Feedback(correct, headline, answer, ex.explanation, ex.details, ex.rules, marks)


# --- which cards may I play? ----------------------------------------------------------------------

_LEGAL_GAMES = {"follow": ("normal",), "void": ("normal",), "trump": ("normal",), "r1": ("normal",),
                "solo": hydra.SOLO_GAMES[1:]}
_HAND_SIZES = {1: (3, 5), 2: (6, 8), 3: (8, 10)}


def _lookalikes(hand, trick, game) -> list:
    """Cards that wear the led suit's colour but are trumps (or the Hydra): the classic trap."""
    led = game.suit_of(trick[0])
    if led == "T":
        return [c for c in hand if c is HY or (c.suit is not None and not game.is_trump(c)
                                               and NORMAL.is_trump(c))]
    return [c for c in hand if c is HY or (c.suit == led and game.suit_of(c) != led)]


def _make_legal(exercise_id, topic, difficulty, rng) -> Exercise:
    lo, hi = _HAND_SIZES[difficulty]
    fallback = None
    for attempt in range(800):
        game = hydra.get_game(rng.choice(_LEGAL_GAMES[topic.code]))
        hands = _deal(rng)
        leader = rng.randrange(5)
        k = rng.randrange(1, 5)
        order = [(leader + i) % 5 for i in range(k + 1)]
        me = order[-1]
        if topic.code == "r1":
            _plant(hands, HY, me, rng)
        pool = hands[leader]
        if topic.code == "trump":
            pool = [c for c in pool if game.is_trump(c)] or pool
        elif topic.code in ("follow", "void"):
            pool = [c for c in pool if not game.is_trump(c)] or pool
        trick = [rng.choice(pool)]
        for seat in order[1:-1]:
            trick.append(rng.choice(hydra.legal_cards(hands[seat], trick, game)))
        size = rng.randint(lo, hi)
        full = hands[me]
        hand = rng.sample(full, size)
        if topic.code == "r1" and HY not in hand:
            hand[0] = HY
        legal = hydra.legal_cards(hand, trick, game)
        every = len(set(legal)) == len(set(hand))
        ok = {"follow": not every and game.suit_of(trick[0]) != "T",
              "void": every and game.suit_of(trick[0]) != "T",
              "trump": game.suit_of(trick[0]) == "T" and not every,
              "r1": HY in hand,
              "solo": not every or rng.random() < 0.2}[topic.code]
        if not ok:
            continue
        traps = len(_lookalikes(hand, trick, game))
        good = (traps == 0) if difficulty == 1 else (traps >= 1 if difficulty == 3 else True)
        if topic.code == "r1":
            good = True
        if good:
            return _legal_exercise(exercise_id, topic, difficulty, game, trick, leader, me, hand)
        if fallback is None:
            fallback = (game, trick, leader, me, hand)
    if fallback is None:                          # pragma: no cover
        raise RuntimeError(f"no position found for {exercise_id}")
    return _legal_exercise(exercise_id, topic, difficulty, *fallback)


def _legal_exercise(exercise_id, topic, difficulty, game, trick, leader, me, hand):
    hand = tuple(game.sorted(hand))
    legal = hydra.legal_cards(hand, trick, game)
    reasons = hydra.illegal_reasons(hand, trick, game)
    codes = frozenset(str(c) for c in legal)
    if reasons:
        shown = ", ".join(str(c) for c in game.sorted(dict.fromkeys(legal)))
        first = next(iter(reasons.values()))
        sentence = f"You may play {shown}. {first}"
    else:
        led = game.suit_of(trick[0])
        if led == "T":
            sentence = ("A trump was led and you hold no trump, so you may play any of your cards "
                        "(rules: Der Spielverlauf, Bedienpflicht).")
        else:
            sentence = (f"{_suit(led)} was led and you hold no {_suit(led)} card, so you may play "
                        "any of your cards (rules: Der Spielverlauf, Bedienpflicht).")
            if HY in hand:
                sentence += " That includes the Hydra (R1)."
    t = hydra.Trick(trick, game, leader=leader)
    rules = tuple(dict.fromkeys(["R1" if "(R1)" in r else RULE_FOLLOW for r in reasons.values()]
                                or [RULE_FOLLOW]))
    return Exercise(
        id=exercise_id, topic=topic, difficulty=difficulty, game=game,
        prompt=f"You are seat {me}. Select every card you may play now, then press Check.",
        cards=tuple(t.cards), seats=tuple(t.seats), leader=leader, hand=hand, seat=me,
        answer=codes, explanation=sentence,
        details=tuple(reasons[c] for c in game.sorted(reasons)),
        rules=rules, reasons=tuple((str(c), r) for c, r in reasons.items()))


def _suit(letter):
    return hydra.cards.SUIT_NAMES[letter][0]


def _check_legal(ex: Exercise, response) -> Feedback:
    if isinstance(response, str):
        response = response.replace(",", " ").split()
    try:
        picked = {str(hydra.Card.parse(str(c))) for c in response}
    except (TypeError, ValueError):
        raise ValueError("Select cards from your hand, then press Check.") from None
    held = {str(c) for c in ex.hand}
    if not picked <= held:
        raise ValueError("Select cards from your hand only, then press Check.")
    correct = picked == ex.answer
    reasons = dict(ex.reasons)
    details = []
    for code in sorted(picked - ex.answer, key=lambda c: ex.game.sort_key(c)):
        details.append(reasons[code])
    missed = sorted(ex.answer - picked, key=lambda c: ex.game.sort_key(c))
    if missed:
        details.append(f"You left out {', '.join(missed)}: {'they' if len(missed) > 1 else 'it'} "
                       "may be played as well.")
    if correct:
        details.extend(r for c, r in ex.reasons)
    marks = {}
    for i, card in enumerate(ex.hand):
        marks[i] = "legal" if str(card) in ex.answer else "illegal"
    shown = ", ".join(str(c) for c in ex.game.sorted(ex.answer))
    headline = "Right!" if correct else "Not quite."
    answer = (f"Legal here: {shown}." if len(ex.answer) < len({str(c) for c in ex.hand})
              else f"Every card is legal here: {shown}.")
    return Feedback(correct, headline, answer, ex.explanation, tuple(dict.fromkeys(details)),
                    ex.rules, marks)


# --- which parties? -------------------------------------------------------------------------------

_PARTY_DIFFICULTY = {1: ("normal", "engagement"), 2: ("double-engagement", "secret-proposal"),
                     3: ("triple-engagement", "wedding", "double-secret-proposal")}


def party_choices() -> tuple:
    """The party kinds a healthy deal can give (R10), as the engine names them."""
    kinds = getattr(hydra, "PARTY_KINDS", ())
    healthy = tuple(k for k in kinds if k not in ("solo", "proposal"))
    return healthy or tuple(k for ks in _PARTY_DIFFICULTY.values() for k in ks)


def _key_facts(hands) -> tuple:
    lines = []
    for seat, hand in enumerate(hands):
        keys = [str(c) for c in hand if c in (EO, GO)]
        lines.append(f"Seat {seat}: " + (" ".join(sorted(keys, reverse=True)) if keys else "no key card"))
    return tuple(lines)


def _make_parties(exercise_id, topic, difficulty, rng) -> Exercise:
    wanted = _PARTY_DIFFICULTY[difficulty]
    target = rng.choice(wanted)
    found = None
    for attempt in range(3000):
        hands = _deal(rng)
        parties = hydra.form_parties(hands)
        if parties.kind == target:
            found = (hands, parties)
            break
        if found is None and parties.kind in wanted:
            found = (hands, parties)
    if found is None:                             # pragma: no cover
        found = (hands, parties)
    hands, parties = found
    answer = (parties.kind, frozenset(frozenset(p) for p in parties.parties))
    return Exercise(
        id=exercise_id, topic=topic, difficulty=difficulty, game=NORMAL,
        prompt="Who holds the key cards EO and GO is shown below. Which kind of game is it, "
               "and who plays together?",
        answer=answer, explanation=parties.describe(), rules=("R10",), choices=party_choices(),
        facts=_key_facts(hands))


def _check_parties(ex: Exercise, response) -> Feedback:
    try:
        kind, labels = response
        labels = list(labels)
    except (TypeError, ValueError):
        raise ValueError("Pick a kind of game and a party for every seat, then press Check.") from None
    if len(labels) != 5 or any(lbl in (None, "") for lbl in labels):
        raise ValueError("Give every seat a party, then press Check.")
    groups = {}
    for seat, label in enumerate(labels):
        groups.setdefault(label, set()).add(seat)
    partition = frozenset(frozenset(g) for g in groups.values())
    want_kind, want_parts = ex.answer
    kind_ok, parts_ok = kind == want_kind, partition == want_parts
    correct = kind_ok and parts_ok
    if correct:
        headline = "Right!"
    elif kind_ok:
        headline = "The kind is right, but not who plays together."
    elif parts_ok:
        headline = "Who plays together is right, but not the kind."
    else:
        headline = "Not quite."
    parts = " vs ".join("{" + ", ".join(f"seat {s}" for s in sorted(p)) + "}"
                        for p in sorted(want_parts, key=lambda p: (-len(p), min(p))))
    answer = f"It is {want_kind}: {parts}."
    return Feedback(correct, headline, answer, ex.explanation, (), ex.rules, {})


# --- how many points? ------------------------------------------------------------------------------

def _party_block(sheet, index) -> list:
    """The score sheet's lines of one party (the engine's words)."""
    lines, current = sheet.lines(), -1
    out = []
    for line in lines:
        if not line.startswith(" "):
            current += 1
        if current == index:
            out.append(line.strip())
    return out


def _make_points(exercise_id, topic, difficulty, rng) -> Exercise:
    """A finished round played by the engine's players; ask one party's points (R5)."""
    best, gap = None, 99
    for attempt in range(12):
        sheet = hydra.play_round(seed=rng.randrange(2 ** 31)).result
        for index in range(len(sheet.parties)):
            # one idea per level: bonus points, and eyes that round half up (x4, x5, x6)
            level = (sheet.bonus[index] > 0) + (sheet.eyes[index] % 10 in (4, 5, 6))
            if abs(level - (difficulty - 1)) < gap:
                best, gap = (sheet, index), abs(level - (difficulty - 1))
        if gap == 0:
            break
    sheet, index = best
    seats = sheet.parties[index]
    who = ", ".join(f"seat {s}" for s in seats)
    facts = [f"Kind of game: {sheet.kind} ({len(sheet.parties)} parties).",
             f"The party '{sheet.names[index]}': {who}.",
             f"Its eyes in the finished round: {sheet.eyes[index]} of 240.",
             f"Its multiplier: {sheet.multipliers[index]} (R5: the number of players outside the party; "
             "a soloist has 3)."]
    mine = [b for b in sheet.bonuses if b.party == index]
    facts += [f"Bonus: {b.text}" for b in mine] or ["No bonus points for this party."]
    points = sheet.party_points[index]
    assert points == hydra.party_points(sheet.eyes[index], sheet.multipliers[index], sheet.bonus[index])
    return Exercise(
        id=exercise_id, topic=topic, difficulty=difficulty, game=NORMAL,
        prompt=f"How many points does each player of '{sheet.names[index]}' get? Type the number, "
               "then press Check.",
        answer=points, explanation=" ".join(_party_block(sheet, index)), rules=("R5",),
        details=tuple(_party_block(sheet, index)), facts=tuple(facts))


def _check_points(ex: Exercise, response) -> Feedback:
    try:
        value = int(str(response).strip())
    except (TypeError, ValueError):
        raise ValueError("Type a whole number of points, for example 7, then press Check.") from None
    correct = value == ex.answer
    headline = "Right!" if correct else f"Not quite: not {value}."
    return Feedback(correct, headline, f"Each player of the party gets {ex.answer} points.",
                    ex.explanation, (), ex.rules, {})


_MAKERS = {"trick": _make_trick, "legal": _make_legal, "parties": _make_parties,
           "points": _make_points}
_CHECKERS = {"trick": _check_trick, "legal": _check_legal, "parties": _check_parties,
             "points": _check_points}

"""Zwölf, a sixth game that lives only under tests/ (issue 36's proof): two players, twelve cards.

Z1: the deck, three suits (Eichel ``E``, Grün ``G``, Schell ``S``), four ranks each (``1`` lowest to ``4``),
twelve cards, six to each player. The seat left of the dealer leads; the other follows suit if they can;
the higher card of the led suit takes the trick, and its winner leads the next. Each trick is a point.

Everything the tutor needs of it is here: its round (the round protocol of ``hydra.core.registry``), its
engine entry (:data:`ENTRY`, a :class:`hydra.core.registry.GameEntry`), its tutor entry (:data:`TUTOR`, a
:class:`tutor.games.TutorGame` with its :data:`TABLE`, its quiz kind :data:`TRICK` and its lesson of one step,
:func:`course`) and its drawings at a table (:data:`VIEWS`). The registries find it by its plugin
(``zwoelf_plugin``: an entry point on the path, as a Voilà server of the browser test has it), or a test
registers it at run time (:func:`registered`); no shared module knows the game.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

import hydra
import tutor.games
from hydra.core.errors import RuleError
from hydra.core.history import Step as HistoryStep
from hydra.core.registry import GameEntry
from hydra.core.seat_view import SeatViewCore
from tutor.course.lessons import Lesson
from tutor.course.steps import WIN, Step, StepLesson
from tutor.exercises.answers import picked_position
from tutor.exercises.kind import PICK_CARD, QuizKindBase, Response, register
from tutor.exercises.model import Exercise, Feedback, Topic
from tutor.games import COURSE_PAGE, PLAY_PAGE, Page, TableGame, TopicRow, TrickRows, TutorGame
from widgets.tables.views import TableViews
from zwoelf_plugin import PLUGIN

ID = "zwoelf"
SUITS, RANKS = "EGS", "1234"
DECK = tuple(s + r for s in SUITS for r in RANKS)
TRICKS = 6
#: The tricks so far: each (its cards, the seats that played them).
Done = list[tuple[tuple[str, ...], tuple[int, ...]]]


@dataclass(frozen=True)
class SeatView(SeatViewCore[str]):
    """One seat's view: its hand, the tricks so far (cards, seats) and the trick on the table."""
    tricks: tuple[tuple[tuple[str, ...], tuple[int, ...]], ...]
    current_trick: tuple[tuple[int, str], ...]


@dataclass(frozen=True)
class Deal:
    """A history's first step: the hands dealt, the dealer and the seed."""
    hands: tuple[tuple[str, ...], ...]
    dealer: int
    seed: int

    def __str__(self) -> str:
        return f"deal (seed {self.seed}, dealer {self.dealer})"


class Round:
    """A round of Zwölf (the round protocol: phase, ending, to_move, dealer, legal_actions, apply, undo,
    history, view, to_record, points)."""

    def __init__(self, seed: object = None, dealer: int = 0) -> None:
        if dealer not in (0, 1):
            raise RuleError(f"seat {dealer} does not deal at a table of two", rule="Z1")
        self._seed = seed if isinstance(seed, int) else random.randrange(10 ** 6)
        cards = list(DECK)
        random.Random(self._seed).shuffle(cards)
        self._dealer = dealer
        self._dealt = (tuple(sorted(cards[:6])), tuple(sorted(cards[6:])))
        self._actions: list[str] = []

    # --- the state, rebuilt from the actions ------------------------------------------------------
    def _state(self) -> tuple[list[list[str]], Done, list[tuple[int, str]], int]:
        """The hands, the tricks done, the trick on the table ((seat, card), ...) and who leads."""
        hands = [list(h) for h in self._dealt]
        done: Done = []
        trick: list[tuple[int, str]] = []
        lead = 1 - self._dealer
        for card in self._actions:
            seat = lead if not trick else 1 - trick[0][0]
            hands[seat].remove(card)
            trick.append((seat, card))
            if len(trick) == 2:
                (s0, c0), (s1, c1) = trick
                lead = s1 if c1[0] == c0[0] and c1[1] > c0[1] else s0
                done.append(((c0, c1), (s0, s1)))
                trick = []
        return hands, done, trick, lead

    @property
    def dealer(self) -> int:
        return self._dealer

    @property
    def phase(self) -> str:
        return "over" if len(self._actions) == 2 * TRICKS else "play"

    @property
    def is_over(self) -> bool:
        return self.phase == "over"

    @property
    def ending(self) -> str | None:
        return "played" if self.is_over else None

    @property
    def to_move(self) -> int | None:
        if self.is_over:
            return None
        _hands, _done, trick, lead = self._state()
        return 1 - trick[0][0] if trick else lead

    @property
    def points(self) -> tuple[int, int]:
        _hands, done, _trick, _lead = self._state()
        won = [0, 0]
        for (c0, c1), (s0, s1) in done:
            won[s1 if c1[0] == c0[0] and c1[1] > c0[1] else s0] += 1
        return won[0], won[1]

    def hand(self, seat: int) -> list[str]:
        return list(self._state()[0][seat])

    def legal_actions(self) -> list[str]:
        if self.is_over:
            return []
        hands, _done, trick, lead = self._state()
        hand = hands[1 - trick[0][0] if trick else lead]
        follow = [c for c in hand if trick and c[0] == trick[0][1][0]]
        return follow or list(hand)

    # action: a card's notation (or anything whose str() is one)
    def apply(self, action: object) -> None:
        card = str(action)
        if card not in self.legal_actions():
            raise RuleError(f"{card} may not be played now: follow the led suit if you can", rule="Z1")
        self._actions.append(card)

    def undo(self) -> None:
        if not self._actions:
            raise RuleError("there is nothing to take back: no card has been played yet", rule="Z1")
        self._actions.pop()

    def history(self) -> list[HistoryStep[str | Deal]]:
        _hands, done, trick, _lead = self._state()
        seats = [seat for _cards, seats in done for seat in seats] + [seat for seat, _card in trick]
        return [HistoryStep("deal", None, Deal(self._dealt, self._dealer, self._seed)),
                *(HistoryStep("play", seat, card) for seat, card in zip(seats, self._actions))]

    def view(self, seat: int) -> SeatView:
        hands, done, trick, _lead = self._state()
        return SeatView(seat=seat, phase=self.phase, to_move=self.to_move, hand=tuple(hands[seat]),
                        hand_sizes=(len(hands[0]), len(hands[1])), tricks=tuple(done), current_trick=tuple(trick),
                        ending=self.ending)

    def to_record(self) -> dict[str, Any]:
        return {"game": ID, "seed": self._seed, "dealer": self._dealer, "cards": list(self._actions)}


def new_round(seed: object = None, dealer: int = 0) -> Round:
    return Round(seed, dealer)


# record: a dict or its JSON text
def replay(record: object) -> Round:
    data = json.loads(record) if isinstance(record, str) else record
    assert isinstance(data, dict) and data.get("game") == ID, data
    rnd = Round(data["seed"], data["dealer"])
    for card in data["cards"]:
        rnd.apply(card)
    return rnd


#: Zwölf's engine entry (what hydra.GAMES holds of a game).
ENTRY: GameEntry[str] = GameEntry(id=ID, title="Zwölf (a test game)", seats=(2,), new_round=new_round,
                                  replay=replay, next_dealer=lambda dealer, _ending, players: (dealer + 1) % players)


# --- the tutor's entry ------------------------------------------------------------------------------
# view: Zwölf's SeatView
def _tricks(view: Any) -> TrickRows:
    done = [(list(cards), list(seats)) for cards, seats in view.tricks]
    return done, ([c for _s, c in view.current_trick], [s for s, _c in view.current_trick])


#: What a table of friends needs of Zwölf: its tricks and its drawings; the rest is TableGame's defaults
#: (the first legal card for an example player, each action's notation on its button, each player's points).
TABLE = TableGame(trick_rows=_tricks, views="twelve_cards:VIEWS")

# --- its quiz kind: who wins this trick? ----------------------------------------------------------
def trick_winner(cards: tuple[str, ...]) -> int:
    """The place (0 or 1) of the card that takes a trick: the higher card of the led suit (Z1)."""
    first, second = cards
    return 1 if second[0] == first[0] and second[1] > first[1] else 0


def _why(cards: tuple[str, ...]) -> str:
    """The rule's why for a trick, naming its cards."""
    first, second = cards
    if second[0] != first[0]:
        return (f"{second} is not of the led suit {first[0]}, so it cannot take the trick: {first}, the card led, "
                "wins.")
    higher, lower = (second, first) if second[1] > first[1] else (first, second)
    return f"{higher} and {lower} are both of the led suit {first[0]}; the higher rank takes the trick: {higher}."


class TrickKind(QuizKindBase, name="zwoelf-trick", letter="zt", form=PICK_CARD, title="Who wins this trick?",
                short="Zwölf: who wins"):
    """Zwölf "Who wins this trick?": tap the card that takes a trick of two (Z1)."""

    def make(self, exercise_id: str, topic: Topic, difficulty: int, rng: random.Random) -> Exercise:
        first = rng.choice(DECK)
        rest = [c for c in DECK if c != first and (c[0] == first[0]) == (topic.code == "follow")]
        return self.of(f"{first} {rng.choice(rest)}", exercise_id, topic, difficulty)

    def of(self, cards: str, exercise_id: str = "", topic: Topic | None = None, difficulty: int = 0) -> Exercise:
        """The question about a trick of two cards in the order played (``"E2 E4"``)."""
        trick = tuple(cards.split())
        if len(trick) != 2 or not set(trick) <= set(DECK) or trick[0] == trick[1]:
            raise ValueError(f"{cards!r} is not a trick of two of Zwölf's cards")
        return Exercise(kind=self.name, id=exercise_id, topic=topic, difficulty=difficulty, family=ID, caption="Zwölf",
                        prompt="Which card takes this trick? Tap it.", cards=trick, seats=(0, 1), leader=0,
                        answer=trick_winner(trick), explanation=_why(trick))

    def check(self, exercise: Exercise, response: Response) -> Feedback:
        pick = picked_position(response, len(exercise.cards), "Tap one of the two cards.")
        winner = exercise.answer
        correct = pick == winner
        marks = {winner: "winner"} if correct else {winner: "winner", pick: "selected"}
        headline = (f"Right: {exercise.cards[pick]} takes the trick." if correct
                    else f"Not {exercise.cards[pick]}: it does not take the trick.")
        return Feedback(correct, headline, f"The trick goes to {exercise.cards[winner]}.", exercise.explanation,
                        marks=marks)

    def solution(self, exercise: Exercise) -> int:
        return int(exercise.answer)


TRICK = register(TrickKind())

#: Its quiz's topics: the second card of the led suit, or of another.
TOPICS: tuple[TopicRow, ...] = (
    (TRICK.name, "follow", "Both cards of the led suit", "Z1", (), "Of the led suit, the higher rank takes the trick"),
    (TRICK.name, "off", "A card of another suit", "Z1", (), "A card of another suit never takes the trick"),
)


# --- its lesson: one step ---------------------------------------------------------------------------
def course() -> tuple[tuple[Lesson, StepLesson], ...]:
    """Zwölf's one lesson of one step: who takes a trick."""
    steps = StepLesson("zw-1", "tricks", "Who takes a trick", (
        Step("zw-1-tricks-1", "The card led sets the suit. Of that suit, the higher rank takes the trick; a card of "
             "another suit never does.", TRICK.of("G2 G4"), ask=WIN),))
    lesson = Lesson("zw-1", "lesson.ipynb?game=zwoelf&lesson=zw-1", "Who takes a trick",
                    "The card led, and the higher rank of its suit.", steps.ids, steps=True)
    return ((lesson, steps),)


#: Zwölf's pages (the home page's cards, the navigation bar's "Course" and "Play" on its pages): its lesson and its
#: table, both shared pages that take the game from their address.
PAGES = (Page(ID, f"lesson.ipynb?game={ID}&lesson=zw-1", "Zwölf: a lesson of one step",
              "who takes a trick, in a test game of twelve cards", role=COURSE_PAGE),
         Page(f"{ID}-play", f"table.ipynb?game={ID}", "Play a round of Zwölf",
              "two players, twelve cards: play a round against the example player", role=PLAY_PAGE))

#: Zwölf's tutor entry (what tutor.games.TUTOR_GAMES holds of a game).
TUTOR = TutorGame(id=ID, label="Zwölf", tooltip="Zwölf: two players, twelve cards", quiz_title="Zwölf rules quiz",
                  subtitle="Two players, twelve cards.", engine=(ID,), kinds=(TRICK,), topics=TOPICS,
                  card_face=lambda _ex, card, width, _hl, _dim, _label=None: _face(str(card), width, False),
                  rule_summaries=lambda: {}, ladder=lambda _ex: None, table="twelve_cards:TABLE", course=course,
                  pages=PAGES, about="A test game: two players, twelve cards, a point a trick.")


def _face(card: str, width: int, legal: bool) -> str:
    """A card as a small picture: its suit's letter and its rank."""
    stroke = "#2e8b57" if legal else "#666"
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{round(width * 1.4)}" '
            f'data-card="{card}"><rect x="1" y="1" width="{width - 2}" height="{round(width * 1.4) - 2}" '
            f'fill="#fff" stroke="{stroke}"/><text x="6" y="20">{card}</text></svg>')


#: Zwölf's drawings at a table (what the table page draws in the game's own way).
VIEWS = TableViews(card_face=_face)


# --- registering it at run time -------------------------------------------------------------------
@contextmanager
def registered() -> Iterator[None]:
    """Zwölf in hydra.GAMES and in the tutor's registry (one line each, its plugin's: ``zwoelf_plugin``) while
    the block runs, as when its plugin is on the path; the quiz's tables of every game are made afresh."""
    from tutor.exercises import topics

    def afresh() -> None:
        topics._tables.cache_clear()
        topics._game_topics.cache_clear()
        for name in topics.LAZY_TABLES:
            vars(topics).pop(name, None)
    with hydra.GAMES.adding(PLUGIN), tutor.games.TUTOR_GAMES.adding(PLUGIN):
        afresh()
        try:
            yield
        finally:
            afresh()

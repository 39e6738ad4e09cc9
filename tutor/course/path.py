"""The path's lessons, step by step (issue 19): each idea comes after what it needs.

1. what the game is and how you win (no trick, no party yet);
2. the cards and their eyes;
3. a trick and following suit (no trump played yet: lesson 4);
4. trumps and who takes a trick (the special cards' own rules, R1, the Dulle's R2 and R4, come later).

Every task is an exercise of the tutor's kinds, answered by the engine.

>>> [len(item.steps) for item in STEP_LESSONS.values()]
[3, 6, 6, 6, 9, 6, 4]
>>> step("02-eyes-5").task.kind
'eyes'
"""

from __future__ import annotations

from ..exercises import DECK_FACT, EYES, FIND_CARD, LEGAL, MATCH_LEADER, PLAYABLE, TRICK
from .lessons import lesson
from .path_later import LATER_LESSONS
from .steps import Step, StepLesson

__all__ = ["STEP_LESSONS", "step", "step_lesson", "all_steps"]

WIN = "Tap the card that wins this trick."

_01 = StepLesson("01", "win", lesson("01").title, (
    Step("01-win-1", "Hydra is a card game for five players. Every player is dealt ten cards, and all the "
                     "cards are dealt out.",
         DECK_FACT.of("deck"), example=("SD", "RU", "GO", "EO", "R10", "HY", "G9", "GK", "E10", "ED")),
    Step("01-win-2", "Every card is in the deck twice, like these two Eichel-Obers.",
         DECK_FACT.of("different"), example=("EO", "EO")),
    Step("01-win-3", "In each round you try, with partners, to win cards worth many points. The points of "
                     "every round add up, and after the last round the highest total wins the match (R5).",
         MATCH_LEADER.of({"Ada": 34, "Ben": 41, "Cem": 12, "Dora": 29, "Emil": 38})),
))

_02 = StepLesson("02", "eyes", lesson("02").title, (
    Step("02-eyes-1", "There are four suits: Schell (Bells), Rot (Hearts), Grün (Leaves) and Eichel (Acorns).",
         FIND_CARD.of("RK SD G10 E9", "suit:G"), example=("S9", "R9", "G9", "E9")),
    Step("02-eyes-2", "Each suit has six ranks: 9, Unter, Ober, König (King), 10 and Daus (the ace).",
         FIND_CARD.of("GU EK R9 SO", "rank:O"), example=("E9", "EU", "EO", "EK", "E10", "ED")),
    Step("02-eyes-3", "On top comes one joker, the Hydra (HY). Four suits of six ranks and the Hydra make "
                     "the 25 different cards.",
         FIND_CARD.of("GD HY EO R10", "hydra")),
    Step("02-eyes-4", "Cards are worth eyes (Augen): a Daus 11, a 10 ten, a König 4, an Ober 3, an Unter 2; "
                     "a 9 and the Hydra nothing.",
         FIND_CARD.of("EK GO E10 SU", "most-eyes")),
    Step("02-eyes-5", "The eyes of the cards you win are added up.",
         EYES.of("ED E10 EK EO"), ask="How many eyes are these four cards worth together?",
         hint="Daus 11, 10 ten, König 4, Ober 3."),
    Step("02-eyes-6", "All 50 cards together are worth 240 eyes; the 9s and the Hydra count nothing.",
         FIND_CARD.of("SK RU HY G10", "no-eyes")),
))

_03 = StepLesson("03", "tricks", lesson("03").title, (
    Step("03-tricks-1", "A round is played in tricks (Stiche): each player in turn lays one card, and the "
                        "five cards make a trick. The first card is the lead.",
         DECK_FACT.of("tricks")),
    Step("03-tricks-2", "The highest card of the suit that was led wins the trick and its eyes. (Some cards "
                        "are trumps and beat that; lesson 4 shows them. Here no trump is played.)",
         TRICK.of("GK G9 GD G10 G9"), ask=WIN),
    Step("03-tricks-3", "A card of another suit cannot win, not even a Daus.",
         TRICK.of("R9 RK ED RD R9"), ask=WIN),
    Step("03-tricks-4", "You must follow suit: play a card of the led suit if you hold one (rules: "
                        "Bedienpflicht, the duty to follow).",
         PLAYABLE.of("S9 G9 RK E10 G10", "GK"), ask="Grün was led. Tap a card you may play."),
    Step("03-tricks-5", "Holding cards of the led suit, you must play one of them; every other card is forbidden.",
         LEGAL.of("E9 R9 S10 GD EK", "ED"), ask="Eichel was led. Tap every card you may play, then Check."),
    Step("03-tricks-6", "With no card of the led suit you may play any card you like.",
         LEGAL.of("R9 RK S9 GK G10", "E10"), ask="Eichel was led. Tap every card you may play, then Check."),
))

_04 = StepLesson("04", "trumps", lesson("04").title, (
    Step("04-trumps-1", "Some cards are trumps (Trümpfe): every Unter and Ober, the Schell-Daus, the Rot-10 "
                        "and the Hydra. They belong to no suit.",
         FIND_CARD.of("GK E10 GO S9", "trump")),
    Step("04-trumps-2", "A trump beats every card of a suit, even a Daus.",
         TRICK.of("E10 E9 EU EK ED"), ask=WIN),
    Step("04-trumps-3", "From low to high the trumps are: Schell-Daus (Fuchs), the Unter (Schell, Rot, Grün, "
                        "Eichel), the Ober in the same order, the Rot-10 (Dulle) and the Hydra.",
         TRICK.of("SU GO RU EO SD"), ask="A trump was led: the highest trump wins. " + WIN,
         example=("SD", "SU", "RU", "GU", "EU", "SO", "RO", "GO", "EO", "R10", "HY")),
    Step("04-trumps-4", "Of two equal cards, the one played first wins (R2). The Dulle and the Hydra are the "
                        "exceptions, for later.",
         TRICK.of("GO EU GO SU RU"), ask=WIN),
    Step("04-trumps-5", "An Ober or Unter is a trump, not a card of its suit: it does not follow that suit.",
         LEGAL.of("GO GK E9 RU S10", "G9"), ask="Grün was led. Tap every card you may play, then Check."),
    Step("04-trumps-6", "When a trump is led, you must play a trump if you hold one.",
         LEGAL.of("GK RO E10 SD S9", "SU"), ask="A trump was led. Tap every card you may play, then Check."),
))

#: The step lessons by number.
STEP_LESSONS: dict[str, StepLesson] = {item.number: item for item in (_01, _02, _03, _04, *LATER_LESSONS)}
for _item in STEP_LESSONS.values():           # the registry's step ids are these steps' ids
    if lesson(_item.number).exercises != _item.ids:      # pragma: no cover - a step added in one place only
        raise ValueError(f"lesson {_item.number}: tutor/course/lessons.py counts {lesson(_item.number).exercises}, "
                         f"tutor/course/path.py has {_item.ids}")


def step_lesson(number: str) -> StepLesson:
    return STEP_LESSONS[number]


def all_steps() -> tuple[Step, ...]:
    return tuple(s for item in STEP_LESSONS.values() for s in item.steps)


def step(step_id: str) -> Step:
    """The step of this id; KeyError if there is none."""
    for item in all_steps():
        if item.id == step_id:
            return item
    raise KeyError(step_id)

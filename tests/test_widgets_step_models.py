"""A step page is ready at once (issue 34) only while it stays light: every widget model the kernel makes
is one more the browser fetches and draws before the page settles. Before issue 34 a step page made 64
to 127 models (each card a box, a picture and a button, each with its layout and style; the name row,
the number box, Check and the end screen made whether shown or not); now 13 to 30. These ceilings keep
it so: a change that makes a step page heavier again fails here and says by how much (the time itself
is measured by ``benchmarks/page_load.py --chromium``, never asserted in a test)."""

from __future__ import annotations

import warnings

import ipywidgets as W
import pytest

from tutor.course import LessonProgress
from tutor.exercises import kind_named
from tutor.hydra.quiz.path_kinds import PLAY_ROUND
from tutor.exercises.kind import CHOICE, NUMBER, PICK_CARD, SELECT_CARDS
from tutor.games import TUTOR_GAMES
from widgets.course.steps import StepPlayer

#: The most models one step page may make: opened with the learner's name (the links the path hands
#: out carry it), without one (the name row too), and after walking every step of the lesson to its end.
NAMED, NAMELESS, WALKED = 24, 32, 40

LESSONS = [(entry.id, item.number) for entry in TUTOR_GAMES.values() for item, _steps in entry.course()]


def _live() -> set[int]:
    with warnings.catch_warnings():                     # Widget.widgets: every model the kernel holds
        warnings.simplefilter("ignore", DeprecationWarning)
        return set(W.Widget.widgets)


def made(number: str, **kwargs) -> int:
    """How many widget models a step page of lesson ``number`` makes (``kwargs`` as for StepPlayer)."""
    before = _live()
    StepPlayer(number, **kwargs)
    return len(_live() - before)


def test_there_are_step_lessons_of_more_than_one_game():
    assert len(LESSONS) >= 12 and len({game for game, _number in LESSONS}) >= 2


@pytest.mark.parametrize("game,number", LESSONS)
def test_each_step_of_a_lesson_makes_few_widget_models(game, number, tmp_path):
    progress = LessonProgress(tmp_path)
    first = StepPlayer(number, progress=progress, game=game)
    heaviest = {}
    for step in [s.id for s in first.path.steps] + ["end"]:
        heaviest[step] = (made(number, name="Ada", step=step, progress=progress, game=game),
                          made(number, step=step, progress=progress, game=game))
    assert max(n for n, _ in heaviest.values()) <= NAMED, heaviest
    assert max(n for _, n in heaviest.values()) <= NAMELESS, heaviest


def _answer(player: StepPlayer) -> None:
    """The right answer, by the widgets a learner taps."""
    step = player.step
    solution = kind_named(step.kind).solution(step.task)
    if step.form == PICK_CARD:
        player.cards_box.buttons[solution].click()
    elif step.form == NUMBER:
        player.number_input.value = str(solution)
        player.check_button.click()
    elif step.form == CHOICE:
        player.choice_buttons[list(step.task.choices).index(solution)].click()
    elif step.form == SELECT_CARDS:
        hand, chosen = [str(c) for c in step.task.hand], []
        for code in solution:
            chosen.append(next(i for i, c in enumerate(hand) if c == code and i not in chosen))
        for i in chosen:
            player.cards_box.buttons[i].click()
        player.check_button.click()


@pytest.mark.parametrize("game,number", LESSONS)
def test_walking_a_whole_lesson_reuses_the_widgets(game, number, tmp_path):
    """Every step answered right by taps, then the end screen: the buttons a step made serve the next."""
    before = _live()
    player = StepPlayer(number, name="Ada", progress=LessonProgress(tmp_path), game=game)
    for _ in player.path.steps:
        if player.step.kind != PLAY_ROUND.name:       # a round on the play page: nothing to tap here
            _answer(player)
            assert player.attempt.finished and player.attempt.last.correct, player.step.id
        player.next_button.click()
    assert player.at_end
    assert len(_live() - before) <= WALKED

"""The course as steps (issue 19): the step model (tutor/course/steps.py), the path's lessons 01-06
(tutor/hydra/course/path.py), step progress with stars and repetition, the earlier lessons' answers
migrated, and the step player (widgets/course/steps.py) as a view over them."""

from __future__ import annotations

import re

import pytest

import hydra
from tutor.course import COURSE, LESSONS, LessonProgress, lesson, lesson_of_notebook, reference_lesson, step_url
from tutor.hydra.course.path import STEP_LESSONS, all_steps, step
from tutor.course.progress import MIGRATION, OLD_LESSON_DONE
from tutor.course.steps import MAX_MISSES, Attempt, Step
from tutor.exercises import kind_named
from tutor.hydra.quiz.basics import FIND_CARD
from tutor.hydra.quiz.legal import LEGAL
from tutor.hydra.quiz.trick import TRICK
from tutor.hydra.quiz.basics import CALLS, KEY_CARDS, NOBODY
from tutor.exercises.kind import NUMBER, PICK_CARD, SELECT_CARDS
from tutor.hydra.course import path_later
from tutor.hydra.quiz.round_steps import match_points, match_totals, played_round, position
from widgets.course.steps import END, StepPlayer

#: What a learner must never read (issue 19): internal ids, seat numbers, Python reprs.
INTERNAL = re.compile(r"Card\.parse|seat \d:|\[\'|\(\'|\bNone\b|\bTrue\b|\bFalse\b|\b[a-z]+_[a-z_]+\b|"
                      r"\b(find-card|deck-fact|match-leader|pick-card|select-cards|key-cards|secret-proposal|"
                      r"double-secret-proposal|double-engagement|triple-engagement|eyes-left|"
                      r"party-points|trick-bonus|fuchs-caught|best-party|call-wins|play-to-win|match-total)\b")
#: A rule cited: an R-id of the rulings or a section of the rules.
RULE = re.compile(r"\((?:[^()]*[ ,])?R\d+\)|\(rules: [^)]+\)")


def answered_steps() -> list[Step]:
    """The steps answered on the step page: all but the path's play steps (lesson 12, a round on the play
    page, tested in tests/test_course_whole_game.py)."""
    return [s for s in all_steps() if s.kind != "play-round"]


def wrong_response(s: Step):
    """A wrong answer of the step's shape: a card that is not the answer, a wrong number ..."""
    kind = kind_named(s.kind)
    right = kind.solution(s.task)
    if s.form == PICK_CARD:
        cards = s.task.hand or s.task.cards
        return next(i for i in range(len(cards)) if not s.task.check(i).correct)
    if s.form == NUMBER:
        return str(int(right) + 3)
    if s.form == SELECT_CARDS:
        return list(right)[:-1] or [str(c) for c in s.task.hand if str(c) not in right][:1]
    return next(c for c in s.task.choices if c != right)


# --- the model --------------------------------------------------------------------------------
def test_a_miss_says_why_that_card_naming_it_and_asks_again():
    """The issue's own example: the first of two Dullen tapped (R2)."""
    s = Step("04-trumps-9", "Of two Dullen the second wins.", TRICK.of("EO R10 GO R10 GU"))
    go = Attempt(s)
    first = go.answer(1)
    assert not first.correct and not first.finished and not first.solution_shown
    assert first.message.startswith("That is the first Dulle (Rot-10): ")
    assert "of two Dullen the second one wins (R2)" in first.message
    assert first.message.endswith("Try again.")
    assert "R10 (Rot-10, the Dulle) wins" not in first.message          # not the solution yet


def test_a_miss_on_a_losing_card_gives_the_engine_reason_for_that_card():
    go = Attempt(step("04-trumps-2"))                      # E10 E9 EU EK ED: EU trumps it
    message = go.answer(4).message                         # ED, the Daus
    assert "The Eichel-Daus follows Eichel, but the trick has been trumped by the Eichel-Unter." in message
    go = Attempt(step("03-tricks-4"))                      # follow Grün
    hand = step("03-tricks-4").task.hand
    message = go.answer(hand.index(hydra.as_card("RK"))).message
    assert message.startswith("The Rot-König may not be played: Grün was led")


def test_the_second_miss_shows_the_solution_and_is_not_done():
    for s in answered_steps():
        go = Attempt(s)
        wrong = wrong_response(s)
        assert not go.answer(wrong).finished, s.id
        second = go.answer(wrong)
        assert second.solution_shown and second.finished and not second.done and not second.star, s.id
        assert "The answer: " in second.message, s.id
        assert go.misses == MAX_MISSES
        after = go.answer(kind_named(s.kind).solution(s.task))    # copying the solution: still not done
        assert after is second and not after.done


def test_right_first_try_is_a_star_right_after_a_miss_is_done_without_a_star():
    for s in answered_steps():
        right = kind_named(s.kind).solution(s.task)
        first = Attempt(s).answer(right)
        assert first.correct and first.done and first.star, s.id
        go = Attempt(s)
        go.answer(wrong_response(s))
        later = go.answer(right)
        assert later.done and not later.star, s.id


def test_a_select_miss_does_not_give_the_answer_away():
    s = step("03-tricks-5")                                 # Eichel led: E9 and EK only
    message = Attempt(s).answer(["S10", "E9"]).message
    assert message.startswith("The Schell-10 may not be played: Eichel was led")
    assert "One more of your cards may be played" in message and "EK" not in message.split("(")[0]


def test_step_ids_are_stable_and_match_the_registry():
    assert [item.ids for item in STEP_LESSONS.values()] == [lesson(n).exercises for n in STEP_LESSONS]
    assert lesson("02").exercises == tuple(f"02-eyes-{i}" for i in range(1, 7))
    assert step("02-eyes-3").task.kind == "find-card"
    assert step_url("02-eyes-3", "Ada") == "02-cards-and-eyes.ipynb?step=02-eyes-3&name=Ada"
    assert STEP_LESSONS["03"].step("nonsense").id == "03-tricks-1"       # an unknown ?step=: the first


def test_every_answer_is_the_engines():
    """Each trick step's answer is hydra.trick_winner, each legal step's hydra.legal_cards."""
    for s in all_steps():
        ex = s.task
        if ex.kind == "trick":
            assert kind_named("trick").solution(ex) == hydra.trick_winner(ex.cards, ex.game)
        if ex.kind == "legal":
            legal = {str(c) for c in hydra.legal_cards(ex.hand, ex.cards, ex.game)}
            assert set(LEGAL.solution(ex)) == legal


def test_ideas_come_before_they_are_used():
    """Issue 19's order: no trick before lesson 03, no party before the parties' lessons, no trump
    played in lesson 03, no R1/R4 (the special cards' rules) in the trump lesson."""
    for s in all_steps():
        words = (s.text + " " + s.question).lower()
        number = int(s.lesson_number)
        if number < 3:
            assert "trick" not in words and "stich" not in words, s.id
        if number < 6:                                  # the parties are lesson 06
            assert not re.search(r"\b(parties|party|re|kontra|solo|antrag)\b", words), s.id
        if number <= 4:
            assert "(r1)" not in words and "(r4)" not in words and "bonus" not in words, s.id
        if number == 3 and s.kind == "trick":
            assert not any(s.task.game.is_trump(c) for c in s.task.cards), s.id


def test_every_step_is_short_and_shows_no_internal_id():
    for s in answered_steps():
        assert s.words() <= 60, s.id
        assert len(re.findall(r"[.!?](\s|$)", s.text)) <= 2, s.id
        go = Attempt(s)
        texts = [s.text, s.question, go.answer(wrong_response(s)).message, go.answer(wrong_response(s)).message]
        texts += list(s.task.facts) + [kind_named(s.kind).choice_label(c) for c in s.task.choices]
        for text in texts:
            assert not INTERNAL.search(text), (s.id, text)


#: Lessons 05 and 06 (issue 19): a typical wrong answer of each step, and what its miss must say (the
#: card or player tapped and why, citing the rule).
TYPICAL_MISSES = {
    "05-special-1": (["R10", "RK"], "It is a trump here, not a Rot card"),
    "05-special-2": (1, "That is the first Dulle (Rot-10): The Dulle (Rot-10) equals the Dulle played before it; "
                        "of two Dullen the second one wins (R2)."),
    "05-special-3": (0, "The Dulle (Rot-10) does not win: The Hydra is a higher trump than the Dulle (Rot-10)"),
    "05-special-4": (0, "That is the first Hydra"),
    "05-special-5": (1, "The Hydra on a Grün trick counts as the lowest Grün card in a normal game, so it cannot "
                        "win (R1)."),
    "05-special-6": (["HY", "G9"], "The Hydra is not a Grün card for following (R1)."),
    "05-special-7": (["G9"], "your only trump is the Hydra, which is a trump for following, so you must play it (R1)"),
    "05-special-8": (3, "The Schell-10 follows Schell, but the trick has been trumped by the Fuchs (Schell-Daus)."),
    "05-special-9": (2, "The Schell-Unter does not win: The Grün-Unter is a higher trump than the Schell-Unter"),
    "06-parties-1": ("Ben", "Not Ben: Ben holds a Grün-Ober, and you hold an Eichel-Ober."),
    "06-parties-2": (NOBODY, None),                      # the right answer: the Ego plays alone
    "06-parties-3": ("normal", "Not a normal game: the two Eichel-Ober holders (Alten)"),
    "06-parties-4": ("engagement", "Not an engagement (Verlobung): a player with an Eichel-Ober and a Grün-Ober"),
    "06-parties-5": ("Ada", "Ada said valeo (a healthy game): only a player who says morbus names a game (R7)."),
    "06-parties-6": ("Ben", "Ben named an Antrag, and a solo beats an Antrag (R7)."),
    "06-parties-7": (1, "so it is a plain Eichel card here"),
    "06-parties-8": ("Ada", "Not Ada: Ada holds an Eichel-Ober and a Grün-Ober, and an Antrag needs both "
                            "Eichel-Obers or both Grün-Obers in one hand (R7)."),
}


@pytest.mark.parametrize("step_id", list(TYPICAL_MISSES))
def test_lessons_05_and_06_a_typical_miss_says_why_citing_the_rule(step_id):
    s = step(step_id)
    wrong, says = TYPICAL_MISSES[step_id]
    if says is None:                                     # this "typical" answer is right; try another one
        assert s.task.check(wrong).correct
        wrong = wrong_response(s)
    first = Attempt(s).answer(wrong)
    assert not first.correct and first.message.endswith("Try again."), first.message
    if says:
        assert says in first.message, first.message
    assert RULE.search(first.message), first.message
    assert Attempt(s).answer(kind_named(s.kind).solution(s.task)).star


def test_the_parties_answers_are_the_engines():
    """R10 by hydra.form_parties, R7 by hydra.winning_declaration and hydra.check_antrag."""
    normal = KEY_CARDS.of({"You": "EO", "Ben": "GO", "Cem": "EO", "Dora": "GO", "Emil": ""})
    assert KEY_CARDS.solution(normal) == "Cem"
    alone = KEY_CARDS.of({"You": "GO GO", "Ben": "EO", "Cem": "", "Dora": "EO", "Emil": ""})
    assert KEY_CARDS.solution(alone) == NOBODY                 # secret proposal: you play alone (R10)
    game = KEY_CARDS.of({"You": "EO", "Ben": "EO GO GO", "Cem": "", "Dora": "", "Emil": ""}, "game",
                        hydra.HEALTHY_KINDS)
    assert KEY_CARDS.solution(game) == "triple-engagement"
    assert KEY_CARDS.choice_label("triple-engagement") == "triple engagement"
    assert KEY_CARDS.choice_label(NOBODY) == "Nobody: I play alone"
    with pytest.raises(ValueError):                            # an engagement: two partners, no one answer
        KEY_CARDS.of({"You": "EO GO", "Ben": "EO", "Cem": "GO", "Dora": "", "Emil": ""})
    with pytest.raises(ValueError):                            # the answer is not offered
        KEY_CARDS.of({"You": "EO", "Ben": "GO", "Cem": "EO", "Dora": "GO", "Emil": ""}, "game", ("wedding",))
    both = KEY_CARDS.of({"Ada": "EO EO", "Ben": "GO", "Cem": "GO", "Dora": "", "Emil": ""}, "antrag")
    assert KEY_CARDS.check(both, "Ada").correct and not KEY_CARDS.check(both, "Ben").correct
    order = CALLS.of({"Ada": "antrag", "Ben": "valeo", "Cem": "antrag", "Dora": "valeo", "Emil": "valeo"})
    assert CALLS.solution(order) == "Ada"                      # of two Anträge, the earlier one (R7)
    message = CALLS.check(order, "Cem").explanation
    assert "nearer the dealer's left" in message and "(R7)" in message
    with pytest.raises(ValueError):                            # all valeo: the key cards decide (R10)
        CALLS.of({"Ada": "valeo", "Ben": "valeo", "Cem": "valeo", "Dora": "valeo", "Emil": "valeo"})


def test_find_card_needs_exactly_one_answer():
    with pytest.raises(ValueError):
        FIND_CARD.of("GO EO", "trump")


# --- progress ---------------------------------------------------------------------------------
def test_step_progress_stars_and_the_step_comes_back(tmp_path):
    progress = LessonProgress(tmp_path)
    two = lesson("02")
    progress.step_answer("Ada", two, "02-eyes-1", done=True, star=True)
    progress.step_answer("Ada", two, "02-eyes-2", done=False, star=False)        # the solution was shown
    state = progress.state("Ada", two)
    assert state.right == 1 and state.stars == {"02-eyes-1"} and state.again == {"02-eyes-2"}
    assert progress.due_steps("Ada", two) == []                 # it comes back after two more steps
    progress.step_answer("Ada", two, "02-eyes-3", done=True, star=False)
    progress.step_answer("Ada", two, "02-eyes-4", done=True, star=True)
    assert progress.due_steps("Ada", two) == ["02-eyes-2"]
    progress.step_answer("Ada", two, "02-eyes-2", done=True, star=True)   # answered without it now: no star,
                                                                            # its first go was missed
    state = progress.state("Ada", two)
    assert progress.due_steps("Ada", two) == [] and "02-eyes-2" in state.right_keys
    assert "02-eyes-2" not in state.stars and state.stars == {"02-eyes-1", "02-eyes-4"}
    progress.close()
    again = LessonProgress(tmp_path)                            # a restarted server loses nothing
    assert again.state("ada", two).right == 4
    with pytest.raises(KeyError):
        again.step_answer("Ada", two, "03-tricks-1", done=True, star=True)


def test_the_earlier_lessons_answers_count_for_the_new_steps(tmp_path):
    """A learner who finished the earlier lesson 01 (the deck) is not stranded: lessons 1 and 2 of the
    path count as done (without stars); single answers count for the step that asks the same."""
    progress = LessonProgress(tmp_path)
    deck = reference_lesson("01")
    progress.answer("Ada", deck, "eyes-of-eichel", True)
    assert progress.state("Ada", lesson("02")).right_keys == {"02-eyes-5"}
    for key in deck.exercises:
        progress.answer("Ada", deck, key, True)
    for number in OLD_LESSON_DONE["01"]:
        state = progress.state("Ada", lesson(number))
        assert state.status == "done" and not state.stars, number
    assert progress.state("Ada", deck).status == "done"         # and the reference page still says so
    progress.answer("Bo", reference_lesson("04"), "follow-gruen", False)
    assert progress.state("Bo", lesson("03")).right == 0        # a wrong answer counts for nothing
    for (old, key), new in MIGRATION.items():
        assert key in reference_lesson(old).exercises and new in lesson(new[:2]).exercises


# --- the player ---------------------------------------------------------------------------------
def test_the_player_walks_a_lesson_by_taps_and_saves(tmp_path):
    progress = LessonProgress(tmp_path)
    player = StepPlayer("03", name="Ada", progress=progress)
    assert player.step.id == "03-tricks-1"
    player.number_input.value = "10"
    assert player.check() is True
    player.go(+1)
    assert player.step.id == "03-tricks-2"
    assert player.tap(0) is False and "Try again" in player.message.value
    assert player.tap(1) is False and "The answer" in player.message.value
    assert "03-tricks-2" in progress.state("Ada", lesson("03")).again
    player.go(+1)
    assert player.tap(3) is True                               # RD
    for _ in range(5):
        player.go(+1)
    assert player.at_end and "Lesson 3 finished" in player.end.value
    assert 'href="04-trumps.ipynb?name=Ada"' in player.end_links.value
    state = progress.state("Ada", lesson("03"))
    assert state.right == 2 and state.stars == {"03-tricks-1", "03-tricks-3"}
    assert '&quot;step&quot;: &quot;end&quot;' in player.top.value
    player.go(-1)
    assert player.step.id == "03-tricks-7"


def test_the_player_without_a_name_keeps_the_answers_until_the_name_is_typed(tmp_path):
    progress = LessonProgress(tmp_path)
    player = StepPlayer("04", step="04-trumps-2", progress=progress)
    assert player.name_row.layout.display == "flex"
    assert player.tap(2) is True
    player.name_input.value = "Hedy"
    assert progress.state("Hedy", lesson("04")).stars == {"04-trumps-2"}
    assert "home.ipynb?name=Hedy" in player.top.value


def test_the_player_selects_cards_then_checks():
    player = StepPlayer("04", step="04-trumps-6", progress=None, name=None)
    hand = [str(c) for c in player.step.task.hand]
    player.tap(hand.index("S9"))
    assert player.check() is False and "The Schell-9 may not be played" in player.message.value
    player.tap(hand.index("SD"))
    player.tap(hand.index("RO"))
    assert player.check() is True


def test_the_end_screen_offers_the_steps_to_practise_again(tmp_path):
    for progress in (None, LessonProgress(tmp_path)):
        player = StepPlayer("01", name="Ada" if progress else None, step="01-win-3", progress=progress)
        player.answer("Ada")
        player.answer("Cem")                                   # the solution: Ben
        for step_id in ("01-win-1", "01-win-2"):               # two more steps: it is due again
            player.show(step_id)
            player.answer(kind_named(player.step.kind).solution(player.step.task))
        player.show(END)
        assert "1 step to practise again" in player.end.value
        player.practise()
        assert player.step.id == "01-win-3" and not player.at_end
        assert player.answer("Ben") is True                    # right now, at once: done, but no star
        state = player.state()
        assert "01-win-3" in state.right_keys and "01-win-3" not in state.stars and not state.again


def test_the_path_is_steps_and_the_old_long_lessons_are_off_it():
    """Issue 19: every lesson on the path is steps (05 the special cards, 06 parties); the old long
    lessons 05-10 are off it, their addresses and saved answers kept (issue 34: their addresses lead to
    the rules reference's topics, 07 and 08 to their renamed pages)."""
    assert all(item.steps for item in LESSONS)
    assert [item.number for item in LESSONS[:6]] == ["01", "02", "03", "04", "05", "06"]
    assert lesson("05").notebook == "05-the-special-cards.ipynb" and lesson("06").notebook == "06-parties.ipynb"
    assert COURSE.next(lesson("04")) is lesson("05") and COURSE.previous(lesson("06")) is lesson("05")
    from tutor.course.lessons import old_address_target
    for number, notebook, now in (("05", "05-scoring.ipynb", "rules.ipynb?topic=scoring"),
                                  ("06", "06-a-full-round.ipynb", "rules.ipynb?topic=dealing"),
                                  ("07", "07-hydra-for-doppelkopf-players.ipynb", "doppelkopf-players.ipynb"),
                                  ("08", "08-how-likely-is-each-party-kind.ipynb", "odds.ipynb"),
                                  ("09", "09-the-calls-in-practice.ipynb", "rules.ipynb?topic=calls"),
                                  ("10", "10-a-match.ipynb", "rules.ipynb?topic=match")):
        old = reference_lesson(number)
        assert old.reference and not COURSE.on_path(old) and old.key == number
        assert old not in LESSONS and old_address_target(notebook) == now
        assert lesson_of_notebook(now.split("?")[0]) is (old if not old.moved_to else None)


def test_the_old_long_lessons_answers_stay_and_count(tmp_path):
    progress = LessonProgress(tmp_path)
    calls = reference_lesson("09")
    progress.answer("Ada", calls, "solo-beats-antrag", True)
    progress.answer("Ada", reference_lesson("05"), "points-65-x2", True)
    assert progress.state("Ada", calls).right_keys == {"solo-beats-antrag"}         # still on its page
    assert progress.state("Ada", reference_lesson("05")).right_keys == {"points-65-x2"}
    assert progress.state("Ada", lesson("06")).right_keys == {"06-parties-6"}       # and for the new step
    assert progress.state("Ada", lesson("05")).right == 0          # the new 05 is not the old 05's answers
    for key in reference_lesson("03").exercises:                    # the old calls-and-parties lesson done
        progress.answer("Bo", reference_lesson("03"), key, True)
    assert progress.state("Bo", lesson("06")).status == "done"


def test_the_path_ends_with_scoring_a_round_and_a_match():
    """Issue 19's order: scoring, a whole round, a match, after the parties; then (issue 34) solos, the
    Antrag, and whole rounds on the play page last."""
    assert [(item.number, item.notebook) for item in LESSONS[6:]] == [
        ("07", "07-counting-the-score.ipynb"), ("08", "08-a-whole-round.ipynb"), ("09", "09-a-match.ipynb"),
        ("10", "10-solos.ipynb"), ("11", "11-the-antrag.ipynb"), ("12", "12-play-whole-rounds.ipynb")]
    assert all(item.steps for item in LESSONS[6:]) and COURSE.next(LESSONS[-1]) is None
    assert lesson("08").exercises[0] == "08-round-1" and lesson("09").exercises[-1] == "09-match-4"
    assert step_url("08-round-4", "Ada") == "08-a-whole-round.ipynb?step=08-round-4&name=Ada"


def test_the_player_shows_the_cards_a_task_is_about():
    """The eyes to count are drawn (a number step has no cards to tap); a "may I play?" step draws the
    trick so far above the hand, its first card marked as led."""
    player = StepPlayer("02", step="02-eyes-5", progress=None)
    assert 'class="cs-shown"' in player.ask.value and player.ask.value.count("<svg") == 4
    trick = StepPlayer("03", step="03-tricks-4", progress=None)
    assert "On the table:" in trick.ask.value and trick.ask.value.count("<svg") == 1
    assert "Your hand:" in trick.ask.value


# --- lessons 07-09: scoring, a whole round, a match --------------------------------------------------
#: A typical wrong answer of each step (a number, a choice, or a card of the hand by its code), a phrase
#: of why *that* answer is wrong, and the rule the sentence cites.
LATER_MISSES = {
    "07-score-1": ("60", "more than the 240 eyes of the deck", "rules: Abrechnung"),
    "07-score-2": ("7", "75 eyes are 7.5 tenths, and a half rounds up", "R5"),
    "07-score-3": ("2", "that is the players in your party; the multiplier counts the players outside it", "R5"),
    "07-score-4": ("4", "a solo has multipliers of its own", "R5"),
    "07-score-5": ("21", "64 eyes are 6.4 tenths, and less than a half rounds down", "R5"),
    "07-score-6": ("Doppelkopf", "a Doppelkopf holds 40 to 49 eyes, and this trick holds more", "R3"),
    "07-score-7": ("5 points", "your partner played it: only an opponent's Fuchs is caught", "R4"),
    "07-score-8": ("24", "the bonus points are added once, not multiplied", "R5"),
    "07-score-9": ("Alten", "the Alten took the most eyes, but each of them gets 3 × 10 = 30 points", "R5"),
    "08-round-1": ("Cem", "Cem is the dealer", "R8, R12"),
    "08-round-2": ("No", "the Hydra counts as a trump", "R6"),
    "08-round-3": ("Ben", "an Antrag is lower than a solo", "R7"),
    "08-round-4": ("HY", "The Hydra on a Grün trick counts as the lowest Grün card", "R1"),
    "08-round-5": ("R9", "The Rot-9 may not be played: a trump was led and you hold trumps", "Bedienpflicht"),
    "08-round-6": ("21", "multiply what the eyes count by the multiplier", "R5"),
    "09-match-1": ("34", "that is one round's points; the points of every round are added up", "rules: Spielende"),
    "09-match-2": ("Emil", "Emil just dealt, and after a round the deal passes on", "R11"),
    "09-match-3": ("Ada", "a throw-in does not pass the deal", "R6"),
    "09-match-4": ("Dora", "Dora has 162 points, and someone has more", "R5"),
}


def _response(s: Step, answer: str):
    """A card code of the hand is tapped by its place; anything else is the answer as it is."""
    if s.form == PICK_CARD:
        return [str(c) for c in (s.task.hand or s.task.cards)].index(answer)
    return answer


def test_every_later_step_has_a_typical_miss():
    later = [s.id for n in ("07", "08", "09") for s in STEP_LESSONS[n].steps]
    assert sorted(LATER_MISSES) == sorted(later)


@pytest.mark.parametrize("step_id", sorted(LATER_MISSES))
def test_a_typical_miss_of_the_later_lessons_says_why_citing_the_rule(step_id):
    s = step(step_id)
    wrong, why, rule = LATER_MISSES[step_id]
    go = Attempt(s)
    miss = go.answer(_response(s, wrong))
    assert not miss.correct and not miss.solution_shown, miss.message
    assert why in miss.message and f"{rule}" in miss.message and miss.message.endswith("Try again."), miss.message
    solution = kind_named(s.kind).solution(s.task)
    shown = str(s.task.hand[solution]) if s.form == PICK_CARD else str(solution)
    assert not re.search(rf"(?<![\w.]){re.escape(shown)}(?![\w.])", miss.message.split(":")[0]), miss.message
    right = go.answer(solution)
    assert right.correct and right.done and not right.star


def test_the_later_lessons_answers_are_the_engines():
    """Points are hydra.party_points (R5), the trick bonus the engine's (R3), the card that takes a trick
    is legal (hydra.legal_cards) and wins it (hydra.trick_winner), the next dealer hydra.Match's (R11)."""
    assert kind_named("party-points").solution(step("07-score-8").task) == str(hydra.party_points(65, 2, 5)) == "19"
    assert kind_named("tenths").solution(step("07-score-2").task) == str(hydra.round_half_up(75)) == "8"
    assert kind_named("multiplier").solution(step("07-score-4").task) == "3"          # R5: a soloist has 3
    assert kind_named("multiplier").solution(step("07-score-3").task) == "3"          # five less two
    assert kind_named("trick-bonus").solution(step("07-score-6").task) == "Hydra"   # 53 eyes
    assert kind_named("fuchs-caught").solution(step("07-score-7").task) == "nothing"   # own party's Fuchs
    assert kind_named("best-party").solution(step("07-score-9").task) == "Ego"         # 4 x 8 > 3 x 10
    for step_id, trick in (("08-round-4", 4), ("08-round-5", 6)):
        ex = step(step_id).task
        assert ex.prompt.startswith(f"Trick {trick} ") and f"trick {trick} " in step(step_id).text
        card = ex.hand[kind_named("play-to-win").solution(ex)]
        assert card in hydra.legal_cards(ex.hand, ex.cards, ex.game)
        assert hydra.trick_winner(list(ex.cards) + [card], ex.game) == len(ex.cards)
    match = hydra.Match(players=5, dealer=4)
    match.play_round(seed=3)
    assert kind_named("seat").solution(step("09-match-2").task) == ("Ada", "Ben", "Cem", "Dora", "Emil")[match.dealer]
    assert kind_named("seat").solution(step("09-match-3").task) == "Dora"              # R6: the dealer stays
    assert kind_named("call-wins").solution(step("08-round-3").task) == "Dora"         # R7: solo beats Antrag


def test_the_later_lessons_numbers_are_the_engines_rounds():
    """Lesson 08's positions and count, lesson 09's points and totals are written in the lesson (a page
    does not play the rounds again); they are what the engine's example players play (R5, R8, R11)."""
    later = path_later
    first, second = (position(later.ROUND_SEED, moves) for moves in (later.TRICK_A, later.TRICK_B))
    assert first[:3] == later.POSITION_A and second[:3] == later.POSITION_B
    assert first[3] == second[3]                                  # you play both tricks, in one round
    sheet = played_round(later.ROUND_SEED, -1).sheet
    party = next(i for i, seats in enumerate(sheet.parties) if first[3] in seats)
    assert (sheet.eyes[party], sheet.multipliers[party], sheet.bonus[party]) == later.YOUR_COUNT
    assert match_points(0, later.MATCH_SEEDS)[:3] == later.ADA_POINTS
    assert match_totals(later.MATCH_SEEDS) == later.MATCH_TOTALS
    match = hydra.Match(players=5, dealer=0)
    for seed in later.MATCH_SEEDS:
        match.play_round(seed=seed)
    assert tuple(match.totals) == tuple(later.MATCH_TOTALS.values())


def test_the_learner_plays_a_card_in_the_round_and_the_engine_checks_it():
    """Lesson 08: the hand and the trick so far come from a round the engine dealt and played; a card
    that may not be played is refused with its reason (rules: Der Spielverlauf), and the card that takes
    the trick is right."""
    player = StepPlayer("08", step="08-round-5", progress=None)
    hand = [str(c) for c in player.step.task.hand]
    assert "On the table:" in player.ask.value and "Your hand:" in player.ask.value
    assert player.tap(hand.index("RK")) is False and "The Rot-König may not be played" in player.message.value
    assert player.tap(hand.index("HY")) is True
    assert "HY takes the trick: The Hydra is a higher trump than the Rot-Ober" in player.message.value

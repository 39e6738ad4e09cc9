"""What the exercise kinds share (issue 21): every quiz kind declares its name, id letter, answer
form, title and short words in its class statement (QuizKindBase); the dealt trick or position that
suits a difficulty is kept by one function for every card game; a response is read as a card
position or a whole number by one function each, in each kind's own words.

Saved progress and shared ``?exercise=`` links hold exercise ids, so an id must name the same
exercise for good: the pinned digests below were taken before the kinds were merged (issue 21)."""

from __future__ import annotations

import hashlib
import json

import pytest

from tutor.exercises import QUIZ_KINDS, TOPICS, kind_named, make_exercise
from tutor.hydra.quiz.basics import DECK_FACT, FIND_CARD
from tutor.hydra.quiz.course import EYES
from tutor.hydra.quiz.points import POINTS
from tutor.hydra.quiz.trick import TRICK
from tutor.exercises.answers import picked_position, whole_number
from tutor.exercises.dealing import by_difficulty, first_suiting
from tutor.hydropolis.quiz.kinds import HP_POINTS
from tutor.exercises.kind import NUMBER, KindBase, QuizKindBase, kinds

#: Every quiz kind as ids and views know it: (name, id letter, form, title, short).
KINDS = [
    ("trick", "t", "pick-card", "Who wins this trick?", "who wins"),
    ("legal", "l", "select-cards", "Which cards may I play?", "which cards may I play"),
    ("parties", "p", "choice-and-groups", "Which parties?", "which parties"),
    ("points", "s", "number", "How many points?", "how many points"),
    ("dk-trick", "dt", "pick-card", "Who wins this trick?", "Doppelkopf: who wins"),
    ("dk-legal", "dl", "select-cards", "Which cards may I play?", "Doppelkopf: which cards may I play"),
    ("dk-rulesets", "dr", "choice", "Under which rule set?", "Doppelkopf: under which rule set"),
    ("fh-trick", "ft", "pick-card", "Who wins this trick?", "500: who wins"),
    ("fh-legal", "fl", "select-cards", "Which cards may I play?", "500: which cards may I play"),
    ("fh-bids", "fb", "choice", "Which bid is higher?", "500: which bid is higher"),
    ("fh-points", "fs", "number", "How many points?", "500: how many points"),
    ("hp-may", "hm", "choice", "May this card go here?", "may it go here"),
    ("hp-where", "hw", "select-choices", "Where may this card go?", "where may it go"),
    ("hp-points", "hs", "number", "How many points?", "how many points"),
]

#: An id of each quiz kind's first topic (difficulty 1) and last topic (difficulty 3) -> a digest of
#: the exercise it named before issue 21's merge of the kinds (the prompts of the trick and legal kinds and
#: the parties' facts re-pinned in issue 34: they no longer name keys or seats counted from 0; the cards,
#: seats, answers, choices and explanations of every pinned id were compared with main's and are the same; the
#: Hydra ids re-pinned in issue 33: their sentences name cards by name, through the catalogs; the cards, hand,
#: seats, answer and choices of each were compared with main's and are the same; the two points ids
#: re-pinned when their prompt put the party's name in quotation marks, “Alten” for 'Alten': with the old
#: marks put back, each gives its old digest).
PINNED = {
        "t-suit-1-002a": "903630c0a6b91970",
        "t-csolo-3-beef": "cbdd51b5400b4fa6",
        "l-follow-1-002a": "adb0e92a2e6ab7c8",
        "l-solo-3-beef": "7cf8e951a92a1107",
        "p-r10-1-002a": "3ebf2a4a389785fd",
        "p-r10-3-beef": "874084e8b9af0bf8",
        "s-r5-1-002a": "784a01e448ab56cc",
        "s-r5-3-beef": "d10c409e5a3373b6",
        "dt-suit-1-002a": "5610a5e246cf2d97",
        "dt-solo-3-beef": "06e0e19eb828f50d",
        "dl-follow-1-002a": "a1d6bfe921a36859",
        "dl-solo-3-beef": "a946a40ec84625b4",
        "dr-dulle-1-002a": "05b4e13e1b2b15fd",
        "dr-plain-3-beef": "0c405c89fca4684c",
        "ft-suit-1-002a": "b10a84b9c5b9e55b",
        "ft-jokerlead-3-beef": "5d04304fd133ecdf",
        "fl-follow-1-002a": "f57259d2b2b232aa",
        "fl-misere-3-beef": "72fdbbd44d5bde99",
        "fb-strain-1-002a": "5e5427a12907f884",
        "fb-misere-3-beef": "ba34177ad241422a",
        "fs-made-1-002a": "40ba5dcf878088f8",
        "fs-misere-3-beef": "d2fdd631dc923a00",
        "hm-place-1-002a": "8f0d404c33be8b8c",
        "hm-join-3-beef": "bb912c0ecd57271e",
        "hw-fit-1-002a": "f52d311a286e25f4",
        "hw-leaky-3-beef": "5a573729bca30e4d",
        "hs-neighbours-1-002a": "be5d6623f54f27e1",
        "hs-cover-3-beef": "47f5b4f6f2fd7f57"
    }


def _plain(x: object) -> object:
    if isinstance(x, (frozenset, set)):
        return sorted((_plain(v) for v in x), key=repr)
    if isinstance(x, (tuple, list)):
        return [_plain(v) for v in x]
    return x if isinstance(x, (int, str, type(None))) else str(x)


def _digest(exercise_id: str) -> str:
    ex = make_exercise(exercise_id)
    what = [ex.prompt, ex.caption, [str(c) for c in ex.cards], [str(c) for c in ex.hand], list(ex.seats),
            _plain(ex.answer), [str(c) for c in ex.choices], list(ex.facts), ex.explanation]
    return hashlib.sha256(json.dumps(what, ensure_ascii=False).encode()).hexdigest()[:16]


def test_every_quiz_kind_keeps_its_name_letter_and_form():
    """Issue 21: ids in saved progress begin with the kind's letter; the view asks by the form."""
    assert [(k.name, k.letter, k.form, k.title, k.short) for k in QUIZ_KINDS] == KINDS
    assert all(kind_named(name).letter == letter for name, letter, *_ in KINDS)


@pytest.mark.parametrize("exercise_id", sorted(PINNED))
def test_an_id_names_the_same_exercise_as_before(exercise_id):
    """Issue 21: saved progress and shared ?exercise= links keep naming the same exercise."""
    assert _digest(exercise_id) == PINNED[exercise_id], f"{exercise_id} now names another exercise"


def test_the_pinned_ids_cover_every_quiz_kind():
    letters = {eid.split("-")[0] for eid in PINNED}
    assert letters == {letter for _name, letter, *_ in KINDS}
    assert all(f"{eid.split('-')[0]}-{eid.split('-')[1]}" in TOPICS for eid in PINNED)


def test_a_quiz_kind_must_say_all_five():
    """A quiz kind's class that leaves out its letter is refused when it is written, not when an id
    is read."""
    with pytest.raises(TypeError):
        class _NoLetter(QuizKindBase, name="x", title="X?", form=NUMBER, short="x"):
            pass


def test_every_kind_declares_itself_the_one_way():
    """Issue 21: the course's, the class's and the quiz's kinds each say their name, title and answer
    form in their class statement (KindBase; a quiz kind its letter and short words too)."""
    import tutor.hydra.quiz.class_kinds  # noqa: F401 - registers the class kinds
    import tutor.hydra.quiz.lesson_facts  # noqa: F401 - registers the lessons' try-it kinds
    registered = kinds()
    assert {"eyes", "find-card", "fact-choice", "seat", "tenths", "class-winner", "class-parties"} <= {
        k.name for k in registered}
    assert [type(k).__name__ for k in registered if not isinstance(k, KindBase)] == []
    assert all(k.name and k.title and k.form for k in registered)


def test_a_kind_must_say_all_three():
    """A kind's class that leaves out its form is refused when it is written."""
    with pytest.raises(TypeError):
        class _NoForm(KindBase, name="x", title="X?"):
            pass


def test_by_difficulty_keeps_the_first_that_suits_and_deals_no_further():
    dealt: list[str] = []

    def candidates():
        for extra, name in ((0, "a"), (2, "b"), (1, "c"), (1, "d")):
            dealt.append(name)
            yield extra, name

    assert by_difficulty(candidates(), 2, "t-r1-2-1") == "c"
    assert dealt == ["a", "b", "c"]                      # "d" never dealt: the seeded rng is left alone
    assert by_difficulty(iter([(2, "x"), (0, "y")]), 2, "") == "x"    # both one off: the first
    assert by_difficulty(iter([(3, "x"), (0, "y")]), 2, "") == "y"    # else the nearest
    assert by_difficulty(iter([(4, "x")]), 3, "") == "x"               # two or more ideas suit 3
    with pytest.raises(RuntimeError):
        by_difficulty(iter([]), 1, "t-r1-1-1")


def test_first_suiting_keeps_the_first_that_suits_else_the_first_dealt():
    assert first_suiting(iter([(False, "a"), (True, "b"), (True, "c")]), "") == "b"
    assert first_suiting(iter([(False, "a"), (False, "b")]), "") == "a"
    with pytest.raises(RuntimeError):
        first_suiting(iter([]), "l-r1-1-1")


def test_reading_a_position_or_a_number():
    assert picked_position("2", 3, "Tap.") == 2 and picked_position(0, 3, "Tap.") == 0
    for bad in ("3", "-1", "x", None, [1]):
        with pytest.raises(ValueError, match="^Tap.$"):
            picked_position(bad, 3, "Tap.")
    assert whole_number(" -7 ") == -7
    with pytest.raises(ValueError, match="^Type a whole number, then press Check.$"):
        whole_number("7.5")


@pytest.mark.parametrize("exercise, response, sentence", [
    (TRICK.of("GK G9 GD HY G10"), "x", "Tap one of the five cards."),
    (make_exercise("dt-suit-1-0001"), 4, "Tap one of the 4 cards."),
    (FIND_CARD.of("RK GO E10 S9", "suit:G"), 4, "Tap one of the cards."),
    (DECK_FACT.of("deck"), "ten", "Type a whole number."),
    (EYES.of("RK GO"), "", "Type a whole number, then press Check."),
    (POINTS.of(121, 1), "x", "Type a whole number of points, for example 7, then press Check."),
    (make_exercise("hs-pipes-1-0001"), "7 points", "Type the points as a whole number, such as 7, then press Check."),
])
def test_each_kind_asks_in_its_own_words(exercise, response, sentence):
    """The shared readers keep every kind's sentence for a response of the wrong shape."""
    with pytest.raises(ValueError) as raised:
        exercise.check(response)
    assert str(raised.value) == sentence


def test_hydras_trick_names_the_pick_and_the_winner_by_their_names():
    """Issue 33: a card by its name, never the notation ("the Grün-Daus", not "GD")."""
    feedback = TRICK.of("GK G9 GD HY G10").check(3)
    assert feedback.headline == "Not quite: the Hydra does not win this trick."
    assert feedback.answer_text == "The trick goes to the Grün-Daus, the third card, played by seat 2."
    equal = TRICK.of("GD G9 GD HY GK").check(2)                       # two equal cards: the first wins (R2)
    assert equal.headline == "Not quite: the third card, the Grün-Daus, does not win this trick."
    assert HP_POINTS.form == NUMBER

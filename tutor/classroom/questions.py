"""A class question is an exercise of the exercise protocol made from the position on the teacher's
screen by the kinds of the game the class asks about (:func:`tutor.classroom.game.class_game`, named by its
line of the tutor's registry): the engine's answer and why, each learner's answer checked, kept as JSON in
the class store (questions stored before, in earlier forms, are read as the same exercises). These are
the classroom's names for it.

>>> from tutor.hydra.scenarios import Line, load_library
>>> line = Line(load_library("r01-hydra-on-a-fail-trick")); line.go(47)
>>> q = make_question("winner", line)
>>> q.prompt, class_options(q), q.answer
('Which card is winning this trick so far?', ('SK', 'ED'), (0,))
>>> check_positions(q, (0,))[1].correct, check_positions(q, (1,))[1].correct
(True, False)
>>> cards_said("SK wins"), card_name("ED")
('Schell-König wins', 'Eichel-Daus')
"""

from __future__ import annotations

from .game import ClassGame, class_game

__all__ = ["make_question", "KINDS", "KIND_TITLES", "QuestionError", "answer_words", "check_positions",
           "class_labels", "class_options", "dumps_class", "is_multi", "loads_class", "short_kind",
           "in_this_language", "cards_said", "card_name", "cards_svg"]

_GAME: ClassGame = class_game()

#: The question kinds a teacher can push, with the button's words.
KIND_TITLES = _GAME.kind_titles
KINDS = _GAME.kinds
#: This position cannot be asked as that kind of question (a sentence for the teacher).
QuestionError = _GAME.question_error


#: The class's game's own functions, by the classroom's names (tutor.classroom.game.ClassGame says what each does).
make_question = _GAME.make_question
class_options = _GAME.class_options
class_labels = _GAME.class_labels
answer_words = _GAME.answer_words
is_multi = _GAME.is_multi
check_positions = _GAME.check_positions
short_kind = _GAME.short_kind
dumps_class = _GAME.dumps
loads_class = _GAME.loads
in_this_language = _GAME.in_this_language
cards_said = _GAME.cards_said
card_name = _GAME.card_name
cards_svg = _GAME.cards_svg

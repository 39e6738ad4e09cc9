"""A class question is an exercise of the exercise protocol made from the position on the teacher's
screen: :mod:`tutor.hydra.quiz.class_kinds` makes it (the engine's answer and why), checks each
learner's answer and keeps it as JSON in the class store (questions stored before, in the old
``Question`` form, are read as the same exercises). These are the classroom's names for it.

>>> from tutor.hydra.scenarios import Line, load_library
>>> line = Line(load_library("r01-hydra-on-a-fail-trick")); line.go(47)
>>> q = make_question("winner", line)
>>> q.prompt, class_options(q), q.answer
('Which card is winning this trick so far?', ('SK', 'ED'), (0,))
>>> check_positions(q, (0,))[1].correct, check_positions(q, (1,))[1].correct
(True, False)
"""

from __future__ import annotations

from tutor.hydra.quiz.class_kinds import (CLASS_KIND_TITLES, CLASS_KINDS, ClassQuestionError, answer_words,
                                         check_positions, class_labels, class_options, dumps_class, is_multi,
                                         loads_class, make_class_exercise, short_kind)

__all__ = ["make_question", "KINDS", "KIND_TITLES", "QuestionError", "answer_words", "check_positions",
           "class_labels", "class_options", "dumps_class", "is_multi", "loads_class", "short_kind"]

#: The question kinds a teacher can push, with the button's words.
KIND_TITLES = CLASS_KIND_TITLES
KINDS = CLASS_KINDS
#: This position cannot be asked as that kind of question (a sentence for the teacher).
QuestionError = ClassQuestionError
#: ``make_question(kind, line)``: the class exercise of ``kind`` about the presenter's position.
make_question = make_class_exercise

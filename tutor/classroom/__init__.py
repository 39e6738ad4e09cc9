"""Ask the class: a live question from the teacher's screen to every learner's device.

Pure Python on the tutor's SQLite store; the pages (one kernel each under Voilà) talk only
through it. :mod:`~tutor.classroom.questions` makes a question from a position (an exercise of the
kinds of the game the class asks about, :mod:`~tutor.classroom.game`: the engine computes the answer and
its explanation),
:mod:`~tutor.classroom.store` keeps classes, members, questions and answers,
:mod:`~tutor.classroom.live` has the teacher's and the learner's side and the poll.
The views are in ``widgets/classroom``.
"""

from .address import PUBLIC_URL_ENV, is_loopback, join_address
from .key import COOKIE_ENV, cookie_name, key_from_cookies
from .live import POLL_SECONDS, LearnerClass, Poller, TeacherClass, class_link, progress_key
from .questions import (KIND_TITLES, KINDS, QuestionError, answer_words, card_name, cards_said, cards_svg,
                        check_positions, class_labels, class_options, in_this_language, is_multi, make_question)
from .store import (CLASS_HOURS, CODE_LENGTH, CODE_LETTERS, ClassError, ClassInfo, ClassStore, Given, Member,
                    Now, Pushed, Tally, clean_code, new_code)

__all__ = ["ClassStore", "ClassError", "ClassInfo", "Member", "Pushed", "Now", "Tally", "Given",
           "QuestionError", "make_question", "class_options", "class_labels",
           "answer_words", "is_multi", "check_positions", "in_this_language", "cards_said", "card_name", "cards_svg",
           "KINDS", "KIND_TITLES", "TeacherClass",
           "LearnerClass", "Poller", "POLL_SECONDS", "class_link", "progress_key", "CODE_LETTERS",
           "CODE_LENGTH", "CLASS_HOURS", "new_code", "clean_code", "join_address", "is_loopback",
           "PUBLIC_URL_ENV", "cookie_name", "key_from_cookies", "COOKIE_ENV"]

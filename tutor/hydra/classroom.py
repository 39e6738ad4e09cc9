"""Hydra in class: what the classroom needs of Hydra (:class:`tutor.classroom.game.ClassGame`), named by Hydra's
line of the tutor's registry (``classroom="tutor.hydra.classroom:CLASS_GAME"``). The question kinds are
:mod:`tutor.hydra.quiz.class_kinds`; the positions are the lines of the teacher's scenarios
(:mod:`tutor.hydra.scenarios`).

>>> CLASS_GAME.cards_said("SK (Schell-König) wins; play RO, not HY (R9, R10)")
'Schell-König wins; play Rot-Ober, not Hydra (R9, R10)'
>>> CLASS_GAME.card_name("EU"), CLASS_GAME.card_name("Kontra")
('Eichel-Unter', 'Kontra')
"""

from __future__ import annotations

import re

import hydra
from hydra.hydra.svg import hand_svg

from tutor.classroom.game import ClassGame
from tutor.hydra.quiz.class_kinds import (CLASS_KIND_TITLES, ClassQuestionError, answer_words, check_positions,
                                         class_labels, class_options, dumps_class, in_this_language, is_multi,
                                         loads_class, make_class_exercise, short_kind)
from tutor.hydra.quiz.game import FAMILY
from tutor.hydra.scenarios import Line
from tutor.exercises.model import Exercise

__all__ = ["CLASS_GAME", "cards_said", "card_name", "make_question"]

#: A Hydra card said by its code and its name ("SK (Schell-König)", the words of a question stored before
#: issue 34): its name alone.
_CODE = re.compile(r"(?<![\w(-])(?:[EGRS](?:10|9|[DKOU])|HY)(?![\w-])")
_CODE_AND_NAME = re.compile(r"(?<![\w-])(?:[EGRS](?:10|9|[DKOU])|HY) \(((?:Eichel|Grün|Rot|Schell|Hydra)[^()]*)\)")


def _card_word(found: re.Match[str]) -> str:
    return hydra.as_card(found.group(0)).german_name


def cards_said(text: str) -> str:
    """``text`` with each Hydra card by its name, never its code (issue 34): "SK (Schell-König)" (the words
    of a class question stored before) and a bare "RO" (the example player's reason, a scenario's
    description); a code inside brackets stays, where it is a rule id ("(R9, R10)"), not a card."""
    parts = re.split(r"(\([^()]*\))", _CODE_AND_NAME.sub(r"\1", text))
    return "".join(part if part.startswith("(") else _CODE.sub(_card_word, part) for part in parts)


def card_name(code: str) -> str:
    """A card's German name from its code; anything that is not a card as it is."""
    try:
        return hydra.as_card(code).german_name
    except hydra.HydraError:
        return code


def make_question(kind: str, position: object) -> Exercise:   # object: tutor.classroom.game.Position
    """The class question of ``kind`` about the presenter's position, a line of a scenario."""
    if not isinstance(position, Line):
        raise ClassQuestionError("a class question is asked about a position of a scenario")
    return make_class_exercise(kind, position)


CLASS_GAME = ClassGame(
    family=FAMILY, kind_titles=CLASS_KIND_TITLES, question_error=ClassQuestionError, make_question=make_question,
    class_options=class_options, class_labels=class_labels, answer_words=answer_words, is_multi=is_multi,
    check_positions=check_positions, short_kind=short_kind, dumps=dumps_class, loads=loads_class,
    in_this_language=in_this_language, cards_said=cards_said, card_name=card_name, cards_svg=hand_svg)

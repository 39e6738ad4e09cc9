"""Ask the class: the teacher's class panel (:class:`TeacherPanel`, in the teacher's dashboard)
and the learner's (:class:`LearnerPanel`, in the quiz). Thin views over :mod:`tutor.classroom`."""

from .learner import LearnerPanel
from .teacher import TeacherPanel

__all__ = ["LearnerPanel", "TeacherPanel"]

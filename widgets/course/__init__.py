"""The course notebooks' widgets, one module each: the trump ladder (:mod:`~widgets.course.ladder`),
the trick lab (:mod:`~widgets.course.tricklab`), "try it" exercises (:mod:`~widgets.course.tryit`),
the party explorer (:mod:`~widgets.course.parties`), the round stepper
(:mod:`~widgets.course.stepper`), the score sheet (:mod:`~widgets.course.scoresheet`) and pandas
tables of engine facts (:mod:`~widgets.course.tables`); their plain models are in
:mod:`~widgets.course.models`.

Importing this package is light: import the module of the widget you need.
"""

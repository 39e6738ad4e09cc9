"""The course's shared widgets, one module each: the home page, a lesson's frame, the step player that
shows every game's lessons one step per screen, "try it" exercises (:mod:`~widgets.hydra.course.tryit`),
pandas tables of engine facts (:mod:`~widgets.hydra.course.tables`) and the glossary. Hydra's own course
widgets (trump ladder, trick lab, party explorer, round stepper, score sheet, odds) are in
:mod:`widgets.hydra.course`.

Importing this package is light: import the module of the widget you need.
"""

"""The Hydropolis pages' views (issue 20): the play page is :mod:`widgets.hydropolis.play`."""

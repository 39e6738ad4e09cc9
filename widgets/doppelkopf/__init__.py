"""Doppelkopf views (issue 13): the page of differences between ``hausrunde``, ``turnier`` and
Hydra (:mod:`~widgets.doppelkopf.differences`) and a table's own rule card
(:mod:`~widgets.doppelkopf.rulecard`). Thin views: every rule comes from ``hydra.doppelkopf``
(:mod:`hydra.doppelkopf.compare`) and the card's model from :mod:`tutor.doppelkopf`."""

"""A play page's ``?deal=`` link: the session of the deal it names, or a new deal and a sentence saying
why (a link mistyped or from an older version never strands a learner)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from hydra.core.i18n import _

__all__ = ["deal_or_new"]

S = TypeVar("S")


def deal_or_new(make: Callable[[str | None], S], deal: str | None, error: type[ValueError]) -> tuple[S, str]:
    """The session of a link's deal, or, if the link names no deal (``error``), a new deal and the
    sentence that says so.

    >>> def make(deal):
    ...     if deal == "bad":
    ...         raise ValueError("“bad” is not a deal.")
    ...     return deal or "new"
    >>> deal_or_new(make, "7-1", ValueError), deal_or_new(make, "bad", ValueError)
    (('7-1', ''), ('new', '“bad” is not a deal. Here is a new deal instead.'))
    """
    try:
        return make(deal), ""
    except error as refused:
        return make(None), _("{refused} Here is a new deal instead.").format(refused=refused)

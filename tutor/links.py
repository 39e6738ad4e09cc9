"""The tutor's links: what a page's query string asks for (``?exercise=t-r1-2-8f3a``,
``?scenario=NAME``, ``?name=Ada``, ``?kind=trick``), read in one place.

>>> query_value("exercise=t-r1-2-8f3a&x=1", "exercise"), query_value("?name=Ada", "name")
('t-r1-2-8f3a', 'Ada')
>>> query_value("exercise=", "exercise"), query_value("", "exercise") is None
('', True)
"""

from __future__ import annotations

import urllib.parse

__all__ = ["query_value"]


def query_value(query: str | None, key: str) -> str | None:
    """The first value of ``key`` in a query string (``QUERY_STRING``, a leading ``?`` allowed):
    ``''`` if it is there but blank, None if it is not there."""
    values = urllib.parse.parse_qs((query or "").lstrip("?"), keep_blank_values=True).get(key)
    return values[0] if values else None

"""The page's language (issue 33): the learner's choice in the address (``?lang=de``), else the language
the browser prefers (its ``Accept-Language``, which Voilà hands the kernel as ``HTTP_ACCEPT_LANGUAGE``,
scripts/voila-flags), else English. A page calls :func:`page_language` before it draws anything; every
later ``_()`` then speaks that language.

A choice made in the address travels with every link the tutor makes (:func:`tutor.course.page_url`,
:func:`language_query`, and the script of widgets/common/keep_name.py for the links a notebook's
Markdown makes); an address without ``lang=`` keeps working as before: English, unless the browser
prefers German.

The choice is kept with the learner's progress too: a page asked for with ``?lang=`` and ``?name=`` saves
that language for the name (:meth:`tutor.progress.ProgressStore.keep_language`), and a later page for the
same name without ``lang=`` (a link saved before, another device) speaks it again, ahead of the browser's
preference. A store that cannot be read or written changes nothing: the page speaks as it would without.

>>> page_language({"QUERY_STRING": "exercise=t-r1-1-0001&lang=de"}), chosen_language(), language_query()
('de', 'de', {'lang': 'de'})
>>> page_language({"QUERY_STRING": "lang=en", "HTTP_ACCEPT_LANGUAGE": "de-DE,de;q=0.9"}), chosen_language()
('en', 'en')
>>> page_language({"QUERY_STRING": "", "HTTP_ACCEPT_LANGUAGE": "de-DE,de;q=0.9"}), chosen_language()
('de', None)
>>> page_language({"QUERY_STRING": "lang=fr", "HTTP_ACCEPT_LANGUAGE": "en"}), language_query()
('en', {})
>>> page_language({}), page_speaks_languages()
('en', True)
>>> forget_page_language(); page_speaks_languages()
False
"""

from __future__ import annotations

import os
import sqlite3
from collections.abc import Mapping

from hydra.core.i18n import LANGUAGE_NAMES, N_, languages, preferred_language, set_language, translate

from .links import query_value

__all__ = ["page_language", "not_yet_translated", "NOT_YET", "forget_page_language", "page_speaks_languages",
           "chosen_language", "language_query", "LANGUAGE_KEY", "ACCEPT_LANGUAGE_ENV", "LANGUAGE_NAMES"]

#: The query key of the learner's language: ``?lang=de``.
LANGUAGE_KEY = "lang"
#: Where Voilà puts the request's Accept-Language header (``http_header_envs``, scripts/voila-flags).
ACCEPT_LANGUAGE_ENV = "HTTP_ACCEPT_LANGUAGE"

_chosen: dict[str, str | None] = {"language": None, "asked": None}


def page_language(environ: Mapping[str, str] | None = None) -> str:
    """Set the page's language from its request (``environ``: the kernel's environment by default)
    and return it: ``?lang=`` if the tutor speaks it (kept for ``?name=``), else the language kept for
    ``?name=``, else the browser's preference, else English."""
    env = os.environ if environ is None else environ
    _chosen["asked"] = "yes"
    query = env.get("QUERY_STRING", "") or ""
    asked = (query_value(query, LANGUAGE_KEY) or "").strip().lower()[:8]
    name = " ".join((query_value(query, "name") or "").split())
    if asked in languages():
        _chosen["language"] = asked
        if name:
            _keep(name, asked)
        return set_language(asked)
    kept = _kept(name) if name else None
    if kept in languages():
        _chosen["language"] = kept
        return set_language(kept)
    _chosen["language"] = None
    return set_language(preferred_language(env.get(ACCEPT_LANGUAGE_ENV)))


def _keep(name: str, code: str) -> None:
    """Save ``code`` as ``name``'s language; a store that cannot be written changes nothing."""
    from .progress import ProgressStore
    try:
        with ProgressStore(timeout=2.0) as store:
            if store.language_of(name) != code:         # a page load writes only a new choice (many pages per learner)
                store.keep_language(name, code)
    except (OSError, sqlite3.Error, ValueError):
        pass


def _kept(name: str) -> str | None:
    """The language saved for ``name``, or None (also where the store cannot be read)."""
    from .progress import ProgressStore
    try:
        with ProgressStore(timeout=2.0) as store:
            return store.language_of(name)
    except (OSError, sqlite3.Error, ValueError):
        return None


#: Said on a page that does not speak the language its address asks for yet (in that language).
NOT_YET = N_("This page is not translated yet, so it is in English.")


def not_yet_translated(query: str | None) -> str:
    """For a page still wholly English: the sentence :data:`NOT_YET` in the language the address asks for
    (``?lang=de``), or "" where it asks for English or none.

    >>> not_yet_translated("lang=de&name=Ada")
    'Diese Seite ist noch nicht übersetzt, darum erscheint sie auf Englisch.'
    >>> not_yet_translated("name=Ada"), not_yet_translated("lang=en")
    ('', '')
    """
    asked = (query_value(query, LANGUAGE_KEY) or "").strip().lower()[:8]
    return translate(NOT_YET, asked) if asked in languages() and asked != "en" else ""


def forget_page_language() -> None:
    """Back to a process that has served no page yet: English, no choice, no switch (for a process that
    draws several pages in turn, as the tests do)."""
    _chosen.update(language=None, asked=None)
    set_language("en")


def page_speaks_languages() -> bool:
    """Whether this page chose its language (called :func:`page_language`): only such a page offers the
    language switch; a page not yet translated stays wholly English, with no switch that would do nothing."""
    return _chosen["asked"] is not None


def chosen_language() -> str | None:
    """The language the page's address chose (``?lang=``), or None where it chose none."""
    return _chosen["language"]


def language_query() -> dict[str, str]:
    """What a link adds to carry the learner's choice: ``{"lang": "de"}``, or nothing without one."""
    chosen = chosen_language()
    return {LANGUAGE_KEY: chosen} if chosen else {}

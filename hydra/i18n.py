"""The learner's language: every sentence a learner or teacher reads goes through ``_()``.

The tutor speaks English today; German comes through gettext catalogs (issue 33). So that the
catalogs can find every sentence from the start, a learner-facing sentence is written as
``_("...")`` (or marked with ``N_("...")`` where it is a constant translated later), with its
values filled in by ``str.format`` *after* the lookup, never an f-string inside ``_()``:

>>> from hydra.i18n import _, N_
>>> _("{name} takes the trick").format(name="Ada")
'Ada takes the trick'
>>> N_("Trump")
'Trump'
>>> language()
'en'

The engine stays standard-library only: this is Python's own :mod:`gettext`. Until a catalog is
installed for a language, every sentence reads as written (English).
"""

from __future__ import annotations

import gettext as _gettext
from pathlib import Path

__all__ = ["_", "N_", "ngettext", "language", "set_language", "LOCALE_DIR", "DOMAIN"]

DOMAIN = "hydra"
LOCALE_DIR = Path(__file__).resolve().parent / "locale"

_state: dict[str, object] = {"language": "en", "translation": _gettext.NullTranslations()}


def set_language(code: str) -> str:
    """Use ``code``'s catalog for every later ``_()``; returns the language in force.

    A language without a compiled catalog falls back to English (the sentences as written).

    >>> set_language("xx")
    'en'
    """
    code = (code or "en").split("-")[0].lower()
    if code == "en":
        _state.update(language="en", translation=_gettext.NullTranslations())
        return "en"
    try:
        found = _gettext.translation(DOMAIN, localedir=str(LOCALE_DIR), languages=[code])
    except OSError:
        _state.update(language="en", translation=_gettext.NullTranslations())
        return "en"
    _state.update(language=code, translation=found)
    return code


def language() -> str:
    """The language in force: ``"en"`` unless :func:`set_language` installed another."""
    return str(_state["language"])


def _(message: str) -> str:
    """``message`` in the learner's language (as written where no catalog has it)."""
    translation = _state["translation"]
    assert isinstance(translation, _gettext.NullTranslations)
    return translation.gettext(message)


def ngettext(singular: str, plural: str, count: int) -> str:
    """The singular or plural of a sentence for ``count``, in the learner's language.

    >>> ngettext("{n} trick", "{n} tricks", 2).format(n=2)
    '2 tricks'
    """
    translation = _state["translation"]
    assert isinstance(translation, _gettext.NullTranslations)
    return translation.ngettext(singular, plural, count)


def N_(message: str) -> str:
    """Mark ``message`` for the catalog without translating it now (a constant read later)."""
    return message

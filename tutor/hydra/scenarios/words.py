"""A scenario's title and description in the teacher's language (issue 33).

The library's scenarios (``scenarios/*.json``) are written in English by ``scenarios/make_library.py``;
their titles and descriptions are sentences of the catalogs (Babel reads them from the files with
:func:`extract_library`, ``babel.cfg``), so the dashboard, its list of scenarios and the teacher's
scenarios page say them in German on a German page. A teacher's own scenario says its title and
description as the teacher wrote them (a sentence the catalogs do not hold stays as it is). The seats
and cards in a description are said by name where it is shown (``widgets/hydra/teacher/messages.py``); a
German description says a seat "Platz N", which is said by name as well.

>>> from hydra.core.i18n import set_language
>>> from tutor.hydra.scenarios import load_library
>>> s = load_library("r10-wedding")
>>> title_of(s)
'A wedding: one player holds all four key Obers'
>>> _ = set_language("de"); title_of(s)
'Eine Hochzeit: Ein Spieler hat alle vier Schlüssel-Ober'
>>> _ = set_language("en")
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

from hydra.core.i18n import _

from .model import Scenario

__all__ = ["title_of", "description_of", "extract_library", "LIBRARY_KEYS"]

#: The keys of a library file whose text the catalogs translate.
LIBRARY_KEYS = ("title", "description")


def title_of(scenario: Scenario) -> str:
    """The scenario's title in the page's language ("" for none)."""
    return _(scenario.title) if scenario.title else ""


def description_of(scenario: Scenario) -> str:
    """The scenario's description in the page's language ("" for none)."""
    return _(scenario.description) if scenario.description else ""


# Any: Babel's extractor signature (a file object, its keywords, comment tags and options), Babel's own types
def extract_library(fileobj: Any, keywords: Any, comment_tags: Any, options: Any
                    ) -> Iterator[tuple[int, None, str, list[str]]]:
    """Babel's extraction of a library scenario's title and description (``babel.cfg``), each with the
    line it stands on."""
    text = fileobj.read().decode("utf-8")
    record = json.loads(text)
    lines = text.splitlines()
    for key in LIBRARY_KEYS:
        value = record.get(key)
        if isinstance(value, str) and value:
            line = next((n for n, row in enumerate(lines, 1) if row.lstrip().startswith(f'"{key}"')), 1)
            yield line, None, value, []

"""The Doppelkopf rulings' words in the learner's language (issue 33).

The rulings (``hydra/doppelkopf/rulings.json``) are written in English with the German quotes they rest
on. Each ruling's title and each named reading's sentence are sentences of the catalogs (Babel reads them
from the file with :func:`extract_rulings`, ``babel.cfg``), so the rule card and the differences page say
them in German on a German page, with ``_(ruling.title)`` where they are shown; the quotes stay as written.
A reading's name (``damen-over-buben``) is a word of the ``?rules=`` link and is never translated.

>>> from hydra.doppelkopf.rulings import RULINGS
>>> from hydra.core.i18n import _, set_language
>>> _ = set_language("de"); title_of("D45")
'Wer als Nächstes gibt'
>>> _ = set_language("en"); title_of("D45")
'Who deals next'
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

from hydra.doppelkopf.rulings import RULINGS
from hydra.core.i18n import _

__all__ = ["title_of", "extract_rulings"]


def title_of(ruling_id: str) -> str:
    """A ruling's title in the page's language."""
    return _(RULINGS[ruling_id].title)


# Any: Babel's extractor signature (a file object, its keywords, comment tags and options), Babel's own types
def extract_rulings(fileobj: Any, keywords: Any, comment_tags: Any, options: Any
                    ) -> Iterator[tuple[int, None, str, list[str]]]:
    """Babel's extraction of each ruling's title and each reading's sentence (``babel.cfg``), each with the
    line its ruling's id stands on."""
    text = fileobj.read().decode("utf-8")
    lines = text.splitlines()
    for entry in json.loads(text):
        line = next((n for n, row in enumerate(lines, 1) if f'"id": "{entry["id"]}"' in row), 1)
        yield line, None, entry["title"], []
        for reading in entry.get("readings", []):
            yield line, None, reading["text"], []

"""What the tests of the pages in German share (issue 33): the files a page's sentences come from, checked
translated in the German catalog, and a page's text checked for English showing through (a sentence of the
catalog's English from those files, or an English word). tests/test_play_german*.py and tests/test_tables_german.py
draw the pages in Python; tests/browser/test_play_language*.py open them in Chromium."""

from __future__ import annotations

import re
from collections.abc import Collection

from test_i18n_catalogs import ENGLISH_WORDS, _showing

#: Words of a German page that are English words too.
ALSO_GERMAN = frozenset({"in"})


def _from(message, files: Collection[str]) -> bool:
    return bool({path for path, _line in message.locations} & set(files))


def assert_translated(german, files: Collection[str], least: int) -> None:
    """Every sentence of ``files`` (at least ``least`` of them) has its German, none fuzzy."""
    mine = [m for m in german if m.id and _from(m, files)]
    assert len(mine) > least, len(mine)
    untranslated = [m.id for m in mine if not (all(m.string) if isinstance(m.id, tuple) else m.string)]
    assert not untranslated, untranslated
    assert not [m.id for m in mine if m.fuzzy]


def english_of(german, files: Collection[str]) -> list[str]:
    """The catalog's English sentences of ``files`` whose German differs (what must not show through)."""
    return [m.id for m in german if isinstance(m.id, str) and m.id and m.string and m.string != m.id
            and _from(m, files)]


def assert_no_english(text: str, english: list[str], forbidden: re.Pattern[str] | None = None) -> None:
    """No sentence of ``english`` and no English word in ``text``; nothing ``forbidden`` (another deck's words)."""
    assert not _showing(text, english), (_showing(text, english), text[:3000])
    words = sorted({w for w in re.findall(r"[A-Za-z]+", text) if w.lower() in ENGLISH_WORDS} - ALSO_GERMAN)
    assert not words, (words, text[:3000])
    if forbidden is not None:
        assert not forbidden.search(text), (forbidden.findall(text), text[:3000])


def page_text(parts: Collection[str], buttons: Collection, *more: str) -> str:
    """What a learner reads of a page: its panels' HTML as text (card pictures left out), the shown buttons'
    words and tooltips, and ``more`` (labels, placeholders)."""
    from test_i18n_catalogs import _text
    shown = [_text(re.sub(r"<svg.*?</svg>", " ", part, flags=re.S)) for part in parts]
    words = [b.description + " " + (b.tooltip or "") for b in buttons if b.layout.display != "none"]
    return " ".join([*shown, *words, *more])


def play_by_hints(app, page, act) -> list[str]:
    """Play a play page's round as the example player hints, by the page's own buttons (``act(app, hint)``),
    looking at the last trick after each step; the page's text (``page(app)``) at each step, and at the end."""
    session = app.session
    pages = [page(app)]
    while not session.over:
        app.hint()
        pages.append(page(app))
        hint = session.hint()
        assert hint is not None
        act(app, hint)
        app.toggle_last()
        pages.append(page(app))
        app.toggle_last()
    return pages

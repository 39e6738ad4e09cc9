"""A package's data file copied with one entry changed, for the tests that check its loader
(tests/doppelkopf/test_rulings.py, tests/test_glossary_data.py)."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

Entry = dict[str, Any]


def changed_copy(data: Path, tmp_path: Path, key: str, value: str,
                 change: Callable[[Entry, list[Entry]], object]) -> Path:
    """``data`` written to ``tmp_path`` after ``change(entry, entries)``, where ``entry`` is the entry
    whose ``key`` is ``value`` and ``entries`` the whole list."""
    entries = json.loads(data.read_text(encoding="utf-8"))
    change(next(e for e in entries if e[key] == value), entries)
    path = tmp_path / data.name
    path.write_text(json.dumps(entries, ensure_ascii=False), encoding="utf-8")
    return path

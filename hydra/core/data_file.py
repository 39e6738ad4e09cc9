"""A data file that ships beside the module that reads it (JSON: standard library only, Python 3.10),
with the checks its loader makes while it builds its typed, frozen objects from it. An error names
the file, the entry and what is wrong. Imports no game.

>>> import pathlib, tempfile
>>> path = pathlib.Path(tempfile.mkdtemp()) / "words.json"
>>> _ = path.write_text('[{"word": "Stich", "english": "trick"}, {"word": ""}]', encoding="utf-8")
>>> data = DataFile(path)
>>> first, second = data.entries()
>>> data.text(data.keys(first, "entry 1", {"word", "english"})["english"], "entry 1: english")
'trick'
>>> data.text(data.keys(second, "entry 2", {"word"})["word"], "entry 2: word")
Traceback (most recent call last):
...
ValueError: words.json: entry 2: word should be a text
"""

from __future__ import annotations

import json
from collections.abc import Set
from dataclasses import dataclass
from pathlib import Path
from typing import TypeVar

__all__ = ["DataFile"]

_V = TypeVar("_V")
_KINDS = {str: "a text", list: "a list", dict: "an object", bool: "true or false"}


@dataclass(frozen=True)
class DataFile:
    """A JSON file holding a list of entries, and the checks a loader makes on what it reads."""

    path: Path

    # object: a data file's values, each read by key through value(), text(), texts()
    def entries(self) -> list[dict[str, object]]:
        """The file's entries: a JSON list of objects."""
        entries = self.value(list, json.loads(self.path.read_text(encoding="utf-8")), "the file")
        return [self.value(dict, entry, f"entry {i + 1}") for i, entry in enumerate(entries)]

    # object: a value just read from JSON, whose type this checks
    def value(self, kind: type[_V], value: object, where: str) -> _V:
        """``value`` if it is a ``kind`` (str, list, dict or bool); ValueError otherwise."""
        if not isinstance(value, kind):
            raise ValueError(f"{self.path.name}: {where} should be {_KINDS[kind]}")
        return value

    # object: a value just read from JSON, whose type this checks
    def text(self, value: object, where: str) -> str:
        """``value`` if it is a text that is not empty; ValueError otherwise."""
        if not isinstance(value, str) or not value:
            raise ValueError(f"{self.path.name}: {where} should be a text")
        return value

    # object: a value just read from JSON, whose type this checks
    def texts(self, value: object, where: str) -> tuple[str, ...]:
        """``value`` if it is a list of texts, as a tuple; ValueError otherwise."""
        return tuple(self.text(item, where) for item in self.value(list, value, where))

    # object: an entry's values, not checked yet (value(), text(), texts() check them)
    def keys(self, entry: dict[str, object], where: str, required: Set[str],
             optional: Set[str] = frozenset()) -> dict[str, object]:
        """``entry`` if it has every ``required`` key and no key but those and the ``optional``."""
        if not required <= entry.keys() <= required | optional:
            raise ValueError(f"{self.path.name}: {where} should have the keys {sorted(required)}"
                             f"{f' (and may have {sorted(optional)})' if optional else ''}, not {sorted(entry)}")
        return entry

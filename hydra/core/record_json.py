"""A round record's JSON text, read the same way for every game (issue 21): a syntax error is a
:class:`~hydra.core.errors.NotationError` that says where the text breaks. Imports no game.

>>> record_json('{"game": "doppelkopf"}')
{'game': 'doppelkopf'}
>>> record_json('{"game": doppelkopf}')
Traceback (most recent call last):
...
hydra.core.errors.NotationError: the round record is not valid JSON: Expecting value at offset 9
"""

from __future__ import annotations

import json
from typing import Any

from .errors import NotationError
from .i18n import N_, _

__all__ = ["record_json", "JSON", "LoadedRecord", "WrittenRecord"]

#: A JSON value, as ``json.loads`` gives it.
JSON = dict[str, "JSON"] | list["JSON"] | str | int | float | bool | None
#: A record (or other JSON object the tutor saved) read from JSON, its values not checked yet (Any: each key's
#: value has a shape of its own, which its reader checks key by key; as JSON every read needs a narrowing).
LoadedRecord = dict[str, Any]
#: A record as a game writes it (object: a JSON-ready value, numbers, strings and lists and dicts of them, each
#: key's its own; the JSON union's lists are invariant, so a game's ``list[str]`` would not be one).
WrittenRecord = dict[str, object]


#: What Python's JSON reader says is wrong, for a translation (the reader's other sentences stay as it says them).
_JSON_WHY = frozenset((
    N_("Expecting value"), N_("Expecting property name enclosed in double quotes"), N_("Expecting ',' delimiter"),
    N_("Expecting ':' delimiter"), N_("Extra data"), N_("Unterminated string starting at"),
    N_("Invalid control character at"), N_("Invalid \\escape")))


def record_json(text: str | bytes) -> JSON:
    """The value of a record's JSON ``text``; NotationError at the offset where it is not JSON."""
    try:
        value: JSON = json.loads(text)
        return value
    except json.JSONDecodeError as error:
        raise NotationError(_("the round record is not valid JSON: {why} at offset {offset}").format(
                                why=_(error.msg) if error.msg in _JSON_WHY else error.msg, offset=error.pos),
                            token=str(text)[error.pos:error.pos + 10], offset=error.pos) from None

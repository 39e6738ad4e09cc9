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

from .errors import NotationError
from .i18n import N_, _

__all__ = ["record_json"]


#: What Python's JSON reader says is wrong, for a translation (the reader's other sentences stay as it says them).
_JSON_WHY = frozenset((
    N_("Expecting value"), N_("Expecting property name enclosed in double quotes"), N_("Expecting ',' delimiter"),
    N_("Expecting ':' delimiter"), N_("Extra data"), N_("Unterminated string starting at"),
    N_("Invalid control character at"), N_("Invalid \\escape")))


# object: JSON holds any value; the game's record reader checks what it needs
def record_json(text: str | bytes) -> object:
    """The value of a record's JSON ``text``; NotationError at the offset where it is not JSON."""
    try:
        return json.loads(text)
    except json.JSONDecodeError as error:
        raise NotationError(_("the round record is not valid JSON: {why} at offset {offset}").format(
                                why=_(error.msg) if error.msg in _JSON_WHY else error.msg, offset=error.pos),
                            token=str(text)[error.pos:error.pos + 10], offset=error.pos) from None

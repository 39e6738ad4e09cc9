"""How the teacher's dashboard speaks to the teacher: message boxes, and :func:`safe`, which turns a
callback's error into a plain sentence, never a traceback.

>>> message_html("Saved.", "ok")
'<div class="ht-ok">Saved.</div>'
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Concatenate, ParamSpec, Protocol, TypeVar

import hydra

from ..common.base import esc

__all__ = ["SORRY", "message_html", "ShowsMessages", "safe"]

SORRY = "Sorry, that did not work. Nothing was changed; try another step."


def message_html(text: str, kind: str = "msg") -> str:
    """A message box of the teacher's dashboard: ``kind`` is msg (a problem), ok or todo."""
    return f'<div class="ht-{kind}">{esc(text)}</div>' if text else ""


class ShowsMessages(Protocol):
    def show_message(self, text: str) -> None: ...


S = TypeVar("S", bound=ShowsMessages)
P = ParamSpec("P")
R = TypeVar("R")


def safe(method: Callable[Concatenate[S, P], R]) -> Callable[Concatenate[S, P], R | None]:
    """Run a callback; an error becomes a plain sentence in ``self.message``, never a traceback."""
    def run(self: S, *args: P.args, **kwargs: P.kwargs) -> R | None:
        try:
            return method(self, *args, **kwargs)
        except (hydra.HydraError, ValueError) as error:
            self.show_message(str(error))
        except Exception:  # noqa: BLE001 - a teacher never sees a traceback
            self.show_message(SORRY)
        return None
    run.__name__ = method.__name__
    run.__doc__ = method.__doc__
    return run

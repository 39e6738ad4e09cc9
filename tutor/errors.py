"""An error a page did not expect: its traceback goes to the server's log, the learner reads a sentence.

A kernel's ``sys.stderr`` is ipykernel's stream to the page, which a Voilà page does not show; its
original standard error (``sys.__stderr__``) is the server's own output, which ipykernel passes on to
the page's stream as well. An operator reading the server's log (or a failed browser test's report,
which ends with it) then sees what went wrong, and where.

>>> try:
...     1 / 0
... except ZeroDivisionError:
...     log_error("a test")
"""

from __future__ import annotations

import sys
import time
import traceback

__all__ = ["log_error"]


def log_error(where: str) -> None:
    """Print the exception being handled, with ``where`` it happened and the time, to the server's log."""
    stream = sys.__stderr__ or sys.stderr
    try:
        stream.write(f"[hydra] {time.strftime('%H:%M:%S')} an error in {where}:\n{traceback.format_exc()}")
        stream.flush()
    except (OSError, ValueError):        # a closed stream: nothing more to do
        pass

"""Where the server is stuck, on request: ``kill -USR1 PID`` makes the tutor's server, its kernel template or
a kernel forked from it print every thread's stack to its standard error (the server's log) and go on.
A page that never loads ("voila is still executing") leaves no error; its stacks say what it waits for.
The browser tests ask for them when a test fails (tests/browser/conftest.py)."""

from __future__ import annotations

import faulthandler
import signal

__all__ = ["say_stacks_on_sigusr1", "MARKER"]

#: What the stacks of a process start with (faulthandler's own header for the thread it runs in).
MARKER = "Current thread"


def say_stacks_on_sigusr1() -> None:
    """Print every thread's stack to standard error on ``SIGUSR1`` (where the system has it)."""
    if hasattr(signal, "SIGUSR1"):
        faulthandler.register(signal.SIGUSR1, all_threads=True, chain=False)

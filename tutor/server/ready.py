"""When the tutor's server is ready for a class, and saying so: ``scripts/start-tutor`` hands the
lines that tell the teacher the address over in :data:`READY_MESSAGE_ENV`, and the server
(tutor/server/serve.py) prints them once its kernels are ready (:func:`pools_ready`), not before:
from the moment the teacher sees the address a class can arrive at once (issue 35).

>>> pools_ready(object(), 0)
True
"""

from __future__ import annotations

import asyncio
import os
from typing import Any

__all__ = ["READY_MESSAGE_ENV", "quiz_kernels_waiting", "pools_ready", "announce_when_ready"]

#: ``scripts/start-tutor`` puts the lines that tell the teacher the address here; the server prints
#: them once it is ready for a class (:func:`pools_ready`), not before.
READY_MESSAGE_ENV = "HYDRA_READY_MESSAGE"


def quiz_kernels_waiting() -> int:
    """How many of Voilà's preheated kernels have run their notebook up to the learner's request and
    wait for it (each holds Voilà's request-info websocket, ``/voila/query/<kernel>``)."""
    try:
        from voila.request_info_handler import RequestInfoSocketHandler
    except ImportError:
        return 0
    # Voilà keeps its waiting kernels' sockets in this class attribute (voila 0.5.13); read only
    waiters = getattr(RequestInfoSocketHandler, "_waiters", {})
    return len(waiters) if isinstance(waiters, dict) else 0


# Any: Voilà's kernel manager and app are untyped (jupyter_server)
def pools_ready(kernel_manager: Any, quiz_pool: int) -> bool:
    """Whether the server's kernels are ready for a class: the warm kernels for every page (if it
    keeps any) have started, and ``quiz_pool`` preheated quiz kernels wait for their learners."""
    warm = getattr(kernel_manager, "warm_ready", True)
    return bool(warm) and quiz_kernels_waiting() >= quiz_pool


# Any: Voilà's app is untyped (jupyter_server)
async def announce_when_ready(app: Any, quiz_pool: int, timeout: float, started: float) -> None:
    """Print :data:`READY_MESSAGE_ENV`'s lines (the address) once :func:`pools_ready`, or after
    ``timeout`` seconds with a word that the kernels are still warming."""
    import time
    message = os.environ.get(READY_MESSAGE_ENV, "")
    ready = False
    while time.monotonic() < started + timeout:
        if pools_ready(app.kernel_manager, quiz_pool):
            ready = True
            break
        await asyncio.sleep(0.25)
    took = time.monotonic() - started
    if ready:
        app.log.info("hydra: ready for a class %.1f s after the start", took)
    else:
        app.log.warning("hydra: kernels still warming after %.0f s; serving anyway", took)
    if message:
        print(message if ready else message + "\n  (Kernels are still warming up: the first pages may be slow.)\n",
              flush=True)



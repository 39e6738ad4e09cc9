"""A kernel client that is ready as soon as its kernel answers (issue 34: a step page ready at once).

Before the first cell of a page runs, Voilà (through nbclient) makes a client for the page's kernel and
waits until it is ready: ``jupyter_client``'s ``wait_for_ready`` asks the kernel for its info until it
answers on the shell channel and a message arrives on IOPub (so the page's outputs cannot be missed),
and then reads IOPub until it has been silent for 0.2 s. Those 0.2 s are a wait on every page (twice
on a warm kernel's: the tutor's own client gives it the request first), for messages nobody reads:
each reader of a kernel's messages picks those of its own requests by their parent's id (nbclient,
Voilà), so a message left over from the info request is passed over.

:class:`QuickReadyClient` is ``jupyter_client``'s asynchronous client whose ``wait_for_ready`` does the
same but for the silence. ``python -m tutor.server.serve`` makes it the client of every kernel
(:func:`use_quick_ready`).
"""

from __future__ import annotations

import time
from queue import Empty
from typing import Any

from jupyter_client import protocol_version_info
from jupyter_client.asynchronous import AsyncKernelClient
from jupyter_client.manager import KernelManager

__all__ = ["QuickReadyClient", "use_quick_ready"]


# jupyter_client ships no types for its client (a plain class to mypy)
class QuickReadyClient(AsyncKernelClient):  # type: ignore[misc]
    """``AsyncKernelClient`` whose :meth:`wait_for_ready` returns once the kernel answered its info
    request on the shell channel and IOPub carries its messages, without reading IOPub for 0.2 s more."""

    async def wait_for_ready(self, timeout: float | None = None) -> None:
        if not isinstance(self.parent, KernelManager):     # a kernel it did not start: as jupyter_client does
            await super().wait_for_ready(timeout=timeout)
            return
        deadline = time.monotonic() + (float("inf") if timeout is None else timeout)
        while True:
            self.kernel_info()
            try:
                reply = await self.shell_channel.get_msg(timeout=1)
            except Empty:
                reply = None
            if reply is not None and reply["msg_type"] == "kernel_info_reply":
                try:                             # IOPub connected: the kernel's status for the request came
                    await self.iopub_channel.get_msg(timeout=0.2)
                except Empty:
                    pass
                else:
                    version = str(reply["content"].get("protocol_version", "5")).split(".")[0]
                    if version.isdigit() and int(version) != protocol_version_info[0]:
                        self.session.adapt_version = int(version)      # as jupyter_client does
                    return
            if not await self.is_alive():
                raise RuntimeError("Kernel died before replying to kernel_info")
            if time.monotonic() > deadline:
                raise RuntimeError(f"Kernel didn't respond in {timeout:.0f} seconds")


# Any: traitlets' Config (the app's), untyped here
def use_quick_ready(config: Any) -> None:
    """Make :class:`QuickReadyClient` the client of every kernel the server's kernel managers start
    (``ServerKernelManager.client_factory`` in the app's ``config``, before its kernel manager is made)."""
    config.ServerKernelManager.client_factory = QuickReadyClient

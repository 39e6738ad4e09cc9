"""A kernel forked from the tutor's template (tutor.server.kernel_fork.ForkedProcess) behaves as a
``Popen`` does for jupyter_client when it has ended: signalling it is a no-op. When a kernel dies, the
restarter interrupts it before it starts it again; with an error there the restart stopped, and the page
that was to get that kernel never loaded (CI: "voila is still executing" for five minutes)."""

from __future__ import annotations

import signal
import subprocess
import sys

from tutor.server.kernel_fork import ForkedProcess


def test_an_ended_kernel_is_signalled_quietly_as_popen_does():
    child = subprocess.Popen([sys.executable, "-c", "pass"])
    child.wait()                                      # gone (reaped): its pid names no process
    kernel = ForkedProcess(child.pid)
    for signum in (signal.SIGINT, signal.SIGTERM, signal.SIGKILL):
        kernel.send_signal(signum)                    # as Popen.send_signal on an ended process: nothing
    kernel.terminate()
    kernel.kill()
    assert kernel.poll() == 0 and kernel.wait(timeout=1) == 0


def test_a_running_kernel_is_signalled():
    child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    try:
        kernel = ForkedProcess(child.pid)
        assert kernel.poll() is None
        kernel.send_signal(signal.SIGTERM)
        assert child.wait(timeout=30) == -signal.SIGTERM
    finally:
        child.kill()

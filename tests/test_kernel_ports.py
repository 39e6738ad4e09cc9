"""A kernel's ports lie below the range Linux gives outgoing connections (tutor.server.kernel_fork.quiet_port):
CI saw a kernel die with "Address already in use" when a connection took its port between jupyter_client
choosing it and the kernel binding it, and the page never loaded."""

from __future__ import annotations

import socket

from tutor.server.kernel_fork import ephemeral_low, quiet_port


def test_kernel_ports_are_free_distinct_and_below_the_outgoing_range():
    low = ephemeral_low()
    ports = [quiet_port("127.0.0.1") for _ in range(25)]
    assert len(set(ports)) == 25
    assert all(1024 <= p < low for p in ports), (low, ports)
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", ports[0]))              # still free: a kernel can bind it

"""Shared by the engine benchmarks: repeats of this checkout and another, one after the other in
fresh processes (``PYTHONPATH`` picks the engine), so the machine's load falls on both alike.
Each script answers ``--json --rounds N`` with its measurement; nothing here needs pytest."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from typing import Any
from collections.abc import Callable

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def in_process(script: str, engine_dir: str | None, rounds: int) -> Any:
    """One repeat of ``script`` in a fresh process whose ``hydra`` comes from ``engine_dir``
    (None: this checkout); its ``--json`` answer."""
    env = dict(os.environ)
    env["PYTHONPATH"] = os.path.abspath(engine_dir or ROOT)
    out = subprocess.run([sys.executable, os.path.abspath(script), "--json", "--rounds", str(rounds)],
                         env=env, capture_output=True, text=True, check=True).stdout
    return json.loads(out)


def repeats(script: str, measure: Callable[[int], Any], against: str | None, times: int,
            rounds: int) -> tuple[list[Any], list[Any]]:
    """``times`` measurements of this checkout, and as many of ``against`` in the same run
    (alternating, in fresh processes); without ``against``, in this process and no base."""
    if not against:
        return [measure(rounds) for _ in range(times)], []
    runs, base = [], []
    for _ in range(times):
        runs.append(in_process(script, None, rounds))
        base.append(in_process(script, against, rounds))
    return runs, base

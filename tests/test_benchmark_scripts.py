"""The engine benchmarks run (untimed: speed is measured by the scripts, never asserted in tests).
Issue 13 names ``benchmarks/engine.py`` for the Doppelkopf speed; ``--game`` picks the engine."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

SCRIPT = Path(__file__).resolve().parents[1] / "benchmarks" / "engine.py"


@pytest.mark.parametrize("args", [["--work", "rounds", "--rounds", "3"],
                                  ["--game", "doppelkopf", "--work", "--rounds", "3"],
                                  ["--game", "doppelkopf", "--rounds", "20", "--repeats", "1"]])
def test_the_engine_benchmark_runs_for_each_engine(args: list[str]) -> None:
    done = subprocess.run([sys.executable, str(SCRIPT), *args], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    if "--work" not in args:
        assert "full random rounds/s: median" in done.stdout


def test_an_unknown_game_is_refused_with_the_choices() -> None:
    done = subprocess.run([sys.executable, str(SCRIPT), "--game", "skat"], capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 2 and "doppelkopf" in done.stderr

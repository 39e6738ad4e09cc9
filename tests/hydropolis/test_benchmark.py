"""The Hydropolis engine benchmark runs (untimed: speed is measured by the script, never asserted in tests)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

SCRIPT = Path(__file__).resolve().parents[2] / "benchmarks" / "engine_hydropolis.py"


def test_the_benchmark_plays_random_games_to_their_end_P13():
    done = subprocess.run([sys.executable, str(SCRIPT), "--games", "5", "--repeats", "1"], capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert "random 3-player games/s: median" in done.stdout and "cards laid per game" in done.stdout

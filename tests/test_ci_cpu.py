"""benchmarks/ci_cpu.py (issue 36, CI's time): each process's CPU goes to the test its worker was running then."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
_spec = importlib.util.spec_from_file_location("ci_cpu", ROOT / "benchmarks" / "ci_cpu.py")
assert _spec is not None and _spec.loader is not None
ci_cpu = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(ci_cpu)


def test_cpu_is_charged_to_the_test_the_worker_ran_then(tmp_path: Path) -> None:
    a, b = "tests/browser/test_a.py::test_x", "tests/test_b.py::test_y"
    lines = [["start", 11, a, 100.0], ["end", 11, a, 110.0], ["start", 11, b, 110.2], ["end", 11, b, 111.0]]
    (tmp_path / "tests-11.jsonl").write_text("\n".join(json.dumps(x) for x in lines) + "\n", encoding="utf-8")
    samples = [(105.0, {"11|chromium renderer": 50, "11|pytest": 10, "-|mypy": 30}),
               (110.7, {"11|pytest": 25}),
               (130.0, {"11|pytest": 40})]                       # long after the worker's last test
    kinds, files, loose = ci_cpu.charge(samples, tmp_path, 100)
    assert kinds == {"chromium renderer": 0.5, "pytest": 0.75, "mypy": 0.3}
    assert files["tests/browser/test_a.py"] == {"chromium renderer": 0.5, "pytest": 0.1}
    assert files["tests/test_b.py"] == {"pytest": 0.25}
    assert loose == {"mypy": 0.3, "pytest": 0.4}


def test_a_process_kind_is_read_from_its_command_line() -> None:
    assert ci_cpu.kind_of("/usr/lib/chromium/chromium --type=gpu-process --type=gpu") == "chromium gpu"
    assert ci_cpu.kind_of("node /x/playwright/driver/package/cli.js run-driver") == "playwright driver"
    assert ci_cpu.kind_of("python -m tutor.server.serve --port=1") == "voila server"
    assert ci_cpu.kind_of("python -c import sys;exec(eval(sys.stdin.readline()))") == "pytest"

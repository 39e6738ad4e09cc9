"""Where CI's time goes, from a test run's per-test durations (issue 36: "CI within 10 minutes").

Run the tests with every duration reported, then read the log::

    CI=true bash scripts/run-tests --durations=0 > run.log 2>&1
    python benchmarks/ci_time.py run.log            # the 30 slowest files
    python benchmarks/ci_time.py run.log --top 60

It sums pytest's ``--durations`` lines (setup, call and teardown of each test) by file and by kind (browser
tests, notebooks under nbval, the others), so a redesign of the tests can be aimed and measured: run it on a
log from before and one from after. The sums are worker-seconds: with several workers they add up to more than
the run's wall time, and on a shared machine a file's seconds grow with what the other workers do meanwhile,
so compare shares of one run, or medians of several.
"""

from __future__ import annotations

import argparse
import re
from collections import Counter
from collections.abc import Iterable
from pathlib import Path

__all__ = ["DURATION", "kind_of", "sums", "main"]

#: One line of pytest's ``--durations`` report: ``12.34s call     tests/browser/test_x.py::test_y[1]``.
DURATION = re.compile(r"^\s*([\d.]+)s (setup|call|teardown)\s+(\S+)")


def kind_of(path: str) -> str:
    """``browser``, ``nbval`` or ``other``, for a test's file."""
    if path.endswith(".ipynb"):
        return "nbval"
    return "browser" if "/browser/" in path else "other"


def sums(lines: Iterable[str]) -> tuple[Counter[str], Counter[str], Counter[str]]:
    """Seconds by file, tests by file, seconds by kind, from a log's lines.

    >>> by_file, tests, by_kind = sums(["1.50s call     tests/browser/test_a.py::test_x",
    ...                                 "0.50s setup    tests/browser/test_a.py::test_x",
    ...                                 "2.00s call     notebooks/home.ipynb::Cell 0", "no duration here"])
    >>> by_file["tests/browser/test_a.py"], tests["tests/browser/test_a.py"], dict(by_kind)
    (2.0, 1, {'browser': 2.0, 'nbval': 2.0})
    """
    by_file: Counter[str] = Counter()
    by_kind: Counter[str] = Counter()
    seen: dict[str, set[str]] = {}
    for line in lines:
        found = DURATION.match(line)
        if found is None:
            continue
        seconds, test = float(found.group(1)), found.group(3)
        path = test.split("::")[0]
        by_file[path] += seconds
        by_kind[kind_of(path)] += seconds
        seen.setdefault(path, set()).add(test)
    return by_file, Counter({path: len(names) for path, names in seen.items()}), by_kind


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("log", type=Path, help="the output of a run with --durations=0")
    parser.add_argument("--top", type=int, default=30, help="how many files to list")
    args = parser.parse_args(argv)
    by_file, tests, by_kind = sums(args.log.read_text(encoding="utf-8", errors="replace").splitlines())
    total = sum(by_file.values())
    if not total:
        raise SystemExit(f"{args.log}: no durations found; run pytest with --durations=0")
    print(f"{total:8.0f} worker-seconds in all: " + ", ".join(
        f"{kind} {seconds:.0f} ({seconds / total:.0%})" for kind, seconds in by_kind.most_common()))
    for path, seconds in by_file.most_common(args.top):
        print(f"{seconds:8.1f} s {seconds / total:5.1%} {tests[path]:5d} tests  {path}")


if __name__ == "__main__":
    main()

"""The step lessons' figures (issue 19): steps per lesson, words per step (the idea and the question a
learner reads; max and median), and the words of a miss's message (max). No server, no browser.

    .venv/bin/python benchmarks/course_steps.py

Page load times: ``.venv/bin/python benchmarks/pages.py --pages 01,02,03,04``; target sizes and the
one-screen check: ``tests/browser/test_course_steps.py``.
"""

from __future__ import annotations

import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tutor.hydra.course.path import STEP_LESSONS  # noqa: E402
from tutor.course.steps import Attempt  # noqa: E402
from tutor.exercises import kind_named  # noqa: E402


def _wrong(step):  # type: ignore[no-untyped-def]
    right = kind_named(step.kind).solution(step.task)
    if step.form == "pick-card":
        cards = step.task.hand or step.task.cards
        return next(i for i in range(len(cards)) if not step.task.check(i).correct)
    if step.form == "number":
        return str(int(right) + 3)
    if step.form == "select-cards":
        return [str(c) for c in step.task.hand if str(c) not in right][:1] or list(right)[:-1]
    return next(c for c in step.task.choices if c != right)


def main() -> int:
    every = []
    print(f"{'lesson':<40} {'steps':>5} {'words/step max':>15} {'median':>7} {'miss words max':>15}")
    for number, item in STEP_LESSONS.items():
        words = [s.words() for s in item.steps]
        misses = []
        for s in item.steps:
            go = Attempt(s)
            misses.append(len(go.answer(_wrong(s)).message.split()))
            misses.append(len(go.answer(_wrong(s)).message.split()))
        every += words
        print(f"{number} {item.title:<37} {len(item.steps):>5} {max(words):>15} {statistics.median(words):>7} "
              f"{max(misses):>15}")
    print(f"{'all':<40} {sum(len(i.steps) for i in STEP_LESSONS.values()):>5} {max(every):>15} "
          f"{statistics.median(every):>7}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

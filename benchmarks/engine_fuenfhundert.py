"""Fünfhundert engine speed: full random rounds per second, by CPU time on one core.

A full round: deal from a seed (``Round.new``), the bidding, the three cards
laid away, ten tricks, and the points. Every action goes through
``legal_actions()`` and ``apply()``, chosen uniformly by a seeded
``random.Random`` (``legal[int(random() * len(legal))]``, which is
``rng.choice`` without its Python-level overhead).

Two kinds of round are timed:

* ``suit/NT rounds``: the dealer's left bids a random contract from 6 Pik to
  10 ohne Trumpf and the others pass; then random discards and random cards.
  Four-card tricks: the common case, and the target (10,000 rounds/s).
* ``any action``: a random choice among all legal actions from the first
  call on. A random bidder says Open Misère most of the time, so these rounds
  mostly have three-card tricks (F8): faster, shown for comparison only.

Run: ``python benchmarks/engine_fuenfhundert.py [--rounds N] [--repeats K]``.
Prints the median over the repeats (the machine is shared and noisy), by CPU
time (``time.process_time``) and by wall time, with the ratio to the target.

Before and after in the same run: ``--against DIR`` (another checkout; each repeat measures both
engines one after the other in fresh processes, as ``benchmarks/engine.py`` does).

Issue 36 ended tuning by instruction counts (the measurements that stood here are in git); a change
to the engine is judged by the rates, before and after in the same run (``--against``).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time
from collections.abc import Callable

from _same_run import repeats

from hydra import fuenfhundert as fh

TARGET = 10_000
_SUIT_BIDS = tuple(str(c) for c in fh.BIDS if not c.is_misere)


def suit_round(seed: int, rng: random.Random) -> tuple[int, int]:
    rnd = fh.Round.new(seed=seed)
    rnd.apply(rng.choice(_SUIT_BIDS))
    for _ in range(3):
        rnd.apply("pass")
    pick, legal, apply = rng.random, rnd.legal_actions, rnd.apply
    while not rnd.is_over:
        actions = legal()
        apply(actions[int(pick() * len(actions))])
    return rnd.points


def any_round(seed: int, rng: random.Random) -> tuple[int, int]:
    rnd = fh.Round.new(seed=seed)
    pick, legal, apply = rng.random, rnd.legal_actions, rnd.apply
    while not rnd.is_over:
        actions = legal()
        apply(actions[int(pick() * len(actions))])
    return rnd.points


def rounds_per_second(play: Callable[[int, random.Random], tuple[int, int]], n: int
                      ) -> tuple[float, float]:
    rng = random.Random(0)
    cpu, wall = time.process_time(), time.perf_counter()
    for seed in range(n):
        play(seed, rng)
    return n / (time.process_time() - cpu), n / (time.perf_counter() - wall)


KINDS = (("suit/NT rounds/s", suit_round), ("any action rounds/s", any_round))


def measure(n: int) -> list[tuple[float, float]]:
    """One repeat: (CPU rate, wall rate) of each kind of round."""
    return [rounds_per_second(play, n) for _, play in KINDS]


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5000, help="rounds per repeat (default 5000)")
    parser.add_argument("--repeats", type=int, default=5, help="repeats; the median is shown (default 5)")
    parser.add_argument("--against", metavar="DIR", help="another checkout to measure in the same run")
    parser.add_argument("--json", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--work", action="store_true",
                        help="only play the rounds (N of each kind), untimed (for an instruction counter)")
    args = parser.parse_args()
    if args.json:
        print(json.dumps(measure(args.rounds)))
        return
    if args.work:
        for _, play in KINDS:
            rng = random.Random(0)
            for seed in range(args.rounds):
                play(seed, rng)
        return
    runs, base = repeats(__file__, measure, args.against, args.repeats, args.rounds)
    for k, (name, _) in enumerate(KINDS):
        cpu = statistics.median(r[k][0] for r in runs)
        wall = statistics.median(r[k][1] for r in runs)
        line = (f"{name:20} median {cpu:8,.0f} by CPU time (ratio to target {TARGET:,}: "
                f"{cpu / TARGET:.2f}); {wall:8,.0f} by wall time (ratio {wall / TARGET:.2f})")
        if base:
            before = statistics.median(r[k][0] for r in base)
            line += f"; before {before:8,.0f} by CPU time, after/before {cpu / before:.2f}"
        print(f"{line}; {args.repeats} repeats of {args.rounds}")


if __name__ == "__main__":
    main()

"""Doppelkopf engine speed: full random rounds per second (target 10,000 by CPU time, one core).

A full round: ``Round.new`` deals from a seed, then a seeded random player
chooses every action through ``legal_actions()`` and ``apply()`` (the public
API): reservations, reizen, Trumpfabgabe, announcements and all 40 cards,
and the score. Rule sets alternate (turnier, hausrunde). Run:
``python benchmarks/engine_doppelkopf.py --rounds 5000 --repeats 5``.
Reports medians of the repeats, by CPU time (``time.process_time``) and wall time.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from hydra import doppelkopf as dk

TARGET = 10_000


def full_round(seed: int, rng: random.Random, rules: str) -> tuple[int, ...]:
    rnd = dk.Round.new(seed=seed, rules=rules)
    random_ = rng.random
    legal = rnd.legal_actions
    apply = rnd.apply
    while not rnd.is_over:
        actions = legal()
        apply(actions[int(random_() * len(actions))])     # a uniform choice, as rng.choice
    return rnd.points


def measure(n: int) -> tuple[float, float]:
    rng = random.Random(0)
    rules = ("turnier", "hausrunde")
    cpu, wall = time.process_time(), time.perf_counter()
    for seed in range(n):
        full_round(seed, rng, rules[seed & 1])
    return n / (time.process_time() - cpu), n / (time.perf_counter() - wall)


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5000)
    parser.add_argument("--repeats", type=int, default=5)
    args = parser.parse_args()
    runs = [measure(args.rounds) for _ in range(args.repeats)]
    cpu = statistics.median(r[0] for r in runs)
    wall = statistics.median(r[1] for r in runs)
    print(f"full random rounds/s: median {cpu:,.0f} by CPU time (ratio to target {TARGET:,}: "
          f"{cpu / TARGET:.2f}); {wall:,.0f} by wall time (ratio {wall / TARGET:.2f}); "
          f"{args.repeats} repeats of {args.rounds}")


if __name__ == "__main__":
    main()

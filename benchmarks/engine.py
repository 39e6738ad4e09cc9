"""Engine speed: full random rounds per second and record replays per second.

A full round: deal from a seed, the calls (valeo from every seat, so that the
round is a healthy game, the common case), ten tricks played through
``legal_cards()`` and ``play()`` by a seeded random choice, and the score
sheet. Replays: :func:`hydra.replay` of records of played rounds.

Run: ``python benchmarks/engine.py`` (one core). Reports the median of
several repeats, since the machine is shared and noisy: rates by CPU time of
this process (``time.process_time``, what one core does) and by wall time.
Targets: at least 5,000 rounds/s and 10,000 replays/s.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

import hydra


def full_round(seed: int, rng: random.Random):
    rnd = hydra.Round.new(seed=seed)
    while rnd.phase == "throw-in":
        rnd.apply("keep")
    for _ in range(5):
        rnd.call("valeo")
    choice = rng.choice
    while rnd.phase == "play":
        rnd.play(choice(rnd.legal_cards()))
    return rnd.sheet.points


def _timed(work, n):
    cpu, wall = time.process_time(), time.perf_counter()
    work()
    return n / (time.process_time() - cpu), n / (time.perf_counter() - wall)


def rounds_per_second(n: int) -> tuple:
    rng = random.Random(0)

    def work():
        for seed in range(n):
            full_round(seed, rng)
    return _timed(work, n)


def replays_per_second(records) -> tuple:
    def work():
        for record in records:
            hydra.replay(record).points
    return _timed(work, len(records))


def make_records(n: int) -> list:
    rng = random.Random(1)
    records = []
    for seed in range(n):
        rnd = hydra.Round.new(seed=seed)
        while rnd.phase == "throw-in":
            rnd.apply("keep")
        for _ in range(5):
            rnd.call("valeo")
        while rnd.phase == "play":
            rnd.play(rng.choice(rnd.legal_cards()))
        records.append(rnd.to_record())
    return records


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=2000)
    parser.add_argument("--repeats", type=int, default=5)
    args = parser.parse_args()
    records = make_records(args.rounds)
    for name, target, measure in (("full random rounds/s", 5000, lambda: rounds_per_second(args.rounds)),
                                  ("record replays/s", 10000, lambda: replays_per_second(records))):
        runs = [measure() for _ in range(args.repeats)]
        cpu = statistics.median(r[0] for r in runs)
        wall = statistics.median(r[1] for r in runs)
        print(f"{name:21} median {cpu:7,.0f} by CPU time (ratio to target {target:,}: {cpu / target:.2f}); "
              f"{wall:7,.0f} by wall time (ratio {wall / target:.2f}); {args.repeats} repeats of "
              f"{args.rounds}")


if __name__ == "__main__":
    main()

"""Engine speed: full random rounds per second (through both APIs) and record replays per second.

A full round: deal from a seed, the calls (valeo from every seat, so that the
round is a healthy game, the common case), ten tricks played by a seeded random
choice, and the score sheet. One run measures the same rounds through both of the
round's APIs: the card API (``legal_cards()`` and ``play()``, the named method for the
calls) and the state protocol the README teaches (``legal_actions()`` and ``apply()``
for every step, the throw-in and the calls too), and prints the ratio of the two
(apply/play, the median of each repeat's ratio; issue 21 asks for 1.0 or more, and
10,000 rounds/s through ``apply()``). ``legal_actions()`` names each distinct card
once, ``legal_cards()`` both copies of a card held twice, so the random choices (and
so the rounds) differ a little between the two; the work per round is the same.
Replays: :func:`hydra.replay` of records of played rounds. (The random choice of a
card is ``legal[int(rng.random() * len(legal))]``: seeded and uniform, and cheaper than
``rng.choice``, so the figure measures the engine more than the random module.)

Run: ``python benchmarks/engine.py`` (one core). ``--game doppelkopf`` or ``--game fuenfhundert``
runs the other engines' benchmarks (``engine_doppelkopf.py``, ``engine_fuenfhundert.py``) with the
rest of the options. Reports the median of
several repeats, since the machine is shared and noisy: rates by CPU time of
this process (``time.process_time``, what one core does) and by wall time.
Targets: at least 10,000 rounds/s and 10,000 replays/s.

Before and after in the same run: ``python benchmarks/engine.py --against DIR``
where DIR is another checkout (``git worktree add /tmp/before <commit>``). Each
repeat then measures both engines, one after the other in fresh processes
(``PYTHONPATH`` picks the engine), so the machine's load falls on both alike,
and the ratio of the medians is printed.

``--against`` also prints the state protocol here against the card API there (issue 21 asks for
``apply()`` as fast as ``play()`` was when it was filed: ``--against`` a checkout of 2d260b8^).

Issue 36 ended tuning by instruction counts (the history of callgrind tables that stood here is in git):
the engine's types are plain again where the rates stay within 10 % of what they were, and a change to
the engine is judged by this script's rates, before and after in the same run (``--against``).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import runpy
import statistics
import sys
import time

from _same_run import repeats

import hydra


def full_round(seed: int, rng: random.Random):
    rnd = hydra.Round.new(seed=seed)
    while rnd.phase == "throw-in":
        rnd.apply("keep")
    for _ in range(5):
        rnd.call("valeo")
    pick = rng.random                 # a seeded uniform choice, cheaper than rng.choice, so the
    while rnd.phase == "play":        # figure is the engine's more than the random module's
        legal = rnd.legal_cards()
        rnd.play(legal[int(pick() * len(legal))])
    return rnd.sheet.points


def full_round_apply(seed: int, rng: random.Random):
    """The same round through the state protocol only: every step is ``apply(action)``."""
    rnd = hydra.Round.new(seed=seed)
    legal, apply = rnd.legal_actions, rnd.apply
    while rnd.phase == "throw-in":
        apply("keep")
    for _ in range(5):
        apply("valeo")
    pick = rng.random
    while rnd.phase == "play":
        actions = legal()
        apply(actions[int(pick() * len(actions))])
    return rnd.sheet.points


def _timed(work, n):
    cpu, wall = time.process_time(), time.perf_counter()
    work()
    return n / (time.process_time() - cpu), n / (time.perf_counter() - wall)


def rounds_per_second(n: int, play=full_round) -> tuple:
    rng = random.Random(0)

    def work():
        for seed in range(n):
            play(seed, rng)
    return _timed(work, n)


def replays_per_second(records) -> tuple:
    def work():
        for record in records:
            _ = hydra.replay(record).points
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


PLAY, APPLY = "rounds/s, legal_cards()/play()", "rounds/s, legal_actions()/apply()"
TARGETS = {PLAY: 10_000, APPLY: 10_000, "record replays/s": 10_000}


def measure_once(rounds: int) -> dict:
    """One repeat of the measures: name -> (CPU rate, wall rate). The two APIs one after the
    other, in either order (by the clock), so that neither always runs first."""
    records = make_records(rounds)
    if time.perf_counter_ns() & 1:
        apply, play = rounds_per_second(rounds, full_round_apply), rounds_per_second(rounds)
    else:
        play, apply = rounds_per_second(rounds), rounds_per_second(rounds, full_round_apply)
    return {PLAY: play, APPLY: apply, "record replays/s": replays_per_second(records)}




GAMES = {"doppelkopf": "engine_doppelkopf.py", "fuenfhundert": "engine_fuenfhundert.py"}


def main():
    pick = argparse.ArgumentParser(add_help=False)
    pick.add_argument("--game", choices=("hydra", *GAMES), default="hydra")
    known, rest = pick.parse_known_args()
    if known.game != "hydra":             # the other engines' benchmarks, with the rest of the options
        script = os.path.join(os.path.dirname(os.path.abspath(__file__)), GAMES[known.game])
        sys.argv = [script, *rest]
        runpy.run_path(script, run_name="__main__")
        return
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=("hydra", *GAMES), default="hydra",
                        help="which engine: hydra (this script), doppelkopf or fuenfhundert (their scripts)")
    parser.add_argument("--rounds", type=int, default=2000)
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--against", metavar="DIR", help="another checkout to measure in the same run")
    parser.add_argument("--json", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--work", choices=("rounds", "apply-rounds", "records", "replays"),
                        help="only do the work, untimed (for an instruction counter)")
    args = parser.parse_args()
    if args.json:
        print(json.dumps(measure_once(args.rounds)))
        return
    if args.work:
        if args.work in ("rounds", "apply-rounds"):
            rng = random.Random(0)
            play = full_round if args.work == "rounds" else full_round_apply
            for seed in range(args.rounds):
                play(seed, rng)
        else:
            records = make_records(args.rounds)
            if args.work == "replays":
                for record in records:
                    _ = hydra.replay(record).points
        return
    runs, base = repeats(__file__, measure_once, args.against, args.repeats, args.rounds)
    for name, target in TARGETS.items():
        cpu = statistics.median(r[name][0] for r in runs)
        wall = statistics.median(r[name][1] for r in runs)
        line = (f"{name:33} median {cpu:7,.0f} by CPU time (ratio to target {target:,}: {cpu / target:.2f}); "
                f"{wall:7,.0f} by wall time (ratio {wall / target:.2f})")
        if base:
            before = statistics.median(r[name][0] for r in base)
            line += f"; before {before:7,.0f} by CPU time, after/before {cpu / before:.2f}"
        print(f"{line}; {args.repeats} repeats of {args.rounds}")
    ratio = statistics.median(r[APPLY][0] / r[PLAY][0] for r in runs)
    line = f"legal_actions()/apply() against legal_cards()/play(), same runs: median ratio {ratio:.2f} by CPU time"
    if base:
        line += f" (before: {statistics.median(r[APPLY][0] / r[PLAY][0] for r in base):.2f})"
    print(line)
    if base:        # issue 21: the state protocol here as fast as the card API there (e.g. at the issue)
        cross = statistics.median(a[APPLY][0] / b[PLAY][0] for a, b in zip(runs, base))
        print(f"legal_actions()/apply() here against legal_cards()/play() in {args.against}, "
              f"same runs: median ratio {cross:.2f} by CPU time")


if __name__ == "__main__":
    main()

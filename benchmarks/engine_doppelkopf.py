"""Doppelkopf engine speed: full random rounds per second (target 10,000 by CPU time, one core).

Issue 13 ("Speed: at least 10,000 full random rounds per second") names the engine
benchmark; this is its Doppelkopf part (``benchmarks/engine.py`` times Hydra's rounds, and
``benchmarks/engine.py --game doppelkopf`` runs this script with the rest of its options).

A full round: ``Round.new`` deals from a seed, then a seeded random player
chooses every action through ``legal_actions()`` and ``apply()`` (the public
API): reservations, reizen, Trumpfabgabe, announcements and all 40 cards,
and the score. Rule sets alternate (turnier, hausrunde). Run:
``python benchmarks/engine_doppelkopf.py --rounds 5000 --repeats 5``.
Reports medians of the repeats, by CPU time (``time.process_time``) and wall time.

Before and after in the same run: ``--against DIR`` where DIR is another checkout
(``git worktree add /tmp/before <commit>``): each repeat measures both engines, one after
the other in fresh processes (``PYTHONPATH`` picks the engine), so the machine's load falls
on both alike, and the ratio of the medians is printed.

Issue 36 ended tuning by instruction counts (the measurements that stood here are in git); a change
to the engine is judged by the rates, before and after in the same run (``--against``).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
import statistics
import time

from _same_run import repeats

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


#: What the behaviour fingerprint reads of a finished round (the state the seal made read-only).
_STATE = ("seats rules players dealer schweine seed dealt hands is_over declared contract contract_seat "
          "solo_game hochzeit_rule partner armut reizen bidding thrown_in_by game party tricks trick "
          "cards_played queue phase to_move").split()


def fingerprint(n: int) -> str:
    """The behaviour fingerprint of ``n`` random rounds (sha256): both rule sets, four and five players,
    every dealer, Schweine; every round's history, phase, points, parties, eyes, record, state and
    announcements, some copies applied and undone, every seat's view in some rounds. A speed change
    must leave it as it was (20,000 rounds: be53e60b..., since issue 36's one history shape, the core's
    steps; read as the old ``(seat, action)`` pairs, ``(step.seat, str(step.action))``, the same rounds give
    7b059144... as before it, since issue 36's seat view on the shared base; d4cc7884... with the phase
    "over" before that; 88d44781... before that)."""
    h = hashlib.sha256()
    rng = random.Random(1)
    for seed in range(n):
        rules = ("turnier", "hausrunde")[seed % 2]
        players = 5 if seed % 7 == 0 else 4
        r = dk.Round.new(seed=seed, rules=rules, dealer=seed % players, players=players,
                         schweine=rules == "hausrunde" and seed % 4 == 1)
        steps = 0
        while not r.is_over:
            legal = r.legal_actions()
            a = legal[int(rng.random() * len(legal))]
            if steps % 11 == 3 and seed % 5 == 0:
                c = r.copy()
                c.apply(a)
                c.undo()
                h.update(repr(c.history()).encode())
            r.apply(a)
            steps += 1
            if seed % 50 == 0:
                for s in r.seats:
                    h.update(repr(r.view(s)).encode())
        h.update(repr(r.history()).encode())
        h.update(repr((r.phase, r.points, r.parties, r.eyes if r.phase == "over" else None)).encode())
        h.update(json.dumps(r.to_record(), sort_keys=True, default=str).encode())
        h.update(repr([getattr(r, name) for name in _STATE]).encode())
        h.update(repr((r.calls.calls, r.calls.level, r.calls.said, r.calls.doppelt_seats)).encode())
    return h.hexdigest()


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
    parser.add_argument("--against", metavar="DIR", help="another checkout to measure in the same run")
    parser.add_argument("--json", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--work", action="store_true",
                        help="only play the rounds, untimed (for an instruction counter)")
    parser.add_argument("--fingerprint", action="store_true",
                        help="print the behaviour fingerprint of the rounds (e.g. --rounds 20000), untimed")
    args = parser.parse_args()
    if args.fingerprint:
        print(fingerprint(args.rounds))
        return
    if args.json:
        print(json.dumps(measure(args.rounds)))
        return
    if args.work:
        rng = random.Random(0)
        for seed in range(args.rounds):
            full_round(seed, rng, ("turnier", "hausrunde")[seed & 1])
        return
    runs, base = repeats(__file__, measure, args.against, args.repeats, args.rounds)
    cpu = statistics.median(r[0] for r in runs)
    wall = statistics.median(r[1] for r in runs)
    print(f"full random rounds/s: median {cpu:,.0f} by CPU time (ratio to target {TARGET:,}: "
          f"{cpu / TARGET:.2f}); {wall:,.0f} by wall time (ratio {wall / TARGET:.2f}); "
          f"{args.repeats} repeats of {args.rounds}")
    if base:
        before = statistics.median(r[0] for r in base)
        print(f"  against {args.against}: median {before:,.0f} by CPU time; this checkout is "
              f"{cpu / before:.2f} times as fast")


if __name__ == "__main__":
    main()

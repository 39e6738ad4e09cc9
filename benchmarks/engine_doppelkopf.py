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

Instructions instead of seconds (deterministic on a shared machine): ``--work --rounds N``
only plays the N rounds, for a counter such as ``PYTHONHASHSEED=0 valgrind --tool=callgrind
--callgrind-out-file=/dev/null``; per round: (count with 2N - count with N) / N.

Measured on the shared 2-core host (Python 3.11), three runs of ``--rounds 3000 --repeats 7 --against``
7c619d5: 10,270-10,970 rounds/s by CPU time against 9,060-9,680 before (1.11-1.13 times as fast);
callgrind (N = 300) 888,766 instructions per round against 962,296. Then against 922bda3 (de3f366):
11,234-11,461 rounds/s against 11,098-11,304 (1.00-1.02 times as fast); callgrind 877,764 against
889,137. Where a round's instructions go (callgrind, 922bda3): the deal 82k (seeding the Mersenne
Twister 31k of it), the rest of Round.new 52k, start_play 89k (its per-seat tables 65k), the score
70k, the other ~600k the ~50 actions through legal_actions() and apply() (a bytecode costs ~45).
After the seal (issue 21), callgrind (N = 100) against 4c0db44^ (before it): 939,968 instructions per
round against 891,274 (0.95 times as fast; timed, ``--rounds 2000 --repeats 5 --against``: 0.89-0.93).
Of the 49k: ~22k is reading ``is_over`` through its read-only property (918,116 when the loop reads
the private slot instead), the rest the steps before play through PrePlay (a call and a Next per step).
Then (issue 21, dkeng; ``git worktree add /tmp/dk-before 4c0db44^``; per round (I(2N) - I(N)) / N with
N = 100 after one warm-up run, so that compiling the .pyc files falls on neither count:
``PYTHONHASHSEED=0 PYTHONPATH=DIR valgrind --tool=callgrind --callgrind-out-file=/dev/null python
benchmarks/engine_doppelkopf.py --work --rounds N``): before the seal 890,149 instructions per round; the
sealed round at 5bb074a 940,097 (0.95); after PrePlay.begin's prebuilt step and Round._go's direct start
of play 937,227 (0.95). Timed, ``--rounds 2000 --repeats 5 --against /tmp/dk-before`` on a loaded host:
5,370 against 5,941 rounds/s by CPU time (0.90). Not reached: the goal of no more instructions than
before. Bytecodes counted per function (sys.settrace, 300 rounds) put the rest in the steps before play
(~240 bytecodes a round more: PrePlay's calls, each step's Next, Round._go) and, without bytecodes, in
the ~50 reads of ``is_over`` a round through its property (a slot read cannot be made read-only in
Python; the seal's test requires that writing it raises).
Then (issue 21, dkspeed3), per round (I(1000) - I(0)) / 1000 after a warm-up run, with
``env -u PYTHONDONTWRITEBYTECODE PYTHONPYCACHEPREFIX=/tmp/pyc-NAME PYTHONHASHSEED=0 PYTHONPATH=DIR valgrind
--tool=callgrind --callgrind-out-file=/dev/null .venv/bin/python benchmarks/engine_doppelkopf.py --work
--rounds N`` (this script for both engines; /tmp/filed-engine a checkout of 3faafee, before the seal):
before the seal 888,176 instructions per round; here at the start 937,190; after the round hands its own
state to ``score_round`` (nine property reads less) 932,256; after ``is_over`` became a class attribute
(an ended round is a ``round.Ended``: ~180 instructions a read instead of ~450) 917,771; after PrePlay's
prebuilt steps by phase, then seat 913,328; after list copies spelt ``[*...]`` on the common path (a
``list()`` call is not specialised on Python 3.11: ~270 instructions more at each of the ~40 cards'
legal_actions) 899,035 (0.99 times as fast). Tried and left: building start_play's per-seat tables with
``map``/``dict(zip())`` (964,085: on Python 3.11 the C iterators and a generic ``attrgetter`` cost more
than the specialised bytecodes of the loop). Timed, ``--rounds 2000 --repeats 5 --against
/tmp/filed-engine`` (load average 19 on the 2 cores): 5,277 against 5,392 rounds/s by CPU time
(0.98; 0.96 at 913,328 under load 5.5). Still not reached: no more instructions than before the seal (11k a round
short, 1.2%). Where the rest goes (callgrind by C function against 3faafee): ~8k the ~50 reads of
``is_over`` (a class attribute still takes Python's generic lookup; before the seal it was the
instance's own, a writable attribute), ~4k more bytecodes and ~7 more Python calls a round in the steps
before play (PrePlay's methods, ``_go``).
Then (issue 21, dkspeed4; the same command, N = 1000): this checkout at the start 898,984, /tmp/filed-engine
888,237 in the same session. Since most random rounds are solos (94%: every seat picks among its
reservations), the savings are where a solo round goes: a new ``Announcements`` copies its first
``open_until`` from the tables of its case instead of calling ``_open()`` (two a round), and ``Round.__init__``
leaves the rules check to ``Round.new`` (896,489); no ``_distinct`` tables beside ``_suited`` (their ``""``
entry is the same dict) and a checked deal's seats from ``deal.SEATS`` (894,588); in the hausrunde a
party that has said every limit and, the parties known, its Doppelt is not asked for calls again
(``open_until`` -1; 891,582); a call's flags passed to ``Announcements.say`` by position (891,182: 0.997
times as fast). Tried and lost: ``dict(zip(ids, hand))`` for the per-seat tables (+20k at N = 300), reusing the
round's first ``Announcements`` in a normal game (-28: normal games are rare), ``open_until`` bounded by
the next limit's deadline in every hausrunde game with known parties (+2.4k: an ``_open()`` after every
call costs more than the ``allowed()`` calls it saves), ``type(x) is C`` for ``x.__class__ is C`` (a
loop of each under callgrind: ~55 instructions more). Still not reached: ~3k a round (0.3%), less than
the ~8k of the ~50 reads of ``is_over`` (a class attribute, generic lookup on Python 3.11; before the seal
a writable slot) and the ~4k of the steps before play through PrePlay that dkspeed3 found.
Then (issue 21, dkspeed5; the same command, N = 1000): at the start 891,197, /tmp/filed-engine 888,174.
Bytecodes per function (sys.settrace, 300 rounds) were even (16,643 against 16,662 a round); the rest was C:
calls, a class called with keywords, generic compares. Round.start_play writes a ten-card hand's ids and
distinct cards out (889,496); a solo's ``Next`` by ``tuple.__new__``, ``deal`` checks only a table it has no
getters for (886,746); ``Round.new`` and ``undo`` start through ``_begin`` on ``object.__new__`` (a class
called with seven keywords builds a dict of them; 883,583); ``Announcements`` takes known and hochzeit by
position, ``_reply`` reads the case's deadline table instead of calling ``deadline()`` (880,090); a new
Announcements' tables by its clarified, then rules, no key tuple (879,159); a call in play found in a set
(878,159; 878,417 with round.py back to 500 lines); the turnier's throw-in Könige counted at import (877,957);
``PrePlay._resolve`` looks for solos to outbid in the hausrunde only (874,243; 874,196 with ``Round._begin``
called on the class, as tests/test_private_names.py asks: 14.0k, 1.6%, below the filed engine, its ~6.5k more
for the ~50 reads of ``is_over`` included). Tried and lost: the per-seat ids as a ``bytearray`` (+7.3k:
``index`` and ``in`` parse their arguments, a call builds it), skipping ``i not in ids`` when the hand holds
no card twice (+6.5k), ``[*map(list, hands)]`` (+0.2k), a score line's fields unpacked (+0.4k), the points by
``map(tuple.__getitem__, ...)`` (+0.35k), the suits from ``for k in distinct`` (+1.8k against ``.items()``),
the reservations offered as a cached dict (+3.3k), the deal's hands by a comprehension (+3.4k): on Python 3.11
a generic C call or iterator costs more than the specialised bytecodes it saves.
Behaviour: ``--fingerprint --rounds 20000`` (every round's history, points, record, state, views, copies
undone) printed 88d447810648b6bc... before the seal and after each change here; since every finished round's
phase is "over" with its ``ending`` in the record (issue 36) it printed d4cc7884673dbdf4..., also after the
plain types came back (no ``Ended`` class, no unrolled hands); since the seat view is built on the shared
``SeatViewCore`` (issue 36: its five fields first, so ``rules`` comes after them in ``repr(view)``) it prints
7b0591442164019c... (with the old field order in the view's ``repr`` it prints d4cc7884... again).
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
    must leave it as it was (20,000 rounds: 7b059144..., since issue 36's seat view on the shared base;
    d4cc7884... with the phase "over" before it; 88d44781... before that)."""
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

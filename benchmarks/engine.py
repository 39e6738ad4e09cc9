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

Measured on the shared 2-core host (Python 3.11.7, pyenv build). Callgrind, instructions per round,
``(count with N = 1000 - count with N = 0) / 1000`` (single runs differ by some 4M instructions, so
N = 100 is too few to tell 2% apart), ``PYTHONHASHSEED=0``, and with the bytecode cached
(``env -u PYTHONDONTWRITEBYTECODE PYTHONPYCACHEPREFIX=/tmp/pyc-NAME``, warmed by one run: callgrind
sets ``PYTHONDONTWRITEBYTECODE=1``, and a count would include compiling every module):

=====================================  ====================  ====================
engine                                 ``--work rounds``     ``--work apply-rounds``
                                       (``play()``)          (``apply()``)
=====================================  ====================  ====================
the issue's engine (2d260b8^)          974,659               --
main before hspeed (5bb074a)           968,451               1,143,287
hspeed (df265f7)                       994,161               1,087,005
hspeed3 (3a8ca41)                      980,462               1,073,723
``legal_from`` copies with ``[*...]``  967,845               1,061,418
hspeed5: plays read from the tricks    946,310               1,039,966
no iterator over an empty twice-set    946,311               1,030,769
``held_twice`` of every hand at once   945,946               1,018,585
hspeed5 (ccdc108): ``while`` scans     914,675               987,178
hspeed7: fewer locals in the ask       914,648               979,910
hspeed7: twins a list, ``while``'d     914,719               977,249
hspeed7: ``apply()``'s locals          913,531               976,038
hspeed7 (1e19c8c): ``legal_from``      909,962               972,472
hspeed6 alone (0ec0092), from 32c7175  949,679               1,043,157
main, all three merged (d90a403)       889,614               952,263
eyes by seat read from the tricks      876,741               939,296
=====================================  ====================  ====================

hspeed6 (around the card steps; from 32c7175's 967,716 / 1,061,282, so -18k in both APIs): tricks
keep private slots shown read-only, as rounds do (no slot ``__set__`` past a refusing
``__setattr__``), the score adds each party's eyes in its one pass over the tricks and reads the game
(and so the Fuchs, R4) once, ``[*h]`` copies in ``Round._start``, ``Parties`` built in one update.
Lost there: ``Game.winner`` by ``max``/``index`` (6.8k a trick against 4.4k), the throw-in count by
``sum(map(...))`` (+38k a round), ``fuchs in trick.cards`` (a non-identical ``==`` on Hydra cards costs
~1.4k). Where the rest goes (hspeed6, ``--toggle-collect``): the deal ~110k (seeding ~35k, the shuffle
~60k, both fixed by every seed dealing its cards), ``Round._start`` ~50k, the calls ~80k (``by_suit``
35k), the ten tricks' ends ~129k (``Game.winner`` ~44k), the score ~75k.
The issue's engine counted again at d90a403 (the lead, the same command): 973,729; ``apply()`` is
0.978 of it and ``play()`` 0.914: issue 21's target (``apply()`` at most the issue's ``play()``) holds.
Then the round stopped keeping each seat's eyes at every trick (``eyes_by_seat`` adds them up from the
tricks when asked; hspeed6's find): 0.965 and 0.900. By CPU time, ``--rounds 2000 --repeats 7 --against
/tmp/issue-engine`` on a quiet host (load 1.4): ``apply()`` here 6,427 rounds/s against ``play()`` there
6,393 (1.01), ``play()`` here 6,887 (1.08), replays 5,924 against 5,529 (1.07). The issue's 10,000/s
was written when this host ran the issue's ``play()`` at 9,600/s; it runs that engine at 6,400/s now.

The issue's engine counted in hspeed7's setup (the same command, this script, ``PYTHONPATH`` at
/tmp/issue-engine): 973,653; so ``apply()`` is under it by 1.2k there, by 2.2k against the table's
974,659.

(``[*hand]`` instead of ``list(hand)`` in ``Game.legal_from``: Python 3.11 builds the list without a
call, some 250 instructions less at each of the 50 cards; the lead, after hspeed4.)
At 7715fe5 ``apply()`` was 1.09 times the issue's ``play()`` (1.12 at hspeed, 1.17 before).
hspeed3 measured its own start again (this host, the same command): the issue's engine 973,605,
hspeed's ``play()`` 993,150 and ``apply()`` 1,086,464.
By CPU time, ``--rounds 2000 --repeats 5 --against /tmp/issue-engine`` (a checkout of 2d260b8^) at
3a8ca41, load average 18 on the 2 cores (wall time ten times slower, so read only CPU time):
``apply()`` 4,768 rounds/s here against ``play()`` 5,532 there (ratio 0.85; 0.85 at hspeed, 0.82
before), ``play()`` 5,344 against 5,532 (0.97), replays 4,801 against 4,768; apply/play in the same
runs 0.88 (0.87 at hspeed). Under that load the CPU-time figures are about 10% below hspeed's.
What hspeed changed: ``apply()`` plays a card itself (``play()`` checks the phase and calls it, so
the call per card moved from ``apply()`` to ``play()``, about 26k instructions a round), the cards a
seat holds twice are found in one pass with no set, and the second copy is dropped by one identity
scan from the end. What hspeed3 changed: ``apply()`` asks ``Game.may_follow`` only for a card of
another suit than the led one (a card of the led suit always follows), one Python call fewer for
most cards played: 12.7k instructions a round off both APIs.
What is left of the gap is naming a card held twice once: the same ``apply()`` rounds with
``legal_actions()`` returning ``legal_from()``'s list as it is (both copies, as ``legal_cards()``
does; measured by patching the method, not a change) took 977,100 instructions at hspeed (981,551
with Card's ``__hash__``/``__lt__`` removed as well), the issue's ``play()`` 974,659. Finding the
cards held twice once per seat, looking that fact up at each step and dropping the second copy cost
the other ~100k (per-card steps cost some 300-500 instructions each, C-level ``map``/``set`` over
ten cards included). In a round, 19 of the 50 ``legal_actions()`` during play find a card held twice
and 12 drop a copy (14 copies a round).
Tried and dropped (callgrind, instructions a round, ``apply()`` / ``play()``):

- lists of each card once kept per seat beside the hand (built at a seat's first
  ``legal_actions()``, kept in step by ``apply()``): 1,228k, the upkeep costs more than it saves.
- cards with identity hashing (no ``__hash__``/``__lt__`` on Hydra's ``Card``) and
  ``list(dict.fromkeys(legal))``: 1,169k; a dict of ten keys costs ~3.7k instructions, more than the
  Python scan. Dropping ``__lt__`` would make ``list.remove``/``index`` C-fast (``==`` goes through a
  Python-level lookup per card while any rich comparison is defined in Python) but ``sorted()`` of
  Hydra cards is public and tested (``tests/test_deck_core.py``, Doppelkopf's tests), so it stays.
- one census of each dealt hand (each card's copies in two bits, the 9s and the trumps above them,
  one pass for the throw-in test R6 and the cards held twice) with the held-twice cards as bits and
  the second copy looked for only among the led suit's cards: ``apply()`` 1,058k but ``play()``
  1,014k (+20k): the census is a 58-bit int, and Python's arithmetic on ints past 2**30 allocates
  on every add; with the bits kept only for ``legal_actions()`` (``-1`` until asked) still 1,007k for
  ``play()``. Reverted (011ac3c).
- the held-twice cards as a 25-bit int (small-int arithmetic), a per-game table of each suit's bits
  asked per step: 1,097k / 995k; the same with 2i+1 bits and the table in a slot: 1,082k.
- checking ``legal_actions()``'s copies instead of keeping them in ``apply()`` (the earlier copy
  looked for too): 1,072k / 995k.
- ``may_follow`` written out in ``apply()`` (no call at all): 1,066k / 973k, but the rule would then
  be written in the round too (one place per rule), so only the led-suit short cut was kept.

hspeed4 (at 7ef641f, the same command from a copy of ``hydra``/``benchmarks`` in /tmp, which counts
some 3.5k a round above the table: 1,077,265 / 983,751 there) measured where the rest goes and tried
two more; nothing landed:

- where the ~118k goes: ``legal_actions()`` returning ``legal_from()``'s list as it is and ``apply()``
  without the held-twice upkeep: 958,712 / 971,491 (so the upkeep's three lines in ``apply()`` cost
  ``play()`` 12k too). Without ``held_twice()`` (every set empty, the rest kept): 1,001,802, so the
  five ``held_twice()`` a round cost ~35k (7k each: ten additions of a 50-bit int), the scans for
  the second copy ~40k (about 50 loop steps a round: 32 to find 14 copies, 18 not finding one
  outside the legal suit), and the lines that look the set up in ``legal_actions()`` and keep it
  in ``apply()`` the other ~43k. To reach 974k all of that must cost at most ~15k, some 300
  bytecodes a round, less than one look-up per ``legal_actions()``.
- each hand's card indices kept beside it (``list(map(attrgetter("index"), hand))`` per seat when
  play starts, ``ids.index(played.index)`` and ``del`` in ``apply()`` instead of the identity
  loop): 1,103,336 / 1,010,165 (+26k both). The identity loop over ~5 cards is already cheap
  (``list.remove``'s slow ``==`` is gone since hspeed); building the lists costs more than it saves
  (``attrgetter`` on the slot is slower than a list comprehension here).
- the set not kept by ``apply()``; ``legal_actions()`` drops a card it finds only once from it (a
  copy was played): 1,099,416 / 971,489: ``play()`` 12k faster, ``apply()`` 22k slower (the extra
  scan for the earlier copy).
- ``held_twice()`` as two small-int bit sets, or with an early exit when ``set(map(id, hand))`` has
  ten members (a third of the hands), or from the index list with ``list.remove``: none faster than
  the 50-bit census by ``timeit``.

hspeed5 (from 32c7175, counted here as 967,731 / 1,061,236; the issue's engine 973,671). Warm the cache
again after every edit: the N = 0 run otherwise compiles the edited module and the count comes out
some 18k a round low (the messages of fe032ee and e046e05 give such counts; the table's are warm).

- the cards played are no longer written to the history as well: ``history()``, ``undo()`` and
  ``take_back()`` read them from the tricks (each knows its seats): -21k both (a tuple a card, kept
  all round, so more garbage-collector passes too).
- ``legal_actions()`` returns before looping when the seat holds no card twice (31 of 50 asks):
  making an iterator over an empty set cost 9k a round.
- ``held_twice`` finds every hand's cards held twice in one pass at ``legal_actions()``'s first ask
  in play (a list of the seat each card index was last seen in): one call, no 50-bit int per card:
  -12k for ``apply()``; ``play()`` never asks.
- ``apply()`` finds the card in the hand and in its group with ``while hand[position] is not
  played`` (off the end of the hand: IndexError, so not held): a ``for`` loop made and stepped a
  list iterator, some 300 instructions each, two a card: -31k both.

Tried and dropped by hspeed5 (``apply()`` / ``play()``, against the row above it):
- held-twice copies noticed by ``legal_actions()`` (a card found once in the legal cards had a copy
  played) instead of kept by ``apply()``: 1,048,816 / 937,321 against 1,030,769 / 946,311. A twin
  whose copy was played is looked for at every ask until its suit is legal again: some 39 scans a
  round instead of 23. (Confirms the earlier "checking legal_actions()'s copies".)
- no held-twice state at all, ``dict.fromkeys(map(attrgetter("index"), legal))`` at each ask: about
  1.2M; a dict or set of five small ints costs ~4k, more than all the bookkeeping.
- in ``legal_actions()``, skipping the twins of another suit than the legal cards' (a
  ``suit_number`` test per twin): +16k; the led suit's list is short, its scans cheap.
- ``type(action) is Card`` (+2k) or ``isinstance(action, Card)`` (+4k) for ``action.__class__ is Card``.
- one hand's census as ``sorted(map(attrgetter("index"), hand))`` and a set of its even and odd
  places: 12.5k a hand; ``{c.index for c in hand}`` alone 4.9k (the 50-bit census was 7.7k).

Left (after hspeed5): ``apply()`` was 12.5k over the issue's ``play()`` and 72k over ``play()`` here: the held-twice
lookups (``self._twice[seat]`` in both methods, the ``None`` test), the one ``held_twice`` (~926
bytecodes a round) and the scans for second copies (~23 a round).

hspeed7 (from 2be52cf, counted here as 914,685 / 987,191; now 909,962 / 972,472, so ``apply()`` is
at the issue's ``play()`` at last). The first two in ``legal_actions()`` only (``play()`` never asks):

- ``legal_from(self._hands[seat], self._groups[seat], self._led)`` with no ``hand``/``led`` locals,
  and the phase read once without a local (each store and load is ~20 instructions, 50 asks);
  the second-copy scan counts down ``while position: position -= 1`` from ``len(legal)`` (no start
  test, no ``- 1``): -7.3k.
- ``held_twice`` gives each hand's cards held twice as a list of indices, walked by a ``while``
  from the end (no set iterator made at the 19 asks that find one); ``apply()`` drops a played
  twin with ``list.remove`` (small ints: C-level, no Card comparison): -1.9k. The empty-list test
  before the not-yet-made (``None``) test: -0.7k.
- ``apply()`` reads ``self._game`` and ``self._groups[seat]`` where used (no locals: most cards use
  each once, ``may_follow`` is asked at 14 of 50): -1.2k both APIs.
- ``Game.legal_from``: ``return [*(groups[led] or hand)]`` instead of a local and
  ``[*same] if same else [*hand]``: -3.6k both APIs (50 asks; more than its bytecodes suggest).

Tried and dropped by hspeed7:
- one set of every hand's twins for ``apply()``'s test (a twin's index names its hand: two copies
  of each card), the seat's list looked up only for a twin: 981,981 against 976,038. The per-seat
  list is empty or ``None`` at 31 of 50 cards, a truth test; ``in`` on a set hashes every card.
- in ``held_twice``, ``card.index`` read again instead of the local ``i``: -0.2k, not kept.
- skipping twins of another suit than the legal cards' (re-checked by count: of 22 scans a round 13
  find a copy in 2.2 steps, 9 find none in 2.0; a suit test per twin and a length test per ask cost
  more bytecodes than the 9 short scans): not tried again.

The cyclic GC is not a factor here: 3 generation-0 passes in 1,000 ``apply()`` rounds (2 for
``play()``): each step's lists are freed at once, so the count of young objects stays low.

Instructions instead of seconds (deterministic, unlike a shared machine's clock):
``--work rounds|apply-rounds|records|replays --rounds N`` only does the work, N full rounds
(through ``play()`` or ``apply()``), N records made, or N records made and replayed, for a counter such as
``PYTHONHASHSEED=0 valgrind --tool=callgrind --callgrind-out-file=/dev/null``.
Per round: (count with N - count with 0) / N; per replay: (replays N - records N) / N.
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

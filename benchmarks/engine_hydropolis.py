"""Hydropolis engine speed: random 3-player games to their end, games per second (one core).

A game: the deal from a seed (``Game(3, seed=...)``: DECK shuffled), then every
turn a uniformly random choice among ``legal_actions()`` (lays, or the one draw
or pass), applied through ``apply()``, until the game is over (every player
passed in turn, or the target of 100 reached). ``legal[int(random() * len(legal))]``
is ``rng.choice`` without its Python-level overhead.

Target: 1,000 games/s (a plain implementation that recomputes every cell each turn
manages about 120); the table keeps its open cells, grouped by what their sides
face, as cards are laid.

Run: ``python benchmarks/engine_hydropolis.py [--games N] [--repeats K] [--players P]``.
Prints the median over the repeats (the machine is shared and noisy), by CPU time
(``time.process_time``) and by wall time, with the ratio to the target.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from hydra import hydropolis as hp

TARGET = 1_000


def play(seed: int, rng: random.Random, players: int) -> int:
    game = hp.Game(players, seed=seed)
    pick, legal, apply = rng.random, game.legal_actions, game.apply
    while game.to_move is not None:
        actions = legal()
        apply(actions[int(pick() * len(actions))])
    return len(game.scores)


def games_per_second(n: int, players: int) -> tuple[float, float, float]:
    rng = random.Random(0)
    cpu, wall = time.process_time(), time.perf_counter()
    lays = sum(play(seed, rng, players) for seed in range(n))
    return n / (time.process_time() - cpu), n / (time.perf_counter() - wall), lays / n


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--games", type=int, default=2000, help="games per repeat (default 2000)")
    parser.add_argument("--repeats", type=int, default=5, help="repeats; the median is shown (default 5)")
    parser.add_argument("--players", type=int, default=3, help="players per game (default 3)")
    args = parser.parse_args()
    runs = [games_per_second(args.games, args.players) for _ in range(args.repeats)]
    cpu = statistics.median(r[0] for r in runs)
    wall = statistics.median(r[1] for r in runs)
    print(f"random {args.players}-player games/s: median {cpu:8,.0f} by CPU time (ratio to target "
          f"{TARGET:,}: {cpu / TARGET:.2f}); {wall:8,.0f} by wall time (ratio {wall / TARGET:.2f}); "
          f"{args.repeats} repeats of {args.games}; {runs[0][2]:.1f} cards laid per game")


if __name__ == "__main__":
    main()

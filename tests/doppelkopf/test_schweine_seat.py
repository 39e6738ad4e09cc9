"""Round.schweine_seat names who holds the Schweine (D6, D43): the engine decides it, the tutor asks."""

from __future__ import annotations

import random

from hydra import doppelkopf as dk
from hydra.doppelkopf.reservations import SD


def _as_the_rulings_say(rnd, start_hands):
    """D6: Hausrunde with Schweine, a game with the normal trumps and two parties (normal, Hochzeit,
    Trumpfabgabe; never a solo); D43: the seat dealt both SD that still holds both when play begins."""
    if not rnd.schweine or rnd.contract not in ("normal", "hochzeit", "armut"):
        return None
    for s in rnd.seats:
        if sum(1 for c in rnd.dealt[s] if c is SD) == 2 and sum(1 for c in start_hands[s] if c is SD) == 2:
            return s
    return None


def test_schweine_seat_is_the_holder_of_both_karo_asse_D6_D43():
    rng = random.Random(6)
    seen = {None: 0, "seat": 0}
    for seed in range(1500):
        rules = dk.RULE_SETS[seed % 2]
        rnd = dk.Round.new(seed=seed, rules=rules, dealer=seed % 4,
                           schweine=rules == "hausrunde" and seed % 3 != 0)
        start = None
        while not rnd.is_over:
            if rnd.phase == "play" and start is None:
                start = [list(h) for h in rnd.hands]
                want = _as_the_rulings_say(rnd, start)
            if start is None:
                assert rnd.schweine_seat is None                 # before play: not decided (D43)
            else:
                assert rnd.schweine_seat == want, seed
            actions = rnd.legal_actions()
            # gesund more often than at random, so that normal games (with Schweine) occur
            gesund = "gesund" in actions and rng.random() < 0.7
            rnd.apply("gesund" if gesund else actions[int(rng.random() * len(actions))])
        if start is not None:
            assert rnd.schweine_seat == want
            if want is not None:                                 # the two SD are the highest trumps (D6)
                assert rnd.game.trumps[-1] is SD and rnd.game.name.endswith("mit Schweinen")
                assert sum(1 for c in rnd.dealt[want] if c is SD) == 2
            seen["seat" if want is not None else None] += 1
    assert seen["seat"] >= 50 and seen[None] >= 50, seen


def test_no_schweine_without_the_table_choosing_them_D6():
    for seed in range(200):
        for rules in dk.RULE_SETS:
            rnd = dk.play_round(seed=seed, rules=rules)
            assert rnd.schweine_seat is None

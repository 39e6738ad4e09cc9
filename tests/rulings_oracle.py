"""Independent oracles written from the rulings' words (not from hydra/), shared by the tests.

- the deck in notation, eyes per card, the trumps of each game id (rulings' table);
- ``build_record``: a round record that plays given tricks, with hands filled so that every card
  is legal (a player who does not follow was void in that suit or trump);
- ``party_oracle``: R10 (and R5's multipliers) from the ruling's text.
"""

import random
from collections import Counter

SUITS = "SRGE"
RANKS = ("9", "U", "O", "K", "10", "D")
CODES = [s + r for s in SUITS for r in RANKS] + ["HY"]
DECK_CODES = [c for c in CODES for _ in range(2)]
EYES = {"9": 0, "U": 2, "O": 3, "K": 4, "10": 10, "D": 11}
NORMAL_TRUMPS = set("SD SU RU GU EU SO RO GO EO R10 HY".split())


def eyes(code):
    return 0 if code == "HY" else EYES[code[1:]]


def trumps_of(game):
    """Rulings' game table: the trumps of each game id."""
    kind, _, p = game.partition(":")
    if kind in ("normal", "normal-solo"):
        return set(NORMAL_TRUMPS)
    if kind == "trump-solo":
        return {s + p for s in SUITS} | {"HY"}
    return {p + r for r in RANKS} | {"HY"}


def follow_class(code, game="normal"):
    return "T" if code in trumps_of(game) else code[0]


def build_record(tricks, winners, *, dealer=4, players=5, place=None, solo=None, seed=0):
    """A round record whose tricks are ``tricks``; ``winners[i]`` is the index of the card that
    wins trick i (worked out by hand). ``place`` {seat: codes} puts further cards in hands; all
    four key cards must be placed or played, so the parties are as intended."""
    seats = [(dealer + 1 + i) % players for i in range(players)]
    if players == 6:
        seats = seats[:-1]
    nxt = {s: seats[(i + 1) % 5] for i, s in enumerate(seats)}
    game = solo[1] if solo else "normal"
    lead = solo[0] if solo else seats[0]
    held = {s: [] for s in seats}
    voids = {s: set() for s in seats}
    for trick, w in zip(tricks, winners):
        s, order = lead, []
        for i, code in enumerate(trick):
            held[s].append(code)
            order.append(s)
            if i and follow_class(code, game) != follow_class(trick[0], game):
                voids[s].add(follow_class(trick[0], game))
            s = nxt[s]
        if len(trick) == 5:
            lead = order[w]
    for s, codes in (place or {}).items():
        held[s].extend(codes.split())
    rest = Counter(DECK_CODES)
    rest.subtract(Counter(c for h in held.values() for c in h))
    assert all(v >= 0 for v in rest.values()), "more than two copies in the design"
    rest = list(rest.elements())
    assert "EO" not in rest and "GO" not in rest, "place all four key cards"
    rng = random.Random(seed)
    for _ in range(500):
        rng.shuffle(rest)
        hands = {s: list(h) for s, h in held.items()}
        ok = True
        for code in sorted(rest, key=lambda c: -sum(follow_class(c, game) in voids[s] for s in seats)):
            options = [s for s in seats if len(hands[s]) < 10 and follow_class(code, game) not in voids[s]]
            if not options:
                ok = False
                break
            hands[max(options, key=lambda s: (10 - len(hands[s]), rng.random()))].append(code)
        if ok:
            break
    else:
        raise AssertionError("no legal filler for this design")
    record = {"players": players, "dealer": dealer,
              "hands": [hands.get(s, []) for s in range(players)], "tricks": [list(t) for t in tricks]}
    if solo:
        record["solo"] = {"seat": solo[0], "game": solo[1]}
    return record

def party_oracle(eo_seats, go_seats, seats=(0, 1, 2, 3, 4)):
    """R10 from the ruling's words. Returns (kind, parties, multipliers)."""
    seats = tuple(sorted(seats))
    holds = {s: (eo_seats.count(s), go_seats.count(s)) for s in seats}
    someone_has_both = any(e >= 1 and g >= 1 for e, g in holds.values())
    if someone_has_both:
        # everyone holding a key card is one party, the rest the other
        team = tuple(s for s in seats if sum(holds[s]) > 0)
        rest = tuple(s for s in seats if s not in team)
        most = max(sum(v) for v in holds.values())
        with_one_each = [s for s in seats if holds[s] == (1, 1)]
        if most == 4:
            kind = "wedding"
        elif most == 3:
            kind = "triple-engagement"
        elif len(with_one_each) == 2:
            kind = "double-engagement"
        else:
            assert len(team) == 3
            kind = "engagement"
        parties = (team, rest)
    else:
        alten = tuple(s for s in seats if holds[s][0] > 0)
        jungen = tuple(s for s in seats if holds[s][1] > 0)
        rest = tuple(s for s in seats if s not in alten and s not in jungen)
        if len(alten) == 2 and len(jungen) == 2:
            kind = "normal"
        elif len(alten) == 1 and len(jungen) == 1:
            kind = "double-secret-proposal"
        else:
            kind = "secret-proposal"
        parties = (alten, jungen, rest)
    multipliers = tuple(len(seats) - len(p) for p in parties)
    return kind, parties, multipliers

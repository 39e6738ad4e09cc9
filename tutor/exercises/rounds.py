"""Exercises about a whole round rather than one trick: "Which parties?" (who plays together
after the deal, R10: ``hydra.form_parties``) and "How many points?" (one party's points after a
finished round, R5: ``hydra.play_round`` and ``hydra.party_points``).

>>> party_choices()[:2]
('normal', 'secret-proposal')
"""

from __future__ import annotations

import hydra

from . import NORMAL, Exercise, Feedback, deal

__all__ = ["party_choices", "make_parties", "check_parties", "make_points", "check_points"]

EO, GO = hydra.Card.parse("EO"), hydra.Card.parse("GO")


# --- which parties? -------------------------------------------------------------------------------

_PARTY_DIFFICULTY = {1: ("normal", "engagement"), 2: ("double-engagement", "secret-proposal"),
                     3: ("triple-engagement", "wedding", "double-secret-proposal")}


def party_choices() -> tuple:
    """The party kinds a healthy deal can give (R10), as the engine names them."""
    kinds = getattr(hydra, "PARTY_KINDS", ())
    healthy = tuple(k for k in kinds if k not in ("solo", "proposal"))
    return healthy or tuple(k for ks in _PARTY_DIFFICULTY.values() for k in ks)


def _key_facts(hands) -> tuple:
    lines = []
    for seat, hand in enumerate(hands):
        keys = [str(c) for c in hand if c in (EO, GO)]
        lines.append(f"Seat {seat}: " + (" ".join(sorted(keys, reverse=True)) if keys else "no key card"))
    return tuple(lines)


def make_parties(exercise_id, topic, difficulty, rng) -> Exercise:
    wanted = _PARTY_DIFFICULTY[difficulty]
    target = rng.choice(wanted)
    found = None
    for attempt in range(3000):
        hands = deal(rng)
        parties = hydra.form_parties(hands)
        if parties.kind == target:
            found = (hands, parties)
            break
        if found is None and parties.kind in wanted:
            found = (hands, parties)
    if found is None:                             # pragma: no cover
        found = (hands, parties)
    hands, parties = found
    answer = (parties.kind, frozenset(frozenset(p) for p in parties.parties))
    return Exercise(
        id=exercise_id, topic=topic, difficulty=difficulty, game=NORMAL,
        prompt="Who holds the key cards EO and GO is shown below. Which kind of game is it, "
               "and who plays together?",
        answer=answer, explanation=parties.describe(), rules=("R10",), choices=party_choices(),
        facts=_key_facts(hands))


def check_parties(ex: Exercise, response) -> Feedback:
    try:
        kind, labels = response
        labels = list(labels)
    except (TypeError, ValueError):
        raise ValueError("Pick a kind of game and a party for every seat, then press Check.") from None
    if len(labels) != 5 or any(lbl in (None, "") for lbl in labels):
        raise ValueError("Give every seat a party, then press Check.")
    groups = {}
    for seat, label in enumerate(labels):
        groups.setdefault(label, set()).add(seat)
    partition = frozenset(frozenset(g) for g in groups.values())
    want_kind, want_parts = ex.answer
    kind_ok, parts_ok = kind == want_kind, partition == want_parts
    correct = kind_ok and parts_ok
    if correct:
        headline = "Right!"
    elif kind_ok:
        headline = "The kind is right, but not who plays together."
    elif parts_ok:
        headline = "Who plays together is right, but not the kind."
    else:
        headline = "Not quite."
    parts = " vs ".join("{" + ", ".join(f"seat {s}" for s in sorted(p)) + "}"
                        for p in sorted(want_parts, key=lambda p: (-len(p), min(p))))
    answer = f"It is {want_kind}: {parts}."
    return Feedback(correct, headline, answer, ex.explanation, (), ex.rules, {})


# --- how many points? ------------------------------------------------------------------------------

def _party_block(sheet, index) -> list:
    """The score sheet's lines of one party (the engine's words)."""
    lines, current = sheet.lines(), -1
    out = []
    for line in lines:
        if not line.startswith(" "):
            current += 1
        if current == index:
            out.append(line.strip())
    return out


def make_points(exercise_id, topic, difficulty, rng) -> Exercise:
    """A finished round played by the engine's players; ask one party's points (R5)."""
    best, gap = None, 99
    for attempt in range(12):
        sheet = hydra.play_round(seed=rng.randrange(2 ** 31)).result
        for index in range(len(sheet.parties)):
            # one idea per level: bonus points, and eyes that round half up (x4, x5, x6)
            level = (sheet.bonus[index] > 0) + (sheet.eyes[index] % 10 in (4, 5, 6))
            if abs(level - (difficulty - 1)) < gap:
                best, gap = (sheet, index), abs(level - (difficulty - 1))
        if gap == 0:
            break
    sheet, index = best
    seats = sheet.parties[index]
    who = ", ".join(f"seat {s}" for s in seats)
    facts = [f"Kind of game: {sheet.kind} ({len(sheet.parties)} parties).",
             f"The party '{sheet.names[index]}': {who}.",
             f"Its eyes in the finished round: {sheet.eyes[index]} of 240.",
             f"Its multiplier: {sheet.multipliers[index]} (R5: the number of players outside the party; "
             "a soloist has 3)."]
    mine = [b for b in sheet.bonuses if b.party == index]
    facts += [f"Bonus: {b.text}" for b in mine] or ["No bonus points for this party."]
    points = sheet.party_points[index]
    assert points == hydra.party_points(sheet.eyes[index], sheet.multipliers[index], sheet.bonus[index])
    return Exercise(
        id=exercise_id, topic=topic, difficulty=difficulty, game=NORMAL,
        prompt=f"How many points does each player of '{sheet.names[index]}' get? Type the number, "
               "then press Check.",
        answer=points, explanation=" ".join(_party_block(sheet, index)), rules=("R5",),
        details=tuple(_party_block(sheet, index)), facts=tuple(facts))


def check_points(ex: Exercise, response) -> Feedback:
    try:
        value = int(str(response).strip())
    except (TypeError, ValueError):
        raise ValueError("Type a whole number of points, for example 7, then press Check.") from None
    correct = value == ex.answer
    headline = "Right!" if correct else f"Not quite: not {value}."
    return Feedback(correct, headline, f"Each player of the party gets {ex.answer} points.",
                    ex.explanation, (), ex.rules, {})

"""Doppelkopf round records (spec JSON): write, check, and replay through the public API.

>>> from hydra import doppelkopf as dk
>>> r = dk.play_round(seed=4, rules="hausrunde")
>>> again = dk.replay(r.to_record())
>>> again.points == r.points and again.to_record() == r.to_record()
True
>>> dk.replay({"game": "doppelkopf", "rules": "turnier"})
Traceback (most recent call last):
...
hydra.core.errors.RuleError: round record: the key 'players' is missing (spec: round record)
"""

from __future__ import annotations

import json
from collections.abc import Mapping

from hydra.core.errors import HydraError, IllegalCard, RuleError
from hydra.core.record_json import LoadedRecord, record_json

from .cards import dk_cards
from .games import RULE_SETS
from .record_write import to_record
from .round import Round

__all__ = ["to_record", "check_record", "replay", "dumps_record", "RECORD_RULE"]

RECORD_RULE = "spec: round record"


def _fail(message: str, rule: str = RECORD_RULE) -> RuleError:
    return RuleError(f"round record: {message} ({rule})", rule=rule)


def dumps_record(rnd: Round) -> str:
    return json.dumps(to_record(rnd), indent=1, ensure_ascii=False)


# object: any value may come in (a page, a file, a caller); it is checked here
def check_record(record: object) -> LoadedRecord:
    """The record as a dict with the keys the spec requires; JSON text is accepted."""
    if isinstance(record, (str, bytes)):
        record = record_json(record)
    if not isinstance(record, Mapping):
        raise _fail(f"a record is a JSON object, not {type(record).__name__}")
    rec = dict(record)
    if rec.get("game") != "doppelkopf":
        raise _fail("'game' must be 'doppelkopf'")
    for key in ("rules", "players", "dealer", "hands"):
        if key not in rec:
            raise _fail(f"the key {key!r} is missing")
    if rec["rules"] not in RULE_SETS:
        raise _fail(f"'rules' must be 'hausrunde' or 'turnier', not {rec['rules']!r}")
    if not isinstance(rec.get("tricks", []), list) or not isinstance(rec.get("announcements", []), list):
        raise _fail("'tricks' and 'announcements' must be lists")
    kinds = [k for k in ("solo", "hochzeit", "armut") if rec.get(k)]
    if len(kinds) > 1:
        raise _fail(f"a round plays one reservation, not {' and '.join(kinds)} (D12)", "D12")
    return rec


# object: any value may come in (a page, a file, a caller); it is checked here
def replay(record: object) -> Round:
    """Replay a record through :meth:`Round.apply` only; returns the round (``.parties``,
    ``.eyes``, ``.points``). Broken rules raise the error of the rule; malformed input names it."""
    try:
        return _replay(check_record(record))
    except HydraError:
        raise
    except (KeyError, IndexError, TypeError, AttributeError, ValueError) as error:
        raise _fail(f"malformed ({error.__class__.__name__}: {error})") from None


def _reservations(rnd: Round, rec: LoadedRecord) -> list[str]:
    if "reservations" in rec:
        return list(rec["reservations"])
    out = []
    for seat in rnd.seats:
        action = "gesund"
        if rec.get("solo") and rec["solo"]["seat"] == seat:
            action = "solo:" + str(rec["solo"]["game"])
        elif rec.get("hochzeit") and rec["hochzeit"]["seat"] == seat:
            rule = rec["hochzeit"].get("rule")
            action = "hochzeit" + (":" + rule if rule else "")
        elif rec.get("armut") and rec["armut"]["seat"] == seat:
            action = "armut"
        out.append(action)
    return out


def _replay(rec: LoadedRecord) -> Round:
    rnd = Round.from_deal(rec["hands"], rules=rec["rules"], dealer=rec["dealer"],
                          players=rec["players"], schweine=bool(rec.get("schweine", False)))
    apply = rnd.apply
    while rnd.phase == "throw-in":
        apply("schmeissen" if rec.get("thrown_in") == rnd.to_move else "weiter")
    reservations = _reservations(rnd, rec)
    for action in reservations:
        if rnd.phase != "reservations":
            raise _fail("more reservations than seats", "D12")
        apply(action)
    bids = [list(b) for b in rec.get("reizen", [])]
    # D40: a record lists every bid of the Reizen (to_record), so when its bids run out with the
    # Reizen still open, the round was recorded during the Reizen and stays there. A record that
    # does not list the Reizen (written by hand, or before records kept it) still gets the bids
    # nobody made: the holder holds (halten) and the others pass (passen).
    listed = "reizen" in rec
    while rnd.phase == "reizen":
        if listed and not bids:
            break
        if bids:
            seat, action = bids.pop(0)
            if seat != rnd.to_move:
                raise _fail(f"reizen: seat {seat} bids out of turn; seat {rnd.to_move} is to answer",
                            "D40")
            apply(action)
        else:
            apply("passen" if not (rnd.bidding and rnd.bidding.pending) else "halten")
    arm: LoadedRecord = rec.get("armut") or {}
    if rnd.phase == "armut-add":
        given = dk_cards(arm["given"])
        extra = [c for c in given if rnd.game.trump_rank[c.index] < 0]
        apply("beilegen:" + (str(extra[0]) if extra else "keine"))
    while rnd.phase == "armut-offer":
        apply("annehmen" if arm.get("accepted_by") == rnd.to_move else "ablehnen")
    if rnd.phase == "armut-return":
        for card in dk_cards(arm["returned"]):
            apply("zurueck:" + str(card))
    if rnd.phase != "play":
        if rec.get("tricks"):
            raise _fail(f"the record has tricks, but the round ended before play ({rnd.ending or rnd.phase})",
                        "D12")
        return rnd
    _check_contract(rnd, rec)
    calls = sorted((c for c in rec.get("announcements", []) if not c.get("bid")),
                   key=lambda c: c["card_index"])
    tricks = rec.get("tricks", [])
    for number, trick in enumerate(tricks, 1):
        if not isinstance(trick, list) or not 1 <= len(trick) <= 4 or (len(trick) < 4 and
                                                                      number < len(tricks)):
            raise _fail(f"trick {number} must list four cards (only the last may have fewer)", "D2")
    cards = [c for trick in tricks for c in trick]
    for index in range(len(cards) + 1):
        while calls and calls[0]["card_index"] == index:
            call = calls.pop(0)
            if call["seat"] != rnd.to_move:
                raise _fail(f"seat {call['seat']} says {call['call']!r} after {index} cards, when it "
                            f"is not its turn (D20)", "D20")
            apply(str(call["call"]))
        if index < len(cards):
            try:
                apply(dk_cards([cards[index]])[0])
            except IllegalCard as error:
                raise IllegalCard(f"round record, trick {index // 4 + 1}, card {index % 4 + 1}: {error}",
                                  rule=error.rule, card=error.card, seat=error.seat) from None
    if calls:
        raise _fail(f"an announcement after {calls[0]['card_index']} cards, but only {len(cards)} "
                    "were played", "D13")
    return rnd


def _check_contract(rnd: Round, rec: LoadedRecord) -> None:
    want = "solo" if rec.get("solo") else "hochzeit" if rec.get("hochzeit") else \
        "armut" if rec.get("armut") else None
    got = rnd.contract if rnd.contract in ("solo", "hochzeit", "armut") else None
    if want != got:
        raise _fail(f"the record names {want or 'no reservation'}, but its reservations give "
                    f"{got or 'a normal game'} (D12)", "D12")

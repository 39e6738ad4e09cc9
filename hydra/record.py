"""Round records (the rulings' JSON format): load, check, replay, save.

>>> import hydra
>>> r = hydra.play_round(seed=3)
>>> record = r.to_record()
>>> again = hydra.replay(record)
>>> again.points == r.points and again.to_record() == record
True
>>> partial = dict(record, tricks=record["tricks"][:2])    # a round in progress
>>> hydra.replay(partial).phase, len(hydra.replay(partial).tricks)
('play', 2)
"""

from __future__ import annotations

import json
import os
from typing import Any, NoReturn

from .calls import KEY_PAIRS, check_antrag, check_solo_game
from .cards import as_cards
from .errors import HydraError, IllegalCard, NotationError, RuleError
from .round import Round

__all__ = ["replay", "load_record", "dumps_record", "check_record"]

_RULE_RECORD = "rulings: Round record"
#: What a record may be given as: the record itself, JSON text, or a path to a JSON file.
_Source = dict[str, Any] | str | bytes | os.PathLike[str]


def _fail(message: str, rule: str = _RULE_RECORD) -> NoReturn:
    raise RuleError(f"round record: {message} ({rule})", rule=rule)


def load_record(source: _Source, *, keys: str = "players, dealer, hands and tricks") -> dict[str, Any]:
    """A record from a dict, JSON text, or a path to a JSON file.

    ``keys`` names what the record holds, for the error a learner sees (another rule set's
    records hold other keys: ``hydra.fuenfhundert`` loads its own records here too).
    """
    if isinstance(source, dict):
        return source
    if isinstance(source, os.PathLike) or (isinstance(source, str) and not source.lstrip().startswith("{")
                                           and source.endswith(".json")):
        try:
            with open(source, encoding="utf-8") as handle:
                source = handle.read()
        except OSError as error:
            raise NotationError(f"cannot read the round record {str(source)!r}: {error.strerror}",
                                token=str(source), offset=0) from None
    if isinstance(source, (str, bytes)):
        try:
            data = json.loads(source)
        except json.JSONDecodeError as error:
            raise NotationError(f"the round record is not valid JSON: {error.msg} at offset {error.pos}",
                                token=str(source)[error.pos:error.pos + 10], offset=error.pos) from None
        if not isinstance(data, dict):
            raise NotationError(f"a round record is a JSON object with {keys}",
                                token=str(source)[:10], offset=0)
        return data
    raise NotationError(f"{source!r} is not a round record: give a dict, JSON text or a .json path",
                        token=repr(source)[:20], offset=0)


def _int(value: object, name: str, low: int, high: int, rule: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        _fail(f"{name} must be a whole number from {low} to {high}, not {value!r}", rule)
    return value


def check_record(record: _Source) -> dict[str, Any]:
    """Check a record's shape; return it. Rule breaks come out when it is replayed."""
    record = load_record(record)
    for key in ("players", "dealer", "hands"):
        if key not in record:
            _fail(f"the key {key!r} is missing")
    players = _int(record["players"], "players", 5, 6, "R11")
    _int(record["dealer"], "dealer", 0, players - 1, "R11")
    hands = record["hands"]
    if not isinstance(hands, list) or len(hands) != players:
        _fail(f"'hands' must list {players} hands, one per seat", "R11")
    tricks = record.get("tricks", [])
    if not isinstance(tricks, list) or len(tricks) > 10:
        _fail("'tricks' must be a list of at most ten tricks", "rules: Der Spielverlauf")
    for number, trick in enumerate(tricks, 1):
        if not isinstance(trick, list) or not 1 <= len(trick) <= 5:
            _fail(f"trick {number} must list one to five cards", "rules: Der Spielverlauf")
        if len(trick) < 5 and number < len(tricks):
            _fail(f"trick {number} has {len(trick)} cards, but only the last trick may be incomplete",
                  "rules: Der Spielverlauf")
    if "solo" in record and "proposal" in record and record["solo"] and record["proposal"]:
        _fail("a round has a solo or an Antrag, never both: a solo beats an Antrag", "R7")
    return record


def replay(record: _Source) -> Round:
    """Replay a round record to its end, or to the state so far if it has fewer than ten tricks.

    Returns the :class:`~hydra.round.Round` with ``.kind``, ``.parties``,
    ``.eyes``, ``.bonus`` (per party) and ``.points`` (per seat). A card not in
    the player's hand or not legal raises :class:`~hydra.errors.IllegalCard`
    naming the trick, the seat, the card and the rule.
    """
    try:
        return _replay(record)
    except HydraError:
        raise
    except (KeyError, IndexError, TypeError, AttributeError) as error:
        raise RuleError(f"round record: malformed ({error.__class__.__name__}: {error})",
                        rule=_RULE_RECORD) from None


def _replay(record: _Source) -> Round:
    record = check_record(record)
    # The record holds the outcome of the calls (and no throw-in, R6): say the calls that lead to it.
    rnd = Round(record["hands"], record["dealer"], players=record["players"], throw_in=False)
    solo, proposal = record.get("solo"), record.get("proposal")
    if solo:
        if not isinstance(solo, dict):
            _fail("'solo' must be an object with 'seat' and 'game'", "R7")
        seat = solo.get("seat")
        if seat not in rnd.seats or isinstance(seat, bool):
            _fail(f"the soloist {seat!r} is not a playing seat", "R11")
        game_id: Any = solo.get("game")          # JSON; None if missing, which check_solo_game rejects
        game = check_solo_game(game_id)
        _calls(rnd, seat)
        rnd.declare("solo", game)
    elif proposal:
        _replay_proposal(rnd, proposal)
    else:
        _calls(rnd, None)
    tricks = record.get("tricks", [])
    try:
        cards = as_cards([card for trick in tricks for card in trick])
    except NotationError:
        for number, trick in enumerate(tricks, 1):           # find the trick and card to name
            try:
                as_cards(trick)
            except NotationError as error:
                raise NotationError(f"round record, trick {number}, card {(error.offset or 0) + 1}: "
                                    f"{error}", token=error.token, offset=error.offset) from None
        raise
    play = rnd.play
    for position, card in enumerate(cards):
        try:
            play(card)
        except IllegalCard as error:
            raise IllegalCard(f"round record, trick {position // 5 + 1}, card {position % 5 + 1}: {error}",
                              rule=error.rule, card=error.card, seat=error.seat) from None
    return rnd


def _calls(rnd: Round, morbus: int | None) -> None:
    """The calls of a recorded contract: ``morbus`` says morbus, everyone else valeo (R7)."""
    call = rnd.call
    for seat in rnd.seats:
        call("morbus" if seat == morbus else "valeo")


def _replay_proposal(rnd: Round, proposal: Any) -> None:
    if not isinstance(proposal, dict):
        _fail("'proposal' must be an object with 'seat', 'open_card' and 'accepted_by'", "R9")
    seat = proposal.get("seat")
    if isinstance(seat, bool) or seat not in rnd.seats:
        _fail(f"the proposer {seat!r} is not a playing seat", "R11")
    pair = proposal.get("pair")
    if pair is not None and (not isinstance(pair, str) or pair.upper() not in KEY_PAIRS):
        _fail(f"'pair' must be 'EO' or 'GO', not {pair!r}", "R9")
    check_antrag(rnd.hand(seat), pair, seat=seat)
    _calls(rnd, seat)
    rnd.declare("antrag", pair)
    if "open_card" not in proposal:
        _fail("the Antrag's 'open_card' is missing", "R9")
    rnd.open_card(proposal["open_card"])
    accepted_by = proposal.get("accepted_by")
    if accepted_by is None:
        if proposal.get("returned"):
            _fail("cards were returned, but nobody accepted the Antrag", "R9")
        while rnd.phase == "antrag-offer":
            rnd.answer("decline")
        return
    if isinstance(accepted_by, bool) or accepted_by not in rnd.seats or accepted_by == seat:
        _fail(f"seat {accepted_by!r} cannot accept: the proposer and a sitting-out dealer cannot "
              "accept an Antrag", "R9")
    while rnd.to_move != accepted_by:
        rnd.answer("decline")
    rnd.answer("accept")
    returned = proposal.get("returned")
    if not isinstance(returned, list) or len(returned) != 3:
        _fail("the acceptor gives back exactly three cards: 'returned' must list three", "R9")
    rnd.give_back(as_cards(returned))


def dumps_record(rnd: Round | _Source, **extra: Any) -> str:
    """A round (or a record) as pretty JSON; ``extra`` keys (title, description) are kept."""
    record = rnd.to_record() if isinstance(rnd, Round) else check_record(rnd)
    record = dict(record, **extra)
    return json.dumps(record, indent=2, ensure_ascii=False)


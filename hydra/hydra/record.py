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

A round whose steps before play are not just the calls its contract needs keeps them
under ``calls`` (R20), so a thrown-in round replays thrown in (R6, R13):

>>> r = hydra.Round.new(seed=12, dealer=4)
>>> r.phase, r.to_move, r.legal_actions()
('throw-in', 1, ['throw-in', 'keep'])
>>> r.apply("throw-in")
>>> r.to_record()["calls"]
['throw-in']
>>> again = hydra.replay(r.to_record())
>>> again.phase, again.ending, again.points, [str(s) for s in again.history()] == [str(s) for s in r.history()]
('over', 'thrown-in', (0, 0, 0, 0, 0), True)
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from typing import Any, NoReturn, TypeVar

from .calls import KEY_PAIRS, check_antrag, check_solo_game
from .cards import as_cards
from .deal import deal
from ..core.errors import Given, HydraError, IllegalCard, NotationError, RuleError
from ..core.i18n import N_, _
from ..core.record_json import LoadedRecord, WrittenRecord, record_json
from .round_calls import Phase

from .round_fields import DrivenRound     # the round module replays with this one: here a round is read and driven

_Dealt = TypeVar("_Dealt", bound=DrivenRound)  # the round's class that a replay deals (hydra.Round)

__all__ = ["replay_with", "load_record", "dumps_record", "check_record", "record_calls", "record_deal", "round_record",
           "RecordSource"]

_RULE_RECORD = "rulings: Round record"
_RULE_CALLS = "R20"
#: The most steps before play a round can have: throw-in answers, calls, declarations, the Antrag's.
_MAX_CALLS = 40
#: What a record may be given as: the record itself, JSON text, or a path to a JSON file.
RecordSource = LoadedRecord | str | bytes | os.PathLike[str]


def _fail(message: str, rule: str = _RULE_RECORD) -> NoReturn:
    raise RuleError(_("round record: {message} ({rule})").format(message=message, rule=rule), rule=rule)


#: What a Hydra record holds, for the error a learner sees when it is not a record.
_KEYS = N_("players, dealer, hands and tricks")


def load_record(source: RecordSource, *, keys: str = _KEYS) -> LoadedRecord:
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
            raise NotationError(_("cannot read the round record {source!r}: {why}").format(
                                    source=str(source), why=error.strerror),
                                token=str(source), offset=0) from None
    if isinstance(source, (str, bytes)):
        data = record_json(source)
        if not isinstance(data, dict):
            raise NotationError(_("a round record is a JSON object with {keys}").format(keys=_(keys)),
                                token=str(source)[:10], offset=0)
        return data
    raise NotationError(_("{source!r} is not a round record: give a dict, JSON text or a .json path").format(
                            source=Given(source)),
                        token=repr(source)[:20], offset=0)


# value: a field of a JSON record, untyped (a teacher's file, a page); checked here
def _int(value: object, name: str, low: int, high: int, rule: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        _fail(_("{name} must be a whole number from {low} to {high}, not {value!r}").format(
            name=name, low=low, high=high, value=Given(value)), rule)
    return value


def check_record(record: RecordSource) -> LoadedRecord:
    """Check a record's shape; return it. Rule breaks come out when it is replayed."""
    record = load_record(record)
    for key in ("players", "dealer", "hands"):
        if key not in record:
            _fail(_("the key {key!r} is missing").format(key=key))
    players = _int(record["players"], "players", 5, 6, "R11")
    _int(record["dealer"], "dealer", 0, players - 1, "R11")
    hands = record["hands"]
    if not isinstance(hands, list) or len(hands) != players:
        _fail(_("'hands' must list {players} hands, one per seat").format(players=players), "R11")
    tricks = record.get("tricks", [])
    if not isinstance(tricks, list) or len(tricks) > 10:
        _fail(_("'tricks' must be a list of at most ten tricks"), "rules: Der Spielverlauf")
    for number, trick in enumerate(tricks, 1):
        if not isinstance(trick, list) or not 1 <= len(trick) <= 5:
            _fail(_("trick {number} must list one to five cards").format(number=number), "rules: Der Spielverlauf")
        if len(trick) < 5 and number < len(tricks):
            _fail(_("trick {number} has {count} cards, but only the last trick may be incomplete").format(
                number=number, count=len(trick)), "rules: Der Spielverlauf")
    if "solo" in record and "proposal" in record and record["solo"] and record["proposal"]:
        _fail(_("a round has a solo or an Antrag, never both: a solo beats an Antrag"), "R7")
    calls = record.get("calls")
    if calls is not None and (not isinstance(calls, list) or len(calls) > _MAX_CALLS
                              or not all(isinstance(c, str) for c in calls)):
        _fail(_("'calls' must list the words said before play, such as \"keep\", \"valeo\" or "
                "\"solo:normal-solo\""), _RULE_CALLS)
    dealt = record.get("deal")
    if dealt is not None and not isinstance(dealt, dict):
        _fail(_("'deal' must be an object with 'seed' and 'cut'"), _RULE_CALLS)
    return record


def replay_with(new_round: Callable[..., _Dealt], record: RecordSource) -> _Dealt:
    """Replay a round record to its end, or to the state so far if it has fewer than ten tricks, on a
    round that ``new_round`` deals (:class:`~hydra.hydra.round.Round`: :func:`hydra.replay` and
    ``Round.from_record`` call this, so that this module never imports the round's).

    Returns the :class:`~hydra.hydra.round.Round` with ``.kind``, ``.parties``,
    ``.eyes``, ``.bonus`` (per party) and ``.points`` (per seat). A card not in
    the player's hand or not legal raises :class:`~hydra.core.errors.IllegalCard`
    naming the trick, the seat, the card and the rule.
    """
    try:
        return _replay(new_round, record)
    except HydraError:
        raise
    except (KeyError, IndexError, TypeError, AttributeError) as error:
        # a translation may leave the Python words out ("{kind:.0}"): they are strings
        text = _("round record: malformed ({kind}: {error})")
        raise RuleError(text.format(kind=error.__class__.__name__, error=str(error)), rule=_RULE_RECORD) from None


def _replay(new_round: Callable[..., _Dealt], record: RecordSource) -> _Dealt:
    record = check_record(record)
    seed, cut = _seed_and_cut(record)
    if record.get("calls") is not None:                    # every step before play, in order (R20)
        rnd = new_round(record["hands"], record["dealer"], players=record["players"], seed=seed, cut=cut)
        _replay_calls(rnd, record)
    else:
        # Only the outcome of the calls (and no throw-in, R6): say the calls that lead to it (R20).
        rnd = new_round(record["hands"], record["dealer"], players=record["players"], seed=seed, cut=cut,
                        throw_in=False)
        _contract_calls(rnd, record)
    _replay_tricks(rnd, record.get("tricks", []))
    return rnd


def _seed_and_cut(record: LoadedRecord) -> tuple[int | str | None, int | None]:
    """The record's seed and cut (R12), kept only if they deal exactly the record's hands (R20)."""
    dealt = record.get("deal")
    if not dealt:
        return None, None
    seed, cut = dealt.get("seed"), dealt.get("cut")
    if isinstance(seed, bool) or not isinstance(seed, (int, str)) or isinstance(cut, bool) \
            or not isinstance(cut, int):
        return None, None
    try:
        hands = deal(seed, record["players"], record["dealer"], cut).hands
        if hands != tuple(tuple(as_cards(h)) for h in record["hands"]):
            return None, None
    except HydraError:
        return None, None
    return seed, cut


def _replay_calls(rnd: DrivenRound, record: LoadedRecord) -> None:
    """Apply the recorded steps before play (R20); the solo or Antrag they come to must be the record's."""
    for number, action in enumerate(record["calls"], 1):
        if rnd.phase == "play" or rnd.is_over:
            _fail(_("call {number}, {action!r}, comes after the calls are over (phase {phase})").format(
                number=number, action=Given(action), phase=Phase(rnd.phase)), _RULE_CALLS)
        try:
            while rnd.phase == "throw-in" and action.strip().lower() not in ("keep", "throw-in"):
                rnd.apply("keep")                          # R20: a hand asked (R13) and not listed kept
            rnd.apply(action)
        except RuleError as error:
            raise RuleError(_("round record, call {number}: {error}").format(number=number, error=error),
                            rule=error.rule) from None
    solo, proposal = record.get("solo"), record.get("proposal")
    contract = rnd.contract
    if solo and (not isinstance(solo, dict) or contract is None or contract[0] != "solo"
                 or [contract[1], contract[2]] != [solo.get("seat"), solo.get("game")]):
        _fail(_("the calls come to {contract}, but the record's solo is {solo}").format(
            contract=_contract_text(rnd), solo=_json(solo)), _RULE_CALLS)
    if proposal:
        made = rnd.proposal
        if not isinstance(proposal, dict) or made is None or any(
                made.get(key) != (list(value) if isinstance(value, list) else value)
                for key, value in proposal.items()):
            _fail(_("the calls come to {contract}, but the record's Antrag is {antrag}").format(
                contract=_contract_text(rnd), antrag=_json(proposal)), _RULE_CALLS)


def _contract_text(rnd: DrivenRound) -> str:
    """What the calls came to, for a learner: the solo, the Antrag as played, or no contract."""
    contract = rnd.contract
    if contract is not None and contract[0] == "solo":
        return _("seat {seat}'s solo {game}").format(seat=contract[1], game=contract[2])
    made = rnd.proposal
    if made:
        return _("the Antrag {antrag}").format(antrag=_json(made))
    return _("no solo and no Antrag")


# value: any part of a JSON record, untyped (json.dumps takes any of them)
def _json(value: object) -> str:
    """A part of a record as the JSON a teacher wrote (not a Python repr)."""
    return json.dumps(value, ensure_ascii=False, default=str)


def _contract_calls(rnd: DrivenRound, record: LoadedRecord) -> None:
    """The calls that lead to the record's solo, Antrag or healthy game (R7, R9, R20)."""
    solo, proposal = record.get("solo"), record.get("proposal")
    if solo:
        if not isinstance(solo, dict):
            _fail(_("'solo' must be an object with 'seat' and 'game'"), "R7")
        seat = solo.get("seat")
        if seat not in rnd.seats or isinstance(seat, bool):
            _fail(_("the soloist {seat!r} is not a playing seat").format(seat=Given(seat)), "R11")
        game_id: Any = solo.get("game")          # Any: JSON; None if missing, which check_solo_game rejects
        game = check_solo_game(game_id)
        _calls(rnd, seat)
        rnd.declare("solo", game)
    elif proposal:
        _replay_proposal(rnd, proposal)
    else:
        _calls(rnd, None)


# Any: the record's tricks as JSON gave them; a trick that is not a list of cards is a NotationError below
def _replay_tricks(rnd: DrivenRound, tricks: list[Any]) -> None:
    if tricks and rnd.phase != "play":
        _fail(_("cards were played, but the round is in phase {phase!r}, not in play").format(
            phase=Phase(rnd.phase)), _RULE_CALLS)
    try:
        cards = as_cards([card for trick in tricks for card in trick])
    except NotationError:
        for number, trick in enumerate(tricks, 1):           # find the trick and card to name
            try:
                as_cards(trick)
            except NotationError as error:
                raise NotationError(_("round record, trick {number}, card {card}: {error}").format(
                    number=number, card=(error.offset or 0) + 1, error=error), token=error.token,
                                    offset=error.offset) from None
        raise
    play = rnd.play
    for position, card in enumerate(cards):
        try:
            play(card)
        except IllegalCard as error:
            raise IllegalCard(_("round record, trick {number}, card {card}: {error}").format(
                                  number=position // 5 + 1, card=position % 5 + 1, error=error),
                              rule=error.rule, card=error.card, seat=error.seat) from None


def round_record(rnd: DrivenRound) -> WrittenRecord:
    """:meth:`Round.to_record <hydra.Round.to_record>`: the round as a record, play in progress included."""
    record: WrittenRecord = {"players": rnd.players, "dealer": rnd.dealer,
                           "hands": [[str(c) for c in h] for h in rnd.dealt]}
    dealt = record_deal(rnd)                        # R20: the seed and cut, if JSON can hold them
    if dealt is not None:
        record["deal"] = dealt
    calls = record_calls(rnd)                       # R20: the steps before play, unless the contract says them
    if calls is not None:
        record["calls"] = calls
    contract, proposal = rnd.contract, rnd.proposal
    if contract and contract[0] == "solo":
        record["solo"] = {"seat": contract[1], "game": contract[2]}
    if proposal:
        record["proposal"] = {k: (list(v) if isinstance(v, list) else v) for k, v in proposal.items()}
    tricks = [[str(c) for c in t.cards] for t in rnd.tricks]
    current = rnd.current_trick
    if current:
        tricks.append([str(c) for c in current.cards])
    record["tricks"] = tricks
    return record


def record_calls(rnd: DrivenRound) -> list[str] | None:
    """The round's steps before play as the record's ``calls``, or None when its solo, Antrag or
    healthy game alone replays them the same (R20: so old records stay as they were)."""
    said = [str(step.action) for step in rnd.history()[1:] if step.phase != "play"]
    if rnd.phase == "throw-in" or rnd.ending == "thrown-in":
        return said                                        # who kept and who threw in (R6, R13)
    calls = [action for action in said if action != "keep"]
    if "keep" in said:                                     # asked (R13) and all kept: implied by the hands
        return calls or said
    if rnd.phase not in ("play", "over"):   # (a thrown-in round returned above)
        return said
    contract = rnd.contract
    record: LoadedRecord = {}                      # read back by the reader below
    if contract is not None and contract[0] == "solo":
        record["solo"] = {"seat": contract[1], "game": contract[2]}
    if rnd.proposal:
        record["proposal"] = rnd.proposal
    plain = type(rnd)(rnd.dealt, rnd.dealer, players=rnd.players, throw_in=False)   # the same deal, anew
    try:
        _contract_calls(plain, record)
    except HydraError:
        return said
    if [str(step.action) for step in plain.history()[1:]] == said:
        return None
    return said


def record_deal(rnd: DrivenRound) -> dict[str, int | str] | None:
    """The seed and cut the round was dealt from (R12), for the record's ``deal`` (R20), if JSON can hold them."""
    seed, cut = rnd.seed, rnd.cut
    if isinstance(seed, bool) or not isinstance(seed, (int, str)) or not isinstance(cut, int):
        return None
    return {"seed": seed, "cut": cut}


def _calls(rnd: DrivenRound, morbus: int | None) -> None:
    """The calls of a recorded contract: ``morbus`` says morbus, everyone else valeo (R7)."""
    call = rnd.call
    for seat in rnd.seats:
        call("morbus" if seat == morbus else "valeo")


# proposal: the record's JSON "proposal", untyped (a teacher's file, a page); checked here
def _replay_proposal(rnd: DrivenRound, proposal: object) -> None:
    if not isinstance(proposal, dict):
        _fail(_("'proposal' must be an object with 'seat', 'open_card' and 'accepted_by'"), "R9")
    seat = proposal.get("seat")
    if isinstance(seat, bool) or seat not in rnd.seats:
        _fail(_("the proposer {seat!r} is not a playing seat").format(seat=Given(seat)), "R11")
    pair = proposal.get("pair")
    if pair is not None and (not isinstance(pair, str) or pair.upper() not in KEY_PAIRS):
        _fail(_("'pair' must be 'EO' or 'GO', not {pair!r}").format(pair=Given(pair)), "R9")
    check_antrag(rnd.hand(seat), pair, seat=seat)
    _calls(rnd, seat)
    rnd.declare("antrag", pair)
    if "open_card" not in proposal:
        _fail(_("the Antrag's 'open_card' is missing"), "R9")
    rnd.open_card(proposal["open_card"])
    accepted_by = proposal.get("accepted_by")
    if accepted_by is None:
        if proposal.get("returned"):
            _fail(_("cards were returned, but nobody accepted the Antrag"), "R9")
        while rnd.phase == "antrag-offer":
            rnd.answer("decline")
        return
    if isinstance(accepted_by, bool) or accepted_by not in rnd.seats or accepted_by == seat:
        _fail(_("seat {seat!r} cannot accept: the proposer and a sitting-out dealer cannot accept an Antrag").format(
            seat=Given(accepted_by)), "R9")
    while rnd.to_move != accepted_by:
        rnd.answer("decline")
    rnd.answer("accept")
    returned = proposal.get("returned")
    if not isinstance(returned, list) or len(returned) != 3:
        _fail(_("the acceptor gives back exactly three cards: 'returned' must list three"), "R9")
    rnd.give_back(as_cards(returned))


# extra: any JSON values a caller adds to the record (json.dumps checks them)
def dumps_record(rnd: DrivenRound | RecordSource, **extra: object) -> str:
    """A round (or a record) as pretty JSON; ``extra`` keys (title, description) are kept."""
    record = check_record(rnd) if isinstance(rnd, (dict, str, bytes, os.PathLike)) else rnd.to_record()
    record = dict(record, **extra)
    return json.dumps(record, indent=2, ensure_ascii=False)


"""Round records (the spec's JSON format): load, check, replay through the public API, save.

A record: ``{"game": "fuenfhundert", "dealer", "hands": [4 x 10 cards by
seat], "kitty": [3 cards], "bids": [calls in the order said], "discard":
[3 cards], "joker_suits": {"4": "H"}, "tricks": [[cards from the leader],
...]}``. :func:`replay` turns it into actions applied one by one with
:meth:`Round.apply`, so a record that breaks a rule raises the same error as
a player who tried it.

>>> from hydra import fuenfhundert as fh
>>> r = fh.play_round(seed=4)
>>> again = fh.replay(r.to_record())
>>> again.bids == r.bids, again.contract == r.contract, again.points == r.points
(True, True, True)
>>> bad = dict(r.to_record(), bids=["6S", "6S"])
>>> fh.replay(bad)  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
hydra.core.errors.RuleError: round record, call 2 (6S): 6S (6 Pik, 40) is not higher than 6S (6 Pik, 40): ... (F3, F4)
"""

from __future__ import annotations

from typing import cast

from hydra.hydra import record as hydra_record

import json
from hydra.core.record_json import LoadedRecord

from hydra.core.errors import HydraError, IllegalCard, NotationError, RuleError

from .cards import JOKER, as_cards
from .deal import Deal
from .round import Action, Round

__all__ = ["replay", "load_record", "check_record", "dumps_record", "actions_of", "RULE_RECORD"]

RULE_RECORD = "spec: round record"
_KEYS = ("game", "dealer", "hands", "kitty", "bids", "discard", "joker_suits", "tricks")
_EXTRA_KEYS = ("title", "description")


def _fail(message: str, rule: str = RULE_RECORD) -> RuleError:
    tail = "" if message.endswith(f"({rule})") else f" ({rule})"
    return RuleError(f"round record: {message}{tail}", rule=rule)


# object: any value may come in (a page, a file, a caller); it is checked here
def load_record(source: object) -> LoadedRecord:
    """A record from a dict, JSON text, or a path to a ``.json`` file (Hydra's loader)."""
    # cast: Hydra's loader checks the source as it reads it (a dict, JSON text, a path; anything else refused)
    return hydra_record.load_record(cast(hydra_record.RecordSource, source),
                                    keys="game, dealer, hands, kitty, bids, discard, joker_suits and tricks")


# object: any value may come in (a page, a file, a caller); it is checked here
def check_record(source: object) -> LoadedRecord:
    """Check a record's shape (not its rules: those come out in :func:`replay`); return it."""
    record = load_record(source)
    unknown = [k for k in record if k not in _KEYS and k not in _EXTRA_KEYS]
    if unknown:
        raise _fail(f"unknown key {unknown[0]!r}; a record has {', '.join(_KEYS)}")
    if record.get("game") != "fuenfhundert":
        raise _fail(f"'game' must be 'fuenfhundert', not {record.get('game')!r}")
    for key in ("dealer", "hands", "kitty"):
        if key not in record:
            raise _fail(f"the key {key!r} is missing")
    for key in ("bids", "discard", "tricks"):
        if not isinstance(record.get(key, []), list):
            raise _fail(f"{key!r} must be a list")
    named = record.get("joker_suits", {})
    if not isinstance(named, dict):
        raise _fail("'joker_suits' must map a trick's index (as text) to a suit letter")
    for key in named:
        if not isinstance(key, str) or not key.isdigit():
            what = ("a number" if isinstance(key, int) and not isinstance(key, bool)
                    else "not a trick's index")
            raise _fail(f"the joker_suits key {key!r} is {what}: a key is the index of the trick "
                        f"(from 0) written as text, as in JSON, such as {{\"4\": \"H\"}}", "F7")
    tricks = record.get("tricks", [])
    if len(tricks) > 10:
        raise _fail(f"a round has ten tricks, not {len(tricks)}", "F9")
    for number, trick in enumerate(tricks, 1):
        if not isinstance(trick, list) or not 1 <= len(trick) <= 4:
            raise _fail(f"trick {number} must list one to four cards", "F9")
    if len(record.get("discard", [])) > 3:
        raise _fail("the bid winner lays away three cards, no more", "F4")
    return record


# object: any value may come in (a page, a file, a caller); it is checked here
def actions_of(source: object) -> list[Action]:
    """The actions a record stands for, in order: the deal, the calls, the discard, the cards.

    A led joker with a named suit becomes ``"JO:<suit>"`` (F7).
    """
    record = check_record(source)
    try:
        dealt = Deal.of(record["hands"], record["kitty"], record["dealer"])
    except RuleError as error:
        raise _fail(f"the deal: {error}", error.rule) from None
    actions: list[Action] = [dealt, *record.get("bids", []), *record.get("discard", [])]
    named = dict(record.get("joker_suits", {}))
    for number, trick in enumerate(record.get("tricks", [])):
        cards = as_cards(trick)
        suit = named.pop(str(number), None)
        if suit is not None:
            if cards[0] is not JOKER:
                raise _fail(f"joker_suits names a suit for trick {number} (from 0), but that trick "
                            f"was led with {cards[0]}, not the joker: only a led joker names a suit",
                            "F7")
            actions.append(f"JO:{suit}")
            actions += cards[1:]
        else:
            actions += cards
    if named:
        key = next(iter(named))
        count = len(record.get("tricks", []))
        have = f"its tricks are numbered 0 to {count - 1}" if count else "it has no tricks"
        raise _fail(f"joker_suits names a suit for trick {key!r} (from 0), but the record has "
                    f"{count} trick{'s' if count != 1 else ''}: {have}", "F7")
    return actions


# object: any value may come in (a page, a file, a caller); it is checked here
def replay(record: object) -> Round:
    """Replay a record to its end (or as far as it goes): a :class:`Round` with ``.bids``,
    ``.contract``, ``.tricks_won`` and ``.points`` (per team).

    A record with fewer than ten tricks is a round in progress (F9): ``is_over``
    is False, and asking it for ``.points`` raises :class:`RuleError` (F10).

    Every action goes through :meth:`Round.apply`; a rule broken on the way
    raises :class:`RuleError` or :class:`IllegalCard` saying where.
    """
    try:
        return _replay(record)
    except HydraError:
        raise
    except (KeyError, IndexError, TypeError, AttributeError, ValueError) as error:
        raise _fail(f"malformed ({error.__class__.__name__}: {error})") from None


# object: any value may come in (a page, a file, a caller); it is checked here
def _replay(record: object) -> Round:
    actions = actions_of(record)
    data = load_record(record)
    dealt = actions[0]
    assert isinstance(dealt, Deal), "actions_of puts the deal first"
    rnd = Round(dealt)
    calls = len(data.get("bids", []))
    discards = len(data.get("discard", []))
    for position, action in enumerate(actions[1:]):
        try:
            rnd.apply(action)
        except IllegalCard as error:
            raise IllegalCard(f"round record, {_where(rnd, position, calls, discards)}: {error}",
                              rule=error.rule, card=error.card, seat=error.seat) from None
        except RuleError as error:
            raise RuleError(f"round record, {_where(rnd, position, calls, discards)} ({action!s}): "
                            f"{error}", rule=error.rule) from None
        except NotationError as error:
            raise NotationError(f"round record, {_where(rnd, position, calls, discards)}: {error}",
                                token=error.token, offset=error.offset) from None
    return rnd


def _where(rnd: Round, position: int, calls: int, discards: int) -> str:
    if position < calls:
        return f"call {position + 1}"
    if position < calls + discards:
        return f"laid-away card {position - calls + 1}"
    return f"trick {len(rnd.tricks) + 1}, card {len(rnd.current_trick) + 1}"


# extra: any JSON value, added to the record as it is
def dumps_record(rnd: Round | LoadedRecord, **extra: object) -> str:
    """A round (or a record) as pretty JSON."""
    record = rnd.to_record() if isinstance(rnd, Round) else check_record(rnd)
    return json.dumps(dict(record, **extra), indent=2, ensure_ascii=False)

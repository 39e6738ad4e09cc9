"""Every game's round is sealed (issue 21: "private state and read-only properties; nothing outside a
round's module writes its state"), for every game of hydra.GAMES.

For a fresh round and a round in play:

- setting any public attribute (a property, a method, a new name) raises AttributeError;
- changing what a public attribute handed out (appending to a list it gave, a list inside it, a
  dict's key) changes nothing in the round: not the attribute read again, not its record, history,
  phase, turn or legal actions.

Lists, dicts and sets are changed wherever they sit in what was handed out (inside tuples and lists
too); other objects (a Hydropolis ``Score``, a Doppelkopf ``Announcements``) are not looked into.
What a game's round still lets through is listed in ``STILL_OPEN`` (by game and name), for the owner
of that round to close; the test fails when the list is wrong either way, so a closed gap is noticed.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import Any

import pytest

import hydra
from hydra.core.errors import HydraError

#: Public names each game's round still lets a caller change: (names setattr does not refuse, names
#: whose value hands out the round's own list or dict). Empty for a sealed round.
STILL_OPEN: dict[str, tuple[frozenset[str], frozenset[str]]] = {}

PLAY_STEPS = 25      # random actions into the round for "a round in play"


def _fresh(game_id: str) -> Any:
    return hydra.GAMES[game_id].new_round(seed=11)


def _in_play(game_id: str) -> Any:
    rnd = _fresh(game_id)
    rng = random.Random(5)
    for _ in range(PLAY_STEPS):
        legal = rnd.legal_actions()
        if not legal:
            break
        rnd.apply(rng.choice(legal))
    assert rnd.legal_actions(), f"{game_id}: the round ended within {PLAY_STEPS} steps; take fewer"
    return rnd


ROUNDS: dict[str, Callable[[str], Any]] = {"fresh": _fresh, "in play": _in_play}


def _public(rnd: Any) -> list[str]:
    return [name for name in dir(rnd) if not name.startswith("_")]


def _snapshot(rnd: Any) -> tuple[object, ...]:
    return (json.dumps(rnd.to_record(), sort_keys=True, default=str), [str(s) for s in rnd.history()],
            rnd.phase, rnd.to_move, [str(a) for a in rnd.legal_actions()])


def _change(value: object, depth: int = 0) -> bool:
    """Change every list, dict and set in ``value`` in place (inside tuples and lists too); True if any."""
    if depth > 6 or isinstance(value, (str, bytes)):
        return False
    changed = False
    if isinstance(value, (list, tuple, frozenset)):
        for item in list(value):
            changed |= _change(item, depth + 1)
    elif isinstance(value, dict):
        for item in list(value.values()):
            changed |= _change(item, depth + 1)
    if isinstance(value, list):
        value.append(object())
        return True
    if isinstance(value, dict):
        value[object()] = object()
        return True
    if isinstance(value, set):
        value.add(object())
        return True
    return changed


def _read(rnd: Any, name: str) -> tuple[bool, object]:
    """(True, the value) of a public attribute that is not a method, else (False, None)."""
    try:
        value = getattr(rnd, name)
    except HydraError:                     # e.g. points before the round is over
        return False, None
    return not callable(value), value


def writable_names(rnd: Any) -> set[str]:
    """The public names whose setattr is not refused with AttributeError."""
    open_names = set()
    for name in _public(rnd):
        try:
            value = getattr(rnd, name)
        except HydraError:                 # e.g. points before the round is over
            value = None
        try:
            setattr(rnd, name, value)
        except AttributeError:
            continue
        open_names.add(name)
    return open_names


def leaking_names(game_id: str, make: Callable[[str], Any]) -> set[str]:
    """The public attributes whose value, changed in place, changes the round (a fresh round each)."""
    leaks = set()
    for name in _public(make(game_id)):
        rnd = make(game_id)
        ok, value = _read(rnd, name)
        if not ok:
            continue
        before, again = _snapshot(rnd), repr(value)
        if not _change(value):
            continue
        try:
            same = _snapshot(rnd) == before and repr(_read(rnd, name)[1]) == again
        except (HydraError, LookupError, TypeError):       # the round no longer makes sense
            same = False
        if not same:
            leaks.add(name)
    return leaks


def test_every_game_is_checked():
    assert set(STILL_OPEN) <= set(hydra.GAMES)
    assert {"hydra", "doppelkopf-hausrunde", "doppelkopf-turnier", "fuenfhundert", "hydropolis"} <= set(hydra.GAMES)


@pytest.mark.parametrize("state", list(ROUNDS))
@pytest.mark.parametrize("game_id", list(hydra.GAMES))
def test_setting_a_public_attribute_is_refused(game_id, state):
    rnd = ROUNDS[state](game_id)
    before = _snapshot(rnd)
    expected = set(STILL_OPEN.get(game_id, (frozenset(), frozenset()))[0])
    assert writable_names(ROUNDS[state](game_id)) == expected, f"{game_id} ({state}): settable names"
    with pytest.raises(AttributeError):
        rnd.a_new_name = 1                # no __dict__: a round takes no new attributes either
    for name in set(_public(rnd)) - expected:
        with pytest.raises(AttributeError):
            setattr(rnd, name, None)
    assert _snapshot(rnd) == before


@pytest.mark.parametrize("state", list(ROUNDS))
@pytest.mark.parametrize("game_id", list(hydra.GAMES))
def test_changing_what_a_round_handed_out_changes_nothing(game_id, state):
    expected = set(STILL_OPEN.get(game_id, (frozenset(), frozenset()))[1])
    assert leaking_names(game_id, ROUNDS[state]) == expected, (
        f"{game_id} ({state}): these attributes hand out the round's own lists or dicts")


def test_the_check_finds_an_open_round():
    """The two checks fail for a round with a public mutable slot and a property giving its own list."""

    class Open:
        __slots__ = ("phase", "_hands")

        def __init__(self) -> None:
            self.phase, self._hands = "play", [["HA"]]

        @property
        def hands(self) -> list[list[str]]:
            return self._hands

    rnd = Open()
    assert writable_names(rnd) == {"phase"}
    ok, hands = _read(rnd, "hands")
    assert ok and _change(hands) and len(rnd.hands[0]) == 2


def test_hydropolis_table_is_a_copy_a_lay_on_it_changes_nothing():
    game = _in_play("hydropolis")
    before, table = _snapshot(game), game.table
    lay = next(a for a in game.legal_actions() if not isinstance(a, str))
    table.lay(lay.card, lay.cell)
    assert _snapshot(game) == before and game.table != table and game.view(0).table == game.table

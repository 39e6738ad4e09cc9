"""One registry of games (issue 21): what every game offers, and where to find each game.

:data:`hydra.GAMES` maps a game's id to a :class:`GameEntry`: its title, the
numbers of players it allows, ``new_round(seed, dealer=0, **options)`` and
``replay(record)``. Each game package supplies its own entry (``hydra/entry.py``
for Hydra, ``hydra/<game>/entry.py`` for the others); this module never imports
a game (a test checks it). :class:`LazyGames` imports an entry's module the first
time the entry is asked for, so ``import hydra`` does not load every game.

:class:`RoundProtocol` is what every game's round has in common *today*; where
the games still differ it says so (issue 21's seam work removes the differences).

>>> import hydra
>>> list(hydra.GAMES)
['hydra', 'doppelkopf-hausrunde', 'doppelkopf-turnier', 'fuenfhundert', 'hydropolis']
>>> entry = hydra.GAMES["fuenfhundert"]
>>> entry.title, entry.seats
('Fünfhundert (500)', (4,))
>>> rnd = entry.new_round(seed=2)
>>> while rnd.phase not in ("over", "redeal"):
...     rnd.apply(rnd.legal_actions()[0])
>>> entry.replay(rnd.to_record()).points == rnd.points
True
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol, TypeAlias, TypeVar

__all__ = ["GameEntry", "LazyGames", "LazyRegistry", "RoundProtocol", "Seed"]

#: What a game's ``new_round(seed)`` takes: whatever seeds ``random.Random`` (the same seed deals
#: the same cards); None draws one.
Seed: TypeAlias = "int | float | str | bytes | bytearray | None"

_E = TypeVar("_E")


class RoundProtocol(Protocol):
    """What every game's round offers (OpenSpiel's ``State``), as the rounds are today.

    Differences between the games, kept visible here rather than hidden behind an
    adapter (issue 21, "one round protocol", is to remove them):

    - ``phase``: ``"over"`` when finished in every game, but a round that ends
      without play has its own word: Hydra ``"thrown-in"``, Doppelkopf
      ``"thrown-in"``/``"redeal"``, 500 ``"redeal"``. ``to_move`` is None then.
    - ``history()``: Hydra and Hydropolis give ``tuple[Step, ...]`` (each its own
      ``Step``); Doppelkopf a ``list`` of ``(seat, str)`` pairs rebuilt from the
      tricks and calls; 500 a ``list`` of actions (the deal first).
    - ``undo()``: Hydra's takes back only a card played (its ``take_back()`` takes
      back any action); Doppelkopf, 500 and Hydropolis take back any action.
    - ``points``: per seat in Hydra, Doppelkopf and Hydropolis (Hydropolis keeps
      them during the game); per *team* in 500. Asked too early, ``points`` raises
      :class:`~hydra.errors.RuleError`: in 500 before the round is over (F10), in
      Hydra before play starts (R10).
    - ``view(seat)``: each game has its own ``SeatView``; 500's and Hydropolis's are built on
      :class:`hydra.seat_view.SeatViewCore` (seat, phase, to_move, hand, hand_sizes); Hydra's and
      Doppelkopf's have those fields but not the base yet (see :mod:`hydra.seat_view`).
      ``hand_sizes`` is by seat number, in Doppelkopf by the round's ``seats`` (from the dealer's left).
    - ``apply()``: Hydra's and Doppelkopf's return None, Hydropolis's the lay's
      ``Score``; 500 and Hydropolis also take ``seat=`` (checked against ``to_move``).
      Every game's ``apply`` takes an action of ``legal_actions()`` or its ``str()``.
    - ``to_record()``: each game's own JSON record; Hydra's holds the contract but
      not the calls that led to it (``replay`` gives the calls that lead there).
    """

    @property
    def phase(self) -> str: ...

    @property
    def to_move(self) -> int | None: ...

    @property
    def points(self) -> tuple[int, ...]: ...

    def legal_actions(self) -> Sequence[object]: ...

    # Any, not object: each game's apply takes its own action type (a card, a word, a lay); a
    # parameter typed object would refuse them all (parameters are contravariant).
    def apply(self, action: Any) -> object: ...

    def undo(self) -> None: ...

    def history(self) -> Sequence[object]: ...

    def view(self, seat: int) -> object: ...

    def to_record(self) -> Mapping[str, object]: ...


@dataclass(frozen=True)
class GameEntry:
    """One game of the registry.

    ``seats`` lists the numbers of players the game allows (Hydropolis: 2 to 5).
    ``new_round(seed, dealer=0, **options)`` deals a new round (the options are the
    game's own, e.g. ``players=``); ``replay(record)`` gives the round a record
    (a dict or its JSON text) describes.
    """

    id: str
    title: str
    seats: tuple[int, ...]
    # Callable[..., ...]: each game takes its own keyword options after seed and dealer; and Any:
    # each game's replay names the record types it takes (Hydra's: a dict, JSON text or a path).
    new_round: Callable[..., RoundProtocol]
    replay: Callable[[Any], RoundProtocol]

    def __post_init__(self) -> None:
        if not self.seats or any(n < 1 for n in self.seats):
            raise ValueError(f"a game needs at least one allowed number of players, not {self.seats!r}")


class LazyRegistry(Mapping[str, _E]):
    """A read-only mapping of ids to entries, each imported when first asked for.

    ``where`` maps each id to ``"module:attribute"``; the module is imported (and the entry
    checked by :meth:`_check`) on the first lookup of that id, never at construction. The engine's
    :class:`LazyGames` is one; the tutor's registry of games (``tutor.games``) is another.
    """

    __slots__ = ("_where", "_loaded")

    def __init__(self, where: Mapping[str, str]) -> None:
        self._where = dict(where)
        self._loaded: dict[str, _E] = {}

    # entry: a game package's entry object, checked here for what every entry has
    def _check(self, key: str, place: str, entry: object) -> _E:
        """``entry`` as the entry of ``key``; a :class:`TypeError` if it is not one."""
        raise NotImplementedError

    def __getitem__(self, key: str) -> _E:
        found = self._loaded.get(key)
        if found is not None:
            return found
        place = self._where.get(key)
        if place is None:
            raise KeyError(f"there is no game {key!r}; the games are {', '.join(self._where)}")
        module, _, name = place.partition(":")
        entry = self._check(key, place, getattr(importlib.import_module(module), name))
        self._loaded[key] = entry
        return entry

    def __iter__(self) -> Iterator[str]:
        return iter(self._where)

    def __len__(self) -> int:
        return len(self._where)

    def __repr__(self) -> str:
        return f"<games {', '.join(self._where)}>"


class LazyGames(LazyRegistry[GameEntry]):
    """The engine's games by id (:data:`hydra.GAMES`), each :class:`GameEntry` imported when first
    asked for."""

    __slots__ = ()

    # entry: a game package's entry object, checked here for what every entry has
    def _check(self, key: str, place: str, entry: object) -> GameEntry:
        if not isinstance(entry, GameEntry) or entry.id != key:
            raise TypeError(f"{place} is not the GameEntry of {key!r}")
        return entry

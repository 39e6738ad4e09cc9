"""One registry of games (issue 21): what every game offers, and where to find each game.

:data:`hydra.GAMES` maps a game's id to a :class:`GameEntry`: its title, the
numbers of players it allows, what it does not have (a dealer, tricks),
``new_round(seed, dealer=0, **options)`` and ``replay(record)``. Each game package
supplies its own entry (``hydra/hydra/entry.py`` for Hydra, ``hydra/<game>/entry.py`` for
the others); this module never imports a game (a test checks it). :class:`LazyGames`
imports an entry's module the first time the entry is asked for, so ``import hydra``
does not load every game.

:class:`RoundProtocol` is what every game's round offers, the same way in every game.

>>> import hydra
>>> list(hydra.GAMES)
['hydra', 'doppelkopf-hausrunde', 'doppelkopf-turnier', 'fuenfhundert', 'hydropolis']
>>> entry = hydra.GAMES["fuenfhundert"]
>>> entry.title, entry.seats, entry.endings
('Fünfhundert (500)', (4,), ('played', 'redeal'))
>>> rnd = entry.new_round(seed=2)
>>> while rnd.phase != "over":
...     rnd.apply(rnd.legal_actions()[0])
>>> rnd.is_over, rnd.ending in entry.endings, rnd.to_move is None
(True, True, True)
>>> entry.replay(rnd.to_record()).points == rnd.points
True
"""

from __future__ import annotations

import functools
import importlib
import importlib.metadata
import logging
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any, Generic, Protocol, TypeAlias, TypeVar

from .history import Dealt, Step

__all__ = ["GameEntry", "GamePlugin", "LazyGames", "LazyRegistry", "RoundProtocol", "SeatViewProtocol", "Seed",
           "PLUGIN_GROUP", "plugins"]

#: What a game's ``new_round(seed)`` takes: whatever seeds ``random.Random`` (the same seed deals
#: the same cards); None draws one.
Seed: TypeAlias = "int | float | str | bytes | bytearray | None"

_E = TypeVar("_E")
#: A game's action: what its ``legal_actions()`` lists and its ``apply()`` takes (besides its notation).
_A = TypeVar("_A")


class SeatViewProtocol(Protocol):
    """What every game's ``view(seat)`` holds (:class:`hydra.core.seat_view.SeatViewCore`'s fields): whose
    view it is, the round's ``phase`` and ``ending``, who is to move, the seat's own hand and how many
    cards each seat holds (in Doppelkopf by the round's ``seats``, from the dealer's left, D2)."""

    @property
    def seat(self) -> int: ...

    @property
    def phase(self) -> str: ...

    @property
    def ending(self) -> str | None: ...

    @property
    def to_move(self) -> int | None: ...

    # object: a hand holds the game's own cards (Hydra's and 500's cards, Hydropolis's tiles), which
    # share no type; a reader of the protocol shows or counts them
    @property
    def hand(self) -> Sequence[object]: ...

    @property
    def hand_sizes(self) -> tuple[int, ...]: ...


class RoundProtocol(Protocol[_A]):
    """What every game's round offers, the same way in every game (OpenSpiel's ``State``); ``_A`` is the
    game's action (a card or a word; Hydropolis's lay or a word).

    - ``phase``: the game's own phases, and ``"over"`` once the round has ended, in every game and
      however it ended: ``is_over`` is ``phase == "over"``, ``to_move`` is None then, and ``ending``
      says how: ``"played"`` (played out), ``"thrown-in"`` (Hydra R6, Doppelkopf D12/D38) or
      ``"redeal"`` (Doppelkopf D11, 500 F4); None while the round goes on. The entry's ``endings``
      lists a game's.
    - ``legal_actions()``: what the seat to move may do; each action's ``str()`` is its notation, and
      ``apply()`` takes the action or that string (500 and Hydropolis also take ``seat=``, checked).
      ``apply()`` returns what the game says of the action (Hydropolis the lay's ``Score``), or None.
    - ``undo()``: takes back the last action, of any kind: the round is as it was before it (a
      :class:`~hydra.core.errors.RuleError` when only the deal has happened).
    - ``dealer``: the seat that dealt; a game without a dealer (its entry's ``has_dealer`` False:
      Hydropolis) takes the seat given as ``dealer`` as the seat that moves first (P24).
    - ``points``: per seat in Hydra, Doppelkopf and Hydropolis (Hydropolis keeps them during the
      game); per *team* in 500. Asked too early, ``points`` raises :class:`~hydra.core.errors.RuleError`:
      in 500 before the round is over (F10), in Hydra before play starts (R10).
    - ``history()``: every step so far, in one shape for every game: a
      :class:`~hydra.core.history.Step` (``phase``, ``seat``, ``action``). The deal comes first (phase
      ``"deal"``, seat None, the game's own deal as the action: a :class:`~hydra.core.history.Dealt`),
      then one step per action applied, in the phase and by the seat it was applied in, its action's
      ``str()`` the notation; ``undo()`` takes the last step away. A new sequence each time (steps are
      values).
    - ``view(seat)``: only what that seat may know (:class:`SeatViewProtocol`).
    - ``to_record()``: the game's own JSON record, replayed by its entry's ``replay``.
    """

    @property
    def phase(self) -> str: ...

    @property
    def ending(self) -> str | None: ...

    @property
    def is_over(self) -> bool: ...

    @property
    def to_move(self) -> int | None: ...

    @property
    def dealer(self) -> int: ...

    @property
    def points(self) -> tuple[int, ...]: ...

    def legal_actions(self) -> Sequence[_A]: ...

    # object: the protocol reads nothing of what apply returns (None, or Hydropolis's Score)
    def apply(self, action: _A) -> object: ...

    def undo(self) -> None: ...

    def history(self) -> Sequence[Step[_A | Dealt]]: ...

    def view(self, seat: int) -> SeatViewProtocol: ...

    # object: a JSON value
    def to_record(self) -> Mapping[str, object]: ...


@dataclass(frozen=True)
class GameEntry(Generic[_A]):
    """One game of the registry.

    ``seats`` lists the numbers of players the game allows (Hydropolis: 2 to 5).
    ``new_round(seed, dealer=0, **options)`` deals a new round (the options are the
    game's own, e.g. ``players=``); ``replay(record)`` gives the round a record
    (a dict or its JSON text) describes.

    What a game does not have is said here, as data, so that shared code asks rather than names a
    game: ``has_dealer`` (False: no seat deals, and ``new_round``'s ``dealer`` is the seat that
    moves first), ``has_tricks`` (False: no tricks are played; Hydropolis lays tiles), and
    ``endings``, the round's ``ending`` words the game has (``played`` first).
    ``next_dealer(dealer, ending, players)`` is the seat that deals the next round after one dealt by
    ``dealer`` ended as ``ending`` says (each game's own rule; without a dealer, the seat that moves first).
    """

    id: str
    title: str
    seats: tuple[int, ...]
    # Callable[..., ...]: each game takes its own keyword options after seed and dealer
    new_round: Callable[..., RoundProtocol[_A]]
    # object: any value may come in (a dict, JSON text, a path); each game's replay checks it
    replay: Callable[[object], RoundProtocol[_A]]
    next_dealer: Callable[[int, str, int], int]
    has_dealer: bool = True
    has_tricks: bool = True
    endings: tuple[str, ...] = ("played",)

    def __post_init__(self) -> None:
        if not self.seats or any(n < 1 for n in self.seats):
            raise ValueError(f"a game needs at least one allowed number of players, not {self.seats!r}")
        if not self.endings or self.endings[0] != "played":
            raise ValueError(f"a game's endings begin with 'played', not {self.endings!r}")


#: The group of the Python entry points that bring games from outside the tutor's packages (issue 36): each
#: names a :class:`GamePlugin` (``"module:NAME"``), read by :data:`hydra.GAMES` and the tutor's registry the
#: first time each is asked for, so a game installed beside the tutor (or a test's game, on the path with a
#: ``dist-info`` of its own) is in both without a line in either.
PLUGIN_GROUP = "hydra.games"
_log = logging.getLogger(__name__)


@dataclass(frozen=True)
class GamePlugin:
    """A game from outside the tutor's packages, named by an entry point of :data:`PLUGIN_GROUP`: where its
    entries are, as ``"module:NAME"`` places (nothing of the game is imported until an entry is asked for)."""

    #: Its engine games: id -> the place of its :class:`GameEntry` (a line of :data:`hydra.GAMES`).
    engine: Mapping[str, str]
    #: Its games in the tutor: id -> (the place of its tutor entry, the engine ids it draws from, the letters
    #: of its quiz kinds): a line of the tutor's registry (``tutor.games.Listing``).
    tutor: Mapping[str, tuple[str, tuple[str, ...], tuple[str, ...]]] = field(default_factory=dict)


@functools.cache
def plugins() -> tuple[GamePlugin, ...]:
    """The game plugins on the path (entry points of :data:`PLUGIN_GROUP`), in their names' order, read once
    (``plugins.cache_clear()`` reads them again); one that cannot be loaded, or is no :class:`GamePlugin`, is
    left out with a log line (the tutor runs on without it)."""
    found: list[GamePlugin] = []
    for point in sorted(importlib.metadata.entry_points(group=PLUGIN_GROUP), key=lambda p: p.name):
        try:
            plugin = point.load()
            if not isinstance(plugin, GamePlugin):
                raise TypeError(f"{point.value} is not a GamePlugin")
        except Exception as error:                  # a broken plugin must not break the tutor
            _log.warning("hydra: the game plugin %r (%s) is left out: %r", point.name, point.value, error)
            continue
        found.append(plugin)
    return tuple(found)


class LazyRegistry(Mapping[str, _E]):
    """A read-only mapping of ids to entries, each imported when first asked for.

    ``where`` maps each id to ``"module:attribute"``; the module is imported (and the entry
    checked by :meth:`_check`) on the first lookup of that id, never at construction. The engine's
    :class:`LazyGames` is one; the tutor's registry of games (``tutor.games``) is another. With
    ``plugged``, the games of the plugins on the path (:func:`plugins`, as :meth:`_plugged` reads them)
    come after its own the first time it is asked for anything; an id it has already is left out.
    """

    __slots__ = ("_where", "_loaded", "_plugged_in")

    def __init__(self, where: Mapping[str, str], plugged: bool = False) -> None:
        self._where = dict(where)
        self._loaded: dict[str, _E] = {}
        self._plugged_in = not plugged              # True once the plugins are read (or none are wanted)

    def _plugged(self, found: Sequence[GamePlugin]) -> Mapping[str, str]:
        """This registry's lines of the plugins ``found``: id -> place."""
        return {}

    def _plug_in(self) -> None:
        """Read the plugins, once (see the class)."""
        if self._plugged_in:
            return
        self._plugged_in = True
        self._add(plugins())

    def _add(self, found: Sequence[GamePlugin]) -> None:
        """The lines of the plugins ``found`` after this registry's own; one whose id it has is left out."""
        for key, place in self._plugged(found).items():
            if key in self._where:
                _log.warning("hydra: the game plugin's %r is left out: there is a game %r already", place, key)
                continue
            self._where[key] = place

    @contextmanager
    def adding(self, plugin: GamePlugin) -> Iterator[None]:
        """This registry with ``plugin``'s games after its own while the block runs, as if the plugin were on
        the path (a test's game, registered at run time); afterwards as before."""
        self._plug_in()
        where, loaded = dict(self._where), dict(self._loaded)
        try:
            self._add([plugin])
            yield
        finally:
            self._where, self._loaded = where, loaded

    # entry: a game package's entry object, checked here for what every entry has
    def _check(self, key: str, place: str, entry: object) -> _E:
        """``entry`` as the entry of ``key``; a :class:`TypeError` if it is not one."""
        raise NotImplementedError

    def __getitem__(self, key: str) -> _E:
        found = self._loaded.get(key)
        if found is not None:
            return found
        self._plug_in()
        place = self._where.get(key)
        if place is None:
            raise KeyError(f"there is no game {key!r}; the games are {', '.join(self._where)}")
        module, _, name = place.partition(":")
        entry = self._check(key, place, getattr(importlib.import_module(module), name))
        self._loaded[key] = entry
        return entry

    def __iter__(self) -> Iterator[str]:
        self._plug_in()
        return iter(self._where)

    def __len__(self) -> int:
        self._plug_in()
        return len(self._where)

    def __repr__(self) -> str:
        self._plug_in()
        return f"<games {', '.join(self._where)}>"


# Any: the registry holds every game, each with its own action type
class LazyGames(LazyRegistry["GameEntry[Any]"]):
    """The engine's games by id (:data:`hydra.GAMES`), each :class:`GameEntry` imported when first
    asked for."""

    __slots__ = ()

    # entry: a game package's entry object, checked here for what every entry has
    def _check(self, key: str, place: str, entry: object) -> GameEntry[Any]:
        if not isinstance(entry, GameEntry) or entry.id != key:
            raise TypeError(f"{place} is not the GameEntry of {key!r}")
        return entry

    def _plugged(self, found: Sequence[GamePlugin]) -> Mapping[str, str]:
        return {key: place for plugin in found for key, place in plugin.engine.items()}

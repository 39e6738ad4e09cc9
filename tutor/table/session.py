"""What a play page needs from a game's session: the :class:`TableSession` protocol (issue 21, "one play page").

A play page is a thin view. It draws only what the learner's seat may see and passes every tap on to
the session, which asks the engine. Whatever the game, the page needs the same dozen things:

========================  ====================================================================
``seat``, ``view()``      the learner's seat and its view (the engine's ``view(seat)``: never
                          another player's hidden cards)
``my_turn``, ``over``     whether the learner is to move; whether the game (round) has ended
``legal_actions()``       the learner's legal moves as the engine writes them (empty when it is
                          not the learner's turn)
``act(action)``           do one of them (or try to): an :class:`~.outcome.Outcome` whose
                          ``message`` is a sentence (the points, or the rule that refuses it);
                          the example players then move until it is the learner's turn again
``hint()``                the example player's choice in the learner's seat, with its reason
                          (a :class:`~.outcome.Hint`; None when it is not the learner's turn)
``can_undo()``, ``undo()``  take back the learner's last move and the replies to it, through
                          the engine's history (``undo()``), never by dealing again
``happened()``            what happened, from the engine's history: one sentence per step the
                          learner may know of, oldest first
``scores()``              the points per player so far (in the order of the seats)
``result()``              once over, who won and why, as the rulings say; ``""`` before
``record()``              the engine's record of the game (JSON), which replays to the same points
``code``, ``status()``    the deal link's code (``?deal=CODE``) and what happens now, in a sentence
``step``                  how many steps the engine's history holds (the page marks its drawing with it)
``login(name)``, ``stats()``  from :class:`~.learner.LearnerSeat`: whose finished games are saved, and
                          what they add up to (a :class:`~.records.PlayTally`)
``store``, ``learner``    where and for whom they are saved (None: not saved, no name yet)
========================  ====================================================================

Every game's session implements it whole: Hydropolis (:class:`tutor.hydropolis.HydropolisSession`), Hydra
(:class:`tutor.hydra.HydraSession`), 500 (:class:`tutor.fuenfhundert.FuenfhundertSession`) and Doppelkopf
(:class:`tutor.doppelkopf.DoppelkopfSession`); ``tests/test_table_session.py`` checks each with
:func:`protocol_gaps`, plays rounds through it, and fails if a module in ``widgets/`` reads the round behind
a session or a play page calls an engine rule (who wins a trick, which cards may be played) itself. A
session may offer more for its own page (the public facts its view draws: the dealer, the trick on the
table with the card winning so far as the engine decides it), always as the learner's seat may know them.

>>> from tutor.hydropolis import HydropolisSession
>>> protocol_gaps(HydropolisSession)
[]
"""

from __future__ import annotations

from collections.abc import Sequence, Sized
from typing import TYPE_CHECKING, Protocol, TypeVar, runtime_checkable

from hydra.core.record_json import WrittenRecord
from hydra.core.registry import SeatViewProtocol

from .outcome import Choice, Hint, Outcome, TrickReview
from .records import PlayTally

if TYPE_CHECKING:
    from ..progress import Learner, ProgressStore

__all__ = ["TableSession", "TrickTableSession", "TrickView", "PROTOCOL_NAMES", "TRICK_PROTOCOL_NAMES",
           "protocol_gaps"]


class TrickView(SeatViewProtocol, Protocol):
    """A trick game's seat view as the shared trick page reads it: the common fields and its tricks
    (the page counts them; each game's page draws them its own way)."""

    @property
    def tricks(self) -> Sized: ...


#: The game's seat view (its engine's ``SeatView``: Hydropolis's ``hp.SeatView``, Hydra's, 500's, Doppelkopf's).
ViewT_co = TypeVar("ViewT_co", bound=SeatViewProtocol, covariant=True)
#: A trick game's seat view (:class:`TrickView`).
TrickViewT_co = TypeVar("TrickViewT_co", bound=TrickView, covariant=True)
#: The game's replies: what the example players' moves say (each game's ``Reply``; Hydropolis's a sentence).
ReplyT_co = TypeVar("ReplyT_co", covariant=True)


@runtime_checkable
class TableSession(Protocol[ViewT_co, ReplyT_co]):
    """What a play page asks of a game's session (see the module's table), generic in the game's seat
    view (``ViewT_co``) and its replies (``ReplyT_co``). Every sentence it returns is for the learner:
    plain English with the game's German terms and the rule it rests on, never a repr."""

    seat: int
    store: ProgressStore | None
    learner: Learner | None

    @property
    def code(self) -> str:
        """The deal link's code: ``?deal=CODE`` deals this game again."""
        ...

    @property
    def step(self) -> int:
        """How many steps the engine's history holds: the page marks its drawing with it."""
        ...

    @property
    def my_turn(self) -> bool:
        """Whether the learner is to move."""
        ...

    @property
    def over(self) -> bool:
        """Whether the game has ended."""
        ...

    def view(self) -> ViewT_co:
        """The learner's seat view (the engine's ``view(seat)``): all a page may draw from."""
        ...

    def legal_actions(self) -> Sequence[str]:
        """The learner's legal moves, as the engine writes them; empty when it is not their turn."""
        ...

    def act(self, action: str) -> Outcome[ReplyT_co]:
        """Do ``action`` for the learner (refused with a sentence if the rules forbid it), then let the
        example players move until the learner's turn or the end."""
        ...

    def hint(self) -> Hint | None:
        """What the example player would do in the learner's seat, and why."""
        ...

    def can_undo(self) -> bool:
        """Whether the learner has a move to take back."""
        ...

    def undo(self) -> Outcome[ReplyT_co]:
        """Take back the learner's last move and what followed it, through the engine's history."""
        ...

    def happened(self) -> Sequence[str]:
        """What happened, one sentence per step of the engine's history the learner may know of."""
        ...

    def scores(self) -> Sequence[int]:
        """The points per player so far, by seat."""
        ...

    def result(self) -> str:
        """Once over: who won, and why (the ruling that ended it); ``""`` before."""
        ...

    def record(self) -> WrittenRecord:
        """The engine's record of the game (JSON-ready); it replays to the same points."""
        ...

    def status(self) -> str:
        """What happens now, in a sentence."""
        ...

    def login(self, name: str) -> str:
        """Play as the learner of this name (finished games are saved for them)."""
        ...

    def stats(self) -> PlayTally:
        """The learner's saved games (or this tab's), with a ``sentence()``."""
        ...


@runtime_checkable
class TrickTableSession(TableSession[TrickViewT_co, ReplyT_co], Protocol[TrickViewT_co, ReplyT_co]):
    """What the shared play page of the trick games (``widgets.common.table.TablePage``: Hydra, Doppelkopf,
    500) asks of a session beyond :class:`TableSession`: the hand and the buttons, a click on a card, the
    tricks to look back at and the next round. Hydropolis lays tiles and has its own page on the shared
    base (``widgets.common.play_page.PlayPage``), which asks only :class:`TableSession`."""

    def hand(self) -> list[str]:
        """The learner's cards, as the game sorts them."""
        ...

    def choices(self) -> list[Choice]:
        """The buttons the learner may press now (words the engine offers; cards are clicked)."""
        ...

    def click_card(self, card: str) -> Outcome[ReplyT_co]:
        """A tap on a card of the learner's hand: play it (or lay it away, give it back), as the phase says."""
        ...

    def next_round(self) -> Outcome[ReplyT_co]:
        """Deal the next round (the dealer as the game's rules pass the deal)."""
        ...

    def last_trick(self) -> TrickReview | None:
        """The last complete trick with the engine's explanation; None before the first."""
        ...

    def review_trick(self, number: int) -> TrickReview:
        """Trick ``number`` (1-based) with the engine's explanation."""
        ...


#: The names a session needs to be a :class:`TableSession`.
PROTOCOL_NAMES = ("seat", "store", "learner", "code", "step", "my_turn", "over", "view", "legal_actions", "act",
                  "hint", "can_undo", "undo", "happened", "scores", "result", "record", "status", "login", "stats")


#: The names a trick game's session needs besides, to be a :class:`TrickTableSession`.
TRICK_PROTOCOL_NAMES = ("hand", "choices", "click_card", "next_round", "last_trick", "review_trick")


def protocol_gaps(cls: type, names: Sequence[str] = PROTOCOL_NAMES) -> list[str]:
    """The names of ``names`` (:data:`PROTOCOL_NAMES`, or :data:`TRICK_PROTOCOL_NAMES`) that the session
    class ``cls`` does not have (``seat``, ``store`` and ``learner`` are instance attributes, so they are
    looked for in the class's annotations and ``__init__``)."""
    missing = []
    for name in names:
        if name in ("seat", "store", "learner"):
            init = getattr(cls, "__init__", None)
            code = getattr(init, "__code__", None)
            found = any(name in getattr(k, "__annotations__", {}) for k in cls.__mro__) or (
                code is not None and name in code.co_names)
            if not found:
                missing.append(name)
        elif not hasattr(cls, name):
            missing.append(name)
    return missing

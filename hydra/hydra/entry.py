"""Hydra's entry in the registry of games (:data:`hydra.GAMES`, issue 21)."""

from __future__ import annotations

import os

from ..core.errors import RuleError
from ..core.i18n import _
from .history import Action
from .match import next_dealer
from ..core.registry import GameEntry, Seed
from .round import ENDINGS, Round, replay as replay_record

__all__ = ["HYDRA"]


def new_round(seed: Seed = None, dealer: int = 0, *, players: int = 5, cut: int | None = None) -> Round:
    """A new round of Hydra: five players, or six with the dealer sitting out (R11)."""
    return Round.new(seed, players=players, dealer=dealer, cut=cut)


# object: any value may come in (a page, a file, a caller); it is checked here
def replay(record: object) -> Round:
    """The round a record describes: a dict, its JSON text, or a path to a file of it."""
    if not isinstance(record, (dict, str, bytes, os.PathLike)):
        raise RuleError(_("a round record is a JSON object, its text or a file of it, not {kind} (spec: round record)")
                        .format(kind=type(record).__name__), rule="spec: round record")
    return replay_record(record)


HYDRA: GameEntry[Action] = GameEntry(id="hydra", title="Hydra", seats=(5, 6), new_round=new_round, replay=replay,
                                     next_dealer=next_dealer, endings=ENDINGS)

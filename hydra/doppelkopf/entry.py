"""Doppelkopf's two entries in the registry of games (:data:`hydra.GAMES`, issue 21): one per rule set."""

from __future__ import annotations

from collections.abc import Callable, Hashable

from hydra.core.errors import RuleError
from hydra.core.registry import GameEntry

from .deal import next_dealer
from .record import replay as _replay_any
from .round import ENDINGS, Action, Round

__all__ = ["HAUSRUNDE", "TURNIER"]


def _new_round(rules: str) -> Callable[..., Round]:
    def new_round(seed: Hashable | None = None, dealer: int = 0, *, players: int = 4, schweine: bool = False) -> Round:
        """A new round: four players, or five with the dealer sitting out (D2)."""
        return Round.new(seed, rules=rules, dealer=dealer, players=players, schweine=schweine)
    new_round.__name__ = f"new_round_{rules}"
    return new_round


def _replay(rules: str) -> Callable[[object], Round]:  # object: a record of any shape; the replay checks it
    # object: any value may come in (a page, a file, a caller); it is checked here
    def replay(record: object) -> Round:
        """The round a record of this rule set describes (a record of the other rule set is refused)."""
        rnd = _replay_any(record)
        if rnd.rules != rules:
            raise RuleError(f"this is a record of the {rnd.rules!r} rules, not of {rules!r} "
                            f"(spec: round record)", rule="spec: round record")
        return rnd
    replay.__name__ = f"replay_{rules}"
    return replay


HAUSRUNDE: GameEntry[Action] = GameEntry(
    id="doppelkopf-hausrunde", title="Doppelkopf (Hausrunde)", seats=(4, 5), new_round=_new_round("hausrunde"),
    replay=_replay("hausrunde"), next_dealer=next_dealer, endings=ENDINGS)
TURNIER: GameEntry[Action] = GameEntry(
    id="doppelkopf-turnier", title="Doppelkopf (Turnier)", seats=(4, 5), new_round=_new_round("turnier"),
    replay=_replay("turnier"), next_dealer=next_dealer, endings=ENDINGS)

"""A Doppelkopf round written as a round record (spec JSON): what :meth:`Round.to_record` gives.

The round reads this module and this module only reads a round's state (its public attributes,
:class:`~hydra.doppelkopf.state.RoundState`), so it never imports the round's module;
:mod:`hydra.doppelkopf.record` checks and replays records.
"""

from __future__ import annotations

from hydra.core.record_json import WrittenRecord

from .state import RoundState

__all__ = ["to_record"]


def to_record(rnd: RoundState) -> WrittenRecord:
    """The round as a record: hands, the reservation played, announcements and tricks."""
    rec: WrittenRecord = {"game": "doppelkopf", "rules": rnd.rules}
    if rnd.schweine:
        rec["schweine"] = True
    rec.update(players=rnd.players, dealer=rnd.dealer,
               hands=[[str(c) for c in h] for h in rnd.dealt])
    if rnd.thrown_in_by is not None:
        rec["thrown_in"] = rnd.thrown_in_by
    rec["reservations"] = [a for _, a in rnd.declared]
    if rnd.reizen or rnd.phase == "reizen":        # D40: every bid so far; [] when the Reizen has just begun
        rec["reizen"] = [[s, a] for s, a in rnd.reizen]
    if rnd.contract == "solo":
        rec["solo"] = {"seat": rnd.contract_seat, "game": rnd.solo_game}
    elif rnd.contract == "hochzeit":
        rec["hochzeit"] = ({"seat": rnd.contract_seat} if rnd.rules == "hausrunde" else
                           {"seat": rnd.contract_seat, "rule": rnd.hochzeit_rule})
    arm = rnd.armut                                      # (a copy at each read: read once)
    if arm:
        rec["armut"] = {"seat": arm["seat"], "given": [str(c) for c in arm["given"]],
                        "accepted_by": arm["accepted_by"], "returned": [str(c) for c in arm["returned"]]}
    rec["announcements"] = [dict({"seat": c.seat, "call": c.call, "card_index": c.card_index},
                                 **({"bid": True} if c.bid else {})) for c in rnd.calls.calls]
    tricks = [[str(c) for c in t[0]] for t in rnd.tricks]
    if rnd.trick:
        tricks.append([str(c) for c in rnd.trick])
    rec["tricks"] = tricks
    return rec

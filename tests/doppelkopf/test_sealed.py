"""Issue 21: a Doppelkopf round is sealed. Its state is read through read-only properties under the
names readers have always used; only the round itself changes it (through ``apply``), and the phases
before play (hydra.doppelkopf.contracts) decide without writing the round."""

from __future__ import annotations

import ast
import pathlib

import pytest

from hydra import doppelkopf as dk
from hydra.doppelkopf import contracts
from hydra.core.errors import RuleError

PACKAGE = pathlib.Path(dk.__file__).resolve().parent
#: The names the tutor, the widgets, the notebooks and the tests read (issue 21 counted 28).
STATE = ("seats rules players dealer schweine seed dealt hands is_over declared contract contract_seat "
         "solo_game hochzeit_rule partner armut reizen bidding thrown_in_by game party calls tricks trick "
         "cards_played queue phase to_move").split()


def test_every_state_name_reads_and_none_can_be_set():
    r = dk.Round.new(seed=5, rules="hausrunde", schweine=True)
    assert len(STATE) == 28
    for name in STATE:
        getattr(r, name)                                   # still readable under its public name
        with pytest.raises(AttributeError):
            setattr(r, name, None)
    assert r.phase == "reservations" and r.to_move == r.seats[0] == 1     # D10: the dealer's left


def test_the_state_read_is_the_rounds_state():
    """The properties give the round's own state as it changes (D2, D10: the dealer's left leads)."""
    r = dk.Round.new(seed=3, rules="turnier", dealer=3)
    for _ in range(4):
        r.apply("gesund")
    assert (r.phase, r.contract, r.to_move, r.cards_played) == ("play", "normal", 0, 0)
    card = r.legal_cards()[0]
    held = r.hands[0].count(card)
    r.apply(card)
    assert r.trick == [card] and r.hands[0].count(card) == held - 1 and len(r.hands[0]) == 9
    assert r.cards_played == 1 and r.to_move == 1


def test_contracts_does_not_import_the_round():
    """No import cycle: round.py imports contracts.py, never the other way (issue 21)."""
    tree = ast.parse((PACKAGE / "contracts.py").read_text(encoding="utf-8"))
    imported = {n.module for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)}
    assert not imported & {"round", "state", "record", "view"}


def test_a_refused_step_before_play_changes_nothing_D40():
    """D40: a bid word that is not allowed now raises with its rule, and the round is as before."""
    r = dk.Round.from_deal(["EO EO SK RK GK EK SU E10 G10 R10", "SD SD S10 RD GD ED RU GU EU R10",
                            "SO SO RO RO GO GO S10 SK RK GK", "EK ED E10 G10 GD RD SU RU GU EU"],
                           rules="hausrunde", dealer=3)
    for action in ("hochzeit", "gesund", "solo:queen-solo", "gesund"):
        r.apply(action)
    before = (r.phase, r.to_move, r.bidding, list(r.reizen), r.history())
    with pytest.raises(RuleError) as info:
        r.apply("halten")                                  # nobody has bid: halten is not possible
    assert info.value.rule == "D40"
    assert (r.phase, r.to_move, r.bidding, list(r.reizen), r.history()) == before


def test_hochzeit_partner_D9_D28_D29():
    assert contracts.hochzeit_partner(None, 0, 2, True, 1) == 2          # D28: the first trick counts
    assert contracts.hochzeit_partner("fehl", 0, 2, True, 1) is None     # a trump trick does not
    assert contracts.hochzeit_partner("fehl", 0, 2, False, 2) == 2
    assert contracts.hochzeit_partner("trumpf", 0, 0, True, 2) is None   # the groom won it himself
    assert contracts.hochzeit_partner("trumpf", 0, 0, True, 3) == -1     # D29: he plays alone


def test_is_over_reads_as_before_and_cannot_be_set_D2():
    """D2: a round ends after its 40 cards (``is_over``). Read once an action by every caller's loop, it is a
    class attribute (an ended round is a ``round.Ended``): still a Round, still read-only, and a copy
    or an undo of the last card gives the same answer as the round it came from."""
    r = dk.Round.new(seed=3, rules="turnier", dealer=3)
    assert r.is_over is False
    while not r.is_over:
        r.apply(r.legal_actions()[0])
    assert r.is_over is True and r.phase == "over" and isinstance(r, dk.Round)
    with pytest.raises(AttributeError):
        r.is_over = False  # type: ignore[misc]    # the seal: no setter (the test's point)
    c = r.copy()
    assert c.is_over is True and c.points == r.points
    c.undo()
    assert c.is_over is False and c.phase == "play" and c.to_move is not None and r.is_over is True
    c.apply(c.legal_actions()[0])
    assert c.is_over is True and c.history() == r.history()

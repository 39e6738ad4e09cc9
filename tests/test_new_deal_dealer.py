"""A new deal on a play page (no ``?deal=`` in the link) is dealt by any seat, so a learner who reloads
does not always sit at the dealer's place (the dealer's left leads: R11 for Hydra, D45/D46 for
Doppelkopf); a link's deal keeps its dealer."""

import random

from tutor.hydra import HydraSession
from tutor.fuenfhundert import FuenfhundertSession
from tutor.doppelkopf import DoppelkopfSession


def test_new_hydra_deals_have_every_seat_as_dealer_and_links_keep_theirs():
    dealers = {HydraSession(rng=random.Random(n)).round.dealer for n in range(60)}
    assert dealers == {0, 1, 2, 3, 4}                                    # R11
    session = HydraSession(rng=random.Random(3))
    assert session.code.endswith(f"-{session.round.dealer}")            # the link names that dealer
    assert HydraSession(deal=session.code).round.dealer == session.round.dealer
    assert HydraSession(deal="4711-2").round.dealer == 2


def test_new_doppelkopf_deals_have_every_seat_as_dealer_and_links_keep_theirs():
    dealers = {DoppelkopfSession(rng=random.Random(n)).dealer for n in range(40)}
    assert dealers == {0, 1, 2, 3}                                       # D45
    assert DoppelkopfSession(deal="26-3").dealer == 3


def test_new_500_deals_have_every_seat_as_dealer_and_links_keep_theirs():
    dealers = {FuenfhundertSession(rng=random.Random(n)).match.dealer for n in range(40)}
    assert dealers == {0, 1, 2, 3}                                       # F2
    assert FuenfhundertSession(deal="7-3").code == "7-3"

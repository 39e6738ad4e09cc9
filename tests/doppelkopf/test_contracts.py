"""Parties, reservations, reizen and the Trumpfabgabe (D8-D12, D28, D29, D38-D44)."""

from __future__ import annotations

import pytest

from hydra import doppelkopf as dk
from hydra.core.errors import RuleError

from .dk_helpers import HOCHZEIT_HANDS, QUEEN_HANDS, start

POOR = [  # dealer 3: seat 0 holds only SD SD SU as trumps (turnier: one without the Füchse)
    "SD SD SU EK E10 ED GK G10 GD RK",
    "SK SK S10 S10 RU RU GU GU EU EU",
    "SO SO RO RO GO GO EO EO R10 R10",
    "EK E10 ED GK G10 GD RK RD RD SU",
]


def test_normal_parties_by_kreuz_damen_D8():
    """D8: the two EO holders are Re."""
    r = dk.Round.new(seed=10, rules="turnier")
    for _ in range(4):
        r.apply("gesund")
    eo = [s for s in range(4) if dk.dk_card("EO") in r.dealt[s]]
    if r.contract == "normal":
        assert r.parties[0] == tuple(s for s in r.seats if s in eo)


def test_silent_solo_when_hochzeit_is_not_announced_D9_D29():
    """D9, D29: both EO and no Hochzeit: a silent solo with the Karo-Solo trumps, scored x3."""
    r = start(HOCHZEIT_HANDS, "hausrunde", ["gesund"] * 4)
    assert r.contract == "silent-solo" and r.parties == ((1,), (2, 3, 0)) and r.is_solo
    assert r.game.id == "color-solo:S"
    assert r.view(2).contract == "normal"          # the table does not know


def test_hausrunde_hochzeit_groom_wins_three_plays_alone_D9_D29():
    """D9: the groom wins the first three tricks: he plays alone, scored as a solo (D29)."""
    hands = ["SK SK S10 S10 GU GU RU RU SU SU", "EO EO R10 R10 GO GO RO RO EU EU",
             "SD SD SO SO EK EK E10 E10 ED ED", "GK GK G10 G10 GD GD RK RK RD RD"]
    r = start(hands, "hausrunde", ["hochzeit", "gesund", "gesund", "gesund"])
    for trick in ("R10 SD GK SK", "R10 SD GK SK", "EO SO G10 S10"):     # seats 1, 2, 3, 0
        for card in trick.split():
            r.apply(card)
    assert r.partner is None and r.calls.clarified == 3 and r.is_solo
    assert r.parties == ((1,), (2, 3, 0))


HOCHZEIT_SIMPLE = ["SK SK S10 S10 GU GU RU RU SU SU", "EO EO R10 R10 GO GO RO RO EK EU",
                   "SD SD SO SO EK EU E10 E10 ED ED", "GK GK G10 G10 GD GD RK RK RD RD"]


@pytest.mark.parametrize("rule, partner", [("fehl", 0), ("erster", 0), ("trumpf", 2)])
def test_turnier_hochzeit_partner_rules_D9_D28(rule, partner):
    """D9: the first other winner of a trick of the announced kind (seats play 1, 2, 3, 0)."""
    r = start(HOCHZEIT_SIMPLE, "turnier", [f"hochzeit:{rule}", "gesund", "gesund", "gesund"])
    for card in "EK ED RK SK".split():        # a fail trick (Kreuz led): seat 0 ruffs
        r.apply(card)
    if rule != "trumpf":
        assert r.partner == partner and r.calls.clarified == 1
        return
    assert r.partner is None
    for card in "SU EU SO RK".split():        # a trump trick led by seat 0: seat 2's SO wins
        r.apply(card)
    assert r.partner == partner and r.calls.clarified == 2
    assert r.parties == ((1, 2), (3, 0))


def test_turnier_hochzeit_wrong_kind_tricks_then_alone_D28():
    """D28 (reading kind-or-alone): seat 2 wins a trump trick, but 'fehl' was announced and no fail
    trick is won by another player in tricks 1-3: the groom plays alone (reading literal: partner 2)."""
    hands = ["SK SK S10 S10 GU GU RU RU SU SU", "EO EO R10 R10 GO GO RO RO EU EU",
             "SD SD SO SO EK EK E10 E10 ED ED", "GK GK G10 G10 GD GD RK RK RD RD"]
    r = start(hands, "turnier", ["hochzeit:fehl", "gesund", "gesund", "gesund"])
    for card in "EU SO G10 S10".split():      # trump trick: seat 2 wins (the wrong kind)
        r.apply(card)
    assert r.partner is None
    for card in "SO G10 SU GO".split():       # seat 2 leads, the groom wins
        r.apply(card)
    for card in "R10 SD GK SK".split():       # the groom wins
        r.apply(card)
    assert r.partner is None and r.calls.clarified == 3 and r.is_solo
    assert [x.name for x in dk.readings("D28")] == ["kind-or-alone", "literal"]


def test_reservation_precedence_D12():
    """D12: a solo beats a Hochzeit; turnier's solo list decides between two solos (D39)."""
    r = dk.Round.from_deal(HOCHZEIT_HANDS, rules="turnier")
    for action in ("hochzeit:fehl", "solo:ace-solo", "solo:color-solo:S", "gesund"):
        r.apply(action)
    assert r.contract == "solo" and r.solo_game == "color-solo:S" and r.contract_seat == 3


def test_hochzeit_needs_both_kreuz_damen_D8():
    r = dk.Round.from_deal(HOCHZEIT_HANDS, rules="turnier")
    r.apply("gesund")
    with pytest.raises(RuleError) as info:
        r.apply("hochzeit:fehl")
    assert info.value.rule == "D8"


def test_hausrunde_reizen_outbids_a_solo_D40():
    """D40: a player without a solo outbids it; the other reservations are played, with the bid."""
    r = dk.Round.from_deal(HOCHZEIT_HANDS, rules="hausrunde")
    for action in ("hochzeit", "solo:jack-solo", "gesund", "gesund"):
        r.apply(action)
    assert r.phase == "reizen" and r.to_move == 1       # seat 2 holds, seat 1 challenges first
    r.apply("reizen")
    assert r.to_move == 2 and r.legal_actions() == ["halten", "passen"]
    r.apply("passen")                                   # seat 2 gives up its Bubensolo
    r.apply("passen")                                   # seat 3
    r.apply("passen")                                   # seat 0
    assert r.contract == "hochzeit" and r.contract_seat == 1
    assert [(c.seat, c.call, c.card_index, c.bid) for c in r.calls.calls] == [(1, "doppelt", 0, True)]
    assert dk.replay(r.to_record()).calls.calls == r.calls.calls


def test_hausrunde_reizen_holder_keeps_the_solo_D40():
    r = dk.Round.from_deal(HOCHZEIT_HANDS, rules="hausrunde")
    for action in ("gesund", "solo:jack-solo", "solo:queen-solo", "gesund"):
        r.apply(action)
    for action in ("reizen", "halten", "reizen", "halten", "passen", "passen", "passen"):
        r.apply(action)
    assert r.solo_game == "jack-solo" and r.contract_seat == 2
    assert [c.call for c in r.calls.calls] == ["doppelt", "keine 90"]
    assert dk.replay(r.to_record()).to_record() == r.to_record()


@pytest.mark.parametrize("bids", [(), ("reizen",), ("reizen", "halten"), ("reizen", "halten", "passen")])
def test_a_record_written_during_the_reizen_replays_to_the_same_bidding_D40(bids):
    """D40 (issue 21): a record keeps every bid of the Reizen made so far ([] when it has just begun);
    its replay stops where the bids stop, with the same seat to bid, and nothing is decided for it."""
    r = dk.Round.from_deal(HOCHZEIT_HANDS, rules="hausrunde")
    for action in ("gesund", "solo:jack-solo", "solo:queen-solo", "gesund", *bids):
        r.apply(action)
    assert r.phase == "reizen"
    record = r.to_record()
    assert record["reizen"] == [[seat, bid] for seat, bid in r.reizen]
    again = dk.replay(record)
    assert (again.phase, again.to_move, again.reizen, again.legal_actions()) == (
        "reizen", r.to_move, r.reizen, r.legal_actions())
    assert again.to_record() == record


def test_a_record_without_its_reizen_still_gets_the_bids_nobody_made_D40():
    """D40: a record that does not list the Reizen (hand-written) replays as before: the holder of the
    first solo keeps it, as nobody bids against it."""
    r = dk.Round.from_deal(HOCHZEIT_HANDS, rules="hausrunde")
    for action in ("gesund", "solo:jack-solo", "solo:queen-solo", "gesund", "passen", "passen", "passen"):
        r.apply(action)
    record = r.to_record()
    del record["reizen"]
    again = dk.replay(record)
    assert (again.phase, again.solo_game, again.contract_seat) == ("play", "jack-solo", 2)


def test_turnier_armut_without_fuechse_D11_D41():
    """D11, D41: Füchse not counted; all trumps laid down; asked from the poor player's left."""
    r = dk.Round.from_deal(POOR, rules="turnier", dealer=3)
    assert "armut" in r.legal_actions()
    r.apply("armut")
    for _ in range(3):
        r.apply("gesund")
    assert r.phase == "armut-offer" and r.to_move == 1
    assert [str(c) for c in r.armut["given"]] == ["SD", "SD", "SU"]
    r.apply("ablehnen")
    r.apply("annehmen")                                 # seat 2 takes them
    assert r.phase == "armut-return" and len(r.hand(2)) == 13
    for card in ("EO", "R10", "GO"):                    # any cards (D41)
        r.apply("zurueck:" + card)
    assert r.contract == "armut" and r.parties == ((0, 2), (1, 3))
    assert r.armut["returned_trumps"] == 3
    assert r.to_record()["armut"]["returned"] == ["EO", "R10", "GO"]


def test_armut_nobody_accepts_deal_again_D11():
    r = dk.Round.from_deal(POOR, rules="turnier", dealer=3)
    for action in ("armut", "gesund", "gesund", "gesund", "ablehnen", "ablehnen", "ablehnen"):
        r.apply(action)
    assert (r.phase, r.ending) == ("over", "redeal") and r.is_over and r.points == (0, 0, 0, 0)


def test_hausrunde_armut_fail_card_and_return_rule_D42():
    """D42: with two trumps one fail card may be added; the acceptor returns fail cards first."""
    hands = ["SU SD EK E10 ED GK G10 GD RK RD", "SK SK S10 S10 RU RU GU GU EU EU",
             "SO SO RO RO GO GO EO EO R10 R10", "EK E10 ED GK G10 GD RK RD SD SU"]
    r = dk.Round.from_deal(hands, rules="hausrunde", dealer=3)
    r.apply("armut")
    for _ in range(3):
        r.apply("gesund")
    assert r.phase == "armut-add"
    r.apply("beilegen:ED")
    assert r.to_move == 1                               # from the dealer's left
    r.apply("annehmen")
    # seat 1 now holds one fail card (ED, given): it may not keep it (min(3, 1) fail cards back)
    r.apply("zurueck:SK")
    r.apply("zurueck:S10")
    assert r.legal_actions() == ["zurueck:ED"]
    with pytest.raises(RuleError) as info:
        r.apply("zurueck:SU")
    assert info.value.rule == "D42"
    r.apply("zurueck:ED")
    assert r.contract == "armut" and r.armut["returned_trumps"] == 2


def test_throw_in_D38():
    """D38: turnier five Könige before the reservations; hausrunde six, as the last reservation."""
    kings5 = ["SK SK EK EK GK SU SD EO GO RO", "RK RK GK S10 S10 SD SU RU RU GU",
              "GU EU EU SO SO RO GO EO R10 R10", "E10 E10 ED ED G10 G10 GD GD RD RD"]
    r = dk.Round.from_deal(kings5, rules="turnier", dealer=3)
    assert r.phase == "throw-in" and r.to_move == 0
    r.apply("schmeissen")
    assert (r.phase, r.ending) == ("over", "thrown-in") and r.points == (0, 0, 0, 0)
    h = dk.Round.from_deal(kings5, rules="hausrunde", dealer=3)
    assert h.phase == "reservations" and "schmeissen" not in h.legal_actions()


def test_schweine_in_play_only_with_both_sd_dealt_D6_D43():
    """D43: Schweine in the normal game when one player was dealt both SD (schweine=True)."""
    r = start(QUEEN_HANDS, "hausrunde", ["gesund"] * 4)
    assert r.game.trumps[-1] is not dk.dk_card("SD")
    pigs = ["SD SD SU EK E10 ED GK G10 GD RK", "SK SK S10 S10 RU RU GU GU EU EO",
            "SO SO RO RO GO GO EO EU R10 R10", "EK E10 ED GK G10 GD RK RD RD SU"]
    r2 = dk.Round.from_deal(pigs, rules="hausrunde", schweine=True)
    for _ in range(4):
        r2.apply("gesund")
    assert r2.game.trumps[-1] is dk.dk_card("SD")      # seat 0 holds both SD
    with pytest.raises(RuleError):
        dk.Round.new(seed=1, rules="turnier", schweine=True)


def test_no_pflichtsolo_D44():
    """D44: no Pflichtsolo: the reservations offer none."""
    r = dk.Round.new(seed=3, rules="hausrunde")
    assert not any("pflicht" in str(a) for a in r.legal_actions())


def test_solo_lead_stays_with_dealer_left_D10():
    """D10: in a solo the player left of the dealer leads."""
    r = dk.Round.from_deal(QUEEN_HANDS, rules="turnier", dealer=2)
    for action in ("gesund", "gesund", "solo:queen-solo", "gesund"):
        r.apply(action)
    assert r.contract_seat == 1 and r.to_move == 3


@pytest.mark.parametrize(("seed", "rules", "actions", "phase"), [
    (77, "turnier", ["gesund", "armut", "gesund", "hochzeit:trumpf", "ablehnen", "ablehnen", "annehmen"],
     "armut-return"),
    (4811, "hausrunde", ["solo:color-solo:R", "gesund", "armut", "solo:color-solo:S", "reizen", "halten",
                         "reizen", "halten", "passen", "reizen", "halten", "reizen", "halten", "reizen",
                         "passen", "passen"], "armut-add"),
])
def test_a_copy_during_a_trumpfabgabe_is_independent_D11_D41_D42(seed, rules, actions, phase):
    """The cards laid down and given back (D41, D42) belong to each copy: playing on a copy (as the
    hint does) leaves the original round as it was, and both still finish and replay."""
    rnd = dk.Round.new(seed=seed, rules=rules)
    for action in actions:
        rnd.apply(action)
    assert rnd.phase == phase
    given, returned = list(rnd.armut["given"]), list(rnd.armut["returned"])
    hands = [list(h) for h in rnd.hands]
    branch = rnd.copy()
    player = dk.RandomPlayer(seed)
    while not branch.is_over:
        branch.apply(player.choose(branch))
    assert rnd.armut["given"] == given and rnd.armut["returned"] == returned
    assert [list(h) for h in rnd.hands] == hands and rnd.phase == phase
    while not rnd.is_over:                                   # the original plays on, its own way
        rnd.apply(player.choose(rnd))
    for done in (rnd, branch):
        again = dk.replay(done.to_record())
        assert again.points == done.points and again.history() == done.history()

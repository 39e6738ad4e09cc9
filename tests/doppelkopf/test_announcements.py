"""Announcements and deadlines (D13, D20-D27)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from hydra import doppelkopf as dk
from hydra.doppelkopf.announcements import CALLS, DEADLINES, HAUSRUNDE_CARD_COUNT, Announcements
from hydra.core.errors import RuleError

from .dk_helpers import HOCHZEIT_HANDS, QUEEN_HANDS, QUEEN_TRICKS, play, start


def test_deadlines_D13():
    """D13: turnier before the first card of tricks 2..6; hausrunde just after 5th, 9th card, ..."""
    assert DEADLINES["turnier"] == {"re": 4, "kontra": 4, "keine 90": 8, "keine 60": 12,
                                    "keine 30": 16, "schwarz": 20}
    assert DEADLINES["hausrunde"] == {"doppelt": 5, "keine 90": 9, "keine 60": 13, "keine 30": 17,
                                      "schwarz": 17}
    assert HAUSRUNDE_CARD_COUNT["keine 60"] == 14            # the other reading, shown as data
    assert [r.name for r in dk.readings("D13")] == ["trick", "card-count"]


def test_turnier_re_too_late_D13():
    """D13: Re after the first card of trick 2 is refused with the rule."""
    rnd = start(QUEEN_HANDS, "turnier", ["solo:queen-solo", "gesund", "gesund", "gesund"])
    play(rnd, QUEEN_TRICKS[:2])                              # 8 cards: the soloist leads trick 3
    assert rnd.to_move == 1 and "re" not in rnd.legal_actions()
    with pytest.raises(RuleError) as info:
        rnd.apply("re")
    assert info.value.rule == "D13" and "too late" in str(info.value)


def test_hausrunde_doppelt_until_just_after_fifth_card_D13():
    """D13: hausrunde Doppelt may still be said after the fifth card (card_index 5)."""
    rnd = start(QUEEN_HANDS, "hausrunde", ["solo:queen-solo", "gesund", "gesund", "gesund"])
    play(rnd, QUEEN_TRICKS[:1] + ["EO"])
    assert rnd.to_move == 2 and "doppelt" in rnd.legal_actions()
    rnd.apply("doppelt")
    rnd.apply("GD")
    with pytest.raises(RuleError) as info:
        rnd.apply("doppelt")                                 # seat 3: party already said it (D24)
    assert info.value.rule == "D24"


def test_announcements_in_turn_D20():
    """D20: only the player to move announces; a record out of turn is refused."""
    rnd = start(QUEEN_HANDS, "turnier", ["solo:queen-solo", "gesund", "gesund", "gesund"])
    play(rnd, QUEEN_TRICKS)
    record = rnd.to_record()
    record["announcements"] = [{"seat": 2, "call": "kontra", "card_index": 0}]
    with pytest.raises(RuleError) as info:
        dk.replay(record)
    assert info.value.rule == "D20"


def test_turnier_limit_needs_re_first_D21_and_includes_lower_D22():
    a = Announcements("turnier")
    assert a.refusal(0, "keine 90", 0, 0).rules == ("D21",)
    a.say(0, "re", 0, 0)
    a.say(0, "keine 60", 0, 9)                              # keine 90's deadline has passed
    assert a.level[0] == 2                                   # D22: keine 90 included
    assert a.refusal(0, "keine 90", 0, 9).rules == ("D22",)


def test_hausrunde_no_limit_skipped_D23():
    a = Announcements("hausrunde")
    assert a.refusal(0, "keine 60", 0, 0).rules == ("D23",)
    assert a.refusal(0, "keine 90", 0, 0) is None           # Doppelt is not a step (D23)


def test_doppelt_per_seat_or_per_party_D24():
    """D24: hidden parties: each player once (x16); known parties: once per party."""
    a = Announcements("hausrunde")
    for seat, party in ((0, 0), (1, 1), (2, 0), (3, 1)):
        a.say(seat, "doppelt", party, seat)
    assert a.doublings == 4                                  # 2**4 = 16
    k = Announcements("hausrunde", known=True)
    k.say(0, "doppelt", 0, 0)
    assert k.refusal(2, "doppelt", 0, 1).rules == ("D24",)


def test_doppelt_in_reply_one_trick_later_D25():
    """D25: after its deadline, Doppelt answers another player's announcement one trick later."""
    a = Announcements("hausrunde")
    assert a.refusal(1, "doppelt", 1, 6) is not None
    a.say(0, "keine 90", 0, 8)                               # deadline 9: reply until 13
    assert a.refusal(1, "doppelt", 1, 13) is None
    assert a.refusal(1, "doppelt", 1, 14).rules == ("D13", "D25")
    assert a.refusal(0, "doppelt", 0, 10) is not None        # not in reply to oneself


def test_turnier_hochzeit_deadlines_shift_D26():
    """D26: partner found in trick 2: Re until card 8, keine 90 until card 12; nothing before."""
    a = Announcements("turnier", known=True, hochzeit=True)
    assert a.refusal(1, "re", 0, 0).rules == ("D26", "D27")
    a.clarify(2)
    assert a.refusal(1, "re", 0, 7) is not None              # trick 2 not over yet
    assert a.refusal(1, "re", 0, 8) is None and a.refusal(1, "re", 0, 9) is not None
    assert a.deadline("keine 90") == 12


def test_hausrunde_hochzeit_deadlines_D27():
    """D27: Klärung in trick 1: Doppelt until one's own second card (card_index up to 7)."""
    rnd = start(HOCHZEIT_HANDS, "hausrunde", ["hochzeit", "gesund", "gesund", "gesund"])
    assert rnd.legal_actions() == [c for c in rnd.legal_actions() if not isinstance(c, str)]
    for card in "EK EK ED E10 R10 SK EO".split():           # trick 1, then 3 cards of trick 2
        rnd.apply(card)
    assert rnd.to_move == 2 and "doppelt" in rnd.legal_actions()   # card_index 7
    a = Announcements("hausrunde", known=True, hochzeit=True)
    a.clarify(1)
    assert a.deadline("doppelt") == 7 and a.deadline("keine 90") == 9


@given(st.sampled_from(["turnier", "hausrunde"]), st.booleans(), st.booleans(),
       st.integers(0, 3), st.lists(st.tuples(st.integers(0, 3), st.sampled_from(
           ["re", "kontra", "doppelt", "keine 90", "keine 60", "keine 30", "schwarz"]),
           st.integers(0, 24)), max_size=8), st.integers(0, 30), st.integers(0, 3))
def test_fast_allowed_agrees_with_problem_D13(rules, known, hochzeit, clar, said, k, seat):
    """The fast list of allowed calls equals the calls whose one check finds no problem."""
    a = Announcements(rules, known=known, hochzeit=hochzeit)
    if hochzeit and clar:
        a.clarify(clar)
    for s, call, index in sorted(said, key=lambda x: x[2]):
        if a.problem(s, call, s % 2, index) is None:
            a.say(s, call, s % 2, index)
    for party in (0, 1):
        want = [c for c in CALLS[rules] if a.problem(seat, c, party, k) is None]
        assert a.allowed(seat, party, k) == want

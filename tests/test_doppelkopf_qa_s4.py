"""QA findings on the Doppelkopf pages (rule card, differences, play page), each citing its D-id."""

from __future__ import annotations

import pytest

from tutor.doppelkopf.rulecard import RuleCard, choices, parse_param, rows


def _deadline_row(card: RuleCard) -> str:
    return next(r.text for r in rows(card) if r.topic == "Announcements and their deadlines")


def test_d13_rule_card_deadlines_follow_the_chosen_reading() -> None:
    """D13: the card-count reading moves keine 60 to card 14, keine 30 and schwarz to card 16."""
    trick = _deadline_row(RuleCard("hausrunde"))
    assert "keine 60 until card 13" in trick and "schwarz until card 17" in trick
    counted = _deadline_row(RuleCard.make("hausrunde", False, {"D13": "card-count"}))
    assert "keine 60 until card 14" in counted and "keine 60 until card 13" not in counted
    assert "keine 30 until card 16" in counted and "schwarz until card 16" in counted


def test_d29_turnier_reading_not_offered_to_the_hausrunde() -> None:
    """D29: "turnier-normal" is a reading of the Turnier's text only."""
    assert "D29" not in [c.key for c in choices("hausrunde")]
    assert "D29" in [c.key for c in choices("turnier")]
    # an older Hausrunde link that carried it still opens, the pick left out
    assert parse_param("hausrunde~D29:turnier-normal") == RuleCard("hausrunde")


def test_d36_kreuz_damen_point_text_says_silent_solo_as_the_engine_scores_it() -> None:
    """D36 ("gegen die Kreuz-Damen gewonnen"): the engine gives the point where Re is the party of the
    Kreuz-Damen, a silent solo included; the differences page must not say "not in a solo" alone."""
    from hydra.doppelkopf import get_game
    from hydra.doppelkopf import scoring
    from hydra.doppelkopf.compare_scores import against_the_old

    lines = scoring.sonderpunkte("hausrunde", get_game("normal", "hausrunde"), [], (0, 1, 1, 1), solo=True,
                                 kreuz_damen=True, win=1)           # a silent solo Kontra wins
    assert any(ln.party == 1 and ln.points == 1 for ln in lines)
    said = against_the_old().says_for("hausrunde")
    assert "silent solo" in said and "(not in a solo)" not in said
    card = next(r.text for r in rows(RuleCard("hausrunde")) if r.topic.startswith("Winning against"))
    assert "silent solo" in card


def test_the_lead_cites_d10_for_the_first_trick_and_d2_for_a_later_one() -> None:
    """D10: the dealer's left leads the first trick; later the trick's winner leads (D46), not D10."""
    from tutor.doppelkopf import DoppelkopfSession

    for seed in range(1, 40):
        session = DoppelkopfSession(rules="turnier", deal=f"{seed}-3")     # seat 0 is the dealer's left
        seen_first = seen_later = False
        while not session.round.is_over:
            hint = session.hint()
            assert hint is not None
            rnd = session.round
            if rnd.phase == "play" and not rnd.trick:
                status = session.status()
                if not rnd.tricks:
                    assert "(D10)" in status and "first trick" in status
                    seen_first = True
                else:
                    assert "(D10)" not in status and "won the last trick" in status and "(D46)" in status
                    seen_later = True
            assert (session.click_card(hint.card) if hint.card else session.act(hint.action)).ok
        if seen_first and seen_later:
            return
    raise AssertionError("no deal where the learner leads the first trick and a later one")


def test_the_play_session_module_stays_small_and_keeps_its_public_names() -> None:
    """House style: no module over ~500 lines; the session's text methods moved to round_text keep their names."""
    from pathlib import Path

    import tutor.doppelkopf as pkg
    from tutor.doppelkopf import DoppelkopfSession

    folder = Path(pkg.__file__).parent
    for module in folder.glob("*.py"):
        assert len(module.read_text(encoding="utf-8").splitlines()) <= 480, module.name
    for name in ("game_name", "game_text", "deadline_rule", "deadlines", "score", "score_summary"):
        assert callable(getattr(DoppelkopfSession, name))


@pytest.mark.parametrize("rules,deal", [("turnier", "26-3"), ("hausrunde", "66-3")])
def test_both_kreuz_damen_are_warned_of_a_silent_solo_before_gesund_D9_D29(rules: str, deal: str) -> None:
    """D9, D29: with both Kreuz-Damen and no reservation the learner plays a silent solo, one against three,
    times three: the prompt and the Gesund button say so before the click, not only after it."""
    from hydra.doppelkopf.reservations import eo_holders
    from tutor.doppelkopf import DoppelkopfSession

    session = DoppelkopfSession(rules=rules, deal=deal)
    rnd = session.round
    assert rnd.phase == "reservations" and eo_holders(rnd.hands, rnd.seats) == [0, 0]    # the engine's holders
    status = session.status()
    assert "both Kreuz-Damen" in status and "silent solo" in status and "D29" in status and "three times" in status
    gesund = next(c for c in session.choices() if c.action == "gesund")
    assert "silent solo" in gesund.label
    assert session.act("gesund").ok and session.round.contract == "silent-solo"     # what the warning promised


def test_no_silent_solo_warning_without_both_kreuz_damen_D9() -> None:
    """D8: a learner with one Kreuz-Dame or none is not told of a silent solo."""
    from tutor.doppelkopf import DoppelkopfSession

    session = DoppelkopfSession(rules="turnier", deal="5-3")
    assert session.round.phase == "reservations" and session.my_turn
    assert "silent solo" not in session.status()
    assert [c.label for c in session.choices() if c.action == "gesund"] == ["Gesund (no reservation)"]

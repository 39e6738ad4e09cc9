"""Findings of a learner's walk through the Doppelkopf play page's view (QA)."""

from __future__ import annotations

from tutor.doppelkopf import DoppelkopfSession
from widgets.doppelkopf.play_html import trick_html


def test_after_throwing_in_the_table_does_not_promise_a_score_D38_D45():
    """D38: five Könige in the Turnier may throw in; nobody scores and the same dealer deals again (D45).
    The table says so and points to Next round, instead of "the score and every trick are below"."""
    session = DoppelkopfSession(rules="turnier", deal="200-3")
    assert session.act("schmeissen").ok
    assert session.round.ending == "thrown-in"
    html = trick_html(session)
    assert "score and every trick are below" not in html
    assert "nobody scores" in html and "Next round" in html
    assert "rule: Who deals next" in html                    # D45, opened in place

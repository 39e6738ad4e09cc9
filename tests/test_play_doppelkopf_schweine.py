"""The Doppelkopf play page tells the learner who holds the Schweine as the engine names them
(Round.schweine_seat, D6, D43): only at a Hausrunde table with Schweine, only in a game that has them."""

from hydra.doppelkopf import Round
from tutor.doppelkopf import DoppelkopfSession
from tutor.doppelkopf.words import SCHWEINE_MINE


def _to_play(code, schweine):
    """The session of ``code`` after the learner said gesund at every turn, or None if it never plays."""
    session = DoppelkopfSession(deal=code, rules="hausrunde", schweine=schweine)
    for _ in range(10):
        if session.round.phase == "play" or not session.my_turn:
            break
        if not session.act("gesund").ok:
            return None
    return session if session.round.phase == "play" else None


def _schweine_deal():
    for seed in range(1, 3000):
        for dealer in range(4):
            if [str(c) for c in Round.new(seed=seed, rules="hausrunde", dealer=dealer).hand(0)].count("SD") < 2:
                continue
            session = _to_play(f"{seed}-{dealer}", True)
            if session is not None and session.round.schweine_seat == 0:
                return f"{seed}-{dealer}", session
    raise AssertionError("no deal found")


def test_the_schweine_holder_is_told_and_only_at_a_table_with_schweine():
    code, session = _schweine_deal()
    assert SCHWEINE_MINE in session.game_text()                              # D6: the engine names seat 0
    without = _to_play(code, False)
    assert without is not None and without.round.schweine_seat is None
    assert SCHWEINE_MINE not in without.game_text()                          # no Schweine at this table


def test_no_schweine_line_for_a_seat_the_engine_does_not_name():
    checked = {"someone else": 0, "nobody": 0}
    for seed in range(1, 200):
        session = _to_play(f"{seed}-0", True)
        if session is None or session.round.schweine_seat == 0:
            continue
        checked["nobody" if session.round.schweine_seat is None else "someone else"] += 1
        assert SCHWEINE_MINE not in session.game_text()                      # D43
    # Both cases were met, so the loop above checked something (it could pass empty before).
    assert min(checked.values()) > 0, checked

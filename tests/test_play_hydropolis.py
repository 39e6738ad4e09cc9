"""Play a game of Hydropolis (issue 20): the session behind notebooks/hydropolis-play.ipynb and its example
player. Every rule is the engine's (hydra.hydropolis); these tests check that the session asks it: the hint
is a legal lay that scores the most (P11), Undo goes back to the learner's last move through the engine's
history, links deal the same game and a stale or malformed link gets a sentence, a saved record replays
to the same points, and the end is explained as the rulings say (P13, P14)."""

from __future__ import annotations

import json
import random
import tempfile

import pytest

from hydra import hydropolis as hp
from tutor.hydropolis import DealLinkError, HydropolisRecords, HydropolisSession, best_move, parse_deal, replay_saved
from tutor.progress import ProgressStore
from tutor.table import TableSession

SPEC_DECK = [".b.b", "bb..", ".B..", ".r.r", "b.b.", "...B", "..bb", ".y..T", "...yO", ".b.b"]


def play_out(session: HydropolisSession, limit: int = 400) -> None:
    """The learner follows the hints to the end."""
    for _ in range(limit):
        if session.over:
            return
        hint = session.hint()
        assert hint is not None
        assert session.act(hint.action).ok
    raise AssertionError("the game did not end")


def test_the_session_is_a_table_session():
    """Issue 21's one play page: the Hydropolis session has every name of the protocol."""
    assert isinstance(HydropolisSession(deal="7-0"), TableSession)


@pytest.mark.parametrize("code", ["7-0", "12-0", "4711-0"])
def test_the_hint_is_legal_and_scores_the_most(code):
    """P11, P12: the hint is one of the engine's legal actions for the learner, and no legal lay scores more."""
    session = HydropolisSession(deal=code)
    for _ in range(12):
        if session.over:
            break
        hint = session.hint()
        assert hint is not None and hint.action in session.legal_actions()
        lays = [a for a in session.game.legal_actions() if isinstance(a, hp.Lay)]
        if lays:
            best = max(session.game.table.score(a.card, a.cell).total for a in lays)
            action = hp.parse_action(hint.action)
            assert isinstance(action, hp.Lay)
            assert session.game.table.score(action.card, action.cell).total == best
            assert f"{best} point" in hint.reason and "(P11)" in hint.reason
        assert session.act(hint.action).ok


def test_the_example_players_reason_names_cell_turn_points_and_parts():
    """The example player's reason is a sentence: which card, turned or not (P4), which cell, which turn, the
    points and their four parts (P11)."""
    game = hp.Game(3, deck=SPEC_DECK)
    choice = best_move(game)
    assert choice.score is not None and choice.score.total == 4
    assert choice.reason == ("Turn 1: lays `.b.b` (blue straight pipe, W to E) at (3,4), as it is in the hand, for "
                             "4 points (covering 0, neighbours 1, caps 0, pipes 3), the most of its 6 possible "
                             "lays (P11).")
    # a hand whose only lay is a card turned half-way: beside the outlet `...bO` (its pipe enters W),
    # `...B` fits only turned, as `.B..` west of it (P4, P8)
    game = hp.Game(2, deck=["...B", "...B", "...B", ".y..T", ".y..T", ".y..T", "...bO", ".b.b"])
    choice = best_move(game)
    assert str(choice.action) == ".B.. at (3,4)"
    assert "turned half-way (it is `...B` in the hand, P4)" in choice.reason
    assert "caps 1" in choice.reason and "Turn 1" in choice.reason


def test_the_example_player_draws_or_passes_with_a_reason():
    """P12: with no card that fits, it draws (or passes once the pile is empty), and says so."""
    game = hp.Game(2, deck=["b.b.", "b.b.", "b.b.", "b.b.", "b.b.", "b.b.", ".B..", ".r.r"])
    choice = best_move(game)
    assert choice.action == hp.DRAW and "only draws" in choice.reason and choice.score is None


def test_a_lay_says_its_points_part_by_part():
    """P11: the learner's lay is answered with its total and four parts, and each part's reason."""
    session = HydropolisSession(deal="7-0", players=2)
    hint = session.hint()
    assert hint is not None and hint.card is not None
    action = hp.parse_action(hint.action)
    assert isinstance(action, hp.Lay)
    outcome = session.lay(hint.card, action.cell, turned=action.card != hp.as_card(hint.card))
    assert outcome.ok and "covering" in outcome.message and "neighbours" in outcome.message
    assert outcome.message.startswith("You lay ")
    assert "P11" in outcome.message


def test_a_card_that_does_not_fit_gets_the_engines_sentence():
    """P8, P10: a lay where the card does not fit is refused with the engine's check sentence; nothing changes."""
    session = HydropolisSession(deal="7-0", players=2)
    card = str(session.view().hand[0])
    bad = next(hp.Cell(c, r) for c in range(9) for r in range(9)
               if session.game.table.check(card, (c, r)) is not None)
    before = session.record()
    outcome = session.lay(card, bad)
    assert not outcome.ok
    expected = str(session.game.table.check(card, bad))
    assert expected[:40].lower() in outcome.message.lower()
    assert session.record() == before
    assert not session.lay(card, (9, 4)).ok                          # off the table (P6)
    assert "table" in session.lay(card, (9, 4)).message
    typo = session.lay("bq..", (5, 4))                              # a mistyped card (P3)
    assert not typo.ok and "'q' at offset 1 of 'bq..' is not a side" in typo.message
    assert hp.as_card(".b.b") not in session.view().hand                # deal 7-0: `.b.b*`, `y..y`, `bbbb`
    assert "is not in your hand (P12)" in session.lay(".b.b", (5, 4)).message
    zugzwang = session.act("draw")                                  # a card fits, so it must be laid (P12)
    assert not zugzwang.ok and zugzwang.message.startswith("You can lay a card") and "Zugzwang" in zugzwang.message


def test_undo_goes_back_to_the_learners_last_move():
    """Undo takes back the learner's move and the example players' after it, through the engine's undo: the
    game is exactly as before the learner's move."""
    session = HydropolisSession(deal="12-0")
    first = session.hint()
    assert first is not None
    session.act(first.action)
    before = session.game.history()
    hand, points = session.view().hand, session.scores()
    hint = session.hint()
    assert hint is not None
    assert session.act(hint.action).ok
    assert len(session.game.history()) > len(before) + 1          # the others moved too
    outcome = session.undo()
    assert outcome.ok and "Taken back" in outcome.message
    assert session.game.history() == before and session.view().hand == hand and session.scores() == points
    assert session.my_turn and session.can_undo()


def test_nothing_to_undo_at_the_start():
    session = HydropolisSession(deal="12-0")
    assert not session.can_undo() and not session.undo().ok


def test_a_deal_link_deals_the_same_game():
    """?deal= with its options deals the same game, and the example players answer the same way."""
    one = HydropolisSession(deal="4711-0", players="4", target="50", wrench="1")
    assert one.link_query() == {"deal": "4711-0", "players": "4", "target": "50", "wrench": "1"}
    two = HydropolisSession(deal=one.link_query()["deal"], **{k: v for k, v in one.link_query().items() if k != "deal"})
    assert one.view() == two.view()
    for session in (one, two):
        for _ in range(3):
            hint = session.hint()
            assert hint is not None
            session.act(hint.action)
    assert one.record() == two.record()
    assert HydropolisSession(deal="5-0").link_query() == {"deal": "5-0"}


@pytest.mark.parametrize("link, words", [
    ("12-3", "it has no dealer, seat 0 lays first"),          # a link of another game's form (stale here)
    ("banana", "is not a game of Hydropolis"),
    ("", "is not a game of Hydropolis"),
    ("1234567890-0", "is not a game of Hydropolis"),
])
def test_a_stale_or_malformed_link_gets_a_sentence(link, words):
    with pytest.raises(DealLinkError) as refused:
        parse_deal(link)
    assert words in str(refused.value) and "?deal=4711-0" in str(refused.value)


@pytest.mark.parametrize("options, words", [
    ({"players": "7"}, "2 to 5 (P12)"), ({"players": "x"}, "not a number of players"),
    ({"target": "0"}, "1 to 999 (P13)"), ({"wrench": "maybe"}, "wrench=1"),
])
def test_bad_options_get_a_sentence(options, words):
    with pytest.raises(DealLinkError) as refused:
        HydropolisSession(deal="7-0", **options)
    assert words in str(refused.value)


def test_a_saved_game_replays_to_the_same_points():
    """A finished game is saved for the learner with its record; the record replays to the same points."""
    store = ProgressStore(tempfile.mkdtemp())
    session = HydropolisSession(store, deal="7-0", players="2", target="40")
    session.login("Ada")
    play_out(session)
    records = HydropolisRecords(store)
    assert session.learner is not None
    saved = records.saved(session.learner.id)
    assert len(saved) == 1
    code, record, points = saved[0]
    assert code == "7-0" and points == session.scores()[0]
    assert replay_saved(record).points == session.scores()
    assert json.loads(record)["moves"] == session.record()["moves"]
    assert session.stats().games == 1


def test_a_game_played_before_a_name_is_saved_at_login():
    store = ProgressStore(tempfile.mkdtemp())
    session = HydropolisSession(store, deal="7-0", players="2", target="30")
    play_out(session)
    assert session.stats().games == 1
    session.login("Bo")
    assert session.learner is not None and HydropolisRecords(store).stats(session.learner.id).games == 1


def test_the_end_by_the_target_is_explained():
    """P13: the game ends at once when a player's points reach the target; that player wins alone."""
    session = HydropolisSession(deal="7-0", players="2", target="30")
    play_out(session)
    game = session.game
    assert game.end == "target" and len(game.winners) == 1
    result = session.result()
    assert "target of 30 points" in result and "P13" in result
    assert session.status() == result
    assert any("wins" in line for line in session.end_lines())
    assert not session.act("draw").ok and not session.undo().ok and session.hint() is None


def test_the_end_by_passes_is_explained():
    """P13: with a target no one reaches, the game ends when every player passes in turn; most points win."""
    for seed in range(1, 40):
        session = HydropolisSession(deal=f"{seed}-0", players="2", target="999")
        play_out(session, 2000)
        if session.game.end == "passes":
            result = session.result()
            assert "Every player passed in turn" in result and "draw pile is empty" in result
            assert "Most points wins" in result and "(P13)" in result
            return
    raise AssertionError("no game ended by passes")


def test_the_wrench_variant_is_an_option():
    """P14: with the variant on, a lay of 15 or more gives a wrench; the view shows wrenches."""
    session = HydropolisSession(deal="3-0", players="2", target="999", wrench="1")
    assert session.view().wrench
    play_out(session, 2000)
    assert session.game.wrench
    off = HydropolisSession(deal="3-0", players="2", target="999")
    play_out(off, 2000)
    assert off.game.wrenches == (0, 0)
    big = [s.total for _, s in session.game.scores if s.total >= 15]
    assert sum(session.game.wrenches) == len(big)
    if session.game.end == "wrench":
        assert "three wrenches" in session.result() and "P14" in session.result()


def test_what_happened_comes_from_the_history():
    """One sentence per step of the engine's history (the first card first), the others' draws hidden."""
    session = HydropolisSession(deal="7-0", players="3")
    for _ in range(3):
        hint = session.hint()
        assert hint is not None
        session.act(hint.action)
    lines = session.happened()
    assert len(lines) == len(session.game.history())
    assert lines[0].startswith("The first card")
    assert any(line.startswith("You lay") for line in lines)
    assert any(line.startswith("Player 2 lays") for line in lines)


def test_another_seed_is_another_game():
    one, two = HydropolisSession(rng=random.Random(1)), HydropolisSession(rng=random.Random(2))
    assert one.code != two.code

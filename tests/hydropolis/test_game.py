"""The game (P12-P14, P20-P23) and the round protocol: legal_actions, apply, history, undo, view, records."""

from __future__ import annotations

import json

import pytest

from hydra.core.errors import NotationError, RuleError
from hydra.hydropolis import DECK, Card, Deal, Game, Lay, Step

# Two players: hands deck[0:3] and deck[3:6], the first card deck[6], then the pile (P12).
WRENCH_DECK = [".b.b*", "b.b.", ".b.b*", "bbbb", "b.b.", ".b.b", "bbbb",
               ".b.b*", ".b.b", ".b.b*", ".B..", ".B..", ".B.."]
WRENCH_MOVES = [".b.b* at (5,4)", "bbbb at (6,4)", "b.b. at (4,3)", "b.b. at (6,3)",
                ".b.b* at (5,4)", ".b.b at (3,4)", ".b.b* at (5,4)", ".b.b at (2,4)", ".b.b* at (5,4)"]


def play(game: Game, moves: list[str]) -> Game:
    for move in moves:
        game.apply(move)
    return game


def test_P12_the_deal_takes_hands_first_card_and_pile_from_the_deck_in_order():
    deck = [str(c) for c in DECK[:20]]
    game = Game(2, deck=deck)
    assert [[str(c) for c in h] for h in game.hands] == [deck[0:3], deck[3:6]]
    assert str(game.table.top((4, 4))) == deck[6] and [str(c) for c in game.pile] == deck[7:]
    assert game.to_move == 0 and game.phase == "play" and game.history()[0] == Step("deal", None, Deal(
        2, tuple(Card.parse(c) for c in deck), None))


def test_P12_a_seeded_game_shuffles_DECK_with_random_Random_seed():
    import random
    cards = list(DECK)
    random.Random(11).shuffle(cards)
    assert Game(4, seed=11).deck == tuple(cards)


@pytest.mark.parametrize("players", [1, 6, "3", True])
def test_P12_two_to_five_players(players):
    with pytest.raises(RuleError, match="2 to 5 players"):
        Game(players, seed=1)


def test_P12_a_deck_too_short_for_the_hands_and_the_first_card_is_refused():
    with pytest.raises(RuleError, match="at least 7 cards"):
        Game(2, deck=DECK[:6])


def test_P20_the_first_card_scores_for_nobody():
    game = Game(5, seed=3)
    assert game.points == (0, 0, 0, 0, 0) and game.scores == [] and len(game.table.laid) == 1


def test_P12_zugzwang_a_player_who_can_lay_may_not_draw_and_the_lay_draws_a_card():
    game = Game(2, deck=WRENCH_DECK)
    with pytest.raises(RuleError) as info:
        game.apply("draw")
    assert info.value.rule == "P12" and "Zugzwang" in str(info.value)
    score = game.apply(".b.b* at (5,4)")
    assert score is not None and score.total == 4 and len(game.hands[0]) == 3 and game.pile_size == 5
    assert game.to_move == 1 and game.points == (4, 0)


def test_P12_P21_a_player_who_cannot_lay_draws_and_holds_one_card_more_and_that_is_no_pass():
    deck = ["b.b.", "b.b.", "b.b.", "b.b.", "b.b.", "b.b.", ".B..", "b.b.", "b.b.", "b.b."]
    game = Game(2, deck=deck)                       # a cap card alone: no N-S straight fits anywhere
    assert game.legal_actions() == ["draw"]
    with pytest.raises(RuleError, match="still holds 3 cards"):
        game.apply("pass")
    for _ in range(3):
        game.apply("draw")
    assert [len(h) for h in game.hands] == [5, 4] and game.pile_size == 0 and not game.over
    assert game.legal_actions() == ["pass"]         # P21: the draws were not passes
    game.apply("pass")
    with pytest.raises(RuleError, match="the draw pile is empty"):
        game.apply("draw")
    game.apply("pass")
    assert game.over and game.end == "passes" and game.winners == (0, 1)      # P13: equal points share
    assert "every player passed" in game.describe_end()


def test_P22_a_pass_lasts_one_turn_a_lay_starts_the_count_again():
    deck = [".b.b", "b.b.", "b.b.", "b.b.", "b.b.", "b.b.", ".b.b"]
    game = Game(2, deck=deck)
    game.apply(".b.b at (5,4)")                     # seat 0 lays; the pile is empty
    game.apply("pass")                              # seat 1 cannot lay
    assert game.legal_actions() == ["pass"] and not game.over
    game.apply("pass")
    assert game.over and game.end == "passes" and game.winners == (0,)


def test_P13_the_target_ends_the_game_at_once_after_the_lay_before_the_draw():
    game = play(Game(2, deck=WRENCH_DECK, target=9), WRENCH_MOVES[:3])
    assert game.over and game.end == "target" and game.winners == (0,) and game.points == (9, 4)
    assert len(game.hands[0]) == 2                  # no draw after the winning lay
    assert game.legal_actions() == [] and game.to_move is None
    with pytest.raises(RuleError) as info:
        game.apply("pass")
    assert info.value.rule == "P13" and "the game is over" in str(info.value)


def test_P14_three_wrenches_win_at_once_and_the_variant_is_off_by_default():
    game = play(Game(2, deck=WRENCH_DECK, wrench=True), WRENCH_MOVES)
    assert [s.total for seat, s in game.scores if seat == 0] == [4, 5, 15, 15, 15]
    assert game.wrenches == (3, 0) and game.end == "wrench" and game.winners == (0,)
    off = play(Game(2, deck=WRENCH_DECK), WRENCH_MOVES)
    assert off.wrenches == (0, 0) and not off.over


def test_P14_the_wrench_wins_when_the_same_lay_also_reaches_the_target():
    game = play(Game(2, deck=WRENCH_DECK, wrench=True, target=50), WRENCH_MOVES)
    assert game.points[0] == 54 and game.end == "wrench"


def test_apply_takes_an_action_its_string_or_a_record_move_and_returns_the_score():
    for move in (Lay(Card.parse(".b.b*"), (5, 4)), ".b.b* at (5,4)", " .b.b*  (5, 4) ", [".b.b*", 5, 4]):
        game = Game(2, deck=WRENCH_DECK)
        assert game.apply(move).total == 4          # type: ignore[union-attr]
        assert str(game.history()[-1]) == "seat 0: .b.b* at (5,4)"


def test_P4_a_hand_card_may_be_laid_turned_and_the_face_as_laid_is_recorded():
    game = Game(2, deck=["...B", ".B..", "b.b.", "b.b.", "b.b.", "b.b.", ".b.b", "bbbb"])
    assert [str(a) for a in game.legal_actions()] == ["...B at (5,4)", ".B.. at (3,4)"]
    game.apply(".B.. at (3,4)")                     # the card with that face is taken first
    assert game.to_record()["moves"] == [[".B..", 3, 4]]
    assert game.hands[0] == [Card.parse(c) for c in ("...B", "b.b.", "bbbb")]
    turned = Game(2, deck=["...B", "b.b.", "b.b.", "b.b.", "b.b.", "b.b.", ".b.b", "bbbb"])
    turned.apply(".B.. at (3,4)")                   # failing that, the card whose turned face it is
    assert turned.hands[0] == [Card.parse(c) for c in ("b.b.", "b.b.", "bbbb")]
    assert Game.replay(turned.to_record()).hands == turned.hands


@pytest.mark.parametrize("bad, words", [("bq.. at (5,4)", "'q' at offset 1"), ("jump", "is not a move"),
                                        (".b.b at (5;4)", "is not a cell"), (42, "is not a move")])
def test_bad_strings_get_a_notation_error_sentence(bad, words):
    game = Game(2, deck=WRENCH_DECK)
    with pytest.raises(NotationError, match=words.replace("(", r"\(")):
        game.apply(bad)
    assert len(game.history()) == 1


@pytest.mark.parametrize("move, rule, words", [
    (".b.b* at (9,4)", "P6", "off the table"),
    (".b.b* at (4,4)", "P7", "which is not leaky"),
    (".b.b* at (4,5)", "P8", "Eine leere Kartenkante darf nicht an ein Rohr"),
    ("bbbb at (5,4)", "P12", "does not hold `bbbb`"),
])
def test_illegal_moves_get_a_rule_error_naming_the_rule_and_change_nothing(move, rule, words):
    game = Game(2, deck=WRENCH_DECK)
    before = game.to_record()
    with pytest.raises(RuleError) as info:
        game.apply(move)
    assert info.value.rule == rule and words in str(info.value)
    assert game.to_record() == before and game.hands[0] == [Card.parse(c) for c in WRENCH_DECK[:3]]


def test_apply_for_the_wrong_seat_is_refused():
    with pytest.raises(RuleError, match="seat 0's turn"):
        Game(2, deck=WRENCH_DECK).apply(".b.b* at (5,4)", seat=1)


def test_undo_gives_back_the_exact_state_before_the_last_action():
    game = play(Game(2, deck=WRENCH_DECK, wrench=True), WRENCH_MOVES[:4])
    before = (game.to_record(), game.points, [list(h) for h in game.hands], game.table.copy(), game.to_move)
    game.apply(WRENCH_MOVES[4])
    game.undo()
    assert (game.to_record(), game.points, [list(h) for h in game.hands], game.table, game.to_move) == before
    assert game.legal_actions() == Game.replay(game.to_record()).legal_actions()
    with pytest.raises(RuleError, match="nothing to take back"):
        Game(2, deck=WRENCH_DECK).undo()


def test_P23_a_view_holds_the_own_hand_and_only_counts_of_the_others():
    game = play(Game(3, seed=5), [])
    view = game.view(2)
    assert view.hand == tuple(game.hands[2]) and view.hand_sizes == (3, 3, 3) and view.pile == 50
    assert view.table == game.table and view.table is not game.table
    import dataclasses
    assert {f.name for f in dataclasses.fields(view)} == {
        "seat", "hand", "table", "hand_sizes", "pile", "points", "wrenches", "to_move", "phase", "last",
        "target", "wrench", "end", "winners", "ending"}             # no other hand, no deck, no pile order
    assert isinstance(view.pile, int) and view.last == game.table.last
    with pytest.raises(RuleError, match="no seat 3"):
        game.view(3)


def test_a_record_is_the_spec_json_and_replays_to_the_same_game():
    game = play(Game(2, deck=WRENCH_DECK, wrench=True), WRENCH_MOVES)
    record = game.to_record()
    assert set(record) == {"players", "seed", "deck", "moves", "target", "wrench"}
    assert record["moves"][:2] == [[".b.b*", 5, 4], ["bbbb", 6, 4]] and record["wrench"] is True
    again = Game.replay(json.dumps(record))
    assert again.points == game.points and again.table == game.table and again.history() == game.history()
    assert again.end == "wrench"


def test_a_record_that_stops_early_is_a_game_not_yet_over_and_a_move_after_the_end_is_an_error():
    record = play(Game(2, deck=WRENCH_DECK, wrench=True), WRENCH_MOVES).to_record()
    early = dict(record, moves=record["moves"][:5])
    assert not Game.replay(early).over and Game.replay(early).to_move == 1
    late = dict(record, moves=record["moves"] + ["pass"])
    with pytest.raises(RuleError) as info:
        Game.replay(late)
    assert info.value.rule == "P13" and "move 10" in str(info.value) and "after the end" in str(info.value)


def test_a_hand_written_record_with_a_null_deck_shuffles_DECK_by_its_seed():
    game = Game.replay({"players": 3, "seed": 8, "deck": None, "moves": []})
    assert game.deck == Game(3, seed=8).deck and game.target == 100 and game.wrench is False


@pytest.mark.parametrize("record, words", [
    ("{not json", "not JSON"), ([], "a record is a JSON object"), ({"players": 2}, "no 'moves'"),
    ({"players": 2, "deck": None, "moves": []}, "needs a seed"),
    ({"players": 2, "seed": 1, "deck": None, "moves": [["zz", 1, 1]]}, "move 1"),
    ({"players": 2, "seed": 1, "deck": None, "moves": [], "colour": 1}, "keys"),
    ({"players": 2, "seed": [1], "deck": None, "moves": []}, "a seed is a number or a text"),
    ({"players": 2, "seed": 1, "deck": [[1]] * 7, "moves": []}, "is not a card"),
    ({"players": 2, "seed": 1, "deck": ".b.b", "moves": []}, "a deck is a list of cards"),
])
def test_bad_records_get_a_sentence(record, words):
    with pytest.raises((RuleError, NotationError), match=words):
        Game.replay(record)

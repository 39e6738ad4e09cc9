"""The engine's fast paths give the answers of the rules they stand for (issue 13: speed).

A round plays from tables built once per game (the distinct cards of each hand by the suit they
follow, card indices beside the hand) and deals with ``random.Random.shuffle`` written out. These
tests check each table against the one place its rule is decided: D7 (following suit) in
:meth:`hydra.hydra.games.Game.legal`, D2 (the deal) in ``random.Random(seed).shuffle``.
"""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from hydra.core.errors import HydraError, IllegalCard
from hydra import doppelkopf as dk
from hydra.doppelkopf.announcements import CALLS, Announcements
from hydra.doppelkopf.deal import PACKETS, deal, playing_seats
from hydra.doppelkopf.reservations import (EO, armut_trumps, hand_counts, hands_counts, kings, option_words,
                                           options, throw_in_seats)
from hydra.hydra.cards import CARDS


def _shuffled_deal(seed, players, dealer):
    """The deal as the text says it (D2): shuffle, then packets of 3, 4, 3 from the dealer's left."""
    deck = list(dk.DECK)
    random.Random(seed).shuffle(deck)
    hands = [[] for _ in range(players)]
    pos = 0
    for packet in PACKETS:
        for seat in playing_seats(players, dealer):
            hands[seat] += deck[pos:pos + packet]
            pos += packet
    return tuple(tuple(h) for h in hands)


def test_deal_is_random_shuffle_and_packets_D2():
    """The written-out shuffle draws exactly what random.Random.shuffle draws (D2: same seed, same cards)."""
    seeds = list(range(400)) + ["4711-2", "abc", 2**40 + 3, -5, None.__class__.__name__]
    for i, seed in enumerate(seeds):
        players = 4 + i % 2
        dealer = i % players
        assert deal(seed, players, dealer) == _shuffled_deal(seed, players, dealer), seed


def test_deal_still_checks_the_table_D2():
    for players, dealer in ((3, 0), (5, 5), (True, 0), (4, -1), (4, True), (4.0, 0)):
        try:
            deal(1, players, dealer)
        except HydraError as error:
            assert "D2" in str(error)
        else:
            raise AssertionError((players, dealer))


def _play_to(seed, rules, schweine, steps, players):
    """A seeded random round stopped after ``steps`` actions, with each hand as play began."""
    rnd = dk.Round.new(seed=seed, rules=rules, players=players, dealer=seed % players,
                       schweine=schweine and rules == "hausrunde")
    rng = random.Random(seed)
    start = None
    for _ in range(steps):
        if rnd.is_over:
            break
        if rnd.phase == "play" and start is None:
            start = [list(h) for h in rnd.hands]
        actions = rnd.legal_actions()
        rnd.apply(actions[int(rng.random() * len(actions))])
    if rnd.phase == "play" and start is None:
        start = [list(h) for h in rnd.hands]
    return rnd, start


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 10**9), st.sampled_from(dk.RULE_SETS), st.booleans(), st.integers(0, 70),
       st.sampled_from([4, 5]))
def test_legal_actions_from_tables_are_game_legal_D7(seed, rules, schweine, steps, players):
    """The table-driven legal cards are Game.legal's (D7), each once, in the hand's order."""
    rnd, start = _play_to(seed, rules, schweine, steps, players)
    if rnd.phase != "play":
        return
    seat = rnd.to_move
    hand = rnd.hands[seat]
    # each card once, in the order the hand held it when play began (a copy played keeps its place)
    distinct = [c for c in dict.fromkeys(start[seat]) if any(c is h for h in hand)]
    cards = [a for a in rnd.legal_actions() if not isinstance(a, str)]
    assert cards == rnd.game.legal(distinct, rnd.trick)
    assert set(rnd.legal_cards()) == set(cards)
    assert rnd.legal_cards() == rnd.game.legal(hand, rnd.trick)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 10**9), st.sampled_from(dk.RULE_SETS), st.integers(0, 70))
def test_a_card_is_accepted_exactly_when_game_legal_allows_it_D7(seed, rules, steps):
    """apply() takes a card exactly when Game.is_legal does (D7); a refused card changes nothing."""
    rnd, _ = _play_to(seed, rules, False, steps, 4)
    if rnd.phase != "play":
        return
    seat = rnd.to_move
    hand = list(rnd.hands[seat])
    for card in dk.CARDS:
        held = any(card is h for h in hand)
        legal = held and rnd.game.is_legal(hand, rnd.trick, card)
        branch = rnd.copy()
        try:
            branch.apply(card)
        except IllegalCard as error:
            assert not legal and error.rule == "D7"
            assert branch.to_record() == rnd.to_record() and branch.legal_actions() == rnd.legal_actions()
        else:
            assert legal, card
            assert branch.history()[-1] == ("play", seat, card) and str(branch.history()[-1].action) == str(card)
            assert len(branch.hands[seat]) == len(hand) - 1


def test_tables_follow_the_round_through_copy_and_undo_D7():
    """A copy plays on its own tables; undo rebuilds them (the legal actions are the same again)."""
    for seed in range(40):
        rnd, _ = _play_to(seed, dk.RULE_SETS[seed % 2], False, 30, 4)
        if rnd.phase != "play":
            continue
        before = rnd.legal_actions()
        branch = rnd.copy()
        while not branch.is_over:
            branch.apply(branch.legal_cards()[0])
        assert rnd.legal_actions() == before
        rnd.apply(rnd.legal_cards()[-1])
        rnd.undo()
        assert rnd.legal_actions() == before


@given(st.sampled_from(["turnier", "hausrunde"]), st.booleans(), st.booleans(),
       st.integers(0, 3), st.lists(st.tuples(st.integers(0, 3), st.sampled_from(
           ["re", "kontra", "doppelt", "keine 90", "keine 60", "keine 30", "schwarz"]),
           st.integers(0, 24)), max_size=8), st.integers(0, 3))
def test_open_until_never_hides_an_allowed_call_D13(rules, known, hochzeit, clar, said, seat):
    """The round stops asking for calls after open_until: no call may be said then (D13, D21-D27)."""
    a = Announcements(rules, known=known, hochzeit=hochzeit)
    if hochzeit and clar:
        a.clarify(clar)
    for s, call, index in sorted(said, key=lambda x: x[2]):
        if a.problem(s, call, s % 2, index) is None:
            a.say(s, call, s % 2, index)
    for party in (0, 1):
        for k in range(a.open_until[party] + 1, 45):
            assert a.allowed(seat, party, k) == []
            assert all(a.problem(seat, c, party, k) is not None for c in CALLS[rules])


def test_reservation_options_count_as_the_rules_say_D8_D11_D12():
    """options() counts a hand in one pass; it offers what the three counts say (D8, D11, D12)."""
    rng = random.Random(13)
    for _ in range(3000):
        hand = [rng.choice(CARDS) for _ in range(rng.randint(0, 12))]
        for rules in dk.RULE_SETS:
            want = ["gesund"] + ["solo:" + g for g in dk.games(rules)[1:]]
            if sum(1 for c in hand if c is EO) == 2:
                want += (["hochzeit"] if rules == "hausrunde" else
                         ["hochzeit:fehl", "hochzeit:trumpf", "hochzeit:erster"])
            if armut_trumps(hand, rules) <= 3:
                want.append("armut")
            if rules == "hausrunde" and kings(hand) >= 6:
                want.append("schmeissen")
            assert options(hand, rules) == want, hand
            assert option_words(hand_counts(hand, rules), rules) == tuple(want)   # what a round offers


def test_throw_in_seats_are_the_seats_with_five_koenige_D38():
    """The packed count finds exactly the seats holding five Könige or more (turnier, D38)."""
    rng = random.Random(5)
    kings_ = [c for c in dk.CARDS if c.rank == "K"]
    for _ in range(3000):
        hands = [[rng.choice(kings_ if rng.random() < 0.5 else dk.CARDS) for _ in range(10)]
                 for _ in range(4)]
        want = [s for s in range(4) if kings(hands[s]) >= 5]
        assert throw_in_seats(hands, (0, 1, 2, 3)) == want
        for rules in dk.RULE_SETS:              # the round counts the four hands in one call
            assert hands_counts(hands, rules) == [hand_counts(h, rules) for h in hands]


def test_a_listed_reservation_skips_only_the_normalising_D12():
    """apply() takes a reservation exactly as legal_actions listed it without normalising and checking
    it again; the result is the one the checked path (step) gives for the same word written loosely."""
    from hydra.doppelkopf.reservations import normalise_action
    rng = random.Random(12)
    for seed in range(300):
        rules = dk.RULE_SETS[seed % 2]
        rnd = dk.Round.new(seed=seed, rules=rules, dealer=seed % 4)
        while rnd.phase == "reservations":
            actions = rnd.legal_actions()
            for action in actions:
                assert normalise_action(action) == action
                fast, checked = rnd.copy(), rnd.copy()
                fast.apply(action)
                checked.apply(" " + action.upper() + " ")           # not as listed: step() decides
                assert fast.history() == checked.history() and fast.to_record() == checked.to_record()
                assert (fast.phase, fast.to_move, fast.legal_actions()) == \
                    (checked.phase, checked.to_move, checked.legal_actions())
            rnd.apply(actions[int(rng.random() * len(actions))])


def _game_lines_as_written(rules, win, eyes, tricks, levels):
    """game_lines before it was made once per case: D30, D31 (turnier) and D35 (hausrunde) step by step."""
    from hydra.doppelkopf.scoring import LIMIT_EYES, ScoreLine, limit_reached  # the rule itself
    if win is None:
        return []
    name = ("keine 90", "keine 60", "keine 30", "schwarz")
    lose = 1 - win
    lines = [ScoreLine(win, "gewonnen" if rules == "hausrunde" else "gewonnen (keine 120)", 1,
                       "D31" if rules == "turnier" else "D35")]
    reached = [lv for lv in (1, 2, 3, 4) if limit_reached(lv, eyes[lose], tricks[lose])]
    failed = levels[lose] if levels[lose] and not limit_reached(levels[lose], eyes[win], tricks[win]) else 0
    if rules == "turnier":
        for lv in range(1, max(len(reached), failed) + 1):
            what = f"unter {LIMIT_EYES[lv]} gespielt" if lv < 4 else "schwarz gespielt"
            if lv > len(reached):
                what += " (als wäre die Absage erreicht worden)"
            lines.append(ScoreLine(win, what, 1, "D30"))
        for party in (0, 1):
            for lv in range(1, levels[party] + 1):
                lines.append(ScoreLine(win, f"{name[lv - 1]} angesagt ({'Re' if party == 0 else 'Kontra'})",
                                       1, "D31"))
        if win == 1:
            lines.append(ScoreLine(win, "gegen die Alten gewonnen", 1, "D31"))
        return lines
    for lv in reached:
        lines.append(ScoreLine(win, f"unter {LIMIT_EYES[lv]} gespielt" if lv < 4 else "schwarz", 1, "D35"))
    for party in (0, 1):
        for lv in range(1, levels[party] + 1):
            lines.append(ScoreLine(win, f"{name[lv - 1]} abgesagt ({'Re' if party == 0 else 'Kontra'})",
                                   1, "D35"))
    against = {1: 120, 2: 90, 3: 60, 4: 30}
    for lv in range(1, levels[lose] + 1):
        if eyes[win] >= against[lv]:
            lines.append(ScoreLine(win, f"{against[lv]} Augen gegen {name[lv - 1]} erreicht", 1, "D35"))
    return lines


def test_game_lines_made_once_per_case_are_the_lines_as_written_D30_D31_D35():
    """game_lines keeps its lines per case (the limits reached, a missed announcement, the eyes
    against one): for every split of the eyes, levels and winner they are the lines as written."""
    from hydra.doppelkopf.scoring import game_lines
    for rules in dk.RULE_SETS:
        for re_eyes in range(241):
            eyes = (re_eyes, 240 - re_eyes)
            for tricks in ((10, 0), (0, 10), (6, 4)) if re_eyes in (0, 240) else ((6, 4), (9, 1)):
                for levels in [(a, b) for a in range(5) for b in range(5)]:
                    for win in (0, 1, None):
                        # (the lines as printed; the facts each carries: test_score_sheet_facts.py)
                        assert [ln[:5] for ln in game_lines(rules, win, eyes, tricks, levels)] == [
                            ln[:5] for ln in _game_lines_as_written(rules, win, eyes, tricks, levels)], \
                            (rules, win, eyes, levels)


def test_score_counts_in_one_pass_what_its_parts_say_D30_D36():
    """Round.result (one pass over the tricks) gives the eyes and tricks counted card by card, and the
    lines of game_lines followed by sonderpunkte (D30-D37)."""
    from hydra.doppelkopf.scoring import game_lines, re_needs, sonderpunkte, winner
    rng = random.Random(3)
    for seed in range(400):
        rnd = dk.Round.new(seed=seed, rules=dk.RULE_SETS[seed % 2], players=4 + seed % 2,
                           dealer=seed % 4, schweine=seed % 4 == 0)
        while not rnd.is_over:
            actions = rnd.legal_actions()
            rnd.apply(actions[int(rng.random() * len(actions))])
        if rnd.ending != "played":
            continue
        res = rnd.result
        eyes, won = [0, 0], [0, 0]
        for cards, seats, w in rnd.tricks:
            eyes[rnd.party[seats[w]]] += sum(c.eyes for c in cards)
            won[rnd.party[seats[w]]] += 1
        assert res.eyes == tuple(eyes) and res.tricks == tuple(won)
        dpl = [any(c.call == "doppelt" and rnd.party[c.seat] == p for c in rnd.calls.calls) for p in (0, 1)]
        win = winner(rnd.rules, eyes, won, rnd.calls.level, dpl)
        kd = rnd.contract in ("normal", "hochzeit", "silent-solo")
        want = game_lines(rnd.rules, win, eyes, won, rnd.calls.level, re_needs(rnd.rules, dpl)) + sonderpunkte(
            rnd.rules, rnd.game, rnd.tricks, rnd.party, solo=rnd.is_solo, kreuz_damen=kd, win=win,
            silent=rnd.contract == "silent-solo")
        assert res.winner == win and list(res.lines) == want


def test_every_trick_goes_where_game_winner_says_D5_D6_D7():
    """The round decides a complete trick with Game.winner written out for four cards: every trick of
    random rounds (both rule sets, Schweine, solos, Hochzeit) goes to Game.winner's card (D5-D7)."""
    rng = random.Random(8)
    games = set()
    for seed in range(600):
        rules = dk.RULE_SETS[seed % 2]
        rnd = dk.Round.new(seed=seed, rules=rules, dealer=seed % 4,
                           schweine=rules == "hausrunde" and seed % 4 == 0)
        while not rnd.is_over:
            actions = rnd.legal_actions()
            rnd.apply(actions[int(rng.random() * len(actions))])
        for number, (cards, _seats, index) in enumerate(rnd.tricks, 1):
            assert index == rnd.trick_game(number).winner(cards), (seed, cards)     # D43: a Hochzeit alone
        games.add(rnd.game.id)
    assert len(games) >= 8                  # normal, with Schweine, colour solos, Damen-, Buben-, As-Solo


def test_get_game_by_exact_id_is_the_checked_lookup_D3_D6():
    """get_game returns a game named exactly as written here at once; the checked path (ids in any case,
    Game objects) gives the same game, and what it refuses is still refused (D3, D6)."""
    from hydra.core.errors import NotationError, RuleError
    for rules in dk.RULE_SETS:
        for gid in dk.GAME_IDS[rules]:
            game = dk.get_game(gid, rules)
            assert dk.get_game(" " + gid.upper().replace("COLOR-SOLO", "color-solo") + " ", rules) is game
            assert dk.get_game(game, rules) is game and game.id == gid
    assert dk.get_game("normal", "hausrunde", True).name.endswith("mit Schweinen")
    for args, error in ((("queen-solo", "hausrunde", True), RuleError), (("normal", "turnier", True), RuleError),
                        (("mixed-solo", "turnier", False), RuleError), (("normal", "skat", False), RuleError),
                        (("nonsense", "turnier", False), NotationError), (("normal", ["turnier"], False), RuleError)):
        try:
            dk.get_game(*args)
        except error:
            pass
        else:
            raise AssertionError(args)


def test_check_hands_by_card_index_is_the_deck_compared_card_by_card_D1_D2():
    """check_hands compares the hands' card indices with the deck's; it accepts exactly the hands that
    hold the 40 cards, every card twice, as comparing the sorted cards themselves does (D1, D2)."""
    from hydra.doppelkopf.deal import check_hands
    from hydra.core.errors import RuleError
    rng = random.Random(1)
    deck = sorted(dk.DECK)
    for k in range(600):
        cards = list(dk.DECK)
        rng.shuffle(cards)
        if k % 3:                                  # one card replaced by another Doppelkopf card
            cards[rng.randrange(40)] = rng.choice(dk.CARDS)
        hands = [cards[0:10], cards[10:20], cards[20:30], cards[30:40]]
        want = sorted(cards) == deck
        try:
            got = check_hands(hands, 4)
        except RuleError as error:
            assert not want and error.rule == "D1"
        else:
            assert want and got == hands
    for bad, rule in ((dk.DECK[:30], "D2"), ([list(dk.DECK[:20]), list(dk.DECK[20:])], "D2")):
        try:
            check_hands(bad, 4)
        except RuleError as error:
            assert error.rule == rule
        else:
            raise AssertionError(bad)


def test_hands_counts_is_the_count_card_by_card_D8_D11_D12():
    """hands_counts gives, per hand of any size, the trumps for a Trumpfabgabe, the Kreuz-Damen and the
    Könige counted card by card (D8, D11, D12)."""
    rng = random.Random(17)
    for _ in range(2000):
        hands = [[rng.choice(dk.CARDS) for _ in range(rng.choice((0, 9, 10, 10, 11)))] for _ in range(4)]
        for rules in dk.RULE_SETS:
            want = [armut_trumps(h, rules) + 256 * sum(1 for c in h if c is EO) + 65536 * kings(h) for h in hands]
            assert hands_counts(hands, rules) == want, hands

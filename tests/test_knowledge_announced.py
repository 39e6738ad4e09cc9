"""What the whole table knows of the game before and during play (hydra.hydra.knowledge.Announced,
SeatView.table): R7 (calls, a solo beats an Antrag, earlier from the dealer's left wins), R9 (the
open Antrag: offered from the proposer's left; accepted, the pair plays against three; declined, a
healthy game), R14 (every morbus player names its reservation in order) and R16 (a solo and an
accepted Antrag are public, so their parties are known to all from the start)."""

import hydra
from hydra.hydra.knowledge import announced


def antrag_round(deal="4711-2", answers=("accept",)):
    """Deal 4711-2 (seat 3 proposes an Antrag with HY face up, seat 4 declines) up to seat 0's answer,
    then ``answers`` from seat 0 on."""
    seed, dealer = map(int, deal.split("-"))
    rnd = hydra.Round.new(seed=seed, dealer=dealer)
    player = hydra.CallingPlayer(seed)
    while rnd.phase != "antrag-offer" or rnd.to_move != 0:
        rnd.apply("valeo" if rnd.to_move == 0 else player.choose(rnd))
    for word in answers:
        rnd.apply(word)
    return rnd


def test_r9_an_offered_antrag_is_public_but_its_parties_are_not_yet():
    rnd = antrag_round(answers=())
    for seat in rnd.seats:
        view = rnd.view(seat)
        table = view.table
        assert (table.stage, table.proposer, str(table.open_card)) == ("antrag", 3, "HY")
        assert table.declined == (4,) and table.to_ask == (0, 1, 2)        # from the proposer's left (R9)
        assert table.parties is None and view.knowledge is None          # nobody has accepted yet
    assert rnd.view(0).table == rnd.view(3).table                        # the same for every seat


def test_r9_r16_an_accepted_antrag_is_known_to_proposer_acceptor_and_third_seat_before_play():
    rnd = antrag_round()
    assert rnd.phase == "antrag-return"                                  # the acceptor still gives back
    assert rnd.formation is None
    for seat in rnd.seats:
        view = rnd.view(seat)
        assert view.table.stage == "antrag-accepted" and view.table.accepted_by == 0
        assert view.table.parties.parties == ((0, 3), (1, 2, 4))
        knowledge = view.knowledge
        assert knowledge is not None and knowledge.is_certain and knowledge.kind == "proposal"
    assert rnd.view(3).knowledge.partners() == (0,)                      # the proposer
    assert rnd.view(0).knowledge.partners() == (3,)                      # the acceptor
    third = rnd.view(1).knowledge                                        # a third seat
    assert third.partners() == (2, 4) and third.together(1, 3) is False and third.together(0, 3) is True


def test_r9_r16_an_accepted_antrag_stays_known_through_play():
    rnd = antrag_round()
    player = hydra.CallingPlayer(1)
    while not rnd.is_over:
        rnd.apply(player.choose(rnd))
        for seat in (0, 1, 3):
            view = rnd.view(seat)
            assert view.table.stage == "antrag-accepted"
            assert view.knowledge.possible == (rnd.formation,) or rnd.formation is None


def test_r9_a_declined_antrag_makes_a_healthy_game_with_a_known_pair_holder():
    rnd = antrag_round(answers=("decline",))
    player = hydra.CallingPlayer(2)
    while rnd.phase == "antrag-offer":
        rnd.apply("decline" if rnd.to_move in (1, 2) else player.choose(rnd))
    assert rnd.phase == "play"
    for seat in rnd.seats:
        table = rnd.view(seat).table
        assert (table.stage, table.proposer, table.declined, table.parties) == ("antrag-declined", 3,
                                                                               (4, 0, 1, 2), None)
        assert rnd.view(seat).knowledge is not None                      # a healthy game: reasoned (R10)


def test_r7_r14_a_solo_named_first_is_certain_before_the_later_reservation_is_named():
    rnd = hydra.Round.new(seed=3, dealer=0)
    for word in ("morbus", "morbus", "valeo", "valeo", "valeo"):
        rnd.call(word)
    assert announced(rnd).stage == "reservations" and announced(rnd).to_name == (1, 2)
    assert rnd.view(3).knowledge is None
    rnd.declare("solo", "color-solo:G")                                  # seat 1, the dealer's left
    table = rnd.view(4).table
    assert rnd.phase == "declare" and rnd.to_move == 2                   # seat 2 still names one (R14)
    assert (table.stage, table.soloist, table.solo_game, table.to_name) == ("solo", 1, "color-solo:G", (2,))
    assert rnd.view(2).knowledge.partners() == (0, 3, 4)                 # known to all (R16)


def test_r7_an_antrag_named_first_is_not_certain_while_a_later_seat_may_name_a_solo():
    rnd = hydra.Round.new(seed=3, dealer=0)                              # seat 1 holds a pair
    for word in ("morbus", "morbus", "valeo", "valeo", "valeo"):
        rnd.call(word)
    rnd.declare("antrag")
    table = announced(rnd)
    assert (table.stage, table.antrags, table.to_name, table.parties) == ("reservations", (1,), (2,), None)
    rnd.declare("solo", "normal-solo")                                   # seat 2's solo beats it (R7)
    assert (announced(rnd).stage, announced(rnd).soloist) == ("solo", 2)


def test_calls_and_throw_in_stages():
    rnd = hydra.Round.new(seed=2)
    assert announced(rnd).stage in ("calls", "throw-in")
    rnd.call("morbus")
    assert announced(rnd).morbus == (1,) and announced(rnd).to_name == ()   # the calls are not over
    for _ in range(4):
        rnd.call("valeo")
    assert announced(rnd).to_name == (1,)
    healthy = hydra.Round.new(seed=7)
    for _ in range(5):
        healthy.call("valeo")
    assert announced(healthy).stage == "healthy" and announced(healthy).parties is None


def test_r9_r11_the_offer_order_and_the_declines_match_the_history_with_five_and_six_players():
    """R9: offered clockwise from the proposer's left; R11: a six-player dealer sits out and is not
    asked. What the table says was declined is exactly what the history shows, for every seat."""
    import random
    checked = 0
    for seed in range(300):
        players, dealer = 5 + seed % 2, seed % 5
        rnd = hydra.Round.new(seed=seed, players=players, dealer=dealer)
        rng = random.Random(seed)
        while not rnd.is_over and rnd.phase != "play":
            if rnd.phase == "antrag-offer":
                table = announced(rnd)
                said = tuple(s.seat for s in rnd.history() if s.phase == "antrag-offer")
                assert table.to_ask[0] == rnd.to_move and table.declined == said
                assert set(table.declined) | set(table.to_ask) == set(rnd.seats) - {table.proposer}
                assert rnd.dealer not in table.to_ask or players == 5
                checked += 1
            actions = rnd.legal_actions()
            if rnd.phase == "calls":
                action = "morbus" if hydra.hydra.calls.antrag_pairs(rnd.hand(rnd.to_move)) else "valeo"
            elif rnd.phase == "declare":
                action = next((a for a in actions if a.startswith("antrag")), actions[0])
            elif rnd.phase == "antrag-offer":
                action = "accept" if rng.random() < 0.2 else "decline"
            else:
                action = actions[0] if rnd.phase != "throw-in" else "keep"
            rnd.apply(action)
        if rnd.phase == "play" and rnd.proposal:
            table = announced(rnd)
            assert table.stage == ("antrag-accepted" if "accepted_by" in rnd.proposal else "antrag-declined")
    assert checked > 50

"""Learner-facing words of the Doppelkopf engine, as each rule set writes them (QA, session 5)."""

from hydra.doppelkopf import Round
from hydra.doppelkopf.compare_scores import herzstich
from hydra.doppelkopf.compare_tricks import schweine
from hydra.doppelkopf.players import RuleBasedPlayer


def _announcement_reasons(rules, rounds=300):
    found = {}
    for seed in range(rounds):
        rnd = Round.new(seed=seed, rules=rules)
        player = RuleBasedPlayer(seed)
        while not rnd.is_over:
            action = player.choose(rnd)
            if action in ("re", "kontra", "doppelt"):
                found.setdefault(action, player.reason)
            rnd.apply(action)
    return found


def test_the_example_players_announce_in_their_rule_sets_words_and_cite_what_the_call_does():
    turnier = _announcement_reasons("turnier")
    assert {"re", "kontra"} <= set(turnier)
    assert "say Re (D32, D13)" in str(turnier["re"]) and "say Contra (D32, D13)" in str(turnier["kontra"])
    assert turnier["kontra"].rules == ("D32", "D13")                 # Contra doubles (D32); its deadline (D13)
    hausrunde = _announcement_reasons("hausrunde")
    assert "say Doppelt (D35, D13)" in str(hausrunde["doppelt"])     # each Doppelt doubles (D35)


def test_the_schweine_difference_says_where_they_count():
    says = dict(schweine().says)
    assert "a Hochzeit and a Trumpfabgabe, never in a solo" in says["hausrunde"]     # D43
    assert "only" not in says["hausrunde"]


def test_the_turnier_doppelkopf_sonderpunkt_says_what_it_is():
    assert "a trick of 40 eyes or more (Doppelkopf): 1 Sonderpunkt" in dict(herzstich().says)["turnier"]   # D33


def test_d47_two_herz_10_where_the_herz_10_is_a_fail_card():
    """D47 (reading where-trump, D5): the second Herz-10 wins only where the Herz-10 is a trump."""
    from hydra.doppelkopf import GAME_IDS, dk_cards, get_game
    from hydra.doppelkopf.rulings import readings
    trick = dk_cards("R10 RK R10 RK")
    for game_id in GAME_IDS["hausrunde"]:
        game = get_game(game_id, "hausrunde")
        assert game.winner(trick) == (2 if game.is_trump(trick[0]) else 0), game_id
    assert [(r.name, r.chosen) for r in readings("D47")] == [("where-trump", True), ("always", False)]

"""hydra.doppelkopf.compare (issue 13): every difference between hausrunde, turnier and Hydra, with
examples the engines computed. Each test re-decides the example with the engines themselves
(dk.trick_winner, hydra.trick_winner, the scoring), so a wrong example fails here."""

from __future__ import annotations

import pytest

import hydra
from hydra import doppelkopf as dk
from hydra.doppelkopf import scoring
from hydra.doppelkopf.compare import SETS, Difference, differences, difference, find_trick, hydra_game
from hydra.doppelkopf.rulings import RULINGS


def test_every_difference_is_complete():
    """Every difference says something for all three rule sets and cites rulings that exist
    (D-ids in RULINGS, R-ids of hydra-rulings.md)."""
    diffs = differences()
    assert len({d.key for d in diffs}) == len(diffs) >= 12
    for d in diffs:
        assert isinstance(d, Difference)
        assert [rs for rs, _ in d.says] == list(SETS), d.key
        assert all(text for _, text in d.says), d.key
        for rid in d.rules:
            assert rid in RULINGS or rid in {f"R{i}" for i in range(1, 13)}, rid
        for rid, rs, quote in d.quotes:
            assert rid in d.rules and rs in SETS and quote
        if d.example is not None:
            assert d.example.differs, d.key            # an example only where the outcome differs
        assert "Card(" not in repr([t for _, t in d.says])


def test_most_differences_have_a_computed_example():
    with_example = [d.key for d in differences() if d.example is not None]
    assert {"normal-trumps", "equal-cards", "schweine", "solos", "herzstich", "fuchs", "last-trick",
            "winning", "against", "throwing-in"} <= set(with_example)


def test_equal_cards_example_is_the_engines_answer():
    """D5 (second Herz-10 in hausrunde only) and R2 (second Dulle in Hydra's normal game)."""
    ex = difference("equal-cards").example
    assert ex is not None and ex.kind == "trick"
    assert ex.cards.count("R10") == 2
    got = {o.rule_set: o.value for o in ex.outcomes}
    assert got["hausrunde"] == dk.trick_winner(ex.cards, rules="hausrunde")
    assert got["turnier"] == dk.trick_winner(ex.cards, rules="turnier")
    assert got["hydra"] == hydra.trick_winner(list(ex.cards))
    assert got["hausrunde"] != got["turnier"]
    assert ex.cards[got["hausrunde"]] == "R10" and got["hausrunde"] > got["turnier"]


def test_schweine_example():
    """D6: with Schweine the Karo-As beats the Herz-10 in the hausrunde's normal game."""
    ex = difference("schweine").example
    assert ex is not None and "SD" in ex.cards
    pigs = dk.trick_winner(ex.cards, rules="hausrunde", schweine=True)
    plain = dk.trick_winner(ex.cards, rules="hausrunde")
    assert pigs != plain and ex.cards[pigs] == "SD"
    assert dk.trick_winner(ex.cards, rules="turnier") == plain


def test_normal_trumps_and_colour_solo_against_hydra():
    """R1 / D7: Karo-König and Karo-10 are trumps in Doppelkopf, Karo (Schell) cards in Hydra; in a
    colour solo Doppelkopf keeps its Damen, Buben and Herz-10 as trumps (the issue's most common mistake)."""
    ex = difference("normal-trumps").example
    assert ex is not None
    assert dk.trick_winner(ex.cards) != hydra.trick_winner(list(ex.cards))
    solo = difference("solos").example
    assert solo is not None
    dk_w = dk.trick_winner(solo.cards, game="color-solo:E", rules="hausrunde")
    hy_w = hydra.trick_winner(list(solo.cards), game="color-solo:E")
    assert dk_w != hy_w
    assert dk.dk_card(solo.cards[dk_w]) in dk.get_game("color-solo:E", "hausrunde").trumps
    assert hydra.as_card(solo.cards[dk_w]) not in hydra.get_game("color-solo:E").trumps


def test_sonderpunkte_examples():
    """D33 (turnier: Herzstich, Füchse in solos too) against D36 (hausrunde: Füchse in a solo only where the
    Karo-As is a trump, as in this Karo solo; Karlchen beaten in the last trick) and R3/R4 (Hydra's bonuses)."""
    herz = difference("herzstich").example
    assert herz is not None and all(c.startswith("R") for c in herz.cards)
    values = {o.rule_set: o.value for o in herz.outcomes}
    assert values["turnier"] == 1 and values["hausrunde"] == 0
    fuchs = difference("fuchs").example
    assert fuchs is not None and "SD" in fuchs.cards
    values = {o.rule_set: o.value for o in fuchs.outcomes}
    assert values["turnier"] == values["hausrunde"] > values["hydra"] == 0      # D36: the Karo solo counts it
    last = difference("last-trick").example
    assert last is not None and "EU" in last.cards
    values = {o.rule_set: o.value for o in last.outcomes}
    assert values["hausrunde"] != values["turnier"]


def test_winning_and_against_examples():
    """D34: 120 eyes are enough for Re in hausrunde if only Kontra said Doppelt; D30: not in turnier;
    D31 "gegen die Alten" also in a solo, D36 "gegen die Kreuz-Damen" not."""
    ex = difference("winning").example
    assert ex is not None and "120" in ex.setting
    assert scoring.winner("hausrunde", (120, 120), (5, 5), (0, 0), doppelt=(False, True)) == 0
    assert {o.rule_set: o.value for o in ex.outcomes}["turnier"] == 1
    against = {o.rule_set: o.value for o in difference("against").example.outcomes}
    assert against["turnier"] == against["hausrunde"] + 1


def test_throwing_in_example():
    """D38: five Könige let a turnier player throw in, a hausrunde player needs six; R6 counts 9s
    and trumps."""
    ex = difference("throwing-in").example
    assert ex is not None
    kings = sum(1 for c in ex.cards if c.endswith("K"))
    assert kings == 5
    values = {o.rule_set: o.value for o in ex.outcomes}
    assert values == {"turnier": 1, "hausrunde": 0, "hydra": int(hydra.throw_in_reason(list(ex.cards)) is not None)}


def test_find_trick_searches_and_respects_the_deck():
    """find_trick never uses a card three times (D1) and returns None when the sides agree."""
    game = dk.get_game("queen-solo", "turnier")
    pool = dk.dk_cards("EO GO SO EK")
    assert find_trick([("a", game.winner), ("b", game.winner)], pool) is None
    h, t = dk.get_game("normal", "hausrunde"), dk.get_game("normal", "turnier")
    trick = find_trick([("h", h.winner), ("t", t.winner)], dk.dk_cards("R10 EO SK"))
    assert trick is not None and max(trick.count(c) for c in trick) <= 2
    assert h.winner(trick) != t.winner(trick)


def test_hydra_game_of_each_doppelkopf_game():
    assert hydra_game("normal") == "normal"
    assert hydra_game("jack-solo") == "trump-solo:U"
    assert hydra_game("mixed-solo") is None
    for g in dk.GAME_IDS["hausrunde"]:
        if hydra_game(g):
            hydra.get_game(hydra_game(g))


def test_unknown_key():
    with pytest.raises(KeyError):
        difference("no-such-thing")


def test_mixed_solo_readings_give_different_winners():
    """D4: the two named readings of Buben/Damen gemischt, each computed: the same cards, a different
    winner; the engine plays damen-over-buben."""
    d = difference("mixed-solo")
    assert [rid for rid, _ in d.readings] == ["D4", "D4"]
    ex = d.example
    assert ex is not None and ex.differs
    played = next(o for o in ex.outcomes if "damen-over-buben" in o.text)
    assert played.value == dk.trick_winner(ex.cards, game="mixed-solo", rules="hausrunde")


def test_hochzeit_example_is_replayed_by_the_engine():
    """D9 (hausrunde: the first trick another player wins) against D9/D28 (turnier: the announced
    kind of trick, here the first fail trick): the same three tricks, a different partner."""
    ex = difference("parties").example
    assert ex is not None and ex.kind == "tricks" and len(ex.cards) == 12
    partners = {o.rule_set: o.value for o in ex.outcomes}
    assert partners["hausrunde"] != partners["turnier"]
    seed = int(ex.setting.split("deal ")[1].split(",")[0])
    hands = [dk.Round.new(seed=seed, rules="turnier").hand(s) for s in range(4)]
    for rules, call in (("hausrunde", "hochzeit"), ("turnier", "hochzeit:fehl")):
        rnd = dk.Round.from_deal(hands, rules=rules, dealer=3)
        while rnd.phase == "reservations":
            rnd.apply(call if rnd.hand(rnd.to_move).count(dk.dk_card("EO")) == 2 else "gesund")
        for card in ex.cards:
            rnd.apply(card)
        groom = next(s for s in range(4) if hands[s].count(dk.dk_card("EO")) == 2)
        re = next(p for p in rnd.parties if groom in p)
        assert [s for s in re if s != groom] == ([partners[rules]] if partners[rules] >= 0 else [])

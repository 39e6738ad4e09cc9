"""Games: trumps, fail suits, Fuchs and Dulle for every game id.

Sources: the rulings' table of game ids ("Notation"), the rules sections "Die Spielkarten"
(the 22 trumps of the normal game in ascending order), "Wer erhält den Stich" (fail order
9, König, 10, Daus; Schell and Rot each lack one) and "Vorbehalt-Spiele" / Solo (Trumpfsoli,
Normalsoli, Farbsoli; no Fuchs and no Dulle in trump and color solos). The tables below are
written out by hand from those texts.
"""

import pytest

import hydra
from hydra import Card

NORMAL_TRUMPS = "SD SU RU GU EU SO RO GO EO R10 HY"
NORMAL_FAIL = {"S": "S9 SK S10", "R": "R9 RK RD", "G": "G9 GK G10 GD", "E": "E9 EK E10 ED"}

# The rulings' table, every id spelled out: (trumps ascending, {suit: fail cards ascending}).
EXPECTED = {
    "normal": (NORMAL_TRUMPS, NORMAL_FAIL),
    "normal-solo": (NORMAL_TRUMPS, NORMAL_FAIL),
    "trump-solo:9": ("S9 R9 G9 E9 HY", {"S": "SU SO SK S10 SD", "R": "RU RO RK R10 RD",
                                         "G": "GU GO GK G10 GD", "E": "EU EO EK E10 ED"}),
    "trump-solo:U": ("SU RU GU EU HY", {"S": "S9 SO SK S10 SD", "R": "R9 RO RK R10 RD",
                                         "G": "G9 GO GK G10 GD", "E": "E9 EO EK E10 ED"}),
    "trump-solo:O": ("SO RO GO EO HY", {"S": "S9 SU SK S10 SD", "R": "R9 RU RK R10 RD",
                                         "G": "G9 GU GK G10 GD", "E": "E9 EU EK E10 ED"}),
    "trump-solo:K": ("SK RK GK EK HY", {"S": "S9 SU SO S10 SD", "R": "R9 RU RO R10 RD",
                                         "G": "G9 GU GO G10 GD", "E": "E9 EU EO E10 ED"}),
    "trump-solo:10": ("S10 R10 G10 E10 HY", {"S": "S9 SU SO SK SD", "R": "R9 RU RO RK RD",
                                              "G": "G9 GU GO GK GD", "E": "E9 EU EO EK ED"}),
    "trump-solo:D": ("SD RD GD ED HY", {"S": "S9 SU SO SK S10", "R": "R9 RU RO RK R10",
                                         "G": "G9 GU GO GK G10", "E": "E9 EU EO EK E10"}),
    "color-solo:S": ("S9 SU SO SK S10 SD HY", {"R": "R9 RU RO RK R10 RD", "G": "G9 GU GO GK G10 GD",
                                                "E": "E9 EU EO EK E10 ED"}),
    "color-solo:R": ("R9 RU RO RK R10 RD HY", {"S": "S9 SU SO SK S10 SD", "G": "G9 GU GO GK G10 GD",
                                                "E": "E9 EU EO EK E10 ED"}),
    "color-solo:G": ("G9 GU GO GK G10 GD HY", {"S": "S9 SU SO SK S10 SD", "R": "R9 RU RO RK R10 RD",
                                                "E": "E9 EU EO EK E10 ED"}),
    "color-solo:E": ("E9 EU EO EK E10 ED HY", {"S": "S9 SU SO SK S10 SD", "R": "R9 RU RO RK R10 RD",
                                                "G": "G9 GU GO GK G10 GD"}),
}
ALL_CODES = [s + r for s in "SRGE" for r in ("9", "U", "O", "K", "10", "D")] + ["HY"]
SPECIAL = {"normal", "normal-solo"}


def _fail(game):
    """The game's fail suits as {suit: 'notation ascending'}, leaving out suits with no cards."""
    return {s: " ".join(map(str, cs)) for s, cs in game.fail_suits.items() if cs}


def test_rulings_table_there_are_exactly_12_game_ids():
    """Rulings, game ids: normal, normal-solo, trump-solo:X for the six ranks, color-solo:Y for
    the four suits: 12 ids."""
    assert sorted(hydra.GAME_IDS) == sorted(EXPECTED)
    assert len(hydra.GAME_IDS) == 12


def test_r7_solo_games_are_every_id_but_normal():
    """Rulings, Round record: 'solo.game is normal-solo, trump-solo:X or color-solo:Y, never normal'."""
    assert sorted(hydra.SOLO_GAMES) == sorted(set(EXPECTED) - {"normal"})


@pytest.mark.parametrize("game_id", sorted(EXPECTED))
def test_rulings_table_trumps_ascending(game_id):
    """Rulings' table 'trumps, ascending' (Die Spielkarten; Vorbehalt-Spiele: Trumpfsoli, Farbsoli)."""
    game = hydra.get_game(game_id)
    assert game.id == game_id
    assert " ".join(map(str, game.trumps)) == EXPECTED[game_id][0]


@pytest.mark.parametrize("game_id", sorted(EXPECTED))
def test_rulings_table_fail_suits_ascending(game_id):
    """Rulings' table 'fail suits, ascending': normal 9 K 10 D (Schell has no D, Rot no 10);
    trump-solo:X 9 U O K 10 D without X; color-solo:Y 9 U O K 10 D in the other three suits."""
    assert _fail(hydra.get_game(game_id)) == EXPECTED[game_id][1]


@pytest.mark.parametrize("game_id", sorted(EXPECTED))
def test_rulings_table_every_card_is_trump_or_in_exactly_one_fail_suit(game_id):
    """Die Spielkarten / Fehlfarbe: a card is either a trump or belongs to one fail suit."""
    game = hydra.get_game(game_id)
    trumps = EXPECTED[game_id][0].split()
    fail = [c for cs in EXPECTED[game_id][1].values() for c in cs.split()]
    assert sorted(trumps + fail) == sorted(ALL_CODES)
    for code in ALL_CODES:
        assert game.is_trump(code) == (code in trumps), code
        assert game.is_trump(Card.parse(code)) == (code in trumps), code


def test_die_spielkarten_normal_game_has_22_trump_cards():
    """Die Spielkarten: 'Die 22 Karten ... nennen sich ... die Trümpfe' (11 kinds, each twice)."""
    game = hydra.get_game("normal")
    assert sum(1 for c in hydra.DECK if game.is_trump(c)) == 22


@pytest.mark.parametrize("game_id", sorted(EXPECTED))
def test_r1_hydra_is_the_highest_trump_in_every_game(game_id):
    """Die Spielkarten and R1: the Hydra is the top of every trump ladder."""
    game = hydra.get_game(game_id)
    assert game.trumps[-1] is hydra.HYDRA
    assert game.is_trump("HY")


@pytest.mark.parametrize("game_id", sorted(EXPECTED))
def test_vorbehalt_solo_fuchs_and_dulle_only_in_normal_games(game_id):
    """Vorbehalt-Spiele / Solo: 'Es gibt keinen Fuchs und keine Dullen' in trump and color solos;
    Normalsoli are played like a normal game (rulings' table: Fuchs/Dulle yes only there)."""
    game = hydra.get_game(game_id)
    assert game.has_fuchs is (game_id in SPECIAL)
    assert game.has_dulle is (game_id in SPECIAL)


@pytest.mark.parametrize("game_id", sorted(EXPECTED))
def test_rulings_table_total_order_has_25_distinct_cards(game_id):
    """Rulings' table: in each game the 25 cards form one order: fail cards, then the trumps
    ascending; within a fail suit ascending."""
    game = hydra.get_game(game_id)
    order = [str(c) for c in game.order]
    assert len(order) == 25
    assert sorted(order) == sorted(ALL_CODES)
    trumps = EXPECTED[game_id][0].split()
    assert order[-len(trumps):] == trumps
    for suit_cards in EXPECTED[game_id][1].values():
        cards = suit_cards.split()
        positions = [order.index(c) for c in cards]
        assert positions == sorted(positions)
    keys = [game.sort_key(c) for c in game.order]
    assert keys == sorted(keys) and len(set(keys)) == 25


@pytest.mark.parametrize("game_id", sorted(EXPECTED))
def test_rulings_table_ladder_is_trumps_high_to_low(game_id):
    """Die Spielkarten: trumps in ascending order; a ladder reads them from the top (the Hydra)."""
    game = hydra.get_game(game_id)
    assert " ".join(map(str, game.ladder())) == " ".join(reversed(EXPECTED[game_id][0].split()))


@pytest.mark.parametrize("bad", [
    "", "solo", "Normal solo", "normal-solo:G", "normal:X", "trump-solo", "trump-solo:", "trump-solo:X",
    "trump-solo:HY", "trump-solo:S", "trump-solo:A", "color-solo", "color-solo:X", "color-solo:HY",
    "color-solo:10", "colour-solo:G", "trumpsolo:O", "hochzeit",
])
def test_rulings_table_unknown_game_ids_raise_notation_error(bad):
    """Rulings, Public interface: text that is not valid notation raises NotationError naming it."""
    with pytest.raises(hydra.NotationError) as info:
        hydra.get_game(bad)
    if bad:
        assert bad in str(info.value)


@pytest.mark.parametrize("bad", [None, 3, ["normal"]])
def test_rulings_table_non_text_game_ids_raise_notation_error(bad):
    """Rulings, Public interface: anything that is not a game id is a NotationError (a ValueError)."""
    with pytest.raises(hydra.NotationError):
        hydra.get_game(bad)


def test_rulings_table_games_are_immutable_values():
    """House style: 'A static, immutable game description'."""
    game = hydra.get_game("color-solo:G")
    with pytest.raises(AttributeError):
        game.id = "normal"
    assert hydra.get_game("color-solo:G") == game
    assert hydra.get_game("normal") != hydra.get_game("normal-solo")
    assert hydra.get_game(game) is game


def test_is_legal_asks_legal_cards_rule_of_one_card():
    """Rules, Der Spielverlauf (Bedienpflicht) and R1: Game.is_legal, the round's one-card check,
    agrees with Game.legal for every card of many random hands and tricks, in every game."""
    import random
    rng = random.Random(8)
    for game_id in hydra.GAME_IDS:
        game = hydra.get_game(game_id)
        for _ in range(200):
            deck = list(hydra.DECK)
            rng.shuffle(deck)
            hand, trick = deck[:rng.randint(1, 10)], deck[10:10 + rng.randint(0, 4)]
            legal = game.legal(hand, trick)
            assert [c for c in hand if game.is_legal(hand, trick, c)] == legal

"""Who wins a trick, rule by rule: hand-worked tricks, R1 and R2 in every game, the engine's
explanations, bad input.

Sources: rules sections "Wer erhält den Stich", "Der Spielverlauf" and "Vorbehalt-Spiele" (Solo),
and rulings R1 (the Hydra on a fail trick, a led Hydra) and R2 (equal cards). The expected winners
below are worked out by hand from those texts and checked against the reference model
(``trick_reference.py``, written from the rulings' table, independent of the engine's code).
Following suit is in ``test_tricks_following.py``, the property tests in ``test_tricks_properties.py``.
"""

import pytest

import hydra
from hydra import Card
from hydra.hydra.cards import the_card
from trick_reference import ALL_CODES, GAME_IDS, NORMAL_FAMILY, TRUMP_FAMILY, ref_fail, ref_trumps, ref_winner

# --- hand-worked tricks ------------------------------------------------------------------------
# (game, trick, expected winner index, why). Every case is derived from the rules text by hand.

CASES = [
    # Wer erhält den Stich: a fail trick goes to the highest card of the led suit.
    ("normal", "GK G9 GD E9 G10", 2, "Grün led; Grün order 9 K 10 D; GD highest"),
    ("normal", "S9 SK S10 S9 SK", 2, "Schell order 9 K 10 (no Daus: SD is a trump)"),
    ("normal", "RK RD R9 RK G9", 1, "Rot order 9 K D (no 10: R10 is a trump)"),
    ("normal", "E9 EK E10 ED G9", 3, "Eichel order 9 K 10 D"),
    ("normal-solo", "G10 GK GD G9 E10", 2, "normal-solo plays like normal"),
    ("trump-solo:O", "GU G9 GK GD G10", 3, "trump-solo:O Grün order 9 U K 10 D"),
    ("trump-solo:9", "SU SO SD SK S10", 2, "trump-solo:9: SD is an ordinary Schell Daus"),
    ("trump-solo:U", "R10 RO RK RD R9", 3, "trump-solo:U: R10 is an ordinary Rot card below RD"),
    ("color-solo:E", "RO RU R10 RD RK", 3, "color-solo:E: Rot order 9 U O K 10 D, R10 no trump"),
    ("color-solo:G", "EO EU E9 EK S10", 3, "color-solo:G: EO is a fail Eichel card"),
    ("color-solo:S", "GU GO", 1, "color-solo:S: GO above GU in Grün"),
    # Off-suit discards cannot win.
    ("normal", "G9 EK ED S10 RK", 0, "only G9 follows Grün; nobody trumps"),
    ("normal", "S9 GD ED E10 G10", 0, "Schell led, all others thrown off"),
    ("color-solo:S", "R9 GD ED E10 G10", 0, "Rot led, others off-suit, no Schell"),
    ("trump-solo:K", "E9 GD SD RD E10", 4, "E10 follows Eichel; the Daus of other suits are off"),
    # Ruffing: a trump beats every fail card.
    ("normal", "GD G10 SD GK G9", 2, "SD, the lowest trump, ruffs"),
    ("normal", "ED R10 E10 EK E9", 1, "the Dulle ruffs an Eichel trick"),
    ("normal", "RK R10 RD R9 RK", 1, "R10 is a trump, not a Rot card, in a normal game"),
    ("trump-solo:K", "GD G10 SK GU G9", 2, "trump-solo:K: SK is a trump"),
    ("trump-solo:9", "GD G10 S9 GK EK", 2, "trump-solo:9: S9 ruffs"),
    ("trump-solo:9", "GD G10 S9 GK E9", 4, "trump-solo:9: E9 over-ruffs S9 (order S R G E)"),
    ("color-solo:R", "GD G10 R9 GK G9", 2, "color-solo:R: R9, the lowest trump, ruffs"),
    ("trump-solo:O", "G9 GO", 1, "trump-solo:O: GO is a trump, not a Grün card"),
    # Over-ruffing and under-trumping.
    ("normal", "G10 SD EU G9 EO", 4, "SD ruffs, EU over-ruffs, EO over-ruffs"),
    ("normal", "G10 EO SU GD G9", 1, "SU under-trumps EO and cannot win"),
    ("color-solo:E", "S10 E9 ED EU SD", 2, "ED over-ruffs E9; EU is lower"),
    ("trump-solo:D", "G10 SD ED RD GD", 2, "ED highest of the Daus trumps (S R G E)"),
    # Trump tricks: the highest trump wins; fail cards cannot.
    ("normal", "SU SO SD E10 RU", 1, "trump led; SO the highest"),
    ("normal", "SD ED GD E10 G10", 0, "Fuchs led: a trump trick, fail cards cannot win"),
    ("normal", "EU EO R10 GO SO", 2, "R10 above EO"),
    ("trump-solo:10", "S10 G10 R10 E10 ED", 3, "E10 the highest ten"),
    ("color-solo:G", "GK G9 GD EO G10", 2, "G led is a trump trick in color-solo:G"),
    # R2: the first of two equal cards wins.
    ("normal", "GD GD G10", 0, "R2: two GD, the first wins"),
    ("normal", "EO EO SD", 0, "R2: two EO, the first wins"),
    ("normal", "SU EU EU", 1, "R2: two EU, the first wins"),
    ("normal", "GK EU EU G9", 1, "R2: two equal ruffing trumps, the first wins"),
    ("normal", "SD SD", 0, "R2: two Füchse, the first wins"),
    ("color-solo:G", "GD GD", 0, "R2 in a solo: first GD wins"),
    ("trump-solo:D", "ED ED SD", 0, "R2: first ED wins"),
    ("trump-solo:O", "G9 EO EO", 1, "R2: first EO (trump) wins"),
    # R2: the second Dulle wins in normal and normal-solo only.
    ("normal", "R10 R10", 1, "R2: second Dulle"),
    ("normal", "R10 EO R10 S9 SD", 2, "R2: second Dulle beats the first"),
    ("normal-solo", "SU R10 R10 EO", 2, "R2: second Dulle in normal-solo"),
    ("normal", "RK R10 R10 RD R9", 2, "R2: two Dullen ruff a Rot trick, the second wins"),
    ("trump-solo:10", "R10 R10", 0, "R2: no Dulle in trump-solo:10, first R10 wins"),
    ("trump-solo:10", "S10 R10 R10 G10", 3, "R2: G10 above both R10"),
    ("trump-solo:10", "S10 R10 R10 S9", 1, "R2: first R10 wins in trump-solo:10"),
    ("color-solo:R", "R10 R10", 0, "R2: no Dulle in color-solo:R"),
    ("color-solo:R", "RU R10 R10 R9", 1, "R2: first R10 wins in color-solo:R"),
    ("trump-solo:U", "R10 R10 R9", 0, "R2: R10 is a plain Rot card, first wins"),
    ("color-solo:G", "R10 R10", 0, "R2: R10 is a plain Rot card, first wins"),
    # R2: the second Hydra wins (as trump) in every game.
    ("normal", "EO HY HY", 2, "R2: second Hydra"),
    ("normal", "HY HY R10", 1, "R2: led Hydra, second Hydra beats it"),
    ("normal-solo", "SD HY R10 HY", 3, "R2: second Hydra in normal-solo"),
    ("trump-solo:O", "G9 HY HY", 2, "R1+R2: in a trump solo both Hydras are trumps, the second wins"),
    ("color-solo:E", "G9 HY HY GD", 2, "R1+R2: in a color solo the second Hydra wins a fail trick"),
    ("trump-solo:10", "R10 HY HY", 2, "R2: second Hydra"),
    # R1: the Hydra thrown on a fail trick in normal games is the lowest card of the led suit.
    ("normal", "GK HY G9", 0, "R1: Hydra low on Grün"),
    ("normal", "G9 HY", 0, "R1: Hydra cannot beat even the 9"),
    ("normal", "G9 HY E9 S9 RK", 0, "R1: Hydra low; other cards off-suit"),
    ("normal-solo", "S9 HY", 0, "R1: Hydra low in normal-solo too"),
    ("normal", "GK SD HY", 1, "R1: Hydra cannot overtake a ruff on a fail trick"),
    ("normal", "G9 HY HY", 0, "R1: two Hydras on a fail trick are both low"),
    ("normal", "RK HY RD", 2, "R1: Hydra does not stop RD taking the lead"),
    ("normal", "E10 HY SD HY EK", 2, "R1: both Hydras low; SD ruffs"),
    # R1: in trump and color solos the Hydra is always the highest trump, also on a fail trick.
    ("trump-solo:U", "GK GU HY", 2, "R1: Hydra above the Unter trumps"),
    ("trump-solo:O", "G9 HY G10", 1, "R1: Hydra ruffs a Grün trick in a trump solo"),
    ("trump-solo:9", "ED HY", 1, "R1: Hydra ruffs"),
    ("color-solo:G", "EK HY ED", 1, "R1: Hydra ruffs an Eichel trick in color-solo:G"),
    ("color-solo:S", "GK G9 GD HY G10", 3, "R1: the docstring's trick in a solo"),
    ("color-solo:R", "S9 SD RD HY", 3, "R1: Hydra over-ruffs RD"),
    # R1: a led Hydra makes a trump trick.
    ("normal", "HY EO R10 SD G10", 0, "R1: led Hydra, highest trump"),
    ("normal", "HY GD ED", 0, "R1: led Hydra; fail cards cannot win"),
    ("normal-solo", "HY SU", 0, "R1: led Hydra"),
    ("color-solo:G", "HY GD G10", 0, "R1: led Hydra over G trumps"),
    ("trump-solo:K", "HY EK GK", 0, "R1: led Hydra over K trumps"),
    # Partial tricks.
    ("normal", "EO", 0, "one card: the leader is winning"),
    ("normal", "G9 GK", 1, "two cards"),
    ("normal", "G9 GK SD", 2, "three cards"),
    ("normal", "G9 GK SD EU", 3, "four cards"),
    ("color-solo:E", "HY", 0, "one card"),
]


def _ids(cases):
    return [f"{g}:{t}" for g, t, *_ in cases]


@pytest.mark.parametrize("game, trick, winner, why", CASES, ids=_ids(CASES))
def test_wer_erhaelt_den_stich_r1_r2_hand_worked_tricks(game, trick, winner, why):
    """Wer erhält den Stich, with R1 and R2: each case's expected winner is worked by hand."""
    assert hydra.trick_winner(trick, game=game) == winner, why
    assert hydra.trick_winner(trick.split(), game=game) == winner
    assert hydra.trick_winner(hydra.parse_cards(trick), game=game) == winner


@pytest.mark.parametrize("game, trick, winner, why", CASES, ids=_ids(CASES))
def test_reference_model_agrees_with_hand_worked_tricks(game, trick, winner, why):
    """The test file's own reference model gives the hand-worked answers (so it can be trusted below)."""
    assert ref_winner(trick.split(), game) == winner, why


@pytest.mark.parametrize("game, trick, winner, why", CASES, ids=_ids(CASES))
def test_explain_trick_agrees_with_trick_winner(game, trick, winner, why):
    """Public interface: explain_trick gives the same winner as trick_winner, one step per card,
    and a sentence naming the winning card by its name (issue 33: never the notation)."""
    explanation = hydra.explain_trick(trick, game=game)
    assert explanation.winner == winner
    assert len(explanation.steps) == len(trick.split())
    assert [str(s.card) for s in explanation.steps] == trick.split()
    assert Card.parse(trick.split()[winner]).german_name in explanation.sentence
    assert explanation.steps[0].takes_lead
    # the winner is the last card that took the lead
    assert max(s.index for s in explanation.steps if s.takes_lead) == winner


def test_wer_erhaelt_den_stich_rules_doc_example():
    """Rulings, Round record example trick 'GK G9 GD HY G10' in a normal game: GD wins (R1)."""
    assert hydra.trick_winner(["GK", "G9", "GD", "HY", "G10"], game="normal") == 2


def test_wer_erhaelt_den_stich_default_game_is_normal():
    """Public interface: trick_winner(cards, game='normal')."""
    assert hydra.trick_winner("G9 HY") == 0
    assert hydra.trick_winner("R10 R10") == 1


@pytest.mark.parametrize("game", GAME_IDS)
def test_r1_hydra_on_fail_trick_per_game_family(game):
    """R1: 'in normal and normal-solo the Hydra then counts as the lowest card of the led suit and
    cannot win the trick. In trump-solo:* and color-solo:* the Hydra is always the highest trump,
    also on a fail trick.' The led card is the 9 of a fail suit in each game."""
    fail = ref_fail(game)
    suit = next(iter(fail))
    led = fail[suit][0]
    expected = 0 if game in NORMAL_FAMILY else 1
    assert hydra.trick_winner([led, "HY"], game=game) == expected


@pytest.mark.parametrize("game", GAME_IDS)
def test_r1_hydra_beats_the_top_trump_on_fail_trick_only_in_solos(game):
    """R1: on a fail trick already ruffed by the top non-Hydra trump, the Hydra takes it only in
    trump and color solos."""
    fail = ref_fail(game)
    led = fail[next(iter(fail))][-1]
    top = ref_trumps(game)[-2]
    expected = 1 if game in NORMAL_FAMILY else 2
    assert hydra.trick_winner([led, top, "HY"], game=game) == expected


@pytest.mark.parametrize("game", GAME_IDS)
def test_r1_led_hydra_makes_a_trump_trick(game):
    """R1: 'A led Hydra makes a trump trick': every trump after it is lower, fail cards cannot win."""
    others = [c for c in ALL_CODES if c != "HY"]
    for card in others:
        assert hydra.trick_winner(["HY", card], game=game) == 0, card


@pytest.mark.parametrize("game", GAME_IDS)
def test_r2_second_hydra_wins_in_every_game(game):
    """R2: 'of two Hydras (counting as trump) the second ranks higher, in every game'."""
    assert hydra.trick_winner("HY HY", game=game) == 1
    low_trump = ref_trumps(game)[0]
    assert hydra.trick_winner([low_trump, "HY", "HY"], game=game) == 2


@pytest.mark.parametrize("game", GAME_IDS)
def test_r2_second_dulle_wins_in_normal_and_normal_solo_only(game):
    """R2: 'of two R10 the second ranks higher in normal and normal-solo only'. Elsewhere the first
    of two equal cards wins, whether R10 is a trump (trump-solo:10, color-solo:R) or not."""
    expected = 1 if game in NORMAL_FAMILY else 0
    assert hydra.trick_winner("R10 R10", game=game) == expected
    explanation = hydra.explain_trick("R10 R10", game=game)
    assert explanation.winner == expected
    assert "R2" in explanation.steps[1].rule


@pytest.mark.parametrize("game", GAME_IDS)
@pytest.mark.parametrize("code", [c for c in ALL_CODES if c not in ("HY", "R10")])
def test_r2_first_of_two_equal_cards_wins(game, code):
    """R2: 'Of two identical cards the one played first ranks higher' (for every card but the
    Hydra and the Dulle)."""
    assert hydra.trick_winner([code, code], game=game) == 0
    assert "R2" in hydra.explain_trick([code, code], game=game).steps[1].rule


@pytest.mark.parametrize("game", GAME_IDS)
@pytest.mark.parametrize("code", ALL_CODES)
def test_wer_erhaelt_den_stich_single_card_trick_is_won_by_the_leader(game, code):
    """Partial tricks: with one card played, the leader is winning."""
    assert hydra.trick_winner([code], game=game) == 0


# --- explanations -----------------------------------------------------------------------------

def test_explain_trick_cites_r1_when_the_hydra_is_low():
    """R1 in a normal game: the step of a Hydra thrown on a fail trick cites R1 and the sentence
    says why it cannot win."""
    explanation = hydra.explain_trick("GK G9 GD HY G10")
    assert explanation.winner == 2
    assert "R1" in explanation.steps[3].rule
    assert not explanation.steps[3].takes_lead
    assert "R1" in explanation.sentence
    assert "Grün-Daus" in explanation.sentence


@pytest.mark.parametrize("game", TRUMP_FAMILY)
def test_explain_trick_cites_r1_when_the_hydra_ruffs_in_a_solo(game):
    """R1: in trump and color solos the Hydra is the highest trump, also on a fail trick."""
    led = ref_fail(game)[next(iter(ref_fail(game)))][0]
    explanation = hydra.explain_trick([led, "HY"], game=game)
    assert explanation.winner == 1
    assert explanation.steps[1].takes_lead
    assert "R1" in explanation.steps[1].rule
    assert "Hydra" in explanation.sentence


@pytest.mark.parametrize("game, trick, equal_index", [
    ("normal", "GD GD", 1),
    ("normal", "R10 R10", 1),
    ("normal", "SU HY HY", 2),
    ("trump-solo:10", "R10 R10", 1),
    ("color-solo:G", "G9 GK GK", 2),
])
def test_explain_trick_cites_r2_for_equal_cards(game, trick, equal_index):
    """R2: the step of the second of two identical cards cites R2."""
    explanation = hydra.explain_trick(trick, game=game)
    assert "R2" in explanation.steps[equal_index].rule
    assert "R2" in explanation.rules


def test_explain_trick_second_dulle_sentence_names_winner_and_r2():
    """R2: 'of two R10 the second ranks higher in normal'; the sentence names R10 and R2."""
    explanation = hydra.explain_trick("R10 EO R10 S9 SD")
    assert explanation.winner == 2
    assert "Dulle (Rot-10)" in explanation.sentence and "R2" in explanation.sentence


def test_explain_trick_partial_trick_still_names_the_card_ahead():
    """Partial tricks: the explanation of 1-4 cards names the card that is ahead."""
    for trick, winner in [("G9", "G9"), ("G9 GK", "GK"), ("G9 GK SD", "SD"), ("G9 GK SD EU", "EU")]:
        explanation = hydra.explain_trick(trick)
        assert Card.parse(winner).german_name in explanation.sentence
        assert str(explanation.cards[explanation.winner]) == winner


# --- bad input ---------------------------------------------------------------------------------

def test_der_spielverlauf_six_cards_are_not_a_trick():
    """Der Spielverlauf: five players, one card each; a sixth card is a RuleError."""
    with pytest.raises(hydra.RuleError) as info:
        hydra.trick_winner("G9 GK G10 GD E9 E10")
    assert info.value.rule
    with pytest.raises(hydra.RuleError):
        hydra.explain_trick("G9 GK G10 GD E9 E10")


@pytest.mark.parametrize("empty", ["", "  ", [], ()])
def test_der_spielverlauf_an_empty_trick_has_no_winner(empty):
    """Der Spielverlauf: a trick starts with the led card; an empty trick is a RuleError."""
    with pytest.raises(hydra.RuleError):
        hydra.trick_winner(empty)
    with pytest.raises(hydra.RuleError):
        hydra.explain_trick(empty)


@pytest.mark.parametrize("trick, card", [("EO EO EO", "EO"), ("HY G9 HY HY", "HY"),
                                         ("R10 R10 SD R10", "R10")])
def test_die_spielkarten_a_third_copy_is_a_rule_error(trick, card):
    """Die Spielkarten: 'Jede Karte ist hierbei doppelt vertreten': no trick holds three copies."""
    with pytest.raises(hydra.RuleError) as info:
        hydra.trick_winner(trick)
    assert card in str(info.value)
    assert info.value.rule
    with pytest.raises(hydra.RuleError):
        hydra.explain_trick(trick)


def test_notation_unknown_card_in_a_trick_is_a_notation_error():
    """Rulings, Notation: a bad token is a NotationError naming it and its offset."""
    with pytest.raises(hydra.NotationError) as info:
        hydra.trick_winner("GK G11 GD")
    assert info.value.offset == 3
    assert "G11" in str(info.value)
    with pytest.raises(hydra.NotationError):
        hydra.trick_winner(["GK", "XX"])


@pytest.mark.parametrize("game", ["", "solo", "color-solo:X", "trump-solo:HY", None])
def test_notation_unknown_game_in_a_trick_is_a_notation_error(game):
    """Rulings, game ids: an unknown id is not valid notation."""
    with pytest.raises(hydra.NotationError):
        hydra.trick_winner("GK G9", game=game)
    with pytest.raises(hydra.NotationError):
        hydra.legal_cards("G9", "GK", game=game)


@pytest.mark.parametrize("game_id", [g for g in hydra.GAME_IDS if g.startswith(("trump-solo", "color-solo"))])
def test_solo_explanation_says_why_a_normal_trump_is_plain_here(game_id):
    """Rules, Die Spieltypen (Solo): in a trump or color solo only that rank or suit and the Hydras
    are trumps; a card that is a trump in a normal game but plain here is explained as such, citing
    the rule as data (issue 11, problem 9)."""
    game = hydra.get_game(game_id)
    normal = hydra.get_game("normal")
    plain = [c for c in normal.trumps if not game.is_trump(c)]
    assert plain
    for card in plain:
        step = hydra.explain_trick([card], game).steps[0]
        assert f"{the_card(card, game, capital=True)} is a trump in a normal game" in step.text
        suit = hydra.hydra.cards.SUIT_NAMES[game.suit_of(card)][0]
        assert f"so it is a plain {suit} card here (rules: Solo)" in step.text
        assert "rules: Solo" in hydra.explain_trick([card], game).rules
    for card in game.trumps:                        # the solo's own trumps get no such sentence
        assert "plain" not in hydra.explain_trick([card], game).steps[0].text
    for card in normal.trumps:                      # nor does any card in a normal game
        assert "rules: Solo" not in hydra.explain_trick([card], normal).rules


@pytest.mark.parametrize("name", ["cards", "game", "leader", "seats", "winner", "winner_seat", "eyes", "other"])
def test_a_trick_is_immutable(name):
    """A trick is a value (``Round.tricks`` hands them out): no public attribute can be set or deleted,
    and no new one added, whether it was made by the constructor or played by a round."""
    rnd = hydra.Round.new(seed=4)
    for _ in range(5):
        rnd.apply("valeo")
    while not rnd.tricks:
        rnd.apply(rnd.legal_actions()[0])
    for trick in (hydra.Trick("GK G9 GD HY G10", leader=1), rnd.tricks[0]):
        before = (trick.cards, trick.game, trick.leader, trick.seats, trick.winner, trick.winner_seat,
                  trick.eyes)
        with pytest.raises(AttributeError):
            setattr(trick, name, 1)
        with pytest.raises(AttributeError):
            delattr(trick, name)
        assert (trick.cards, trick.game, trick.leader, trick.seats, trick.winner, trick.winner_seat,
                trick.eyes) == before
        assert trick == hydra.Trick(" ".join(map(str, trick.cards)), trick.game, seats=trick.seats)

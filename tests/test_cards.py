"""Cards, notation and the deck, rule by rule.

Sources: rules section "Die Spielkarten" (9, Unter, Ober, König, 10, Daus in Schell, Rot, Grün,
Eichel plus one Joker = Hydra, every card twice: 50 cards), section "Abrechnung" (eyes per rank,
240 in total), and the rulings' "Notation" (letters, lower case, whitespace, commas, errors naming
the bad token and its position). Expected values are written out here from those texts.
"""

import copy
import pickle

import pytest
from hypothesis import given, strategies as st

import hydra
from hydra import Card

# --- the rulings' notation table, written out ---------------------------------------------------

SUIT_LETTERS = {"S": ("Schell", "Bells"), "R": ("Rot", "Hearts"),
                "G": ("Grün", "Leaves"), "E": ("Eichel", "Acorns")}
RANK_LETTERS = {"9": ("9", 0), "U": ("Unter", 2), "O": ("Ober", 3), "K": ("König", 4),
                "10": ("10", 10), "D": ("Daus", 11)}
ALL_CODES = [s + r for s in "SRGE" for r in ("9", "U", "O", "K", "10", "D")] + ["HY"]


def test_die_spielkarten_there_are_25_distinct_cards():
    """Die Spielkarten: six ranks in four suits plus the Hydra: 25 distinct cards."""
    assert len(ALL_CODES) == 25
    assert sorted(str(c) for c in hydra.CARDS) == sorted(ALL_CODES)
    assert len(set(hydra.CARDS)) == 25


@pytest.mark.parametrize("code", ALL_CODES)
def test_notation_every_card_round_trips_through_str_and_parse(code):
    """Rulings, Notation: 'A card is <suit><rank>; the joker is HY' (house style: round trip)."""
    card = Card.parse(code)
    assert str(card) == code
    assert Card.parse(str(card)) is card
    assert hydra.parse_cards(code) == [card]


@pytest.mark.parametrize("code", ALL_CODES)
def test_notation_lower_case_and_surrounding_whitespace_accepted(code):
    """Rulings, Notation: 'Parsing accepts surrounding whitespace, lower case (eo, hy, r10)'."""
    card = Card.parse(code)
    assert Card.parse(code.lower()) is card
    assert Card.parse(f"  {code.lower()}\t\n") is card
    assert hydra.parse_cards(f" {code.lower()} ") == [card]


@pytest.mark.parametrize("code", ALL_CODES)
def test_notation_repr_is_code_that_gives_the_card_back(code):
    """House style: repr() is code you can paste back; str() is the compact notation."""
    card = Card.parse(code)
    assert eval(repr(card), {"Card": Card, "hydra": hydra}) is card


def test_notation_all_25_cards_round_trip_as_one_string():
    """Rulings, Notation: separators of spaces or commas; str() gives the notation back."""
    text = " ".join(ALL_CODES)
    cards = hydra.parse_cards(text)
    assert [str(c) for c in cards] == ALL_CODES
    assert hydra.parse_cards(", ".join(map(str, cards))) == cards


@pytest.mark.parametrize("text, expected", [
    ("SD, s9 HY", ["SD", "S9", "HY"]),            # the rulings' own example
    ("  r10,hy ", ["R10", "HY"]),
    ("EO,GO", ["EO", "GO"]),                      # comma without a space
    ("eo , , go", ["EO", "GO"]),                  # several separators in a row
    ("ed\tgk\ns10", ["ED", "GK", "S10"]),         # tabs and new lines are whitespace
    (",EO,", ["EO"]),                             # leading and trailing commas
    ("Hy r10 R10 hY", ["HY", "R10", "R10", "HY"]),
    ("", []),
    ("  ,  ", []),
])
def test_notation_parse_cards_accepts_spaces_commas_and_lower_case(text, expected):
    """Rulings, Notation: 'surrounding whitespace, lower case ... and separators of spaces or commas'."""
    assert [str(c) for c in hydra.parse_cards(text)] == expected


def test_notation_parse_cards_accepts_lists_of_cards_and_strings():
    """Rulings, Public interface: 'cards in the order played (str or Card)'."""
    eo = Card.parse("EO")
    assert hydra.parse_cards([eo, "hy", " r10 "]) == [eo, Card.parse("HY"), Card.parse("R10")]


@pytest.mark.parametrize("text, token, offset", [
    ("EO XZ", "XZ", 3),
    ("S11", "S11", 0),
    ("SD S11", "S11", 3),
    ("eo,,\tR1O", "R1O", 5),          # letter O instead of the digit 0
    ("EO;GO", "EO;GO", 0),            # a semicolon is not a separator
    ("H Y", "H", 0),                  # the Hydra is written HY, in one piece
    ("EO 10", "10", 3),               # a rank without a suit
    ("R10 D", "D", 4),
    ("EO\nGO ZZ9", "ZZ9", 6),
    ("GK HYDRA", "HYDRA", 3),
    ("E0", "E0", 0),                  # digit zero instead of the letter O
    ("SD  s 9", "s", 4),
    ("GK, GA", "GA", 4),              # no Ass in Hydra: the top rank is Daus (D)
    ("R10 EO X", "X", 7),
])
def test_notation_bad_token_raises_notation_error_with_token_and_offset(text, token, offset):
    """Rulings, Notation: 'anything else is an error that names the bad token and its position';
    Public interface: 'NotationError ... naming the bad token and its character offset'."""
    with pytest.raises(hydra.NotationError) as info:
        hydra.parse_cards(text)
    error = info.value
    assert error.offset == offset
    assert text[error.offset:].startswith(token)
    message = str(error)
    assert token in message
    assert str(offset) in message


def test_notation_single_card_parse_rejects_a_bad_card_naming_it():
    """Rulings, Notation: a bad token is an error naming it and its position (here offset 0)."""
    with pytest.raises(hydra.NotationError) as info:
        Card.parse("XZ")
    assert info.value.offset == 0
    assert "XZ" in str(info.value)


def test_notation_single_card_parse_offset_points_at_the_token_after_whitespace():
    """Rulings, Notation: the error 'names the bad token and its position'. In '  XZ' the bad
    token XZ is at character offset 2 (parse_cards reports 2 for the same text)."""
    with pytest.raises(hydra.NotationError) as info:
        hydra.parse_cards("  XZ")
    assert info.value.offset == 2                      # parse_cards gets it right
    with pytest.raises(hydra.NotationError) as info:
        Card.parse("  XZ")
    assert info.value.offset == 2
    assert info.value.token == "XZ"


@pytest.mark.parametrize("text", ["ſ9", "ſd", "EO ſk"])
def test_notation_only_ascii_letters_are_accepted(text):
    """Rulings, Notation: lower case (eo, hy, r10) is accepted; 'anything else is an error'."""
    with pytest.raises(hydra.NotationError):
        hydra.parse_cards(text)


@pytest.mark.parametrize("bad", [None, 5, 3.0, b"EO"])
def test_notation_non_text_card_raises_notation_error(bad):
    """Rulings, Public interface: input that is not valid notation raises NotationError."""
    with pytest.raises(hydra.NotationError):
        Card.parse(bad)


@pytest.mark.parametrize("bad", [[None], ["EO", 7], 42])
def test_notation_lists_with_non_cards_raise_notation_error(bad):
    """Rulings, Public interface: input that is not valid notation raises NotationError."""
    with pytest.raises(hydra.NotationError):
        hydra.parse_cards(bad)


@pytest.mark.parametrize("suit, rank", [("X", "O"), ("E", "A"), (None, "9"), ("E", "HY"), ("HY", None)])
def test_notation_constructor_rejects_unknown_cards(suit, rank):
    """Die Spielkarten: only S/R/G/E with 9, U, O, K, 10, D, and the Hydra exist."""
    with pytest.raises(hydra.NotationError):
        Card(suit, rank)


@given(st.text(alphabet="SRGEHYUOKD910sregkhyuod ,\t", max_size=30))
def test_notation_parse_cards_accepts_exactly_the_valid_tokens(text):
    """Rulings, Notation: every space/comma separated token must be a card (any case), else error."""
    tokens = text.replace(",", " ").split()
    valid = all(t.upper() in ALL_CODES for t in tokens)
    if valid:
        assert [str(c) for c in hydra.parse_cards(text)] == [t.upper() for t in tokens]
    else:
        with pytest.raises(hydra.NotationError) as info:
            hydra.parse_cards(text)
        first_bad = next(t for t in tokens if t.upper() not in ALL_CODES)
        assert info.value.offset is not None
        assert text[info.value.offset:].startswith(first_bad)
        assert first_bad in str(info.value)


# --- the deck ----------------------------------------------------------------------------------

def test_die_spielkarten_deck_holds_50_cards_each_twice():
    """Die Spielkarten: 'Jede Karte ist hierbei doppelt vertreten. Es gibt also 50 Karten.'"""
    assert len(hydra.DECK) == 50
    for code in ALL_CODES:
        assert sum(1 for c in hydra.DECK if str(c) == code) == 2, code


def test_die_spielkarten_deck_has_two_hydras():
    """Die Spielkarten: one Joker (Hydra), and every card twice: two Hydras."""
    assert sum(1 for c in hydra.DECK if str(c) == "HY") == 2
    assert hydra.HYDRA is Card.parse("HY")


def test_abrechnung_deck_totals_240_eyes():
    """Abrechnung: the eyes of all cards sum to 'Gesamt 240'."""
    assert sum(c.eyes for c in hydra.DECK) == 240
    assert hydra.TOTAL_EYES == 240


@pytest.mark.parametrize("code", ALL_CODES)
def test_abrechnung_eyes_per_rank(code):
    """Abrechnung / rulings' table: 9 0, Unter 2, Ober 3, König 4, 10 10, Daus 11, Hydra 0."""
    expected = 0 if code == "HY" else RANK_LETTERS[code[1:]][1]
    assert Card.parse(code).eyes == expected


def test_abrechnung_eyes_per_rank_over_the_deck():
    """Abrechnung: per rank over 8 cards each: 0, 16, 24, 32, 80, 88; Hydras 0; together 240."""
    per_rank = {}
    for card in hydra.DECK:
        rank = "HY" if str(card) == "HY" else str(card)[1:]
        per_rank[rank] = per_rank.get(rank, 0) + card.eyes
    assert per_rank == {"9": 0, "U": 16, "O": 24, "K": 32, "10": 80, "D": 88, "HY": 0}


# --- names -------------------------------------------------------------------------------------

@pytest.mark.parametrize("code, german", [
    ("SD", "Schell-Daus"), ("R10", "Rot-10"), ("GU", "Grün-Unter"), ("EO", "Eichel-Ober"),
    ("RK", "Rot-König"), ("S9", "Schell-9"), ("HY", "Hydra"),
])
def test_die_spielkarten_german_names(code, german):
    """Die Spielkarten: the German names used by the rules ('Schell-Daus', 'Rot-10', 'Hydra')."""
    assert Card.parse(code).german_name == german


@pytest.mark.parametrize("code", ALL_CODES[:-1])
def test_notation_german_and_english_names_contain_suit_and_rank(code):
    """Rulings, Notation table: suit letters with German and English names (Bells, Hearts, Leaves,
    Acorns); rank letters with German names."""
    card = Card.parse(code)
    german_suit, english_suit = SUIT_LETTERS[code[0]]
    german_rank = RANK_LETTERS[code[1:]][0]
    assert card.german_name == f"{german_suit}-{german_rank}"
    assert english_suit in card.english_name
    assert german_suit not in card.english_name


def test_notation_hydra_names():
    """Die Spielkarten: '1 Joker (=Hydra)'."""
    assert Card.parse("HY").german_name == "Hydra"
    assert "Hydra" in Card.parse("HY").english_name


def test_liste_von_begriffen_nicknames_dulle_and_fuchs():
    """Liste von Begriffen: 'Dulle - Rot-10', 'Fuchs - Schell-Daus'."""
    assert Card.parse("R10").nickname == "Dulle"
    assert Card.parse("SD").nickname == "Fuchs"
    assert Card.parse("EO").nickname is None


# --- value semantics ---------------------------------------------------------------------------

def test_notation_cards_are_interned():
    """House style: core types are small values; one object per distinct card."""
    assert Card.parse("GK") is Card("G", "K") is hydra.parse_cards("gk")[0] is hydra.CARDS[ALL_CODES.index("GK")]
    assert Card(None, "HY") is hydra.HYDRA


@pytest.mark.parametrize("attribute", ["suit", "rank", "eyes", "index"])
def test_notation_cards_are_immutable(attribute):
    """House style: 'Core types are small and immutable'."""
    card = Card.parse("EO")
    with pytest.raises(AttributeError):
        setattr(card, attribute, "X")
    with pytest.raises(AttributeError):
        delattr(card, attribute)
    assert str(card) == "EO" and card.eyes == 3


def test_notation_cards_cannot_grow_attributes():
    """House style: immutable cards: no new attributes either."""
    with pytest.raises(AttributeError):
        Card.parse("EO").colour = "green"


def test_notation_cards_are_hashable_and_equal_only_to_themselves():
    """The 50-card deck collapses to 25 keys; equal notation means equal card, and nothing else."""
    assert len(set(hydra.DECK)) == 25
    counts = {}
    for card in hydra.DECK:
        counts[card] = counts.get(card, 0) + 1
    assert set(counts.values()) == {2}
    assert Card.parse("eo") == Card.parse("EO")
    assert hash(Card.parse("eo")) == hash(Card.parse("EO"))
    assert Card.parse("EO") != Card.parse("GO")
    assert len({Card.parse(c) for c in ALL_CODES}) == 25


@pytest.mark.parametrize("code", ALL_CODES)
def test_notation_pickle_and_copy_give_the_same_card(code):
    """House style: small immutable values survive pickling and copying unchanged."""
    card = Card.parse(code)
    for protocol in range(pickle.HIGHEST_PROTOCOL + 1):
        again = pickle.loads(pickle.dumps(card, protocol=protocol))
        assert again == card and again is card and str(again) == code
    assert copy.copy(card) is card
    assert copy.deepcopy(card) is card
    assert copy.deepcopy([card, card]) == [card, card]

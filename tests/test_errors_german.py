# ruff: noqa: E501 - the English sentences below are each one line, as the engine writes them
"""Issue 33: the engine's error sentences and the teacher's builder speak German on a German page.

Every error a person can reach (a card typed, a scenario file or link, a round's steps, a match, a
round record) is drawn in German: no English sentence of the catalog shows through, and as the teacher's
dashboard says it (``said``) no seat counted from 0, no Python quote or list bracket shows. In English the
same errors read exactly as they always did (the sentences below were read off the engine before it spoke
German; tests across the suite assert parts of them).
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from babel.messages import pofile

import hydra
from hydra.hydra.calls import check_antrag, check_solo_game
from hydra.hydra.deal import deal_deck
from hydra.core.i18n import set_language
from tutor.hydra import scenarios as sc
from tutor.hydra.scenarios import Scenario, problems
from widgets.hydra.teacher.messages import said

from test_i18n_catalogs import _showing

CATALOG = Path(__file__).resolve().parents[1] / "hydra" / "locale" / "de" / "LC_MESSAGES" / "hydra.po"


def _round(seed=1):
    return hydra.Round.new(seed=seed)


def _at_calls_over():
    """A round whose calls are done: play has started."""
    rnd = hydra.Round.new(seed=3)
    while rnd.phase != "play":
        rnd.apply(rnd.legal_actions()[0] if rnd.phase != "calls" else "valeo")
    return rnd


def _record(**change):
    record = {"players": 5, "dealer": 0, "hands": [[str(c) for c in h] for h in hydra.deal(3).hands], "tricks": []}
    record.update(change)
    return record


def _finished_round():
    match = hydra.Match()
    rnd = match.new_round(seed=2)
    while not rnd.is_over:
        rnd.apply(rnd.legal_actions()[0])
    return rnd


def _illegal_trick():
    """The first trick of the record's round with the second card not following suit."""
    rnd = hydra.replay(_record())
    lead = rnd.legal_actions()[0]
    rnd.play(lead)
    legal = set(rnd.legal_actions())
    wrong = [c for c in rnd.hand(rnd.to_move) if c not in legal]
    return [str(lead), str(wrong[0]) if wrong else "HY"]


def _pair_seat():
    rnd = hydra.replay(_record())
    return next((s for s in rnd.seats if hydra.antrag_pairs(rnd.hand(s))), 0)


def _other():
    rnd = hydra.replay(_record())
    seat = _pair_seat()
    return next(str(c) for c in rnd.hand(seat) if str(c) not in hydra.antrag_pairs(rnd.hand(seat)))


CASES = {
    "notation": lambda: hydra.parse_cards("EO XZ"),
    "list item": lambda: hydra.as_cards(["EO", 5]),
    "list token": lambda: hydra.as_cards(["EO", "XX"]),
    "not a card": lambda: hydra.as_card(7),
    "not a list": lambda: hydra.as_cards(7),
    "bad pair": lambda: hydra.Card("Q", "9"),
    "antrag none": lambda: check_antrag("EO GO S9", seat=2),
    "antrag none hand": lambda: check_antrag("EO GO S9"),
    "antrag both": lambda: check_antrag("EO EO GO GO S9", seat=1),
    "antrag key pair": lambda: check_antrag("EO EO S9", ["EO"]),
    "antrag only one": lambda: check_antrag("EO EO GO S9", "GO", seat=3),
    "solo normal": lambda: check_solo_game("normal"),
    "players": lambda: hydra.deal(players=7),
    "dealer": lambda: hydra.deal(players=5, dealer=9),
    "deal hands": lambda: hydra.Deal((("EO",) * 10,) * 4, dealer=0),
    "deal short hand": lambda: hydra.Deal(tuple(tuple(h) for h in [*hydra.deal(1).hands[:4], hydra.deal(1).hands[4][:9]]),
                                          dealer=0),
    "deal copies": lambda: hydra.Deal((("EO",) * 10,) * 5, dealer=0),
    "deal deck": lambda: deal_deck("EO GO"),
    "cut": lambda: deal_deck(hydra.DECK, cut=3),
    "copies": lambda: hydra.hydra.cards.check_copies(hydra.as_cards("HY HY HY"), where="the hands"),
    "play in calls": lambda: _round().play("EO"),
    "not a call": lambda: _round().call("maybe"),
    "not now": lambda: _round().apply("accept"),
    "card not now": lambda: _round().apply(hydra.as_card("EO")),
    "sheet": lambda: _round().sheet,
    "undo": lambda: _round().undo(),
    "no trick": lambda: _round().explain_trick(99),
    "not a seat": lambda: _round().hand(9),
    "not held": lambda: (lambda r: r.play(next(c for c in hydra.CARDS if c not in r.hand(r.to_move))))(_at_calls_over()),
    "match totals": lambda: hydra.Match(totals=[1, 2]),
    "match names": lambda: hydra.Match(names=["A"]),
    "match unfinished": lambda: hydra.Match().add(_round()),
    "match dealer": lambda: (lambda r: (lambda m: (m.add(r), m.add(r)))(hydra.Match()))(_finished_round()),
    "record key": lambda: hydra.replay({"players": 5, "dealer": 0}),
    "record players": lambda: hydra.replay(_record(players=7)),
    "record hands": lambda: hydra.replay(_record(hands=[[]])),
    "record tricks": lambda: hydra.replay(_record(tricks="EO")),
    "record trick size": lambda: hydra.replay(_record(tricks=[[]])),
    "record incomplete": lambda: hydra.replay(_record(tricks=[["EO"], ["GO"]])),
    "record both": lambda: hydra.replay(_record(solo={"seat": 0, "game": "normal-solo"},
                                                proposal={"seat": 1})),
    "record calls": lambda: hydra.replay(_record(calls=[1])),
    "record deal": lambda: hydra.replay(_record(deal=3)),
    "record solo shape": lambda: hydra.replay(_record(solo=3)),
    "record soloist": lambda: hydra.replay(_record(solo={"seat": [1], "game": "normal-solo"})),
    "record proposal shape": lambda: hydra.replay(_record(proposal=3)),
    "record proposer": lambda: hydra.replay(_record(proposal={"seat": "x"})),
    "record pair": lambda: hydra.replay(_record(proposal={"seat": 0, "pair": ["EO"]})),
    "record bad card": lambda: hydra.replay(_record(tricks=[["EO", "XX"]])),
    "record illegal": lambda: hydra.replay(_record(tricks=[_illegal_trick()])),
    "record accepted": lambda: hydra.replay(_record(proposal={"seat": _pair_seat(), "open_card": _other(),
                                                              "accepted_by": 9})),
    "record three": lambda: hydra.replay(_record(proposal={"seat": _pair_seat(), "open_card": _other(),
                                                           "accepted_by": 2, "returned": ["S9"]})),
    "record open card": lambda: hydra.replay(_record(proposal={"seat": _pair_seat()})),
    "record returned": lambda: hydra.replay(_record(proposal={"seat": _pair_seat(), "open_card": _other(),
                                                              "returned": ["S9"]})),
    "record json": lambda: hydra.replay('{"players": 5,'),
    "record not object": lambda: hydra.replay("[1, 2]"),
    "record not a record": lambda: hydra.load_record(3),
    "record call word": lambda: hydra.replay(_record(calls=["maybe"])),
}


def _library(name):
    return Scenario.from_record(json.loads((sc.library_dir() / f"{name}.json").read_text(encoding="utf-8")))


def _bad(change):
    """A dealt scenario made bad by ``change`` (as tests/test_scenarios.py makes them)."""
    def make():
        s = Scenario.dealt(seed=3)
        change(s)
        return s
    return make


def _eleven_and_nine(s):
    s.hands[0].append(s.hands[1].pop())


def _hydras(s):
    s.hands[2] += ["HY", "HY"]


def _no_pair_proposal(s):
    seat = next(x for x in s.seats if not hydra.antrag_pairs(s.hands[x]))
    s.proposal = {"seat": seat, "open_card": s.hands[seat][0]}


def _pair_seat_of(s):
    return next(x for x in s.seats if hydra.antrag_pairs(s.hands[x]))


def _acceptor_is_proposer(s):
    seat = _pair_seat_of(s)
    s.proposal = {"seat": seat, "open_card": s.hands[seat][0], "accepted_by": seat, "returned": []}


def _six_players_dealer_holds(s):
    s.players, s.dealer = 6, 0
    s.hands.append(s.hands[0][:5])
    s.hands[5], s.hands[0] = s.hands[0], []
    s.hands[0] = s.hands[5][:3]


def _illegal_trick():
    s = _library("r01-hydra-on-a-fail-trick")
    s.tricks = [list(reversed(s.tricks[0]))]
    return s


#: The builder's problems (``problems``), each scenario made bad in one way.
SCENARIOS = {
    "eleven and nine": _bad(_eleven_and_nine),
    "third and fourth Hydra": _bad(_hydras),
    "soloist not a seat": _bad(lambda s: setattr(s, "solo", {"seat": 9, "game": "trump-solo:O"})),
    "normal is no solo": _bad(lambda s: setattr(s, "solo", {"seat": 0, "game": "normal"})),
    "solo and Antrag": _bad(lambda s: (setattr(s, "solo", {"seat": 0, "game": "normal-solo"}),
                                       setattr(s, "proposal", {"seat": 1}))),
    "Antrag without a pair": _bad(_no_pair_proposal),
    "proposer not a seat": _bad(lambda s: setattr(s, "proposal", {"seat": 7})),
    "acceptor is the proposer": _bad(_acceptor_is_proposer),
    "six players, the dealer holds cards": _bad(_six_players_dealer_holds),
    "dealer not a seat": _bad(lambda s: setattr(s, "dealer", 9)),
    "hands missing": _bad(lambda s: s.hands.pop()),
    "a card not a card": _bad(lambda s: s.hands[0].__setitem__(0, "XX")),
    "an illegal trick": _illegal_trick,
}


def _edits():
    """The builder's refusals: the edits ``Scenario`` says no to, and its game labels."""
    full = Scenario.dealt(seed=1)
    removed = full.hands[1][0]
    full.remove(1, removed)
    empty = Scenario.empty()
    empty.add(0, "EO")
    empty.add(1, "EO")
    six = Scenario.dealt(seed=4, players=6, dealer=2)
    solo = Scenario.dealt(seed=5)
    solo.solo = {"seat": 2, "game": "color-solo:G"}
    antrag = Scenario.dealt(seed=5)
    antrag.proposal = {"seat": 1, "accepted_by": 3}
    return {"third copy": empty.add(2, "EO"), "eleventh card": full.add(0, removed), "sits out": six.check_add(2, "S9"),
            "not held": full.remove(0, "HY") if "HY" not in full.hands[0] else full.remove(0, "EO"),
            "swap not held": full.swap(0, next(c for c in hydra.CARDS if str(c) not in full.hands[0]), 1,
                                       full.hands[1][0]),
            "solo label": solo.game_label, "Antrag label": antrag.game_label,
            "notes": " ".join(sc.notes(_library("r06-a-hand-that-may-throw-in")))}


def scenario_texts():
    """Every problem's sentence of each bad scenario, and the builder's refusals, by name."""
    out = {name: " | ".join(p.text for p in problems(make())) for name, make in SCENARIOS.items()}
    out.update(_edits())
    return out


def engine_messages():
    out = {}
    for name, case in CASES.items():
        try:
            case()
        except hydra.HydraError as error:
            out[name] = str(error)
    return out


# --- the sentences in English, as they were before the engine spoke German ------------------------------

ENGLISH = {
    'notation':
        "'XZ' at offset 3 is not a card: write a suit S, R, G or E followed by a rank 9, U, O, K, 10 or D, or HY for the Hydra",
    'list item':
        "item 1 (5) is not a card: expected text such as 'EO'",
    'list token':
        "'XX' (card 2 of the list) is not a card: write a suit S, R, G or E followed by a rank 9, U, O, K, 10 or D, or HY for the Hydra",
    'not a card':
        "7 is not a card: expected text such as 'EO'",
    'not a list':
        "7 is not a list of cards",
    'bad pair':
        "'Q', '9' is not a card: suits are S, R, G, E; ranks 9, U, O, K, 10, D; the Hydra is Card(None, 'HY')",
    'antrag none':
        "an Antrag needs both Eichel-Ober (EO) or both Grün-Ober (GO) in one hand, and seat 2 has neither pair (R7)",
    'antrag none hand':
        "an Antrag needs both Eichel-Ober (EO) or both Grün-Ober (GO) in one hand, and this hand has neither pair (R7)",
    'antrag both':
        "seat 1 has both pairs (EO EO and GO GO): say which pair the Antrag is made with, 'EO' or 'GO' (R9)",
    'antrag key pair':
        "['EO'] is not a key pair: use 'EO' or 'GO'",
    'antrag only one':
        "an Antrag with GO needs both GO in one hand, and seat 3 has only 1 (R7)",
    'solo normal':
        "a solo is played as normal-solo, trump-solo:X or color-solo:Y, never as 'normal' (R7)",
    'players':
        "Hydra is played by 5 players, or by 6 with the dealer sitting out; got 7 players (R11)",
    'dealer':
        "the dealer must be a seat from 0 to 4; got 9 (R11)",
    'deal hands':
        "a round of 5 players needs 5 hands, got 4 (R11)",
    'deal short hand':
        "seat 4 holds 9 cards, but every playing seat is dealt ten (R12)",
    'deal copies':
        "EO appears 50 times; the deck has two of each card (rules: Die Spielkarten)",
    'deal deck':
        "a deal needs the full deck: all 25 cards twice, 50 cards (rules: Die Spielkarten)",
    'cut':
        "the player right of the dealer cuts at least 5 and at most 45 cards, not 3 (R12)",
    'copies':
        "3 copies of HY (Hydra) in the hands, but the deck has only two of each card (rules: 'Die Spielkarten': 50 cards, every card twice)",
    'play in calls':
        "no card can be played now: the round is in phase 'calls' (R8)",
    'not a call':
        "'maybe' is not a call: say 'valeo' (healthy) or 'morbus' (R7)",
    'not now':
        "that is not possible now: the round is in phase 'calls', not 'antrag-offer' (R9)",
    'card not now':
        "Card.parse('EO') is not an action now: seat 1 must choose one of valeo, morbus (phase calls)",
    'sheet':
        "the parties are not known before play starts (R10)",
    'undo':
        "there is nothing to take back: the cards have only been dealt (R12)",
    'no trick':
        "there is no trick 99: 0 tricks are complete",
    'not a seat':
        "seat 9 does not play in this round; the playing seats are 1, 2, 3, 4, 0 (R11)",
    'not held':
        "seat 1 cannot play S9: it is not in that hand (trick 1, rules: Der Spielverlauf)",
    'match totals':
        "a match of 5 players needs 5 totals, got 2 (R5)",
    'match names':
        "a match of 5 players needs 5 names, got 1 (R11)",
    'match unfinished':
        "only a finished round can be booked: play all ten tricks first (rules: Spielende)",
    'match dealer':
        "this round was dealt by seat 0, but it is seat 1's deal (R11)",
    'record key':
        "round record: the key 'hands' is missing (rulings: Round record)",
    'record players':
        "round record: players must be a whole number from 5 to 6, not 7 (R11)",
    'record hands':
        "round record: 'hands' must list 5 hands, one per seat (R11)",
    'record tricks':
        "round record: 'tricks' must be a list of at most ten tricks (rules: Der Spielverlauf)",
    'record trick size':
        "round record: trick 1 must list one to five cards (rules: Der Spielverlauf)",
    'record incomplete':
        "round record: trick 1 has 1 cards, but only the last trick may be incomplete (rules: Der Spielverlauf)",
    'record both':
        "round record: a round has a solo or an Antrag, never both: a solo beats an Antrag (R7)",
    'record calls':
        "round record: 'calls' must list the words said before play, such as \"keep\", \"valeo\" or \"solo:normal-solo\" (R20)",
    'record deal':
        "round record: 'deal' must be an object with 'seed' and 'cut' (R20)",
    'record solo shape':
        "round record: 'solo' must be an object with 'seat' and 'game' (R7)",
    'record soloist':
        "round record: the soloist [1] is not a playing seat (R11)",
    'record proposal shape':
        "round record: 'proposal' must be an object with 'seat', 'open_card' and 'accepted_by' (R9)",
    'record proposer':
        "round record: the proposer 'x' is not a playing seat (R11)",
    'record pair':
        "round record: 'pair' must be 'EO' or 'GO', not ['EO'] (R9)",
    'record bad card':
        "round record, trick 1, card 2: 'XX' (card 2 of the list) is not a card: write a suit S, R, G or E followed by a rank 9, U, O, K, 10 or D, or HY for the Hydra",
    'record illegal':
        "round record: trick 1 must list one to five cards (rules: Der Spielverlauf)",
    'record accepted':
        "round record: seat 9 cannot accept: the proposer and a sitting-out dealer cannot accept an Antrag (R9)",
    'record three':
        "round record: the acceptor gives back exactly three cards: 'returned' must list three (R9)",
    'record open card':
        "round record: the Antrag's 'open_card' is missing (R9)",
    'record returned':
        "round record: cards were returned, but nobody accepted the Antrag (R9)",
    'record json':
        "the round record is not valid JSON: Expecting property name enclosed in double quotes at offset 14",
    'record not object':
        "a round record is a JSON object with players, dealer, hands and tricks",
    'record not a record':
        "3 is not a round record: give a dict, JSON text or a .json path",
    'record call word':
        "round record, call 1: 'maybe' is not an action now: seat 1 must choose one of valeo, morbus",
}

ENGLISH_BUILDER = {
    'eleven and nine':
        "seat 0 holds 11 cards; every playing seat is dealt 10 (R12) | seat 1 holds 9 cards: 1 more to place; every playing seat is dealt 10 (R12)",
    'third and fourth Hydra':
        "seat 2 holds 12 cards; every playing seat is dealt 10 (R12) | 4 copies of HY (Hydra) in the hands, but the deck has only two of each card (rules: 'Die Spielkarten': 50 cards, every card twice)",
    'soloist not a seat':
        "the soloist must be a playing seat, not 9 (R11)",
    'normal is no solo':
        "a solo is played as normal-solo, trump-solo:X or color-solo:Y, never as 'normal' (R7)",
    'solo and Antrag':
        "a round has a solo or an Antrag, never both: a solo beats an Antrag (R7) | an Antrag needs both Eichel-Ober (EO) or both Grün-Ober (GO) in one hand, and seat 1 has neither pair (R7)",
    'Antrag without a pair':
        "an Antrag needs both Eichel-Ober (EO) or both Grün-Ober (GO) in one hand, and seat 1 has neither pair (R7)",
    'proposer not a seat':
        "the proposer must be a playing seat, not 7 (R11)",
    'acceptor is the proposer':
        "seat 0 cannot accept: the proposer and a sitting-out dealer cannot accept an Antrag (R9) | the acceptor gives back exactly three cards of the thirteen it holds: choose three, not 0 (R9)",
    'six players, the dealer holds cards':
        "seat 0 deals and sits out with six players, so it holds no cards, but it holds 3 (R11) | 3 copies of SK (Schell-König) in the hands, but the deck has only two of each card (rules: 'Die Spielkarten': 50 cards, every card twice) | 3 copies of SD (Schell-Daus) in the hands, but the deck has only two of each card (rules: 'Die Spielkarten': 50 cards, every card twice) | 3 copies of ED (Eichel-Daus) in the hands, but the deck has only two of each card (rules: 'Die Spielkarten': 50 cards, every card twice)",
    'dealer not a seat':
        "the dealer must be a seat from 0 to 4; got 9 (R11)",
    'hands missing':
        "a round of 5 players needs 5 hands, got 4 (R11)",
    'a card not a card':
        "'XX' (card 1 of the list) is not a card: write a suit S, R, G or E followed by a rank 9, U, O, K, 10 or D, or HY for the Hydra",
    'an illegal trick':
        "round record, trick 1, card 1: seat 0 cannot play S10: it is not in that hand (trick 1, rules: Der Spielverlauf)",
    'third copy':
        "3 copies of EO (Eichel-Ober) in the hands, but the deck has only two of each card (rules: 'Die Spielkarten': 50 cards, every card twice)",
    'eleventh card':
        "seat 0 already holds 10 cards; every playing seat is dealt 10 (R12)",
    'sits out':
        "seat 2 sits out (R11): with six players the dealer gets no cards",
    'not held':
        "seat 0 does not hold HY",
    'swap not held':
        "seat 0 does not hold SU",
    'solo label':
        "solo of seat 2: Grün-Solo (a colour solo)",
    'Antrag label':
        "open Antrag of seat 1, accepted by seat 3",
    'notes':
        "seat 1: five or more 9s (5): this hand may throw in (R6); in this scenario it keeps its cards and plays.",
}


@pytest.fixture
def german():
    set_language("de")
    yield
    set_language("en")


@pytest.fixture(scope="module")
def english_sentences():
    """The catalog's English sentences that German translates (at least two words besides their values)."""
    with CATALOG.open("rb") as handle:
        catalog = pofile.read_po(handle)
    return [m.id for m in catalog if isinstance(m.id, str) and m.id and m.string and m.string != m.id
            and len(re.sub(r"\{[^{}]*\}", "", m.id).split()) >= 2]


def english_showing(text, sentences):
    """The catalog's English ``sentences`` that ``text`` shows (test_i18n_catalogs's check, its patterns compiled once)."""
    return _showing(text, sentences)


#: A seat counted from 0, a Python quote ('EO') or a list's bracket, as the dashboard would show them.
NOT_SAID = re.compile(r"\b(?:seats?|Platz|Plätze) \d|(?<![\w'])'[^'\s]+'(?![\w'])|\[")


def test_every_case_raises():
    assert set(ENGLISH) == set(CASES) and set(ENGLISH_BUILDER) == set(scenario_texts())


@pytest.mark.parametrize("name", sorted(CASES))
def test_engine_errors_in_english_are_unchanged(name):
    assert engine_messages()[name] == ENGLISH[name]


def test_builder_problems_in_english_are_unchanged():
    assert scenario_texts() == ENGLISH_BUILDER


@pytest.mark.parametrize("name", sorted(CASES))
def test_engine_errors_in_german(german, english_sentences, name):
    text = engine_messages()[name]
    assert text != ENGLISH[name]
    assert not english_showing(text, english_sentences), text
    shown = said(text)
    assert not NOT_SAID.search(shown), shown
    for rule in re.findall(r"\((R\d+)\)", ENGLISH[name]):        # the rule cited as in English (a rule link)
        assert f"({rule})" in text or f", {rule})" in text or f"{rule}, " in text, text


@pytest.mark.parametrize("name", sorted(ENGLISH_BUILDER))
def test_builder_problems_in_german(german, english_sentences, name):
    text = scenario_texts()[name]
    assert text and text != ENGLISH_BUILDER[name]
    assert not english_showing(text, english_sentences), text
    shown = said(text)
    assert not NOT_SAID.search(shown), shown


def test_seats_are_said_by_name_in_german(german):
    assert said(ENGLISH_BUILDER["eleven and nine"]).startswith("Ada holds 11 cards")        # the English as before
    text = scenario_texts()["eleven and nine"]
    assert said(text).startswith("Ada hat 11 Karten") and "Ben hat 9 Karten: noch 1 zu verteilen" in said(text)
    assert "Ben, Cem, Dora, Emil und Ada" in said(engine_messages()["not a seat"])
    assert "„Eichel-Ober“" in said(engine_messages()["record pair"])      # a list's item, quoted as German quotes


def test_the_dashboard_says_no_python_quotes_in_english():
    assert said(ENGLISH["record pair"]) == "round record: “pair” must be “Eichel-Ober” or “Grün-Ober”, not “Eichel-Ober”"
    assert said(ENGLISH["not a call"]).startswith("“maybe” is not a call: say “valeo” (healthy)")


def test_the_builder_speaks_german(german, english_sentences):
    from widgets.hydra.teacher import ScenarioBuilder
    from widgets.hydra.teacher.messages import SORRY, safe

    b = ScenarioBuilder(Scenario.dealt(seed=3))
    seat = b.scenario.seats[0]
    b.hand_views[seat].cards_views[0].button.click()        # pick a card, put it back: nine cards
    b.remove_button.click()
    assert "noch 1 zu verteilen" in b.problems_html.value
    other = b.scenario.seats[1]
    b.target.value = other
    card = next(c for c, n in b.scenario.counts().items() if n < 2)
    b.palette_views[card].button.click()                   # an eleventh card for the other seat: refused
    for value in (b.message.value, b.problems_html.value, b.status.value):
        shown = re.sub(r"<[^>]+>", " ", value)
        assert not english_showing(shown, english_sentences), shown
        assert not NOT_SAID.search(shown), shown
    assert "hat schon 10 Karten" in b.message.value

    class Page:
        message = ""

        def show_message(self, text):
            self.message = text

        @safe
        def broken(self):
            raise KeyError("x")

    page = Page()
    page.broken()
    assert page.message != SORRY and "nicht geklappt" in page.message


@pytest.mark.parametrize("value", ["nonsense", "z:abc"])
def test_a_bad_scenario_link_in_german(english_sentences, value):
    from widgets.hydra.teacher.app import build_teacher

    try:
        app = build_teacher({"QUERY_STRING": f"lang=de&scenario={value}"})
        shown = re.sub(r"<[^>]+>", " ", app.message.value)
    finally:
        set_language("en")
    assert "Wähle unten ein Szenario" in shown
    assert not english_showing(shown, english_sentences), shown


@pytest.mark.parametrize("game", ["hydra", "doppelkopf", "fuenfhundert"])
def test_a_bad_deal_link_is_said_in_german(game):
    """A ``?deal=`` code that is no deal, or names no dealer of the game, said in the page's language: the
    German says what the code's parts are, with no English of the catalog."""
    from hydra.core.i18n import set_language
    from tutor.doppelkopf.words import parse_deal as doppelkopf_deal
    from tutor.fuenfhundert.session import parse_deal as fuenfhundert_deal
    from tutor.hydra.session import parse_deal as hydra_deal
    parse = {"hydra": hydra_deal, "doppelkopf": doppelkopf_deal, "fuenfhundert": fuenfhundert_deal}[game]
    said = []
    try:
        set_language("de")
        for code in ("abc", "12-9"):
            with pytest.raises(ValueError) as refused:
                parse(code)
            said.append(str(refused.value))
    finally:
        set_language("en")
    assert said[0].startswith("„abc“ ist kein gültiger Code für ein Spiel") and "Ein Spiel-Link sieht so aus" in said[0]
    assert "die Zahl nach dem Strich" in said[1] and " is not " not in " ".join(said)
    with pytest.raises(ValueError, match="is not a deal"):
        parse("abc")

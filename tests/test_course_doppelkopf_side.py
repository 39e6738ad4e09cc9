"""Lesson 07's live Doppelkopf side (issue 13): the model ``tutor.doppelkopf.course_side`` and its
views ``widgets.doppelkopf.course_side``.

Every answer must be the engines' (``hydra.doppelkopf`` for ``hausrunde`` and ``turnier``, ``hydra``
for Hydra); each teaching point's example is checked against the engines and against the rules it
cites (D3, D5, D9/D28/D29, D11/D41/D42, D30/D31/D34/D36, R1/R2/R4/R5/R10, rules: Solo).
"""

from __future__ import annotations

import json
import pathlib
import random
import re

import pytest

import hydra
from hydra import doppelkopf as dk
from hydra.doppelkopf.games import GAME_IDS
from hydra.doppelkopf.compare import hydra_game
from hydra.doppelkopf.reservations import armut_trumps, options
from hydra.hydra.scoring import FUCHS_BONUS
from hydra.hydra.tricks import RULE_SOLO
from tutor.course import reference_lesson
from tutor.doppelkopf import course_side as side
from widgets.doppelkopf.course_side import ColourSoloPoint, Exception120, SideBySide, point_html, points_html

NOTEBOOK = pathlib.Path(__file__).resolve().parent.parent / "notebooks" / "doppelkopf-players.ipynb"   # issue 34
PAGE = NOTEBOOK.parent.parent / "widgets" / "doppelkopf" / "players_page.py"
SUITS = ("S", "R", "G", "E")


# --- who wins: the model says what the engines say ------------------------------------------------

def test_equal_herz_10_d5_r2():
    """D5: the Hausrunde's second Herz-10 wins, the Turnier's first; R2: Hydra's second Dulle wins."""
    h, t, y = side.who_wins("R10 EO R10 SK")
    assert (h.winner, t.winner, y.winner) == (2, 0, 2)
    assert "D5" in h.rules and "D5" in t.rules and "R2" in y.rules
    assert h.card == t.card == y.card == "R10"


@pytest.mark.parametrize("game_id", GAME_IDS["hausrunde"])
def test_who_wins_agrees_with_the_engines(game_id):
    """For random tricks of every game, each side's winner is the engine's (D5-D7, R1, R2)."""
    rng = random.Random(game_id)
    deck = [c for c in side.dk_deck() for _ in range(2)]
    hy_id = hydra_game(game_id)
    for _ in range(40):
        cards = rng.sample(deck, 4)
        fifth = rng.choice([None, "HY", "E9", "S9"])
        h, t, y = side.who_wins(cards, game_id, fifth)
        assert h.winner == dk.trick_winner(cards, game_id, "hausrunde")
        if game_id in GAME_IDS["turnier"]:
            assert t.winner == dk.trick_winner(cards, game_id, "turnier")
        else:
            assert not t.played and "D3" in t.rules
        if hy_id is None:
            assert not y.played
        else:
            five = cards + ([fifth] if fifth else [])
            assert y.winner == hydra.trick_winner(five, hy_id)
            assert y.card == str(hydra.as_card(five[y.winner]))


def test_a_trick_that_cannot_happen_gets_the_engines_reason():
    """D1: no 9s in Doppelkopf; a third copy is refused; no traceback, no Python repr."""
    h, t, y = side.who_wins("S9 EO EO SK")
    assert "D1" in h.problem and "D1" in t.problem and y.problem == ""
    h, t, y = side.who_wins("EO EO EO SK")
    assert h.problem and t.problem and y.problem
    for v in (h, t, y):
        assert "Traceback" not in v.problem and "Card(" not in v.problem


# --- the ladders ------------------------------------------------------------------------------------

@pytest.mark.parametrize("suit", SUITS)
def test_colour_solo_ladders_d3_rules_solo(suit):
    """D3 and rules: Solo: in a Doppelkopf colour solo the Herz-10, the Damen and the Buben are trumps;
    in Hydra's only that suit and the Hydras."""
    h, t, y = side.ladders(f"color-solo:{suit}")
    for code in ["R10"] + [s + r for s in SUITS for r in ("O", "U")]:
        assert code in h.trumps
        assert (code in y.trumps) == (code[0] == suit)
        assert (code in h.only_here) == (code[0] != suit)
    assert set(y.trumps) == {str(c) for c in hydra.get_game(f"color-solo:{suit}").trumps}
    assert all(c == "HY" or c.startswith(suit) for c in y.trumps)
    assert y.trumps[0] == "HY" and "HY" in y.only_here
    assert RULE_SOLO in y.rules and RULE_SOLO in y.note
    assert h.trumps == tuple(str(c) for c in dk.get_game(f"color-solo:{suit}", "hausrunde").ladder())
    assert t.played == (suit == "S")
    if suit != "S":
        assert "D3" in t.rules and "Karo-Solo" in t.note


def test_normal_ladders_and_games_hydra_lacks():
    h, t, y = side.ladders("normal")
    assert h.trumps == t.trumps and h.trumps[0] == "R10"
    assert y.trumps[0] == "HY" and set(h.only_here) == {"S10", "SK"}          # plain Schell cards in Hydra
    for game_id in ("mixed-solo", "ace-solo"):
        assert not side.ladders(game_id)[2].played
    assert side.ladders("queen-solo")[2].trumps[0] == "HY"


# --- the five teaching points ---------------------------------------------------------------------------

@pytest.mark.parametrize("suit", SUITS)
def test_point_colour_solo(suit):
    """1. D3 / rules: Solo: the same four cards; Doppelkopf's winner is a card Hydra's solo treats as plain."""
    p = side.colour_solo(suit)
    ex = p.examples[0]
    game_id = f"color-solo:{suit}"
    cards = list(ex.cards)
    outcome = {o.rule_set: o for o in ex.outcomes}
    dk_w = dk.trick_winner(cards, game_id, "hausrunde")
    assert outcome["hausrunde"].value == dk_w
    assert not hydra.get_game(game_id).is_trump(cards[dk_w])
    assert outcome["hydra"].value != dk_w
    assert outcome["hydra"].value == hydra.trick_winner(cards, game_id)
    assert RULE_SOLO in outcome["hydra"].text
    if suit == "S":
        assert outcome["turnier"].value == dk.trick_winner(cards, game_id, "turnier")
    else:
        assert outcome["turnier"].value == -1 and "D3" in outcome["turnier"].text
    assert "D3" in p.rules and RULE_SOLO in p.rules


def test_point_hochzeit_alone_d9_d28_d29():
    """2. D9, D29: a groom who wins the first three tricks plays alone, scored as a solo (x3); D28: the
    same three tricks find a partner in the Hausrunde and none in the Turnier; R10: Hydra's wedding."""
    p = side.hochzeit_alone()
    first = p.examples[0]
    assert [o.value for o in first.outcomes] == [1, 1, 1]                 # one player alone on every side
    assert "different partner" not in point_html(p).split("Trick 1")[0]
    for rules in ("hausrunde", "turnier"):
        rnd = side.play_hochzeit(rules)
        assert rnd.contract == "hochzeit" and rnd.parties is not None and rnd.parties[0] == (0,)
        assert rnd.is_solo and all(w == 0 for w in (t[1][t[2]] for t in rnd.tricks[:3]))
        pts = rnd.points
        assert pts[0] == -3 * pts[1] and sum(pts) == 0                     # D29: scored as a solo
        assert f"{pts[0]:+d}" in first.outcomes[("hausrunde", "turnier").index(rules)].text
    assert "wedding" in first.outcomes[2].text and "R10" in first.outcomes[2].text
    assert len(p.examples) == 2 and p.examples[1].differs                 # D28: a different partner
    assert {"D9", "D28", "D29", "R10"} <= set(p.rules)


def test_point_gegen_die_alten_d31_d36():
    """3. D31: the Turnier's extra point when Kontra wins, also in a solo; D36: the Hausrunde's
    Sonderpunkt against the Kreuz-Damen, never doubled and not in a solo; R5: none in Hydra."""
    p = side.gegen_die_alten(110)
    normal, solo = p.examples
    h, t, y = normal.outcomes
    assert "gegen die Alten gewonnen 1 (D31)" in t.text and t.value == 2
    assert "gegen die Kreuz-Damen gewonnen 1 (D36, a Sonderpunkt, never doubled)" in h.text and h.value == 2
    assert y.value == hydra.party_points(110, 3)
    assert [o.value for o in solo.outcomes[:2]] == [1, 2]                 # in a solo only the Turnier's point
    # Re winning: no such point on either side
    won = side.gegen_die_alten(130).examples[0].outcomes
    assert "gegen die" not in won[0].text and "gegen die" not in won[1].text


def test_point_fuechse_in_a_trumpfabgabe_d11_d41_d42():
    """4. D11/D41: the Turnier does not count the Füchse and gives them with the trumps; D42: the
    Hausrunde counts them; R4: Hydra's Fuchs caught is worth 5."""
    p = side.fuechse_armut()
    h, t, y = p.examples[0].outcomes
    cards = dk.dk_cards(side.ARMUT_HAND)
    assert (h.value, t.value) == (armut_trumps(cards, "hausrunde"), armut_trumps(cards, "turnier")) == (4, 2)
    assert "may not offer" in h.text and "may offer" in t.text
    assert t.text.count("Karo-As (SD)") == 2                              # both Füchse given with the trumps
    assert y.value == FUCHS_BONUS and "R4" in y.text
    assert "armut" in options(cards, "turnier") and "armut" not in options(cards, "hausrunde")


@pytest.mark.parametrize("eyes, doppelt, hausrunde, turnier", [
    (120, True, 0, 1), (120, False, 1, 1), (121, True, 0, 0), (119, True, 1, 1), (121, False, 0, 0)])
def test_point_120_exception_d34_d30(eyes, doppelt, hausrunde, turnier):
    """5. D34: in the Hausrunde Re wins with 120 if only Kontra said Doppelt; D30: the Turnier needs 121."""
    h, t, y = side.winner_at(eyes, doppelt)
    assert (h.value, t.value) == (hausrunde, turnier)
    assert "D34" in h.text and "D30" in t.text and "R5" in y.text
    assert y.text.startswith("Hydra: nobody wins")


def test_points_are_five_with_rule_ids_and_quotes():
    keys = [p.key for p in side.points()]
    assert keys == ["colour-solo", "hochzeit-alone", "gegen-die-alten", "fuechse-armut", "hausrunde-120"]
    for p in side.points():
        assert p.rules and all(re.match(r"^(D\d+|R\d+|rules: .+)$", r) for r in p.rules)
        assert p.quotes and all(q for _, _, q in p.quotes)
        html = point_html(p)
        assert "Traceback" not in html and "Outcome(" not in html and "Card(" not in html
        for e in p.examples:
            for o in e.outcomes:
                assert o.text and "None" not in o.text


# --- the views ------------------------------------------------------------------------------------------

def test_side_by_side_follows_the_game_and_the_cards():
    s = SideBySide()
    assert [v.winner for v in s.verdicts] == [2, 0, 2]
    s.game.value = "color-solo:E"                                         # Hausrunde only (D3)
    assert 'data-side="turnier" data-played="no"' in s.ladder_html.value
    assert [c.value for c in s.cards] == ["ED", "R10", "GO", "EK"]
    assert s.verdicts[0].card == "R10" and s.verdicts[2].card == "ED"     # R10 plain in Hydra (rules: Solo)
    s.fifth.value = "HY"
    assert s.verdicts[2].card == "HY" and "hydra=HY" in s.trick_html.value
    s.cards[0].value = "EK"
    assert s.verdicts[0].winner == dk.trick_winner(["EK", "R10", "GO", "EK"], "color-solo:E", "hausrunde")


def test_colour_solo_point_and_120_widgets():
    w = ColourSoloPoint()
    before = w.body.value
    w.suit.value = "R"
    assert w.body.value != before and "Herz-Solo" in w.body.value and "the solos" in w.body.value
    e = Exception120()
    assert 'data-side="hausrunde" data-value="0"' in e.result.value
    e.doppelt.value = False
    assert 'data-side="hausrunde" data-value="1"' in e.result.value
    e.eyes.value = 125
    assert 'data-side="turnier" data-value="0"' in e.result.value
    # D29 (and D34) named by their titles, never their ids (issue 34)
    assert "Silent solo and a Hochzeit played alone" in points_html() and "D29" not in points_html()


# --- saved progress keeps working -----------------------------------------------------------------------

def test_lesson_07_keeps_its_exercise_ids():
    """Saved progress is keyed by the lesson and its exercise ids: the notebook tracks exactly them."""
    ids = reference_lesson("07").exercises                 # off the path: a side path (issue 19)
    assert ids == ("dullen", "three-keys", "solo-points")
    nb = json.loads(NOTEBOOK.read_text())
    source = "".join("".join(c["source"]) for c in nb["cells"] if c["cell_type"] == "code")
    assert "build_doppelkopf_players_page()" in source            # the page is drawn by PAGE (issue 33)
    page = PAGE.read_text(encoding="utf-8")
    assert re.findall(r'lesson\.track\("([^"]+)"', page) == list(ids)
    assert "course_side" in page


def test_every_game_of_either_rule_set_can_be_picked():
    assert [g for _, g in side.contracts()] == list(GAME_IDS["hausrunde"])
    assert set(GAME_IDS["turnier"]) <= set(GAME_IDS["hausrunde"])


def test_side_by_side_trick_draws_doppelkopf_cards_with_doppelkopf_words():
    """QA: lesson 07's trick shows its four Doppelkopf cards as a Doppelkopf player reads them
    (Kreuz-As: 'As', not Hydra's 'Daus'); the fifth Hydra player's card keeps Hydra's face."""
    from widgets.doppelkopf.course_side import verdicts_html

    shown = verdicts_html([], ["ED", "E10", "EK", "ED"], fifth="GD")
    assert shown.count(">As<") == 2 and shown.count(">Daus<") == 1        # two Kreuz-As; the Hydra GD
    assert "Kreuz-As" in shown

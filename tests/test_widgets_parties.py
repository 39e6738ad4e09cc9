"""Party explorer: kinds, parties and multipliers come from hydra.form_parties; views from Round.view."""

import pytest

import hydra
from widgets.hydra.course.models import key_hands
from widgets.hydra.course.parties import PartyExplorer


@pytest.mark.parametrize("placement,kind", [
    ((0, 1, 2, 3), "normal"), ((0, 0, 1, 2), "secret-proposal"), ((0, 0, 1, 1), "double-secret-proposal"),
    ((0, 1, 0, 2), "engagement"), ((0, 1, 0, 1), "double-engagement"), ((0, 0, 0, 1), "triple-engagement"),
    ((4, 4, 4, 4), "wedding"),
])
def test_placement_by_clicking(placement, kind):
    p = PartyExplorer()
    for toggle, seat in zip(p.slots, placement):
        toggle.value = seat
    engine = hydra.form_parties(key_hands(placement))
    assert p.parties.kind == engine.kind == kind
    assert p.parties.parties == engine.parties
    for m in engine.multipliers:
        assert f"multiplier {m}" in p.result.value


def test_deal_from_seed_matches_engine_and_steps():
    p = PartyExplorer(seed=5)
    hands = hydra.deal(seed=5).hands
    assert p.parties.kind == hydra.form_parties(hands).kind
    assert p.step_slider.max == 50
    rnd = p.timeline.at_card(30)
    p.step_slider.value = 30
    assert p.step == 30
    for seat in rnd.seats:
        assert rnd.view(seat).knowledge.describe().split(":")[0] in p.round_view.value


def test_manual_change_leaves_the_dealt_round():
    p = PartyExplorer(seed=5)
    p.slots[0].value = (p.slots[0].value + 1) % 5
    assert p.timeline is None and p.round_box.layout.display == "none"


def test_snapshot():
    html = PartyExplorer(placement=(0, 0, 0, 0)).snapshot_html()
    assert "wedding" in html and "<svg" in html


def test_next_key_card_button():
    p = PartyExplorer(seed=5)
    steps = p.key_card_steps()
    assert len(steps) == 4
    p.next_key_button.click()
    assert p.step == steps[0]
    rnd = p.timeline.at_card(p.step)
    last = (rnd.current_trick.cards if rnd.current_trick is not None else rnd.tricks[-1].cards)[-1]
    assert str(last) in ("EO", "GO")
    for _ in range(4):
        p.next_key_button.click()
    assert p.step == p.timeline.cards_played

"""Round stepper: forward and back through the engine's round; one seat's view hides other hands."""

import hydra
from widgets.hydra.course.stepper import RoundStepper


def test_steps_follow_the_engine_round():
    s = RoundStepper(seed=1)
    final = hydra.play_round(seed=1)
    assert s.timeline.final.points == final.points
    assert s.back_button.disabled
    for _ in range(3):
        s.forward_button.click()
    assert s.trick == 3 and s.slider.value == 3
    assert len(s.round.tricks) == 3
    t = final.tricks[2]
    assert t.explain().sentence.split(":")[0] in s.trick_view.value
    s.back_button.click()
    assert s.trick == 2
    s.go(99)
    assert s.trick == 10 and s.forward_button.disabled
    assert "Points per seat" in s.score_view.value


def test_seat_view_hides_other_hands():
    s = RoundStepper(seed=1)
    s.go(2)
    s.seat_picker.value = 3
    html = s.hands_view.value
    rnd = s.round
    assert html.count("hidden card") == 4
    assert html.count("<svg") == len(rnd.hands[3])
    assert "as seat 3 knows them" in s.parties_view.value


def test_new_seed():
    s = RoundStepper(seed=1)
    s.go(4)
    s.seed_box.value = 7
    s.deal_button.click()
    assert s.trick == 0 and s.timeline.seed == 7


def test_solo_round():
    s = RoundStepper(seed=4, solo=(2, "color-solo:G"))
    final = s.timeline.final
    assert final.kind == "solo" and final.game.id == "color-solo:G"
    assert final.parties[0] == (2,) and final.tricks[0].leader == 2      # the soloist leads (R8)
    assert "solo of seat 2" in s.header.value
    s.go(10)
    assert sum(final.sheet.eyes) == 240


def test_open_antrag_round_hides_returned_cards_from_others():
    s = RoundStepper(seed=3, antrag=(1, 3))
    final = s.timeline.final
    assert final.kind == "proposal" and final.parties[0] == (1, 3)
    assert "open Antrag of seat 1 accepted by seat 3" in s.header.value
    returned = final.proposal["returned"]
    assert all(f"gives back {c} (R9)" in s.header.value for c in returned)   # all hands: everything shown
    assert "return:" not in s.header.value                                     # in words, never the id
    s.seat_picker.value = 0
    assert not any(f"gives back {c}" in s.header.value for c in returned) and "face down" in s.header.value
    s.seat_picker.value = 3                                  # the acceptor saw what it gave back
    assert f"gives back {returned[-1]} (R9)" in s.header.value
    s.seat_picker.value = 1                                  # ... and the proposer received it
    assert f"gives back {returned[-1]} (R9)" in s.header.value


def test_antrag_nobody_accepts():
    s = RoundStepper(seed=3, antrag=(1, None))
    assert s.timeline.final.kind != "proposal"
    assert "accepted by nobody" in s.header.value


def test_a_seat_view_hides_the_parties_on_the_whole_page():
    """Lesson 06: seat 2's view said the parties are "Not known yet" while the "Score so far" right
    below listed them (issue 9). Nothing on the page may name a party the seat cannot know."""
    from widgets.hydra.course.stepper import RoundStepper
    view = RoundStepper(seed=1)
    view.seat_picker.value = 2
    view.go(5)
    rnd = view.round
    knowledge = rnd.view(2).knowledge
    assert knowledge is not None and rnd.formation is not None
    page = view.snapshot_html()
    assert "Score so far" not in page
    for name in rnd.formation.names:
        if name not in knowledge.describe():
            assert name not in page, name
    view.go(10)                                  # the round is over: the sheet is shown to all
    assert all(name in view.score_view.value for name in view.round.formation.names)

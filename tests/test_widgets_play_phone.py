"""The play pages' phone-first layout (issue 22), without a browser: what each page draws after a click
(tests/browser/test_play_phone.py plays the same at 400x800 in Chromium).

- the trick the learner's click completed stays on the table, its winner marked, with the engine's why
  and its rules said once (R8, R3; D-ids; F-ids);
- a card's picture is inside its button's area (the button is the slot, the short name its label);
- seats are chips with the current call only; the Antrag proposer's cards on the table are not counted
  in the hand (R9);
- one rule chip, not the rule twice; the keyboard help folded; the page's address follows the deal;
- the Doppelkopf sheet says which seats are Re; 500's "What happened" folds the earlier lines and the
  joker led at no trump says a suit is named first (F7).
- each of the nine Hydra deals the browser test plays (tests/phone_deals.py) still brings the situation
  it is listed for (R7 solos, R9 Antrags accepted and refused, R10 parties), and together they cover all.
"""

from __future__ import annotations

import html
import re

import pytest

import hydra
from phone_deals import HYDRA_DEALS
from tutor.hydra import HydraSession
from tutor.doppelkopf import DoppelkopfSession
from tutor.table.seat_names import NAMES
from widgets.common.phone import PAUSE_S, PHONE_STYLE
from widgets.hydra.play import HydraPlayApp
from widgets.hydra.play_html import message_html, once, seats_html
from widgets.fuenfhundert.play import FuenfhundertPlayApp
from widgets.doppelkopf.play import DoppelkopfPlayApp
from widgets.doppelkopf.play_html import score_html


def text(markup: str) -> str:
    return html.unescape(re.sub(r"<[^>]+>", " ", markup))


def hydra_step(app: HydraPlayApp) -> None:
    """The learner does what the example player would, by the page's own click handlers."""
    action = app.session.hint().action
    if isinstance(action, hydra.Card):
        app.click_card(str(action))
    elif action.startswith(("open:", "return:")):
        app.click_card(action.partition(":")[2])
    else:
        app.press(action)


def test_the_trick_a_click_completes_stays_on_the_table_with_its_winner_and_why():
    """R8, R3: after the click that completes a trick the table shows that trick (five cards, the winner
    marked, the engine's sentence without its rule list, the rules as chips) over the next one; the next
    click that completes nothing shows no finished trick."""
    app = HydraPlayApp(deal="7-0")
    assert "tp-done" not in app.trick.value
    while not app.session.round.tricks:
        hydra_step(app)
    item = app.session.last_trick()
    drawn = app.trick.value
    assert f'class="tp-done" data-trick="{item.number}"' in drawn
    done = drawn[drawn.index('class="tp-done"'):]
    assert done.count("<svg") == 5 and "won" in done
    who = "You take" if item.winner_seat == 0 else f"{NAMES[item.winner_seat]} takes"      # by name (issue 34)
    assert f"{who} trick 1 ({item.eyes} eyes)" in text(done)
    assert html.escape(once(item.sentence, item.rules)) in done and "(rules:" not in text(done)
    assert 'class="hr-rule"' in done
    assert 'class="tp-now"' in drawn                       # the next trick (or who leads it) under it
    if not app.session.round.is_over:
        before = len(app.session.round.tricks)
        hydra_step(app)
        if len(app.session.round.tricks) == before:
            assert "tp-done" not in app.trick.value


def test_the_pause_and_the_tap_are_in_the_style():
    """The finished trick goes after PAUSE_S seconds or a tap; with reduced motion only by a tap."""
    assert f"{PAUSE_S}s forwards" in PHONE_STYLE and "prefers-reduced-motion:reduce" in PHONE_STYLE
    assert ".tp-seen:checked~.tp-done-box{display:none}" in PHONE_STYLE


def test_a_cards_button_covers_its_picture_and_keeps_its_short_name():
    """A tap on the picture plays the card: the button is the whole slot (class tp-pick in a tp-card), its
    label and accessible name the card's name, as its face says it ("Grün-Unter", never Hydra's notation "GU")."""
    app = HydraPlayApp(deal="4711-2")
    shown = app.hand_cards
    for box, button, face, card in zip(app.card_boxes, app.card_buttons, app.card_faces, shown):
        assert "tp-card" in box._dom_classes and "tp-pick" in button._dom_classes
        assert list(box.children) == [face, button] and button.description == hydra.as_card(card).german_name
        assert button.description != card
    # the button is drawn over the picture (pulled up by its height) and its name below it, in the flow: a
    # name of two lines makes the slot taller instead of spilling out of it (issue 35)
    assert "margin:calc(-1 * var(--tp-face-h)) 0 0 0 !important;padding:calc(var(--tp-face-h) + 2px)" in PHONE_STYLE


def test_seat_chips_show_the_current_call_only_and_the_proposers_cards_on_the_table():
    """R9: seat 3 proposes an Antrag and lays R10 face up: its chip says so in a few words (not "lays R10
    face up beside them") and counts 7 cards in the hand and 3 on the table; each seat's last call only."""
    s = HydraSession(deal="4-4")
    s.act("valeo")
    chips = text(seats_html(s))
    assert "beside them" not in chips and "says" not in chips
    assert re.search(r"Dora\s+7 cards \+ 3 laid\s+Antrag, R10 face up", chips), chips
    assert chips.count("valeo") == 3
    s.act("decline")
    chips = text(seats_html(s))
    assert "beside them" not in chips and "says" not in chips and "(R" not in chips


def test_a_refusal_names_its_rule_once():
    """Bedienpflicht (rules: Der Spielverlauf): the refusal's sentence without its closing rule list when
    the chips show the rules."""
    said = message_html("You must follow Grün (rules: Der Spielverlauf, Bedienpflicht).",
                        ("rules: Der Spielverlauf", "rules: Bedienpflicht"))
    assert "(rules:" not in said and said.count('class="hr-rule"') == 1 and "You must follow Grün." in said


def test_keys_folded_and_the_table_before_the_name_row():
    app = HydraPlayApp(deal="4711-2")
    assert app.keys_help.value.startswith('<details class="tp-fold hp-keys">')
    order = list(app.children)
    name_row = next(c for c in order if app.name_input in getattr(c, "children", ()))
    assert order.index(app.board_box) < order.index(app.hand) < order.index(name_row)


def test_the_address_follows_the_deal_after_next_round():
    """A reload after "Next round" deals the round on the table, not the link's first one."""
    app = HydraPlayApp(deal="7-0")
    assert "hydra-address" not in app.status.value
    while not app.session.round.is_over:
        hydra_step(app)
    assert 'class="tp-done tp-stay" data-trick="10"' in app.trick.value     # the last trick stays until tapped
    app.next_round()
    code = app.session.code
    assert code != "7-0" and "hydra-address" in app.status.value
    assert f"&quot;deal&quot;: &quot;{code}&quot;" in app.status.value


def test_the_doppelkopf_address_and_sheet_say_the_rule_set_and_who_is_re():
    app = DoppelkopfPlayApp(rules="turnier", deal="26-3")
    app.set_rules("hausrunde")
    assert "&quot;rules&quot;: &quot;hausrunde&quot;" in app.status.value
    s = DoppelkopfSession(rules="turnier", deal="26-3")
    while not s.round.is_over:
        hint = s.hint()
        assert (s.click_card(hint.card) if hint.card else s.act(hint.action)).ok
    if s.round.phase != "over":
        pytest.skip("dealt again")
    re_seats, kontra = s.round.view(0).public_parties
    sheet = text(score_html(s))
    named = sheet[sheet.index("Re:"):sheet.index("for ")]
    for seat in re_seats:
        assert ("you" if seat == 0 else NAMES[seat]) in named.split("Kontra:")[0]
    for seat in kontra:
        assert ("you" if seat == 0 else NAMES[seat]) in named.split("Kontra:")[1]


def test_500_what_happened_folds_the_bidding_and_the_joker_names_a_suit_first():
    """F4: at the first card "What happened" shows its last lines, the earlier (the bidding) folded, each
    reason under "why?"; F7: the joker led at no trump says a suit is named first, as a click on it says."""
    app = FuenfhundertPlayApp(deal="2-3")
    app.press_bid("10NT")
    assert app.session.round.declarer == 0
    for _ in range(3):
        app.click_card(app.session.hint().action)
    assert [c.action for c in app.session.choices()] == ["JO:S", "JO:C", "JO:D", "JO:H"]
    joker = app.hand_cards.index("JO")
    assert "name a suit first" in app.card_buttons[joker].tooltip
    bidding = FuenfhundertPlayApp(deal="2-0")
    bidding.press_bid("7H")
    replies = bidding.replies.value
    assert replies.count("Why:") == replies.count('<details class="fp-whyfold"><summary>why?</summary>') > 0
    assert ('<details class="fp-earlier">' in replies) == (len(bidding.session.replies) > 4)


def test_a_refusal_that_names_its_rule_mid_sentence_gets_no_chip_for_it():
    """Bedienpflicht (rules: Der Spielverlauf): the engine's sentence names its rules in the middle ("…
    (rules: Der Spielverlauf, Bedienpflicht). EU is a trump here …"): the page shows no chip for them too."""
    s = HydraSession(deal="12-4")
    while True:
        reasons = s.round.illegal_reasons() if s.round.phase == "play" and s.my_turn else {}
        if reasons:
            break
        action = s.hint().action
        assert (s.click_card(action) if isinstance(action, hydra.Card) else s.act(action)).ok
    refused = s.click_card(next(iter(reasons)))
    assert "(rules: Der Spielverlauf" in refused.message and "rules: Der Spielverlauf" in refused.rules
    said = message_html(refused.message, refused.rules)
    assert "(rules:" not in text(said) and said.count('class="hr-rule"') == 1      # said once, in place


def _answers(session: HydraSession, word: str) -> list[int]:
    """The seats that answered the Antrag with ``word`` (R9)."""
    return [s.seat for s in session.round.history() if s.phase == "antrag-offer" and s.action == word]


def _solo_seat(session: HydraSession) -> int | None:
    contract = session.round.contract
    return contract[1] if contract and contract[0] == "solo" else None


#: What each situation of tests/phone_deals.HYDRA_DEALS means, asked of the round played out.
COVERS = {
    "solo-by-you": lambda s: _solo_seat(s) == s.seat and s.round.kind == "solo",                      # R7
    "solo-by-another": lambda s: _solo_seat(s) not in (None, s.seat) and s.round.kind == "solo",      # R7
    "antrag-accepted-by-you": lambda s: _answers(s, "accept") == [s.seat] and s.round.kind == "proposal",
    "antrag-accepted-by-another": lambda s: (len(_answers(s, "accept")) == 1 and s.seat not in _answers(s, "accept")
                                             and s.round.kind == "proposal"),                       # R9
    "antrag-refused": lambda s: bool(_answers(s, "decline")),                                         # R9
    "antrag-refused-by-you": lambda s: s.seat in _answers(s, "decline"),                              # R9
    "three-parties": lambda s: len(s.round.parties) == 3,                                             # R10
    "normal": lambda s: s.round.kind == "normal",                                                     # R10
    "triple-engagement": lambda s: s.round.kind == "triple-engagement",                              # R10
    "secret-proposal": lambda s: s.round.kind == "secret-proposal",                                  # R10
}


def _played_by_hints(deal: str) -> HydraSession:
    """The round of ``deal`` played as tests/browser/test_play_phone.hydra_step plays it: the learner
    always does what the hint says (a card by a click on it, a call by its button)."""
    session = HydraSession(deal=deal)
    while not session.round.is_over:
        assert session.my_turn
        action = session.hint().action
        if isinstance(action, hydra.Card) or action.startswith(("open:", "return:")):
            card = str(action).partition(":")[2] if isinstance(action, str) else str(action)
            assert session.click_card(card).ok
        else:
            assert session.act(action).ok
    return session


@pytest.mark.parametrize("deal", list(HYDRA_DEALS))
def test_each_phone_deal_produces_the_situation_it_is_listed_for(deal):
    """R7, R9, R10: each deal the phone test plays really brings what tests/phone_deals.py says it
    covers, so the list cannot drift when the example players or the engine change."""
    session = _played_by_hints(deal)
    assert session.round.phase == "over" and len(session.round.tricks) == 10
    missing = [name for name in HYDRA_DEALS[deal] if not COVERS[name](session)]
    assert not missing, f"deal {deal} no longer brings {missing}: kind {session.round.kind}, " \
                        f"contract {session.round.contract}, parties {session.round.parties}"


def test_the_phone_deals_cover_the_issues_nine():
    """Issue 22: nine deals, 4711-2 among them, covering solos (the learner's and another seat's), Antrags
    accepted and refused, three parties and a triple engagement."""
    assert len(HYDRA_DEALS) == 9 and "4711-2" in HYDRA_DEALS
    covered = {name for names in HYDRA_DEALS.values() for name in names}
    assert covered == set(COVERS)

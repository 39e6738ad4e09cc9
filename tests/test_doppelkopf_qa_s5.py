"""QA pass 5 on the Doppelkopf screens (issue 13): the play page's rule-set note, the Turnier's
announcement spelt as its text spells it ("Re/Contra", turnier 3.1) while the party keeps the spec's
name Kontra (D8), and the glossary's Re and Kontra entries."""

from __future__ import annotations

import html

from tutor.course.glossary import GLOSSARY, term
from tutor.doppelkopf import DoppelkopfSession, action_label
from widgets.doppelkopf.play import DoppelkopfPlayApp

TURNIER_QUOTE = "Re/Contra kann angesagt werden, bevor die erste Karte des 2. Stichs gespielt wurde"


def test_the_rule_set_note_has_no_double_brackets():
    """The default rule set is said in plain words: 'tournament rules (Turnier), the page's default',
    not 'tournament rules (Turnier) (the default)'."""
    app = DoppelkopfPlayApp(rules="turnier", deal="3-3")
    note = html.unescape(app.rules_note.value)               # the sentence is escaped HTML (its apostrophe)
    assert ") (" not in note and "tournament rules (Turnier)</b>, the page's default." in note
    assert "<h3>Match total under the tournament rules (Turnier)</h3>" in app.match.value
    assert "))" not in app.match.value
    app = DoppelkopfPlayApp(rules="hausrunde", deal="3-3", schweine=True)
    assert "Hausrunde rules with Schweine</b>. Switch" in app.rules_note.value


def test_the_turnier_announcement_is_contra_and_the_party_kontra():
    """D13 / turnier 3.1: the Kontra party's announcement is written Contra, as the Turnier text writes it
    (TURNIER_QUOTE); the deadlines say so once; the party is still Kontra (D8)."""
    assert action_label("kontra") == "Contra" and action_label("re") == "Re"
    session = DoppelkopfSession(rules="turnier", deal="3-3")
    assert session.act("gesund").ok
    lines = session.deadlines()
    contra = [line for line in lines if line.startswith("Contra")]
    assert len(contra) == 1 and "the Turnier text spells it Contra" in contra[0] and "(D13)" in contra[0]
    assert not any(line.startswith("Kontra") for line in lines)
    assert any("Kontra" in line for line in session.game_text())          # the party's name (D8)
    hausrunde = DoppelkopfSession(rules="hausrunde", deal="3-3")
    assert hausrunde.act("gesund").ok or hausrunde.round.phase != "reservations"
    assert not any("Contra" in line for line in hausrunde.deadlines())      # the Hausrunde says Doppelt


def test_a_turnier_contra_button_and_score_say_contra():
    """The button of the Kontra party's announcement reads Contra; the score says Re and Contra double (D32)."""
    for seed in range(40):
        app = DoppelkopfPlayApp(rules="turnier", deal=f"{seed}-3")
        app.press("gesund")
        rnd = app.session.round
        if rnd.phase == "play" and rnd.contract == "normal" and rnd.party[0] == 1:
            break
    else:
        raise AssertionError("no Turnier normal game with seat 0 in Kontra among 40 deals")
    shown = [b.description for b in app.choice_buttons if b.layout.display != "none"]
    assert "Contra" in shown and "Kontra" not in shown
    while not app.session.round.is_over:
        session = app.session
        if session.my_turn and "kontra" in [c.action for c in session.choices()]:
            app.press("kontra")
        elif session.my_turn:
            hint = session.hint()
            assert hint is not None
            app.press(hint.action) if hint.card is None else app.click(app.hand_cards.index(hint.card))
    summary = " ".join(app.session.score_summary())
    assert "(Re and Contra each double, D32)" in summary and "(D32))" not in summary
    assert "Re and Kontra each double" not in summary


def test_the_glossary_says_how_each_text_writes_kontra():
    """The Kontra entry names both spellings (hausrunde 2: 'Kontra-Partei'; turnier 3.1: 'Re/Contra'), and
    'Contra' finds it; Re has its own entry (D8)."""
    kontra = term("Contra")
    assert kontra.key == "kontra" and kontra.rule == "D8"
    assert "Turnier text spells it Contra" in kontra.meaning and "Hausrunde text writes Kontra" in kontra.meaning
    assert term("Re").key == "re" and "Kreuz-Damen" in term("Re").meaning
    keys = [t.key for t in GLOSSARY]
    assert keys == sorted(keys)


def test_the_taker_of_a_trumpfabgabe_is_told_what_it_picked_up():
    """D41 (turnier: "gibt die gleiche Anzahl Karten (egal welche) zurück") and D42 (hausrunde: fail cards
    first): the learner who takes a Trumpfabgabe is told which cards it picked up, and the status cites
    only its own rule set's rule."""
    turnier = DoppelkopfSession(rules="turnier", deal="11-3")
    assert turnier.act("gesund").ok and turnier.act("annehmen").ok and turnier.round.phase == "armut-return"
    assert "You picked up Kreuz-Dame, Karo-As, Karo-Dame, Karo-König; give back 4 cards, any cards you like (D41)." \
        in turnier.game_text()
    assert turnier.status() == "Click 4 cards to give back to the poor player (D41)."
    hausrunde = DoppelkopfSession(rules="hausrunde", deal="54-3")
    assert hausrunde.act("gesund").ok and hausrunde.act("annehmen").ok
    assert any(line.startswith("You picked up Karo-10, Herz-Dame, Karo-As; give back 3 cards, fail cards first")
               and line.endswith("(D42).") for line in hausrunde.game_text())
    assert hausrunde.status() == "Click 3 cards to give back to the poor player (D42)."
    assert turnier.click_card(turnier.hand()[0]).ok
    assert "give back 4 cards" in " ".join(turnier.game_text())             # said while cards are given back
    assert "Click 3 cards" in turnier.status()


def test_a_reservation_that_is_not_played_is_not_promised_to_be_told():
    """D12: a seat's reservation is named only if it is the one played (precedence: solo, Trumpfabgabe,
    Hochzeit); the line no longer says it 'is told when everyone has spoken'."""
    session = DoppelkopfSession(rules="turnier", deal="1-3")
    assert session.act("solo:queen-solo").ok
    vorbehalt = [r for r in session.replies if r.seat == 1]
    assert vorbehalt and vorbehalt[0].reason.startswith("which one is told only if it is the one played")
    assert all("when everyone has spoken" not in r.reason for r in session.replies)


def _armut_played(rules: str, deal: str, first: str) -> DoppelkopfSession:
    session = DoppelkopfSession(rules=rules, deal=deal)
    assert session.act(first).ok
    while session.round.phase.startswith("armut") and session.my_turn:
        hint = session.hint()
        assert hint is not None
        assert (session.click_card(hint.card) if hint.card else session.act(hint.action)).ok
    assert session.round.phase == "play" and session.round.contract == "armut"
    return session


def test_after_a_trumpfabgabe_the_table_is_told_what_its_rule_set_says():
    """turnier 5.2 / D41: the taker "sagt an, wie viele Trumpfkarten dabei waren" (a count); hausrunde 7 /
    D42: "muss nur gesagt werden, ob Trumpf zurückgegeben wurde oder nicht" (only whether); the poor
    player, who picks the cards up, is told which they are."""
    turnier = _armut_played("turnier", "9-3", "armut")
    assert turnier.game_text()[:2] == [
        "You and Cem are Re after the Trumpfabgabe; 0 trumps came back with the returned cards (D11, D41).",
        "You got back Herz-König, Pik-König, Pik-10."]
    hausrunde = _armut_played("hausrunde", "9-3", "armut")
    assert hausrunde.game_text()[0].endswith("no trump came back with the returned cards; the Hausrunde tells "
                                             "only whether, not how many (D11, D51).")
    taker = _armut_played("hausrunde", "54-3", "gesund")
    assert "a trump or more came back" in taker.game_text()[0]
    assert not any(line.startswith("You got back") for line in taker.game_text())    # the taker gave them


def test_an_empty_rules_link_opens_the_default_without_a_note():
    """``?rules=`` with nothing after it is no rule set named: the default rule set, without the sentence
    '“” is not one of the tutor's Doppelkopf rule sets'; a wrong name still gets it."""
    app = DoppelkopfPlayApp.from_environment({"QUERY_STRING": "rules=&deal=26-3"})
    assert app.session.rules == "turnier" and app.session.code == "26-3"
    assert "“”" not in app.message.value and "not one of" not in app.message.value
    app = DoppelkopfPlayApp.from_environment({"QUERY_STRING": "rules=xyz&deal=26-3"})
    assert "“xyz” is not one of the tutor&#x27;s Doppelkopf rule sets" in app.message.value


def test_the_rule_card_says_where_schweine_count():
    """D43: "Schweine count in every game with the normal trumps and two parties (normal, Hochzeit,
    Trumpfabgabe)"; the Hausrunde card with Schweine said 'normal game only'."""
    from tutor.doppelkopf.rulecard import RuleCard, rows
    row = next(r for r in rows(RuleCard.make("hausrunde", True, {})) if r.topic.startswith("Schweine"))
    assert "normal game only" not in row.text and "D43" in row.rules
    assert "a Hochzeit and a Trumpfabgabe, never in a solo" in row.text and "plays alone" in row.text


def test_lesson07_trumpfabgabe_round_cites_d32_for_the_doubling():
    """turnier 4.1 / D32: "Re- bzw. Contra-Ansagen verdoppeln die so erreichte Punktzahl"; the played
    Trumpfabgabe of lesson 07 cited D13 (the deadlines) for the doubling."""
    from tutor.doppelkopf.course_armut import play_trumpfabgabe, played_example
    play = play_trumpfabgabe()
    assert play is not None and play.doublings >= 1
    score = next(o.text for o in played_example(play).outcomes if o.text.startswith("Turnier, the score"))
    assert "said Contra" in score and "doubled 2 times (D32)" in score and "(D13)" not in score


def test_a_hochzeit_before_its_klaerung_cites_its_own_rule_set():
    """D26 is the Turnier's Hochzeit deadline rule, D27 the Hausrunde's: each page cites its own."""
    for rules, rule in (("hausrunde", "D27"), ("turnier", "D26")):
        session = DoppelkopfSession(rules=rules, deal="26-3")
        assert session.act("hochzeit" if rules == "hausrunde" else "hochzeit:erster").ok
        line = next(x for x in session.deadlines() if "nobody announces" in x)
        assert line.endswith(f"({rule}).")


def test_a_table_line_is_said_once_per_click():
    """Hausrunde 200-3: the learner throws in, seat 1's Trumpfabgabe goes first (D12); 'Seat 1 offers a
    Trumpfabgabe' was said twice (after the reservations and after seat 1 added no fail card, D42)."""
    session = DoppelkopfSession(rules="hausrunde", deal="200-3")
    assert session.act("schmeissen").ok and session.round.phase == "armut-offer"
    table = [r.text for r in session.replies if r.seat is None]
    assert len(table) == len(set(table)) and any(t.startswith("Ben offers a Trumpfabgabe") for t in table)

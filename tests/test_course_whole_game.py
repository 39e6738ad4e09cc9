"""The whole game on the path (issue 34): every fact a new or changed step states agrees with the engine
(trump orders, winners, legal cards, parties, scores), each idea is taught before a step asks it, and
the play steps of lesson 12 link to the play page, which marks them done when their round is over.

Fast: no browser (tests/browser/test_course_whole_game.py walks the same in Chromium)."""

from __future__ import annotations

import itertools

import pytest

import hydra
from tutor.course import LESSONS, LessonProgress, lesson, step_url
from tutor.hydra.course.path import all_steps, step, step_lesson
from tutor.hydra.course.path_play import is_play_step, play_link, report_round
from tutor.hydra.course.path_whole_game import PLAY_DEALS
from tutor.course.steps import Attempt, solution_text
from tutor.exercises import kind_named
from tutor.hydra.quiz.path_kinds import ANTRAG_PARTNER, KNOWN_PARTNER, PLAY_ROUND, SOLO_LEAD
from tutor.hydra.quiz.path_kinds import NOT_KNOWN, played_out
from tutor.progress import ProgressStore

TRUMP_SOLOS = [g for g in hydra.SOLO_GAMES if g.startswith("trump-solo:")]
COLOUR_SOLOS = [g for g in hydra.SOLO_GAMES if g.startswith("color-solo:")]
SUITS, RANKS = "SRGE", ("9", "U", "O", "K", "10", "D")


def cards(text: str) -> list[hydra.Card]:
    return list(hydra.as_cards(text))


def beats(later: str, earlier: str, game: str) -> bool:
    """``later`` played after ``earlier`` (which led) takes the trick (rules: Wer erhält den Stich)."""
    return hydra.trick_winner([earlier, later], game) == 1


def ascending(order: list[str], game: str) -> bool:
    """Each card of ``order`` beats every card before it, whichever is led."""
    return all(beats(b, a, game) and not beats(a, b, game) for a, b in itertools.combinations(order, 2))


# --- the facts the steps state --------------------------------------------------------------------------
def test_within_a_suit_a_10_beats_a_koenig():
    """03-tricks-7: within a suit, 9, König, 10, Daus from low to high; Unter and Ober are trumps."""
    assert "a 10 beats a König" in step("03-tricks-7").text
    for suit in "GE":                                     # the suits that keep all four (Schell: no Daus, Rot: no 10)
        assert ascending([f"{suit}9", f"{suit}K", f"{suit}10", f"{suit}D"], "normal")
        assert hydra.get_game("normal").is_trump(f"{suit}U") and hydra.get_game("normal").is_trump(f"{suit}O")
    assert ascending(["S9", "SK", "S10"], "normal") and ascending(["R9", "RK", "RD"], "normal")
    ex = step("03-tricks-7").task
    assert ex.cards[hydra.trick_winner(ex.cards, ex.game)] == hydra.as_card("G10")


def test_fail_card_is_defined_where_the_engine_first_says_it():
    """04-trumps-2 defines "fail card"; the engine's explanation of that step uses the word."""
    s = step("04-trumps-2")
    assert "fail card" in s.text
    assert "fail card" in kind_named(s.kind).check(s.task, kind_named(s.kind).solution(s.task)).explanation
    for earlier in all_steps()[:all_steps().index(s)]:
        assert "fail" not in (earlier.text + earlier.question).lower(), earlier.id


def test_the_hydra_on_a_fail_trick_in_every_game():
    """05-special-5 and 10-solos-2/10 (R1): no trump on a fail trick in the normal game and the normal solo,
    the highest trump in every trump and colour solo."""
    assert "trump solos and colour solos" in step("05-special-5").text
    for game in ("normal", "normal-solo"):
        for suit in SUITS:
            led = next(f"{suit}{r}" for r in RANKS if not hydra.get_game(game).is_trump(f"{suit}{r}"))
            assert not beats("HY", led, game)
    for game in TRUMP_SOLOS + COLOUR_SOLOS:
        g = hydra.get_game(game)
        assert g.ladder()[0] == hydra.as_card("HY")                          # the highest trump
        for card in (f"{s}{r}" for s in SUITS for r in RANKS if not g.is_trump(f"{s}{r}")):
            assert beats("HY", card, game), (game, card)


def test_the_normal_solo_is_the_normal_games_cards():
    normal, solo = hydra.get_game("normal"), hydra.get_game("normal-solo")
    assert solo.trumps == normal.trumps and solo.has_dulle and solo.has_fuchs


def test_trump_solos_trumps_and_fail_order():
    """10-solos-3 and -4: the rank's eight cards and the Hydras, Schell, Rot, Grün, Eichel, Hydra; every
    other card a fail card, each suit 9, Unter, Ober, König, 10, Daus without the trump rank."""
    assert "Schell, Rot, Grün, Eichel, then the Hydra" in step("10-solos-3").text
    for game in TRUMP_SOLOS:
        rank = game.split(":")[1]
        g = hydra.get_game(game)
        assert [str(c) for c in g.trumps] == [f"{s}{rank}" for s in SUITS] + ["HY"]
        assert ascending([f"{s}{rank}" for s in SUITS] + ["HY"], game)
        for suit in SUITS:
            fail = [f"{suit}{r}" for r in RANKS if r != rank]
            assert not any(g.is_trump(c) for c in fail)
            assert ascending(fail, game), game
        assert not g.has_dulle and not g.has_fuchs


def test_colour_solos_trumps_and_fail_order():
    """10-solos-6 and -7: the suit's six cards and the Hydras, 9 to Daus then the Hydra; the other suits'
    Obers and Unters are fail cards of their suits."""
    assert "9, Unter, Ober, König, 10, Daus, then the Hydra" in step("10-solos-6").text
    for game in COLOUR_SOLOS:
        suit = game.split(":")[1]
        g = hydra.get_game(game)
        assert [str(c) for c in g.trumps] == [f"{suit}{r}" for r in RANKS] + ["HY"]
        assert ascending([f"{suit}{r}" for r in RANKS] + ["HY"], game)
        for other in SUITS.replace(suit, ""):
            assert ascending([f"{other}{r}" for r in RANKS], game)
            assert hydra.legal_cards(cards(f"{other}O S9 HY" if other != "S" else "SO R9 HY"), cards(f"{other}9"),
                                     game) == [hydra.as_card(f"{other}O")]
        assert not g.has_dulle and not g.has_fuchs


def test_no_dulle_and_no_fuchs_in_trump_and_colour_solos():
    """10-solos-9 (R2, R4): of two Rot-10s the first one wins; the Schell-Daus is a card like any other."""
    for game in TRUMP_SOLOS + COLOUR_SOLOS:
        assert hydra.trick_winner(["R10", "R10"], game) == 0, game
        g = hydra.get_game(game)
        assert g.fuchs is None and g.dulle is None
    assert hydra.trick_winner(["R10", "R10"], "normal-solo") == 1


def test_a_trump_rank_card_does_not_follow_its_suit():
    """10-solos-5, for every trump solo."""
    for game in TRUMP_SOLOS:
        rank = game.split(":")[1]
        other = "9" if rank != "9" else "K"
        legal = hydra.legal_cards(cards(f"G{rank} G{other} S{other}"), cards(f"G{'D' if rank != 'D' else '10'}"),
                                  game)
        assert legal == [hydra.as_card(f"G{other}")], game


def test_the_soloist_leads_the_first_trick():
    """10-solos-1 (R8): whoever deals and whoever plays the solo."""
    for dealer, soloist in itertools.product(range(5), range(5)):
        assert SOLO_LEAD.solution(SOLO_LEAD.of(dealer, soloist, "trump-solo:D", seed=3)) == \
            ("Ada", "Ben", "Cem", "Dora", "Emil")[soloist]


def test_a_solo_scores_3_and_2():
    """10-solos-11/12 (R5): the engine's own round with a solo: the soloist's multiplier 3, the others' 2, each
    player's points bonus + multiplier × tenths."""
    rnd = played_out(*PLAY_DEALS["12-play-2"])
    f = rnd.formation
    assert f.kind == "solo" and f.parties[0] == (0,) and f.multipliers == (3, 2)
    sheet = rnd.sheet
    for party, m, eyes, bonus in zip(f.parties, f.multipliers, sheet.eyes, sheet.bonus):
        for seat in party:
            assert rnd.points[seat] == hydra.party_points(eyes, m, bonus)
    assert kind_named("multiplier").solution(step("10-solos-11").task) == "2"
    assert kind_named("party-points").solution(step("10-solos-12").task) == str(hydra.party_points(134, 3, 0))


def test_an_antrag_the_first_to_take_it_is_the_partner_and_the_parties_and_score_are_the_engines():
    """11-antrag-2/-3/-5 (R9, R15): asked from the proposer's left; the first one to accept is the partner;
    normal trumps; the dealer's left leads; multipliers 3 and 2; each ends with ten cards."""
    assert ANTRAG_PARTNER.solution(step("11-antrag-2").task) == "Emil"     # Dora said no, Emil took it
    assert ANTRAG_PARTNER.solution(step("11-antrag-3").task) == "Dora"
    assert [f.split(" ")[1] for f in step("11-antrag-2").task.facts[2:]] == ["Dora", "Emil"]
    assert "Ada" not in " ".join(step("11-antrag-2").task.facts[2:])      # asked after Emil took it: never
    rnd = played_out(*PLAY_DEALS["12-play-3"])
    f = rnd.formation
    assert f.kind == "proposal" and f.multipliers == (3, 2)
    assert set(f.parties[0]) == {0, rnd.proposal["accepted_by"]}
    assert rnd.game.id == "normal"
    assert rnd.tricks[0].seats[0] == hydra.next_seat(rnd.dealer)                  # R15
    assert kind_named("party-points").solution(step("11-antrag-5").task) == str(hydra.party_points(126, 3, 0))
    # the exchange: a round stopped when play starts, every hand holds ten cards
    seed, dealer = (int(p) for p in PLAY_DEALS["12-play-3"][0].split("-"))
    start = hydra.Round.new(seed=seed, dealer=dealer)
    from hydra.hydra.players import CallingPlayer
    player = CallingPlayer(seed)
    while start.phase != "play":
        if start.to_move == 0 and start.phase == "calls":
            start.apply("morbus")
        elif start.to_move == 0 and start.phase == "declare":
            start.apply(next(a for a in start.legal_actions() if str(a).startswith("antrag")))
        else:
            start.apply(player.choose(start))
    assert [len(start.hand(s)) for s in range(5)] == [10] * 5


def test_a_declined_antrag_is_a_healthy_game():
    """11-antrag-6 (R9): nobody takes it: the key cards decide; here the engine's secret proposal."""
    assert kind_named("key-cards").solution(step("11-antrag-6").task) == "secret-proposal"
    seed, dealer = 65, 0
    rnd = hydra.Round.new(seed=seed, dealer=dealer)
    while rnd.phase != "play":
        if rnd.phase == "throw-in":
            rnd.apply("keep")
        elif rnd.phase == "calls":
            rnd.apply("morbus" if rnd.to_move == 2 else "valeo")
        elif rnd.phase == "declare":
            rnd.apply(next(a for a in rnd.legal_actions() if str(a).startswith("antrag")))
        elif rnd.phase == "antrag-open":
            rnd.apply(rnd.legal_actions()[0])
        else:
            rnd.apply("decline")
    assert rnd.kind in hydra.HEALTHY_KINDS and rnd.proposal.get("accepted_by") is None


def test_hidden_partners_whoever_plays_the_other_copy_is_your_partner_in_every_healthy_game():
    """06-parties-10: over every placement of the key cards with one Eichel-Ober yours, its other copy's
    holder plays with you (R10); 06-parties-11: a Grün-Ober played alone does not say it (engagements)."""
    for others in itertools.product(range(5), repeat=3):            # the other EO, both GO
        eo, go = [0, others[0]], list(others[1:])
        if eo[1] == 0:
            continue
        hands = [[c for c, holders in (("EO", eo), ("GO", go)) for s in holders if s == seat] for seat in range(5)]
        parties = hydra.form_parties([cards(" ".join(h)) for h in hands])
        assert parties.party_of(0) == parties.party_of(eo[1]), hands
    assert KNOWN_PARTNER.solution(step("06-parties-10").task) == "Dora"
    assert KNOWN_PARTNER.solution(step("06-parties-9").task) == NOT_KNOWN
    know = KNOWN_PARTNER.knowledge(step("06-parties-11").task)
    assert KNOWN_PARTNER.solution(step("06-parties-11").task) == NOT_KNOWN
    assert {"normal", "engagement"} <= set(know.possible_kinds)


@pytest.mark.parametrize("step_id, kind, sizes", [
    ("06-parties-12", "double-engagement", [2, 3]), ("06-parties-13", "triple-engagement", [2, 3]),
    ("06-parties-14", "wedding", [1, 4]), ("06-parties-15", "double-secret-proposal", [1, 1, 3])])
def test_every_healthy_game_is_the_engines(step_id, kind, sizes):
    s = step(step_id)
    assert kind_named(s.kind).solution(s.task) == kind
    parties = hydra.form_parties([list(h) for h in s.task.hands])
    assert sorted(len(p) for p in parties.parties) == sorted(sizes)


# --- taught before asked ------------------------------------------------------------------------------
#: What a step asks (a test on the step) and the words that teach it (on that step or an earlier one).
TAUGHT = {
    "who wins in a trump solo": (lambda s: s.kind == "trick" and s.task.game.kind == "trump-solo",
                                 "In a trump solo the soloist picks a rank"),
    "who wins in a colour solo": (lambda s: s.kind == "trick" and s.task.game.kind == "color-solo",
                                  "In a Grün solo the trumps are, from low to high"),
    "legal cards in a trump solo": (lambda s: s.kind == "legal" and s.task.game.kind == "trump-solo",
                                    "A card of the trump rank is a trump, not a card of its suit"),
    "legal cards in a colour solo": (lambda s: s.kind == "legal" and s.task.game.kind == "color-solo",
                                     "the Obers and Unters of the other suits are fail cards"),
    "who plays with whom after an Antrag": (lambda s: s.kind == "antrag-partner",
                                            "The first one who takes the Antrag plays with the proposer"),
    "scoring a solo": (lambda s: s.kind == "party-points" and "soloist" in s.question.lower(),
                       "the soloist 3, each of the four opponents 2"),
    "a fail card": (lambda s: "fail card" in solution_text(s.task) if s.kind != "play-round" else False,
                    "A card that is no trump is a fail card"),
}


@pytest.mark.parametrize("what", list(TAUGHT))
def test_each_is_taught_before_it_is_asked(what):
    asks, words = TAUGHT[what]
    steps = [s for item in LESSONS for s in step_lesson(item.number).steps]
    first = next(i for i, s in enumerate(steps) if asks(s))
    assert any(words in s.text for s in steps[:first + 1]), (what, steps[first].id)


def test_no_new_step_text_cites_a_rule_id_or_a_seat_number():
    import re
    for s in all_steps():
        if s.lesson_number in ("10", "11", "12") or s.id in NEW_OR_CHANGED:
            assert not re.search(r"\(R\d+|\bseat \d", s.text), s.id


NEW_OR_CHANGED = ("01-win-2", "03-tricks-7", "04-trumps-2", "05-special-5", "05-special-9", "06-parties-1",
                  "06-parties-5", "06-parties-7", "06-parties-8") + tuple(f"06-parties-{i}" for i in range(9, 16))


def test_words_are_taught_before_they_are_used():
    """The issue's words: the suits before "Eichel-Ober", parties before "opponent"."""
    assert "Eichel" not in step("01-win-2").text
    for s in all_steps():
        if int(s.lesson_number) < 6:
            assert "opponent" not in s.text.lower(), s.id
    first_key = next(s for s in all_steps() if "key card" in " ".join((s.text, s.question, *s.task.facts)))
    assert first_key.id == "06-parties-1" and "are the key cards" in first_key.text


def test_every_new_step_answers_right_at_the_first_try_and_explains_a_miss():
    for s in all_steps():
        if s.kind == "play-round" or not (s.lesson_number in ("10", "11") or s.id in NEW_OR_CHANGED):
            continue
        kind = kind_named(s.kind)
        assert Attempt(s).answer(kind.solution(s.task)).star, s.id
        wrong = next((c for c in s.task.choices if c != kind.solution(s.task)), None)
        if wrong is not None:
            miss = Attempt(s).answer(wrong)
            assert not miss.correct and miss.message.endswith("Try again.") and len(miss.message) > 20, s.id


# --- the play steps -----------------------------------------------------------------------------------
def test_the_play_deals_give_the_round_each_step_asks_for():
    """12-play-1/2/3: the engine's rounds with the example players of the play page: played to the end
    with valeo; with the learner's solo (nobody's call beats it: you call first); with the learner's
    Antrag, taken by an example player."""
    for step_id in PLAY_DEALS:
        ex = step(step_id).task
        rnd = PLAY_ROUND.solution(ex)
        assert PLAY_ROUND.check(ex, rnd).correct, step_id
        assert rnd.dealer == 4                                 # you (seat 0) sit on the dealer's left
    hand = hydra.Round.new(seed=374, dealer=4).hand(0)
    assert sum(1 for c in hand if c.suit == "G") == 6 and hydra.as_card("HY") in hand    # 12-play-2's words
    assert "six Grün cards and a Hydra" in step("12-play-2").text
    hand = hydra.Round.new(seed=7, dealer=4).hand(0)
    assert hand.count(hydra.as_card("EO")) == 2 and "both Eichel-Obers" in step("12-play-3").text
    assert played_out("7-4", "antrag").proposal["accepted_by"] is not None
    assert played_out("1-4", "round").kind in hydra.HEALTHY_KINDS


def test_a_round_that_is_not_the_steps_does_not_count():
    solo = step("12-play-2").task
    valeo = played_out("374-4", "round")
    assert not PLAY_ROUND.check(solo, valeo).correct
    assert "did not play a solo" in PLAY_ROUND.check(solo, valeo).explanation
    unfinished = hydra.Match(players=5, dealer=4).new_round(374)
    assert not PLAY_ROUND.check(solo, unfinished).correct
    with pytest.raises(ValueError):
        PLAY_ROUND.check(solo, "played")


def test_the_play_page_marks_the_step_done(tmp_path):
    store = ProgressStore(tmp_path)
    rnd = played_out("374-4", "solo")
    assert report_round("02-eyes-1", "374-4", rnd, "Ada", store) is None          # not a play step
    wrong_deal = report_round("12-play-2", "375-4", rnd, "Ada", store)
    assert not wrong_deal.done and "not the round" in wrong_deal.sentence
    nameless = report_round("12-play-2", "374-4", rnd, None, store)
    assert not nameless.done and "Type your name" in nameless.sentence
    said = report_round("12-play-2", "374-4", rnd, "Ada", store)
    assert said.done and said.back == step_url("12-play-2", "Ada")
    state = LessonProgress(store).state("Ada", lesson("12"))
    assert "12-play-2" in state.right_keys and "12-play-2" in state.stars
    again = report_round("12-play-2", "374-4", rnd, "Ada", store)                  # saved once
    assert again.done and LessonProgress(store).state("Ada", lesson("12")).right == 1


def test_play_links_and_the_play_page_by_clicks(tmp_path):
    """The step's link opens the play page at its deal; played there by clicks, the step is done and the
    step page says so."""
    from widgets.course.steps import StepPlayer
    from widgets.hydra.play import HydraPlayApp
    assert play_link("12-play-3", "Ada") == "play.ipynb?deal=7-4&step=12-play-3&name=Ada"
    assert is_play_step("12-play-1") and not is_play_step(None) and not is_play_step("99-x-1")
    store = ProgressStore(tmp_path)
    player = StepPlayer("12", name="Ada", step="12-play-3", progress=LessonProgress(store))
    assert 'href="play.ipynb?deal=7-4&amp;step=12-play-3&amp;name=Ada"' in player.ask.value
    assert 'class="cs-play-done"' not in player.ask.value
    app = HydraPlayApp(deal="7-4", store=store, name="Ada", step="12-play-3")
    assert "Play this round to the end" in app.path_note.value
    app.press("morbus")
    app.press(next(a for a in app.session.round.legal_actions() if str(a).startswith("antrag")))
    while not app.session.over:
        if app.session.round.phase == "antrag-open":
            app.click_card(str(next(c for c in app.session.round.hand(0) if str(c) != "EO")))
        else:
            app.click_card(str(app.session.view().legal[0]))
    assert "✔ Done" in app.path_note.value and "12-play-whole-rounds.ipynb?step=12-play-3" in app.path_note.value
    again = StepPlayer("12", name="Ada", step="12-play-3", progress=LessonProgress(store))
    assert 'class="cs-play-done"' in again.ask.value and "12-play-3" in again.state().right_keys
    assert app.address_query() == {"deal": "7-4", "step": "12-play-3"}
    plain = HydraPlayApp(deal="7-4", store=store, name="Ada")
    assert plain.path_note.value == "" and plain.address_query()["step"] is None


def test_old_step_links_and_saved_steps_keep_working(tmp_path):
    """Steps were only added at the ends of lessons: every id of before issue 34 is still the same step's."""
    before = {"03": 6, "06": 8}
    for number, count in before.items():
        assert lesson(number).exercises[:count] == tuple(f"{number}-{lesson(number).exercises[0].split('-')[1]}-{i}"
                                                         for i in range(1, count + 1))
    progress = LessonProgress(tmp_path)
    progress.step_answer("Ada", lesson("06"), "06-parties-8", done=True, star=True)
    assert "06-parties-8" in progress.state("Ada", lesson("06")).stars
    assert step("06-parties-8").task.caption == "antrag"            # still "who may name an Antrag?"


def test_earlier_answers_count_for_the_new_steps_that_ask_the_same(tmp_path):
    """The earlier course's Antrag, triple-engagement and solo exercises, answered right, count for the new
    steps that ask the same (tutor.course.progress.MIGRATION)."""
    from tutor.course import reference_lesson
    progress = LessonProgress(tmp_path)
    progress.answer("Bo", reference_lesson("09"), "antrag-partner", True)
    progress.answer("Bo", reference_lesson("09"), "triple-engagement", True)
    progress.answer("Bo", reference_lesson("04"), "hydra-in-schell-solo", True)
    assert "11-antrag-2" in progress.state("Bo", lesson("11")).right_keys
    assert "06-parties-13" in progress.state("Bo", lesson("06")).right_keys
    assert "10-solos-10" in progress.state("Bo", lesson("10")).right_keys

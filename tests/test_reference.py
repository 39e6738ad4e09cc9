"""The rules reference (issue 34): every rule's German sentence stands in the official rules text, with
its English and an example the engine works out; the search finds a rule by a German and by an English
word; every address of the earlier course's pages leads to its topic (or to the renamed page), query
string and all; ``notebooks/`` has one file per number. The facts the earlier pages' tests checked
(issue 9's mistakes) are checked here on the reference. In the browser: tests/browser/test_reference.py."""

from __future__ import annotations

import asyncio
import re
import threading
from pathlib import Path

import pytest

import hydra
from tutor.course import LESSONS, PAGES, reference_lesson
from tutor.course.lessons import OLD_ADDRESSES, REFERENCE_LESSONS, old_address_target
from tutor.hydra.reference import RULES, TOPICS, fold, rule, rules_of, search, topic
from tutor.hydra.reference.examples import PLAYERS, work_out
from widgets.common.base import esc
from widgets.hydra.reference.page import reference_html

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = ROOT / "notebooks"
#: What a learner must never read on the page (issue 34's phone bar): internal ids, developer words.
NEVER = ("trump-solo:", "color-solo:", "normal-solo", "secret-proposal", "double-engagement", "triple-engagement",
         "notebook 0", "hydra.", "RuleBasedPlayer", "JSON", ".venv", "bash scripts/", "hypergeometric", "seat 0",
         "Seat 0", "Traceback", "Card.parse")


def _plain(text: str) -> str:
    return " ".join(text.replace("**", "").replace("*", "").split())


@pytest.mark.parametrize("item", RULES, ids=lambda r: r.key)
def test_every_german_sentence_stands_in_the_rules_text(item, seed_text):
    """The German is the rules text word for word (its *emphasis* marks dropped; " … " leaves out words
    between two parts), from its section."""
    text = _plain(seed_text("hydra-regelwerk.txt"))
    for part in item.german.split(" … "):
        assert _plain(part) in text, (item.key, part)
    assert item.section in text


def test_every_topic_has_rules_and_every_rule_its_english_and_example():
    assert [t.key for t in TOPICS][:3] == ["cards", "dealing", "tricks"]
    assert all(rules_of(t.key) for t in TOPICS)
    for item in RULES:
        assert item.english and item.english != item.german and item.title
    worked = {r.key: work_out(r) for r in RULES}
    assert sum(w is not None for w in worked.values()) >= len(RULES) * 2 // 3      # most have one
    shown = " ".join(w.text for w in worked.values() if w is not None)
    for word in NEVER + ("(R", "seat "):
        assert word not in shown, word


def test_the_examples_are_the_engines():
    """Issue 9's facts, on the reference: the Hydra cannot take a fail trick in the normal game (R1) but
    is the highest trump in a colour solo; of two Dullen the second wins in the normal game (R2) but the
    first in a Rot solo, where there is no Dulle; in a fail suit a 10 beats a König."""
    fail = work_out(rule("hydra-on-a-fail-trick"))
    assert fail.cards[fail.winner] != "HY" and fail.winner == hydra.trick_winner(fail.cards, "normal")
    colour = work_out(rule("colour-solo"))
    assert colour.cards[colour.winner] == "HY" and colour.winner == hydra.trick_winner(colour.cards, "color-solo:G")
    dullen = work_out(rule("equal-cards"))
    assert dullen.cards[dullen.winner] == "R10" and dullen.winner == 2
    no_dulle = work_out(rule("no-fuchs-no-dulle"))
    assert no_dulle.winner == 0 and "Dulle" not in no_dulle.text
    order = work_out(rule("fail-order"))
    assert order.cards[order.winner] == "E10" and "a 10 beats a König" in rule("fail-order").english
    legal = work_out(rule("follow-suit"))
    assert set(legal.legal) == {str(c) for c in hydra.legal_cards(legal.hand, legal.cards)}
    assert "HY" in legal.hand and "HY" not in legal.legal           # the Hydra is no card of the suit led


def test_the_parties_examples_say_the_kind_once_in_a_sentence_of_its_own():
    for key in ("normal-game", "secret-proposal", "double-secret-proposal", "engagement", "double-engagement",
                "triple-engagement", "wedding", "antrag-declined"):
        worked = work_out(rule(key))
        hands = list(rule(key).example[1:])
        found = hydra.form_parties(hands)
        title = hydra.kind_title(found.kind)
        assert worked.text.count(title) == 1 and f": {title}. The parties: " in worked.text, worked.text
        for party in found.parties:
            assert " and ".join([", ".join(PLAYERS[s] for s in party[:-1]), PLAYERS[party[-1]]]
                                if len(party) > 1 else [PLAYERS[party[0]]]) in worked.text


def test_the_points_rule_says_every_party_need_not_score():
    """Issue 9 (the earlier lesson 05): not every party scores something: 0 to 4 eyes count nothing."""
    text = rule("points").english + rule("points").note
    assert "0 to 4 eyes" in text and "every party scores something" not in text
    assert hydra.party_points(4, 4) == 0 and hydra.party_points(5, 4) > 0
    assert work_out(rule("points")).text.endswith("5 + 2 × 7 = 19 points for each player of the party.")


def test_search_finds_a_rule_by_a_german_and_by_an_english_word():
    assert "who-takes-the-trick" in [r.key for r in search("Stich")]
    assert "who-takes-the-trick" in [r.key for r in search("trick")]
    assert [r.key for r in search("Hochzeit")][0] == "wedding"                # German: its own title first
    assert [r.key for r in search("wedding")][0] == "wedding"
    assert "key-cards" in [r.key for r in search("Schlüsselkarten")] == [r.key for r in search("schlusselkarten")]
    assert search("GRÜN-OBER  Eichel-Ober") == search("grun-ober eichel-ober")
    assert search("zzz-no-such-word") == [] and search("") == list(RULES)
    assert fold("Schmeißen") == "schmeissen"


def test_the_page_shows_every_rule_with_its_sentence_and_translation():
    html = reference_html()
    for item in RULES:
        assert f'id="rf-{item.key}"' in html
        assert esc(item.german) in html and esc(item.english) in html, item.key
    for t in TOPICS:
        assert f'id="rf-topic-{t.key}"' in html and f'href="#rf-topic-{t.key}"' in html
    visible = re.sub(r"<(style|script)[^>]*>.*?</\1>", "", html, flags=re.S)
    visible = re.sub(r"<[^>]*>", " ", visible)                 # the text a learner reads, not the tags' ids
    for word in NEVER:
        assert word not in visible, word
    assert 'class="rf-from"' not in html                      # no old address: no notice
    assert 'class="rf-from"' in reference_html("parties") and reference_html("no-such-topic") == html


def test_every_citation_of_the_engine_opens_a_rule_of_the_reference():
    """A rule cited by the engine or the tutor (R1 ... R12, the rules text's headings) has its rule in the
    reference, so a page can open its sentence and its English in place (issue 34)."""
    from tutor.links import RULE_SUMMARIES
    from tutor.hydra.reference import CITATIONS, cited, rule_address
    for citation in [*RULE_SUMMARIES, *(f"R{n}" for n in range(1, 13))]:
        assert cited(citation) is not None, citation
    assert all(rule(key) for key in CITATIONS.values())
    assert cited("R1").key == "hydra-on-a-fail-trick" and cited("rules: Wer erhält den Stich").topic == "tricks"
    assert rule_address("wedding", "Ada") == "rules.ipynb?name=Ada#rf-wedding"
    assert f'id="rf-{cited("R2").key}"' in reference_html()


# --- old addresses --------------------------------------------------------------------------------

GONE = ("00-index.ipynb", "01-the-deck.ipynb", "02-trump-order.ipynb", "03-calls-and-parties.ipynb",
        "04-following-suit-and-winning-tricks.ipynb", "05-scoring.ipynb", "06-a-full-round.ipynb",
        "07-hydra-for-doppelkopf-players.ipynb", "08-how-likely-is-each-party-kind.ipynb",
        "09-the-calls-in-practice.ipynb", "10-a-match.ipynb")


def test_every_old_address_leads_to_a_page_that_is_there():
    assert sorted(OLD_ADDRESSES) == sorted(GONE)
    for old, target in OLD_ADDRESSES.items():
        assert not (NOTEBOOKS / old).exists(), old
        page, _, query = target.partition("?")
        assert (NOTEBOOKS / page).is_file(), target
        if query:
            assert topic(query.removeprefix("topic="))               # a topic of the reference
    assert old_address_target("01-the-deck.ipynb", "name=Ada&exercise=x") == \
        "rules.ipynb?topic=cards&name=Ada&exercise=x"
    assert old_address_target("07-hydra-for-doppelkopf-players.ipynb", "?name=Ada") == \
        "doppelkopf-players.ipynb?name=Ada"
    assert old_address_target("00-index.ipynb", "name=Ada") == "home.ipynb?name=Ada"
    assert old_address_target("rules.ipynb", "name=Ada") is None and "index" not in PAGES


def test_notebooks_has_one_file_per_number():
    numbered = sorted(p.name for p in NOTEBOOKS.glob("[0-9][0-9]-*.ipynb"))
    numbers = [name[:2] for name in numbered]
    assert len(numbers) == len(set(numbers)), numbered
    assert {item.notebook for item in LESSONS} <= set(numbered)


def test_saved_answers_of_the_old_pages_still_count(tmp_path):
    """The earlier pages' answers (saved under their numbers) count for the path as before, the pages
    gone or not: a finished deck lesson counts lessons 1 and 2, its exercise "cards-in-deck" step 01-win-1."""
    from tutor.course import LessonProgress, lesson
    progress = LessonProgress(tmp_path)
    progress.answer("Ada", reference_lesson("10"), "next-dealer", True)
    for key in reference_lesson("01").exercises:
        progress.answer("Bo", reference_lesson("01"), key, True)
    assert "09-match-2" in progress.step_records("Ada", lesson("09"))
    assert progress.state("Bo", lesson("02")).status == "done"
    assert all(item.moved_to or (NOTEBOOKS / item.notebook).is_file() for item in REFERENCE_LESSONS)
    progress.close()


def test_the_server_redirects_every_old_address_with_its_query():
    """tutor.server.serve's routes for the old pages, served by tornado on loopback in a thread of its own
    (the browser tests leave Playwright's loop running in the main thread)."""
    from tornado.httpclient import AsyncHTTPClient
    from tornado.httpserver import HTTPServer
    from tornado.testing import bind_unused_port
    from tornado.web import Application

    from tutor.server.serve import old_pages_handlers

    query = "name=Ada+L&exercise=t-1"
    cases = {f"/voila/render/{old}?{query}": f"/voila/render/{old_address_target(old, query)}" for old in GONE}
    cases["/voila/render/05-scoring.ipynb"] = "/voila/render/rules.ipynb?topic=scoring"
    got: dict[str, tuple[int, str | None]] = {}

    async def serve_and_ask() -> None:
        sock, port = bind_unused_port()
        server = HTTPServer(Application(old_pages_handlers("/", "/")))
        server.add_sockets([sock])
        client = AsyncHTTPClient()
        for path in [*cases, "/voila/render/rules.ipynb"]:
            response = await client.fetch(f"http://127.0.0.1:{port}{path}", follow_redirects=False, raise_error=False)
            got[path] = (response.code, response.headers.get("Location"))
        server.stop()

    thread = threading.Thread(target=lambda: asyncio.run(serve_and_ask()))
    thread.start()
    thread.join(60)
    assert got.pop("/voila/render/rules.ipynb")[0] == 404          # a page that is there is not theirs
    assert got == {path: (302, where) for path, where in cases.items()}
    assert got["/voila/render/01-the-deck.ipynb?name=Ada+L&exercise=t-1"][1] == \
        "/voila/render/rules.ipynb?topic=cards&name=Ada+L&exercise=t-1"

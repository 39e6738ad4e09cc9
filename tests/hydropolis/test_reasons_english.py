"""Every reason a learner reads from the Hydropolis engine says its rule in English, then cites the rule
with the seed's German sentence (P10, P11): the German is a quote, never the only place the rule is said."""

from __future__ import annotations



from hydra.hydropolis import CELLS, DECK, RULINGS, Game, Table
from hydra.hydropolis.rules import (CAP_ON_CAP, DEAD_END, NO_CONNECTION, NOT_BESIDE, NOT_LEAKY, OFF_TABLE,
                                    PIPE_IN_EMPTY, Cell)
from hydra.hydropolis.score import RULE_SCORING, SEED_SCORING

FAULTS = (OFF_TABLE, NOT_LEAKY, NOT_BESIDE, PIPE_IN_EMPTY, DEAD_END, CAP_ON_CAP, NO_CONNECTION)
#: English words every rule sentence of P6-P8 and P11 uses at least one of.
ENGLISH = (" card", " pipe", " cap", " table", " cells")


def grown_table() -> Table:
    """A few cards: a leaky card, a cap facing outwards, pipes: every rule of P6-P8 can be broken on it."""
    table = Table.start(".b.b")
    for card, cell in ((".b.b*", (5, 4)), (".R.r", (6, 4)), (".B..", (3, 4))):
        table.lay(card, cell)
    return table


def test_P10_every_table_reason_says_its_rule_in_english_then_the_seeds_sentence():
    table = grown_table()
    faces = {str(c): c for card in DECK for c in (card, card.turned())}.values()
    met = set()
    for card in faces:
        for cell in (*CELLS, Cell(9, 4), Cell(-1, 0)):
            reason = table.check(card, cell)
            if reason is None:
                continue
            fault = next(f for f in FAULTS if reason.endswith(f": {f.why} ({f.rule}: {f.seed.rstrip('.')})"))
            assert reason.rules == (fault.rule,) and any(word in fault.why for word in ENGLISH)
            met.add(fault)
    assert met == set(FAULTS)


def test_P11_every_score_reason_says_its_rule_in_english_before_the_seeds_sentence():
    game = Game(4, seed=11)
    seen = set()
    while game.phase == "play":
        score = game.apply(game.legal_actions()[0])
        for reason in score.reasons if score is not None else ():
            part = next(p for p in RULE_SCORING if reason.endswith(f": {RULE_SCORING[p]} (P11: {SEED_SCORING[p]})"))
            assert reason.startswith(part.split("-")[0] + ": ") and reason.rules == ("P11",)
            seen.add(part)
    assert seen == set(RULE_SCORING)


def test_P11_the_rule_in_english_names_the_numbers_of_the_seeds_sentence():
    for part, rule in RULE_SCORING.items():
        points = next(word for word in SEED_SCORING[part].split() if word.isdigit())
        assert points in rule and any(word in rule for word in ENGLISH), part
    assert "diagonals" in RULE_SCORING["neighbours"] and "(Verschlusskappe)" in RULE_SCORING["caps"]


def test_P10_every_faults_german_sentence_is_the_seeds_and_its_rule_cites_that_sentence(seed_text):
    """Each Fault quotes the seed as written, and the rule it names (P6-P8) is the ruling of that sentence."""
    text = " ".join(seed_text("hydropolis.txt").split())
    for fault in FAULTS:
        assert fault.seed in text, fault
        assert fault.rule in ("P6", "P7", "P8") and fault.why, fault
        quotes = " ".join(RULINGS[fault.rule].quotes)
        assert fault.seed in quotes or fault is DEAD_END, fault   # DEAD_END: the seed's sentence between two P8 quotes

"""Issue 31, Hydropolis page 2 says each row with the seed's own sentence and its English: a card laid
on a whole card rests on P7's sentence (a card goes on top only of a card with a leaky pipe), not on
the caps'; the row "empty against empty: fits" says where it stands that the seed's sentence can be
read two ways (P8), and the row after it no longer says "only caps may face empty edges"."""

from __future__ import annotations

from hydra.hydropolis import RULINGS
from tutor.hydropolis.course import MORE_EXAMPLES, P8_EXAMPLES, SEED_ENGLISH, TryTable, example
from widgets.hydropolis.course_fit import FitTryIt


def test_a_card_on_a_whole_card_rests_on_P7s_sentence():
    item = example("not-leaky")
    assert item.seed.startswith("Oder er legt die neue Karte auf eine bestehende Karte mit einem")
    assert any(q.startswith(item.seed) for q in RULINGS["P7"].quotes)
    assert "Verschlusskappen werden niemals" not in item.seed
    said = TryTable(item).tap(item.cell)
    assert not said.ok and said.rules == ("P7",)           # the engine's reason cites the same rule


def test_empty_against_empty_says_its_reading_where_it_stands_P8():
    item = example("empty-empty")
    assert "read to the letter" in item.why.lower() and "P8" in item.why
    assert "only caps may face empty edges" not in example("cap-empty").why
    table = FitTryIt(start="empty-empty")
    assert "(in English: “Only caps may border empty card edges.”)" in table.about.value


def test_every_example_gives_its_seed_sentence_with_the_english():
    for item in (*P8_EXAMPLES, *MORE_EXAMPLES):
        assert item.seed and item.english == SEED_ENGLISH[item.seed], item.key
    for rule in RULINGS.values():                          # every sentence a reading may quote
        assert all(q in SEED_ENGLISH for q in rule.quotes), rule.id

"""The trick reasons read as English: "an Eichel card", "a Rot card" (rules: Wer erhält den Stich,
Bedienpflicht; R1 for the Hydra)."""

from __future__ import annotations

import pytest

from hydra.hydra.tricks import explain_trick, illegal_reasons


@pytest.mark.parametrize(("trick", "article"), [("E9 EK RO E10 SK", "an Eichel"),
                                                ("G9 GK RO G10 SK", "a Grün"),
                                                ("S9 SK RO S10 GK", "a Schell")])
def test_ruff_on_a_suit_trick_takes_the_right_article(trick: str, article: str) -> None:
    text = explain_trick(trick).steps[2].text           # RO trumps the fail trick (Wer erhält den Stich)
    assert f"is a trump on {article} trick" in text


def test_a_trump_that_may_not_follow_eichel_says_an_eichel_card() -> None:
    reasons = illegal_reasons("E10 RO S9", "EK")          # Bedienpflicht: E10 must follow
    assert "It is a trump here, not an Eichel card." in {str(c): t for c, t in reasons.items()}["RO"]
    assert " a Eichel" not in " ".join(reasons.values())


def test_the_hydra_is_not_an_eichel_card_for_following() -> None:
    reasons = illegal_reasons("E10 HY S9", "EK")          # R1: the Hydra is a trump for following
    assert "The Hydra is not an Eichel card for following (R1)." in {str(c): t for c, t in reasons.items()}["HY"]

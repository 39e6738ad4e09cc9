"""The error family (rulings: "Public interface").

Rulings: "Text that is not valid notation raises hydra.NotationError (a ValueError) naming the bad
token and its character offset. Anything that breaks a rule raises hydra.RuleError (a ValueError)
[...]. hydra.IllegalCard (a RuleError) is raised for a card that may not be played, including one
that the player does not hold."

Expectations here come from the rulings, not from the engine's code.
"""

import pytest

import hydra


def test_interface_notation_error_is_a_value_error():
    """Rulings, Public interface: 'hydra.NotationError (a ValueError)'."""
    assert issubclass(hydra.NotationError, ValueError)


def test_interface_rule_error_is_a_value_error():
    """Rulings, Public interface: 'hydra.RuleError (a ValueError)'."""
    assert issubclass(hydra.RuleError, ValueError)


def test_interface_illegal_card_is_a_rule_error():
    """Rulings, Public interface: 'hydra.IllegalCard (a RuleError)'."""
    assert issubclass(hydra.IllegalCard, hydra.RuleError)
    assert issubclass(hydra.IllegalCard, ValueError)


def test_interface_notation_error_and_rule_error_are_distinct_kinds():
    """Bad syntax is kept apart from a forbidden play (house style: one family, two kinds)."""
    assert not issubclass(hydra.NotationError, hydra.RuleError)
    assert not issubclass(hydra.RuleError, hydra.NotationError)


def test_interface_bad_notation_is_caught_as_value_error():
    """Rulings, Notation: 'anything else is an error'; callers may catch plain ValueError."""
    with pytest.raises(ValueError) as info:
        hydra.parse_cards("EO XZ")
    assert isinstance(info.value, hydra.NotationError)


def test_interface_rule_break_is_caught_as_value_error_with_rule():
    """Rulings, Public interface: a RuleError names which rule forbids it (R-id or rules' section).

    A trick with a third EO breaks 'Die Spielkarten' (every card twice)."""
    with pytest.raises(ValueError) as info:
        hydra.trick_winner("EO EO EO")
    assert isinstance(info.value, hydra.RuleError)
    assert not isinstance(info.value, hydra.NotationError)
    assert info.value.rule
    assert "EO" in str(info.value)


def test_interface_illegal_card_carries_rule_and_card():
    """Rulings, Public interface + Der Spielverlauf (Bedienpflicht): Grün led, the hand holds G9,
    so EK may not be played; the error is an IllegalCard naming the card and a rule."""
    with pytest.raises(hydra.RuleError) as info:
        hydra.check_play("G9 EK", "GK", "EK")
    error = info.value
    assert isinstance(error, hydra.IllegalCard)
    assert error.rule
    assert "Eichel-König" in str(error)              # the card by its name (issue 33)

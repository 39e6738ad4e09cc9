"""The words of Hydra's table for what a seat does: a button's label for an action, what a call before
play says at the table as a seat saw it (R6, R7, R9: the Antrag's pair and the cards given back stay face
down), and a line said of the learner in the second person. Only words: :mod:`hydra` decides every rule;
the play page (:mod:`tutor.play`) uses them.
"""

from __future__ import annotations

import hydra

__all__ = ["action_label", "seen_text", "to_you"]


def action_label(action: hydra.Action) -> str:
    """A learner's words for an action (a button's label).

    >>> action_label("solo:color-solo:G"), action_label("antrag:EO"), action_label("valeo")
    ('Solo: color solo: Grün', 'Antrag with the two EO', 'Valeo (a healthy game)')
    """
    if isinstance(action, hydra.Card):
        return f"Play {action}"
    word, _, arg = action.partition(":")
    if word == "solo":
        return f"Solo: {hydra.get_game(arg).name}"
    if word == "antrag":
        return f"Antrag with the two {arg}" if arg else "Antrag"
    if word in ("open", "return"):
        return f"{'Lay' if word == 'open' else 'Give back'} {arg}"
    return {"valeo": "Valeo (a healthy game)", "morbus": "Morbus (I have a reservation)",
            "throw-in": "Throw in", "keep": "Keep my hand", "accept": "Accept the Antrag",
            "decline": "Decline"}.get(word, action)


def seen_text(text: str) -> str:
    """What an action before play says at the table, from what a seat saw of it (R9: the Antrag's
    pair and the cards given back stay face down).

    >>> seen_text("antrag"), seen_text("open:GK")
    ('proposes an Antrag (two equal key Obers face down, R9)', 'lays GK face up beside them (R9)')
    """
    word, _, arg = text.partition(":")
    if word == "solo":
        return f"declares a solo: {hydra.get_game(arg).name} (R7)"
    if word == "antrag":
        return (f"proposes an Antrag with the two {arg} (R9)" if arg
                else "proposes an Antrag (two equal key Obers face down, R9)")
    if word == "open":
        return f"lays {arg} face up beside them (R9)"
    if word == "return":
        return f"gives back {arg} (R9)"
    return {"valeo": "says valeo (healthy)", "morbus": "says morbus (a reservation, R7)",
            "keep": "keeps the hand", "throw-in": "throws in (R6)",
            "accept": "accepts the Antrag (R9)", "decline": "declines the Antrag"}.get(text, text)


_YOU = {"plays": "play", "says": "say", "declares": "declare", "proposes": "propose", "lays": "lay",
        "gives": "give", "accepts": "accept", "declines": "decline", "keeps": "keep", "throws": "throw"}


def to_you(text: str) -> str:
    """A table line said of the learner: 'plays GD' -> 'play GD' (after 'You').

    >>> to_you("plays GD; trick 3 goes to you (25 eyes)"), to_you("keeps the hand")
    ('play GD; trick 3 goes to you (25 eyes)', 'keep the hand')
    """
    verb, space, rest = text.partition(" ")
    return _YOU.get(verb, verb) + space + rest.replace("keep the hand", "keep your hand")

"""The project's own rulings (F20 and up) written out, and the docs page made from them.

``docs/rulings-fuenfhundert.md`` is :func:`rulings_markdown` (a test keeps the two equal):
the entries below, the named readings of :data:`~hydra.fuenfhundert.rulings.READINGS` with
their German quotes and translations, and the interface decisions.

>>> from hydra.fuenfhundert.rulings_doc import rulings_markdown
>>> rulings_markdown().splitlines()[0]
'# Fünfhundert: project rulings (F20 onwards)'
"""

from __future__ import annotations

from dataclasses import dataclass

from .rulings import RULINGS, readings

__all__ = ["OwnRuling", "OWN_RULINGS", "rulings_markdown"]


@dataclass(frozen=True)
class OwnRuling:
    """One of the project's rulings: what the engine does, and the German sentence it rests on."""
    rule: str
    title: str
    body: str
    rests_on: str
    note: str = ""


OWN_RULINGS: tuple[OwnRuling, ...] = (
    OwnRuling("F20", "Bidding goes round until all but one have passed.",
              "Players who have not passed keep speaking in turn, clockwise, skipping those who "
              "passed; a player who was outbid may bid again. The bidding ends when three have "
              "passed after a bid (F4). The record's `bids` of the rules text's example (6 Herz, "
              "Passe, 7 Karo, Passe) are then `[\"6H\", \"pass\", \"7D\", \"pass\", \"pass\"]`.",
              "Wer einmal gepasst hat, darf in dieser Runde keine weiteren Gebote abgeben.",
              "only a pass shuts a player out"),
    OwnRuling("F21", "Laying away.",
              "The bid winner picks up the kitty and lays away three cards, one action each, from "
              "all thirteen cards (kitty cards and the joker included). Nobody else sees them, and "
              "they count for nobody; the record lists them under `discard`.",
              "Diese kann er gegen drei andere Karten, die er auf der Hand hat aber nicht für gut "
              "befindet, austauschen.", "the spec's F4 also says „lays away any three cards“"),
    OwnRuling("F22", "The Misère partner (the tutor's choice).",
              "The bidder's partner lays the hand face down and is skipped in the play order; "
              "nobody sees those cards (no seat's view holds them), and the round record keeps them "
              "under `hands` with tricks of three cards. The rules text says only that the partner "
              "no longer plays; it says nothing of the cards being shown, so there is no second "
              "reading of a sentence to name. The tutor keeps them hidden because nothing asks for "
              "them to be shown, a shown hand would tell the opponents where the missing cards are, "
              "and the one hand the rules text does put on the table is the Open Misère bidder's "
              "(F23). (Until issue 24 a \"face up\" reading was listed, resting on the spec's English "
              "„lays the hand down“, which is not in the rules text.)",
              "Der Partner des MIESERE Spielers spielt nun nicht mehr mit, es gilt einer gegen zwei.",
              "the partner no longer plays; it is one against two"),
    OwnRuling("F23", "When an Open Misère hand is open.",
              "From the end of the first trick every other seat's view shows the bidder's remaining "
              "cards (`SeatView.open_hand`); before that they are hidden.",
              "Bei OPEN MISERE ist es etwas einfacher, denn der MISERE Spieler muss nach dem ersten "
              "Stich seine Karten offen auf den Tisch legen."),
    OwnRuling("F24", "Misère at any turn.",
              "Misère and Open Misère may be said at any turn of the bidding, as the first bid too, "
              "whenever they outrank the bid before (F3).",
              "Dann kann man in der Gebotsrunde \u201cMISERE\u201d sagen und spielt darauf, das man "
              "alle Stiche verliert.",
              "no condition on earlier bids; many tables require one, the rules text does not"),
    OwnRuling("F25", "Whose deal.",
              "The deal passes to the left (the dealer's left deals next) after every round, a "
              "redeal after four passes included (F4: „the next dealer deals again“).",
              "Der im Uhrzeigersinn nächste Spieler nach dem, der gegeben hat, eröffnet mit seinem "
              "Gebot", "play and bidding go clockwise; the rules text says nothing else about the deal"),
)

_HEAD = """# Fünfhundert: project rulings (F20 onwards)

Generated from `hydra/fuenfhundert/rulings.py` and `hydra/fuenfhundert/rulings_doc.py`
(`rulings_markdown()`); a test keeps them equal.

`../shared/spec/fuenfhundert.md` settles F1–F12. The German rules text the tutor follows is
`seeds/fuenfhundert-500.txt` (the blog post „Das Kartenspiel Fünfhundert / Fivehundret“); learners
read it as "the rules text". Where neither the spec nor the rules text answers a question the
engine has to answer, the project decided as below. Each ruling quotes the German sentence it rests
on. Where the text can be read two ways, both readings are named, each with its German sentence and
an English translation; the engine plays the first, and `hydra.fuenfhundert.READINGS` holds them all
as data (`fh.readings("F20")`), so the tutor can show them to learners.

The rulings, one line each (`fh.RULINGS`):

"""

_SPEC_READINGS = """
## The spec's own second readings

The engine also keeps the spec's own second readings as data: F3 ("listed bids"), F6 ("joker
follows suit") and F10 ("tricks taken"; `fh.score(..., reading="tricks taken")` computes it).
"""

_INTERFACE = """
## Interface decisions (not rulings)

- A led joker at no trump or in a Misère is one action carrying the named suit: `"JO:H"` (F7).
  In a suit contract the joker is led as `JO` and calls for trumps (F6).
- `trick_winner` and `explain_trick` accept a partial trick (one card up to a full trick) and
  name the card winning so far; a full trick has four cards, three in a Misère (F8).
- `Round.points` is the score once the round is over (F10) and `(0, 0)` after a redeal (F4). A
  round in progress, such as a replayed record with fewer than ten tricks (F9), has no points
  yet: asking raises `RuleError` saying how far the round is.
- A record's `joker_suits` keys are trick indexes from 0 written as text, as in JSON
  (`{"4": "H"}`); a number as key is refused with that sentence.
"""


def _readings_md(rule: str) -> str:
    parts = []
    for r in readings(rule):
        who = " (the engine)" if r.engine else ""
        parts.append(f"**{r.name}**{who}: {r.summary} „{r.quote}“ ({r.translation})")
    return " *Readings:* " + " ".join(parts) if parts else ""


def _section(rule: str, body: str) -> str:
    return f"\n## {rule}\n\n{body}{_readings_md(rule)}\n"


def rulings_markdown() -> str:
    """The rulings as the project's docs page ``docs/rulings-fuenfhundert.md``."""
    out = [_HEAD]
    out += [f"- **{rule}** {line}\n" for rule, line in RULINGS.items()]
    out.append(_SPEC_READINGS)
    for rule in ("F3", "F6", "F10"):
        out.append(_section(rule, RULINGS[rule]))
    out.append("\n## The project's rulings\n")
    for own in OWN_RULINGS:
        note = f" ({own.note})." if own.note else ""
        out.append(f"\n- **{own.rule} {own.title}** {own.body} Rests on: „{own.rests_on}“{note}"
                   f"{_readings_md(own.rule)}\n")
    out.append(_INTERFACE)
    return "".join(out)

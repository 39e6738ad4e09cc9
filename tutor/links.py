"""The tutor's links: what a page's query string asks for (``?exercise=t-r1-2-8f3a``,
``?scenario=NAME``, ``?name=Ada``, ``?kind=trick``), read in one place; and the page's links to
the rules an explanation cites (``R2``, ``rules: Wer erhält den Stich``).

>>> query_value("exercise=t-r1-2-8f3a&x=1", "exercise"), query_value("?name=Ada", "name")
('t-r1-2-8f3a', 'Ada')
>>> query_value("exercise=", "exercise"), query_value("", "exercise") is None
('', True)
>>> rule_label("rules: Wer erhält den Stich"), rule_anchor("rules: Wer erhält den Stich")
('Wer erhält den Stich', 'hq-rule-wer-erhalt-den-stich')
>>> rule_label("R2"), rule_anchor("R2")
('R2', 'hq-rule-r2')
"""

from __future__ import annotations

import re
import unicodedata
import urllib.parse

from hydra.core.i18n import _

__all__ = ["query_value", "rule_label", "rule_anchor", "RULE_HEADINGS",
           "RULE_SUMMARIES", "deal_code", "parse_deal_code",
           "SCHWEINE_KEY", "query_flag"]

_DEAL_CODE = re.compile(r"^\s*(\d{1,9})-([0-9])\s*$")


def query_value(query: str | None, key: str) -> str | None:
    """The first value of ``key`` in a query string (``QUERY_STRING``, a leading ``?`` allowed):
    ``''`` if it is there but blank, None if it is not there."""
    values = urllib.parse.parse_qs((query or "").lstrip("?"), keep_blank_values=True).get(key)
    return values[0] if values else None


def deal_code(seed: int, dealer: int) -> str:
    """The link code of a deal (``?deal=4711-2``): seed 4711 dealt by seat 2, in every game.

    >>> deal_code(4711, 2)
    '4711-2'
    """
    return f"{seed}-{dealer}"


def parse_deal_code(text: str | None, *, players: int, game: str, dealer_rule: str,
                    error: type[ValueError], form: str) -> tuple[int, int]:
    """``(seed, dealer)`` of a ``?deal=`` code, or ``error`` with the learner's sentence: ``game``
    names the deal ("a deal", "a deal of 500"), ``dealer_rule`` says who may deal and why,
    ``form`` shows a good link. The play pages of each game call this with their own words.

    >>> parse_deal_code(" 12-3 ", players=4, game="a deal", dealer_rule="", error=ValueError, form="")
    (12, 3)
    >>> parse_deal_code("12-4", players=4, game="a deal", dealer_rule="the dealer is one of the seats 0 to 3 (D2)",
    ...                 error=ValueError, form="Try ?deal=4711-2.")
    Traceback (most recent call last):
    ...
    ValueError: “12-4” is not a deal: the dealer is one of the seats 0 to 3 (D2). Try ?deal=4711-2.
    """
    shown = str(text)[:40]
    match = _DEAL_CODE.match(text) if isinstance(text, str) else None
    if match is None:
        raise error(_("“{shown}” is not {game}. {form}").format(shown=shown, game=game, form=form).rstrip())
    seed, dealer = int(match.group(1)), int(match.group(2))
    if dealer >= players:
        raise error(_("“{shown}” is not {game}: {rule}. {form}").format(shown=shown, game=game, rule=dealer_rule,
                                                                       form=form).rstrip())
    return seed, dealer


#: The query key of a Doppelkopf deal played with Schweine (D6): ``?deal=148-3&rules=hausrunde&schweine=1``.
#: A link without it plays without them, as every ``?deal=`` link made before it did.
SCHWEINE_KEY = "schweine"
_YES, _NO = ("1", "yes", "true", "on"), ("0", "no", "false", "off", "")


def query_flag(value: str | None) -> bool | None:
    """A yes-or-no query value (``?schweine=1``): True for 1, yes, true, on; False for 0, no, false, off,
    blank or absent; None for anything else (capitals and spaces do not count).

    >>> query_flag("1"), query_flag(" Yes "), query_flag(None), query_flag("0"), query_flag("banana")
    (True, True, False, False, None)
    """
    word = (value or "").strip().lower()
    return True if word in _YES else False if word in _NO else None


#: A sentence for each rule the quiz's explanations cite: the rulings (R-ids, see
#: ../shared/spec/hydra-rulings.md and docs/rulings.md) and the sections of the official rules
#: (cited as "rules: <section>"). Summaries only: the engine (``hydra``) decides every rule.
RULE_SUMMARIES: dict[str, str] = {
    "rules: Der Spielverlauf": (
        "How a trick is played (Bedienpflicht): follow the led suit if you can; on a trump trick "
        "play a trump if you hold one; otherwise play any card."),
    "rules: Wer erhält den Stich": (
        "Who takes a trick: the highest trump played, or, if no trump was played, the highest card "
        "of the led suit."),
    "rules: Solo": (
        "The solos: in a trump solo only the four cards of the chosen rank and the Hydra are "
        "trumps; in a color solo only the chosen suit and the Hydra; a normal solo keeps the normal "
        "trumps. A card that is a trump in a normal game may be a plain card of its suit in a solo."),
    "rules: Die Spielkarten": "The cards and their eyes: 9 = 0, Unter 2, Ober 3, König 4, 10 = 10, Daus 11.",
    "R1": ("The Hydra on a fail trick is no card of the led suit: who holds the led suit must play it. "
           "Thrown on a fail trick in a normal game, the Hydra counts as the lowest card of that suit "
           "and cannot win; in trump and color solos it is always the highest trump."),
    "R2": ("Of two identical cards the one played first ranks higher, except two Hydras and two "
           "Dullen (the cards R10): of those the second one played wins."),
    "R3": "A trick of 40 to 49 eyes gives its winner's party 5 bonus points; 50 or more gives 10.",
    "R4": ("Fuchs gefangen: each SD an opponent played into your party's trick gives 5 bonus points "
           "(not in trump and color solos)."),
    "R5": ("Points: bonus + multiplier × the party's eyes in tenths, rounded half up (65 eyes → 7, "
           "64 → 6). The multiplier is the number of players outside the party (a soloist has 3). "
           "Points are never negative."),
    "R10": ("Parties of a healthy game: who holds the key cards EO and GO decides the kind of game "
            "and who plays together."),
}


#: The headings of the official rules (the Regelwerk) that the engine cites ("rules: Wer erhält den
#: Stich"), in English: the one place that translates them (issue 19). A heading the engine cites
#: and this table lacks fails tests/test_words_in_place.py.
RULE_HEADINGS: dict[str, str] = {
    "Wer erhält den Stich": "who takes the trick",
    "Der Spielverlauf": "the course of play",
    "Bedienpflicht": "following suit",
    "Bedienen": "following suit",
    "Die Spielkarten": "the cards",
    "Solo": "the solos",
    "Die Spieltypen": "the kinds of game",
    "Spielende": "the end of the game",
    "Regelwidrigkeiten": "irregularities",
}


def rule_label(rule: str) -> str:
    """How a cited rule is shown: an R-id as it is, a section of the rules by its name."""
    return rule.removeprefix("rules: ").strip()


def rule_anchor(rule: str) -> str:
    """The id of the rule's summary on the page (letters and digits only, lower case)."""
    plain = unicodedata.normalize("NFKD", rule_label(rule)).encode("ascii", "ignore").decode().lower()
    return "hq-rule-" + "-".join("".join(ch if ch.isalnum() else " " for ch in plain).split())

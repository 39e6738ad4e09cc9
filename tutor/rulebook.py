"""A cited rule as a learner reads it (issue 34): the rules text's own sentence (German, as written)
and what it says in English, for every game's rule ids (``R2``, ``D7``, ``F9``, ``P7``, a section of a
rules text such as ``rules: Wer erhält den Stich``). Explanations cite rules in brackets ("... the first
one played wins (R2)."); :func:`citations` finds those brackets, so a view shows a small link that opens the
rule in place (:mod:`widgets.common.rules`) instead of the bare id, and :func:`without_citations` drops them
where only plain text fits (a button's label).

Each game says what its own rules say in its :class:`RuleBook` (``tutor/<game>/rulebook.py``), which its
line of the tutor's registry names (:attr:`tutor.games.Listing.rules`): which cites are its own, what each
says, and which brackets only look like a cite (a card's name). This module reads them through the registry
and names no game.

>>> rule_text("R2").title, rule_text("R2").german[0][:36]
('equal cards', 'Werden zwei gleiche Karten ausgespie')
>>> [type(part).__name__ for part in citations("The first one wins (R2). Then (rules: Spielende).")]
['str', 'Cited', 'str', 'Cited', 'str']
>>> without_citations("RD wins (rules: Wer erhält den Stich). Of two Dullen (R10) the second wins (R2).")
'RD wins. Of two Dullen (R10) the second wins.'
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable
from dataclasses import dataclass, replace

from hydra.core.i18n import _, language

from .games import TUTOR_GAMES, load_named

__all__ = ["rule_chip", "rule_title", "page_title", "rules_in_english", "rules_in_page_words",
           "RuleText", "RuleBook", "Cited", "rule_text", "unknown_rule", "citations", "without_citations"]


@dataclass(frozen=True)
class RuleText:
    """One cited rule: how it was cited, a short English title, the rules text's sentences (German, as
    written; none for a rule the project decided where the rules text is silent) and its English."""
    cite: str
    title: str
    german: tuple[str, ...]
    english: str
    #: The heading of the rules text the cite names, as written (a section cited by its heading): on a
    #: page in another language the rule is named by it.
    heading: str = ""
    #: Whether its title is in the catalogs (a game's own rulings, titled by the project): then it is said
    #: in the page's language even where the catalog has no other words for it.
    titled_everywhere: bool = False


@dataclass(frozen=True)
class Cited:
    """A bracket of citations in a sentence: its rules, and what else the bracket said ("Fuchs
    gefangen" of "(Fuchs gefangen, R4)"), which stays in the sentence."""
    rules: tuple[RuleText, ...]
    rest: str = ""


def unknown_rule(cite: str) -> RuleText:
    """A cite no rules text answers: "the rule", with no sentence."""
    return RuleText(cite, "the rule", (), "")


def _never(_inside: str, _before: str) -> bool:
    return False


@dataclass(frozen=True)
class RuleBook:
    """What a game's rules say where the tutor cites them, as the game's ``tutor/<game>/rulebook.py`` has it."""
    #: A regular expression of the cites that are the game's own (a whole item of a bracket: "R2",
    #: "hausrunde 3.1"); an id may be followed by a quote of its sentence ("F8: 'the sentence'").
    ids: str
    #: What a cite of the game says (never raises; an unknown one: :func:`unknown_rule`).
    rule_text: Callable[[str], RuleText]
    #: Whether a bracket (its inside, and the sentence before it) names one of the game's cards, not a
    #: rule, though it looks like a cite (Hydra's Dulle "(R10)", 500's "Karo-5 (D5, 5 of Diamonds)").
    names_a_card: Callable[[str, str], bool] = _never


@functools.cache
def _books() -> tuple[tuple[re.Pattern[str], RuleBook], ...]:
    """Every game's rule book (the registry's lines name them), with its cites as a pattern, read once."""
    books = []
    for key in TUTOR_GAMES:
        place = TUTOR_GAMES.listing(key).rules
        if place:
            book = load_named(place, RuleBook, lambda: RuleBook("", unknown_rule))
            books.append((re.compile(book.ids, re.S), book))
    return tuple(books)


def _book_of(cite: str) -> RuleBook | None:
    return next((book for ids, book in _books() if ids.fullmatch(cite)), None)


def _quoting(item: str) -> tuple[str, str] | None:
    """An id with a quote of its sentence after it ("F8: 'a quote, with commas'"): the id and the quote."""
    head, sep, quote = item.partition(":")
    if sep and quote[:1].isspace() and _book_of(head) is not None and _book_of(item) is None:
        return head, quote.strip().strip("'\u201c\u201d\"")
    return None


def rule_text(cite: str) -> RuleText:
    """What ``cite`` (an id as the tutor cites it) says: never raises; an unknown id gets an empty text."""
    cite = cite.strip()
    book = _book_of(cite)
    return book.rule_text(cite) if book is not None else unknown_rule(cite)


_BRACKET = re.compile(r"\s?\(((?:[^()]|\([^()]*\))*)\)")


def _items(inside: str) -> list[str]:
    """A bracket's items: "rules: A, B" keeps its commas; "R5, rules: Spielende" is two items."""
    parts: list[str] = []
    for chunk in re.split(r";\s*", inside):
        head, sep, tail = chunk.partition("rules: ")
        if sep:
            parts += [p.strip() for p in head.split(",") if p.strip()] + [f"rules: {tail.strip()}"]
        elif _quoting(chunk.strip()) is not None:
            parts.append(chunk.strip())                      # "F8: 'a quote, with commas'"
        else:
            parts += [p.strip() for p in chunk.split(",") if p.strip()]
    return parts


def _cited(inside: str, before: str) -> Cited | None:
    """The citations of a bracket (``inside`` it, ``before`` it the sentence so far), None for a bracket
    that cites nothing: a card's name, as 500's "Karo-5 (D5, 5 of Diamonds)" or Hydra's Dulle "(R10)".

    >>> _cited("D5, 5 of Diamonds", "Karo-5") is None, _cited("D5", "wins").rules[0].cite
    (True, 'D5')
    """
    if any(book.names_a_card(inside, before) for _ids, book in _books()):
        return None
    rules, rest = [], []
    for item in _items(inside):
        quoting = _quoting(item)
        cite, quoted = quoting if quoting is not None else (item, "")
        if _book_of(cite) is None:
            rest.append(item)
            continue
        text = rule_text(cite)
        if quoted and quoted not in text.german:             # "F8: 'the sentence'": the bracket's own quote
            text = replace(text, german=(quoted,) + text.german)
        rules.append(text)
    if not rules:
        return None
    return Cited(tuple(rules), ", ".join(rest))


def citations(text: str) -> list[str | Cited]:
    """``text`` cut into its words and its brackets of citations, in order."""
    out: list[str | Cited] = []
    at = 0
    for found in _BRACKET.finditer(text):
        cited = _cited(found.group(1), text[:found.start()])
        if cited is None:
            continue
        out.append(text[at:found.start()])
        out.append(cited)
        at = found.end()
    out.append(text[at:])
    return [part for part in out if part != ""]


def without_citations(text: str) -> str:
    """``text`` without its brackets of citations (what else a bracket said stays, in brackets)."""
    return "".join(part if isinstance(part, str) else (f" ({part.rest})" if part.rest else "")
                   for part in citations(text))


def rule_chip(rule: str) -> str:
    """A cited rule on a small chip beside a sentence: its English words, never its id (issue 34).

    >>> rule_chip("rules: Wer erhält den Stich"), rule_chip("R4")
    ('rule: who takes the trick', 'rule: Fuchs gefangen')
    """
    return f"rule: {rule_title(rule)}"


def rule_title(rule: str) -> str:
    """How a cited rule is named to a learner: in English words, never its id or a heading of the rules
    cited as an id (issue 34; the rule's sentence itself opens in place, :mod:`widgets.common.rules`).

    >>> rule_title("rules: Wer erhält den Stich"), rule_title("R2"), rule_title("D7")
    ('who takes the trick', 'equal cards', 'Following suit')
    """
    return rule_text(rule).title


def _english_title(rule: RuleText) -> str:
    return rule.title


def page_title(rule: RuleText) -> str:
    """A cited rule's name in the page's language: as written in English; on another language's page a
    game's own ruling's translated title (R2: "gleiche Karten"), a section of a rules text by its own
    heading, another ruling by its title where the catalog holds it (D45: "Wer als Nächstes gibt"), and ""
    for a title the catalog does not translate (a link then says "Rule", never an English title on a German
    page).
    """
    if language() == "en" or rule.titled_everywhere:
        return _(rule.title)
    if rule.heading:
        return rule.heading
    translated = _(rule.title)
    return translated if translated != rule.title else ""


def rules_in_page_words(text: str) -> str:
    """:func:`rules_in_english` in the page's language (issue 33): a bracket of rules the language has no name
    for is left out (the tables of friends, whose lines have no rule links beside them, say the rest).

    >>> rules_in_page_words("GD wins: no trump was played (rules: Wer erhält den Stich).")
    'GD wins: no trump was played (the rule: who takes the trick).'
    """
    said = rules_in_english(text, title=page_title)
    for form in (_("the rule: {titles}"), _("the rules: {titles}")):
        bare = form.format(titles="")
        said = said.replace(f" ({bare})", "").replace(f"; {bare})", ")")
    return said


def rules_in_english(text: str, title: Callable[[RuleText], str] | None = None) -> str:
    """``text`` with every bracket of rules it cites said in English words, never an id.

    >>> rules_in_english("GD wins: no trump was played (rules: Wer erhält den Stich).")
    'GD wins: no trump was played (the rule: who takes the trick).'
    >>> rules_in_english("Play a trump (rules: Der Spielverlauf, Bedienpflicht). Of two Dullen (R10) the second (R2).")
    'Play a trump (the rule: following suit). Of two Dullen (R10) the second (the rule: equal cards).'
    """
    out = []
    for part in citations(text):
        if isinstance(part, Cited):
            titles = ", ".join(dict.fromkeys((title or _english_title)(r) for r in part.rules))
            rest = f"{part.rest}; " if part.rest else ""
            said = _("the rules: {titles}") if "," in titles else _("the rule: {titles}")
            out.append(f" ({rest}{said.format(titles=titles)})")
        else:
            out.append(part)
    return "".join(out)

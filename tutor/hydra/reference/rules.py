"""The rules reference's ways in: a rule or topic by its key, the rule each citation of the engine and the
tutor stands for (and the link that opens it), and the search through the rules' words in either language.
The rules themselves, their German, English and notes, are data in :mod:`.texts` (their names are
importable from here too).

>>> len(TOPICS) >= 10 and all(rules_of(t.key) for t in TOPICS)
True
>>> [r.key for r in search("Fuchs gefangen")]
['no-fuchs-no-dulle', 'fuchs-caught']
>>> [r.key for r in search("caught fox")]
['fuchs-caught']
>>> fold("Grün-König  SCHMEIßEN")
'grun-konig schmeissen'
"""

from __future__ import annotations

import unicodedata

from .texts import RULES, TOPICS, Rule, Topic

__all__ = ["Topic", "Rule", "TOPICS", "RULES", "CITATIONS", "topic", "rule", "rules_of", "search", "fold", "cited",
           "rule_address"]


#: The rule of the reference that each citation of the engine and the tutor stands for (``R1``, the
#: rulings, ../shared/spec/hydra-rulings.md and docs/rulings.md; ``rules: <heading>``, the rules text), so a
#: page can open the rule's sentence and its English from a small link (:func:`rule_address`).
CITATIONS: dict[str, str] = {
    "R1": "hydra-on-a-fail-trick", "R2": "equal-cards", "R3": "doppelkopf-trick", "R4": "fuchs-caught",
    "R5": "points", "R6": "throw-in", "R7": "solo-beats-antrag", "R8": "first-lead", "R9": "antrag-accepted",
    "R10": "key-cards", "R11": "next-dealer", "R12": "deal", "R13": "throw-in", "R14": "solo-beats-antrag",
    "R15": "first-lead", "R19": "match-winner",
    "rules: Wer erhält den Stich": "who-takes-the-trick", "rules: Der Spielverlauf": "follow-suit",
    "rules: Der Spielverlauf, Bedienpflicht": "follow-suit", "rules: Solo": "trump-solo",
    "rules: Die Spielkarten": "deck", "rules: Die Spieltypen": "key-cards", "rules: Spielende": "next-dealer",
    "rules: Regelwidrigkeiten": "wrong-card",
}


def cited(citation: str) -> Rule | None:
    """The reference's rule for a citation (``"R1"``, ``"rules: Wer erhält den Stich"``), or None.

    >>> cited("R1").key, cited("rules: Wer erhält den Stich").key, cited("R99")
    ('hydra-on-a-fail-trick', 'who-takes-the-trick', None)
    """
    key = CITATIONS.get(citation.strip())
    return rule(key) if key else None


def rule_address(key: str, name: str | None = None) -> str:
    """The link that opens the reference at one rule (the page scrolls to it and marks it), in the language
    the page's address chose (``lang=``, issue 33).

    >>> rule_address("equal-cards", "Ada Lovelace"), rule_address("deck")
    ('rules.ipynb?name=Ada+Lovelace#rf-equal-cards', 'rules.ipynb#rf-deck')
    """
    import urllib.parse

    from tutor.language import language_query
    rule(key)                                     # KeyError for a rule that is not there
    query = {**({"name": name} if name else {}), **language_query()}
    return "rules.ipynb" + (f"?{urllib.parse.urlencode(query)}" if query else "") + f"#rf-{key}"


def topic(key: str) -> Topic:
    """The topic of this key; KeyError if none."""
    for item in TOPICS:
        if item.key == key:
            return item
    raise KeyError(f"there is no topic {key!r}")


def rule(key: str) -> Rule:
    """The rule of this key; KeyError if none."""
    for item in RULES:
        if item.key == key:
            return item
    raise KeyError(f"there is no rule {key!r}")


def rules_of(topic_key: str) -> tuple[Rule, ...]:
    return tuple(r for r in RULES if r.topic == topic_key)


def fold(text: str) -> str:
    """``text`` as the search compares it: lower case, accents dropped (Grün → grun), ß as ss, spaces
    squeezed. The page's search box folds what is typed the same way (widgets/reference)."""
    text = unicodedata.normalize("NFKD", text.replace("ß", "ss").replace("ẞ", "ss"))
    return " ".join("".join(ch for ch in text if not unicodedata.combining(ch)).lower().split())


def words_of(item: Rule) -> str:
    """What a search looks through for a rule: its title, German, English, note and section, folded; the
    title, note and topic both in English and in the page's language, so a search in either language finds
    the rule on a page of either language (issue 33)."""
    from hydra.core.i18n import _
    english = (item.title, item.note, topic(item.topic).title)
    translated = tuple(_(text) for text in english if text)
    return fold(" ".join((*english, *translated, item.german, item.english, item.section)))


def search(query: str) -> list[Rule]:
    """The rules whose words (in either language) hold every word of ``query``, in page order."""
    wanted = fold(query).split()
    return [r for r in RULES if all(w in words_of(r) for w in wanted)]

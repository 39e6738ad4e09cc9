"""The German (and Latin) words the tutor uses, with what they mean; the glossary page shows them
and every lesson links a word's first use to its entry (``glossary.ipynb#KEY``). The words are kept
in the data file ``glossary.json`` beside this module (edit it there; :func:`load` checks it).

The rules' own list of terms (``Liste von Begriffen`` in the Regelwerk) is the source, with the
card names the course adds.

A word the games use differently has one entry per game (issue 31): ``Hochzeit`` is Hydra's wedding
(all four key Obers, R10) and Doppelkopf's (both Kreuz-Damen, D9), each at its own anchor (the game's
entry is ``hochzeit-doppelkopf``), so a link carries its game. :func:`term` and :func:`entry` find the
entry of the sentence's game.

>>> term("Hochzeit", "doppelkopf").key, term("Hochzeit").key, term("Stich", "fuenfhundert").rule
('hochzeit-doppelkopf', 'hochzeit', 'F9')

>>> term("Fehlfarben").word
'Fehlfarbe'
>>> glossary_link("Stich")
'[Stich](glossary.ipynb#stich)'
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from hydra.core.data_file import DataFile
from hydra.core.i18n import _

from ..games import DEFAULT_GAME, TUTOR_GAMES

__all__ = ["Term", "GLOSSARY", "GAMES", "term", "entry", "glossary_link", "term_pattern", "link_first_uses",
           "unlinked_first_uses", "as_links", "extract_meanings"]


@dataclass(frozen=True)
class Term:
    """A word: its glossary anchor ``key``, the ``word``, the English, what it means, the forms a
    lesson may use (plural, compounds), the rule that settles it, if one does, and the game whose
    meaning it is (a key of ``tutor.games.TUTOR_GAMES``; the default game's, Hydra's, unless said)."""

    key: str
    word: str
    english: str
    meaning: str
    forms: tuple[str, ...] = ()
    rule: str = ""
    game: str = DEFAULT_GAME

    @property
    def said(self) -> str:
        """What the word means, in the learner's language (the catalogs hold every meaning: Babel reads
        them from ``glossary.json`` with :func:`extract_meanings`)."""
        return _(self.meaning)

    @property
    def all_forms(self) -> tuple[str, ...]:
        """Every spelling to look for, longest first (so 'Fehlfarben' wins over 'Fehlfarbe')."""
        return tuple(sorted({self.word, *self.forms}, key=len, reverse=True))


class _Names(Mapping[str, str]):
    """The games of the tutor's registry by id, each its name (:attr:`tutor.games.TutorGame.label`): its entry
    is read when its name is asked for (a word of its own is shown), not before."""

    def __getitem__(self, key: str) -> str:
        return TUTOR_GAMES[key].label

    def __iter__(self) -> Iterator[str]:
        return iter(TUTOR_GAMES)

    def __len__(self) -> int:
        return len(TUTOR_GAMES)

    def __contains__(self, key: object) -> bool:
        return key in list(TUTOR_GAMES)


#: The games a word's meaning may belong to (the tutor's registry's), and their names on the glossary page.
GAMES: Mapping[str, str] = _Names()

#: Where the glossary is kept: a JSON list, one object per word in the glossary page's order, with
#: the fields of :class:`Term` as keys (``forms``, ``rule`` and ``game`` only where a word has them).
DATA = Path(__file__).with_name("glossary.json")


def load(path: Path = DATA) -> tuple[Term, ...]:
    """The words in a glossary file, checked as they are read: the keys and types of :class:`Term`, an
    anchor key of small letters (a game's own entry of a word the games use differently: the word's
    key, a dash and the game), each key once, a known game, no form shared by two words of one game
    (a ValueError names the entry)."""
    data, terms = DataFile(path), []
    for i, entry in enumerate(data.entries()):
        data.keys(entry, f"entry {i + 1}", {"key", "word", "english", "meaning"}, {"forms", "rule", "game"})
        key = data.text(entry["key"], f"entry {i + 1}: key")
        if not re.fullmatch(r"[a-z]+(-[a-z]+)?", key):
            raise ValueError(f"{path.name}: {key}: a key is the word's anchor, small letters a-z only "
                             "(and a dash before a game's name)")
        game = data.text(entry["game"], f"{key}: game") if "game" in entry else DEFAULT_GAME
        if game not in GAMES:
            raise ValueError(f"{path.name}: {key}: game should be one of {sorted(GAMES)}")
        terms.append(Term(key, data.text(entry["word"], f"{key}: word"),
                          data.text(entry["english"], f"{key}: english"),
                          data.text(entry["meaning"], f"{key}: meaning"),
                          data.texts(entry.get("forms", []), f"{key}: forms"),
                          data.text(entry["rule"], f"{key}: rule") if "rule" in entry else "", game))
    keys, owners = [t.key for t in terms], dict[tuple[str, str], set[str]]()
    for t in terms:
        for form in t.all_forms:
            owners.setdefault((form.lower(), t.game), set()).add(t.key)
    shared = {form for (form, _game), words in owners.items() if len(words) > 1}
    if len(set(keys)) != len(keys) or shared:
        raise ValueError(f"{path.name}: a key, or a form of two words, stands twice: "
                         f"{sorted({k for k in keys if keys.count(k) > 1} | shared)}")
    return tuple(terms)


GLOSSARY: tuple[Term, ...] = load()

#: Each form's entries, one per game that has the word (Hydra's first, then as the file lists them).
_BY_FORM: dict[str, list[Term]] = {}
for _t in sorted(GLOSSARY, key=lambda t: t.game != DEFAULT_GAME):
    for _form in _t.all_forms:
        _BY_FORM.setdefault(_form.lower(), []).append(_t)


def entry(word: str, game: str = DEFAULT_GAME) -> Term | None:
    """The meaning of a word (or one of its forms) in a sentence of ``game``: that game's entry; on a
    page of Hydra (whose lessons compare the games) the word's only entry, whichever game it is of;
    on another game's page None where that game has no entry (Hydra's meaning would mislead there).

    >>> entry("Stich", "fuenfhundert").key, entry("Re").key, entry("Fehlfarbe", "fuenfhundert")
    ('stich-fuenfhundert', 're', None)
    """
    found = _BY_FORM.get(word.strip().lower(), [])
    for t in found:
        if t.game == game:
            return t
    return found[0] if game == DEFAULT_GAME and len(found) == 1 else None


def term(word: str, game: str | None = None) -> Term:
    """The glossary entry for a word or one of its forms (KeyError if there is none): ``game``'s
    entry, as :func:`entry` finds it; without a game Hydra's, or the word's only entry."""
    if game is not None:
        found = entry(word, game)
        if found is None:
            raise KeyError(f"{word!r} has no meaning of its own in {GAMES.get(game, game)}")
        return found
    return _BY_FORM[word.strip().lower()][0]


def glossary_link(word: str, text: str | None = None) -> str:
    """A Markdown link from ``text`` (default: the word) to the word's glossary entry."""
    return f"[{text or word}](glossary.ipynb#{term(word).key})"


def term_pattern(t: Term) -> re.Pattern[str]:
    """A regular expression that finds the term's forms as whole words (case as written)."""
    forms = "|".join(re.escape(f) for f in t.all_forms)
    return re.compile(rf"(?<![\w-])({forms})(?![\w-])")


_MASK = re.compile(r"```.*?```|`[^`\n]*`|<[^>\n]*>|^#[^\n]*|\]\([^)\s]*\)|„[^“]*“", re.S | re.M)
_LINK_TEXT = re.compile(r"\[([^\]\n]*)\]\([^)\s]*\)")


def _free(text: str) -> list[tuple[int, int]]:
    """The parts of a Markdown text where a word may not be linked: code, a tag, a heading, a link's
    text or its address, a German quote („…“: the seed's words as written)."""
    masked = [(m.start(), m.end()) for m in _MASK.finditer(text)]
    masked += [(m.start(), m.end()) for m in _LINK_TEXT.finditer(text)]
    return masked


def _first_free(pattern: re.Pattern[str], text: str, masked: list[tuple[int, int]]) -> re.Match[str] | None:
    for m in pattern.finditer(text):
        if not any(a <= m.start() < b for a, b in masked):
            return m
    return None


def _of_game(game: str) -> list[Term]:
    """The entries a sentence of ``game`` may link: the game's own, and (on Hydra's pages) the only
    entry of a word that Hydra has no entry of."""
    return [t for t in GLOSSARY if entry(t.word, game) is t]


def link_first_uses(texts: list[str], game: str = DEFAULT_GAME) -> list[str]:
    """The Markdown ``texts`` of a lesson of ``game`` (its cells in order) with each glossary term's
    first use made a link to its entry (the game's); a term already linked somewhere stays as it is.

    >>> first, second = link_first_uses(["A trick (Stich) and another Stich.", "`Stich`, Fehlfarben."])
    >>> first, second
    ('A trick ([Stich](glossary.ipynb#stich)) and another Stich.', '`Stich`, [Fehlfarben](glossary.ipynb#fehlfarbe).')
    """
    words = _of_game(game)
    done = {t.key for t in words if any(f"(glossary.ipynb#{t.key})" in text for text in texts)}
    out = []
    for text in texts:
        changes: list[tuple[int, int, Term]] = []
        for t in words:
            if t.key in done:
                continue
            m = _first_free(term_pattern(t), text, _free(text) + [(a, b) for a, b, _ in changes])
            if m is not None:
                changes.append((m.start(), m.end(), t))
                done.add(t.key)
        for start, end, t in sorted(changes, key=lambda c: c[0], reverse=True):
            text = f"{text[:start]}[{text[start:end]}](glossary.ipynb#{t.key}){text[end:]}"
        out.append(text)
    return out


#: A word that opens its meaning in place (widgets.common.words.word_html), in a lesson's Markdown.
_IN_PLACE = re.compile(r'<span class="hw-word"[^>]*>([^<]*)<span class="hw-say">(?:(?!</span>).)*?'
                       r'href="glossary\.ipynb(?:\?[^"#]*)?#([\w-]+)"(?:(?!</span>).)*</span></span>', re.S)


def as_links(text: str) -> str:
    """A Markdown text with its words in place written as the links they stand for.

    >>> as_links('A <span class="hw-word" tabindex="0">Stich<span class="hw-say">trick, in the Stich '
    ...          '<a href="glossary.ipynb?name=A#stich">glossary</a></span></span>.')
    'A [Stich](glossary.ipynb#stich).'
    """
    return _IN_PLACE.sub(lambda m: f"[{m.group(1)}](glossary.ipynb#{m.group(2)})", text)


def unlinked_first_uses(texts: list[str]) -> list[str]:
    """The glossary words whose first use in these Markdown texts is not a link to an entry of the
    word (any game's: a sentence about Doppelkopf links Doppelkopf's), or a word that opens its
    meaning in place.

    >>> unlinked_first_uses(["Stich and [Stich](glossary.ipynb#stich)"])
    ['Stich']
    """
    texts = [as_links(text) for text in texts]
    wrong = []
    for t in [t for t in GLOSSARY if t.game == DEFAULT_GAME or entry(t.word) is t]:      # each word once
        keys = {other.key for form in t.all_forms for other in _BY_FORM[form.lower()]}
        for text in texts:
            masked = [(a, b) for a, b in _free(text) if not text[a:b].startswith("[")]
            masked += [(m.end(1) + 1, m.end()) for m in _LINK_TEXT.finditer(text)]
            m = _first_free(term_pattern(t), text, masked)
            if m is None:
                continue
            before, after = text[:m.start()], text[m.end():]
            if not (before.endswith("[") and any(after.startswith(f"](glossary.ipynb#{k})") for k in keys)):
                wrong.append(m.group(0))
            break
    return wrong


# fileobj, keywords, comment_tags, options: Babel's extraction-method interface (babel.cfg names this
# function for glossary.json), untyped there
def extract_meanings(fileobj: Any, keywords: Any, comment_tags: Any, options: Any
                     ) -> Iterator[tuple[int, None, str, list[str]]]:
    """Babel's extraction of the glossary's meanings (``babel.cfg``): each word's ``meaning``, with the
    line it stands on, so that the catalogs translate what the glossary page and the words in place say."""
    for lineno, line in enumerate(fileobj.read().decode("utf-8").splitlines(), 1):
        found = re.search(r'"meaning":\s*("(?:[^"\\]|\\.)*")', line)
        if found:
            yield lineno, None, json.loads(found.group(1)), []

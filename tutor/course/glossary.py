"""The German (and Latin) words the tutor uses, with what they mean; the glossary page shows them
and every lesson links a word's first use to its entry (``glossary.ipynb#KEY``).

The rules' own list of terms (``Liste von Begriffen`` in the Regelwerk) is the source, with the
card names the course adds.

>>> term("Fehlfarben").word
'Fehlfarbe'
>>> glossary_link("Stich")
'[Stich](glossary.ipynb#stich)'
"""

from __future__ import annotations

import re
from dataclasses import dataclass

__all__ = ["Term", "GLOSSARY", "term", "glossary_link", "term_pattern", "link_first_uses", "unlinked_first_uses",
           "as_links"]


@dataclass(frozen=True)
class Term:
    """A word: its glossary anchor ``key``, the ``word``, the English, what it means, the forms a
    lesson may use (plural, compounds), and the rule that settles it, if one does."""

    key: str
    word: str
    english: str
    meaning: str
    forms: tuple[str, ...] = ()
    rule: str = ""

    @property
    def all_forms(self) -> tuple[str, ...]:
        """Every spelling to look for, longest first (so 'Fehlfarben' wins over 'Fehlfarbe')."""
        return tuple(sorted({self.word, *self.forms}, key=len, reverse=True))


GLOSSARY: tuple[Term, ...] = (
    Term("alten", "Alten", "the old ones",
         "In a normal game, the two players who hold an Eichel-Ober: one of the three parties.", ("Alter",),
         "R10"),
    Term("antrag", "Antrag", "proposal",
         "A reservation: a player with two equal key Obers lays them face down with one more card face "
         "up and offers them clockwise; the first to accept takes the three cards, gives back three, and "
         "the two play together against the other three. Also the three cards on the table.",
         ("Anträge",), "R9"),
    Term("augen", "Augen", "eyes (card points)",
         "What the cards in your tricks are worth: Daus 11, 10 ten, König 4, Ober 3, Unter 2, the 9s and "
         "the Hydra nothing; the deck holds 240.", ("Auge",)),
    Term("auslauf", "Auslauf", "outlet",
         "In Hydropolis, a card with a single pipe end, drawn as a drain (the mark O); it follows the rules "
         "of pipes.", ("Ausläufe", "Auslaufkarten"), "P2"),
    Term("bedienpflicht", "Bedienpflicht", "the duty to follow suit",
         "You must play a card of the suit led (a trump if a trump was led) when you have one.", (),
         "rules: Bedienen"),
    Term("blatt", "Blatt", "hand", "The cards a player holds: ten at the start of a round."),
    Term("daus", "Daus", "ace", "The highest card of a fail suit, worth 11 eyes.", ("Dause",)),
    Term("doppelkopf", "Doppelkopf", "double head",
         "The card game Hydra descends from; in Hydra also a trick worth 40 to 49 eyes, 5 bonus points.",
         (), "R3"),
    Term("dulle", "Dulle", "the Rot-10",
         "The Rot-10 (ten of hearts), the second-highest trump of the normal game; of two Dullen the "
         "second wins. There is no Dulle in a trump or colour solo.", ("Dullen",), "R2"),
    Term("durchgehen", "Durchgehen", "going through",
         "A fail trick that everyone follows; or an Antrag that nobody accepts."),
    Term("ego", "Ego", "I, alone",
         "In a normal game, the fifth player, who holds no key card and plays alone against four.", (), "R10"),
    Term("eichel", "Eichel", "acorns", "The highest suit (like clubs); Eichel-Ober and Eichel-Unter are trumps.",
         ("Eichel-Ober", "Eichel-Obers", "Eichel-Unter")),
    Term("fehlfarbe", "Fehlfarbe", "fail suit",
         "A suit that is not trump: in a normal game Schell (10, König, 9), Rot (Daus, König, 9), Grün and "
         "Eichel (Daus, 10, König, 9).", ("Fehlfarben", "Fehlfarbenkarte")),
    Term("fuchs", "Fuchs", "fox",
         "The Schell-Daus, the lowest trump but worth 11 eyes. A party that takes an opponent's Fuchs in "
         "a trick catches it (Fuchs gefangen) for 5 bonus points. No Fuchs in trump and colour solos.",
         ("Füchse", "Fuchs gefangen"), "R4"),
    Term("geber", "Geber", "dealer",
         "The player who deals; the player on the dealer's left calls first and leads. After a round "
         "the deal passes to the left; after a throw-in the same dealer deals again.", (), "R11"),
    Term("gruen", "Grün", "leaves (spades)", "The second-highest suit; the two Grün-Obers are key cards.",
         ("Grün-Ober", "Grün-Obers", "Grün-Unter")),
    Term("hochzeit", "Hochzeit", "wedding",
         "One player holds all four key Obers and plays alone against the other four.", (), "R10"),
    Term("hydra", "Hydra", "the joker",
         "The joker, the highest trump (of two, the second wins), but the lowest card of the suit when "
         "thrown on a fail trick in a normal game; also a trick worth 50 eyes or more, 10 bonus points.",
         ("Hydras",), "R1"),
    Term("jungen", "Jungen", "the young ones",
         "In a normal game, the two players who hold a Grün-Ober: one of the three parties.", ("Junge",), "R10"),
    Term("koenig", "König", "king", "A card worth 4 eyes.", ("Könige",)),
    Term("kontra", "Kontra", "against (the other party)",
         "In Doppelkopf, the party against Re: in a normal game the two players without a Kreuz-Dame. The "
         "Hausrunde text writes Kontra; the Turnier text spells it Contra, also its announcement Re/Contra, "
         "which doubles the game (D32). Hydra has no Re and Kontra: up to three parties (R10).",
         ("Contra",), "D8"),
    Term("leck", "leck", "leaky",
         "In Hydropolis, a card with a leaky pipe (leckes Rohr, the mark *): another card may be laid on top "
         "of it, for 5 points. A cap is never leaky.", ("leckes Rohr", "lecken Rohr", "leckes", "lecke"), "P7"),
    Term("morbus", "morbus", "illness",
         "The call for a reservation (Vorbehalt): the player then names a solo or an Antrag.", ("Morbus",),
         "R7"),
    Term("ober", "Ober", "upper knave (like a queen)",
         "A trump worth 3 eyes; the Eichel-Obers and Grün-Obers are the key cards of a healthy game.",
         ("Obers",)),
    Term("re", "Re", "the Kreuz-Damen's party",
         "In Doppelkopf, the party of the two Kreuz-Damen against Kontra (the Turnier text also calls them "
         "the Alten); in the Turnier also that party's announcement, which doubles the game (D32).", (), "D8"),
    Term("rohr", "Rohr", "pipe",
         "In Hydropolis, a pipe end on a card's side (b, r or y); a card with one is a pipe piece (Rohrstück). "
         "No pipe may end in an empty edge.", ("Rohre", "Rohrstück", "Rohrstücke"), "P1"),
    Term("rot", "Rot", "hearts", "The third suit; the Rot-10 is the Dulle."),
    Term("schell", "Schell", "bells (diamonds)", "The lowest suit; the Schell-Daus is the Fuchs.",
         ("Schell-Daus",)),
    Term("schmeissen", "schmeißen", "to throw in",
         "A player with five or more 9s, or at most one trump, may show the hand and have the cards dealt "
         "again by the same dealer.", ("Schmeißen", "throw in (schmeißen)"), "R6"),
    Term("schraubenschluessel", "Schraubenschlüssel", "wrench",
         "In Hydropolis's variant, a player whose move scores 15 points or more gets a wrench; three "
         "wrenches win at once.", (), "P14"),
    Term("schwarz", "Schwarz", "black", "A party that takes no trick at all."),
    Term("stich", "Stich", "trick",
         "One card from each player, played clockwise; the highest trump, else the highest card of the "
         "suit led, takes it. Only the last trick may be looked at again.", ("Stiche",),
         "rules: Wer erhält den Stich"),
    Term("unter", "Unter", "lower knave (like a jack)", "A trump worth 2 eyes.", ("Unters",)),
    Term("valeo", "valeo", "be well",
         "The call for a healthy game: no reservation. If all five say valeo, the key cards make the "
         "parties.", ("Valeo",), "R7"),
    Term("verlobung", "Verlobung", "engagement",
         "A healthy game in which a player holds an Eichel-Ober and a Grün-Ober: all key-card holders play "
         "together. Double (two such players) and triple (one holds three key Obers) engagements too.",
         ("Verlobungen",), "R10"),
    Term("verschlusskappe", "Verschlusskappe", "cap",
         "In Hydropolis, a closed pipe end on a card's side (B, R or Y): it may face an empty edge, never "
         "another cap, and it never leaks.", ("Verschlusskappen",), "P1"),
    Term("vorbehalt", "Vorbehalt", "reservation",
         "Not a healthy game: the player says morbus and names a solo or an Antrag.", ("Vorbehalte",), "R7"),
    Term("wasserhahn", "Wasserhahn", "tap",
         "In Hydropolis, a card with a single pipe end, drawn as a valve wheel (the mark T); it follows the "
         "rules of pipes.", ("Wasserhähne",), "P2"),
    Term("zugzwang", "Zugzwang", "compulsion to move",
         "In Hydropolis, a player who can lay a card must lay one; one who cannot only draws, or passes when "
         "the pile is empty.", (), "P12"),
)

_BY_FORM = {form.lower(): t for t in GLOSSARY for form in t.all_forms}


def term(word: str) -> Term:
    """The glossary entry for a word or one of its forms (KeyError if there is none)."""
    return _BY_FORM[word.strip().lower()]


def glossary_link(word: str, text: str | None = None) -> str:
    """A Markdown link from ``text`` (default: the word) to the word's glossary entry."""
    return f"[{text or word}](glossary.ipynb#{term(word).key})"


def term_pattern(t: Term) -> re.Pattern[str]:
    """A regular expression that finds the term's forms as whole words (case as written)."""
    forms = "|".join(re.escape(f) for f in t.all_forms)
    return re.compile(rf"(?<![\w-])({forms})(?![\w-])")


_MASK = re.compile(r"```.*?```|`[^`\n]*`|<[^>\n]*>|^#[^\n]*|\]\([^)\s]*\)", re.S | re.M)
_LINK_TEXT = re.compile(r"\[([^\]\n]*)\]\([^)\s]*\)")


def _free(text: str) -> list[tuple[int, int]]:
    """The parts of a Markdown text where a word may be linked: not in code, a tag, a heading, a
    link's text or its address."""
    masked = [(m.start(), m.end()) for m in _MASK.finditer(text)]
    masked += [(m.start(), m.end()) for m in _LINK_TEXT.finditer(text)]
    return masked


def _first_free(pattern: re.Pattern[str], text: str, masked: list[tuple[int, int]]) -> re.Match[str] | None:
    for m in pattern.finditer(text):
        if not any(a <= m.start() < b for a, b in masked):
            return m
    return None


def link_first_uses(texts: list[str]) -> list[str]:
    """The Markdown ``texts`` of a lesson (its cells in order) with each glossary term's first use
    made a link to its entry; a term already linked somewhere stays as it is.

    >>> first, second = link_first_uses(["A trick (Stich) and another Stich.", "`Stich`, Fehlfarben."])
    >>> first, second
    ('A trick ([Stich](glossary.ipynb#stich)) and another Stich.', '`Stich`, [Fehlfarben](glossary.ipynb#fehlfarbe).')
    """
    done = {t.key for t in GLOSSARY if any(f"(glossary.ipynb#{t.key})" in text for text in texts)}
    out = []
    for text in texts:
        changes: list[tuple[int, int, Term]] = []
        for t in GLOSSARY:
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
    """The glossary words whose first use in these Markdown texts is not a link to their entry (or a
    word that opens its meaning in place).

    >>> unlinked_first_uses(["Stich and [Stich](glossary.ipynb#stich)"])
    ['Stich']
    """
    texts = [as_links(text) for text in texts]
    wrong = []
    for t in GLOSSARY:
        for text in texts:
            masked = [(a, b) for a, b in _free(text) if not text[a:b].startswith("[")]
            masked += [(m.end(1) + 1, m.end()) for m in _LINK_TEXT.finditer(text)]
            m = _first_free(term_pattern(t), text, masked)
            if m is None:
                continue
            before, after = text[:m.start()], text[m.end():]
            if not (before.endswith("[") and after.startswith(f"](glossary.ipynb#{t.key})")):
                wrong.append(m.group(0))
            break
    return wrong
